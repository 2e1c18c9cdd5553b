package com.firmsite.ratelimit;

/**
 * One segment of the in-memory store: an open-addressing (linear probing) table of client keys and
 * their windows, in two {@code long} arrays, 16 bytes a slot and no object per client. A window is
 * packed as {@code startMillis << 16 | count}; 0 marks an empty slot (a stored count is at least 1).
 *
 * <p>Expired windows are dropped by {@link #rebuild}, which runs when the table would pass 3/4 full
 * and once per window length otherwise, and sizes the new table so that it is at most half full:
 * slots never exceed 4 per stored client (64 bytes), or {@link #MIN_CAPACITY} for a nearly empty
 * table. Not thread-safe: {@link InMemoryStore} locks.
 */
final class WindowTable {
    static final int MIN_CAPACITY = 16;
    /** {@link #hit} returns this when the table is full of open windows. */
    static final long FULL = -1;

    private static final long COUNT_MASK = 0xFFFF;

    private final long windowMillis;
    private final int maxCapacity;
    private long[] keys = new long[MIN_CAPACITY];
    private long[] windows = new long[MIN_CAPACITY];
    private int size;
    private long nextSweepMillis = Long.MIN_VALUE;
    /** When a full table next has an expired window to drop; until then new clients are refused without a rebuild. */
    private long fullUntilMillis = Long.MIN_VALUE;

    WindowTable(long windowMillis, int maxCapacity) {
        this.windowMillis = windowMillis;
        this.maxCapacity = maxCapacity;
    }

    /**
     * Counts a request of {@code key} (whose mixed hash is {@code hash}) at {@code now}; returns its
     * window after counting, or {@link #FULL}. Counts saturate at {@code cap}.
     */
    long hit(long key, long hash, long now, int cap) {
        sweepIfDue(now);
        int slot = find(key, hash);
        if (windows[slot] != 0) {
            long window = windows[slot];
            long start = window >>> 16;
            long updated = isOpen(start, now) ? start << 16 | Math.min((window & COUNT_MASK) + 1, cap) : now << 16 | 1;
            windows[slot] = updated;
            return updated;
        }
        if ((size + 1) * 4L > keys.length * 3L) {
            if (now < fullUntilMillis && fullUntilMillis - now <= windowMillis) {
                return FULL;
            }
            long earliestEnd = rebuild(now, 1);
            if ((size + 1) * 4L > keys.length * 3L) {
                fullUntilMillis = earliestEnd;
                return FULL;
            }
            slot = find(key, hash);
        }
        keys[slot] = key;
        windows[slot] = now << 16 | 1;
        size++;
        return windows[slot];
    }

    /** Drops ended windows if a window length has passed since the last sweep. */
    void sweepIfDue(long now) {
        // The second test catches a clock set back, which would otherwise postpone the sweep.
        if (now >= nextSweepMillis || nextSweepMillis - now > windowMillis) {
            rebuild(now, 0);
        }
    }

    int size() {
        return size;
    }

    int capacity() {
        return keys.length;
    }

    private boolean isOpen(long start, long now) {
        // A clock that went backwards ends the window rather than stretching it.
        return now >= start && now - start < windowMillis;
    }

    /** The slot holding {@code key}, or the empty slot where it belongs. */
    private int find(long key, long hash) {
        int mask = keys.length - 1;
        int slot = (int) hash & mask;
        while (windows[slot] != 0 && keys[slot] != key) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    /**
     * Drops expired windows and re-sizes: the smallest power of two, within bounds, that keeps the
     * table at most half full after {@code room} more clients. Returns when the earliest remaining
     * window ends.
     */
    private long rebuild(long now, int room) {
        nextSweepMillis = now + windowMillis;
        long[] oldKeys = keys;
        long[] oldWindows = windows;
        int live = 0;
        long earliestStart = now;
        for (long window : oldWindows) {
            if (window != 0 && isOpen(window >>> 16, now)) {
                live++;
                earliestStart = Math.min(earliestStart, window >>> 16);
            }
        }
        int capacity = MIN_CAPACITY;
        while (capacity < maxCapacity && (live + room) * 2L > capacity) {
            capacity *= 2;
        }
        keys = new long[capacity];
        windows = new long[capacity];
        size = 0;
        for (int i = 0; i < oldWindows.length; i++) {
            if (oldWindows[i] != 0 && isOpen(oldWindows[i] >>> 16, now)) {
                int slot = find(oldKeys[i], InMemoryStore.mix(oldKeys[i]));
                keys[slot] = oldKeys[i];
                windows[slot] = oldWindows[i];
                size++;
            }
        }
        return earliestStart + windowMillis;
    }
}
