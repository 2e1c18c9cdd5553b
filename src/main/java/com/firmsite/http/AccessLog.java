package com.firmsite.http;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * One line per request: method, path without query, status, body bytes, duration, request id (the
 * response's {@code X-Request-Id}). Never other headers, so never {@code Authorization} or {@code Cookie}.
 *
 * <p>Cheap on the request path: each thread formats its lines straight into its own buffer (no
 * strings, no locks shared between threads), and one background thread swaps the buffers out and
 * writes them in batches at least every {@value #FLUSH_MILLIS} ms, so neither a slow terminal nor a
 * system call per request slows a response. If a thread's buffer is full because the writer cannot
 * keep up, its lines are counted as dropped: the count is a metric ({@link #droppedLines}), and the
 * log itself says how many lines it lost, in one line per {@value #DROP_REPORT_MILLIS} ms at most,
 * so that a gap in the audit trail is never silent.
 */
public final class AccessLog implements AutoCloseable {
    static final long FLUSH_MILLIS = 100;
    static final long DROP_REPORT_MILLIS = 10_000;
    private static final int BUFFER_BYTES = 64 * 1024;

    /** Access-log formats. */
    public enum Format {
        TEXT,
        JSON
    }

    private final PrintStream out;
    private final Format format;
    private final List<LogBuffer> buffers = new CopyOnWriteArrayList<>();
    private final ThreadLocal<LogBuffer> local = ThreadLocal.withInitial(this::newBuffer);
    private final AtomicLong dropped = new AtomicLong();
    private final AtomicLong droppedInAll = new AtomicLong();
    /** None for a disabled log: nothing is written and no thread runs. */
    private final Optional<Thread> writer;

    private volatile boolean open = true;

    public AccessLog(PrintStream out, Format format) {
        this(out, format, true);
    }

    private AccessLog(PrintStream out, Format format, boolean enabled) {
        this.out = out;
        this.format = format;
        this.writer = enabled
                ? Optional.of(Thread.ofPlatform().daemon().name("access-log").start(this::drain))
                : Optional.empty();
    }

    /** A log that writes nothing (for tools that serve no traffic). */
    public static AccessLog disabled() {
        return new AccessLog(new PrintStream(OutputStream.nullOutputStream()), Format.TEXT, false);
    }

    void log(String method, String path, int status, long bytes, long nanos, String requestId) {
        if (writer.isEmpty() || !open) {
            return;
        }
        LogBuffer buffer = local.get();
        boolean wakeWriter;
        synchronized (buffer) {
            if (!buffer.hasRoomForALine()) {
                dropped.incrementAndGet();
                droppedInAll.incrementAndGet();
                return;
            }
            LogLine.append(
                    buffer,
                    format == Format.JSON,
                    System.currentTimeMillis(),
                    method,
                    path,
                    status,
                    bytes,
                    nanos,
                    requestId);
            wakeWriter = buffer.needsEarlyFlush();
        }
        if (wakeWriter) {
            LockSupport.unpark(writer.get());
        }
    }

    private LogBuffer newBuffer() {
        LogBuffer buffer = new LogBuffer(BUFFER_BYTES);
        buffers.add(buffer);
        return buffer;
    }

    /** The writer: every {@link #FLUSH_MILLIS} ms, or sooner when a buffer fills, writes every buffer. */
    private void drain() {
        long lastDropReport = System.nanoTime() - TimeUnit.MILLISECONDS.toNanos(DROP_REPORT_MILLIS);
        while (true) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(FLUSH_MILLIS));
            boolean last = !open;
            for (LogBuffer buffer : buffers) {
                LogBuffer.Taken taken;
                synchronized (buffer) {
                    taken = buffer.take();
                }
                if (taken.length() > 0) {
                    out.write(taken.bytes(), 0, taken.length());
                    buffer.giveBack(taken.bytes());
                }
            }
            long now = System.nanoTime();
            if (dropped.get() > 0
                    && (last || now - lastDropReport >= TimeUnit.MILLISECONDS.toNanos(DROP_REPORT_MILLIS))) {
                lastDropReport = now;
                out.println("access log: " + dropped.getAndSet(0) + " line(s) dropped, the writer could not keep up");
            }
            out.flush();
            if (last) {
                return;
            }
        }
    }

    /** Lines dropped since start because the writer could not keep up. */
    public long droppedLines() {
        return droppedInAll.get();
    }

    @Override
    public void close() {
        if (writer.isEmpty() || !open) {
            return;
        }
        open = false;
        LockSupport.unpark(writer.get());
        try {
            writer.get().join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        out.flush();
    }
}
