package com.firmsite.http;

import static com.firmsite.http.HostileRequests.assertCleanProblem;
import static com.firmsite.http.HostileRequests.assertServerUnharmed;
import static com.firmsite.http.HostileRequests.head;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * docs/decisions.md §3.7: a client that sends its request head too slowly gets 408 and is closed at the
 * header deadline; silence ends a connection at the idle timeout. The deadlines are shortened here
 * (2 s and 3 s); their defaults (10 s and 60 s) are checked in {@code LimitsConfigTest}.
 */
class SlowClientTest {
    private static final Duration HEADER_DEADLINE = Duration.ofSeconds(2);
    private static final Duration IDLE_TIMEOUT = Duration.ofSeconds(3);

    @RegisterExtension
    static final TestServer server = TestServer.builder()
            .limits(limits -> limits.withHeaderTimeout(HEADER_DEADLINE).withIdleTimeout(IDLE_TIMEOUT))
            .extension();

    @Test
    void aSlowlorisSendingOneBytePerSecondGets408AtTheDeadlineWhileOthersAreServed() throws InterruptedException {
        try (RawConnection slow = RawConnection.open(server.port())) {
            long start = System.nanoTime();
            slow.send("GET /about HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
            AtomicBoolean stop = new AtomicBoolean();
            Thread dribble = Thread.ofPlatform().daemon().start(() -> {
                try {
                    for (int i = 0; i < 20 && !stop.get(); i++) {
                        // The behaviour under test: one byte per second.
                        Thread.sleep(1000);
                        slow.send("a");
                    }
                } catch (InterruptedException | UncheckedIOException closed) {
                    // The server closed the connection: the point of the test.
                }
            });
            CompletableFuture<Void> others = CompletableFuture.runAsync(() -> {
                for (int i = 0; i < 6; i++) {
                    assertThat(server.get("/about").statusCode()).isEqualTo(200);
                    sleepQuietly(250);
                }
            });
            RawConnection.Response response = slow.readResponse();
            long elapsed = System.nanoTime() - start;
            others.join();
            assertCleanProblem(response, 408, "request_timeout", "X-Slow");
            assertThat(Duration.ofNanos(elapsed))
                    .as("not before the deadline")
                    .isGreaterThanOrEqualTo(HEADER_DEADLINE.minusMillis(100));
            assertThat(slow.closedByServer()).isTrue();
            stop.set(true);
            dribble.join(3000);
        }
        assertServerUnharmed(server);
    }

    @Test
    void aConnectionThatNeverSpeaksIsClosedAtTheDeadlineWithoutAnAnswer() {
        try (RawConnection silent = RawConnection.open(server.port())) {
            assertThat(silent.closedByServer()).as("closed, nothing sent").isTrue();
        }
    }

    @Test
    void aHeadCompletedBeforeTheDeadlineIsServedEvenIfItArrivedInPieces() {
        try (RawConnection connection = RawConnection.open(server.port())) {
            connection.send("GET /about HT");
            sleepQuietly(500);
            connection.send("TP/1.1\r\nHost: local");
            sleepQuietly(500);
            assertThat(connection.send("host\r\n\r\n").readResponse().status()).isEqualTo(200);
        }
    }

    @Test
    void theDeadlineAppliesToEachRequestOfAKeepAliveConnectionFromItsFirstByte() {
        try (RawConnection connection = RawConnection.open(server.port())) {
            assertThat(connection
                            .send(head("GET /about HTTP/1.1", "Host: localhost"))
                            .readResponse()
                            .status())
                    .isEqualTo(200);
            // Idle between requests for longer than the header deadline: that is the idle timeout's business.
            sleepQuietly(HEADER_DEADLINE.toMillis() + 500);
            assertThat(connection
                            .send(head("GET /team HTTP/1.1", "Host: localhost"))
                            .readResponse()
                            .status())
                    .isEqualTo(200);
            connection.send("GET /about HTTP/1.1\r\n");
            assertCleanProblem(connection.readResponse(), 408, "request_timeout", "about");
        }
    }

    @Test
    void anIdleKeepAliveConnectionIsClosedAtTheIdleTimeout() {
        try (RawConnection connection = RawConnection.open(server.port()).readTimeout(IDLE_TIMEOUT.multipliedBy(3))) {
            assertThat(connection
                            .send(head("GET /about HTTP/1.1", "Host: localhost"))
                            .readResponse()
                            .status())
                    .isEqualTo(200);
            assertThat(connection.closedByServer())
                    .as("closed quietly after the idle timeout")
                    .isTrue();
        }
    }

    @Test
    void aBodyThatStopsArrivingGets408AtTheIdleTimeout() {
        try (RawConnection connection = RawConnection.open(server.port()).readTimeout(IDLE_TIMEOUT.multipliedBy(3))) {
            connection.send(head("POST /mcp HTTP/1.1", "Host: localhost", "Content-Length: 100") + "{\"jsonrpc\"");
            assertCleanProblem(connection.readResponse(), 408, "request_timeout", "jsonrpc");
            assertThat(connection.closedByServer()).isTrue();
        }
        assertServerUnharmed(server);
    }

    /** A client's pause: the behaviour under test (a slow or idle client), not a wait for the server. */
    private static void sleepQuietly(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
