package com.firmsite.http;

import static com.firmsite.http.HostileRequests.head;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ChildFirmsite;
import com.firmsite.testing.PrometheusText;
import com.firmsite.testing.RawConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The admin port has limits of its own (issue 32: 100 idle connections from 127.0.0.1 made
 * {@code /healthz} answer 503 to a monitor at the same address). A firmsite started as operators
 * start it, with {@code --admin-port}: while one local process holds 100 idle connections to the
 * public port and more idle connections to the admin port than it admits, a monitor connecting
 * from the same address is answered 200 at once; the admin port then closes idle connections
 * after a few seconds, not the public port's minute.
 */
class AdminPortUnderFloodTest {
    private static final int PUBLIC_IDLE = 100;
    /** More than the admin port admits, and more than the public port's per-client cap (100 by default). */
    private static final int ADMIN_IDLE = 120;

    @TempDir
    static Path dir;

    private static ChildFirmsite firmsite;

    @BeforeAll
    static void start() throws Exception {
        Path logs = Files.createDirectories(dir.resolve("logs"));
        firmsite = ChildFirmsite.serve(logs, Map.of(), "--port", "0", "--admin-port", "0");
    }

    @AfterAll
    static void stop() {
        firmsite.close();
    }

    @Test
    void aMonitorIsAnsweredWhileIdleConnectionsHoldBothPorts() {
        List<RawConnection> held = new ArrayList<>();
        try {
            for (int i = 0; i < PUBLIC_IDLE; i++) {
                held.add(RawConnection.open(firmsite.port()));
            }
            for (int i = 0; i < ADMIN_IDLE; i++) {
                held.add(RawConnection.open(firmsite.adminPort()));
            }
            RawConnection.Response health = ask("GET /healthz HTTP/1.1");
            assertThat(health.status()).as("/healthz to a new client").isEqualTo(200);
            assertThat(health.text()).contains("ok");
            // A connect returns once the kernel has the connection; the server's event loop accepts
            // (and counts) it a moment later, which on a busy machine can be after the first ask.
            double open = 0;
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (open < PUBLIC_IDLE && System.nanoTime() < deadline) {
                RawConnection.Response metrics = ask("GET /metrics HTTP/1.1");
                assertThat(metrics.status()).isEqualTo(200);
                open = PrometheusText.parse(metrics.text()).value("firmsite_http_connections_open");
            }
            assertThat(open)
                    .as("the public port's idle connections were all admitted, and are still held")
                    .isEqualTo(PUBLIC_IDLE);
        } finally {
            held.forEach(RawConnection::close);
        }
    }

    @Test
    void anIdleAdminConnectionIsClosedWithinSeconds() {
        try (RawConnection monitor =
                RawConnection.open(firmsite.adminPort()).readTimeout(AdminServer.IDLE_TIMEOUT.plusSeconds(5))) {
            assertThat(monitor.send(head("GET /healthz HTTP/1.1", "Host: localhost"))
                            .readResponse()
                            .status())
                    .isEqualTo(200);
            long start = System.nanoTime();
            assertThat(monitor.closedByServer()).as("closed once idle").isTrue();
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(AdminServer.IDLE_TIMEOUT.plusSeconds(2));
        }
        try (RawConnection silent =
                RawConnection.open(firmsite.adminPort()).readTimeout(AdminServer.IDLE_TIMEOUT.plusSeconds(5))) {
            assertThat(silent.closedByServer())
                    .as("a connection that never speaks")
                    .isTrue();
        }
    }

    private static RawConnection.Response ask(String requestLine) {
        try (RawConnection monitor = RawConnection.open(firmsite.adminPort())) {
            return monitor.send(head(requestLine, "Host: localhost")).readResponse();
        }
    }
}
