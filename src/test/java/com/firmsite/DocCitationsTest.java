package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The repository stands on its own: every citation of a documented section (written as a docs
 * file and a section sign, for example {@code docs/decisions.md §4.2} or {@code §5.4–5.6}) names
 * a numbered heading that exists in that file, every relative link of the README and docs/ leads
 * to a file and heading, and nothing points outside the repository. Code is read in its comments
 * only; Markdown is read whole (inside {@code docs/}, a citation may name a sibling file without
 * the folder).
 */
class DocCitationsTest {
    private static final Path ROOT = Path.of("");
    private static final List<String> SKIPPED_FOLDERS = List.of(".git", "target", "node_modules", ".mvn");
    private static final String SECTION = "\u00a7";
    private static final String SECTION_ID = SECTION + "(\\d+(?:\\.\\d+)*)(?:\u2013(\\d+(?:\\.\\d+)*))?";
    private static final Pattern CITATION = Pattern.compile("((?:docs/)?[A-Za-z0-9_-]+(?:/[A-Za-z0-9_-]+)*\\.md) ("
            + SECTION_ID + "(?:(?:, | and )" + SECTION_ID + ")*)");
    private static final Pattern ONE_SECTION = Pattern.compile(SECTION_ID);
    /** A numbered heading: {@code ## 3. Methods}, {@code ### 3.7 Protocol-level rejections}. */
    private static final Pattern NUMBERED_HEADING = Pattern.compile("(?m)^#{1,6} (\\d+(?:\\.\\d+)*)\\.? ");
    /** The forms citations had while the contract lived outside the repository. */
    private static final Pattern OUTSIDE_REFERENCE = Pattern.compile(
            "\\.\\./" + "shared|shared/spec|\\b[Dd]ecisions " + SECTION + "|\\bstandards(?:\\.md)? " + SECTION);

    private static final Pattern MACHINE_PATH = Pattern.compile("/work/|/usr/lib/jvm/temurin-");

    /** A Markdown link or image whose target is in this repository: path, then an optional fragment. */
    private static final Pattern RELATIVE_LINK =
            Pattern.compile("\\]\\((?!https?:|mailto:)([^)#\\s]*)(?:#([^)\\s]+))?\\)");

