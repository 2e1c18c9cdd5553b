package com.firmsite.wiring;

import com.firmsite.config.Operations;
import com.firmsite.http.AccessLog;
import com.firmsite.http.AdminServer;
import com.firmsite.http.Server;
import com.firmsite.http.ServerServices;
import com.firmsite.http.ServerSettings;
import com.firmsite.live.LiveSnapshot;
import com.firmsite.metrics.Metrics;
import com.firmsite.ratelimit.RateLimitStore;
import com.firmsite.ratelimit.RateLimiter;
import java.io.IOException;
import java.net.InetAddress;
import java.util.Map;

/**
 * The admin port of a serving firmsite ({@code --admin-port}): the metrics every part keeps for
 * itself, registered once, and the server that exposes them with the health check.
 */
final class AdminPort {
    private AdminPort() {}

    /** The admin port's address without {@code --admin-bind}: this machine only, whatever {@code --bind} says. */
    static final String DEFAULT_BIND = "127.0.0.1";

    /** Registers what the server, the rate limiter, the snapshot and the access log count, read at each scrape. */
    static void register(
            Metrics metrics, Server server, RateLimiter limiter, LiveSnapshot snapshot, AccessLog accessLog) {
        metrics.gauge("firmsite_http_connections_open", "Open client connections", server::openConnections);
        metrics.counter(
                "firmsite_http_connections_refused",
                "Connections answered 503 at opening, by the limit they met",
                "limit",
                Map.of(
                        "server",
                        () -> server.refusedConnections(false),
                        "client",
                        () -> server.refusedConnections(true)));
        metrics.counter(
                "firmsite_http_faults",
                "Unexpected exceptions while answering (each kind logged once with its stack trace)",
                server::faults);
        metrics.counter(
                "firmsite_access_log_dropped_lines",
                "Access-log lines dropped because the writer could not keep up",
                accessLog::droppedLines);
        metrics.gauge(
                "firmsite_http_requests_in_flight", "Requests received and not yet answered", server::requestsInFlight);
        metrics.counter(
                "firmsite_ratelimit_decisions",
                "/api/ requests counted, by decision",
                "decision",
                Map.of("allowed", limiter::allowed, "refused", limiter::refused));
        RateLimitStore store = limiter.store();
        if (store.isShared()) {
            metrics.counter(
                    "firmsite_ratelimit_redis_fallbacks",
                    "/api/ requests counted in this instance's memory because Redis failed or was too slow",
                    store::fallbacks);
            metrics.counter(
                    "firmsite_ratelimit_redis_outages", "Redis outages since start (each logged once)", store::outages);
            metrics.flag(
                    "firmsite_ratelimit_redis_available",
                    "1 while Redis answers, 0 during an outage",
                    store::isAvailable);
        }
        metrics.counter(
                "firmsite_snapshot_reloads",
                "Content reloads, by result (failed: the last good snapshot kept serving)",
                "result",
                Map.of("ok", snapshot::reloads, "failed", snapshot::failedReloads));
        metrics.counter("firmsite_content_errors", "Content errors found by failed reloads", snapshot::contentErrors);
    }

    /** Starts the admin server on {@code --admin-port} (given), beside the public {@code server}. */
    static AdminServer start(
            Operations operations,
            Metrics metrics,
            Server server,
            ServerSettings settings,
            ServerServices services,
            LiveSnapshot snapshot)
            throws IOException, InterruptedException {
        // The JVM's own metrics only when someone can read them: registering them takes a tenth of a
        // second of start-up (platform MBeans).
        metrics.withJvmMetrics();
        InetAddress bind = InetAddress.getByName(operations.adminBind().orElse(DEFAULT_BIND));
        AdminServer admin = AdminServer.start(
                bind, operations.adminPort().getAsInt(), settings, services, snapshot, metrics, server::isAccepting);
        services.events()
                .info("admin port: GET /metrics and /healthz on " + bind.getHostAddress() + ":" + admin.port());
        return admin;
    }
}
