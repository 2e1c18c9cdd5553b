package com.firmsite.http;

import com.firmsite.Events;
import com.firmsite.ratelimit.RateLimiter;
import java.net.InetAddress;
import java.time.Duration;
import java.time.InstantSource;

/**
 * How the HTTP server listens and what it accepts. Each limit is documented with its default in
 * the README's option table.
 *
 * @param authority the host[:port] of the configured base URL; absolute-form request targets must
 *     name it
 * @param rateLimiter counts and limits every {@code /api/} request
 */
public record ServerSettings(
    InetAddress bind,
    int port,
    String authority,
    int maxRequestLineBytes,
    int maxHeaderBytes,
    int maxHeaderFields,
    int maxBodyBytes,
    Duration idleTimeout,
    Duration shutdownGrace,
    AccessLog accessLog,
    Events events,
    RateLimiter rateLimiter) {

  /** The defaults of decisions §3.7 and §8; {@code /api/} limited in memory, trusting no proxy. */
  public static ServerSettings defaults(InetAddress bind, int port, String authority, AccessLog accessLog, Events events) {
    return new ServerSettings(bind, port, authority, 8 * 1024, 16 * 1024, 100, 64 * 1024, Duration.ofSeconds(60), Duration.ofSeconds(10), accessLog, events,
        RateLimiter.inMemory(InstantSource.system()));
  }

  /** These settings with another {@code /api/} rate limiter (a Redis store, trusted proxies, a test clock). */
  public ServerSettings withRateLimiter(RateLimiter limiter) {
    return new ServerSettings(bind, port, authority, maxRequestLineBytes, maxHeaderBytes, maxHeaderFields, maxBodyBytes, idleTimeout, shutdownGrace, accessLog, events, limiter);
  }

  /** These settings listening on another address (tests use ::1 for an IPv6 peer). */
  public ServerSettings withBind(InetAddress address) {
    return new ServerSettings(address, port, authority, maxRequestLineBytes, maxHeaderBytes, maxHeaderFields, maxBodyBytes, idleTimeout, shutdownGrace, accessLog, events, rateLimiter);
  }
}
