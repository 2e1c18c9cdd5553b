package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.testing.RateLimitFields;
import com.firmsite.testing.TestClock;
import com.firmsite.testing.TestServer;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** docs/decisions.md §3.3 and §3.4: what {@code /api/*} answers, for every method, apart from the quota. */
class ApiEndpointTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TestClock CLOCK = new TestClock();

    @RegisterExtension
    static final TestServer server = TestServer.builder().clock(CLOCK).extension();

    /** Each test starts with a fresh quota, so the order of tests cannot matter. */
    @BeforeEach
    void startNewWindow() {
        CLOCK.advance(Duration.ofMinutes(1));
    }

    @Test
    void statusIsOkJsonThatIsNeverCached() throws Exception {
        HttpResponse<String> response = server.get("/api/status.json");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(response.headers().firstValue("Cache-Control")).hasValue("no-store");
        assertThat(JSON.readTree(response.body())).isEqualTo(JSON.readTree("{\"status\":\"ok\"}"));
        assertThat(RateLimitFields.of(response).r()).isEqualTo(119);
    }

    @Test
    void headOfStatusHasTheHeadersOfGetAndNoBody() {
        HttpResponse<String> response = server.send("HEAD", "/api/status.json", BodyPublishers.noBody());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEmpty();
        assertThat(response.headers().firstValue("Content-Length")).hasValue("15");
        assertThat(RateLimitFields.of(response).r()).isEqualTo(119);
    }

    @ParameterizedTest(name = "{0} /api/status.json is 405 with Allow: GET, HEAD")
    @CsvSource({"POST", "PUT", "DELETE", "PATCH", "OPTIONS"})
    void otherMethodsOnStatusAreNotAllowed(String method) throws Exception {
        HttpResponse<String> response = server.send(method, "/api/status.json", BodyPublishers.ofString("{}"));
        assertThat(response.statusCode()).isEqualTo(405);
        assertThat(response.headers().firstValue("Allow")).hasValue("GET, HEAD");
        assertProblem(response, server.baseUrl(), 405, "method_not_allowed", "/api/status.json");
        assertThat(RateLimitFields.of(response).r()).isEqualTo(119);
    }

    @ParameterizedTest(name = "{0} {1} is 404 api_route_not_found")
    @CsvSource({
        "GET, /api",
        "GET, /api/",
        "GET, /api/status",
        "GET, /api/status.json/",
        "GET, /api/v1/users",
        "POST, /api/v1/users",
        "PUT, /api/x",
        "DELETE, /api/x",
        "OPTIONS, /api/x",
        "PATCH, /api",
        "HEAD, /api/x",
    })
    void undefinedApiPathsAreProblemJson404sForEveryMethod(String method, String path) throws Exception {
        HttpResponse<String> response = server.send(method, path, BodyPublishers.noBody());
        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        assertThat(response.headers().firstValue("Cache-Control")).hasValue("no-store");
        if (!method.equals("HEAD")) {
            JsonNode problem = assertProblem(response, server.baseUrl(), 404, "api_route_not_found", path);
            assertThat(problem.get("resolution").asText())
                    .contains("/openapi.json")
                    .contains("API catalog")
                    .contains("/.well-known/api-catalog");
        }
        assertThat(RateLimitFields.of(response).r()).isEqualTo(119);
    }

    @Test
    void apiResponsesMayBeReadByBrowserScriptsWithTheirRateLimitFields() {
        HttpResponse<String> response = server.get("/api/status.json", "Origin", "https://agent.example");
        assertThat(response.headers().firstValue("Access-Control-Allow-Origin")).hasValue("*");
        assertThat(response.headers()
                        .firstValue("Access-Control-Expose-Headers")
                        .orElseThrow())
                .contains("RateLimit-Policy", "RateLimit,", "RateLimit-Remaining", "Retry-After");
    }

    static JsonNode assertProblem(HttpResponse<String> response, String baseUrl, int status, String code, String path)
            throws Exception {
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        JsonNode problem = JSON.readTree(response.body());
        assertThat(problem.get("status").asInt()).isEqualTo(status);
        assertThat(problem.get("code").asText()).isEqualTo(code);
        assertThat(problem.get("type").asText()).isEqualTo(baseUrl + "/docs#problem-" + code.replace('_', '-'));
        assertThat(problem.get("title").asText()).isNotBlank();
        assertThat(problem.get("detail").asText()).isNotBlank();
        assertThat(problem.get("resolution").asText()).isNotBlank();
        assertThat(problem.path("instance").asText(path)).isEqualTo(path);
        return problem;
    }
}
