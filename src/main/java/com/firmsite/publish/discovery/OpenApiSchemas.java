package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.Json.object;
import static com.firmsite.publish.discovery.Json.ref;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.output.ProblemCode;
import java.util.Arrays;
import java.util.List;

/**
 * The response schemas of the OpenAPI description (JSON Schema 2020-12, as OpenAPI 3.1 uses it),
 * one per documented body, with the fields and rules of the specification and docs/decisions.md §5.
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

    private OpenApiSchemas() {}

    static ObjectNode all(String baseUrl) {
        ObjectNode schemas = object(
                "Html", object("type", "string", "description", "An HTML page in the site layout."),
                "Markdown",
                        object(
                                "type",
                                "string",
                                "description",
                                "CommonMark with GFM tables, UTF-8 (RFC 7763 text/markdown)."),
                "Text", object("type", "string", "description", "Plain text, UTF-8."),
                "Xml", object("type", "string", "description", "An XML document (sitemaps.org protocol 0.9)."),
                "Atom", object("type", "string", "description", "An Atom 1.0 feed document (RFC 4287)."),
                "Status",
                        object(
                                "type",
                                "object",
                                "required",
                                List.of("status"),
                                "additionalProperties",
                                false,
                                "properties",
                                object("status", object("const", "ok"))),
                "Problem", problem(baseUrl, APPLICATION_CODES, "An RFC 9457 problem of this site's API and pages."),
                "ProtocolProblem",
                        problem(
                                baseUrl,
                                PROTOCOL_CODES,
                                "An RFC 9457 problem for a request rejected before routing; the connection is closed."),
                "AccessDenied",
                        object(
                                "type",
                                "object",
                                "required",
                                List.of("error", "error_description"),
                                "properties",
                                object(
                                        "error", object("const", "access_denied"),
                                        "error_description",
                                                object(
                                                        "type",
                                                        "string",
                                                        "pattern",
                                                        "^[\\x20\\x21\\x23-\\x5B\\x5D-\\x7E]+$",
                                                        "description",
                                                        "Printable ASCII without quote or backslash (RFC 6749 §5.2)."))),
                "JsonRpcRequest",
                        object(
                                "description",
                                "Any body; a JSON-RPC 2.0 request is expected, and everything is answered with a JSON-RPC error."),
                "JsonRpcError", jsonRpcError(),
                "OpenApiDocument",
                        object(
                                "type",
                                "object",
                                "required",
                                List.of("openapi", "info", "paths"),
                                "properties",
                                object("openapi", object("type", "string", "pattern", "^3\\.1\\.\\d+$"))),
                "WebMcpData",
                        object(
                                "type",
                                "object",
                                "description",
                                "The public facts the WebMCP tools answer from: pages, practice areas, team (with each portrait's site path, `photo`), publications, offices, contact, legal notice; the tool descriptors and the words of their results in the document's `language`; and the site's `languages`, each with its home page. Each other language has its own document, `/assets/webmcp-data.<language>.json`, with that language's pages only."));
        schemas.setAll(OpenApiDiscoverySchemas.all());
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

    private static ObjectNode jsonRpcError() {
        return object(
                "type",
                "object",
                "required",
                List.of("jsonrpc", "id", "error"),
                "additionalProperties",
                false,
                "properties",
                object(
                        "jsonrpc", object("const", "2.0"),
                        "id",
                                object(
                                        "type",
                                        List.of("string", "number", "null"),
                                        "description",
                                        "The request's id, or null when the request could not be read."),
                        "error",
                                object(
                                        "type",
                                        "object",
                                        "required",
                                        List.of("code", "message"),
                                        "additionalProperties",
                                        false,
                                        "properties",
                                        object(
                                                "code",
                                                        object(
                                                                "enum",
                                                                List.of(-32700, -32600, -32601),
                                                                "description",
                                                                "-32700 unparseable JSON, -32600 not a request object, -32601 method not found (no MCP server runs here)."),
                                                "message", object("type", "string"),
                                                "data", object("type", "object")))));
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
