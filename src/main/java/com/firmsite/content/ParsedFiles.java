package com.firmsite.content;

import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * What the loader made of each Markdown file the last time it read it, kept between loads of one
 * content folder (the reloads of {@code serve --watch}): a file whose bytes and modification day
 * are unchanged is not parsed again, and the load gets the very same parsed tree, so everything
 * built from it compares equal to what the previous load built (which lets the renderer reuse its
 * pages). Validation still runs on every file at every load. Safe to use from parallel streams.
 */
public final class ParsedFiles {
    /** A cache that keeps nothing: every load parses every file (a one-off load, such as {@code check}). */
    public static final ParsedFiles NONE = none(MarkdownDepth.DEFAULT_MAX);

    /**
     * @param trusted the file's status when it was read, if it had been left alone long enough for
     *     the status to stand for its bytes ({@link FileStatus#SETTLED})
     */
    private record Entry(byte[] digest, LocalDate lastModified, Object parsed, Optional<FileStatus> trusted) {}

    private final boolean keeping;
    /**
     * How deep a body may nest ({@code --max-markdown-depth}): part of how a file is parsed, so the
     * parses kept here are the ones made under it.
     */
    private final int maxMarkdownDepth;

    private final Map<Path, Entry> entries = new ConcurrentHashMap<>();
    /** What each item folder's file was read into, and the context each folder was read in. */
    private final Map<Path, ContentFiles.ItemRead<?>> itemReads = new ConcurrentHashMap<>();

    private final Map<String, List<?>> contexts = new ConcurrentHashMap<>();
    private final KeptRecords records = new KeptRecords();
    /** Item and translation files read into records, and taken as kept, by the load under way. */
    private final AtomicInteger readThisLoad = new AtomicInteger();

    private final AtomicInteger keptThisLoad = new AtomicInteger();
    private volatile String lastLoad = "nothing loaded yet";

    private ParsedFiles(boolean keeping, int maxMarkdownDepth) {
        if (maxMarkdownDepth < 1) {
            throw new IllegalArgumentException("the Markdown depth limit must be positive");
        }
        this.keeping = keeping;
        this.maxMarkdownDepth = maxMarkdownDepth;
    }

    /** An empty cache, to be handed to every load of one content folder. */
    public static ParsedFiles create() {
        return create(MarkdownDepth.DEFAULT_MAX);
    }

    /** As above, bodies nested deeper than {@code maxMarkdownDepth} being content errors. */
    public static ParsedFiles create(int maxMarkdownDepth) {
        return new ParsedFiles(true, maxMarkdownDepth);
    }

    /** As {@link #NONE}, bodies nested deeper than {@code maxMarkdownDepth} being content errors. */
    public static ParsedFiles none(int maxMarkdownDepth) {
        return new ParsedFiles(false, maxMarkdownDepth);
    }

    /** The deepest a body may nest (see {@link MarkdownDepth}). */
    int maxMarkdownDepth() {
        return maxMarkdownDepth;
    }

    /** Whether it keeps the parses (else it is {@link #NONE}). */
    public boolean keeps() {
        return keeping;
    }

    /**
     * What the last read of {@code file} made of it, when its status {@code now} (read just before)
     * is the one it had then and that status was trusted (see {@link FileStatus}): the file need
     * not be read at all. At 10,000 pages, reading and digesting every file was most of a reload's
     * loading (about 40 MB).
     */
    @SuppressWarnings("unchecked") // an entry holds what the loader's own parse returned for the file
    <T> Optional<T> unchanged(Path file, Optional<FileStatus> now) {
        Entry entry = keeping && now.isPresent() ? entries.get(file) : null;
        return entry != null && entry.trusted().equals(now) ? Optional.of((T) entry.parsed()) : Optional.empty();
    }

    /**
     * What {@code parse} made of {@code bytes} (the content of {@code file}, last changed on {@code
     * lastModified}) when the file last had these bytes and this day; else {@code parse}'s new result,
     * kept for the next load. {@code status} is the file's, read before its bytes at {@code
     * readNanos} (epoch nanoseconds), for {@link #unchanged}.
     */
    @SuppressWarnings("unchecked") // an entry holds what the loader's own parse returned for the file
    <T> T parsed(
            Path file,
            byte[] bytes,
            LocalDate lastModified,
            Optional<FileStatus> status,
            long readNanos,
            Supplier<T> parse) {
        if (!keeping) {
            return parse.get();
        }
        byte[] digest = sha256(bytes);
        Optional<FileStatus> trusted = status.filter(now -> now.settledAt(readNanos, FileStatus.SETTLED));
        Entry entry = entries.get(file);
        if (entry != null
                && Arrays.equals(entry.digest(), digest)
                && entry.lastModified().equals(lastModified)) {
            if (!entry.trusted().equals(trusted)) {
                entries.put(file, new Entry(digest, lastModified, entry.parsed(), trusted));
            }
            return (T) entry.parsed();
        }
        T parsed = parse.get();
        entries.put(file, new Entry(digest, lastModified, parsed, trusted));
        return parsed;
    }

