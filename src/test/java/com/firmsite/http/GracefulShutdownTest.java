package com.firmsite.http;

import static com.firmsite.http.HostileRequests.head;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.firmsite.testing.LocalProcesses;
import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * docs/decisions.md §8, in process: {@code Server.stop()} refuses new connections at once, answers the
 * request in flight (with {@code Connection: close}), closes idle connections, and waits no longer
 * than the grace period for a client that never finishes.
 */
class GracefulShutdownTest {
    private static final String CALL = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/list\"}";

    @Test
    void aRequestInFlightWhenTheStopBeginsIsAnsweredWhileNewConnectionsAreRefused() throws Exception {
        TestServer server = TestServer.start();
        CompletableFuture<Void> stopping;
        try (RawConnection inFlight = RawConnection.open(server.port());
                RawConnection idle = RawConnection.open(server.port())) {
            assertThat(idle.send(head("GET /about HTTP/1.1", "Host: localhost"))
                            .readResponse()
                            .status())
                    .isEqualTo(200);
            inFlight.send(head("POST /mcp HTTP/1.1", "Host: localhost", "Content-Length: " + CALL.length())
                    + CALL.substring(0, 10));
            await("the request in flight").atMost(Duration.ofSeconds(5)).until(() -> server.requestsInFlight() == 1);
            stopping = CompletableFuture.runAsync(server::close);
            assertThat(LocalProcesses.refusedWithin(server.port(), Duration.ofSeconds(5)))
                    .as("new connections refused once the stop began")
                    .isTrue();
            assertThat(idle.closedByServer())
                    .as("the idle keep-alive connection is closed")
                    .isTrue();
            assertThat(stopping).as("the stop waits for the request in flight").isNotDone();

            RawConnection.Response answer = inFlight.send(CALL.substring(10)).readResponse();
            assertThat(answer.status()).isEqualTo(200);
            assertThat(answer.text()).contains("\"id\":7", "-32601");
            assertThat(answer.header("connection")).hasValue("close");
            assertThat(inFlight.closedByServer()).isTrue();
        }
        stopping.get(15, TimeUnit.SECONDS);
    }

    @Test
    void theStopWaitsNoLongerThanTheGracePeriodForAClientThatNeverFinishes() throws Exception {
        TestServer server = TestServer.withLimits(limits -> limits.withShutdownGrace(Duration.ofSeconds(1)));
        try (RawConnection stuck = RawConnection.open(server.port())) {
            stuck.send(head("POST /mcp HTTP/1.1", "Host: localhost", "Content-Length: 1000") + "{");
            await("the request in flight").atMost(Duration.ofSeconds(5)).until(() -> server.requestsInFlight() == 1);
            long start = System.nanoTime();
            server.close();
            assertThat(Duration.ofNanos(System.nanoTime() - start))
                    .as("bounded by the grace period, not by the client")
                    .isLessThan(Duration.ofSeconds(8));
            assertThat(stuck.closedByServer()).isTrue();
            assertThat(server.log()).contains("still open after the shutdown grace period");
        }
    }
}
