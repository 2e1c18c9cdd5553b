package com.firmsite.content;

import java.util.List;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Image;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

/** The one CommonMark configuration used for every body: CommonMark plus GFM tables. */
public final class MarkdownSource {
    /** Extensions shared by the parser and every renderer, so they agree on the tree. */
    public static final List<Extension> EXTENSIONS = List.of(TablesExtension.create());

    static final Parser PARSER = Parser.builder()
            .extensions(EXTENSIONS)
            // Source spans let link errors name the line they are on.
            .includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES)
            .build();

    private MarkdownSource() {}

    /** The text of an image's description ({@code ![this text](…)}), without its Markdown. */
    public static String altText(Image image) {
        StringBuilder text = new StringBuilder();
        image.accept(new AbstractVisitor() {
            @Override
            public void visit(Text node) {
                text.append(node.getLiteral());
            }

            @Override
            public void visit(Code node) {
                text.append(node.getLiteral());
            }
        });
        return text.toString().strip();
    }
}
