package com.firmsite.live;

import com.firmsite.base.Events;
import com.firmsite.base.Progress;
import com.firmsite.content.ContentError;
import com.firmsite.content.ContentException;
import com.firmsite.content.ParsedFiles;
import com.firmsite.content.ScheduledTime;
import com.firmsite.content.Site;
import com.firmsite.images.ImageLibrary;
import com.firmsite.images.ImageLoader;
import com.firmsite.publish.RenderMemo;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.snapshot.SnapshotBuilder.Build;
import com.firmsite.startup.SnapshotCache;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The snapshot being served. {@link #reload()} builds a new one from the content folder, validates
 * it, and swaps it in atomically (in identity first, then with its compressed codings, as at
 * start-up); when the content is broken the last good snapshot keeps serving and every error is
 * logged. {@link #start} serves a site before its bodies are compressed and
 * swaps the compressed snapshot in when it is ready.
 */
public final class LiveSnapshot implements Supplier<Snapshot>, AutoCloseable {
    private final Path contentDir;
    private final Predicate<String> isGeneratedPath;
    private final SnapshotBuilder builder;
    private final ImageLoader imageLoader;
    private final Events events;
    private final AtomicReference<Snapshot> current = new AtomicReference<>();
    private final CountDownLatch compressed = new CountDownLatch(1);
    private Snapshot pendingCompression;
    private volatile boolean compressing;
    private Optional<SnapshotCache.Key> pendingKey = Optional.empty();
    private final Optional<SnapshotCache> cache;
    private volatile Thread watcher;
    private final boolean restoredFromCache;
    private final AtomicLong reloads = new AtomicLong();
    private final AtomicLong failedReloads = new AtomicLong();
    private final AtomicLong contentErrors = new AtomicLong();
    /** Wakes at the instant of the next scheduled publication: serves the snapshot prepared for it (or builds one). */
    private final PublicationTimer timer;
    /** Wakes ahead of that instant, by twice the last build's time: builds the site as it will be then. */
    private final PublicationTimer preparer;
    /** The publication the timers are armed for. */
    private volatile Instant upcoming;
    /** How long the last build took, loading to compressed codings (unknown after a restart from the cache: 10 s assumed). */
    private volatile long lastBuildNanos = TimeUnit.SECONDS.toNanos(10);
    /** Counts the builds served (start-up, reloads, publications), not the compressed versions of one: what a prepared snapshot was built after. */
    private long generation;
    /** The site as it will be at a scheduled instant, built ahead of it; guarded by this. */
    private Prepared prepared;
    /** The parse of each content file, kept across reloads: an edit parses the files it changed. */
    private final ParsedFiles parsed;
    /** The pages of the last render, kept across reloads: an edit renders the pages it changed. */
    private final RenderMemo rendered;
    /**
     * The outputs of the build being served, with the snapshot serving them: a reload serves each
     * unchanged output with its resources. Guarded by this; {@link Build#NONE} when what is served
     * is not known to be that build's (a prepared publication).
     */
    private Build served = Build.NONE;

    /**
     * A snapshot built ahead of {@code due}, as the site will be then, after the build {@code
     * generation}; served at {@code due} if no other build was served meanwhile.
     */
    private record Prepared(
            Instant due, long generation, Snapshot snapshot, Optional<SnapshotCache.Key> key, List<String> published) {}

    private LiveSnapshot(
            Path contentDir,
            Predicate<String> isGeneratedPath,
            SnapshotBuilder builder,
            ImageLoader imageLoader,
            Optional<SnapshotCache> cache,
            boolean restoredFromCache,
            ParsedFiles parsed,
            Events events) {
        this.contentDir = contentDir;
        this.parsed = parsed;
        this.rendered = parsed.keeps() ? RenderMemo.create() : RenderMemo.NONE;
        this.imageLoader = imageLoader;
        this.restoredFromCache = restoredFromCache;
        this.cache = cache;
        this.isGeneratedPath = isGeneratedPath;
        this.builder = builder;
        this.events = events;
        this.timer = new PublicationTimer(InstantSource.system(), PublicationTimer.LONGEST_SLEEP, this::publishDue);
        this.preparer =
                new PublicationTimer(InstantSource.system(), PublicationTimer.LONGEST_SLEEP, ahead -> prepare());
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
        LiveSnapshot live = new LiveSnapshot(
                contentDir,
                isGeneratedPath,
                builder,
                imageLoader,
                Optional.empty(),
                false,
                ParsedFiles.create(),
                events);
        Instant now = Instant.now();
        LoadedContent content = SiteBuild.load(contentDir, isGeneratedPath, imageLoader, now, live.parsed);
        Build build = SiteBuild.render(builder, content, contentDir, now, live.rendered, Build.NONE);
        Snapshot full = builder.compress(build.snapshot(), Optional.empty(), Progress.silent())
                .snapshot();
        live.served = live.kept(build).servedBy(full);
        live.serve(full);
        live.compressed.countDown();
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
            ParsedFiles parsed,
            Events events) {
        LiveSnapshot live = new LiveSnapshot(
                contentDir, isGeneratedPath, builder, imageLoader, Optional.of(cache), true, parsed, events);
        live.serve(snapshot);
        live.compressed.countDown();
        return live;
    }

    /** Whether this started from a snapshot of the start-up cache (see {@link #restored}). */
    public boolean restoredFromCache() {
        return restoredFromCache;
    }

    /**
     * Serves {@code site} (loaded from {@code contentDir}) in identity: start-up waits for rendering
     * only, which keeps the time to the first response short. Identity is a correct answer to every
     * request; {@link #compressInBackground} adds the compressed codings. With a cache, the
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
        LiveSnapshot live =
                new LiveSnapshot(contentDir, isGeneratedPath, builder, imageLoader, cache, false, parsed, events);
        Progress progress = Progress.of("start", events);
        Progress.Phase rendering = progress.phase("render", Progress.UNKNOWN, "resources");
        Build build;
        try {
            build = SiteBuild.render(builder, content, contentDir, Instant.now(), live.rendered, Build.NONE);
            rendering.end(build.snapshot().resources().size());
        } catch (ContentException e) {
            live.close();
            throw e;
        } finally {
            progress.finish();
        }
        Snapshot identity = build.snapshot();
        live.served = live.kept(build);
        live.serve(identity);
        live.pendingCompression = identity;
        live.pendingKey = key;
        return live;
    }

    /**
     * Compresses the snapshot {@link #start} serves on a background thread, and swaps the result in
     * unless a reload has replaced it first. Called once the server listens: on a small machine the
     * compression would otherwise take cores from the start-up. Does nothing for other snapshots.
     */
    public synchronized void compressInBackground() {
        if (pendingCompression != null && !compressing) {
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
                    takePending(), cache.flatMap(SnapshotCache::earlier), pendingKey, Progress.of("start", events));
        } finally {
            compressed.countDown();
        }
        if (swapped) {
            returnBuildMemory();
        }
    }

    private synchronized Snapshot takePending() {
        Snapshot identity = pendingCompression;
        pendingCompression = null;
        return identity;
    }

    /**
     * Compresses {@code identity} (taking unchanged bodies' codings from {@code earlier}) and serves
     * it. Returns whether the compressed snapshot (or the file it was saved to) is now serving.
     */
    private boolean compress(
            Snapshot identity, Optional<Snapshot> earlier, Optional<SnapshotCache.Key> key, Progress progress) {
        long start = System.nanoTime();
        try {
            SnapshotBuilder.Compressed compressed = builder.compress(identity, earlier, progress);
            Snapshot full = compressed.snapshot();
            if (current.compareAndSet(identity, full)) {
                servedBy(identity, full);
                events.info("compressed codings ready (" + full.resources().size() + " resources, "
                        + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) + " ms; " + compressed.counts()
                        + ")");
                Progress.Phase saving = progress.phase("save", 1, "snapshots");
                serveSaved(full, key);
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

    /** Waits until the first snapshot's compressed codings are being served (or were superseded). */
    public boolean awaitCompressed(Duration timeout) throws InterruptedException {
        return compressed.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public Snapshot get() {
        return current.get();
    }

    /** Number of successful reloads since start. */
    public long reloads() {
        return reloads.get();
    }

    /** Reloads that kept the last good snapshot serving (broken content, or a failure). */
    public long failedReloads() {
        return failedReloads.get();
    }

    /** Content errors reported by failed reloads since start (each reload counts all it found). */
    public long contentErrors() {
        return contentErrors.get();
    }

    /**
     * Rebuilds from the content folder. Returns true if the new snapshot is now serving. A reload
     * asked for while the first snapshot is being compressed waits for that compression (and its
     * save) to end: two builds at once need twice the memory (a 10,000-page site ran out of heap),
     * and the compressed snapshot is what keeps serving if this reload fails.
     */
    public boolean reload() {
        if (!awaitFirstCompression()) {
            return false;
        }
        synchronized (this) {
            boolean reloaded = rebuild();
            if (reloaded) {
                returnBuildMemory();
            }
            return reloaded;
        }
    }

    private boolean rebuild() {
        long start = System.nanoTime();
        try {
            Optional<SnapshotCache.Key> key = keyNow();
            // The edit is served in identity as soon as it is rendered, as at start-up: compressing
            // takes longer than the rest of the build (10,000 pages: about 10 s of 18).
            Instant now = Instant.now();
            Progress progress = Progress.of("reload", events);
            Progress.Phase loading = progress.phase("load", Progress.UNKNOWN, "items");
            LoadedContent content = SiteBuild.load(contentDir, isGeneratedPath, imageLoader, now, parsed);
            loading.end(content.site().itemCount());
            content.site().warnings().forEach(warning -> events.warn(warning.toString()));
            long loaded = System.nanoTime();
            Progress.Phase rendering = progress.phase("render", Progress.UNKNOWN, "resources");
            Build build = SiteBuild.render(
                    builder,
                    content,
                    contentDir,
                    now,
                    rendered,
                    isServing(served, current.get()) ? served : Build.NONE);
            Snapshot identity = build.snapshot();
            rendering.end(identity.resources().size());
            served = kept(build);
            Snapshot earlier = current.getAndSet(identity);
            generation++;
            prepared = null;
            schedule(identity.nextPublication());
            reloads.incrementAndGet();
            events.info("content reloaded in " + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)
                    + " ms (loaded in " + TimeUnit.NANOSECONDS.toMillis(loaded - start) + " ms; "
                    + rendered.lastRender()
                    + "; " + build.counts() + "); compressing");
            published(content.site(), earlier, now).forEach(events::info);
            compress(identity, Optional.of(earlier), key, progress);
            lastBuildNanos = System.nanoTime() - start;
            return true;
        } catch (ContentException e) {
            failedReloads.incrementAndGet();
            contentErrors.addAndGet(e.errors().size());
            events.warn("content has " + e.errors().size() + " error(s); still serving the last good version");
            for (ContentError error : e.errors()) {
                events.warn(error.toString());
            }
            return false;
        } catch (RuntimeException | StackOverflowError e) {
            // Not the content's (SiteBuild makes those content errors): a defect of ours, logged whole.
            failedReloads.incrementAndGet();
            events.error("content reload failed; still serving the last good version", e);
            return false;
        } catch (OutOfMemoryError e) {
            // Thrown by this build's allocations: the snapshot being served is whole, and the failed
            // build is garbage once this returns. Watching goes on; the next edit tries again.
            failedReloads.incrementAndGet();
            events.error(
                    "content reload ran out of heap; still serving the last good version (the JVM needs a larger -Xmx for this site)",
                    e);
            return false;
        }
    }

    /**
     * After a build: saves it to the start-up cache, then serves the saved file in its place (the
     * same responses byte for byte, as SnapshotCacheTest checks), so that a cold start ends holding
     * what a restart holds: for 10,000 pages a mapped file instead of 300 MB of rendered arrays on
     * the heap.
     */
    private void serveSaved(Snapshot built, Optional<SnapshotCache.Key> key) {
        if (cache.isPresent() && key.isPresent() && cache.get().save(built, key.get())) {
            cache.get().load(key.get()).ifPresent(saved -> {
                if (current.compareAndSet(built, saved)) {
                    servedBy(built, saved);
                }
            });
        }
    }

    /**
     * What the next reload may reuse of {@code build}: all of it when this keeps what reloads reuse
     * (with {@code --watch}), else its snapshot alone, so that the rendered outputs are garbage once
     * it is built (10,000 pages: 300 MB).
     */
    private Build kept(Build build) {
        return parsed.keeps() ? build : new Build(build.snapshot(), Map.of(), build.unchanged());
    }

    /** {@code now} serves the build {@code before} served (compressed, or read back from its file). */
    private synchronized void servedBy(Snapshot before, Snapshot now) {
        if (isServing(served, before)) {
            served = served.servedBy(now);
        }
    }

    /** Whether {@code snapshot} is the very object that serves {@code build} (snapshots are records: equal is not enough). */
    @SuppressWarnings("ReferenceEquality")
    private static boolean isServing(Build build, Snapshot snapshot) {
        return build.snapshot() == snapshot;
    }

    /**
     * One full collection once a build is no longer referenced (called after the method that held it
     * returned), so that the heap shrinks back to what is served (the launcher keeps little free heap
     * and shrinks it at once) instead of keeping the build's peak for the life of the process. It
     * pauses requests once, for as long as the build's garbage takes to sweep (milliseconds for the
     * sample firm).
     */
    private void returnBuildMemory() {
        System.gc();
        Runtime heap = Runtime.getRuntime();
        events.info("build collected: heap " + ((heap.totalMemory() - heap.freeMemory()) >> 20) + " MB in use, "
                + (heap.totalMemory() >> 20) + " MB held");
    }

    /** The content's key before a reload reads it; none without a cache, or when it cannot be read. */
    private Optional<SnapshotCache.Key> keyNow() {
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

    /**
     * How long the folder must stay quiet after a change before the reload starts: an editor's save
     * (a temporary file renamed over the old one) or a {@code git checkout} of many files is a burst
     * of changes a few milliseconds apart, which makes one reload, not one per file.
     */
    static final Duration QUIET = Duration.ofMillis(40);

    /** A stream of changes that never goes quiet is reloaded at least this often. */
    static final Duration LONGEST_WAIT = Duration.ofSeconds(2);

    /**
     * Watches the content folder (and the folders created in it since) and reloads once after each
     * burst of changes; changes made while a reload runs make one more reload after it.
     */
    public void watch() throws IOException {
        WatchService service = FileSystems.getDefault().newWatchService();
        register(service, contentDir);
        watcher = Thread.ofPlatform().daemon().name("content-watch").start(() -> {
            try (service) {
                while (!Thread.currentThread().isInterrupted()) {
                    WatchKey key = service.take();
                    long deadline = System.nanoTime() + LONGEST_WAIT.toNanos();
                    do {
                        registerCreatedFolders(service, key);
                    } while (System.nanoTime() < deadline
                            && (key = service.poll(QUIET.toMillis(), TimeUnit.MILLISECONDS)) != null);
                    reloadSurviving();
                }
            } catch (InterruptedException | java.nio.file.ClosedWatchServiceException e) {
                Thread.currentThread().interrupt();
            } catch (IOException e) {
                events.error("content watch stopped", e);
            }
        });
        events.info("watching " + contentDir + " for changes");
    }

    /**
     * A reload from the watcher, which nothing may end: a thread that died here would leave every
     * later edit ignored while the site keeps answering. The reload reports what it knows (content
     * errors, a failed build, running out of heap); anything that still escapes it is logged and the
     * watcher waits for the next change. Running out of memory here is logged like a reload's, and
     * the snapshot being served is whole (it was swapped in only once built).
     */
    private void reloadSurviving() {
        try {
            reload();
        } catch (Throwable thrown) { // every Throwable: see above
            failedReloads.incrementAndGet();
            events.error("content reload failed; still serving the last good version, still watching", thrown);
        }
    }

    /**
     * Takes {@code key}'s changes, and watches every folder among them that was created (or moved
     * in); when the system dropped changes (too many at once), watches the whole folder again.
     */
    private void registerCreatedFolders(WatchService service, WatchKey key) throws IOException {
        Path folder = (Path) key.watchable();
        for (WatchEvent<?> event : key.pollEvents()) {
            if (event.kind() == StandardWatchEventKinds.OVERFLOW) {
                register(service, contentDir);
            } else if (event.kind() == StandardWatchEventKinds.ENTRY_CREATE
                    && event.context() instanceof Path name
                    && Files.isDirectory(folder.resolve(name))) {
                register(service, folder.resolve(name));
            }
        }
        key.reset();
    }

    private static void register(WatchService service, Path root) throws IOException {
        try (Stream<Path> dirs = Files.walk(root)) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                dir.register(
                        service,
                        StandardWatchEventKinds.ENTRY_CREATE,
                        StandardWatchEventKinds.ENTRY_MODIFY,
                        StandardWatchEventKinds.ENTRY_DELETE);
            }
        } catch (java.nio.file.NoSuchFileException e) {
            // Created and removed again within the burst: nothing left to watch.
        } catch (java.io.UncheckedIOException e) {
            if (!(e.getCause() instanceof java.nio.file.NoSuchFileException)) {
                throw e.getCause();
            }
        }
    }

    /** Serves a first snapshot, and wakes when the next publication it does not show yet is due. */
    private void serve(Snapshot snapshot) {
        current.set(snapshot);
        schedule(snapshot.nextPublication());
    }

    /**
     * Arms the timers for {@code next}: one ahead of it by twice the last build's time (at least two
     * seconds, at most ten minutes), to build the site as it will be then, and one at the instant.
     */
    private void schedule(Optional<Instant> next) {
        upcoming = next.orElse(null);
        Duration lead = Duration.ofNanos(
                        Math.clamp(2 * lastBuildNanos, TimeUnit.SECONDS.toNanos(1), TimeUnit.MINUTES.toNanos(10)))
                .plusSeconds(1);
        preparer.arm(next.map(instant -> instant.minus(lead)));
        timer.arm(next);
    }

    /**
     * Ahead of a scheduled publication: builds the site as it will be at its instant (validated and
     * rendered as of then, with its compressed codings), to serve it at that instant exactly. Nothing
     * is served here. A failure is logged; the publication is then built at its instant instead.
     */
    private void prepare() {
        Instant due = upcoming;
        if (due == null || !awaitFirstCompression()) {
            return;
        }
        synchronized (this) {
            long start = System.nanoTime();
            try {
                Optional<SnapshotCache.Key> key = keyNow();
                LoadedContent content = SiteBuild.load(contentDir, isGeneratedPath, imageLoader, due, parsed);
                Snapshot identity = SiteBuild.render(builder, content, contentDir, due, rendered, Build.NONE)
                        .snapshot();
                Snapshot full = builder.compress(identity, Optional.of(current.get()), Progress.silent())
                        .snapshot();
                prepared = new Prepared(due, generation, full, key, published(content.site(), current.get(), due));
                lastBuildNanos = System.nanoTime() - start;
                events.info("the site as of " + due + " is built (" + TimeUnit.NANOSECONDS.toMillis(lastBuildNanos)
                        + " ms), to be served at that instant");
            } catch (ContentException e) {
                prepared = null;
                events.warn("building the site as of " + due + ": the content has "
                        + e.errors().size() + " error(s); trying again at that instant");
            } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
                prepared = null;
                events.error("building the site as of " + due + " failed; trying again at that instant", e);
            }
        }
    }

    /** Waits for the first snapshot's compression, if it is running (see {@link #reload}); false when interrupted. */
    private boolean awaitFirstCompression() {
        if (compressing) {
            try {
                compressed.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    /**
     * A scheduled publication is due (the wall clock has reached {@code due}). The site prepared for
     * this instant is served, unless another build was served since it was made (an edit); otherwise
     * the site is built now, as for an edit. Either way one snapshot is swapped in whole, so every
     * list, feed, sitemap and document shows the publication at once. When the build fails (the
     * content was broken since), the last good version keeps serving and the publication is tried
     * again a minute later.
     */
    private void publishDue(Instant due) {
        if (servePrepared(due)) {
            return;
        }
        events.info("scheduled publication due at " + due + ": building the site");
        if (!reload()) {
            events.warn("the publication scheduled for " + due + " could not go live; trying again in "
                    + PublicationTimer.LONGEST_SLEEP.toSeconds() + " s");
            timer.retryLater(due);
        }
    }

    /** Serves the snapshot prepared for {@code due}, if there is one and no other build was served since; true if it did. */
    private boolean servePrepared(Instant due) {
        Prepared ready;
        synchronized (this) {
            ready = prepared;
            prepared = null;
            if (ready == null || !ready.due().equals(due) || ready.generation() != generation) {
                return false;
            }
            current.set(ready.snapshot());
            served = Build.NONE;
            generation++;
            schedule(ready.snapshot().nextPublication());
            reloads.incrementAndGet();
        }
        events.info("scheduled publication due at " + due + ": serving the site built for it");
        ready.published().forEach(events::info);
        serveSaved(ready.snapshot(), ready.key());
        return true;
    }

    /** One line per publication that goes live between {@code earlier} (which does not show it) and {@code now}. */
    private static List<String> published(Site site, Snapshot earlier, Instant now) {
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
        timer.close();
        preparer.close();
        Thread thread = watcher;
        if (thread != null) {
            thread.interrupt();
        }
    }
}
