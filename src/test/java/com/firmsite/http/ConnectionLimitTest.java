package com.firmsite.http;

import static com.firmsite.http.HostileRequests.assertCleanProblem;
import static com.firmsite.http.HostileRequests.eventuallyServed;
import static com.firmsite.http.HostileRequests.head;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A connection flood beyond the connection limit (4 here, 10,000 by default): each connection
 * beyond it is answered 503 with {@code Retry-After} and closed, never queued; the connections
 * already open keep being served, and a freed slot is usable again.
 */
class ConnectionLimitTest {
    private static final int LIMIT = 4;

    @RegisterExtension
    static final TestServer server = TestServer.builder()
            .limits(limits -> limits.withMaxConnections(LIMIT))
            .extension();

    @Test
    void connectionsBeyondTheLimitGet503WithRetryAfterAndTheOthersAreServed() {
        List<RawConnection> held = new ArrayList<>();
        try {
            for (int i = 0; i < LIMIT; i++) {
                held.add(servedConnection());
            }
            try (RawConnection extra = RawConnection.open(server.port())) {
                RawConnection.Response refused = extra.readResponse();
                assertCleanProblem(refused, 503, "service_unavailable", "GET /");
                assertThat(refused.header("retry-after")).hasValue("1");
                assertThat(extra.closedByServer()).isTrue();
            }
            assertFloodIsRefused(50);
            for (RawConnection connection : held) {
                assertThat(connection
                                .send(head("GET /team HTTP/1.1", "Host: localhost"))
                                .readResponse()
                                .status())
                        .as("still served")
                        .isEqualTo(200);
            }
        } finally {
            held.forEach(RawConnection::close);
        }
        assertThat(eventuallyServed(server.port()))
                .as("a slot freed is a slot usable")
                .isTrue();
        assertThat(server.log()).contains("connection limit of " + LIMIT + " reached");
    }

    @Test
    void aRefusedClientThatAlreadySentItsRequestStillReadsThe503() {
        List<RawConnection> held = new ArrayList<>();
        try {
            for (int i = 0; i < LIMIT; i++) {
                held.add(servedConnection());
            }
            try (RawConnection extra = RawConnection.open(server.port())) {
                extra.send(head("POST /mcp HTTP/1.1", "Host: localhost", "Content-Length: 2") + "{}");
                assertThat(extra.readResponse().status()).isEqualTo(503);
            }
        } finally {
            held.forEach(RawConnection::close);
        }
        assertThat(eventuallyServed(server.port())).isTrue();
    }

    /** Opens a flood of connections at once; each is answered 503 or closed, none left hanging. */
    private static void assertFloodIsRefused(int count) {
        List<RawConnection> flood = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                flood.add(RawConnection.open(server.port()));
            }
            for (RawConnection connection : flood) {
                try {
                    assertThat(connection.readResponse().status()).isEqualTo(503);
                } catch (UncheckedIOException closedWithoutAnswer) {
                    // Beyond the refusal bound a connection is closed at once: also a clean refusal.
                    assertThat(closedWithoutAnswer).hasMessageNotContaining("timed out");
                }
            }
        } finally {
            flood.forEach(RawConnection::close);
        }
    }

    private static RawConnection servedConnection() {
        RawConnection connection = RawConnection.open(server.port());
        assertThat(connection
                        .send(head("GET /about HTTP/1.1", "Host: localhost"))
                        .readResponse()
                        .status())
                .isEqualTo(200);
        return connection;
    }
}
