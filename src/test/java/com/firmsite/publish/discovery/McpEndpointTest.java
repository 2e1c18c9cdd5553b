package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.ApiCatalogTest.names;
import static com.firmsite.publish.discovery.DiscoveryResponses.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.fasterxml.jackson.databind.JsonNode;
import com.firmsite.testing.TestServer;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import io.modelcontextprotocol.spec.McpError;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * docs/decisions.md §5.8 and §3.2: {@code /mcp} is reserved. The MCP Java SDK's own client, pointed at it,
 * fails at once with the server's JSON-RPC error; raw requests show the id echo and the error codes.
 */
@ParameterizedClass(name = "base URL {0}")
@MethodSource("com.firmsite.publish.discovery.BaseUrls#both")
class McpEndpointTest {
    /**
     * The SDK validates tool results against their schemas; there are none here, and its default
     * validator needs a networknt version the rest of the build does not use (see pom.xml).
     */
    private static final JsonSchemaValidator NO_TOOL_RESULTS = (schema, content) ->
            JsonSchemaValidator.ValidationResponse.asInvalid("a reserved endpoint returns no tool results");

    @Parameter
    String base;

    private TestServer server;

    @BeforeEach
    void connect() {
        server = BaseUrls.server(base);
    }

    @Test
    void theMcpSdkClientFailsFastWithTheServersMethodNotFoundError() {
        // The SDK's own timeouts are longer than the test's bound: a hang fails the test, not the SDK.
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(server.origin())
                .endpoint("/mcp")
                .build();
        Throwable thrown = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            try (McpSyncClient client = McpClient.sync(transport)
                    .requestTimeout(Duration.ofSeconds(30))
                    .initializationTimeout(Duration.ofSeconds(30))
                    .jsonSchemaValidator(NO_TOOL_RESULTS)
                    .build()) {
                return catchThrowable(client::initialize);
            }
        });
        McpError error = findMcpError(thrown);
        assertThat(error.getJsonRpcError().code()).isEqualTo(-32601);
        assertThat(error.getJsonRpcError().message()).contains("does not operate an MCP server");
    }

    @Test
    void aRequestIdIsEchoedWithItsJsonType() {
        assertThat(post("{\"jsonrpc\":\"2.0\",\"id\":42,\"method\":\"initialize\",\"params\":{}}")
                        .get("id")
                        .isIntegralNumber())
                .isTrue();
        assertThat(post("{\"jsonrpc\":\"2.0\",\"id\":42,\"method\":\"initialize\"}")
                        .get("id")
                        .intValue())
                .isEqualTo(42);
        JsonNode text = post("{\"jsonrpc\":\"2.0\",\"id\":\"42\",\"method\":\"tools/list\"}")
                .get("id");
        assertThat(text.isTextual()).isTrue();
        assertThat(text.textValue()).isEqualTo("42");
        assertThat(post("{\"jsonrpc\":\"2.0\",\"id\":18446744073709551617,\"method\":\"ping\"}")
                        .get("id")
                        .bigIntegerValue())
                .isEqualTo(new java.math.BigInteger("18446744073709551617"));
        JsonNode response = post("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"initialize\"}");
        assertThat(response.get("error").get("code").intValue()).isEqualTo(-32601);
    }

    @Test
    void aBodyThatIsNotJsonIsAParseErrorWithANullId() {
        for (String body : List.of(
                "{not json",
                "",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"} trailing",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"id\":2,\"method\":\"initialize\"}")) {
            JsonNode response = post(body);
            assertThat(response.get("error").get("code").intValue())
                    .as("body %s", body)
                    .isEqualTo(-32700);
            assertThat(response.get("id").isNull()).as("body %s", body).isTrue();
        }
    }

    @Test
    void jsonThatIsNotARequestObjectIsAnInvalidRequestWithANullId() {
        for (String body : List.of(
                "[]",
                "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}]",
                "42",
                "\"initialize\"",
                "null",
                "{\"jsonrpc\":\"2.0\",\"id\":1}",
                "{\"jsonrpc\":2.0,\"id\":1,\"method\":\"initialize\"}",
                "{\"id\":1,\"method\":\"initialize\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"initialize\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":\"x\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}")) {
            JsonNode response = post(body);
            assertThat(response.get("error").get("code").intValue())
                    .as("body %s", body)
                    .isEqualTo(-32600);
            assertThat(response.get("id").isNull()).as("body %s", body).isTrue();
        }
    }

    @Test
    void everyAnswerIsA200JsonRpcErrorWithOnlyCodeMessageAndData() {
        HttpResponse<String> response = server.send(
                "POST",
                "/mcp",
                HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}"),
                "Content-Type",
                "application/json",
                "Accept",
                "application/json, text/event-stream");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).hasValue("application/json");
        assertThat(response.headers().allValues("cache-control")).containsExactly("no-store");
        DiscoveryResponses.assertPublicAddressOnly(server, "POST /mcp", response);
        JsonNode body = json(response);
        assertThat(names(body)).containsExactly("jsonrpc", "id", "error");
        assertThat(body.get("jsonrpc").textValue()).isEqualTo("2.0");
        assertThat(names(body.get("error"))).containsExactly("code", "message", "data");
        assertThat(body.get("error").get("data").get("documentation").textValue())
                .isEqualTo(server.baseUrl() + "/docs");
    }

    @Test
    void everyOtherMethodGets405WithAllowPost() {
        for (String method : List.of("GET", "HEAD", "PUT", "DELETE", "OPTIONS")) {
            HttpResponse<String> response =
                    server.send(method, "/mcp", HttpRequest.BodyPublishers.noBody(), "Accept", "text/event-stream");
            assertThat(response.statusCode()).as(method).isEqualTo(405);
            assertThat(response.headers().allValues("allow")).as(method).containsExactly("POST");
            DiscoveryResponses.assertPublicAddressOnly(server, method + " /mcp", response);
        }
    }

    private JsonNode post(String body) {
        HttpResponse<String> response = server.send(
                "POST", "/mcp", HttpRequest.BodyPublishers.ofString(body), "Content-Type", "application/json");
        assertThat(response.statusCode()).as("POST /mcp %s", body).isEqualTo(200);
        return json(response);
    }

    private static McpError findMcpError(Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof McpError error) {
                return error;
            }
        }
        throw new AssertionError("expected the server's JSON-RPC error, got " + thrown, thrown);
    }
}
