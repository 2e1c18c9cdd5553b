package com.firmsite.publish;

import com.firmsite.content.ImageRef;
import com.firmsite.content.MarkdownSource;
import com.firmsite.images.Slot;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.commonmark.node.Image;
import org.commonmark.node.Node;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.html.HtmlNodeRendererContext;
import org.commonmark.renderer.html.HtmlNodeRendererFactory;
import org.commonmark.renderer.html.HtmlWriter;

/**
 * Renders {@code ![alt](/images/…)} in a body as {@link Pictures} does every image: WebP and
 * original-format widths, sizes, width and height, lazy. An image the library does not have (only
 * possible for content that was not checked) keeps CommonMark's plain {@code <img>}.
 */
final class BodyImages implements NodeRenderer {
    private final HtmlNodeRendererContext context;
    private final Pictures pictures;

    private BodyImages(HtmlNodeRendererContext context, Pictures pictures) {
        this.context = context;
        this.pictures = pictures;
    }

    static HtmlNodeRendererFactory factory(Pictures pictures) {
        return context -> new BodyImages(context, pictures);
    }

    @Override
    public Set<Class<? extends Node>> getNodeTypes() {
        return Set.of(Image.class);
    }

    @Override
    public void render(Node node) {
        Image image = (Image) node;
        String alt = MarkdownSource.altText(image);
        ImageRef ref = new ImageRef(image.getDestination(), alt, ImageRef.Place.BODY, Path.of(""), 0);
        String picture = pictures.html(ref, Slot.BODY, Slot.BODY.sizes(), false, "body-image");
        HtmlWriter writer = context.getWriter();
        if (!picture.isEmpty()) {
            writer.raw(picture);
            return;
        }
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("src", context.encodeUrl(image.getDestination()));
        attributes.put("alt", alt);
        attributes.put("loading", "lazy");
        attributes.put("decoding", "async");
        writer.tag("img", attributes, true);
    }
}
