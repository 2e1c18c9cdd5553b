package com.firmsite.live;

import com.firmsite.snapshot.Snapshot;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * When the site served changes by itself, with no edit: at the next instant its build says it
 * changes ({@link #nextChange}: a scheduled publication goes live). It wakes twice for that
 * instant, by the wall clock of its {@link Clocks}: ahead of it by twice the last build's time (at
 * least two seconds, at most ten minutes and a second), to build the site as it will be then; and
 * at the instant, to serve it. A change that could not be served is tried again a timer's longest
 * sleep later.
 */
final class ContentSchedule implements AutoCloseable {
    private final ChangeTimer atInstant;
    private final ChangeTimer ahead;
    private final Consumer<Instant> buildAhead;
    private final Predicate<Instant> serve;
    /** The instant the timers are armed for. */
    private volatile Instant upcoming;
    /** How long the last build took, loading to compressed codings (unknown after a restart from the cache: 10 s assumed). */
    private volatile Duration lastBuild = Duration.ofSeconds(10);

    /**
     * @param buildAhead called ahead of the next change with its instant, to build the site as of then
     * @param serve called at the instant; returns whether the site as of then is served (else it is
     *     tried again later)
     */
    ContentSchedule(Clocks clocks, Consumer<Instant> buildAhead, Predicate<Instant> serve) {
        this.buildAhead = buildAhead;
        this.serve = serve;
        this.atInstant = new ChangeTimer(clocks.wall(), clocks.sleepers().get(), ChangeTimer.LONGEST_SLEEP, this::due);
        this.ahead = new ChangeTimer(
                clocks.wall(), clocks.sleepers().get(), ChangeTimer.LONGEST_SLEEP, instant -> prepare());
    }

    /**
     * The next instant at which the site {@code snapshot} serves changes without an edit, as its
     * build found it: the next scheduled publication. Whatever else a build finds due at an instant
     * (an event that becomes past, a job opening that expires) belongs here too, as the earliest of
     * them all: this schedule neither knows nor cares what changes.
     */
    static Optional<Instant> nextChange(Snapshot snapshot) {
        return snapshot.nextPublication();
    }

    /** Wakes for {@code next}, the next change of the site now served (replacing what was armed); nothing when empty. */
    void arm(Optional<Instant> next) {
        upcoming = next.orElse(null);
        Duration lead = Duration.ofNanos(Math.clamp(
                        2 * lastBuild.toNanos(),
                        Duration.ofSeconds(1).toNanos(),
                        Duration.ofMinutes(10).toNanos()))
                .plusSeconds(1);
        ahead.arm(next.map(instant -> instant.minus(lead)));
        atInstant.arm(next);
    }

    /** A build took {@code time}: the next is started ahead of its instant by twice that. */
    void built(Duration time) {
        lastBuild = time;
    }

    /** The instant it wakes for next, if any. */
    Optional<Instant> upcoming() {
        return Optional.ofNullable(upcoming);
    }

    private void prepare() {
        Instant due = upcoming;
        if (due != null) {
            buildAhead.accept(due);
        }
    }

    private void due(Instant instant) {
        if (!serve.test(instant)) {
            atInstant.retryLater(instant);
        }
    }

    @Override
    public void close() {
        atInstant.close();
        ahead.close();
    }
}
