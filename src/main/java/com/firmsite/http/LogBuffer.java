package com.firmsite.http;

import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * One thread's access-log bytes, double-buffered: the thread appends to the active array, the
 * writer takes it and hands back the other one. Callers synchronize on the buffer; the spare array
 * belongs to the writer alone.
 */
final class LogBuffer {
    /** Longest line {@link LogLine} writes: paths and methods are cut well below this. */
    static final int MAX_LINE = 16 * 1024;

    /** The bytes taken by the writer. */
    record Taken(byte[] bytes, int length) {}

    private byte[] active;
    private byte[] spare;
    private int length;
    private boolean writerWoken;
    private long second = Long.MIN_VALUE;
    private final byte[] secondPrefix = new byte[20];

    LogBuffer(int capacity) {
        this.active = new byte[capacity];
        this.spare = new byte[capacity];
    }

    boolean hasRoomForALine() {
        return length + MAX_LINE <= active.length;
    }

    /** True once per fill, when half the buffer is used: the writer should come now, not on its timer. */
    boolean needsEarlyFlush() {
        if (!writerWoken && length > active.length / 2) {
            writerWoken = true;
            return true;
        }
        return false;
    }

    Taken take() {
        Taken taken = new Taken(active, length);
        if (length > 0) {
            active = spare;
            spare = null;
            length = 0;
            writerWoken = false;
        }
        return taken;
    }

    /** Called by the writer, and only after {@link #take()} swapped buffers. */
    void giveBack(byte[] written) {
        spare = written;
    }

    void put(byte b) {
        active[length++] = b;
    }

    void put(byte[] bytes) {
        System.arraycopy(bytes, 0, active, length, bytes.length);
        length += bytes.length;
    }

    void putAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            active[length++] = (byte) text.charAt(i);
        }
    }

    void putLong(long value) {
        if (value < 0) {
            put((byte) '-');
            value = -value;
        }
        int start = length;
        do {
            active[length++] = (byte) ('0' + value % 10);
            value /= 10;
        } while (value > 0);
        for (int i = start, j = length - 1; i < j; i++, j--) {
            byte swap = active[i];
            active[i] = active[j];
            active[j] = swap;
        }
    }

    /** {@code 2026-01-31T12:00:00.123Z}: the second's part is formatted once per second. */
    void putTimestamp(long epochMillis) {
        long now = Math.floorDiv(epochMillis, 1000);
        if (now != second) {
            second = now;
            String text =
                    DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(LocalDateTime.ofEpochSecond(now, 0, ZoneOffset.UTC))
                            + ".";
            System.arraycopy(text.getBytes(StandardCharsets.US_ASCII), 0, secondPrefix, 0, secondPrefix.length);
        }
        put(secondPrefix);
        int millis = Math.floorMod(epochMillis, 1000);
        put((byte) ('0' + millis / 100));
        put((byte) ('0' + millis / 10 % 10));
        put((byte) ('0' + millis % 10));
        put((byte) 'Z');
    }
}
