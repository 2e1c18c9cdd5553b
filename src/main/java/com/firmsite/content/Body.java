package com.firmsite.content;

import java.time.LocalDate;
import org.commonmark.node.Node;

/**
 * The Markdown body of a content file, parsed once. Every representation (HTML, Markdown, tool
 * output) renders from {@link #document()}; the tree is never mutated after loading.
 *
 * @param lastModified the day the file was last changed (its modification time, UTC), used as the
 *     sitemap's {@code lastmod}
 */
public record Body(Node document, LocalDate lastModified) {}
