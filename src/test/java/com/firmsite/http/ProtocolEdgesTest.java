package com.firmsite.http;

import static com.firmsite.http.HostileRequests.assertCleanProblem;
import static com.firmsite.http.HostileRequests.assertServerUnharmed;
import static com.firmsite.http.HostileRequests.head;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * RFC 9112 edges: {@code chunked} after a transfer coding this server does not implement is 501
 * (§6.1), then close; an absolute-form target with the other scheme ({@code https://} on this http
 * site) names another origin and is 400 (§3.2.2).
 */
class ProtocolEdgesTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    @Test
    void anUnknownTransferCodingBeforeChunkedIs501AndCloses() {
        for (String codings : new String[] {"gzip, chunked", "deflate,chunked", "x-custom, chunked"}) {
            try (RawConnection connection = RawConnection.open(server.port())) {
                connection.send(head("POST /mcp HTTP/1.1", "Host: localhost", "Transfer-Encoding: " + codings)
                        + "2\r\n{}\r\n0\r\n\r\n");
                assertCleanProblem(connection.readResponse(), 501, "not_implemented", "gzip");
                assertThat(connection.closedByServer()).as(codings).isTrue();
            }
        }
        try (RawConnection split = RawConnection.open(server.port())) {
            split.send(head(
                            "POST /mcp HTTP/1.1",
                            "Host: localhost",
                            "Transfer-Encoding: gzip",
                            "Transfer-Encoding: chunked")
                    + "0\r\n\r\n");
            assertCleanProblem(split.readResponse(), 501, "not_implemented", "gzip");
        }
        assertServerUnharmed(server);
    }

    @Test
    void anAbsoluteFormTargetWithTheOtherSchemeIsRefused() {
        String authority = server.baseUrl().substring("http://".length());
        try (RawConnection connection = RawConnection.open(server.port())) {
            RawConnection.Response same = connection
                    .send(head("GET http://" + authority + "/about HTTP/1.1", "Host: " + authority))
                    .readResponse();
            assertThat(same.status()).as("this site's own scheme and authority").isEqualTo(200);
            RawConnection.Response other = connection
                    .send(head("GET https://" + authority + "/about HTTP/1.1", "Host: " + authority))
                    .readResponse();
            assertCleanProblem(other, 400, "bad_request", "https");
            assertThat(connection.closedByServer()).isTrue();
        }
    }
}
