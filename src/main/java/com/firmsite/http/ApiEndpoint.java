package com.firmsite.http;

import com.firmsite.ratelimit.Decision;
import com.firmsite.ratelimit.RateLimitHeaders;
import com.firmsite.ratelimit.RateLimiter;
import com.firmsite.render.MediaType;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * {@code /api/*}: the health status and, for every other path, {@code api_route_not_found}. Every
 * request counts against the client's quota, whatever its method or outcome (decisions §4.1), and
 * every response carries the rate-limit fields; past the quota the answer is 429.
 */
final class ApiEndpoint {
  static final String STATUS_PATH = "/api/status.json";
  private static final byte[] STATUS_OK = "{\"status\":\"ok\"}".getBytes(StandardCharsets.UTF_8);

  /**
   * Counted instead of the peer when the connection closed before its address was read: the
   * unspecified address, which no real peer has.
   */
  private static final InetAddress UNKNOWN_PEER = unspecifiedAddress();

  private final RateLimiter limiter;

  ApiEndpoint(RateLimiter limiter) {
    this.limiter = limiter;
  }

  void handle(Exchange exchange) {
    InetSocketAddress peer = exchange.remoteAddress();
    InetAddress address = peer == null || peer.getAddress() == null ? UNKNOWN_PEER : peer.getAddress();
    Decision decision = limiter.check(address, exchange::headers, exchange::addHeader);
    exchange.addHeader("Access-Control-Allow-Origin", "*");
    exchange.addHeader("Access-Control-Expose-Headers", RateLimitHeaders.EXPOSED);
    if (!decision.allowed()) {
      // Retry-After is already among the fields the limiter added.
      exchange.sendProblem(ProblemCode.RATE_LIMIT_EXCEEDED, List.of());
    } else if (!exchange.path().equals(STATUS_PATH)) {
      exchange.sendProblem(ProblemCode.API_ROUTE_NOT_FOUND, List.of());
    } else if (!exchange.isGetOrHead()) {
      exchange.sendProblem(ProblemCode.METHOD_NOT_ALLOWED, List.of(Map.entry("Allow", "GET, HEAD")));
    } else {
      exchange.sendDynamic(200, MediaType.JSON, STATUS_OK, List.of(Map.entry("Cache-Control", "no-store")));
    }
  }

  private static InetAddress unspecifiedAddress() {
    try {
      return InetAddress.getByAddress(new byte[4]);
    } catch (java.net.UnknownHostException e) {
      throw new IllegalStateException("four bytes are always an IPv4 address", e);
    }
  }
}
