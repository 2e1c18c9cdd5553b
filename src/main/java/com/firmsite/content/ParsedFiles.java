package com.firmsite.content;

import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
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
    public static final ParsedFiles NONE = new ParsedFiles(false);

    private record Entry(byte[] digest, LocalDate lastModified, Object parsed) {}

    private final boolean keeping;
    private final Map<Path, Entry> entries = new ConcurrentHashMap<>();

    private ParsedFiles(boolean keeping) {
        this.keeping = keeping;
    }

    /** An empty cache, to be handed to every load of one content folder. */
    public static ParsedFiles create() {
        return new ParsedFiles(true);
    }

    /** Whether it keeps the parses (else it is {@link #NONE}). */
    public boolean keeps() {
        return keeping;
    }

    /**
     * What {@code parse} made of {@code bytes} (the content of {@code file}, last changed on {@code
     * lastModified}) when the file last had these bytes and this day; else {@code parse}'s new result,
     * kept for the next load.
     */
    @SuppressWarnings("unchecked") // an entry holds what the loader's own parse returned for the file
    <T> T parsed(Path file, byte[] bytes, LocalDate lastModified, Supplier<T> parse) {
        if (!keeping) {
            return parse.get();
        }
        byte[] digest = sha256(bytes);
        Entry entry = entries.get(file);
        if (entry != null
                && Arrays.equals(entry.digest(), digest)
                && entry.lastModified().equals(lastModified)) {
            return (T) entry.parsed();
        }
        T parsed = parse.get();
        entries.put(file, new Entry(digest, lastModified, parsed));
        return parsed;
    }

    /** Forgets the files a load did not read (deleted or renamed since). */
    void retain(Set<Path> read) {
        if (keeping) {
            entries.keySet().retainAll(read);
        }
    }

    private static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
