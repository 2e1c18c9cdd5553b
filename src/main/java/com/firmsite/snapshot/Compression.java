package com.firmsite.snapshot;

import com.aayushatharva.brotli4j.Brotli4jLoader;
import com.aayushatharva.brotli4j.encoder.Encoder;
import com.firmsite.render.MediaType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/** Compresses bodies once, at snapshot time. Requests never compress. */
final class Compression {
  /** Bodies at or below this size are sent as they are: compression would not pay for itself. */
  static final int MIN_BYTES = 1024;

  /**
   * Brotli quality 9: measured on the sample site it is within a few percent of quality 11's size
   * at a fraction of its time. Compression runs after the server is up, so it never delays the
   * first response; it only decides how soon compressed codings are served.
   */
  private static final int BROTLI_QUALITY = 9;

  private static final boolean BROTLI_AVAILABLE = loadBrotli();

  private Compression() {}

  /** Text bodies over {@link #MIN_BYTES}: the ones that get br and gzip codings. */
  static boolean worthCompressing(MediaType type, byte[] body) {
    return type.compressible() && body.length > MIN_BYTES;
  }

  /** The body in {@code encoding}, or empty when that coding is unavailable or would not be smaller. */
  static Optional<byte[]> compress(Encoding encoding, byte[] body) {
    if (body.length <= MIN_BYTES) {
      return Optional.empty();
    }
    byte[] compressed =
        switch (encoding) {
          case GZIP -> gzip(body);
          case BR -> BROTLI_AVAILABLE ? brotli(body) : null;
          case IDENTITY -> null;
        };
    return compressed != null && compressed.length < body.length ? Optional.of(compressed) : Optional.empty();
  }

  private static byte[] gzip(byte[] body) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(body.length / 3);
    try (GZIPOutputStream gzip = new GZIPOutputStream(out, 8192) {
          {
            def.setLevel(Deflater.BEST_COMPRESSION);
          }
        }) {
      gzip.write(body);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  private static byte[] brotli(byte[] body) {
    try {
      return Encoder.compress(body, new Encoder.Parameters().setQuality(BROTLI_QUALITY).setMode(Encoder.Mode.TEXT));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean loadBrotli() {
    try {
      Brotli4jLoader.ensureAvailability();
      return true;
    } catch (Throwable unavailable) {
      // No native library for this platform: serve gzip and identity only.
      return false;
    }
  }
}
