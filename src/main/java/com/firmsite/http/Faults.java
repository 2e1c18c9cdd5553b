package com.firmsite.http;

import com.firmsite.base.Events;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Unexpected exceptions while answering (bugs): the first of each kind (exception class and where
 * it was thrown) is logged with its stack trace; repeats are counted and reported in one line at
 * most once a minute. A client that triggers the same bug thousands of times a second then costs
 * a counter, not megabytes of stack traces.
 */
final class Faults {
    static final long REPORT_INTERVAL_NANOS = TimeUnit.MINUTES.toNanos(1);
    /** Kinds are places in the code, so few; a bound all the same. Beyond it, kinds share one count. */
    private static final int MAX_KINDS = 256;

    private final Events events;
    private final Map<String, Kind> kinds = new ConcurrentHashMap<>();
    private final AtomicLong total = new AtomicLong();

    /** One kind of fault: how often it happened, and how many of those are not reported yet. */
    private static final class Kind {
        final AtomicLong count = new AtomicLong();
        final AtomicLong unreported = new AtomicLong();
        final AtomicLong lastReport = new AtomicLong(System.nanoTime());
    }

    Faults(Events events) {
        this.events = events;
    }

    /** Records a fault met while doing {@code what} (no request bytes in it). */
    void record(String what, Throwable fault) {
        total.incrementAndGet();
        String name = kindOf(fault);
        Kind kind = kinds.size() < MAX_KINDS
                ? kinds.computeIfAbsent(name, k -> new Kind())
                : kinds.computeIfAbsent("(other kinds)", k -> new Kind());
        long count = kind.count.incrementAndGet();
        if (count == 1) {
            events.error(
                    what + " failed (" + name + "); further faults of this kind are counted and reported once a minute",
                    fault);
            return;
        }
        kind.unreported.incrementAndGet();
        long now = System.nanoTime();
        long last = kind.lastReport.get();
        if (now - last >= REPORT_INTERVAL_NANOS && kind.lastReport.compareAndSet(last, now)) {
            long reported = kind.unreported.getAndSet(0);
            events.warn(name + ": " + reported + " more fault(s) in the last "
                    + TimeUnit.NANOSECONDS.toSeconds(now - last) + " s, " + count + " since start");
        }
    }

    /** Faults recorded since start, every kind. */
    long total() {
        return total.get();
    }

    private static String kindOf(Throwable fault) {
        StackTraceElement[] trace = fault.getStackTrace();
        return fault.getClass().getName() + (trace.length > 0 ? " at " + trace[0] : "");
    }
}
