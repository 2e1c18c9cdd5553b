package com.firmsite.http;

import static com.firmsite.http.HostileRequests.head;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.firmsite.testing.ChildFirmsite;
import com.firmsite.testing.PrometheusText;
import com.firmsite.testing.RawConnection;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Backpressure (issue: a client that pipelines and never reads made the server queue responses
 * without limit, 800 bytes per request, until the heap ran out). A firmsite started as operators
 * start it, with a 192 MB heap: one connection with a small receive buffer sends up to a million
 * {@code GET /llms-full.txt} without reading a byte (for at most 20 s), while another client keeps
 * asking for a page. The other client is answered within a second every time, the server's memory
 * stays within a bound of where it started, and the server is as before once the attacker leaves.
 */
class NeverReadingClientTest {
    private static final byte[] REQUEST =
            "GET /llms-full.txt HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
    private static final int MAX_REQUESTS = 1_000_000;
    private static final int BATCH = 1000;
    private static final Duration ATTACK = Duration.ofSeconds(20);
    /** Measured about +10 MB; without backpressure 600,000 requests cost the server +470 MB. */
    private static final long RSS_GROWTH_BOUND = 96L << 20;

    @Test
    void aClientThatNeverReadsCostsBoundedMemoryAndNoOtherClientsLatency(@TempDir Path dir) throws Exception {
        Path logs = Files.createDirectories(dir.resolve("logs"));
        try (ChildFirmsite firmsite = ChildFirmsite.serve(logs, Map.of(), "--port", "0", "--admin-port", "0")) {
            int port = firmsite.port();
            int adminPort = firmsite.adminPort();
            long pid = firmsite.process().pid();
            warmUp(port);
            long rssBefore = rss(pid);
            double heapBefore = heapUsed(adminPort);

            AtomicLong sent = new AtomicLong();
            Socket attacker = new Socket();
            attacker.setReceiveBufferSize(4096);
            attacker.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 5000);
            Thread flood = Thread.ofPlatform().daemon().start(() -> pipelineWithoutReading(attacker, sent));

            long slowestNanos = 0;
            long rssDuring = rssBefore;
            double heapDuring = heapBefore;
            int answered = 0;
            long deadline = System.nanoTime() + ATTACK.toNanos();
            try (RawConnection other = RawConnection.open(port).readTimeout(Duration.ofSeconds(5))) {
                while (System.nanoTime() < deadline && flood.isAlive()) {
                    long start = System.nanoTime();
                    assertThat(other.send(head("GET /about HTTP/1.1", "Host: localhost"))
                                    .readResponse()
                                    .status())
                            .isEqualTo(200);
                    slowestNanos = Math.max(slowestNanos, System.nanoTime() - start);
                    answered++;
                    rssDuring = Math.max(rssDuring, rss(pid));
                    if (answered % 10 == 0) {
                        heapDuring = Math.max(heapDuring, heapUsed(adminPort));
                    }
                    // The other client's pace during the attack (part of the scenario, not a wait).
                    Thread.sleep(100);
                }
            } finally {
                attacker.close();
                flood.join(5000);
            }
            await("the attacker's connection released")
                    .atMost(Duration.ofSeconds(15))
                    .until(() -> metric(adminPort, "firmsite_http_connections_open") == 0);
            long rssAfter = rss(pid);
            double heapAfter = heapUsed(adminPort);

            System.out.printf(
                    "never-reading client: %,d requests sent in %s; server RSS before %d MB, during (max) %d MB, after %d MB;"
                            + " heap used before %.0f MB, during (max of samples) %.0f MB, after %.0f MB; other client: %d answers, slowest %.1f ms%n",
                    sent.get(),
                    ATTACK,
                    rssBefore >> 20,
                    rssDuring >> 20,
                    rssAfter >> 20,
                    heapBefore / (1 << 20),
                    heapDuring / (1 << 20),
                    heapAfter / (1 << 20),
                    answered,
                    slowestNanos / 1e6);
            assertThat(answered).as("the other client kept being served").isGreaterThan(20);
            assertThat(Duration.ofNanos(slowestNanos))
                    .as("the other client's slowest answer")
                    .isLessThan(Duration.ofSeconds(1));
            assertThat(rssDuring - rssBefore)
                    .as("growth of the server's resident memory under the attack")
                    .isLessThan(RSS_GROWTH_BOUND);
            assertThat(firmsite.process().isAlive()).isTrue();
            assertThat(firmsite.stderr()).doesNotContain("OutOfMemoryError", "out of memory", "\tat ");
            try (RawConnection after = RawConnection.open(port)) {
                assertThat(after.send(head("GET /llms-full.txt HTTP/1.1", "Host: localhost"))
                                .readResponse()
                                .status())
                        .isEqualTo(200);
            }
        }
    }

    /** Sends up to a million requests in batches, reading nothing, until the socket is closed under it. */
    private static void pipelineWithoutReading(Socket socket, AtomicLong sent) {
        byte[] batch = new byte[REQUEST.length * BATCH];
        for (int i = 0; i < BATCH; i++) {
            System.arraycopy(REQUEST, 0, batch, i * REQUEST.length, REQUEST.length);
        }
        try {
            OutputStream out = socket.getOutputStream();
            while (sent.get() < MAX_REQUESTS) {
                out.write(batch);
                sent.addAndGet(BATCH);
            }
        } catch (IOException closedByTheTest) {
            // The attack's time is up (or the server closed the connection at its idle timeout).
        }
    }

    private static void warmUp(int port) {
        try (RawConnection connection = RawConnection.open(port)) {
            for (int i = 0; i < 200; i++) {
                assertThat(connection
                                .send(head("GET /llms-full.txt HTTP/1.1", "Host: localhost"))
                                .readResponse()
                                .status())
                        .isEqualTo(200);
            }
        }
    }

    /** The process's resident set size, from /proc (Linux). */
    private static long rss(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(pid), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
            throw new IllegalStateException("no VmRSS for process " + pid);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The server's heap in use, as its own admin port reports it. */
    private static double heapUsed(int adminPort) {
        return metric(adminPort, "jvm_memory_used_bytes{area=\"heap\"}");
    }

    private static double metric(int adminPort, String sample) {
        try (RawConnection admin = RawConnection.open(adminPort)) {
            String text = admin.send(head("GET /metrics HTTP/1.1", "Host: localhost"))
                    .readResponse()
                    .text();
            return PrometheusText.parse(text).value(sample);
        }
    }
}
