package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.Iterator;
import java.util.Set;
import java.util.TreeSet;
import org.awaitility.core.ConditionTimeoutException;

/** Shared checks for the hostile-input tests: the answer is short, clean, and the server unharmed. */
final class HostileRequests {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> PROBLEM_MEMBERS =
            Set.of("type", "title", "status", "detail", "instance", "code", "resolution");

    private HostileRequests() {}

    /** A request head: the request line, then header lines, then the blank line. */
    static String head(String requestLine, String... headers) {
        StringBuilder head = new StringBuilder(requestLine).append("\r\n");
        for (String header : headers) {
            head.append(header).append("\r\n");
        }
        return head.append("\r\n").toString();
    }

    /**
     * The response is a short RFC 9457 problem with the given status and code, and nothing of the
     * request — no stack trace, no exception text, none of {@code sentMarker} — appears in it.
     */
    static void assertCleanProblem(RawConnection.Response response, int status, String code, String sentMarker) {
        assertThat(response.status()).as("status").isEqualTo(status);
        assertThat(response.header("content-type")).hasValue("application/problem+json");
        assertThat(response.header("cache-control")).hasValue("no-store");
        assertThat(response.body().length).as("a short problem").isLessThan(1024);
        String text = response.text();
        assertThat(text).doesNotContain("Exception", "\tat ", "java.", "io.netty", sentMarker);
        JsonNode problem = parse(text);
        assertThat(problem.path("status").asInt()).isEqualTo(status);
        assertThat(problem.path("code").asText()).isEqualTo(code);
        assertThat(fieldNames(problem)).isSubsetOf(PROBLEM_MEMBERS);
    }

    /** After whatever came before, a normal request on a new connection is answered normally. */
    static void assertServerUnharmed(TestServer server) {
        try (RawConnection fresh = RawConnection.open(server.port())) {
            RawConnection.Response response = fresh.send(
                            head("GET /about HTTP/1.1", "Host: localhost", "Accept: text/markdown"))
                    .readResponse();
            assertThat(response.status()).as("a normal request afterwards").isEqualTo(200);
            assertThat(response.text()).contains("#");
        }
        assertThat(server.get("/api/status.json").statusCode()).isEqualTo(200);
    }

    /**
     * Whether a new connection to {@code port} is served within about two seconds: the server counts
     * a connection closed once it sees the close, so a freed slot takes a moment to be free.
     */
    static boolean eventuallyServed(int port) {
        try {
            // A refusal (the server still full) is retried, as is a connection refused outright.
            await().atMost(Duration.ofSeconds(2))
                    .pollInterval(Duration.ofMillis(50))
                    .ignoreException(UncheckedIOException.class)
                    .until(() -> {
                        try (RawConnection connection = RawConnection.open(port)) {
                            return connection
                                            .send(head("GET /about HTTP/1.1", "Host: localhost"))
                                            .readResponse()
                                            .status()
                                    == 200;
                        }
                    });
            return true;
        } catch (ConditionTimeoutException stillFull) {
            return false;
        }
    }

    private static JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Set<String> fieldNames(JsonNode node) {
        Set<String> names = new TreeSet<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        return names;
    }
}
