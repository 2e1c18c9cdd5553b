package com.firmsite.http;

import static com.firmsite.http.HostileRequests.assertCleanProblem;
import static com.firmsite.http.HostileRequests.assertServerUnharmed;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * RFC 9112 §6.3 and §11.2: a message whose length is ambiguous is a 400 and the connection is
 * closed, so a request hidden in its body is never answered.
 */
class RequestSmugglingTest {
    /** A second request hidden in the first one's body; answering it would be the smuggling. */
    private static final String SMUGGLED = "GET /smuggled HTTP/1.1\r\nHost: localhost\r\n\r\n";

    @RegisterExtension
    static final TestServer server = TestServer.sample();

    static Stream<Arguments> ambiguousFraming() {
        return Stream.of(
                Arguments.of(
                        "Content-Length then Transfer-Encoding: chunked",
                        "Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n" + SMUGGLED),
                Arguments.of(
                        "Transfer-Encoding: chunked then Content-Length",
                        "Transfer-Encoding: chunked\r\nContent-Length: 60\r\n\r\n0\r\n\r\n" + SMUGGLED),
                Arguments.of(
                        "two different Content-Lengths",
                        "Content-Length: 5\r\nContent-Length: 47\r\n\r\nhello" + SMUGGLED),
                Arguments.of(
                        "two equal Content-Lengths", "Content-Length: 5\r\nContent-Length: 5\r\n\r\nhello" + SMUGGLED),
                Arguments.of("a Content-Length list", "Content-Length: 5, 47\r\n\r\nhello" + SMUGGLED),
                Arguments.of("a signed Content-Length", "Content-Length: +5\r\n\r\nhello" + SMUGGLED),
                Arguments.of("a non-numeric Content-Length", "Content-Length: five\r\n\r\nhello" + SMUGGLED),
                Arguments.of(
                        "chunked not the final coding",
                        "Transfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n" + SMUGGLED),
                Arguments.of("an unknown transfer coding", "Transfer-Encoding: xchunked\r\n\r\n0\r\n\r\n" + SMUGGLED),
                Arguments.of(
                        "Transfer-Encoding with Content-Length, not chunked",
                        "Transfer-Encoding: gzip\r\nContent-Length: 5\r\n\r\nhello" + SMUGGLED),
                Arguments.of(
                        "whitespace before the colon",
                        "Transfer-Encoding : chunked\r\nContent-Length: 5\r\n\r\nhello" + SMUGGLED),
                Arguments.of(
                        "a chunk size that is not hex",
                        "Transfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n" + SMUGGLED),
                Arguments.of(
                        "a chunk size that overflows",
                        "Transfer-Encoding: chunked\r\n\r\nffffffffffffffffff\r\nhello\r\n0\r\n\r\n" + SMUGGLED));
    }

    @ParameterizedTest(name = "{0}: 400, closed, the hidden request never answered")
    @MethodSource("ambiguousFraming")
    void ambiguousFramingIsABadRequestAndCloses(String description, String headersAndBody) {
        try (RawConnection connection = RawConnection.open(server.port())) {
            connection.send("POST /mcp HTTP/1.1\r\nHost: localhost\r\n" + headersAndBody);
            assertCleanProblem(connection.readResponse(), 400, "bad_request", "smuggled");
            assertThat(connection.closedByServer())
                    .as("closed, with no second response")
                    .isTrue();
        }
        assertThat(server.log()).doesNotContain("/smuggled");
        assertServerUnharmed(server);
    }

    @Test
    void aWellFramedChunkedBodyIsRead() {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"tools/list\"}";
        try (RawConnection connection = RawConnection.open(server.port())) {
            connection.send("POST /mcp HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + Integer.toHexString(10) + "\r\n" + body.substring(0, 10) + "\r\n"
                    + Integer.toHexString(body.length() - 10) + "\r\n" + body.substring(10) + "\r\n0\r\n\r\n");
            RawConnection.Response response = connection.readResponse();
            assertThat(response.status()).isEqualTo(200);
            assertThat(response.text()).contains("\"id\":\"a\"", "-32601");
        }
    }

    @Test
    void pipelinedRequestsWithCorrectFramingAreAnsweredInOrder() {
        try (RawConnection connection = RawConnection.open(server.port())) {
            connection.send("POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n\r\n[]"
                    + "GET /about HTTP/1.1\r\nHost: localhost\r\nAccept: text/markdown\r\n\r\n");
            assertThat(connection.readResponse().text()).contains("-32600");
            assertThat(connection.readResponse().header("content-type")).hasValue("text/markdown; charset=utf-8");
        }
    }
}
