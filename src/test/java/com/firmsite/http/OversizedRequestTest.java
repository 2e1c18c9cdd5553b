package com.firmsite.http;

import static com.firmsite.http.HostileRequests.assertCleanProblem;
import static com.firmsite.http.HostileRequests.assertServerUnharmed;
import static com.firmsite.http.HostileRequests.head;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * docs/decisions.md §3.7: a request line over 8 KiB is a 414, a header section over 16 KiB or 100 fields
 * a 431, a body over 64 KiB a 413 — answered early, while the client is still sending, and then
 * the connection is closed without harm to anyone else.
 */
class OversizedRequestTest {
    private static final long TWENTY_MB = 20L * 1024 * 1024;

    @RegisterExtension
    static final TestServer server = TestServer.sample();

    @Test
    void aHundredKilobyteRequestLineIsA414() {
        try (RawConnection connection = RawConnection.open(server.port())) {
            connection.send(head("GET /" + "a".repeat(100_000) + " HTTP/1.1", "Host: localhost"));
            assertCleanProblem(connection.readResponse(), 414, "uri_too_long", "aaaa");
            assertThat(connection.closedByServer()).isTrue();
        }
        assertServerUnharmed(server);
    }

    @Test
    void aRequestLineJustUnderTheLimitIsServed() {
        try (RawConnection connection = RawConnection.open(server.port())) {
            String line = "GET /" + "a".repeat(8 * 1024 - 20) + " HTTP/1.1";
            assertThat(connection
                            .send(head(line, "Host: localhost"))
                            .readResponse()
                            .status())
                    .isEqualTo(404);
        }
    }

    @Test
    void twoHundredHeaderFieldsAreA431() {
        String[] headers = new String[201];
        headers[0] = "Host: localhost";
        for (int i = 1; i < headers.length; i++) {
            headers[i] = "X-Filler-" + i + ": v";
        }
        try (RawConnection connection = RawConnection.open(server.port())) {
            assertCleanProblem(
                    connection.send(head("GET /about HTTP/1.1", headers)).readResponse(),
                    431,
                    "header_fields_too_large",
                    "Filler");
            assertThat(connection.closedByServer()).isTrue();
        }
        assertServerUnharmed(server);
    }

    @Test
    void aHeaderSectionOverSixteenKilobytesInFewFieldsIsA431() {
        String[] headers = new String[41];
        headers[0] = "Host: localhost";
        for (int i = 1; i < headers.length; i++) {
            headers[i] = "X-Filler-" + i + ": " + "v".repeat(500);
        }
        try (RawConnection connection = RawConnection.open(server.port())) {
            assertCleanProblem(
                    connection.send(head("GET /about HTTP/1.1", headers)).readResponse(),
                    431,
                    "header_fields_too_large",
                    "vvvv");
            assertThat(connection.closedByServer()).isTrue();
        }
        assertServerUnharmed(server);
    }

    @Test
    void aOneMegabyteHeaderIsA431AnsweredWhileItIsStillArriving() throws InterruptedException {
        try (RawConnection connection = RawConnection.open(server.port())) {
            connection.send("GET /about HTTP/1.1\r\nHost: localhost\r\nX-Big: ");
            RawConnection.BodyWriter writer = connection.sendInBackground(1024 * 1024);
            assertCleanProblem(connection.readResponse(), 431, "header_fields_too_large", "aaaa");
            assertThat(connection.closedByServer()).isTrue();
            writer.stop();
        }
        assertServerUnharmed(server);
    }

    @ParameterizedTest(name = "a 20 MB POST to {0} with Content-Length is a 413 before the body is read")
    @ValueSource(strings = {"/mcp", "/about"})
    void aTwentyMegabytePostIsRefusedEarly(String path) throws InterruptedException {
        try (RawConnection connection = RawConnection.open(server.port())) {
            connection.send(head(
                    "POST " + path + " HTTP/1.1",
                    "Host: localhost",
                    "Content-Type: application/json",
                    "Content-Length: " + TWENTY_MB));
            RawConnection.BodyWriter writer = connection.sendInBackground(TWENTY_MB);
            assertCleanProblem(connection.readResponse(), 413, "payload_too_large", "aaaa");
            assertThat(connection.closedByServer()).isTrue();
            writer.stop();
            assertThat(writer.sent())
                    .as("the answer came before the whole body was sent")
                    .isLessThan(TWENTY_MB);
        }
        assertServerUnharmed(server);
    }

    @ParameterizedTest(name = "a 20 MB chunked POST to {0} is a 413 once 64 KiB have arrived")
    @ValueSource(strings = {"/mcp", "/about"})
    void aTwentyMegabyteChunkedPostIsRefusedAtTheLimit(String path) throws InterruptedException {
        try (RawConnection connection = RawConnection.open(server.port())) {
            connection.send(head("POST " + path + " HTTP/1.1", "Host: localhost", "Transfer-Encoding: chunked"));
            connection.send(Long.toHexString(TWENTY_MB) + "\r\n");
            RawConnection.BodyWriter writer = connection.sendInBackground(TWENTY_MB);
            assertCleanProblem(connection.readResponse(), 413, "payload_too_large", "aaaa");
            assertThat(connection.closedByServer()).isTrue();
            writer.stop();
            assertThat(writer.sent()).isLessThan(TWENTY_MB);
        }
        assertServerUnharmed(server);
    }

    @Test
    void aSmallBodyOnAPageIsDiscardedAndTheConnectionStaysUsable() {
        byte[] body = "x".repeat(1000).getBytes(StandardCharsets.US_ASCII);
        try (RawConnection connection = RawConnection.open(server.port())) {
            connection.send(head(
                    "POST /about HTTP/1.1",
                    "Host: localhost",
                    "Accept: application/problem+json",
                    "Content-Length: " + body.length));
            connection.send(body);
            RawConnection.Response refused = connection.readResponse();
            assertThat(refused.status()).isEqualTo(405);
            assertThat(refused.header("allow")).hasValue("GET, HEAD");
            assertThat(connection
                            .send(head("GET /about HTTP/1.1", "Host: localhost"))
                            .readResponse()
                            .status())
                    .isEqualTo(200);
        }
    }

    @Test
    void expectContinueGetsAContinueWhenTheBodyFitsAndA413WhenItDoesNot() {
        try (RawConnection connection = RawConnection.open(server.port())) {
            String call = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}";
            connection.send(head(
                    "POST /mcp HTTP/1.1",
                    "Host: localhost",
                    "Expect: 100-continue",
                    "Content-Length: " + call.length()));
            assertThat(connection.readResponse().status()).isEqualTo(100);
            RawConnection.Response answer = connection.send(call).readResponse();
            assertThat(answer.status()).isEqualTo(200);
            assertThat(answer.text()).contains("\"code\":-32601");
        }
        try (RawConnection connection = RawConnection.open(server.port())) {
            connection.send(head(
                    "POST /mcp HTTP/1.1", "Host: localhost", "Expect: 100-continue", "Content-Length: " + TWENTY_MB));
            assertCleanProblem(connection.readResponse(), 413, "payload_too_large", "continue");
        }
    }
}
