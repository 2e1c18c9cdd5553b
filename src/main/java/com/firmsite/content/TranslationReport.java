package com.firmsite.content;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code firmsite check} says of each language, as information (docs/decisions.md §9.3): how
 * many pages and items are translated, which are missing, and which translations are older than
 * their original, by the files' last git commit when the folder is in a git work tree, else by
 * their modification times.
 */
public final class TranslationReport {
    private final Path root;
    private final boolean git;

    private TranslationReport(Path root) {
        this.root = root;
        this.git = insideGitWorkTree(root);
    }

    /** The report's lines for {@code site} (with drafts), read from {@code root}; none for one language. */
    public static List<String> lines(Path root, Site site) {
        if (site.translations().isEmpty()) {
            return List.of();
        }
        TranslationReport report = new TranslationReport(root);
        List<String> lines = new ArrayList<>();
        lines.add("languages: " + site.firm().language() + " (default), "
                + String.join(", ", site.translations().keySet()) + "; translations' age by "
                + (report.git ? "last git commit (git log)" : "file modification time"));
        site.translations()
                .forEach((language, translated) -> lines.addAll(report.language(site, language, translated)));
        return List.copyOf(lines);
    }

    private List<String> language(Site site, String language, Site translated) {
        List<String> paths = site.paths();
        List<String> missing =
                paths.stream().filter(path -> !translated.has(path)).toList();
        List<String> lines = new ArrayList<>();
        lines.add(language + ": " + (paths.size() - missing.size()) + " of " + paths.size()
                + " pages and items translated");
        if (!missing.isEmpty()) {
            lines.add("  missing: " + String.join(", ", missing));
        }
        for (String path : paths) {
            if (translated.has(path)) {
                String file = PageFiles.fileName(path);
                Instant original = date(root.resolve(file));
                Instant translation = date(root.resolve(language).resolve(file));
                if (translation.isBefore(original)) {
                    lines.add("  older than its original: " + language + "/" + file + " (" + translation + ", " + file
                            + " " + original + ")");
                }
            }
        }
        return lines;
    }

    /** When {@code file} last changed: its last commit (now when uncommitted), or its modification time. */
    private Instant date(Path file) {
        if (git) {
            String committed = run(root, "git", "log", "-1", "--format=%cI", "--", file.toString());
            return committed.isEmpty()
                    ? Instant.now()
                    : OffsetDateTime.parse(committed).toInstant();
        }
        try {
            return Files.getLastModifiedTime(file).toInstant();
        } catch (IOException e) {
            return Instant.EPOCH;
        }
    }

    private static boolean insideGitWorkTree(Path root) {
        return run(root, "git", "rev-parse", "--is-inside-work-tree").equals("true");
    }

    /** A git command's output, stripped; "" when git is missing or fails (the report then says less). */
    private static String run(Path dir, String... command) {
        try {
            Process process = new ProcessBuilder(command)
                    .directory(dir.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            return process.waitFor() == 0 ? out : "";
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
