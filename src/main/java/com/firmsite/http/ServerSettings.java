package com.firmsite.http;

import com.firmsite.Events;
import com.firmsite.config.Limits;
import com.firmsite.ratelimit.RateLimiter;
import java.net.InetAddress;
import java.time.InstantSource;

/**
 * How the HTTP server listens and what it accepts. Each limit is documented with its default in
 * {@link Limits} and in the README's option table.
 *
 * @param authority the host[:port] of the configured base URL; absolute-form request targets must
 *     name it
 * @param rateLimiter counts and limits every {@code /api/} request
 */
public record ServerSettings(
    InetAddress bind,
    int port,
    String authority,
    Limits limits,
    AccessLog accessLog,
    Events events,
    RateLimiter rateLimiter) {

  /** The defaults of decisions §3.7 and §8; {@code /api/} limited in memory, trusting no proxy. */
  public static ServerSettings defaults(InetAddress bind, int port, String authority, AccessLog accessLog, Events events) {
    return new ServerSettings(bind, port, authority, Limits.DEFAULTS, accessLog, events, RateLimiter.inMemory(InstantSource.system()));
  }

  /** The same settings with other protocol limits (from the configuration, or a test's). */
  public ServerSettings withLimits(Limits other) {
    return new ServerSettings(bind, port, authority, other, accessLog, events, rateLimiter);
  }

  /** These settings with another {@code /api/} rate limiter (a Redis store, trusted proxies, a test clock). */
  public ServerSettings withRateLimiter(RateLimiter limiter) {
    return new ServerSettings(bind, port, authority, limits, accessLog, events, limiter);
  }

  /** These settings listening on another address (tests use ::1 for an IPv6 peer). */
  public ServerSettings withBind(InetAddress address) {
    return new ServerSettings(address, port, authority, limits, accessLog, events, rateLimiter);
  }
}
