package com.firmsite.http;

import static com.firmsite.http.HostileRequests.head;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.Events;
import com.firmsite.metrics.RequestMetrics;
import com.firmsite.ratelimit.RateLimiter;
import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.time.Duration;
import java.time.InstantSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A port bound before what it serves is known ({@link Server#bind}, what {@code serve --port 0}
 * does): the system picks the port, a client that connects in between waits in the backlog
 * unanswered, and is served once the server starts answering.
 */
class BoundPortTest {
    /** Only for its snapshot: the site the bound port serves. */
    @RegisterExtension
    static final TestServer site = TestServer.sample();

    @Test
    void aClientConnectingBeforeServeIsAnsweredOnceItIsCalled() throws Exception {
        Events quiet = new Events(new PrintStream(OutputStream.nullOutputStream()), false);
        Server.Bound bound = Server.bind(InetAddress.getLoopbackAddress(), 0);
        int port = bound.port();
        assertThat(port).isPositive();
        try (RawConnection early = RawConnection.open(port).readTimeout(Duration.ofMillis(300))) {
            early.send(head("GET /about HTTP/1.1", "Host: localhost:" + port));
            assertThat(early.closedByServer())
                    .as("not answered, not closed, before serve()")
                    .isFalse();
            AccessLog accessLog =
                    new AccessLog(new PrintStream(OutputStream.nullOutputStream()), AccessLog.Format.TEXT);
            ServerSettings settings =
                    ServerSettings.defaults(InetAddress.getLoopbackAddress(), port, "localhost:" + port);
            ServerServices services = new ServerServices(
                    accessLog, quiet, RateLimiter.inMemory(InstantSource.system()), RequestMetrics.NONE);
            try (Server server = bound.serve(settings, services, site.snapshot())) {
                assertThat(server.port()).isEqualTo(port);
                assertThat(early.readTimeout(Duration.ofSeconds(10))
                                .readResponse()
                                .status())
                        .isEqualTo(200);
            } finally {
                services.rateLimiter().close();
                accessLog.close();
            }
        }
    }
}
