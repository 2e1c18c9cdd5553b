package com.firmsite.live;

import java.time.Duration;

/**
 * Runs a task after a delay counted on a monotonic clock, which a step of the wall clock does not
 * move: on a thread of its own in the server ({@link #onThread}); by the test's hand in a test that
 * moves time itself, so that nothing there sleeps.
 */
interface Sleeper extends AutoCloseable {
    /** Runs {@code task} once {@code delay} has passed, unless the returned wake is cancelled first. */
    Wake after(Duration delay, Runnable task);

    /** Runs nothing more. */
    @Override
    void close();

    /** A task waiting for its delay. */
    interface Wake {
        void cancel();
    }

    /** Sleeps on a daemon thread called {@code name}, started at the first task (see {@link ThreadSleeper}). */
    static Sleeper onThread(String name) {
        return new ThreadSleeper(name);
    }
}
