package com.firmsite.ratelimit;

import java.time.InstantSource;

/**
 * Counts in this process: 64 {@link WindowTable} segments, each behind its own lock, so counting is
 * exact under any concurrency and two clients rarely wait for each other.
 *
 * <p>Memory: under 64 bytes per client counted in the last two window lengths (an ended window is
 * dropped within a window length, as soon as any request arrives), plus 32 KiB for the empty
 * segments; never more than {@code 64 × maxSlotsPerSegment × 16} bytes in all (64 MiB by default,
 * room for 3,145,728 clients with open windows). When that is full, a client not already counted is
 * refused (429) until a window ends: the limiter never lets anyone past the quota.
 */
public final class InMemoryStore implements RateLimitStore {
    /** Default bound per segment: 65,536 slots, 1 MiB. */
    static final int DEFAULT_MAX_SLOTS_PER_SEGMENT = 1 << 16;

    private static final int SEGMENT_BITS = 6;

    private final Policy policy;
    private final InstantSource clock;
    private final WindowTable[] segments = new WindowTable[1 << SEGMENT_BITS];
    private int sweepCursor;

    public InMemoryStore(Policy policy, InstantSource clock) {
        this(policy, clock, DEFAULT_MAX_SLOTS_PER_SEGMENT);
    }

    InMemoryStore(Policy policy, InstantSource clock, int maxSlotsPerSegment) {
        if (Integer.bitCount(maxSlotsPerSegment) != 1 || maxSlotsPerSegment < WindowTable.MIN_CAPACITY) {
            throw new IllegalArgumentException(
                    "maxSlotsPerSegment must be a power of two of at least " + WindowTable.MIN_CAPACITY);
        }
        this.policy = policy;
        this.clock = clock;
        for (int i = 0; i < segments.length; i++) {
            segments[i] = new WindowTable(policy.windowMillis(), maxSlotsPerSegment);
        }
    }

    @Override
    public Decision hit(long client) {
        long now = clock.millis();
        long hash = mix(client);
        WindowTable segment = segments[(int) (hash >>> (64 - SEGMENT_BITS))];
        long window;
        synchronized (segment) {
            window = segment.hit(client, hash, now, policy.quota() + 1);
        }
        sweepAnother(now);
        if (window == WindowTable.FULL) {
            return new Decision(policy.quota(), 0, policy.windowSeconds(), false);
        }
        return Decision.of(policy, window & 0xFFFF, (window >>> 16) + policy.windowMillis() - now);
    }

    /**
     * A segment drops ended windows when it is next used a window length after its last sweep. So
     * that a segment no client uses any more is swept too, each request also offers a sweep to the
     * next segment in turn: every segment is offered one every 64 requests, so with any traffic at
     * all an ended window is dropped within about a window length.
     */
    private void sweepAnother(long now) {
        // A plain field: a lost update under a race only delays one segment's turn.
        int next = (sweepCursor + 1) & (segments.length - 1);
        sweepCursor = next;
        WindowTable other = segments[next];
        synchronized (other) {
            other.sweepIfDue(now);
        }
    }

    /** Clients stored (open windows, and ended ones not yet dropped). */
    long size() {
        long size = 0;
        for (WindowTable segment : segments) {
            synchronized (segment) {
                size += segment.size();
            }
        }
        return size;
    }

    /** Slots allocated across all segments (16 bytes each). */
    long slots() {
        long slots = 0;
        for (WindowTable segment : segments) {
            synchronized (segment) {
                slots += segment.capacity();
            }
        }
        return slots;
    }

    /** MurmurHash3's 64-bit finalizer: spreads keys that differ in a few bits over all 64. */
    static long mix(long key) {
        long h = key;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        h ^= h >>> 33;
        return h;
    }
}
