package com.firmsite.startup;

import com.firmsite.base.Events;
import com.firmsite.content.FileStatus;
import com.firmsite.output.CodeLocation;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.zip.CRC32C;

/**
 * The start-up cache ({@code --cache-dir}): the last snapshot built from a content folder, kept
 * on disk as a {@link SnapshotFile}, so that a restart with unchanged content serves at once
 * instead of loading, validating, rendering and compressing the site again.
 *
 * <p>A cached snapshot is served only when its {@link Key} matches: a SHA-256 over this firmsite
 * build, the options that change what is rendered (base URL, port, TLS), and the path and SHA-256 of
 * every file in the content folder. Any edit, any new build, any other option is a miss, and a miss
 * is a normal cold start. The key is computed from the files' bytes, not their modification times: a
 * checkout or a copy that keeps times cannot serve stale pages. A file is not read again, though,
 * while its whole status (size, times, inode, and the change time no program can set) is what it
 * was when it was last saved ({@link FileDigests}). A snapshot is saved only after a successful
 * build, so a hit also stands for "this content was valid".
 *
 * <p>Files are written to a temporary name and renamed into place: readers (other instances on the
 * same folder, or this one's mapping) always see a complete file.
 */
public final class SnapshotCache {
    /** A key: what a snapshot was built from, digested. */
    public record Key(byte[] bytes) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Arrays.equals(bytes, key.bytes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bytes);
        }

        @Override
        public String toString() {
            return HexFormat.of().formatHex(bytes, 0, 8);
        }
    }

    /** This build's identity, read on first use: by the thread that computes the key, at start-up. */
    private static final class Build {
        static final String IDENTITY = buildIdentity();
    }

    private final Path file;
    private final Path digestsFile;
    private final Path contentDir;
    private final Duration settled;
    private final String options;
    private final Events events;

    /**
     * @param dir where snapshot files are kept (created if missing); one file per content folder and
     *     options, so several sites can share it
     * @param options everything besides the content that changes what is rendered
     */
    public SnapshotCache(Path dir, Path contentDir, String options, Events events) {
        this(dir, contentDir, options, events, FileDigests.SETTLED);
    }

    /** As above; a file's digest is remembered once it has been left alone for {@code settled}. */
    SnapshotCache(Path dir, Path contentDir, String options, Events events, Duration settled) {
        this.contentDir = contentDir;
        this.settled = settled;
        this.options = options;
        this.events = events;
        // A checksum names the file, not a digest: a clash only makes two sites take turns in one file
        // (the key inside tells them apart), and SHA-256's first use costs start-up time here.
        CRC32C name = new CRC32C();
        name.update((contentDir.toUri() + "\n" + options).getBytes(StandardCharsets.UTF_8));
        this.file = dir.resolve("snapshot-" + HexFormat.of().toHexDigits((int) name.getValue()) + ".bin");
        // Named after the snapshot, so that removeAbandoned sees its temporary files too.
        this.digestsFile = file.resolveSibling(file.getFileName() + ".digests");
    }

    /**
     * The snapshot last saved here for these options by this firmsite build, from whatever content:
     * after an edit, a start builds the site again but can copy the codings of every body that did
     * not change ({@link SnapshotBuilder#compress(Snapshot, Optional, com.firmsite.Progress)}). Empty when there is none.
     */
    public Optional<Snapshot> earlier() {
        try {
            return Optional.of(SnapshotFile.readEarlier(file, buildKey()));
        } catch (IOException | SnapshotFile.Unusable | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** What the key covers besides the content: this build and the options. */
    private String buildHeader() {
        return "firmsite snapshot cache 2\n" + Build.IDENTITY + "\n" + options + "\n";
    }

    /** The key of {@link #buildHeader} alone, which a snapshot file also keeps ({@link #earlier}). */
    private byte[] buildKey() {
        MessageDigest digest = FileDigests.sha256();
        update(digest, buildHeader());
        return digest.digest();
    }

    /** The file this cache reads and replaces. */
    public Path file() {
        return file;
    }

    /**
     * The key of the content folder as it is now. Files whose status is unchanged since the last save
     * are not read: their remembered digests stand for them ({@link FileDigests}).
     */
    public Key key() throws IOException {
        return compute(() -> FileDigests.read(digestsFile)).key();
    }

    /** A key, and what it was computed from: the header, and each file's digest. */
    private record Computed(Key key, String header, List<FileDigests.Entry> files, long startNanos, int read) {}

    /**
     * The key over this build, the options, and each file's path and SHA-256, in path order. A
     * file's digest is taken from {@code known} when its status is unchanged, else read; when every
     * file is as it was, so is the key.
     *
     * <p>This is the critical path of a restart once the snapshot's resources are decoded on use, so
     * its parts run side by side: the remembered digests are read while the folder is scanned
     * ({@link FolderScan}, itself on two threads), and the files are digested in two halves.
     */
    private Computed compute(Callable<FileDigests> known) throws IOException {
        long startNanos = FileStatus.nowNanos();
        String header = buildHeader();
        FutureTask<FileDigests> remembered = new FutureTask<>(known);
        Thread.ofPlatform().daemon().name("cache-key-digests").start(remembered);
        List<FolderScan.Found> found = FolderScan.regularFiles(contentDir);
        FileDigests digests = result(remembered);
        FileDigests.Entry[] files = new FileDigests.Entry[found.size()];
        int half = found.size() < FolderScan.SPLIT_FROM ? found.size() : found.size() / 2;
        FutureTask<Integer> secondHalf = new FutureTask<>(() -> digest(digests, found, half, found.size(), files));
        if (half < found.size()) {
            Thread.ofPlatform().daemon().name("cache-key-half").start(secondHalf);
        } else {
            secondHalf.run();
        }
        int read = digest(digests, found, 0, half, files) + result(secondHalf);
        List<FileDigests.Entry> entries = Arrays.asList(files);
        Optional<byte[]> unchanged = digests.keyOf(header, entries);
        if (unchanged.isPresent()) {
            return new Computed(new Key(unchanged.get()), header, entries, startNanos, read);
        }
        MessageDigest digest = FileDigests.sha256();
        update(digest, header);
        for (FileDigests.Entry file : entries) {
            update(digest, file.path() + "\0");
            digest.update(file.digest());
        }
        return new Computed(new Key(digest.digest()), header, entries, startNanos, read);
    }

    /** Digests {@code found[from, to)} into {@code files}; returns how many were read, not remembered. */
    private static int digest(
            FileDigests known, List<FolderScan.Found> found, int from, int to, FileDigests.Entry[] files)
            throws IOException {
        byte[] buffer = new byte[64 * 1024];
        int read = 0;
        for (int i = from; i < to; i++) {
            FileDigests.Entry file = known.digest(found.get(i), buffer);
            read += known.remembered(file) ? 0 : 1;
            files[i] = file;
        }
        return read;
    }

    private static <T> T result(FutureTask<T> task) throws IOException {
        return FolderScan.result(task, "computing the content key");
    }

    /** What a start finds: the content's key, and the snapshot saved for it if there is one. */
    public record Lookup(Key key, Optional<Snapshot> snapshot) {}

    /**
     * The content's key, and the snapshot saved for it if there is one (saying why not otherwise).
     * The key is computed on a second thread while this one reads the saved file: at start-up each
     * takes tens of milliseconds, and the file's own key is compared once both are done.
     */
    public Lookup lookUp() throws IOException {
        CompletableFuture<Key> key = new CompletableFuture<>();
        Thread.ofPlatform().daemon().name("cache-key").start(() -> {
            try {
                Computed computed = compute(() -> FileDigests.read(digestsFile));
                events.info(
                        "start-up cache: content key over " + computed.files().size() + " files, "
                                + (computed.files().size() - computed.read()) + " unchanged since the last save, "
                                + computed.read() + " read");
                key.complete(computed.key());
            } catch (IOException | RuntimeException | Error e) {
                // Whatever happens, the start waiting on the key is told: it must not wait for ever.
                key.completeExceptionally(e);
            }
        });
        Optional<Snapshot> snapshot = load(() -> key.join().bytes());
        try {
            return new Lookup(key.join(), snapshot);
        } catch (CompletionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw e;
        }
    }

    /** The snapshot saved for {@code key}, if there is one; says why not otherwise. */
    public Optional<Snapshot> load(Key key) {
        return load(key::bytes);
    }

    private Optional<Snapshot> load(Supplier<byte[]> key) {
        try {
            Snapshot snapshot = SnapshotFile.read(file, key);
            if (snapshot.outOfDateAt(Instant.now())) {
                // Same files, but time has passed: a publication scheduled when it was saved is due now.
                events.info("start-up cache: the publication scheduled for "
                        + snapshot.nextPublication().orElseThrow() + " went live since " + file
                        + " was saved; building the site");
                return Optional.empty();
            }
            events.info("start-up cache: using the snapshot saved in " + file + " ("
                    + snapshot.resources().size() + " resources)");
            return Optional.of(snapshot);
        } catch (CompletionException e) {
            // The key could not be computed; lookUp reports it.
        } catch (NoSuchFileException e) {
            events.info("start-up cache: no snapshot of this content yet; building it");
        } catch (SnapshotFile.Unusable e) {
            events.info("start-up cache: " + file + " is not used: " + e.getMessage() + "; building the site");
        } catch (IOException | RuntimeException e) {
            events.warn("start-up cache: cannot read " + file + " (" + e + "); building the site");
        }
        return Optional.empty();
    }

    /**
     * Saves {@code snapshot}, built from content whose key was {@code key} before it was read. When
     * the content changed while it was built, nothing is saved: the snapshot may hold some of each
     * version, and the next build (a reload, or the next start) will save the right one. Returns
     * whether the snapshot was saved.
     */
    public boolean save(Snapshot snapshot, Key key) {
        long start = System.nanoTime();
        try {
            // Every file read again, not trusted to its status: the digests saved below come from here.
            Computed now = compute(FileDigests::none);
            if (!now.key().equals(key)) {
                events.info("start-up cache: the content changed during the build; not saved");
                return false;
            }
            Files.createDirectories(file.getParent());
            removeAbandoned();
            replace(file, temporary -> SnapshotFile.write(snapshot, key.bytes(), buildKey(), temporary));
            events.info("start-up cache: saved " + file + " (" + Files.size(file) / 1024 + " KiB, "
                    + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) + " ms)");
            saveDigests(now);
            return true;
        } catch (IOException | RuntimeException e) {
            events.warn("start-up cache: cannot save " + file + " (" + e + "); the next start builds the site again");
            return false;
        }
    }

    /** Writes a file's new contents to the path given, a temporary name beside it. */
    private interface Contents {
        void writeTo(Path temporary) throws IOException;
    }

    /**
     * Replaces {@code target} by renaming a file written beside it over it: readers (other
     * instances on the same folder, or this one's mapping) see the old file or the new one, whole.
     */
    private static void replace(Path target, Contents contents) throws IOException {
        Path temporary = target.resolveSibling(
                target.getFileName() + "." + ThreadLocalRandom.current().nextLong(1L << 48) + ".tmp");
        try {
            contents.writeTo(temporary);
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException left) {
                e.addSuppressed(left);
            }
            throw e;
        }
    }

    /** The files' digests beside the snapshot; without them the next start reads every file, no more. */
    private void saveDigests(Computed now) {
        try {
            replace(
                    digestsFile,
                    temporary -> FileDigests.write(
                            now.files(), now.header(), now.key().bytes(), now.startNanos(), settled, temporary));
        } catch (IOException | RuntimeException e) {
            events.warn("start-up cache: cannot save " + digestsFile + " (" + e
                    + "); the next start reads every content file for its key");
        }
    }

    /** Temporary files of this cache left by a process stopped while it saved (over an hour old). */
    private void removeAbandoned() throws IOException {
        String prefix = file.getFileName() + ".";
        long hourAgo = System.currentTimeMillis() - TimeUnit.HOURS.toMillis(1);
        try (Stream<Path> files = Files.list(file.getParent())) {
            for (Path stale : files.filter(f -> f.getFileName().toString().startsWith(prefix)
                            && f.getFileName().toString().endsWith(".tmp"))
                    .toList()) {
                if (Files.getLastModifiedTime(stale).toMillis() < hourAgo) {
                    Files.deleteIfExists(stale);
                }
            }
        }
    }

    /**
     * This build: its Maven build time and version (src/main/build-info), and, when running from a
     * jar, the jar's size and modification time, so even a jar rebuilt without Maven is a new build.
     */
    private static String buildIdentity() {
        StringBuilder identity = new StringBuilder();
        try (InputStream in = SnapshotCache.class.getResourceAsStream("/firmsite-build.properties")) {
            if (in != null) {
                Properties properties = new Properties();
                properties.load(in);
                identity.append(properties.getProperty("build", ""))
                        .append(' ')
                        .append(properties.getProperty("version", ""));
            }
            Optional<Path> source = CodeLocation.of(SnapshotCache.class);
            if (source.isPresent()) {
                Path code = source.get();
                if (Files.isRegularFile(code)) {
                    identity.append(' ')
                            .append(code)
                            .append(' ')
                            .append(Files.size(code))
                            .append(' ')
                            .append(Files.getLastModifiedTime(code).toMillis());
                }
            }
        } catch (IOException | RuntimeException e) {
            // The parts read so far stand: the Maven build time alone differs from build to build.
        }
        return identity.toString();
    }

    private static void update(MessageDigest digest, String text) {
        digest.update(text.getBytes(StandardCharsets.UTF_8));
    }
}
