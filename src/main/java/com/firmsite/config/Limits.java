package com.firmsite.config;

import java.time.Duration;

/**
 * What one connection may cost the server (docs/decisions.md §3.7). Each limit is an option, with
 * its environment variable, default and bounds ({@link LimitOptions}); the defaults are {@link #DEFAULTS}.
 *
 * @param requestLineBytes longest request line; longer gets 414 (default 8 KiB)
 * @param headerBytes largest header section; larger gets 431 (default 16 KiB)
 * @param headerFields most header fields; more gets 431 (default 100)
 * @param bodyBytes largest request body, read or discarded; larger gets 413 (default 64 KiB)
 * @param headerTimeout time allowed for a request head, from its first byte (from the
 *     connection's opening for the first request); slower gets 408 (default 10 s)
 * @param idleTimeout how long a connection may stay silent; an idle keep-alive connection is
 *     closed, one with a request half-received gets 408 (default 60 s)
 * @param maxConnections open connections at once; beyond it, a new connection gets 503 with
 *     {@code Retry-After} and is closed (default 10,000)
 * @param shutdownGrace how long a stopping server waits for requests in flight (default 10 s)
 * @param maxConnectionsPerClient open connections at once from one client address (a trusted
 *     proxy's are not counted); beyond it, a new connection gets 503 like one beyond {@code
 *     maxConnections} (default 1 % of {@code maxConnections}, at least 16: 100)
 * @param minBodyRate bytes per second a request body must average once the header timeout has
 *     passed since its head; slower gets 408 (default 1 KiB/s; 0 turns the check off)
 */
public record Limits(
        int requestLineBytes,
        int headerBytes,
        int headerFields,
        int bodyBytes,
        Duration headerTimeout,
        Duration idleTimeout,
        int maxConnections,
        Duration shutdownGrace,
        int maxConnectionsPerClient,
        int minBodyRate) {

    /** Each limit's default, as its option declares it ({@link LimitOptions}). */
    public static final Limits DEFAULTS = LimitOptions.defaults();

    public Limits withHeaderTimeout(Duration value) {
        return new Limits(
                requestLineBytes,
                headerBytes,
                headerFields,
                bodyBytes,
                value,
                idleTimeout,
                maxConnections,
                shutdownGrace,
                maxConnectionsPerClient,
                minBodyRate);
    }

    public Limits withIdleTimeout(Duration value) {
        return new Limits(
                requestLineBytes,
                headerBytes,
                headerFields,
                bodyBytes,
                headerTimeout,
                value,
                maxConnections,
                shutdownGrace,
                maxConnectionsPerClient,
                minBodyRate);
    }

    public Limits withMaxConnections(int value) {
        return new Limits(
                requestLineBytes,
                headerBytes,
                headerFields,
                bodyBytes,
                headerTimeout,
                idleTimeout,
                value,
                shutdownGrace,
                maxConnectionsPerClient,
                minBodyRate);
    }

    public Limits withShutdownGrace(Duration value) {
        return new Limits(
                requestLineBytes,
                headerBytes,
                headerFields,
                bodyBytes,
                headerTimeout,
                idleTimeout,
                maxConnections,
                value,
                maxConnectionsPerClient,
                minBodyRate);
    }

    public Limits withMaxConnectionsPerClient(int value) {
        return new Limits(
                requestLineBytes,
                headerBytes,
                headerFields,
                bodyBytes,
                headerTimeout,
                idleTimeout,
                maxConnections,
                shutdownGrace,
                value,
                minBodyRate);
    }

    public Limits withMinBodyRate(int bytesPerSecond) {
        return new Limits(
                requestLineBytes,
                headerBytes,
                headerFields,
                bodyBytes,
                headerTimeout,
                idleTimeout,
                maxConnections,
                shutdownGrace,
                maxConnectionsPerClient,
                bytesPerSecond);
    }

    /**
     * The default per-client cap: a small share of the global limit, so that one address can never
     * hold every slot, and at least 16 (a browser opens six per origin; a NAT holds several browsers).
     */
    static int perClientShare(int maxConnections) {
        return Math.max(16, maxConnections / 100);
    }
}
