package com.firmsite.startup;

import com.firmsite.content.FileStatus;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemLoopException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Every regular file under a folder, links followed, with its {@link FileStatus}: what the content
 * key is computed over. One {@code stat} per entry says both what the entry is and, for a file, its
 * status; the folder is read level by level, and each level's entries are asked on two threads.
 *
 * <p>This is most of a large firm's restart: {@code Files.walkFileTree} asks each entry's type
 * ({@code stat}), and the status was then asked again, a second {@code stat} and a second pass over
 * 14,776 files (0.2 s and 0.15 s, at start-up, before the JIT has compiled either).
 */
public final class FolderScan {
    /** A regular file: its path, its name in the folder ({@code /} between parts), its status if any. */
    record Found(Path path, String name, Optional<FileStatus> status) {}

    /** Below this many entries in a level, one thread asks them all: a second would cost more than it saves. */
    static final int SPLIT_FROM = 1_000;

    private static final boolean UNIX = FileStatus.available();
    /** The status and the entry's type in one call (the unix view has the basic attributes too). */
    private static final String UNIX_ENTRY = FileStatus.UNIX_STATUS + ",isRegularFile,isDirectory";

    /** A scan started before it was asked for ({@link #startAhead}), until the first scan takes it. */
    private record Ahead(Path folder, FutureTask<List<Found>> scan) {}

    private static final AtomicReference<Ahead> AHEAD = new AtomicReference<>();

    private FolderScan() {}

    /**
     * Starts scanning {@code folder} now, on a thread of its own, for the first {@link #regularFiles}
     * of the same folder to take. A restart spends its first 0.2 s parsing the command line (picocli
     * building its model, in the interpreter); the launcher knows the content folder before the JVM
     * starts and names it ({@code -Dfirmsite.scanAhead}), so that the scan, the rest of a large
     * firm's restart, runs meanwhile on the other core. A guess that names another folder is
     * dropped; and only the first scan takes it: a later one (the build's check before it saves,
     * a reload) must see the folder as it is then.
     */
    public static void startAhead(Path folder) {
        Thread.ofPlatform().daemon().name("folder-scan-ahead").start(ahead(folder));
    }

    /** Makes the scan of {@code folder} the one ahead, for its caller to run. */
    static FutureTask<List<Found>> ahead(Path folder) {
        Path absolute = folder.toAbsolutePath().normalize();
        FutureTask<List<Found>> scan = new FutureTask<>(() -> scan(absolute));
        AHEAD.set(new Ahead(absolute, scan));
        return scan;
    }

    /**
     * A folder to read, and the keys of it and its ancestors (a link back to one of them is a loop);
     * a file system without keys (a zip file) has no links either.
     */
    private record Folder(Path path, String prefix, List<Object> ancestors) {}

    /** An entry listed in a folder, and what one {@code stat} said of it (null: gone, or a broken link). */
    private record Entry(Path path, String name, Folder parent) {}

    private record Asked(boolean regularFile, boolean directory, Object key, Optional<FileStatus> status) {}

    /**
     * Every regular file under {@code root}, in name order, with its status: from the scan started
     * ahead for this folder when there is one not yet taken (its paths then absolute), else read now.
     */
    static List<Found> regularFiles(Path root) throws IOException {
        Ahead ahead = AHEAD.getAndSet(null);
        if (ahead != null && ahead.folder().equals(root.toAbsolutePath().normalize())) {
            try {
                return ahead.scan().get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while reading the content folder", e);
            } catch (ExecutionException e) {
                // Whatever went wrong then is asked again now, and reported if it still does.
            }
        }
        return scan(root);
    }

