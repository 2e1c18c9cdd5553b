package com.firmsite.render;

import java.util.List;
import java.util.Map;

/**
 * One published path and everything needed to serve it. The renderers and the discovery documents
 * produce these; the snapshot turns them into ready-to-send bytes.
 *
 * @param headers headers specific to this output (for example {@code Link} on the API catalog)
 */
public record Output(
        String path,
        Kind kind,
        List<Representation> representations,
        Cache cache,
        boolean cors,
        List<Map.Entry<String, String>> headers) {

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

        private final String header;

        Cache(String header) {
            this.header = header;
        }

        public String header() {
            return header;
        }
    }

    public static Output page(String path, Representation html, Representation markdown) {
        return new Output(path, Kind.PAGE, List.of(html, markdown), Cache.PAGE, false, List.of());
    }

    public static Output document(String path, Representation representation, Cache cache) {
        return new Output(path, Kind.DOCUMENT, List.of(representation), cache, cache == Cache.DISCOVERY, List.of());
    }

    public Output withHeader(String name, String value) {
        var more = new java.util.ArrayList<>(headers);
        more.add(Map.entry(name, value));
        return new Output(path, kind, representations, cache, cors, List.copyOf(more));
    }

    public Output withCors(boolean enabled) {
        return new Output(path, kind, representations, cache, enabled, headers);
    }
}
