package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.Json.object;
import static com.firmsite.publish.discovery.Json.ref;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.output.ProblemCode;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The response schemas of the OpenAPI description (JSON Schema 2020-12, as OpenAPI 3.1 uses it),
 * one per documented body, with the fields and rules of the specification and docs/decisions.md §5.
 * They are data, in {@code discovery/openapi/schemas.yaml} and {@code discovery-schemas.yaml}; only
 * the problem schemas are built here, as they hold the base URL and the codes of {@link ProblemCode}.
 */
final class OpenApiSchemas {
    /** The specification's four application problem codes, exactly. */
    static final List<String> APPLICATION_CODES =
            List.of("api_route_not_found", "page_not_found", "method_not_allowed", "rate_limit_exceeded");

    /** The protocol-level rejections of docs/decisions.md §3.7, documented apart from the four: every protocol ProblemCode. */
    static final List<String> PROTOCOL_CODES = Arrays.stream(ProblemCode.values())
            .filter(ProblemCode::isProtocolProblem)
            .map(ProblemCode::code)
            .toList();

    /** The schemas of this site's own bodies, in the order served, with a slot for each problem schema. */
    private static final ObjectNode OWN = OpenApiResource.read("schemas.yaml");

    /** The schemas of the well-known discovery documents, served after those. */
    private static final ObjectNode DISCOVERY = OpenApiResource.read("discovery-schemas.yaml");

    private OpenApiSchemas() {}

    /** The schemas, fresh: a caller may change its copy. */
    static ObjectNode all(String baseUrl) {
        ObjectNode schemas = OpenApiResource.filled(
                "schemas.yaml",
                OWN,
                Map.of(
                        "Problem",
                        problem(baseUrl, APPLICATION_CODES, "An RFC 9457 problem of this site's API and pages."),
                        "ProtocolProblem",
                        problem(
                                baseUrl,
                                PROTOCOL_CODES,
                                "An RFC 9457 problem for a request rejected before routing; the connection is closed.")));
        schemas.setAll(DISCOVERY.deepCopy());
        return schemas;
    }

    private static ObjectNode problem(String baseUrl, List<String> codes, String description) {
        return object(
                "type",
                "object",
                "description",
                description,
                "required",
                List.of("type", "title", "status", "detail", "code", "resolution"),
                "properties",
                object(
                        "type",
                                object(
                                        "type",
                                        "string",
                                        "format",
                                        "uri",
                                        "pattern",
                                        "^" + ecmaQuote(baseUrl) + "/docs#problem-[a-z-]+$",
                                        "description",
                                        "The section of /docs that documents the problem."),
                        "title", object("type", "string", "minLength", 1, "description", "Constant per code."),
                        "status",
                                object(
                                        "type",
                                        "integer",
                                        "minimum",
                                        400,
                                        "maximum",
                                        599,
                                        "description",
                                        "Equals the HTTP status."),
                        "detail", object("type", "string", "minLength", 1),
                        "instance",
                                object("type", "string", "format", "uri-reference", "description", "The request path."),
                        "code", object("enum", codes),
                        "resolution", object("type", "string", "minLength", 1, "description", "How to recover.")));
    }

    /** A string as an ECMA-262 regular expression matching exactly that string (syntax characters escaped). */
    static String ecmaQuote(String text) {
        StringBuilder quoted = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ("\\^$.|?*+()[]{}".indexOf(c) >= 0) {
                quoted.append('\\');
            }
            quoted.append(c);
        }
        return quoted.toString();
    }

    static ObjectNode schemaRef(String name) {
        return ref("schemas", name);
    }
}
