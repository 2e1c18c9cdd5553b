package com.firmsite.http;

import static com.firmsite.http.HostileRequests.head;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Pipelining (issue 32: after a few pipelined requests the server answered them, then sent an
 * unrequested 400 and closed, losing the client's next request). A client writes up to 30 requests at
 * once, reads the answers, then asks once more on the same connection: every answer is the
 * resource asked for, in order, and nothing else arrives. From 3 to 30 requests per run: enough
 * answers to pass the write buffer's high mark, so that reading pauses and resumes (backpressure).
 */
class PipeliningTest {
    private static final int RUNS = 20;
    private static final int FEWEST = 3;
    private static final int MOST = 30;

    @RegisterExtension
    static final TestServer server = TestServer.sample();

    static Stream<Arguments> requests() {
        return Stream.of(
                Arguments.of("a page", head("GET /team HTTP/1.1", "Host: localhost")),
                Arguments.of("a large document", head("GET /llms-full.txt HTTP/1.1", "Host: localhost")),
                Arguments.of(
                        "HTTP/1.0 with keep-alive",
                        head("GET /team HTTP/1.0", "Host: localhost", "Connection: keep-alive")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("requests")
    void pipelinedRequestsAreAllAnsweredAndTheConnectionStaysOpen(String what, String request) {
        byte[] expected = answerAlone(request).body();
        for (int run = 0; run < RUNS; run++) {
            int pipelined = pipelined(run);
            try (RawConnection connection = RawConnection.open(server.port())) {
                connection.send(request.repeat(pipelined));
                for (int i = 0; i < pipelined; i++) {
                    assertAnswer(connection.readResponse(), expected, "run " + run + ", answer " + (i + 1));
                }
                assertAnswer(connection.send(request).readResponse(), expected, "run " + run + ", the request after");
                assertThat(connection.silentFor(Duration.ofMillis(100)))
                        .as("run %d: nothing unrequested, and the connection still open", run)
                        .isTrue();
            }
        }
        assertThat(server.log()).doesNotContain("IllegalReferenceCountException", "bad_request");
    }

    /** From 3 (a few large answers already pass the high mark) to 30 pipelined requests, across the runs. */
    private static int pipelined(int run) {
        return FEWEST + (MOST - FEWEST) * run / (RUNS - 1);
    }

    private static RawConnection.Response answerAlone(String request) {
        try (RawConnection connection = RawConnection.open(server.port())) {
            RawConnection.Response response = connection.send(request).readResponse();
            assertThat(response.status()).isEqualTo(200);
            return response;
        }
    }

    private static void assertAnswer(RawConnection.Response response, byte[] expected, String which) {
        assertThat(response.status()).as(which).isEqualTo(200);
        assertThat(response.body()).as(which + ": the resource asked for").isEqualTo(expected);
    }
}
