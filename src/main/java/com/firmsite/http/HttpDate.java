package com.firmsite.http;

import io.netty.buffer.ByteBuf;
import io.netty.util.concurrent.FastThreadLocal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** The {@code Date} header line, formatted once per second per event-loop thread. */
final class HttpDate {
  private static final DateTimeFormatter IMF_FIXDATE =
      DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", java.util.Locale.ENGLISH).withZone(ZoneOffset.UTC);

  private static final FastThreadLocal<HttpDate> CURRENT =
      new FastThreadLocal<>() {
        @Override
        protected HttpDate initialValue() {
          return new HttpDate();
        }
      };

  private long second = Long.MIN_VALUE;
  private byte[] line = new byte[0];

  private HttpDate() {}

  /** Appends {@code Date: <IMF-fixdate>\r\n} to {@code head}. */
  static void writeLine(ByteBuf head) {
    byte[] line = CURRENT.get().lineFor(System.currentTimeMillis() / 1000);
    head.writeBytes(line);
  }

  private byte[] lineFor(long now) {
    if (now != second) {
      second = now;
      line = ("Date: " + IMF_FIXDATE.format(Instant.ofEpochSecond(now)) + "\r\n").getBytes(StandardCharsets.US_ASCII);
    }
    return line;
  }
}
