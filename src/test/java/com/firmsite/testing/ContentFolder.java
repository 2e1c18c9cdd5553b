package com.firmsite.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Copies of the sample firm that a test may edit line by line. */
public final class ContentFolder {
    private ContentFolder() {}

    public static Path copyOfSample(Path into) {
        Path source = TestServer.sampleContent();
        Path target = into.resolve("content");
        try (Stream<Path> files = Files.walk(source)) {
            for (Path file : files.toList()) {
                Path copy = target.resolve(source.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(file, copy);
                }
            }
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes {@code publications/<slug>.md}: a client alert by Thomas Lowe on commercial litigation,
     * dated {@code date} ({@code 2026-12-01} or {@code 2026-12-01T09:00:00-05:00}), with {@code
     * extraFrontMatter} lines (such as {@code draft: true}) and {@code body}.
     */
    public static void writePublication(
            Path content, String slug, String title, String date, String extraFrontMatter, String body) {
        String text = "---\ntitle: " + title + "\ndate: " + date + "\ntype: Client alert\nauthors: [thomas-lowe]\n"
                + "practiceAreas: [commercial-litigation]\ndescription: " + title + ", in one sentence.\n"
                + extraFrontMatter + "---\n\n" + body + "\n";
        write(content.resolve("publications").resolve(slug + ".md"), text);
    }

    /**
     * Writes {@code events/ending-soon.md}, "A talk ending soon": an online talk from {@code start}
     * to {@code end}, for the tests of what changes when an event ends.
     */
    public static void writeEventEnding(Path content, Instant start, Instant end) {
        write(content.resolve("events/ending-soon.md"), """
                ---
                title: A talk ending soon
                description: It ends at an instant the test chose.
                start: %s
                end: %s
                online: https://meet.example-firm.com/soon
                ---

                A short talk.
                """.formatted(start, end));
    }

    /**
     * Writes {@code careers/closing-soon.md}, "Closing Soon Clerk": a part-time opening in Boston
     * that closes at {@code close}, for the tests of what changes when an opening closes.
     */
    public static void writeOpeningClosing(Path content, Instant close) {
        write(content.resolve("careers/closing-soon.md"), """
                ---
                title: Closing Soon Clerk
                description: An opening that closes at an instant the test chose.
                office: boston
                employmentType: PART_TIME
                datePosted: 2026-01-05
                validThrough: %s
                salary: {min: 30, max: 40, currency: USD, unit: HOUR}
                ---

                Apply now.
                """.formatted(close));
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Replaces the first line that starts with {@code prefix}. */
    public static void replaceLine(Path file, String prefix, String replacement) {
        List<String> lines = new ArrayList<>(read(file));
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(prefix)) {
                lines.set(i, replacement);
                write(file, lines);
                return;
            }
        }
        throw new IllegalArgumentException(file + " has no line starting with " + prefix);
    }

    public static void append(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The first line that starts with {@code prefix}, to extend it with {@link #replaceLine}. */
    public static String lineText(Path file, String prefix) {
        return read(file).stream()
                .filter(line -> line.startsWith(prefix))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(file + " has no line starting with " + prefix));
    }

    /** The 1-based number of the first line containing {@code text}. */
    public static int lineOf(Path file, String text) {
        List<String> lines = read(file);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i + 1;
            }
        }
        throw new IllegalArgumentException(file + " has no line containing " + text);
    }

    private static List<String> read(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(Path file, List<String> lines) {
        try {
            Files.write(file, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
