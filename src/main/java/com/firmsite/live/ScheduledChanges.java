package com.firmsite.live;

import com.firmsite.base.Events;
import com.firmsite.base.Progress;
import com.firmsite.content.ContentException;
import com.firmsite.content.ScheduledTime;
import com.firmsite.content.Site;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder.Build;
import com.firmsite.startup.SnapshotCache;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * The site changing at its scheduled instants (see {@link ContentSchedule}): ahead of an instant,
 * the site is built as it will be then (validated and rendered as of then, with its compressed
 * codings), and at the instant it is served whole, so every list, feed, sitemap and document shows
 * the change at once. When another build was served meanwhile (an edit), or the build ahead failed,
 * the site is built at the instant instead, as for an edit.
 */
final class ScheduledChanges implements AutoCloseable {
    private final FolderBuild folder;
    private final ServedSnapshot served;
    private final Compression compression;
    /** Held while building: one build at a time (see {@link Compression#awaitFirst}). */
    private final Object buildLock;
    /** Builds the site now and serves it, as for an edit; true if it is served. */
    private final BooleanSupplier reloadNow;

    private final Events events;
    private final ContentSchedule schedule;
    /** The site as it will be at a scheduled instant, built ahead of it; guarded by buildLock. */
    private Prepared prepared;

    /**
     * A snapshot built ahead of {@code due}, as the site will be then, after {@code swapsBefore}
     * swaps; served at {@code due} if no other build was served meanwhile.
     */
    private record Prepared(
            Instant due,
            long swapsBefore,
            Snapshot snapshot,
            Optional<SnapshotCache.Key> key,
            List<String> published) {}

    ScheduledChanges(
            FolderBuild folder,
            ServedSnapshot served,
            Compression compression,
            Object buildLock,
            BooleanSupplier reloadNow,
            Clocks clocks,
            Events events) {
        this.folder = folder;
        this.served = served;
        this.compression = compression;
        this.buildLock = buildLock;
        this.reloadNow = reloadNow;
        this.events = events;
        this.schedule = new ContentSchedule(clocks, this::prepare, this::serveDue);
    }

    /** A new build of the site is served: what was built ahead of it is stale; wakes for its next change. */
    void follow(Snapshot snapshot) {
        synchronized (buildLock) {
            prepared = null;
            schedule.arm(ContentSchedule.nextChange(snapshot));
        }
    }

    /** A build took {@code time} (see {@link ContentSchedule#built}). */
    void built(Duration time) {
        schedule.built(time);
    }

    /**
     * Ahead of a scheduled change: builds the site as it will be at its instant, to serve it at that
     * instant exactly. Nothing is served here. A failure is logged; the site is then built at its
     * instant instead.
     */
    private void prepare(Instant due) {
        if (!compression.awaitFirst()) {
            return;
        }
        synchronized (buildLock) {
            long start = System.nanoTime();
            try {
                Optional<SnapshotCache.Key> key = compression.keyNow();
                LoadedContent content = folder.load(due);
                Snapshot identity = folder.render(content, due, Build.NONE).snapshot();
                Snapshot full = folder.builder()
                        .compress(identity, Optional.of(served.get()), Progress.silent())
                        .snapshot();
                prepared = new Prepared(due, served.swaps(), full, key, published(content.site(), served.get(), due));
                Duration took = Duration.ofNanos(System.nanoTime() - start);
                schedule.built(took);
                events.info("the site as of " + due + " is built (" + took.toMillis()
                        + " ms), to be served at that instant");
            } catch (ContentException e) {
                prepared = null;
                events.warn("building the site as of " + due + ": the content has "
                        + e.errors().size() + " error(s); trying again at that instant");
            } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
                prepared = null;
                events.error("building the site as of " + due + " failed; trying again at that instant", e);
            } finally {
                BuildHeap.asConfigured();
            }
        }
    }

    /**
     * A scheduled change is due (the wall clock has reached {@code due}): serves the site prepared
     * for it, or builds it now. When the build fails (the content was broken since), the last good
     * version keeps serving; false, and the schedule tries again later.
     */
    private boolean serveDue(Instant due) {
        if (servePrepared(due)) {
            return true;
        }
        events.info("scheduled publication due at " + due + ": building the site");
        if (reloadNow.getAsBoolean()) {
            return true;
        }
        events.warn("the publication scheduled for " + due + " could not go live; trying again in "
                + ChangeTimer.LONGEST_SLEEP.toSeconds() + " s");
        return false;
    }

    /** Serves the snapshot prepared for {@code due}, if there is one and no other build was served since; true if it did. */
    private boolean servePrepared(Instant due) {
        Prepared ready;
        synchronized (buildLock) {
            ready = prepared;
            prepared = null;
            if (ready == null
                    || !ready.due().equals(due)
                    || !served.swapIfNoneSince(ready.snapshot(), ready.swapsBefore())) {
                return false;
            }
            schedule.arm(ContentSchedule.nextChange(ready.snapshot()));
        }
        events.info("scheduled publication due at " + due + ": serving the site built for it");
        ready.published().forEach(events::info);
        compression.serveSaved(ready.snapshot(), ready.key());
        return true;
    }

    /** One line per publication that goes live between {@code earlier} (which does not show it) and {@code now}. */
    static List<String> published(Site site, Snapshot earlier, Instant now) {
        if (earlier.nextPublication().isEmpty()) {
            return List.of();
        }
        Instant from = earlier.nextPublication().get();
        return site.publications().stream()
                .filter(p -> !p.draft()
                        && !p.published().isBefore(from)
                        && !p.published().isAfter(now))
                .map(p -> "published " + p.path() + " (scheduled for "
                        + ScheduledTime.describe(p.published(), site.firm().timeZone()) + ")")
                .toList();
    }

    @Override
    public void close() {
        schedule.close();
    }
}
