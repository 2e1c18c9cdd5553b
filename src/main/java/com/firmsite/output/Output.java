package com.firmsite.output;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * One published path and everything needed to serve it. The renderers and the discovery documents
 * produce these; the snapshot turns them into ready-to-send bytes.
 *
 * @param representations a page's, one per format of {@link OutputFormats#PAGE} in that order (read
 *     them with {@link #representation(OutputFormat)}); a document's or reserved URL's, its one
 * @param headers headers specific to this output (for example {@code Link} on the API catalog)
 */
public record Output(
        String path, Kind kind, List<Representation> representations, Cache cache, boolean cors, List<Header> headers) {

    /** How a path is served. */
    public enum Kind {
        /** An HTML page with a Markdown counterpart chosen by {@code Accept}, and a {@code .md} twin. */
        PAGE,
        /** One fixed representation, GET and HEAD only. */
        DOCUMENT,
        /** A reserved URL: every method gets the 403 access-denied document. */
        RESERVED
    }

    /** The {@code Cache-Control} policy of docs/decisions.md §2.7. */
    public enum Cache {
        PAGE("public, max-age=300"),
        DISCOVERY("public, max-age=3600"),
        ASSET("public, max-age=3600"),
        /** A file whose URL changes whenever its bytes do (image variants): cached for a year, never revalidated. */
        IMMUTABLE("public, max-age=31536000, immutable"),
        NO_STORE("no-store"),
        /**
         * A complete Atom archive document (RFC 5005): its entries never change as publications are
         * added, but an edited or removed old publication changes its bytes at the same URL, so it
         * is cached for a day and revalidated by ETag, never {@code immutable} (docs/decisions.md §5.17).
         */
        ARCHIVE("public, max-age=86400");

        /** One field per policy, made once (a {@link Header} field would make the enum's state mutable to Error Prone). */
        private static final List<Header> HEADERS = Arrays.stream(values())
                .map(cache -> Header.cacheControl(cache.directives))
                .toList();

        private final String directives;

        Cache(String directives) {
            this.directives = directives;
        }

        /** The {@code Cache-Control} field of this policy. */
        public Header header() {
            return HEADERS.get(ordinal());
        }
    }

    /** A page: one representation for each page format, each of that format's media type. */
    public static Output page(String path, Map<OutputFormat, Representation> byFormat) {
        List<Representation> ordered = OutputFormats.PAGE.stream()
                .map(format -> {
                    Representation representation = byFormat.get(format);
                    if (representation == null || !representation.type().equals(format.mediaType())) {
                        throw new IllegalArgumentException(path + " has no " + format + " representation");
                    }
                    return representation;
                })
                .toList();
        if (byFormat.size() != ordered.size()) {
            throw new IllegalArgumentException(path + " has a representation in a format that is not a page format");
        }
        return new Output(path, Kind.PAGE, ordered, Cache.PAGE, false, List.of());
    }

    public static Output document(String path, Representation representation, Cache cache) {
        return new Output(path, Kind.DOCUMENT, List.of(representation), cache, cache == Cache.DISCOVERY, List.of());
    }

    /** A page's representation in {@code format}. */
    public Representation representation(OutputFormat format) {
        if (kind != Kind.PAGE) {
            throw new IllegalStateException(path + " is not a page");
        }
        return representations.get(OutputFormats.index(format));
    }

    /** The one representation of a document or a reserved URL. */
    public Representation representation() {
        if (kind == Kind.PAGE) {
            throw new IllegalStateException(path + " is a page: name the format");
        }
        return representations.getFirst();
    }

    public Output withHeader(Header header) {
        List<Header> more = new ArrayList<>(headers);
        more.add(header);
        return new Output(path, kind, representations, cache, cors, List.copyOf(more));
    }

    public Output withCors(boolean enabled) {
        return new Output(path, kind, representations, cache, enabled, headers);
    }
}
