package com.firmsite.http;

import java.nio.charset.StandardCharsets;

/**
 * Formats one access-log line into a {@link LogBuffer}, as text or as a JSON object:
 *
 * <pre>
 * 2026-01-31T12:00:00.123Z GET /team 200 6337 0.084ms 3f9c2a1b7d4e6f80
 * {"time":"2026-01-31T12:00:00.123Z","event":"request","method":"GET","path":"/team","status":200,"bytes":6337,"durationMs":0.084,"requestId":"3f9c2a1b7d4e6f80"}
 * </pre>
 *
 * Paths are attacker-chosen: in text, anything that is not printable becomes {@code ?}, so a line
 * stays one line; in JSON they are escaped. Both are cut to a bounded length.
 */
final class LogLine {
    private static final int TEXT_PATH_CHARS = 512;
    private static final int JSON_PATH_CHARS = 2048;
    private static final int METHOD_CHARS = 32;
    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

    private LogLine() {}

    /** @param requestId a well-formed token (see {@code RequestId}): letters, digits and {@code -_.:} only */
    static void append(
            LogBuffer out,
            boolean json,
            long epochMillis,
            String method,
            String path,
            int status,
            long bytes,
            long nanos,
            String requestId) {
        if (json) {
            out.putAscii("{\"time\":\"");
            out.putTimestamp(epochMillis);
            out.putAscii("\",\"event\":\"request\",\"method\":\"");
            putJsonString(out, method, METHOD_CHARS);
            out.putAscii("\",\"path\":\"");
            putJsonString(out, path, JSON_PATH_CHARS);
            out.putAscii("\",\"status\":");
            out.putLong(status);
            out.putAscii(",\"bytes\":");
            out.putLong(bytes);
            out.putAscii(",\"durationMs\":");
            putMillis(out, nanos);
            out.putAscii(",\"requestId\":\"");
            putJsonString(out, requestId, 64);
            out.putAscii("\"}\n");
            return;
        }
        out.putTimestamp(epochMillis);
        out.put((byte) ' ');
        putPrintable(out, method, METHOD_CHARS);
        out.put((byte) ' ');
        putPrintable(out, path, TEXT_PATH_CHARS);
        out.put((byte) ' ');
        out.putLong(status);
        out.put((byte) ' ');
        out.putLong(bytes);
        out.put((byte) ' ');
        putMillis(out, nanos);
        out.putAscii("ms ");
        putPrintable(out, requestId, 64);
        out.put((byte) '\n');
    }

    /** Milliseconds with three decimals (microsecond resolution). */
    private static void putMillis(LogBuffer out, long nanos) {
        long micros = Math.max(0, nanos) / 1000;
        out.putLong(micros / 1000);
        out.put((byte) '.');
        int fraction = (int) (micros % 1000);
        out.put((byte) ('0' + fraction / 100));
        out.put((byte) ('0' + fraction / 10 % 10));
        out.put((byte) ('0' + fraction % 10));
    }

    private static void putPrintable(LogBuffer out, String text, int maxChars) {
        String cut = text.length() > maxChars ? text.substring(0, maxChars) : text;
        if (isAscii(cut)) {
            for (int i = 0; i < cut.length(); i++) {
                char c = cut.charAt(i);
                out.put((byte) (c < 0x21 || c == 0x7f ? '?' : c));
            }
            return;
        }
        StringBuilder clean = new StringBuilder(cut.length());
        cut.codePoints()
                .forEach(c -> clean.appendCodePoint(Character.isISOControl(c) || Character.isWhitespace(c) ? '?' : c));
        out.put(clean.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static void putJsonString(LogBuffer out, String text, int maxChars) {
        String cut = text.length() > maxChars ? text.substring(0, maxChars) : text;
        if (!isAscii(cut)) {
            cut = new String(
                    cut.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8); // a lone surrogate becomes ?
        }
        for (int i = 0; i < cut.length(); i++) {
            char c = cut.charAt(i);
            if (c == '"' || c == '\\') {
                out.put((byte) '\\');
                out.put((byte) c);
            } else if (c < 0x20 || c == 0x7f) {
                out.putAscii("\\u00");
                out.put(HEX[c >> 4]);
                out.put(HEX[c & 0xf]);
            } else if (c < 0x80) {
                out.put((byte) c);
            } else {
                int end = Character.isHighSurrogate(c) && i + 1 < cut.length() ? i + 2 : i + 1;
                out.put(cut.substring(i, end).getBytes(StandardCharsets.UTF_8));
                i = end - 1;
            }
        }
    }

    private static boolean isAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }
}
