package com.firmsite.http;

import com.firmsite.Events;
import java.net.InetAddress;
import java.time.Duration;

/**
 * How the HTTP server listens and what it accepts. Each limit is documented with its default in
 * the README's option table.
 *
 * @param authority the host[:port] of the configured base URL; absolute-form request targets must
 *     name it
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
    Events events) {

  /** The defaults of decisions §3.7 and §8. */
  public static ServerSettings defaults(InetAddress bind, int port, String authority, AccessLog accessLog, Events events) {
    return new ServerSettings(bind, port, authority, 8 * 1024, 16 * 1024, 100, 64 * 1024, Duration.ofSeconds(60), Duration.ofSeconds(10), accessLog, events);
  }
}
