package com.firmsite.content;

import java.time.LocalDate;
import org.commonmark.node.Node;

/**
 * The Markdown body of a content file, parsed once at each change of the file. Every representation
 * (HTML, Markdown, tool output) renders from {@link #document()}; the tree is never mutated after
 * loading, and it may be let go between builds and parsed again ({@link BodyTree}).
 *
 * @param lastModified the day the file was last changed (its modification time, UTC), used as the
 *     sitemap's {@code lastmod}
 */
public record Body(BodyTree tree, LocalDate lastModified) {
    /** A body of {@code document}, held for good. */
    public Body(Node document, LocalDate lastModified) {
        this(BodyTree.fixed(document), lastModified);
    }

    /** The body's tree. */
    public Node document() {
        return tree.document();
    }
}
