package com.firmsite.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.TestClock;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The memory bound of docs/operations.md ("Rate limiting"), measured: the heap a store retains
 * for 1,000,000 distinct client addresses, taken as heap used after full collections, before and
 * after.
 */
class InMemoryStoreMemoryTest {
    /** The bound docs/operations.md states: under 64 bytes per client with an open window. */
    static final long BYTES_PER_CLIENT_BOUND = 64;

    private static final int CLIENTS = 1_000_000;

    @Test
    void aMillionDistinctClientsStayWithinTheStatedBytesPerClient() {
        TestClock clock = new TestClock();
        long before = heapUsedAfterGc();
        InMemoryStore store = new InMemoryStore(Policy.DEFAULT, clock);
        ClientAddress clients = ClientAddress.trusting(java.util.List.of());
        byte[] address = new byte[4];
        for (int i = 0; i < CLIENTS; i++) {
            // 10.0.0.0 upwards: a million real, distinct IPv4 peers.
            int value = 0x0A00_0000 + i;
            address[0] = (byte) (value >>> 24);
            address[1] = (byte) (value >>> 16);
            address[2] = (byte) (value >>> 8);
            address[3] = (byte) value;
            assertThat(store.hit(IpAddress.of(address).key()).allowed()).isTrue();
        }
        long after = heapUsedAfterGc();
        double bytesPerClient = (after - before) / (double) CLIENTS;
        System.out.printf(
                "in-memory store: %,d clients, %,d bytes retained, %.1f bytes per client (%,d slots)%n",
                CLIENTS, after - before, bytesPerClient, store.slots());
        assertThat(store.size()).isEqualTo(CLIENTS);
        assertThat(bytesPerClient).isLessThan(BYTES_PER_CLIENT_BOUND);

        clock.advance(Duration.ofSeconds(61));
        for (long client = 0; client < 10_000; client++) {
            store.hit(client);
        }
        long afterExpiry = heapUsedAfterGc();
        System.out.printf(
                "after the windows ended: %,d bytes retained for %,d clients%n", afterExpiry - before, store.size());
        try {
            assertThat(afterExpiry - before).isLessThan(10_000 * BYTES_PER_CLIENT_BOUND + 2 * 1024 * 1024);
        } finally {
            Reference.reachabilityFence(clients);
            Reference.reachabilityFence(store);
        }
    }

    private static long heapUsedAfterGc() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long used = Long.MAX_VALUE;
        // Collections until the figure stops falling: what is left is what is reachable.
        for (int i = 0; i < 10; i++) {
            System.gc();
            long now = memory.getHeapMemoryUsage().getUsed();
            if (now >= used - 64 * 1024) {
                return Math.min(now, used);
            }
            used = now;
        }
        return used;
    }
}
