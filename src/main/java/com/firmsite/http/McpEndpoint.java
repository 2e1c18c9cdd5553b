package com.firmsite.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.output.Header;
import com.firmsite.output.MediaType;
import com.firmsite.output.ProblemCode;
import io.netty.handler.codec.http.HttpMethod;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code /mcp}: reserved, no MCP server runs here. POST gets 200 with a JSON-RPC error that says so
 * (docs/decisions.md §5.8): -32601 with the request's {@code id} echoed as it came (same JSON type), -32700
 * for a body that is not JSON (malformed UTF-8 included), -32600 for JSON that is not a request object; {@code id} is null
 * in the last two. Any other method gets 405 with {@code Allow: POST} (docs/decisions.md §3.2), MCP's
 * answer for an endpoint that offers no event stream.
 */
final class McpEndpoint {
    static final String PATH = "/mcp";

    private static final List<Header> NOT_POST = List.of(Header.allow("POST"));
    private static final List<Header> NO_STORE_ONLY = List.of(Header.NO_STORE);

    /** Made on the first request to /mcp, not at start-up (Jackson takes a few tens of milliseconds to set up). */
    private static final class Json {
        static final ObjectMapper MAPPER = JsonMapper.builder()
                // A body is one JSON value: trailing text or a repeated member makes it unparseable,
                // not silently half-read.
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                // Fractional ids come back digit for digit.
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .build();
    }

    void handle(Exchange exchange) {
        if (!exchange.method().equals(HttpMethod.POST)) {
            exchange.sendProblem(ProblemCode.METHOD_NOT_ALLOWED, NOT_POST);
            return;
        }
        try {
            byte[] body = Json.MAPPER.writeValueAsBytes(
                    answer(exchange.body(), exchange.snapshot().baseUrl()));
            exchange.sendDynamic(200, MediaType.JSON, body, NO_STORE_ONLY);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON-RPC error could not be written", e);
        }
    }

    static ObjectNode answer(byte[] body, String baseUrl) {
        JsonNode request;
        try {
            request = isUtf8(body) ? Json.MAPPER.readTree(body) : null;
        } catch (IOException | RuntimeException unreadable) {
            // Not only malformed JSON: a number Jackson cannot hold (an exponent beyond an int, in any
            // member, read or not) throws NumberFormatException, and a body past its stream limits
            // StreamConstraintsException. Whatever the reason, the body is not one JSON value we can use.
            request = null;
        }
        if (request == null || request.isMissingNode()) {
            return response(NullNode.instance, -32700, "Parse error: the body is not one JSON value.", baseUrl);
        }
        if (!isRequest(request)) {
            return response(
                    NullNode.instance, -32600, "Invalid Request: expected a JSON-RPC 2.0 request object.", baseUrl);
        }
        // A notification has no id; it still gets an answer, with id null, because the endpoint always answers.
        JsonNode id = request.has("id") ? request.get("id") : NullNode.instance;
        return response(id, -32601, "Method not found: this origin does not operate an MCP server.", baseUrl);
    }

    /**
     * Whether {@code body} is well-formed UTF-8 (RFC 3629): no overlong form, no encoded surrogate,
     * nothing past U+10FFFF, no truncated sequence or stray byte. Jackson's own decoding is lenient
     * (it reads the overlong {@code C0 AF} as {@code /}); JSON exchanged between systems is UTF-8
     * (RFC 8259 §8.1), so anything else is not JSON.
     */
    private static boolean isUtf8(byte[] body) {
        try {
            StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body));
            return true;
        } catch (CharacterCodingException malformed) {
            return false;
        }
    }

    /** JSON-RPC 2.0 §4: "jsonrpc" exactly "2.0", a string method, params structured, id a string, number or null. */
    private static boolean isRequest(JsonNode request) {
        if (!request.isObject()
                || !"2.0".equals(request.path("jsonrpc").textValue())
                || !request.path("method").isTextual()) {
            return false;
        }
        JsonNode params = request.get("params");
        JsonNode id = request.get("id");
        return (params == null || params.isContainerNode())
                && (id == null || id.isTextual() || id.isNumber() || id.isNull());
    }

    private static ObjectNode response(JsonNode id, int code, String message, String baseUrl) {
        ObjectNode response = Json.MAPPER.createObjectNode().put("jsonrpc", "2.0");
        response.set("id", id);
        ObjectNode error = response.putObject("error").put("code", code).put("message", message);
        error.putObject("data")
                .put("documentation", baseUrl + "/docs")
                .put("serverCard", baseUrl + "/.well-known/mcp/server-card.json");
        return response;
    }
}
