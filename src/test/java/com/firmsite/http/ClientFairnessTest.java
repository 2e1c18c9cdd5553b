package com.firmsite.http;

import static com.firmsite.http.HostileRequests.assertCleanProblem;
import static com.firmsite.http.HostileRequests.assertServerUnharmed;
import static com.firmsite.http.HostileRequests.eventuallyServed;
import static com.firmsite.http.HostileRequests.head;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Fairness between clients: one address cannot hold more than its share of the connection slots
 * (3 here; by default 1 % of {@code --max-connections}, at least 16), and a request body must keep
 * a minimum rate (1 KiB/s here and by default, once the header timeout, 2 s here, has passed), so
 * that a body trickled a byte at a time cannot keep a connection and its buffer forever.
 */
class ClientFairnessTest {
    private static final int PER_CLIENT = 3;
    private static final Duration HEADER_TIMEOUT = Duration.ofSeconds(2);
    private static final InetAddress OTHER_CLIENT = address("127.0.0.2");

    @RegisterExtension
    static final TestServer server = TestServer.builder()
            .limits(limits -> limits.withMaxConnectionsPerClient(PER_CLIENT)
                    .withHeaderTimeout(HEADER_TIMEOUT)
                    .withMinBodyRate(1024))
            .extension();

    @Test
    void aClientOverItsConnectionCapGets503WhileAnotherClientIsServed() {
        List<RawConnection> held = new ArrayList<>();
        try {
            for (int i = 0; i < PER_CLIENT; i++) {
                held.add(served(RawConnection.open(server.port())));
            }
            try (RawConnection over = RawConnection.open(server.port())) {
                RawConnection.Response refused = over.readResponse();
                assertCleanProblem(refused, 503, "service_unavailable", "GET /");
                assertThat(refused.text())
                        .contains("This client already has the limit of " + PER_CLIENT + " open connections.");
                assertThat(refused.header("retry-after")).hasValue("1");
                assertThat(over.closedByServer()).isTrue();
            }
            try (RawConnection other = RawConnection.open(server.port(), OTHER_CLIENT)) {
                served(other);
            }
            for (RawConnection connection : held) {
                served(connection);
            }
        } finally {
            held.forEach(RawConnection::close);
        }
        assertThat(eventuallyServed(server.port()))
                .as("a slot the client freed is usable by it again")
                .isTrue();
        assertThat(server.log()).contains("per-client connection limit of " + PER_CLIENT + " reached");
    }

    @Test
    void aTrickledBodyEndsIn408WhileABodySentInPiecesAtAFairRateIsAnswered() throws InterruptedException {
        try (RawConnection trickle =
                RawConnection.open(server.port(), OTHER_CLIENT).readTimeout(Duration.ofSeconds(15))) {
            long start = System.nanoTime();
            trickle.send(head("POST /mcp HTTP/1.1", "Host: localhost", "Content-Length: 2000") + "{");
            Thread dribble = Thread.ofPlatform().daemon().start(() -> {
                try {
                    for (int i = 0; i < 30; i++) {
                        // The behaviour under test: a client trickling one byte every half second.
                        Thread.sleep(500);
                        trickle.send(" ");
                    }
                } catch (InterruptedException | UncheckedIOException closedByServer) {
                    // The server gave up on the body: the point of the test.
                }
            });
            RawConnection.Response response = trickle.readResponse();
            Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
            assertCleanProblem(response, 408, "request_timeout", "POST");
            assertThat(response.text()).contains("slower than 1024 bytes per second");
            assertThat(elapsed)
                    .as("not before the header timeout, well before the idle timeout")
                    .isBetween(HEADER_TIMEOUT, Duration.ofSeconds(10));
            assertThat(trickle.closedByServer()).isTrue();
            dribble.interrupt();
            dribble.join(2000);
        }
        try (RawConnection fair = RawConnection.open(server.port(), OTHER_CLIENT)) {
            String body = "{\"jsonrpc\":\"2.0\",\"method\":\"tools/list\",\"id\":1}";
            fair.send(head("POST /mcp HTTP/1.1", "Host: localhost", "Content-Length: " + body.length())
                    + body.substring(0, 10));
            // The behaviour under test: the client pauses past the header timeout with its body unfinished
            // (its average rate stays fair, so the rest of the body is still accepted).
            Thread.sleep(HEADER_TIMEOUT.toMillis() + 500);
            assertThat(fair.send(body.substring(10)).readResponse().status())
                    .as("a short body, complete by the time it is due")
                    .isEqualTo(200);
        }
        assertServerUnharmed(server);
    }

    private static RawConnection served(RawConnection connection) {
        assertThat(connection
                        .send(head("GET /about HTTP/1.1", "Host: localhost"))
                        .readResponse()
                        .status())
                .isEqualTo(200);
        return connection;
    }

    private static InetAddress address(String literal) {
        try {
            return InetAddress.getByName(literal);
        } catch (java.net.UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }
}
