package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every response carries an {@code X-Request-Id}, and its access-log line the same id: 16 random
 * hex digits, or a well-formed id sent by a trusted proxy (never one sent by anyone else).
 */
class RequestIdTest {
    private static final String GENERATED = "[0-9a-f]{16}";

    @Test
    void everyResponseCarriesAFreshIdThatItsAccessLogLineRepeats() {
        try (TestServer server = TestServer.start()) {
            Set<String> ids = new HashSet<>();
            for (String path : List.of("/", "/about.md", "/api/status.json", "/no-such-page", "/agent/auth")) {
                HttpResponse<String> response = server.get(path);
                String id = response.headers().firstValue("x-request-id").orElseThrow();
                assertThat(id).as(path).matches(GENERATED);
                assertThat(ids.add(id)).as("ids differ").isTrue();
                awaitLogLine(server, " " + path + " " + response.statusCode() + " ", id);
            }
            String etag = server.get("/about").headers().firstValue("etag").orElseThrow();
            assertThat(server.get("/about", "If-None-Match", etag).headers().firstValue("x-request-id"))
                    .hasValueSatisfying(id -> assertThat(id).matches(GENERATED));
            assertThat(server.send("HEAD", "/about", java.net.http.HttpRequest.BodyPublishers.noBody())
                            .headers()
                            .firstValue("x-request-id"))
                    .isPresent();
        }
    }

    @Test
    void aRequestRefusedBeforeRoutingCarriesAnIdToo() {
        try (TestServer server = TestServer.start();
                RawConnection connection = RawConnection.open(server.port())) {
            RawConnection.Response refused = connection
                    .send("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n")
                    .readResponse();
            assertThat(refused.status()).isEqualTo(400);
            assertThat(refused.header("x-request-id"))
                    .hasValueSatisfying(id -> assertThat(id).matches(GENERATED));
        }
    }

    @Test
    void aClientsOwnIdIsIgnoredWhenItIsNotATrustedProxy() {
        try (TestServer server = TestServer.start()) {
            assertThat(server.get("/", "X-Request-Id", "chosen-by-the-client")
                            .headers()
                            .firstValue("x-request-id"))
                    .hasValueSatisfying(id -> assertThat(id).matches(GENERATED));
        }
    }

    @Test
    void aTrustedProxysWellFormedIdIsKeptAndAnythingElseReplaced() {
        try (TestServer server =
                TestServer.builder().trustedProxies("127.0.0.1/32").start()) {
            String nginxId = "0f8e3c1d9a2b4c5d6e7f8091a2b3c4d5";
            HttpResponse<String> kept = server.get("/about", "X-Request-Id", nginxId);
            assertThat(kept.headers().firstValue("x-request-id")).hasValue(nginxId);
            awaitLogLine(server, " /about 200 ", nginxId);
            for (String malformed : List.of("two words", "x".repeat(65), "<script>", "id/with/slashes")) {
                assertThat(server.get("/about", "X-Request-Id", malformed)
                                .headers()
                                .firstValue("x-request-id"))
                        .as(malformed)
                        .hasValueSatisfying(id -> assertThat(id).matches(GENERATED));
            }
        }
    }

    @Test
    void theJsonAccessLogNamesTheRequestId() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AccessLog log = new AccessLog(new PrintStream(out, true, StandardCharsets.UTF_8), AccessLog.Format.JSON);
        log.log("GET", "/about", 200, 1234, 56_000, "5842e8e5f26c5978");
        log.close();
        JsonNode line =
                new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8).strip());
        assertThat(line.path("requestId").asText()).isEqualTo("5842e8e5f26c5978");
        assertThat(line.path("path").asText()).isEqualTo("/about");
        assertThat(line.path("status").asInt()).isEqualTo(200);
    }

    /** The access log is written by a background thread: wait a little for the line. */
    private static void awaitLogLine(TestServer server, String request, String id) {
        await().atMost(Duration.ofSeconds(5))
                .untilAsserted(() -> assertThat(server.log().lines())
                        .as("an access-log line for%s with id %s", request, id)
                        .anyMatch(line -> line.contains(request) && line.endsWith(" " + id)));
    }
}
