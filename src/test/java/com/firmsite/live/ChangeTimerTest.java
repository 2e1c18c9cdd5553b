package com.firmsite.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.TestClock;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The timer that wakes for scheduled changes (a publication going live): it sleeps on the
 * monotonic clock, and publishes only once the wall clock has reached the instant, so a wall clock
 * stepped back (NTP) never publishes early, and one stepped forward is noticed within the longest sleep. The wall clock here is a
 * test clock that moves only when the test moves it; each of the timer's wakes reads it once.
 */
class ChangeTimerTest {
    private static final Instant START = Instant.parse("2026-12-01T13:00:00Z");
    private static final Duration LONGEST_SLEEP = Duration.ofMillis(20);

    private final TestClock wall = new TestClock(START);
    private final Semaphore clockReads = new Semaphore(0);
    private final InstantSource observedWall = () -> {
        clockReads.release();
        return wall.instant();
    };
    private final List<Instant> published = new CopyOnWriteArrayList<>();
    private final CompletableFuture<Instant> firstPublished = new CompletableFuture<>();

    private ChangeTimer timer() {
        return new ChangeTimer(observedWall, Sleeper.onThread("test-timer"), LONGEST_SLEEP, instant -> {
            published.add(instant);
            firstPublished.complete(instant);
        });
    }

    @Test
    void wokenBeforeTheInstantByTheWallClockItPublishesNothingAndSleepsAgain() throws Exception {
        Instant nineAm = START.plus(Duration.ofHours(1));
        try (ChangeTimer timer = timer()) {
            timer.arm(Optional.of(nineAm));
            // An NTP step back of two hours while it sleeps.
            wall.advance(Duration.ofHours(-2));

            assertThat(clockReads.tryAcquire(10, 10, TimeUnit.SECONDS))
                    .as("the timer keeps waking and reading the wall clock")
                    .isTrue();
            assertThat(published).isEmpty();
            assertThat(timer.armedFor()).hasValue(nineAm);

            wall.advance(Duration.ofHours(3));
            assertThat(firstPublished.get(10, TimeUnit.SECONDS)).isEqualTo(nineAm);
        }
        assertThat(published).containsExactly(nineAm);
    }

    @Test
    void aWallClockSteppedForwardPastTheInstantPublishesWithinTheLongestSleep() throws Exception {
        Instant nextWeek = START.plus(Duration.ofDays(7));
        try (ChangeTimer timer = timer()) {
            timer.arm(Optional.of(nextWeek));
            assertThat(clockReads.tryAcquire(3, 10, TimeUnit.SECONDS)).isTrue();
            assertThat(published).isEmpty();

            wall.advance(Duration.ofDays(7));

            assertThat(firstPublished.get(10, TimeUnit.SECONDS)).isEqualTo(nextWeek);
            assertThat(timer.armedFor()).isEmpty();
        }
    }

    @Test
    void anInstantAlreadyReachedIsPublishedAtOnceAndOnlyOnce() throws Exception {
        try (ChangeTimer timer = timer()) {
            timer.arm(Optional.of(START));
            assertThat(firstPublished.get(10, TimeUnit.SECONDS)).isEqualTo(START);
            assertThat(timer.armedFor()).isEmpty();
        }
        assertThat(published).containsExactly(START);
    }

    @Test
    void armingAnotherInstantReplacesTheOneArmed() throws Exception {
        Instant later = START.plus(Duration.ofHours(2));
        Instant sooner = START.plus(Duration.ofHours(1));
        try (ChangeTimer timer = timer()) {
            timer.arm(Optional.of(later));
            timer.arm(Optional.of(sooner));
            assertThat(timer.armedFor()).hasValue(sooner);

            wall.advance(Duration.ofHours(1));
            assertThat(firstPublished.get(10, TimeUnit.SECONDS)).isEqualTo(sooner);
        }
        assertThat(published).containsExactly(sooner);
    }

    @Test
    void aClosedTimerPublishesNothing() throws Exception {
        ChangeTimer timer = timer();
        timer.arm(Optional.of(START.plusSeconds(60)));
        timer.close();
        wall.advance(Duration.ofHours(1));
        timer.arm(Optional.of(START));

        assertThat(timer.armedFor()).isEmpty();
        assertThat(clockReads.tryAcquire(2, 200, TimeUnit.MILLISECONDS))
                .as("no wake after close")
                .isFalse();
        assertThat(published).isEmpty();
    }
}
