package com.firmsite.http;

import com.firmsite.snapshot.WireBytes;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
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
  private ByteBuf line = Unpooled.EMPTY_BUFFER;

  private HttpDate() {}

  /** {@code Date: <IMF-fixdate>\r\n}, as a buffer the caller may write (a duplicate). */
  static ByteBuf headerLine() {
    return CURRENT.get().lineFor(System.currentTimeMillis() / 1000);
  }

  private ByteBuf lineFor(long now) {
    if (now != second) {
      second = now;
      byte[] text = ("Date: " + IMF_FIXDATE.format(Instant.ofEpochSecond(now)) + "\r\n").getBytes(StandardCharsets.US_ASCII);
      line = WireBytes.frozen(text);
    }
    return line.duplicate();
  }
}
