package com.firmsite.publish.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.firmsite.publish.discovery.OpenApiModel.Operation;
import com.firmsite.testing.TestServer;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The OpenAPI description is a contract: every documented operation is called on the running
 * server, and the answer must be one the operation documents: status, media type, required
 * headers, and (for JSON) a body valid against the operation's own schema (networknt, 2020-12).
 */
@ExtendWith(SharedServer.class)
class OpenApiContractTest {
    private static TestServer server;
    private static OpenApiModel openApi;
    private static Map<String, String> values;

    @BeforeAll
    static void fetch(TestServer shared) {
        server = shared;
        openApi = OpenApiModel.fetch(server);
        values = Map.of(
                "name",
                OpenApiModel.parse(server.get("/.well-known/agent-skills/index.json")
                                .body())
                        .at("/skills/0/name")
                        .asText());
    }

    @TestFactory
    Stream<DynamicTest> everyDocumentedOperationAnswersAsDocumented() {
        return openApi.operations().stream()
                .map(operation ->
                        DynamicTest.dynamicTest(operation + " answers as documented", () -> check(operation)));
    }

    /**
     * A contract tester makes up parameter values the schema allows; one that names nothing (no
     * such skill, no such sitemap) must get an answer the operation documents, whatever the method.
     */
    @TestFactory
    Stream<DynamicTest> aGeneratedValueThatNamesNothingAnswersAsDocumented() {
        return openApi.operations().stream()
                .filter(operation -> !openApi.openPathParameters(operation).isEmpty())
                .map(operation -> DynamicTest.dynamicTest(
                        operation + " with a made-up value answers as documented",
                        () -> assertAnswersAsDocumented(
                                operation, call(operation, openApi.concretePath(operation, madeUpValues(operation))))));
    }

    /** For each open path parameter, a value its schema accepts that no resource of the site has. */
    private static Map<String, String> madeUpValues(Operation operation) {
        Map<String, String> made = new java.util.HashMap<>();
        openApi.openPathParameters(operation).forEach((name, schema) -> {
            boolean integer = schema.path("type").asText().equals("integer");
            String value = integer ? "987654" : "no-such-" + Long.toString(System.nanoTime(), 36);
            JsonNode instance = integer
                    ? OpenApiModel.JSON.getNodeFactory().numberNode(Integer.parseInt(value))
                    : OpenApiModel.JSON.getNodeFactory().textNode(value);
            assertThat(openApi.validate(schema, instance))
                    .as("%s: made-up %s=%s fits its schema", operation, name, value)
                    .isEmpty();
            made.put(name, value);
        });
        return made;
    }

    @Test
    void anOverlongRequestLineGetsTheDocumented414ProtocolProblem() {
        Operation home = openApi.operations().stream()
                .filter(op -> op.path().equals("/") && op.method().equals("get"))
                .findFirst()
                .orElseThrow();
        HttpResponse<String> response = server.get("/" + "a".repeat(9 * 1024));
        assertAnswersAsDocumented(home, response);
        assertThat(response.statusCode()).isEqualTo(414);
    }

    private static void check(Operation operation) {
        String path = openApi.concretePath(operation, values);
        assertAnswersAsDocumented(operation, call(operation, path));
    }

    private static HttpResponse<String> call(Operation operation, String path) {
        String method = operation.method().toUpperCase(Locale.ROOT);
        if (operation.node().has("requestBody")) {
            return server.send(
                    method,
                    path,
                    BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/list\"}"),
                    "Content-Type",
                    "application/json");
        }
        return server.send(method, path, BodyPublishers.noBody());
    }

    private static void assertAnswersAsDocumented(Operation operation, HttpResponse<String> response) {
        JsonNode responses = operation.node().get("responses");
        String status = Integer.toString(response.statusCode());
        assertThat(responses.has(status))
                .as("%s answered %s; documented: %s", operation, status, responses.properties())
                .isTrue();
        JsonNode documented = openApi.resolve(responses.get(status));
        documented
                .path("headers")
                .properties()
                .forEach(header ->
                        checkHeader(operation, response, header.getKey(), openApi.resolve(header.getValue())));
        if (operation.method().equals("head")) {
            assertThat(response.body()).as("%s body", operation).isEmpty();
            return;
        }
        String mediaType = response.headers()
                .firstValue("content-type")
                .orElse("")
                .split(";", -1)[0]
                .strip()
                .toLowerCase(Locale.ROOT);
        JsonNode content = documented.path("content");
        assertThat(content.has(mediaType))
                .as("%s answered %s %s; documented: %s", operation, status, mediaType, content)
                .isTrue();
        if (mediaType.equals("application/json") || mediaType.endsWith("+json")) {
            JsonNode body = OpenApiModel.parse(response.body());
            assertThat(openApi.validate(content.get(mediaType).get("schema"), body))
                    .as("%s %s body %s", operation, status, body)
                    .isEmpty();
        } else {
            assertThat(response.body()).as("%s body", operation).isNotBlank();
        }
    }

    /** Required headers must be present, and every documented header's value must match its schema. */
    private static void checkHeader(Operation operation, HttpResponse<String> response, String name, JsonNode header) {
        var value = response.headers().firstValue(name);
        if (header.path("required").asBoolean()) {
            assertThat(value).as("%s header %s", operation, name).isPresent();
        }
        value.ifPresent(text -> {
            JsonNode schema = header.get("schema");
            JsonNode instance = schema.path("type").asText().equals("integer") && text.matches("-?[0-9]{1,9}")
                    ? OpenApiModel.JSON.getNodeFactory().numberNode(Integer.parseInt(text))
                    : OpenApiModel.JSON.getNodeFactory().textNode(text);
            assertThat(openApi.validate(schema, instance))
                    .as("%s header %s: %s", operation, name, text)
                    .isEmpty();
        });
    }
}
