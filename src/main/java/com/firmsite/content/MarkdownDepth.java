package com.firmsite.content;

import java.util.Optional;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;

/**
 * How deeply a body's Markdown nests: block quotes, lists, emphasis and links inside one another.
 * Everything that walks a parsed body (the loader's link checks, the HTML and Markdown renderers)
 * recurses once per level, so a few kilobytes nested thousands deep would overflow the stack of
 * whatever walks it first. The depth is measured here without recursion, right after parsing, and
 * a body nested deeper than the limit is a content error at the line of its deep construct
 * (docs/decisions.md §8.7).
 */
public final class MarkdownDepth {
    /**
     * The default limit: real content nests a dozen levels (a list five deep with emphasis and a
     * link in it), and every walker of the tree renders a hundred levels with room to spare on a
     * thread's default stack.
     */
    public static final int DEFAULT_MAX = 100;

    private MarkdownDepth() {}

    /**
     * The first node (in document order) nested more than {@code max} levels below {@code
     * document}, if any. Walks the tree by its links (first child, next sibling, parent), so its
     * own stack stays flat however deep the tree is.
     */
    public static Optional<Node> firstBeyond(Node document, int max) {
        Node node = document;
        int depth = 0;
        while (true) {
            Node child = node.getFirstChild();
            if (child != null) {
                node = child;
                depth++;
                if (depth > max) {
                    return Optional.of(node);
                }
                continue;
            }
            while (node != document && node.getNext() == null) {
                node = node.getParent();
                depth--;
            }
            if (node == document) {
                return Optional.empty();
            }
            node = node.getNext();
        }
    }

    /** The 0-based line of {@code node} in the parsed text: its own source span's, else its nearest ancestor's. */
    static int lineIndex(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.getSourceSpans().isEmpty()) {
                SourceSpan first = at.getSourceSpans().getFirst();
                return first.getLineIndex();
            }
        }
        return 0;
    }

    /** The content error for a body nested beyond {@code max}. */
    static String message(int max) {
        return "Markdown nested more than " + max
                + " levels deep (block quotes, lists, emphasis or links inside one another); raise"
                + " --max-markdown-depth if this is meant";
    }
}
