package com.firmsite.publish;

import java.util.Set;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.markdown.MarkdownNodeRendererContext;
import org.commonmark.renderer.markdown.MarkdownNodeRendererFactory;
import org.commonmark.renderer.markdown.MarkdownWriter;

/**
 * Writes links and images in the Markdown twins with absolute URLs: content links to site pages as
 * {@code /contact}, but Markdown travels without its address (llms-full.txt, an agent's context),
 * where a root-relative link no longer says where it leads.
 */
final class AbsoluteLinks implements NodeRenderer {
    private final MarkdownNodeRendererContext context;
    private final String baseUrl;
    private final java.util.function.UnaryOperator<String> href;

    private AbsoluteLinks(
            MarkdownNodeRendererContext context, String baseUrl, java.util.function.UnaryOperator<String> href) {
        this.href = href;
        this.context = context;
        this.baseUrl = baseUrl;
    }

    /** @param href the URL path of a site path in the page's language ({@link LanguageLinks#href}) */
    static MarkdownNodeRendererFactory factory(String baseUrl, java.util.function.UnaryOperator<String> href) {
        return new MarkdownNodeRendererFactory() {
            @Override
            public NodeRenderer create(MarkdownNodeRendererContext context) {
                return new AbsoluteLinks(context, baseUrl, href);
            }

            @Override
            public Set<Character> getSpecialCharacters() {
                return Set.of();
            }
        };
    }

    @Override
    public Set<Class<? extends Node>> getNodeTypes() {
        return Set.of(Link.class, Image.class);
    }

    @Override
    public void render(Node node) {
        // An image is a link with a "!" before it: ![alt](/images/x.jpg) becomes ![alt](https://…/images/x.jpg).
        String destination = node instanceof Image image ? image.getDestination() : ((Link) node).getDestination();
        String title = node instanceof Image image ? image.getTitle() : ((Link) node).getTitle();
        MarkdownWriter writer = context.getWriter();
        writer.raw(node instanceof Image ? "![" : "[");
        for (Node child = node.getFirstChild(); child != null; ) {
            Node next = child.getNext();
            context.render(child);
            child = next;
        }
        writer.raw("](");
        writer.raw(destination(destination));
        if (title != null) {
            writer.raw(" \"" + title.replace("\\", "\\\\").replace("\"", "\\\"") + "\"");
        }
        writer.raw(')');
    }

    private String destination(String destination) {
        String absolute = destination.startsWith("/") && !destination.startsWith("//")
                ? baseUrl + href.apply(destination)
                : destination;
        // CommonMark: a destination with spaces, parentheses or angle brackets goes between < and >.
        if (absolute.chars().anyMatch(c -> c == ' ' || c == '(' || c == ')' || c == '<' || c == '>' || c == '\n')) {
            return "<" + absolute.replace("\\", "\\\\").replace("<", "\\<").replace(">", "\\>") + ">";
        }
        return absolute;
    }
}
