package com.firmsite.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.TestClock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

/** The in-memory store: fixed windows, exact counts under contention, bounded and self-cleaning. */
class InMemoryStoreTest {
    private final TestClock clock = new TestClock();
    private final InMemoryStore store = new InMemoryStore(Policy.DEFAULT, clock);

    @Test
    void aWindowAllows120RequestsThenRefusesUntilItEnds() {
        for (int i = 1; i <= 120; i++) {
            Decision decision = store.hit(7);
            assertThat(decision).isEqualTo(new Decision(120, 120 - i, 60, true));
        }
        clock.advance(Duration.ofMillis(59_999));
        assertThat(store.hit(7)).isEqualTo(new Decision(120, 0, 1, false));
        clock.advance(Duration.ofMillis(1));
        assertThat(store.hit(7)).isEqualTo(new Decision(120, 119, 60, true));
    }

    @Test
    void aClockThatGoesBackwardsNeverStretchesAWindowPastItsLength() {
        clock.advance(Duration.ofHours(1));
        store.hit(7);
        clock.advance(Duration.ofMinutes(-30));
        Decision decision = store.hit(7);
        assertThat(decision.resetSeconds()).isBetween(1L, 60L);
        assertThat(decision.allowed()).isTrue();
    }

    @Test
    void countsAreExactWhenEightThreadsHitTheSameClients() throws Exception {
        int clients = 50;
        int perThread = 10_000;
        AtomicIntegerArray allowed = new AtomicIntegerArray(clients);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Callable<Void>> workers = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                workers.add(() -> {
                    for (int i = 0; i < perThread; i++) {
                        int client = i % clients;
                        if (store.hit(client).allowed()) {
                            allowed.incrementAndGet(client);
                        }
                    }
                    return null;
                });
            }
            for (Future<Void> worker : pool.invokeAll(workers, 60, TimeUnit.SECONDS)) {
                worker.get();
            }
        } finally {
            pool.shutdownNow();
        }
        for (int client = 0; client < clients; client++) {
            assertThat(allowed.get(client)).as("client %d", client).isEqualTo(120);
        }
    }

    @Test
    void endedWindowsAreDroppedOnceTheirSegmentsSeeTrafficAgain() {
        for (long client = 0; client < 100_000; client++) {
            store.hit(client);
        }
        assertThat(store.size()).isEqualTo(100_000);
        long slotsWhenFull = store.slots();
        clock.advance(Duration.ofSeconds(61));
        for (long client = 1_000_000; client < 1_010_000; client++) {
            store.hit(client);
        }
        assertThat(store.size()).isEqualTo(10_000);
        assertThat(store.slots()).isLessThan(slotsWhenFull / 4).isLessThanOrEqualTo(4 * 10_000 + 64 * 16);
    }

    @Test
    void endedWindowsAreDroppedEvenWhenOnlyOneClientIsStillActive() {
        for (long client = 0; client < 100_000; client++) {
            store.hit(client);
        }
        clock.advance(Duration.ofSeconds(61));
        for (int i = 0; i < 64; i++) {
            store.hit(-1);
        }
        assertThat(store.size()).isEqualTo(1);
        assertThat(store.slots()).isEqualTo(64 * WindowTable.MIN_CAPACITY);
    }

    @Test
    void slotsNeverExceedFourPerStoredClient() {
        for (long client = 0; client < 300_000; client++) {
            store.hit(client * 0x9E3779B97F4A7C15L);
            if (client % 1000 == 999) {
                assertThat(store.slots()).isLessThanOrEqualTo(4 * store.size() + 64 * WindowTable.MIN_CAPACITY);
            }
        }
    }

    @Test
    void aFullStoreRefusesNewClientsButNeverLetsAnyonePastTheQuota() {
        InMemoryStore small = new InMemoryStore(Policy.DEFAULT, clock, WindowTable.MIN_CAPACITY);
        int refused = 0;
        for (long client = 0; client < 5_000; client++) {
            if (!small.hit(client).allowed()) {
                refused++;
            }
        }
        // 64 segments of 16 slots, at most 3/4 full.
        assertThat(small.size()).isLessThanOrEqualTo(64 * 12);
        assertThat(small.slots()).isEqualTo(64 * 16);
        assertThat(refused).isEqualTo(5_000 - small.size());
        Decision newcomer = small.hit(99_999);
        assertThat(newcomer.allowed()).isFalse();
        assertThat(newcomer.remaining()).isZero();
        assertThat(newcomer.retryAfterSeconds()).isEqualTo(60);

        clock.advance(Duration.ofSeconds(60));
        assertThat(small.hit(99_999).allowed()).isTrue();
    }
}
