package com.firmsite.wordpress;

import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The files an import writes, staged outside the content folder until every item is converted,
 * then moved in at once: an import that stops half way leaves the folder as it was. An existing file
 * is never replaced without --force (the same bytes count as unchanged); nothing is written with
 * --dry-run. Each decision is counted in the report.
 */
final class StagedFiles implements Closeable {
    private final WordPressImport.Options options;
    private final Path content;
    private final ImportReport report;
    /** Every file this import writes (or, with --dry-run, would write), relative to the content folder, with its bytes' digest. */
    private final Map<String, byte[]> plannedWrites = new LinkedHashMap<>();

    private Path staging;

    StagedFiles(WordPressImport.Options options, ImportReport report) {
        this.options = options;
        this.content = options.content();
        this.report = report;
    }

    /**
     * Plans the writing of a file unless it exists: the same bytes count as unchanged, others are
     * kept unless --force. The file is staged, not written: {@link #commit} moves every staged file
     * into the content folder once every item has been converted, so an import that stops half way
     * (an export unreadable at its end, an item no converter takes) leaves the folder as it was.
     */
    void write(String relative, String text, WxrItem item, String noun) throws IOException {
        write(relative, text.getBytes(StandardCharsets.UTF_8), item, noun);
    }

    boolean write(String relative, byte[] bytes, WxrItem item, String noun) throws IOException {
        Path file = content.resolve(relative);
        byte[] digest = digest(bytes);
        byte[] planned = plannedWrites.get(relative);
        boolean exists = planned != null || Files.exists(file);
        if (exists) {
            byte[] there = planned != null ? planned : digest(Files.readAllBytes(file));
            if (Arrays.equals(there, digest)) {
                report.count(noun + " files: already there, unchanged");
                return true;
            }
            if (!options.force()) {
                report.count(noun + " files: not written, a different file is there");
                report.warn(
                        item,
                        relative
                                + " exists with other content: kept; merge by hand, or run again with --force to replace it");
                return false;
            }
            report.count(noun + " files: replaced (--force)");
        } else {
            report.count(noun + " files: written");
        }
        plannedWrites.put(relative, digest);
        if (!options.dryRun()) {
            Path staged = staging().resolve(relative);
            Files.createDirectories(staged.getParent());
            Files.write(staged, bytes);
        }
        return true;
    }

    private static byte[] digest(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The folder files are staged in until every item is converted: outside the content folder, so a crash leaves nothing in it. */
    private Path staging() throws IOException {
        if (staging == null) {
            staging = Files.createTempDirectory("firmsite-import-");
        }
        return staging;
    }

    /** Moves every staged file into the content folder (a copy when the two are on different file systems). */
    void commit() throws IOException {
        if (staging == null) {
            return;
        }
        for (String relative : plannedWrites.keySet()) {
            Path staged = staging.resolve(relative);
            if (Files.exists(staged)) {
                Path file = content.resolve(relative);
                Files.createDirectories(file.getParent());
                Files.move(staged, file, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    /** Removes the staging folder, whatever happened. */
    @Override
    public void close() throws IOException {
        if (staging == null) {
            return;
        }
        try (Stream<Path> walk = Files.walk(staging)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
        staging = null;
    }
}
