package com.firmsite.live;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Wakes the server when the next change of the site is due. It sleeps on a monotonic timer (a
 * {@link Sleeper}, which a clock step does not move), and on each wake it reads the wall clock
 * again: the change is due only when the wall clock has reached its instant; woken earlier (the
 * wall clock was stepped back, or drifted), it sleeps again for what is left. It never sleeps
 * longer than {@link #LONGEST_SLEEP} at a time, so a wall clock stepped forward, or a machine that
 * was suspended (the monotonic clock stops meanwhile), is noticed within that time.
 */
final class ChangeTimer implements AutoCloseable {
    static final Duration LONGEST_SLEEP = Duration.ofMinutes(1);

    private final InstantSource clock;
    private final Sleeper sleeper;
    private final Duration longestSleep;
    private final Consumer<Instant> due;

    private Instant armedFor;
    private Sleeper.Wake pending;
    private boolean closed;

    /**
     * @param due called on the sleeper's thread with the instant that is due, once the wall clock has
     *     reached it; it calls {@link #arm} again with the next one (or {@link #retryLater})
     */
    ChangeTimer(InstantSource clock, Sleeper sleeper, Duration longestSleep, Consumer<Instant> due) {
        this.clock = clock;
        this.sleeper = sleeper;
        this.longestSleep = longestSleep;
        this.due = due;
    }

    /** Wakes for {@code next} (replacing whatever was armed); nothing when empty. */
    synchronized void arm(Optional<Instant> next) {
        if (closed || (next.isPresent() && next.get().equals(armedFor))) {
            return;
        }
        cancel();
        if (next.isPresent()) {
            armedFor = next.get();
            sleep(Duration.between(clock.instant(), armedFor));
        }
    }

    /** After a failed change: tries {@code instant} again after the longest sleep, not at once. */
    synchronized void retryLater(Instant instant) {
        if (closed) {
            return;
        }
        cancel();
        armedFor = instant;
        sleep(longestSleep);
    }

    /** The instant it will wake for, if any. */
    synchronized Optional<Instant> armedFor() {
        return Optional.ofNullable(armedFor);
    }

    private void sleep(Duration wanted) {
        Duration delay = wanted.compareTo(longestSleep) > 0 ? longestSleep : wanted;
        Instant target = armedFor;
        pending = sleeper.after(delay, () -> wake(target));
    }

    private void wake(Instant target) {
        synchronized (this) {
            if (!target.equals(armedFor)) {
                return;
            }
            Instant now = clock.instant();
            if (now.isBefore(target)) {
                sleep(Duration.between(now, target));
                return;
            }
            armedFor = null;
            pending = null;
        }
        due.accept(target);
    }

    private void cancel() {
        if (pending != null) {
            pending.cancel();
            pending = null;
        }
        armedFor = null;
    }

    @Override
    public synchronized void close() {
        closed = true;
        cancel();
        sleeper.close();
    }
}
