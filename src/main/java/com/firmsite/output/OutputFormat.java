package com.firmsite.output;

import java.util.Optional;
import java.util.function.Function;

/**
 * A format a page is published in (after Hugo's output formats), as data: its media type, where it
 * is served, what headers it travels with, and what its exported file is called. Routing, the
 * snapshot, the start-up cache file and export read formats from {@link OutputFormats} and never
 * name one: adding a format is one declaration there (plus the templates that render it).
 *
 * @param name a short name, stable across builds: the start-up cache file and the logs use it
 * @param mediaType what {@code Content-Type} says; negotiation (RFC 9110 §12.5) matches its type
 *     and subtype
 * @param extension the extension of the file it is exported to ({@code 404.html}, {@code 404.md})
 * @param ownPath the path of the format's own URL for a page's path, where it is served alone
 *     whatever {@code Accept} says (the Markdown twin), if it has one
 * @param browserDocument whether a browser renders it as a document, so its responses carry the
 *     policies that confine one (Content-Security-Policy, framing, referrer, permissions)
 * @param readableByAnyOrigin whether any origin may read it ({@code Access-Control-Allow-Origin: *})
 */
public record OutputFormat(
        String name,
        MediaType mediaType,
        String extension,
        Function<String, Optional<String>> ownPath,
        boolean browserDocument,
        boolean readableByAnyOrigin) {

    /** A format served at the page's own path only. */
    static Optional<String> noOwnPath(String pagePath) {
        return Optional.empty();
    }

    /** The path of this format's own URL for the page at {@code pagePath}, if it has one. */
    public Optional<String> ownPath(String pagePath) {
        return ownPath.apply(pagePath);
    }

    /** The type before the slash ({@code text}). */
    public String type() {
        String value = mediaType.value();
        return value.substring(0, value.indexOf('/'));
    }

    /** The subtype, without parameters ({@code html}). */
    public String subtype() {
        String value = mediaType.value();
        int semicolon = value.indexOf(';');
        return value.substring(value.indexOf('/') + 1, semicolon < 0 ? value.length() : semicolon);
    }

    /**
     * Formats are compared by identity: the registry holds one instance of each, and a record's
     * generated equality would compare the path functions, which are not values.
     */
    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    @Override
    public String toString() {
        return name;
    }
}
