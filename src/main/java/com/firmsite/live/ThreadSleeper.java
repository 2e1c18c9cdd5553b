package com.firmsite.live;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A {@link Sleeper} on a scheduled executor, which counts {@code System.nanoTime}. Its thread is
 * started at the first task: most sites schedule no change, and need no thread for it.
 */
final class ThreadSleeper implements Sleeper {
    private final String name;
    private ScheduledExecutorService executor;

    ThreadSleeper(String name) {
        this.name = name;
    }

    @Override
    public synchronized Wake after(Duration delay, Runnable task) {
        if (executor == null) {
            executor = Executors.newSingleThreadScheduledExecutor(
                    Thread.ofPlatform().daemon().name(name).factory());
        }
        ScheduledFuture<?> future = executor.schedule(task, Math.max(1, delay.toMillis()), TimeUnit.MILLISECONDS);
        return () -> future.cancel(false);
    }

    @Override
    public synchronized void close() {
        if (executor != null) {
            executor.shutdownNow();
        }
    }
}
