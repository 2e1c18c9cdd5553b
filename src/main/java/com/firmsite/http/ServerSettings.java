package com.firmsite.http;

import com.firmsite.Events;
import com.firmsite.config.Limits;
import java.net.InetAddress;

/**
 * How the HTTP server listens and what it accepts. Each limit is documented with its default in
 * {@link Limits} and in the README's option table.
 *
 * @param authority the host[:port] of the configured base URL; absolute-form request targets must
 *     name it
 */
public record ServerSettings(
    InetAddress bind,
    int port,
    String authority,
    Limits limits,
    AccessLog accessLog,
    Events events) {

  /** The defaults of decisions §3.7 and §8. */
  public static ServerSettings defaults(InetAddress bind, int port, String authority, AccessLog accessLog, Events events) {
    return new ServerSettings(bind, port, authority, Limits.DEFAULTS, accessLog, events);
  }

  /** The same settings with other protocol limits (from the configuration, or a test's). */
  public ServerSettings withLimits(Limits other) {
    return new ServerSettings(bind, port, authority, other, accessLog, events);
  }
}
