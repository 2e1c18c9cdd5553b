package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.Json.object;
import static com.firmsite.publish.discovery.Json.ref;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Shared header objects (rate limits per docs/decisions.md §4.2, {@code Allow}, {@code Retry-After},
 * {@code Link}) and shared responses (the errors every kind of endpoint can give).
 */
final class OpenApiResponses {
    /** The rate-limit fields every {@code /api/*} response carries (docs/decisions.md §4.2). */
    static final List<String> RATE_LIMIT_HEADERS =
            List.of("RateLimit-Policy", "RateLimit", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset");

    /** Rejections that can answer any request, before routing (docs/decisions.md §3.7). */
    static final List<String> PROTOCOL_RESPONSES = List.of("400", "408", "413", "414", "431", "501", "503");

    private OpenApiResponses() {}

    static ObjectNode headers() {
        return object(
                "RateLimit-Policy",
                        header(
                                true,
                                "The quota policy: 120 requests per 60-second window per client.",
                                object("type", "string", "const", "\"default\";q=120;w=60"),
                                "\"default\";q=120;w=60"),
                "RateLimit",
                        header(
                                true,
                                "The quota left (r) and the seconds until the window resets (t).",
                                object("type", "string", "pattern", "^\"default\";r=[0-9]{1,3};t=[0-9]{1,2}$"),
                                "\"default\";r=119;t=60"),
                "RateLimit-Limit",
                        header(true, "Compatibility field: the quota.", object("type", "integer", "const", 120), 120),
                "RateLimit-Remaining",
                        header(
                                true,
                                "Compatibility field: requests left in the window.",
                                object("type", "integer", "minimum", 0, "maximum", 120),
                                119),
                "RateLimit-Reset",
                        header(
                                true,
                                "Compatibility field: seconds until the window resets, rounded up.",
                                object("type", "integer", "minimum", 0, "maximum", 60),
                                60),
                "Retry-After",
                        header(
                                true,
                                "Seconds to wait before the next request to /api/: max(1, t).",
                                object("type", "integer", "minimum", 1, "maximum", 60),
                                42),
                "AllowGetHead",
                        header(
                                true,
                                "The methods the resource accepts.",
                                object("type", "string", "const", "GET, HEAD"),
                                "GET, HEAD"),
                "AllowPost",
                        header(
                                true,
                                "The methods the resource accepts.",
                                object("type", "string", "const", "POST"),
                                "POST"),
                "Link",
                        header(
                                false,
                                "On HTML: the Markdown alternate and the discovery links (api-catalog, service-desc, service-doc, describedby).",
                                object("type", "string"),
                                null),
                "Content-Location",
                        header(
                                false,
                                "On a negotiated Markdown response: the address of the page's Markdown twin.",
                                object("type", "string", "format", "uri"),
                                null),
                "Access-Control-Allow-Origin",
                        header(
                                true,
                                "Any origin may read discovery documents and Markdown.",
                                object("type", "string", "const", "*"),
                                "*"),
                "Last-Modified",
                        header(
                                true,
                                "On a feed: when its newest entry was updated (IMF-fixdate); If-Modified-Since answers 304 until it changes.",
                                object(
                                        "type",
                                        "string",
                                        "pattern",
                                        "^[A-Z][a-z]{2}, [0-9]{2} [A-Z][a-z]{2} [0-9]{4} [0-9]{2}:[0-9]{2}:[0-9]{2} GMT$"),
                                "Tue, 24 Nov 2026 00:00:00 GMT"),
                "Cache-Control-No-Store",
                        header(true, "Never cached.", object("type", "string", "const", "no-store"), "no-store"),
                "Pragma",
                        header(
                                true,
                                "Never cached (HTTP/1.0 caches).",
                                object("type", "string", "const", "no-cache"),
                                "no-cache"));
    }

    private static ObjectNode header(boolean required, String description, ObjectNode schema, Object example) {
        ObjectNode header = object("description", description, "required", required, "schema", schema);
        if (example != null) {
            header.set("example", Json.value(example));
        }
        return header;
    }

    static ObjectNode responses() {
        return object(
                "PageNotFound",
                        response(
                                "No page exists at this path (page_not_found). The representation follows Accept.",
                                negotiatedError(),
                                object()),
                "MethodNotAllowed",
                        response(
                                "Only GET and HEAD are accepted here (method_not_allowed). The representation follows Accept.",
                                negotiatedError(),
                                object("Allow", ref("headers", "AllowGetHead"))),
                "McpMethodNotAllowed",
                        response(
                                "Only POST is accepted at /mcp (method_not_allowed).",
                                problem("Problem"),
                                object("Allow", ref("headers", "AllowPost"))),
                "ApiRouteNotFound",
                        response(
                                "No API endpoint exists at this path (api_route_not_found).",
                                problem("Problem"),
                                rateLimited()),
                "ApiMethodNotAllowed",
                        response(
                                "Only GET and HEAD are accepted here (method_not_allowed).",
                                problem("Problem"),
                                rateLimited().set("Allow", ref("headers", "AllowGetHead"))),
                "RateLimitExceeded",
                        response(
                                "The client's quota is used up (rate_limit_exceeded); wait Retry-After seconds.",
                                problem("Problem"),
                                rateLimited().set("Retry-After", ref("headers", "Retry-After"))),
                "AccessDenied",
                        response(
                                "Reserved: this origin registers no agents and issues no credentials. Every method gets this 403.",
                                object("application/json", object("schema", OpenApiSchemas.schemaRef("AccessDenied"))),
                                object(
                                        "Cache-Control",
                                        ref("headers", "Cache-Control-No-Store"),
                                        "Pragma",
                                        ref("headers", "Pragma"))),
                "400", protocol("Malformed request (bad_request)."),
                "408",
                        protocol(
                                "The request head was not received within the header deadline, 10 seconds by default, or its body arrived"
                                        + " slower than the minimum rate, 1 KiB/s by default (request_timeout)."),
                "413", protocol("Request body over the body limit, 64 KiB by default (payload_too_large)."),
                "414", protocol("Request line over the line limit, 8 KiB by default (uri_too_long)."),
                "431", protocol("Header section over 16 KiB or 100 fields by default (header_fields_too_large)."),
                "501",
                        protocol(
                                "A transfer coding before chunked that this site does not implement, such as gzip (not_implemented)."),
                "503",
                        protocol(
                                "The server, or this client address, is at its connection limit; retry after Retry-After seconds"
                                        + " (service_unavailable)."));
    }

    /** The rate-limit header references, as a fresh object so callers can add more. */
    static ObjectNode rateLimited() {
        ObjectNode headers = object();
        RATE_LIMIT_HEADERS.forEach(name -> headers.set(name, ref("headers", name)));
        return headers;
    }

    static ObjectNode response(String description, ObjectNode content, ObjectNode headers) {
        ObjectNode response = object("description", description);
        if (!headers.isEmpty()) {
            response.set("headers", headers);
        }
        if (!content.isEmpty()) {
            response.set("content", content);
        }
        return response;
    }

    private static ObjectNode negotiatedError() {
        return object(
                "text/html", object("schema", OpenApiSchemas.schemaRef("Html")),
                "text/markdown", object("schema", OpenApiSchemas.schemaRef("Markdown")),
                "application/problem+json", object("schema", OpenApiSchemas.schemaRef("Problem")));
    }

    private static ObjectNode problem(String schema) {
        return object("application/problem+json", object("schema", OpenApiSchemas.schemaRef(schema)));
    }

    private static ObjectNode protocol(String description) {
        return response(
                description + " Sent before routing; the connection is then closed.",
                problem("ProtocolProblem"),
                object());
    }
}
