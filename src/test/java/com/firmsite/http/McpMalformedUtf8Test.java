package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code POST /mcp} reads its body as UTF-8, strictly (issue 32: the overlong {@code C0 AF} was
 * read as {@code /}). A JSON-RPC request that would otherwise be answered -32601 with its id
 * echoed, but whose string id holds bytes that are not UTF-8 — an overlong form, an encoded
 * surrogate, a truncated sequence, a byte UTF-8 never uses — is a parse error, -32700 with id
 * null: no other decoding of those bytes is read or echoed. Well-formed UTF-8 still is, intact.
 */
class McpMalformedUtf8Test {
    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final TestServer server = TestServer.sample();

    static Stream<Arguments> malformed() {
        return Stream.of(
                Arguments.of("overlong /, two bytes", "c0af"),
                Arguments.of("overlong /, three bytes", "e080af"),
                Arguments.of("overlong /, four bytes", "f08080af"),
                Arguments.of("overlong NUL", "c080"),
                Arguments.of("a high surrogate", "eda080"),
                Arguments.of("a low surrogate", "edbfbf"),
                Arguments.of("a surrogate pair encoded as two", "eda0bdedb88e"),
                Arguments.of("beyond U+10FFFF", "f4908080"),
                Arguments.of("a truncated three-byte sequence", "e282"),
                Arguments.of("a truncated four-byte sequence", "f09f98"),
                Arguments.of("a lone continuation byte", "80"),
                Arguments.of("an invalid byte", "ff"),
                Arguments.of("a five-byte form", "f888808080"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void aBodyThatIsNotUtf8IsAParseError(String what, String hex) throws IOException {
        JsonNode answer = post(request(HexFormat.of().parseHex(hex)));
        assertThat(answer.path("error").path("code").asInt()).as(what).isEqualTo(-32700);
        assertThat(answer.get("id").isNull()).as(what + ": no id read from it").isTrue();
    }

    @Test
    void wellFormedUtf8IsReadAndEchoedIntact() throws IOException {
        String id = "a/é€😎";
        JsonNode answer = post(request(id.getBytes(StandardCharsets.UTF_8)));
        assertThat(answer.path("error").path("code").asInt()).isEqualTo(-32601);
        assertThat(answer.get("id").textValue()).isEqualTo("a" + id + "b");
    }

    /** A JSON-RPC request whose string id is {@code a}, the given bytes, then {@code b}. */
    private static byte[] request(byte[] inId) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes("{\"jsonrpc\":\"2.0\",\"id\":\"a".getBytes(StandardCharsets.US_ASCII));
        body.writeBytes(inId);
        body.writeBytes("b\",\"method\":\"initialize\"}".getBytes(StandardCharsets.US_ASCII));
        return body.toByteArray();
    }

    private static JsonNode post(byte[] body) throws IOException {
        HttpResponse<String> response = server.send(
                "POST", "/mcp", HttpRequest.BodyPublishers.ofByteArray(body), "Content-Type", "application/json");
        assertThat(response.statusCode()).isEqualTo(200);
        return JSON.readTree(response.body());
    }
}
