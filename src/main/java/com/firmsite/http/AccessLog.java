package com.firmsite.http;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One line per request: method, path without query, status, body bytes, duration, request id
 * (the response's {@code X-Request-Id}). Never other headers, so never {@code Authorization} or
 * {@code Cookie}. Lines are queued and written by one background
 * thread, so a slow terminal never slows a response; if the queue is full, lines are counted as
 * dropped and the count is reported.
 */
public final class AccessLog implements AutoCloseable {
  private static final int QUEUE_CAPACITY = 65_536;
  private static final JsonFactory JSON = new JsonFactory();

  /** Access-log formats. */
  public enum Format {
    TEXT,
    JSON
  }

  private record Line(long epochMillis, String method, String path, int status, long bytes, long nanos, String requestId) {}

  private final BlockingQueue<Line> queue = new ArrayBlockingQueue<>(QUEUE_CAPACITY);
  private final AtomicLong dropped = new AtomicLong();
  private final PrintStream out;
  private final Format format;
  private final Thread writer;
  private volatile boolean open = true;

  public AccessLog(PrintStream out, Format format) {
    this.out = out;
    this.format = format;
    this.writer = Thread.ofPlatform().daemon().name("access-log").start(this::drain);
  }

  /** A log that writes nothing (for tools that serve no traffic). */
  public static AccessLog disabled() {
    return new AccessLog(null, Format.TEXT);
  }

  void log(String method, String path, int status, long bytes, long nanos, String requestId) {
    if (out != null && !queue.offer(new Line(System.currentTimeMillis(), method, path, status, bytes, nanos, requestId))) {
      dropped.incrementAndGet();
    }
  }

  private void drain() {
    while (open || !queue.isEmpty()) {
      try {
        Line line = queue.poll(100, TimeUnit.MILLISECONDS);
        if (line != null) {
          out.println(format(line));
        }
        long lost = dropped.getAndSet(0);
        if (lost > 0) {
          out.println("access log: " + lost + " line(s) dropped, the writer could not keep up");
        }
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  private String format(Line line) {
    double millis = line.nanos() / 1_000_000.0;
    if (format == Format.TEXT) {
      return String.format(
          java.util.Locale.ROOT, "%s %s %s %d %d %.3fms %s",
          java.time.Instant.ofEpochMilli(line.epochMillis()), line.method(), printable(line.path()), line.status(), line.bytes(), millis,
          line.requestId());
    }
    StringWriter text = new StringWriter(160);
    try (JsonGenerator json = JSON.createGenerator(text)) {
      json.writeStartObject();
      json.writeStringField("time", java.time.Instant.ofEpochMilli(line.epochMillis()).toString());
      json.writeStringField("event", "request");
      json.writeStringField("method", line.method());
      json.writeStringField("path", line.path());
      json.writeNumberField("status", line.status());
      json.writeNumberField("bytes", line.bytes());
      json.writeNumberField("durationMs", Math.round(millis * 1000) / 1000.0);
      json.writeStringField("requestId", line.requestId());
      json.writeEndObject();
    } catch (IOException e) {
      return "{}";
    }
    return text.toString();
  }

  /** Paths are attacker-chosen: keep a log line one line of printable text. */
  private static String printable(String path) {
    StringBuilder clean = new StringBuilder(path.length());
    for (int i = 0; i < path.length() && i < 512; i++) {
      char c = path.charAt(i);
      clean.append(c < 0x21 || c == 0x7f ? '?' : c);
    }
    return clean.toString();
  }

  @Override
  public void close() {
    open = false;
    try {
      writer.join(2000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    if (out != null) {
      out.flush();
    }
  }
}
