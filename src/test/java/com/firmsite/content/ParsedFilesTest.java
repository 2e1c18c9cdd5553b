package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The loader's kept parses: a file whose status is what it was, and was trusted when read, is not
 * read again; any write to it, or a status too fresh to stand for the bytes, makes it read.
 */
class ParsedFilesTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 27);

    @TempDir
    Path dir;

    private final ParsedFiles files = ParsedFiles.create();
    private final AtomicInteger parses = new AtomicInteger();

    private static long nanosFromNow(long seconds) {
        Instant now = Instant.now().plusSeconds(seconds);
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    private String parse(Path file, long readNanos) throws Exception {
        Optional<FileStatus> status = FileStatus.of(file);
        byte[] bytes = Files.readAllBytes(file);
        return files.parsed(file, bytes, DAY, status, readNanos, () -> {
            parses.incrementAndGet();
            return new String(bytes, StandardCharsets.UTF_8);
        });
    }

    @Test
    void aFileLeftAloneIsNotReadAgain() throws Exception {
        Path file = Files.writeString(dir.resolve("a.md"), "first");
        // Read as if 3 s after its last change: its status then stands for its bytes.
        String first = parse(file, nanosFromNow(3));

        Optional<String> kept = files.unchanged(file, FileStatus.of(file));

        assertThat(kept).containsSame(first);
        assertThat(parses).hasValue(1);
    }

    @Test
    void aWriteOfTheSameSizeIsSeen() throws Exception {
        Path file = Files.writeString(dir.resolve("a.md"), "first");
        parse(file, nanosFromNow(3));
        // The file system's clock ticks coarsely (milliseconds): the write falls in a later tick, as
        // the 2 s a status must have settled for guarantees of a real one.
        Thread.sleep(50);

        Files.writeString(file, "again");

        assertThat(files.<String>unchanged(file, FileStatus.of(file))).isEmpty();
        assertThat(parse(file, nanosFromNow(3))).isEqualTo("again");
    }

    @Test
    void aFileChangedJustBeforeItWasReadIsReadAgain() throws Exception {
        Path file = Files.writeString(dir.resolve("a.md"), "first");
        // Read now: a write in the same clock tick would leave the status as it is.
        parse(file, nanosFromNow(0));

        assertThat(files.<String>unchanged(file, FileStatus.of(file))).isEmpty();
        // Read again (same bytes: the same parse), now trusted.
        parse(file, nanosFromNow(3));
        assertThat(files.<String>unchanged(file, FileStatus.of(file))).isPresent();
        assertThat(parses).hasValue(1);
    }

    @Test
    void aLoadThatKeepsNothingNeverSkipsAFile() throws Exception {
        Path file = Files.writeString(dir.resolve("a.md"), "first");
        ParsedFiles none = ParsedFiles.NONE;
        none.parsed(file, Files.readAllBytes(file), DAY, FileStatus.of(file), nanosFromNow(3), () -> "first");

        assertThat(none.<String>unchanged(file, FileStatus.of(file))).isEmpty();
    }
}
