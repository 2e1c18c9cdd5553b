package com.firmsite.live;

import com.firmsite.base.Events;
import com.firmsite.base.Progress;
import com.firmsite.content.ContentError;
import com.firmsite.content.ContentException;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder.Build;
import com.firmsite.startup.SnapshotCache;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Builds the site again from its folder, as of now, and serves it: in identity as soon as it is
 * rendered, then with its compressed codings. When the content is broken the last good snapshot
 * keeps serving and every error is logged.
 */
final class Reloader {
    private final FolderBuild folder;
    private final ServedSnapshot served;
    private final Compression compression;
    private final ScheduledChanges scheduled;
    /** Held while building: one build at a time (see {@link Compression#awaitFirst}). */
    private final Object buildLock;

    private final InstantSource clock;
    private final Events events;
    private final AtomicLong failedReloads = new AtomicLong();
    private final AtomicLong contentErrors = new AtomicLong();

    Reloader(
            FolderBuild folder,
            ServedSnapshot served,
            Compression compression,
            ScheduledChanges scheduled,
            Object buildLock,
            InstantSource clock,
            Events events) {
        this.folder = folder;
        this.served = served;
        this.compression = compression;
        this.scheduled = scheduled;
        this.buildLock = buildLock;
        this.clock = clock;
        this.events = events;
    }

    /** Reloads that kept the last good snapshot serving (broken content, or a failure). */
    long failedReloads() {
        return failedReloads.get();
    }

    /** Content errors reported by failed reloads since start (each reload counts all it found). */
    long contentErrors() {
        return contentErrors.get();
    }

    /**
     * Rebuilds from the content folder. Returns true if the new snapshot is now serving. A reload
     * asked for while the first snapshot is being compressed waits for that compression (and its
     * save) to end (see {@link Compression#awaitFirst}).
     */
    boolean reload() {
        if (!compression.awaitFirst()) {
            return false;
        }
        synchronized (buildLock) {
            boolean reloaded = rebuild();
            if (reloaded) {
                FolderBuild.returnBuildMemory(events);
            } else {
                BuildHeap.asConfigured();
            }
            return reloaded;
        }
    }

    /**
     * A reload from the watcher, which nothing may end: a thread that died here would leave every
     * later edit ignored while the site keeps answering. The reload reports what it knows (content
     * errors, a failed build, running out of heap); anything that still escapes it is logged and the
     * watcher waits for the next change. Running out of memory here is logged like a reload's, and
     * the snapshot being served is whole (it was swapped in only once built).
     */
    void reloadSurviving() {
        try {
            reload();
        } catch (Throwable thrown) { // every Throwable: see above
            failedReloads.incrementAndGet();
            events.error("content reload failed; still serving the last good version, still watching", thrown);
        }
    }

    private boolean rebuild() {
        long start = System.nanoTime();
        try {
            Optional<SnapshotCache.Key> key = compression.keyNow();
            // The edit is served in identity as soon as it is rendered, as at start-up: compressing
            // takes longer than the rest of the build (10,000 pages: about 10 s of 18).
            Instant now = clock.instant();
            Progress progress = Progress.of("reload", events);
            Progress.Phase loading = progress.phase("load", Progress.UNKNOWN, "items");
            LoadedContent content = folder.load(now);
            loading.end(content.site().itemCount());
            content.site().warnings().forEach(warning -> events.warn(warning.toString()));
            long loaded = System.nanoTime();
            Progress.Phase rendering = progress.phase("render", Progress.UNKNOWN, "resources");
            Build reusable = served.reusable();
            // The pages first: an edit shows on them while the documents they feed are made (the
            // large firm: the pages 0.3-0.6 s, the rest of the build 0.8-1.3 s more).
            Build build = folder.renderShowingPagesFirst(content, now, reusable, pagesFirst -> {
                if (served.showFirst(reusable.snapshot(), pagesFirst)) {
                    events.info("content reload: changed pages shown after "
                            + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)
                            + " ms; making the documents made from them");
                }
            });
            Snapshot identity = build.snapshot();
            rendering.end(identity.resources().size());
            Snapshot earlier = served.swap(folder.kept(build));
            scheduled.follow(identity);
            events.info("content reloaded in " + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)
                    + " ms (loaded in " + TimeUnit.NANOSECONDS.toMillis(loaded - start) + " ms; "
                    + folder.lastLoad() + "; " + folder.rendered().lastRender()
                    + "; " + build.counts() + "); compressing");
            ScheduledChanges.published(content.site(), earlier, now).forEach(events::info);
            compression.compress(identity, Optional.of(earlier), key, progress);
            scheduled.built(Duration.ofNanos(System.nanoTime() - start));
            return true;
        } catch (ContentException e) {
            served.withdrawShownFirst();
            failedReloads.incrementAndGet();
            contentErrors.addAndGet(e.errors().size());
            events.warn("content has " + e.errors().size() + " error(s); still serving the last good version");
            for (ContentError error : e.errors()) {
                events.warn(error.toString());
            }
            return false;
        } catch (RuntimeException | StackOverflowError e) {
            // Not the content's (SiteBuild makes those content errors): a defect of ours, logged whole.
            served.withdrawShownFirst();
            failedReloads.incrementAndGet();
            events.error("content reload failed; still serving the last good version", e);
            return false;
        } catch (OutOfMemoryError e) {
            // Thrown by this build's allocations: the snapshot being served is whole, and the failed
            // build is garbage once this returns. Watching goes on; the next edit tries again.
            served.withdrawShownFirst();
            failedReloads.incrementAndGet();
            events.error(
                    "content reload ran out of heap; still serving the last good version (the JVM needs a larger -Xmx for this site)",
                    e);
            return false;
        }
    }
}
