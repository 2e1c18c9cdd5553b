package com.firmsite.live;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Time that moves only when the test moves it: the wall clock and the sleeps of a live site at once.
 * {@link #advance} runs, on the test's thread and in the order of their instants, every task whose
 * delay has passed (and those they schedule in turn), with the clock at each task's instant; so a
 * test sees what the server does at an instant, and nothing ever sleeps.
 */
final class ManualTime implements InstantSource, Sleeper {
    private record Task(Instant at, long order, Runnable run) {}

    private Instant now;
    private long scheduled;
    private final List<Task> tasks = new ArrayList<>();

    ManualTime(Instant start) {
        this.now = start;
    }

    /** The clocks of a live site that go by this time. */
    Clocks clocks() {
        return new Clocks(this, () -> this);
    }

    @Override
    public synchronized Instant instant() {
        return now;
    }

    @Override
    public synchronized Wake after(Duration delay, Runnable task) {
        Task waiting = new Task(now.plus(delay.isNegative() ? Duration.ZERO : delay), scheduled++, task);
        tasks.add(waiting);
        return () -> cancel(waiting);
    }

    private synchronized void cancel(Task task) {
        tasks.remove(task);
    }

    /** Nothing to stop: the tasks run only in {@link #advance}. */
    @Override
    public void close() {}

    /** Moves the time on by {@code duration}, running each task due meanwhile at its instant. */
    void advance(Duration duration) {
        Instant until = instant().plus(duration);
        for (Optional<Task> next = nextDue(until); next.isPresent(); next = nextDue(until)) {
            next.get().run().run();
        }
        synchronized (this) {
            now = until;
        }
    }

    /** Takes the first task due by {@code until}, and sets the clock to its instant. */
    private synchronized Optional<Task> nextDue(Instant until) {
        Optional<Task> next = tasks.stream()
                .filter(task -> !task.at().isAfter(until))
                .min(Comparator.comparing(Task::at).thenComparingLong(Task::order));
        next.ifPresent(task -> {
            tasks.remove(task);
            now = task.at();
        });
        return next;
    }

    /** The instants of the tasks waiting, in order. */
    synchronized List<Instant> waiting() {
        return tasks.stream().map(Task::at).sorted().toList();
    }
}
