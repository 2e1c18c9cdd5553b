package com.firmsite.images;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The heap the images being decoded at once may take together (docs/images.md, "Memory"): each
 * image takes its {@link Codec.Header#workingBytes()} before it is decoded and gives them back once
 * its encodings are made, and waits while the others in flight leave too little. Several large
 * images of one build are then decoded one after another rather than together, where each alone
 * fits in the heap but not all at once. An image that needs more than the whole budget is decoded
 * when nothing else is, alone (the per-image limits, {@link ImageLimits}, bound it).
 *
 * <p>Waiting never deadlocks: an image holds one share at a time and takes no other while holding
 * it, and the threads that wait are the loader's own (not a fork-join pool's, whose joins could run
 * a waiting task on the thread that holds the share).
 */
final class DecodeBudget {
    /**
     * The budget of this process: half the heap's ceiling (512 MB under deploy/jvm.options), the other
     * half for the site being served and the build's own pages. Shared by every build in the process
     * (the heap is).
     */
    static final DecodeBudget PROCESS = new DecodeBudget(Runtime.getRuntime().maxMemory() / 2);

    private final long capacity;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition released = lock.newCondition();
    private long inFlight;

    DecodeBudget(long capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("a decoding budget must be positive");
        }
        this.capacity = capacity;
    }

    /** The share of {@code bytes}, once the images in flight leave room for it (or none is in flight). */
    Share take(long bytes) {
        lock.lock();
        try {
            while (inFlight > 0 && inFlight + bytes > capacity) {
                released.awaitUninterruptibly();
            }
            inFlight += bytes;
        } finally {
            lock.unlock();
        }
        return new Share(bytes);
    }

    /** The bytes taken by the images in flight now. */
    long inFlight() {
        lock.lock();
        try {
            return inFlight;
        } finally {
            lock.unlock();
        }
    }

    /** Bytes taken from the budget; closing gives them back (once). */
    final class Share implements AutoCloseable {
        private final long bytes;
        private boolean closed;

        private Share(long bytes) {
            this.bytes = bytes;
        }

        @Override
        public void close() {
            lock.lock();
            try {
                if (!closed) {
                    closed = true;
                    inFlight -= bytes;
                    released.signalAll();
                }
            } finally {
                lock.unlock();
            }
        }
    }
}