    /** As above, for a file whose status is not asked (its bytes alone decide). */
    <T> T parsed(Path file, byte[] bytes, LocalDate lastModified, Supplier<T> parse) {
        return parsed(file, bytes, lastModified, Optional.empty(), 0, parse);
    }

    /**
     * The context {@code key} (an item folder, the translations) was read in last time when it
     * equals {@code now}'s, else {@code now}, kept for the next load: {@link #itemRead} then
     * compares contexts object by object, by identity.
     */
    List<?> context(String key, List<?> now) {
        if (!keeping) {
            return now;
        }
        return contexts.compute(key, (unused, last) -> now.equals(last) ? last : now);
    }

    /** As {@link #context(String, List)}, for one file's context: forgotten with the file ({@link #retain}). */
    List<?> context(Path file, List<?> now) {
        return context(FILE_CONTEXT + file, now);
    }

    private static final String FILE_CONTEXT = "file ";

    /**
     * What {@code file} was read into last time when it was read from the very same {@code parse}
     * in a context of the very same objects (reading depends on nothing else); else {@code read}'s
     * new result, kept for the next load.
     */
    @SuppressWarnings("unchecked") // an entry holds what the loader's reader returned for the file
    <T> ContentFiles.ItemRead<T> itemRead(
            Path file, SourceFile.Prepared parse, List<?> context, Supplier<ContentFiles.ItemRead<T>> read) {
        if (!keeping) {
            return read.get();
        }
        ContentFiles.ItemRead<?> last = itemReads.get(file);
        if (last != null && same(last.parse(), parse) && sameObjects(last.context(), context)) {
            keptThisLoad.incrementAndGet();
            return (ContentFiles.ItemRead<T>) last;
        }
        readThisLoad.incrementAndGet();
        ContentFiles.ItemRead<T> now = read.get();
        itemReads.put(file, now);
        return now;
    }

    // Identity, not equality: the kept parse is the very object when the file is unchanged, an
    // unchanged original's record is the very object its own kept read gave, and a context equal to
    // the last is replaced by it (context); comparing values would cost what keeping saves.
    @SuppressWarnings("ReferenceEquality")
    private static boolean same(Object kept, Object now) {
        return kept == now;
    }

    private static boolean sameObjects(List<?> kept, List<?> now) {
        if (kept.size() != now.size()) {
            return false;
        }
        for (int i = 0; i < kept.size(); i++) {
            if (!same(kept.get(i), now.get(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Lets every body's tree go until a build asks for it again ({@link BodyTree}): called once a
     * build has rendered, since the next renders only the pages that show what changed.
     */
    public void releaseTrees() {
        entries.values().forEach(entry -> {
            if (entry.parsed() instanceof SourceFile.Prepared prepared) {
                prepared.source().ifPresent(source -> source.body().release());
            }
        });
    }

    /**
     * {@code site} with the very records the last load made wherever this load's are equal (see
     * {@link KeptRecords}); as it is when nothing is kept.
     */
    Site sameRecords(Site site) {
        return keeping ? records.keep(site) : site;
    }

    /** Forgets the files a load did not read (deleted or renamed since); the load is over. */
    void retain(Set<Path> read) {
        if (keeping) {
            entries.keySet().retainAll(read);
            itemReads.keySet().retainAll(read);
            contexts.keySet()
                    .removeIf(key -> key.startsWith(FILE_CONTEXT)
                            && !itemReads.containsKey(Path.of(key.substring(FILE_CONTEXT.length()))));
            int readNow = readThisLoad.getAndSet(0);
            int total = readNow + keptThisLoad.getAndSet(0);
            lastLoad = readNow + " of " + total + " item files read";
        }
    }

    /**
     * How many of the last load's item and translation files were read into records, the others
     * being kept from the load before ("1 of 13003 item files read"): what a reload's log says.
     */
    public String lastLoad() {
        return lastLoad;
    }

    private static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