    private static List<Found> scan(Path root) throws IOException {
        List<Found> found = new ArrayList<>();
        Asked top = ask(root);
        if (top == null) {
            throw new NoSuchFileException(root.toString());
        }
        if (!top.directory()) {
            throw new NotDirectoryException(root.toString());
        }
        List<Folder> level = List.of(new Folder(root, "", top.key() == null ? List.of() : List.of(top.key())));
        while (!level.isEmpty()) {
            List<Entry> entries = list(level);
            Asked[] answers = askAll(entries);
            List<Folder> next = new ArrayList<>();
            for (int i = 0; i < answers.length; i++) {
                Entry entry = entries.get(i);
                Asked asked = answers[i];
                if (asked == null) {
                    continue;
                }
                if (asked.regularFile()) {
                    found.add(new Found(entry.path(), entry.name(), asked.status()));
                } else if (asked.directory()) {
                    next.add(inside(entry, asked));
                }
            }
            level = next;
        }
        found.sort(Comparator.comparing(Found::name));
        return found;
    }

    /** The folder an entry is, refused when it is one of its own ancestors (a link to one). */
    private static Folder inside(Entry entry, Asked asked) throws FileSystemLoopException {
        List<Object> ancestors = entry.parent().ancestors();
        if (asked.key() != null && ancestors.contains(asked.key())) {
            throw new FileSystemLoopException(entry.path().toString());
        }
        List<Object> withIt = new ArrayList<>(ancestors);
        if (asked.key() != null) {
            withIt.add(asked.key());
        }
        return new Folder(entry.path(), entry.name() + "/", withIt);
    }

    private static List<Entry> list(List<Folder> folders) throws IOException {
        List<Entry> entries = new ArrayList<>();
        for (Folder folder : folders) {
            try (DirectoryStream<Path> listing = Files.newDirectoryStream(folder.path())) {
                for (Path path : listing) {
                    entries.add(new Entry(path, folder.prefix() + path.getFileName(), folder));
                }
            }
        }
        return entries;
    }

    /** What each entry is, the second half asked on a thread of its own when there are many. */
    private static Asked[] askAll(List<Entry> entries) throws IOException {
        Asked[] answers = new Asked[entries.size()];
        int half = entries.size() < SPLIT_FROM ? entries.size() : entries.size() / 2;
        FutureTask<Void> secondHalf = new FutureTask<>(() -> {
            askRange(entries, half, entries.size(), answers);
            return null;
        });
        if (half < entries.size()) {
            Thread.ofPlatform().daemon().name("folder-scan").start(secondHalf);
        }
        askRange(entries, 0, half, answers);
        if (half < entries.size()) {
            result(secondHalf, "reading the content folder");
        }
        return answers;
    }

    private static void askRange(List<Entry> entries, int from, int to, Asked[] answers) throws IOException {
        for (int i = from; i < to; i++) {
            answers[i] = ask(entries.get(i).path());
        }
    }

    /**
     * One {@code stat}, links followed. Null when there is nothing there: the entry went since it was
     * listed, or it is a link to nothing (which the walk this replaced did not count as a file either).
     */
    private static Asked ask(Path path) throws IOException {
        try {
            if (UNIX && path.getFileSystem() == FileSystems.getDefault()) {
                Map<String, Object> unix = Files.readAttributes(path, UNIX_ENTRY);
                FileStatus status = FileStatus.of(unix);
                return new Asked(
                        (Boolean) unix.get("isRegularFile"),
                        (Boolean) unix.get("isDirectory"),
                        List.of(status.device(), status.inode()),
                        Optional.of(status));
            }
            // Elsewhere (the sample firm inside the jar is a zip file system): the type, and no status.
            BasicFileAttributes basic = Files.readAttributes(path, BasicFileAttributes.class);
            return new Asked(basic.isRegularFile(), basic.isDirectory(), basic.fileKey(), Optional.empty());
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    /** What {@code task} gave, or threw (an I/O error as it was); {@code doing} names it if interrupted. */
    static <T> T result(FutureTask<T> task, String doing) throws IOException {
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while " + doing, e);
        } catch (ExecutionException e) {
            switch (e.getCause()) {
                case IOException io -> throw io;
                case RuntimeException unexpected -> throw unexpected;
                case Error error -> throw error;
                default -> throw new IOException(e.getCause());
            }
        }
    }
}
