package com.firmsite.http;

import io.netty.buffer.ByteBuf;
import io.netty.util.concurrent.FastThreadLocal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/** The {@code Date} header line, formatted once per second per event-loop thread. */
final class HttpDate {
    // IMF-fixdate's names are fixed English (RFC 9110 §5.6.7), so they are spelled out here rather
    // than looked up: java.time's formatter loads the JDK's locale data on first use, 30 ms of the
    // first request after a start.
    private static final String[] DAY_NAMES = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    private static final String[] MONTH_NAMES = {
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
    };

    private static final FastThreadLocal<HttpDate> CURRENT = new FastThreadLocal<>() {
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

    /** {@code Sun, 06 Nov 1994 08:49:37 GMT} for a time in seconds since the epoch (years 1000 to 9999). */
    static String imfFixdate(long epochSecond) {
        LocalDateTime time = LocalDateTime.ofEpochSecond(epochSecond, 0, ZoneOffset.UTC);
        return DAY_NAMES[time.getDayOfWeek().ordinal()] + ", " + twoDigits(time.getDayOfMonth()) + " "
                + MONTH_NAMES[time.getMonthValue() - 1] + " " + time.getYear() + " " + twoDigits(time.getHour()) + ":"
                + twoDigits(time.getMinute()) + ":" + twoDigits(time.getSecond()) + " GMT";
    }

    private static String twoDigits(int value) {
        return value < 10 ? "0" + value : Integer.toString(value);
    }

    private byte[] lineFor(long now) {
        if (now != second) {
            second = now;
            line = ("Date: " + imfFixdate(now) + "\r\n").getBytes(StandardCharsets.US_ASCII);
        }
        return line;
    }
}
