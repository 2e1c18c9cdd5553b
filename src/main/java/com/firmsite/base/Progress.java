package com.firmsite.base;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * The progress of one long piece of work (a build, a reload, an export), phase by phase. Short work
 * says nothing: only once the work has run for {@link #QUIET} does it show itself, so that the
 * sample firm's start stays a few lines while a 10,000-page build tells the editor what it is doing.
 *
 * <ul>
 *   <li>On a terminal, one line rewritten in place ({@code render 4,512/10,000 pages, 2,250/s}),
 *       at most five times a second, and erased when the work ends.
 *   <li>In the log, one event per phase once the work is long ({@code render: 10,000 pages in 4.4 s
 *       (2,273/s)}), with the phase, count and time as fields in JSON lines; phases that ended
 *       before the work became long are logged when it does.
 * </ul>
 *
 * Thread-safe: phases are advanced from parallel streams.
 */
public final class Progress {
    /** How long work runs before it shows its progress (the "about two seconds"). */
    public static final Duration QUIET = Duration.ofSeconds(2);

    /** The total of a phase whose count is known only when it ends (the line then shows the count alone). */
    public static final long UNKNOWN = -1;

    private static final long REDRAW_NANOS = Duration.ofMillis(200).toNanos();

    private final String work;
    private final Optional<Events> events;
    private final Optional<PrintStream> terminal;
    private final LongSupplier clock;
    private final long started;
    private final List<Ended> ended = new ArrayList<>();
    private boolean loud;
    private long lastDrawn;
    private int drawnWidth;

    private record Ended(Phase phase, long nanos) {}

    /**
     * @param work what is being done, for the log ("build", "reload", "export")
     * @param events where the phases are logged; none for silent work
     * @param terminal where the progress line goes; none when standard error is not a terminal
     * @param clock nanoseconds, {@link System#nanoTime} outside tests
     */
    Progress(String work, Optional<Events> events, Optional<PrintStream> terminal, LongSupplier clock) {
        this.work = work;
        this.events = events;
        this.terminal = terminal;
        this.clock = clock;
        this.started = clock.getAsLong();
    }

    /**
     * Progress of {@code work} logged to {@code events}, drawn on standard error when the process
     * runs on a terminal ({@link java.io.Console#isTerminal}: not under systemd, CI or a pipe).
     */
    // Since JDK 22 System.console() is rarely null, but it still is when the JVM is told to use no
    // console implementation (jdk.console=java.base) and has no terminal: both cases mean "no line".
    @SuppressWarnings("SystemConsoleNull")
    public static Progress of(String work, Events events) {
        java.io.Console console = System.console();
        boolean onTerminal = console != null && console.isTerminal();
        return new Progress(
                work, Optional.of(events), onTerminal ? Optional.of(System.err) : Optional.empty(), System::nanoTime);
    }

    /** Work that shows nothing (tests, and the start-up cache's own restart). */
    public static Progress silent() {
        return new Progress("", Optional.empty(), Optional.empty(), System::nanoTime);
    }

    /** Starts a phase of {@code total} items, each called {@code unit} ("pages", "files", "codings"). */
    public Phase phase(String name, long total, String unit) {
        return new Phase(name, total, unit, clock.getAsLong());
    }

    /** One phase: advanced as items are done, then ended. */
    public final class Phase {
        private final String name;
        private final long total;
        private final String unit;
        private final long phaseStarted;
        private final AtomicLong done = new AtomicLong();

        private Phase(String name, long total, String unit, long phaseStarted) {
            this.name = name;
            this.total = total;
            this.unit = unit;
            this.phaseStarted = phaseStarted;
        }

        /** One more item done. */
        public void advance() {
            advance(1);
        }

        public void advance(long items) {
            long now = done.addAndGet(items);
            if (terminal.isPresent()) {
                redraw(this, now);
            }
        }

        /** The phase is over: logged when the work is long (now or later). */
        public void end() {
            Progress.this.end(this);
        }

        /** The phase is over, {@code items} done at once (work measured from outside: a load, a render). */
        public void end(long items) {
            advance(items);
            end();
        }

        String summary(long nanos) {
            double seconds = nanos / 1e9;
            long count = done.get();
            String rate = seconds > 0 && count > 0 ? String.format(Locale.ROOT, " (%,.0f/s)", count / seconds) : "";
            return String.format(Locale.ROOT, "%s: %,d %s in %.1f s%s", name, count, unit, seconds, rate);
        }
    }

    private synchronized void redraw(Phase phase, long doneNow) {
        long now = clock.getAsLong();
        if (!becameLoud(now) || terminal.isEmpty() || now - lastDrawn < REDRAW_NANOS) {
            return;
        }
        lastDrawn = now;
        double seconds = (now - phase.phaseStarted) / 1e9;
        String count = phase.total == UNKNOWN
                ? String.format(Locale.ROOT, "%,d", doneNow)
                : String.format(Locale.ROOT, "%,d/%,d", doneNow, phase.total);
        String line = String.format(
                Locale.ROOT,
                "%s: %s %s %s, %,.0f/s",
                work,
                phase.name,
                count,
                phase.unit,
                seconds > 0 ? doneNow / seconds : 0.0);
        PrintStream out = terminal.get();
        out.print("\r" + line + " ".repeat(Math.max(0, drawnWidth - line.length())));
        out.flush();
        drawnWidth = line.length();
    }

    private synchronized void end(Phase phase) {
        long now = clock.getAsLong();
        ended.add(new Ended(phase, now - phase.phaseStarted));
        if (becameLoud(now)) {
            logEnded();
        }
    }

    /**
     * The work is over: erases the progress line. Phases not yet logged stay unlogged when the work
     * was short.
     */
    public synchronized void finish() {
        erase();
        if (becameLoud(clock.getAsLong())) {
            logEnded();
        }
    }

    /** Clears the progress line, so that a log line does not follow it on the same row. */
    private void erase() {
        if (terminal.isPresent() && drawnWidth > 0) {
            PrintStream out = terminal.get();
            out.print("\r" + " ".repeat(drawnWidth) + "\r");
            out.flush();
            drawnWidth = 0;
        }
    }

    private boolean becameLoud(long now) {
        if (!loud && now - started >= QUIET.toNanos()) {
            loud = true;
        }
        return loud;
    }

    private void logEnded() {
        erase();
        if (events.isPresent()) {
            for (Ended end : ended) {
                Map<String, Object> fields = new HashMap<>();
                fields.put("phase", end.phase().name);
                fields.put("done", end.phase().done.get());
                fields.put("millis", end.nanos() / 1_000_000);
                if (end.phase().total != UNKNOWN) {
                    fields.put("total", end.phase().total);
                }
                events.get().info(work + " " + end.phase().summary(end.nanos()), fields);
            }
        }
        ended.clear();
    }
}
