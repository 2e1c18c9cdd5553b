package com.firmsite.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The schedule of the site's next change, on time moved by hand: it builds ahead of the instant by
 * twice the last build's time (with a second to spare), serves at the instant exactly, and tries a
 * change that could not be served again a minute later. Nothing sleeps.
 */
class ContentScheduleTest {
    private static final Instant START = Instant.parse("2026-12-01T13:00:00Z");
    private static final Instant DUE = START.plus(Duration.ofHours(1));
    /** Twice the 10 s assumed before any build was timed, and a second. */
    private static final Duration FIRST_LEAD = Duration.ofSeconds(21);

    private final ManualTime time = new ManualTime(START);
    private final List<Instant> builtAhead = new ArrayList<>();
    private final List<Instant> served = new ArrayList<>();
    private final AtomicBoolean serving = new AtomicBoolean(true);
    private final ContentSchedule schedule = new ContentSchedule(time.clocks(), builtAhead::add, instant -> {
        served.add(instant);
        return serving.get();
    });

    @AfterEach
    void close() {
        schedule.close();
    }

    @Test
    void theSiteIsBuiltAheadOfTheInstantAndServedAtTheInstantExactly() {
        schedule.arm(Optional.of(DUE));
        time.advance(Duration.between(START, DUE.minus(FIRST_LEAD)).minusMillis(1));
        assertThat(builtAhead).isEmpty();

        time.advance(Duration.ofMillis(1));
        assertThat(builtAhead).containsExactly(DUE);
        assertThat(served).isEmpty();

        time.advance(FIRST_LEAD.minusMillis(1));
        assertThat(served).isEmpty();

        time.advance(Duration.ofMillis(1));
        assertThat(served).containsExactly(DUE);
        assertThat(time.instant()).isEqualTo(DUE);
        assertThat(time.waiting()).as("nothing more to wake for").isEmpty();
    }

    @Test
    void theBuildStartsAheadByTwiceTheLastBuildsTime() {
        schedule.built(Duration.ofSeconds(30));
        schedule.arm(Optional.of(DUE));
        time.advance(Duration.between(START, DUE.minusSeconds(61)).minusMillis(1));
        assertThat(builtAhead).isEmpty();

        time.advance(Duration.ofMillis(1));
        assertThat(builtAhead).containsExactly(DUE);
    }

    @Test
    void aChangeThatCouldNotBeServedIsTriedAgainAMinuteLater() {
        serving.set(false);
        schedule.arm(Optional.of(DUE));
        time.advance(Duration.between(START, DUE));
        assertThat(served).containsExactly(DUE);

        serving.set(true);
        time.advance(ChangeTimer.LONGEST_SLEEP.minusMillis(1));
        assertThat(served).as("not again at once").containsExactly(DUE);

        time.advance(Duration.ofMillis(1));
        assertThat(served).containsExactly(DUE, DUE);
        assertThat(time.waiting()).isEmpty();
    }

    @Test
    void armingASoonerChangeReplacesTheOneArmedAndNoneDisarms() {
        Instant sooner = START.plus(Duration.ofMinutes(30));
        schedule.arm(Optional.of(DUE));
        schedule.arm(Optional.of(sooner));
        assertThat(schedule.upcoming()).hasValue(sooner);
        time.advance(Duration.ofHours(2));
        assertThat(served).containsExactly(sooner);

        schedule.arm(Optional.of(START.plus(Duration.ofHours(3))));
        schedule.arm(Optional.empty());
        time.advance(Duration.ofHours(2));
        assertThat(builtAhead).containsExactly(sooner);
        assertThat(served).containsExactly(sooner);
        assertThat(schedule.upcoming()).isEmpty();
    }
}
