package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.Json.object;
import static com.firmsite.publish.discovery.Json.ref;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Shared header objects (rate limits per docs/decisions.md §4.2, {@code Allow}, {@code Retry-After},
 * {@code Link}) and shared responses (the errors every kind of endpoint can give): data, in {@code
 * discovery/openapi/headers.yaml} and {@code responses.yaml}; and the helpers the operations use to
 * refer to them.
 */
final class OpenApiResponses {
    /** The rate-limit fields every {@code /api/*} response carries (docs/decisions.md §4.2). */
    static final List<String> RATE_LIMIT_HEADERS =
            List.of("RateLimit-Policy", "RateLimit", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset");

    /** Rejections that can answer any request, before routing (docs/decisions.md §3.7). */
    static final List<String> PROTOCOL_RESPONSES = List.of("400", "408", "413", "414", "431", "501", "503");

    private static final ObjectNode HEADERS = OpenApiResource.read("headers.yaml");

    private static final ObjectNode RESPONSES = OpenApiResource.read("responses.yaml");

    private OpenApiResponses() {}

    /** The shared headers, fresh: a caller may change its copy. */
    static ObjectNode headers() {
        return HEADERS.deepCopy();
    }

    /** The shared responses, fresh: a caller may change its copy. */
    static ObjectNode responses() {
        return RESPONSES.deepCopy();
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
}
