package com.firmsite.live;

import com.firmsite.base.Events;
import com.firmsite.base.Progress;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.startup.SnapshotCache;
import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Adds the compressed codings to a snapshot served in identity, and saves the result to the
 * start-up cache: the first snapshot on a background thread once the server listens, each later
 * build on the thread that built it. The compressed (or saved) snapshot replaces the identity one
 * only if that is still served.
 */
final class Compression {
    private final SnapshotBuilder builder;
    private final Optional<SnapshotCache> cache;
    private final ServedSnapshot served;
    private final Events events;
    /** Counted down once the first snapshot's compressed codings are served (or were superseded, or not needed). */
    private final CountDownLatch firstCompressed = new CountDownLatch(1);
    /** The first snapshot, waiting for {@link #inBackground}; guarded by this. */
    private Snapshot pending;
    /** The content's key before the first snapshot was loaded, to save it under; guarded by this. */
    private Optional<SnapshotCache.Key> pendingKey = Optional.empty();

    private volatile boolean compressing;

    private Runnable lateMade = () -> {};

    Compression(SnapshotBuilder builder, Optional<SnapshotCache> cache, ServedSnapshot served, Events events) {
        this.builder = builder;
        this.cache = cache;
        this.served = served;
        this.events = events;
    }

    /**
     * The first snapshot is {@code identity}, to be compressed by {@link #inBackground} and saved
     * under {@code key}; {@code lateMade} runs once the compression has made its late documents (or
     * failed).
     */
    synchronized void later(Snapshot identity, Optional<SnapshotCache.Key> key, Runnable lateMade) {
        pending = identity;
        pendingKey = key;
        this.lateMade = lateMade;
    }

    /** The first snapshot needs no compression (it was compressed, or restored whole). */
    void notNeeded() {
        firstCompressed.countDown();
    }

    /**
     * Compresses the first snapshot on a background thread, and swaps the result in unless a reload
     * has replaced it first. Does nothing for other snapshots.
     */
    synchronized void inBackground() {
        if (pending != null && !compressing) {
            compressing = true;
            // A method reference, not a lambda holding the snapshot: once compress() returns, nothing
            // on the thread refers to the build and the collection can free it.
            Thread.ofPlatform().daemon().name("compress").start(this::compressPending);
        }
    }

    private void compressPending() {
        boolean swapped;
        try {
            // After an edit, the snapshot the last start saved lends its codings to unchanged bodies.
            swapped = compress(
                    takePending(), cache.flatMap(SnapshotCache::earlier), pendingKey(), Progress.of("start", events));
        } finally {
            lateMade();
            firstCompressed.countDown();
        }
        if (swapped) {
            FolderBuild.returnBuildMemory(events);
        } else {
            BuildHeap.asConfigured();
        }
    }

    private void lateMade() {
        Runnable run;
        synchronized (this) {
            run = lateMade;
        }
        run.run();
    }

    private synchronized Snapshot takePending() {
        Snapshot identity = pending;
        pending = null;
        return identity;
    }

    private synchronized Optional<SnapshotCache.Key> pendingKey() {
        return pendingKey;
    }

    /**
     * Compresses {@code identity} (taking unchanged bodies' codings from {@code earlier}) and serves
     * it. Returns whether the compressed snapshot (or the file it was saved to) is now serving.
     */
    boolean compress(
            Snapshot identity, Optional<Snapshot> earlier, Optional<SnapshotCache.Key> key, Progress progress) {
        long start = System.nanoTime();
        try {
            SnapshotBuilder.Compressed compressed = builder.compress(identity, earlier, progress);
            Snapshot full = compressed.snapshot();
            if (served.replace(identity, full)) {
                events.info("compressed codings ready (" + full.resources().size() + " resources, "
                        + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) + " ms; " + compressed.counts()
                        + ")");
                Progress.Phase saving = progress.phase("save", 1, "snapshots");
                try {
                    serveSaved(full, key);
                } catch (OutOfMemoryError e) {
                    // The compressed snapshot was swapped in above and keeps serving from the heap.
                    events.error(
                            "start-up cache: reading the saved file back ran out of heap; serving the compressed snapshot from the heap (the JVM needs a larger -Xmx for this site)",
                            e);
                }
                saving.end(1);
                return true;
            }
        } catch (RuntimeException e) {
            events.error("pre-compression failed; serving identity until the next reload", e);
        } catch (OutOfMemoryError e) {
            // The identity snapshot keeps serving; what the compression had made is garbage now.
            events.error(
                    "pre-compression ran out of heap; serving identity until the next reload (the JVM needs a larger -Xmx for this site)",
                    e);
        } finally {
            progress.finish();
        }
        return false;
    }

    /**
     * After a build: saves it to the start-up cache, then serves the saved file in its place (the
     * same responses byte for byte, as SnapshotCacheTest checks), so that a cold start ends holding
     * what a restart holds: for 10,000 pages a mapped file instead of 300 MB of rendered arrays on
     * the heap. With {@code --watch}, the bodies the render memo keeps for the next reload are read
     * from the file from then on too.
     */
    void serveSaved(Snapshot built, Optional<SnapshotCache.Key> key) {
        if (cache.isPresent() && key.isPresent() && cache.get().save(built, key.get())) {
            cache.get()
                    .load(key.get())
                    .ifPresent(saved -> served.replaceBySaved(built, saved).ifPresent(moved -> {
                        if (moved > 0) {
                            events.info("start-up cache: " + moved
                                    + " bodies kept for the next reload are read from the saved file");
                        }
                    }));
        }
    }

    /** The content's key before a build reads it; none without a cache, or when it cannot be read. */
    Optional<SnapshotCache.Key> keyNow() {
        if (cache.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(cache.get().key());
        } catch (IOException | RuntimeException e) {
            events.warn(
                    "start-up cache: cannot read the content folder for its key (" + e + "); not saving this reload");
            return Optional.empty();
        }
    }

    /** Waits until the first snapshot's compressed codings are being served (or were superseded). */
    boolean awaitCompressed(Duration timeout) throws InterruptedException {
        return firstCompressed.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * Waits for the first snapshot's compression, if it is running: a build waits for it (and its
     * save) to end, since two builds at once need twice the memory (a 10,000-page site ran out of
     * heap), and the compressed snapshot is what keeps serving if the build fails. False when
     * interrupted.
     */
    boolean awaitFirst() {
        if (compressing) {
            try {
                firstCompressed.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }
}
