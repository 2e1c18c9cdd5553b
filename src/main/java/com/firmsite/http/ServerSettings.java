package com.firmsite.http;

import com.firmsite.base.Events;
import com.firmsite.config.Limits;
import com.firmsite.metrics.RequestMetrics;
import com.firmsite.ratelimit.RateLimiter;
import io.netty.handler.ssl.SslContext;
import java.net.InetAddress;
import java.time.InstantSource;
import java.util.Optional;

/**
 * How the HTTP server listens and what it accepts. Each limit is documented with its default in
 * {@link Limits} and in the README's option table.
 *
 * @param authority the host[:port] of the configured base URL; absolute-form request targets must
 *     name it
 * @param rateLimiter counts and limits every {@code /api/} request; its trusted proxies are also
 *     the only peers whose {@code X-Request-Id} is kept
 * @param metrics counts and times every answered request ({@link RequestMetrics#NONE} without an
 *     admin port to read them)
 * @param tls the TLS context when firmsite serves https itself ({@code --tls-cert}), else empty
 * @param noindex {@code X-Robots-Tag: noindex} on every response, whatever it is (an editors' preview, {@code --drafts})
 */
public record ServerSettings(
        InetAddress bind,
        int port,
        String authority,
        Limits limits,
        AccessLog accessLog,
        Events events,
        RateLimiter rateLimiter,
        RequestMetrics metrics,
        Optional<SslContext> tls,
        boolean noindex) {

    /** The defaults of docs/decisions.md §3.7 and §8; {@code /api/} limited in memory, trusting no proxy; plain HTTP. */
    public static ServerSettings defaults(
            InetAddress bind, int port, String authority, AccessLog accessLog, Events events) {
        return new ServerSettings(
                bind,
                port,
                authority,
                Limits.DEFAULTS,
                accessLog,
                events,
                RateLimiter.inMemory(InstantSource.system()),
                RequestMetrics.NONE,
                Optional.empty(),
                false);
    }

    /** The same settings with other protocol limits (from the configuration, or a test's). */
    public ServerSettings withLimits(Limits other) {
        return new ServerSettings(bind, port, authority, other, accessLog, events, rateLimiter, metrics, tls, noindex);
    }

    /** These settings with another {@code /api/} rate limiter (a Redis store, trusted proxies, a test clock). */
    public ServerSettings withRateLimiter(RateLimiter limiter) {
        return new ServerSettings(bind, port, authority, limits, accessLog, events, limiter, metrics, tls, noindex);
    }

    /** These settings listening on another address (tests use ::1 for an IPv6 peer). */
    public ServerSettings withBind(InetAddress address) {
        return new ServerSettings(
                address, port, authority, limits, accessLog, events, rateLimiter, metrics, tls, noindex);
    }

    /** These settings recording into {@code other} (the metrics the admin port serves). */
    public ServerSettings withMetrics(RequestMetrics other) {
        return new ServerSettings(bind, port, authority, limits, accessLog, events, rateLimiter, other, tls, noindex);
    }

    /** These settings with {@code X-Robots-Tag: noindex} on every response (an editors' preview). */
    public ServerSettings withNoindex() {
        return new ServerSettings(bind, port, authority, limits, accessLog, events, rateLimiter, metrics, tls, true);
    }

    /** These settings serving https with {@code context} (see {@link Tls}). */
    public ServerSettings withTls(SslContext context) {
        return new ServerSettings(
                bind, port, authority, limits, accessLog, events, rateLimiter, metrics, Optional.of(context), noindex);
    }
}
