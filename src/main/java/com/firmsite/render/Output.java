package com.firmsite.render;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One published path and everything needed to serve it. The renderers and the discovery documents
 * produce these; the snapshot turns them into ready-to-send bytes.
 *
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
        NO_STORE("no-store");

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

    public static Output page(String path, Representation html, Representation markdown) {
        return new Output(path, Kind.PAGE, List.of(html, markdown), Cache.PAGE, false, List.of());
    }

    public static Output document(String path, Representation representation, Cache cache) {
        return new Output(path, Kind.DOCUMENT, List.of(representation), cache, cache == Cache.DISCOVERY, List.of());
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