    private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6} (.+)$");

    private final Map<Path, Set<String>> sectionsByDoc = new ConcurrentHashMap<>();

    @Test
    void everyCitedSectionExistsInTheCitedDocument() {
        List<String> broken = new ArrayList<>();
        int citations = 0;
        for (Path file : citingFiles()) {
            List<String> lines = citableLines(file);
            for (int i = 0; i < lines.size(); i++) {
                if (!lines.get(i).contains(".md " + SECTION)) {
                    continue;
                }
                Matcher citation = CITATION.matcher(lines.get(i));
                while (citation.find()) {
                    citations++;
                    Path doc = resolve(file, citation.group(1));
                    for (String section : sections(citation.group(2))) {
                        if (!sectionsOf(doc).contains(section)) {
                            broken.add(
                                    file + ":" + (i + 1) + ": " + citation.group(1) + " has no " + SECTION + section);
                        }
                    }
                }
            }
        }
        assertThat(broken).as("citations of sections that do not exist").isEmpty();
        assertThat(citations)
                .as("citations found (the scan must see the code's citations)")
                .isGreaterThan(50);
    }

    @Test
    void nothingRefersToDocumentsOutsideTheRepository() {
        assertThat(linesMatching(OUTSIDE_REFERENCE, citingFiles()))
                .as("references outside the repository, or citations without their docs file")
                .isEmpty();
    }

    @Test
    void theDocumentsNameNoPathOfTheMachineTheyWereWrittenOn() {
        assertThat(linesMatching(MACHINE_PATH, markdownFiles())).isEmpty();
    }

    /** {@code file:line: text} of every citable line of the files in which the pattern occurs. */
    private static List<String> linesMatching(Pattern pattern, List<Path> files) {
        List<String> found = new ArrayList<>();
        for (Path file : files) {
            List<String> lines = citableLines(file);
            for (int i = 0; i < lines.size(); i++) {
                if (pattern.matcher(lines.get(i)).find()) {
                    found.add(file + ":" + (i + 1) + ": " + lines.get(i).trim());
                }
            }
        }
        return found;
    }

    @Test
    void everyRelativeLinkOfTheDocumentsLeadsToAFileAndHeading() {
        List<String> broken = new ArrayList<>();
        int links = 0;
        for (Path file : markdownFiles()) {
            Matcher link = RELATIVE_LINK.matcher(String.join("\n", lines(file)));
            while (link.find()) {
                links++;
                Path target = link.group(1).isEmpty()
                        ? file
                        : file.resolveSibling(link.group(1)).normalize();
                String fragment = link.group(2);
                if (!Files.exists(target)) {
                    broken.add(file + ": " + link.group() + ": no file " + target);
                } else if (fragment != null && !headingAnchors(target).contains(fragment)) {
                    broken.add(file + ": " + link.group() + ": no heading #" + fragment + " in " + target);
                }
            }
        }
        assertThat(broken).isEmpty();
        assertThat(links).as("links found").isGreaterThan(20);
    }

    @Test
    void theDecisionsKeepTheSectionNumbersTheCodeCites() {
        assertThat(sectionsOf(Path.of("docs/decisions.md")))
                .contains("1", "1.5", "2.7", "3.7", "3.8", "4.4", "5.16", "6.3", "7", "8");
    }

    /** Every text file of the repository, apart from build output, dependencies and Git's own files. */
    private static List<Path> citingFiles() {
        return TextFiles.ALL;
    }

    /** Walked once for all the tests; skipped folders are not entered at all. */
    private static final class TextFiles {
        static final List<Path> ALL = walk();

        private static List<Path> walk() {
            List<Path> files = new ArrayList<>();
            try {
                Files.walkFileTree(ROOT, new SimpleFileVisitor<>() {
                    @Override
                    public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                        boolean skipped = dir.getFileName() != null
                                && SKIPPED_FOLDERS.contains(dir.getFileName().toString());
                        return skipped ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                    }

                    @Override
                    public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                        if (attributes.isRegularFile() && isText(file)) {
                            files.add(file);
                        }
                        return FileVisitResult.CONTINUE;
                    }
                });
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return files.stream().sorted().toList();
        }
    }

    private static List<Path> markdownFiles() {
        return citingFiles().stream()
                .filter(file -> file.toString().endsWith(".md"))
                .filter(file -> file.startsWith("docs") || file.equals(Path.of("README.md")))
                .toList();
    }

    private static boolean isText(Path file) {
        try {
            byte[] bytes = Files.readAllBytes(file);
            for (byte b : bytes) {
                if (b == 0) {
                    return false;
                }
            }
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The lines a citation can be in. Java and JavaScript are read in their comments only: a
     * string literal is served text, which this test does not judge.
     */
    private static List<String> citableLines(Path file) {
        String name = file.getFileName().toString();
        if (!name.endsWith(".java") && !name.endsWith(".js")) {
            return lines(file);
        }
        return lines(file).stream().map(DocCitationsTest::commentOf).toList();
    }

    private static String commentOf(String line) {
        String trimmed = line.trim();
        if (trimmed.startsWith("*") || trimmed.startsWith("/*") || trimmed.startsWith("//")) {
            return trimmed;
        }
        int lineComment = line.indexOf(" // ");
        return lineComment < 0 ? "" : line.substring(lineComment);
    }

    private static List<String> lines(Path file) {
        try {
            return List.of(new String(Files.readAllBytes(file), StandardCharsets.UTF_8).split("\n", -1));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Within docs/, a citation may name a sibling file; anywhere else it names the file from the root. */
    private static Path resolve(Path citingFile, String cited) {
        if (citingFile.startsWith("docs") && !cited.startsWith("docs/")) {
            return citingFile.resolveSibling(cited).normalize();
        }
        return Path.of(cited);
    }

    /** {@code §5.1 and §5.4–5.6} names 5.1, 5.4 and 5.6 (a range names both its ends). */
    private static List<String> sections(String list) {
        List<String> sections = new ArrayList<>();
        Matcher section = ONE_SECTION.matcher(list);
        while (section.find()) {
            sections.add(section.group(1));
            if (section.group(2) != null) {
                sections.add(section.group(2));
            }
        }
        return sections;
    }

    /** The fragments GitHub gives a file's headings: lower case, punctuation dropped, spaces as dashes. */
    private static Set<String> headingAnchors(Path doc) {
        Set<String> anchors = new HashSet<>();
        Matcher heading = HEADING.matcher(String.join("\n", lines(doc)));
        while (heading.find()) {
            anchors.add(heading.group(1)
                    .trim()
                    .toLowerCase(Locale.ROOT)
                    .replaceAll("[^\\p{L}\\p{N} _-]", "")
                    .replace(' ', '-'));
        }
        return anchors;
    }

    private Set<String> sectionsOf(Path doc) {
        return sectionsByDoc.computeIfAbsent(doc, d -> {
            if (!Files.isRegularFile(d)) {
                return Set.of();
            }
            Matcher heading = NUMBERED_HEADING.matcher(String.join("\n", lines(d)));
            Set<String> ids = new HashSet<>();
            while (heading.find()) {
                ids.add(heading.group(1));
            }
            return Set.copyOf(ids);
        });
    }
}
