package com.firmsite.output;

/**
 * A media type as sent in {@code Content-Type}, plus whether its bodies are worth pre-compressing.
 * A new media type is one value here; a new page format is an {@link OutputFormat} in {@link OutputFormats}.
 */
public record MediaType(String value, boolean compressible) {
    public static final MediaType HTML = new MediaType("text/html; charset=utf-8", true);
    public static final MediaType MARKDOWN = new MediaType("text/markdown; charset=utf-8", true);
    public static final MediaType JSON = new MediaType("application/json", true);
    public static final MediaType PROBLEM_JSON = new MediaType("application/problem+json", true);
    public static final MediaType LINKSET_JSON =
            new MediaType("application/linkset+json; profile=\"https://www.rfc-editor.org/info/rfc9727\"", true);
    public static final MediaType JWK_SET_JSON = new MediaType("application/jwk-set+json", true);
    public static final MediaType XML = new MediaType("application/xml; charset=utf-8", true);
    /** RFC 4287 registers no charset parameter: the XML declaration names the encoding. */
    public static final MediaType ATOM = new MediaType("application/atom+xml", true);
    /** A team member's contact card: vCard 3.0 in UTF-8 (RFC 6350 §10.1 registers the type and its charset). */
    public static final MediaType VCARD = new MediaType("text/vcard; charset=utf-8", true);
    /** A printable biography: its streams are compressed already. */
    public static final MediaType PDF = new MediaType("application/pdf", false);

    public static final MediaType TEXT = new MediaType("text/plain; charset=utf-8", true);
    public static final MediaType CSS = new MediaType("text/css; charset=utf-8", true);
    public static final MediaType JAVASCRIPT = new MediaType("text/javascript; charset=utf-8", true);
    public static final MediaType SVG = new MediaType("image/svg+xml", true);
    public static final MediaType PNG = new MediaType("image/png", false);
    public static final MediaType JPEG = new MediaType("image/jpeg", false);
    public static final MediaType WEBP = new MediaType("image/webp", false);
    public static final MediaType ICO = new MediaType("image/x-icon", true);
    public static final MediaType WEB_MANIFEST = new MediaType("application/manifest+json", true);
}
