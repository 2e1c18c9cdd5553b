package com.firmsite.http;

import com.firmsite.config.Limits;
import com.firmsite.metrics.Metrics;
import com.firmsite.metrics.RequestMetrics;
import com.firmsite.output.Header;
import com.firmsite.output.MediaType;
import com.firmsite.snapshot.Snapshot;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * The admin port ({@code --admin-port}, off by default): {@code GET /metrics} (Prometheus text
 * format) and {@code GET /healthz} (200 while the public server accepts traffic, 503 once it is
 * draining for shutdown). The public server's Netty stack — the same decoder and protocol limits,
 * so a half-sent request gets 408 at the header deadline and blocks nobody — on an event loop of
 * its own, with a connection cap and timeouts of its own ({@link #limits}), so that scrapes and
 * probes never share a loop or a connection limit with the public site, idle connections cannot
 * lock a monitor out, and the public surface stays exactly the specification's. Not access
 * logged and not counted in the request metrics; plain HTTP.
 */
public final class AdminServer implements AutoCloseable {
    private static final byte[] OK = "{\"status\":\"ok\"}\n".getBytes(StandardCharsets.UTF_8);
    private static final byte[] DRAINING = "{\"status\":\"draining\"}\n".getBytes(StandardCharsets.UTF_8);
    private static final byte[] NOT_FOUND =
            "not found: the admin port serves /metrics and /healthz\n".getBytes(StandardCharsets.UTF_8);
    private static final List<Header> NO_STORE_ONLY = List.of(Header.NO_STORE);
    private static final MediaType PROMETHEUS_TEXT = new MediaType(Metrics.contentType(), false);
    /** Scrapes finish in milliseconds; a stopping admin port does not wait the public grace period. */
    private static final Duration SHUTDOWN_GRACE = Duration.ofSeconds(1);

    /**
     * The admin port's own limits (docs/decisions.md §8.8), not the public port's: a few scrapers and
     * probes need a few connections, and one that is idle is worth nothing there. Full, it closes the
     * connection idle the longest to admit a new one ({@link Server.WhenFull#CLOSE_LONGEST_IDLE}); no
     * per-client cap, since the monitor and anything else on the machine share 127.0.0.1.
     */
    static final int MAX_CONNECTIONS = 16;

    /** An idle admin connection is closed after this (the public port's idle timeout if shorter). */
    static final Duration IDLE_TIMEOUT = Duration.ofSeconds(5);

    /** A request head must arrive within this (the public port's header timeout if shorter). */
    static final Duration HEADER_TIMEOUT = Duration.ofSeconds(2);

    private final Server server;

    private AdminServer(Server server) {
        this.server = server;
    }

    /**
     * Listens on {@code bind:port} (port 0 picks a free one) with the public server's protocol limits
     * and the admin port's own connection cap and timeouts.
     *
     * @param publicSettings the public server's settings: their limits and authority
     * @param publicServices the public server's live objects: its events and trusted proxies (nothing
     *     the admin port answers is logged or counted)
     * @param snapshots the public site (its base URL names problem types)
     * @param serving whether the public server accepts traffic (false while draining)
     */
    public static AdminServer start(
            InetAddress bind,
            int port,
            ServerSettings publicSettings,
            ServerServices publicServices,
            Supplier<Snapshot> snapshots,
            Metrics metrics,
            BooleanSupplier serving)
            throws InterruptedException {
        ServerSettings settings = new ServerSettings(
                bind,
                port,
                publicSettings.authority(),
                limits(publicSettings.limits()),
                Optional.empty(),
                publicSettings.noindex());
        ServerServices services = new ServerServices(
                AccessLog.disabled(), publicServices.events(), publicServices.rateLimiter(), RequestMetrics.NONE);
        return new AdminServer(Server.start(
                settings,
                services,
                snapshots,
                new AdminRoutes(metrics, serving),
                1,
                Server.WhenFull.CLOSE_LONGEST_IDLE));
    }

    /** The public port's protocol limits, with the admin port's own connection cap and timeouts. */
    static Limits limits(Limits publicLimits) {
        return publicLimits
                .withShutdownGrace(SHUTDOWN_GRACE)
                .withMaxConnections(MAX_CONNECTIONS)
                .withMaxConnectionsPerClient(MAX_CONNECTIONS)
                .withHeaderTimeout(shorter(publicLimits.headerTimeout(), HEADER_TIMEOUT))
                .withIdleTimeout(shorter(publicLimits.idleTimeout(), IDLE_TIMEOUT));
    }

    private static Duration shorter(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    public int port() {
        return server.port();
    }

    /** Stops listening; a scrape under way gets a second to finish. */
    @Override
    public void close() {
        server.stop();
    }

    /** {@code /metrics} and {@code /healthz}, GET and HEAD; every other path 404, every other method 405. */
    private record AdminRoutes(Metrics metrics, BooleanSupplier serving) implements Routing {
        @Override
        public boolean readsBody(String path) {
            return false;
        }

        @Override
        public void dispatch(Exchange exchange) {
            String path = exchange.path();
            if (!path.equals("/metrics") && !path.equals("/healthz")) {
                exchange.sendDynamic(404, MediaType.TEXT, NOT_FOUND, NO_STORE_ONLY);
            } else if (!exchange.isGetOrHead()) {
                exchange.sendEmpty(405, List.of(Header.ALLOW_GET_HEAD, Header.NO_STORE));
            } else if (path.equals("/metrics")) {
                exchange.sendDynamic(200, PROMETHEUS_TEXT, scrape(), NO_STORE_ONLY);
            } else {
                boolean up = serving.getAsBoolean();
                exchange.sendDynamic(up ? 200 : 503, MediaType.JSON, up ? OK : DRAINING, NO_STORE_ONLY);
            }
        }

        private byte[] scrape() {
            ByteArrayOutputStream text = new ByteArrayOutputStream(16 * 1024);
            try {
                metrics.writeTo(text);
            } catch (IOException e) {
                throw new UncheckedIOException("a metrics scrape could not be written to memory", e);
            }
            return text.toByteArray();
        }
    }
}
