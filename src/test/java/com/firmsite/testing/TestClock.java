package com.firmsite.testing;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicLong;

/** A clock that only moves when a test moves it, so time-dependent tests never sleep. */
public final class TestClock implements InstantSource {
    private final AtomicLong millis;

    public TestClock(Instant start) {
        this.millis = new AtomicLong(start.toEpochMilli());
    }

    /** 2026-01-01T00:00:00Z. */
    public TestClock() {
        this(Instant.parse("2026-01-01T00:00:00Z"));
    }

    public void advance(Duration duration) {
        millis.addAndGet(duration.toMillis());
    }

    @Override
    public long millis() {
        return millis.get();
    }

    @Override
    public Instant instant() {
        return Instant.ofEpochMilli(millis.get());
    }
}
