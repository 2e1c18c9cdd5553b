package com.firmsite.live;

import java.time.InstantSource;
import java.util.function.Supplier;

/**
 * The time the live site goes by: the wall clock, which says what the site shows (a build is made
 * as of its instant) and when a scheduled change is due, and the sleeps until then, counted on a
 * monotonic clock (one {@link Sleeper} per timer, so that a long build ahead of a change never
 * delays the wake at its instant). A test gives both from one clock it moves by hand.
 */
record Clocks(InstantSource wall, Supplier<Sleeper> sleepers) {
    /** The system's clocks, each timer sleeping on a thread of its own. */
    static final Clocks SYSTEM = new Clocks(InstantSource.system(), () -> Sleeper.onThread("schedule-timer"));
}
