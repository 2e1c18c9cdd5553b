package com.firmsite.live;

import com.firmsite.base.Events;
import com.firmsite.base.Progress;
import com.firmsite.content.ContentException;
import com.firmsite.content.ParsedFiles;
import com.firmsite.content.Site;
import com.firmsite.images.ImageLibrary;
import com.firmsite.images.ImageLoader;
import com.firmsite.snapshot.LateResources;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.snapshot.SnapshotBuilder.Build;
import com.firmsite.startup.SnapshotCache;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The site being served, and what changes it, composed: the snapshot served and its swap
 * ({@link ServedSnapshot}); reloads after an edit ({@link Reloader}), on their own with
 * {@link #watch} ({@link ContentWatcher}); the changes the content schedules, built ahead and served
 * at their instant ({@link ScheduledChanges}, {@link ContentSchedule}); and the compressed codings
 * added in the background, then saved to the start-up cache ({@link Compression}). {@link #start}
 * serves a site before its bodies are compressed and swaps the compressed snapshot in when it is
 * ready.
 */
public final class LiveSnapshot implements Supplier<Snapshot>, AutoCloseable {
    private final FolderBuild folder;
    private final Clocks clocks;
    private final boolean restoredFromCache;
    private final ServedSnapshot served = new ServedSnapshot();
    private final Compression compression;
    private final ScheduledChanges scheduled;
    private final Reloader reloader;
    private final ContentWatcher watcher;
    /** The content's key when the site served first was loaded or restored (with a start-up cache). */
    private volatile Optional<SnapshotCache.Key> startKey = Optional.empty();

    private LiveSnapshot(
            FolderBuild folder,
            Optional<SnapshotCache> cache,
            boolean restoredFromCache,
            Clocks clocks,
            Events events) {
        this.folder = folder;
        this.clocks = clocks;
        this.restoredFromCache = restoredFromCache;
        // Builds take turns: two at once need twice the memory (a 10,000-page site ran out of heap).
        Object buildLock = new Object();
        this.compression = new Compression(folder.builder(), cache, served, events);
        this.scheduled = new ScheduledChanges(folder, served, compression, buildLock, this::reload, clocks, events);
        this.reloader = new Reloader(folder, served, compression, scheduled, buildLock, clocks.wall(), events);
        this.watcher = new ContentWatcher(folder.contentDir(), reloader::reloadSurviving, events);
    }

    /** Loads the content once; fails with every content error if it is invalid. */
    public static LiveSnapshot load(
            Path contentDir, Predicate<String> isGeneratedPath, SnapshotBuilder builder, Events events)
            throws ContentException {
        return load(contentDir, isGeneratedPath, builder, ImageLoader.inMemory(events), events);
    }

    /** As above, with the images loaded (at start and at each reload) by {@code imageLoader}. */
    public static LiveSnapshot load(
            Path contentDir,
            Predicate<String> isGeneratedPath,
            SnapshotBuilder builder,
            ImageLoader imageLoader,
            Events events)
            throws ContentException {
        return load(contentDir, isGeneratedPath, builder, imageLoader, events, Clocks.SYSTEM);
    }

    /** As above, going by {@code clocks}: builds as of their wall clock, scheduled changes woken by their sleeps. */
    static LiveSnapshot load(
            Path contentDir,
            Predicate<String> isGeneratedPath,
            SnapshotBuilder builder,
            ImageLoader imageLoader,
            Events events,
            Clocks clocks)
            throws ContentException {
        LiveSnapshot live = new LiveSnapshot(
                FolderBuild.of(contentDir, isGeneratedPath, builder, imageLoader, ParsedFiles.create()),
                Optional.empty(),
                false,
                clocks,
                events);
        Instant now = clocks.wall().instant();
        LoadedContent content = live.folder.load(now);
        Build build = live.folder.render(content, now, Build.NONE);
        Snapshot full = builder.compress(build.snapshot(), Optional.empty(), Progress.silent())
                .snapshot();
        live.serveFirst(full, live.folder.kept(build).servedBy(full));
        live.compression.notNeeded();
        BuildHeap.asConfigured();
        return live;
    }

    /**
     * Serves a snapshot restored from the start-up cache: complete, compressed codings included.
     * Reloads build from {@code contentDir} with {@code builder} and save to {@code cache}.
     */
    public static LiveSnapshot restored(
            Snapshot snapshot,
            Path contentDir,
            Predicate<String> isGeneratedPath,
            SnapshotBuilder builder,
            ImageLoader imageLoader,
            SnapshotCache cache,
            SnapshotCache.Key key,
            ParsedFiles parsed,
            Events events) {
        LiveSnapshot live = new LiveSnapshot(
                FolderBuild.of(contentDir, isGeneratedPath, builder, imageLoader, parsed),
                Optional.of(cache),
                true,
                Clocks.SYSTEM,
                events);
        live.startKey = Optional.of(key);
        live.serveFirst(snapshot, Build.NONE);
        live.compression.notNeeded();
        return live;
    }

    /** Whether this started from a snapshot of the start-up cache (see {@link #restored}). */
    public boolean restoredFromCache() {
        return restoredFromCache;
    }

    /**
     * Serves {@code site} (loaded from {@code contentDir}) in identity: start-up waits for rendering
     * only, and not for the late documents (the printable biographies, the contact cards, the feeds),
     * which a request makes when it asks for one first; this keeps the time to the first response short. Identity is a correct
     * answer to every request; {@link #compressInBackground} makes the late documents left, then adds
     * the compressed codings. With a cache, the
     * compressed snapshot is saved under {@code key} (the content's key before it was loaded).
     */
    public static LiveSnapshot start(
            Site site,
            Path contentDir,
            Predicate<String> isGeneratedPath,
            SnapshotBuilder builder,
            Optional<SnapshotCache> cache,
            Optional<SnapshotCache.Key> key,
            Events events)
            throws ContentException {
        return start(
                new LoadedContent(site, ImageLibrary.EMPTY),
                contentDir,
                isGeneratedPath,
                builder,
                ImageLoader.inMemory(events),
                cache,
                key,
                ParsedFiles.create(),
                events);
    }

    /**
     * As above, for a site with its images, loaded with {@code parsed}, which reloads go on using;
     * reloads load images with {@code imageLoader}.
     */
    public static LiveSnapshot start(
            LoadedContent content,
            Path contentDir,
            Predicate<String> isGeneratedPath,
            SnapshotBuilder builder,
            ImageLoader imageLoader,
            Optional<SnapshotCache> cache,
            Optional<SnapshotCache.Key> key,
            ParsedFiles parsed,
            Events events)
            throws ContentException {
        LiveSnapshot live = new LiveSnapshot(
                FolderBuild.of(contentDir, isGeneratedPath, builder, imageLoader, parsed),
                cache,
                false,
                Clocks.SYSTEM,
                events);
        Progress progress = Progress.of("start", events);
        Progress.Phase rendering = progress.phase("render", Progress.UNKNOWN, "resources");
        Build build;
        try {
            build = live.folder.renderAnsweringEarly(content, live.clocks.wall().instant());
            // Counting every path would make llms-full.txt, and with it every page, before the first answer.
            rendering.end(
                    build.snapshot().resources() instanceof LateResources late
                            ? late.pathsKnown()
                            : build.snapshot().resources().size());
        } catch (ContentException e) {
            live.close();
            throw e;
        } finally {
            progress.finish();
        }
        Snapshot identity = build.snapshot();
        live.startKey = key;
        live.serveFirst(identity, live.folder.kept(build));
        live.compression.later(identity, key, live.folder::releaseTrees);
        return live;
    }

    /** Serves the first snapshot, which serves {@code build}, and wakes when its next change is due. */
    private void serveFirst(Snapshot snapshot, Build build) {
        served.first(snapshot, build);
        scheduled.follow(snapshot);
    }

    /**
     * Compresses the snapshot {@link #start} serves on a background thread, and swaps the result in
     * unless a reload has replaced it first. Called once the server listens: on a small machine the
     * compression would otherwise take cores from the start-up. Does nothing for other snapshots.
     */
    public void compressInBackground() {
        compression.inBackground();
    }

    /** Waits until the first snapshot's compressed codings are being served (or were superseded). */
    public boolean awaitCompressed(Duration timeout) throws InterruptedException {
        return compression.awaitCompressed(timeout);
    }

    @Override
    public Snapshot get() {
        return served.get();
    }

    /** Number of successful reloads since start (scheduled changes served included). */
    public long reloads() {
        return served.swaps();
    }

    /** Reloads that kept the last good snapshot serving (broken content, or a failure). */
    public long failedReloads() {
        return reloader.failedReloads();
    }

    /** Content errors reported by failed reloads since start (each reload counts all it found). */
    public long contentErrors() {
        return reloader.contentErrors();
    }

    /**
     * Rebuilds from the content folder. Returns true if the new snapshot is now serving. A reload
     * asked for while the first snapshot is being compressed waits for that compression (and its
     * save) to end: two builds at once need twice the memory (a 10,000-page site ran out of heap),
     * and the compressed snapshot is what keeps serving if this reload fails.
     */
    public boolean reload() {
        return reloader.reload();
    }

    /**
     * Watches the content folder (and the folders created in it since) and reloads once after each
     * burst of changes; changes made while a reload runs make one more reload after it.
     */
    public void watch() throws IOException {
        watcher.start();
        // The watcher sees the changes made from now on. One made since the content's key was
        // computed, while the site was loaded and built or restored (a large firm's cold start: 15 s),
        // would show only after the next change: the key computed again says whether there was one.
        if (startKey.isPresent()) {
            Thread.ofPlatform().daemon().name("content-watch-catch-up").start(this::catchUp);
        }
    }

    private void catchUp() {
        if (!compression.keyNow().equals(startKey)) {
            reloader.reloadSurviving();
        }
    }

    @Override
    public void close() {
        scheduled.close();
        watcher.close();
    }
}
