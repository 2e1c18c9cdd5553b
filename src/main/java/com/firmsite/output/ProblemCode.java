package com.firmsite.output;

/**
 * Every problem firmsite reports, with its status, constant title and resolution. The first four
 * are the specification's application codes; the rest are protocol-level rejections that happen
 * before routing (docs/decisions.md §3.7).
 */
public enum ProblemCode {
    API_ROUTE_NOT_FOUND(
            404,
            "API route not found",
            "This path is not an API endpoint. The OpenAPI description at /openapi.json and the API catalog at /.well-known/api-catalog list every endpoint."),
    PAGE_NOT_FOUND(
            404,
            "Page not found",
            "Find every page in /llms.txt, the sitemap at /sitemap-index.xml, or the documentation at /docs."),
    METHOD_NOT_ALLOWED(
            405,
            "Method not allowed",
            "Repeat the request with one of the methods in the Allow header. The documentation at /docs lists the methods of every endpoint."),
    RATE_LIMIT_EXCEEDED(
            429,
            "Rate limit exceeded",
            "Wait the number of seconds given in the Retry-After header before sending another request to /api/."),
    BAD_REQUEST(
            400,
            "Bad request",
            "The request is not valid HTTP/1.1 (for example a missing or repeated Host header, a malformed path, or conflicting message framing). Correct it and retry."),
    REQUEST_TIMEOUT(
            408,
            "Request timeout",
            "The request did not arrive in time (the limit is in detail; 10 s for the request head by default). Send the whole request promptly on a new connection."),
    PAYLOAD_TOO_LARGE(
            413,
            "Content too large",
            "The request body is larger than this site accepts (the limit is in detail; 64 KiB by default). No endpoint of this site needs a larger body."),
    URI_TOO_LONG(
            414,
            "URI too long",
            "The request line is longer than this site accepts (the limit is in detail; 8 KiB by default). Use a shorter path; no query parameters are needed anywhere on this site."),
    HEADER_FIELDS_TOO_LARGE(
            431,
            "Request header fields too large",
            "The request headers exceed this site's limits (given in detail; 16 KiB and 100 fields by default). Send fewer or smaller headers."),
    SERVICE_UNAVAILABLE(
            503,
            "Service unavailable",
            "The server, or this client, is at its connection limit (which one is in detail). Close connections you do not use, wait the number of seconds in the Retry-After header, then retry on a new connection."),
    NOT_IMPLEMENTED(
            501,
            "Not implemented",
            "The request uses a transfer coding this site does not implement. Send the body with Content-Length, or with Transfer-Encoding: chunked alone.");

    private final int status;
    private final String title;
    private final String resolution;

    ProblemCode(int status, String title, String resolution) {
        this.status = status;
        this.title = title;
        this.resolution = resolution;
    }

    public int status() {
        return status;
    }

    public String title() {
        return title;
    }

    public String resolution() {
        return resolution;
    }

    /** The code as it appears in the problem's {@code code} member: {@code page_not_found}. */
    public String code() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The problem's {@code type}: the section of /docs that documents it. */
    public String type(String baseUrl) {
        return baseUrl + "/docs#problem-" + code().replace('_', '-');
    }

    public boolean isProtocolProblem() {
        return ordinal() > RATE_LIMIT_EXCEEDED.ordinal();
    }
}
