package com.firmsite.snapshot;

import com.aayushatharva.brotli4j.Brotli4jLoader;
import com.aayushatharva.brotli4j.encoder.Encoder;
import com.firmsite.output.MediaType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.zip.GZIPOutputStream;

/** Compresses bodies once, at snapshot time. Requests never compress. */
final class Compression {
    /** Bodies at or below this size are sent as they are: compression would not pay for itself. */
    static final int MIN_BYTES = 1024;

    /**
     * Brotli quality 6 with the window sized to the body. Measured on the sample site's pages: the
     * same size as quality 9 (within 0.1 %), at a fortieth of the time of quality 9 with brotli4j's
     * default 4 MiB window, whose hash tables are set up again for every body. Quality 11 is 18 %
     * smaller but 50 times slower, too slow for a 10,000-page site.
     */
    private static final int BROTLI_QUALITY = 6;

    /** gzip level 6: on the same pages, level 9 is no smaller and takes twice as long. */
    private static final int GZIP_LEVEL = 6;

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
        byte[] compressed = switch (encoding) {
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
                def.setLevel(GZIP_LEVEL);
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
            int window = Math.max(10, Math.min(24, 64 - Long.numberOfLeadingZeros(body.length)));
            return Encoder.compress(
                    body,
                    new Encoder.Parameters()
                            .setQuality(BROTLI_QUALITY)
                            .setMode(Encoder.Mode.TEXT)
                            .setWindow(window));
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
