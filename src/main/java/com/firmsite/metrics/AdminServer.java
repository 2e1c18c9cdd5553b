package com.firmsite.metrics;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;

/**
 * The admin port ({@code --admin-port}, off by default): {@code GET /metrics} (Prometheus text
 * format) and {@code GET /healthz} (200 while the public server accepts traffic, 503 once it is
 * draining for shutdown). A separate, tiny server on one thread, so that scrapes never share an
 * event loop, a connection limit or a rate limit with the public site, and the public surface
 * stays exactly the specification's.
 */
public final class AdminServer implements AutoCloseable {
  private static final byte[] OK = "{\"status\":\"ok\"}\n".getBytes(StandardCharsets.UTF_8);
  private static final byte[] DRAINING = "{\"status\":\"draining\"}\n".getBytes(StandardCharsets.UTF_8);
  private static final byte[] NOT_FOUND = "not found: the admin port serves /metrics and /healthz\n".getBytes(StandardCharsets.UTF_8);

  private final HttpServer server;
  private final ExecutorService executor;

  private AdminServer(HttpServer server, ExecutorService executor) {
    this.server = server;
    this.executor = executor;
  }

  /**
   * Listens on {@code bind:port} (port 0 picks a free one).
   *
   * @param serving whether the public server accepts traffic (false while draining)
   */
  public static AdminServer start(InetAddress bind, int port, Metrics metrics, BooleanSupplier serving) throws IOException {
    HttpServer server = HttpServer.create(new InetSocketAddress(bind, port), 16);
    ExecutorService executor = Executors.newSingleThreadExecutor(task -> Thread.ofPlatform().daemon().name("admin").unstarted(task));
    server.setExecutor(executor);
    server.createContext("/", exchange -> answer(exchange, metrics, serving));
    server.start();
    return new AdminServer(server, executor);
  }

  public int port() {
    return server.getAddress().getPort();
  }

  private static void answer(HttpExchange exchange, Metrics metrics, BooleanSupplier serving) throws IOException {
    try (exchange) {
      String method = exchange.getRequestMethod();
      String path = exchange.getRequestURI().getRawPath();
      exchange.getResponseHeaders().set("Cache-Control", "no-store");
      if (!path.equals("/metrics") && !path.equals("/healthz")) {
        send(exchange, 404, "text/plain; charset=utf-8", NOT_FOUND);
      } else if (!method.equals("GET") && !method.equals("HEAD")) {
        exchange.getResponseHeaders().set("Allow", "GET, HEAD");
        send(exchange, 405, "text/plain; charset=utf-8", new byte[0]);
      } else if (path.equals("/metrics")) {
        ByteArrayOutputStream text = new ByteArrayOutputStream(16 * 1024);
        metrics.writeTo(text);
        send(exchange, 200, Metrics.contentType(), text.toByteArray());
      } else {
        boolean up = serving.getAsBoolean();
        send(exchange, up ? 200 : 503, "application/json", up ? OK : DRAINING);
      }
    }
  }

  private static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
    exchange.getResponseHeaders().set("Content-Type", type);
    boolean head = exchange.getRequestMethod().equals("HEAD");
    // -1: no body (HEAD, or empty); otherwise the exact length.
    exchange.sendResponseHeaders(status, head || body.length == 0 ? -1 : body.length);
    if (!head && body.length > 0) {
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }
  }

  /** Stops listening; a scrape under way gets a second to finish. */
  @Override
  public void close() {
    server.stop(1);
    executor.shutdownNow();
  }
}
