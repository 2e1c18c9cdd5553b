package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What {@code firmsite check} accepts, {@code firmsite serve} starts with: check runs the build serve
 * runs (every page of every language rendered), and content that would break it, such as Markdown
 * nested thousands of levels deep, is a content error at its file and line from both, never a stack
 * trace.
 */
class CheckBuildsWhatServeServesTest {
    @TempDir
    Path dir;

    private Path content;

    @BeforeEach
    void copySample() {
        content = ContentFolder.copyOfSample(dir);
    }

    @Test
    void aPartialTranslationPassesCheckAndIsServedWithItsUntranslatedPagesInTheDefaultLanguage() {
        keepOnlyTheseFrenchFiles(Set.of("site.yaml", "home.md", "about.md", "practice-areas/real-estate.md"));
        Run check = run("check");
        assertThat(check.status()).as(check.output()).isZero();
        assertThat(check.output()).contains(": valid (");
        try (TestServer server = TestServer.start(content, null)) {
            for (String path : List.of("/fr", "/fr/about", "/fr/practice-areas/real-estate")) {
                assertThat(server.get(path).statusCode()).as(path).isEqualTo(200);
            }
            // Not translated: served in the default language only, and French pages lead there.
            for (String path : List.of("/publications", "/practice-areas", "/team", "/contact")) {
                assertThat(server.get(path).statusCode()).as(path).isEqualTo(200);
            }
            assertThat(server.get("/fr/publications").statusCode()).isEqualTo(404);
            // The practice area's own publication list exists wherever the area does (its feed links there).
            assertThat(server.get("/fr/practice-areas/real-estate/publications").statusCode())
                    .isEqualTo(200);
            HttpResponse<String> area = server.get("/fr/practice-areas/real-estate");
            assertThat(area.body()).contains("href=\"/team/").contains("hreflang=\"en\"");
            assertThat(server.get("/fr/practice-areas/real-estate.md").statusCode())
                    .isEqualTo(200);
        }
    }

    /** Block quotes, emphasis and lists nested 2,000 and 3,000 deep: a few kilobytes of Markdown. */
    @ParameterizedTest
    @ValueSource(strings = {"blockquote", "emphasis", "list"})
    void markdownNestedThousandsDeepIsAContentErrorAtItsLineFromCheckAndServe(String construct) throws IOException {
        Path about = content.resolve("about.md");
        String deep = deepMarkdown(construct);
        ContentFolder.append(about, "\nA paragraph before it.\n\n" + deep + "\n");
        int line = ContentFolder.lineOf(about, deep.substring(0, 20));
        String expected = about + ":" + line + ": Markdown nested more than 100 levels deep";

        Run check = run("check");
        assertThat(check.status()).as(check.output()).isEqualTo(Main.INVALID);
        assertThat(check.output()).contains(expected).doesNotContain("\tat ").doesNotContain("Exception");

        Run serve = run("serve", "--port", "0");
        assertThat(serve.status()).as(serve.output()).isEqualTo(Main.INVALID);
        assertThat(serve.output()).contains(expected).doesNotContain("\tat ");
    }

    @Test
    void frontMatterNestedThousandsDeepIsAContentErrorAtItsFile() {
        Path careers = content.resolve("careers.md");
        // Deep enough to overflow any thread's stack, compiled code or not: at 3,000 levels the
        // composer's frames, once compiled, can fit, and the parser then reports the missing "]".
        ContentFolder.replaceLine(careers, "title:", "title: " + "[".repeat(200_000));
        Run check = run("check");
        assertThat(check.status()).as(check.output()).isEqualTo(Main.INVALID);
        assertThat(check.output())
                .contains(careers + ":2: invalid YAML: nested too deep to read")
                .doesNotContain("\tat ");
    }

    @Test
    void markdownNestedDeepButWithinTheLimitIsServed() throws IOException {
        Path about = content.resolve("about.md");
        ContentFolder.append(about, "\n" + "> ".repeat(90) + "Quoted ninety deep.\n");
        Run check = run("check");
        assertThat(check.status()).as(check.output()).isZero();
        try (TestServer server = TestServer.start(content, null)) {
            assertThat(server.get("/about").body()).contains("Quoted ninety deep.");
        }
    }

    @Test
    void theLimitIsAnOption() throws IOException {
        Path about = content.resolve("about.md");
        ContentFolder.append(about, "\n" + "> ".repeat(30) + "Quoted thirty deep.\n");
        int line = ContentFolder.lineOf(about, "Quoted thirty deep.");
        Run check = run("check", "--max-markdown-depth", "20");
        assertThat(check.status()).as(check.output()).isEqualTo(Main.INVALID);
        assertThat(check.output()).contains(about + ":" + line + ": Markdown nested more than 20 levels deep");
    }

    /**
     * A content state that loads and validates but fails only while rendering: a French date
     * pattern with hours, which a date (a publication's day) does not have. check renders every
     * page, so it reports it as serve would, as one line at a French page's file.
     */
    @Test
    void aPageThatFailsOnlyWhenRenderedIsOneLineAtItsFileFromCheck() {
        write("fr/strings.yaml", "format.date: \"d MMMM uuuu HH:mm\"\n");
        Run check = run("check");
        assertThat(check.status()).as(check.output()).isEqualTo(Main.INVALID);
        assertThat(check.output())
                .containsPattern(
                        java.util.regex.Pattern.quote(content.resolve("fr").toString())
                                + "/[a-z/-]+\\.md:0: this page could not be rendered \\(UnsupportedTemporalTypeException: ")
                .doesNotContain("\tat ");
        assertThat(check.output().lines().filter(line -> line.contains("could not be rendered")))
                .hasSize(1);
        Run serve = run("serve", "--port", "0");
        assertThat(serve.status()).as(serve.output()).isEqualTo(Main.INVALID);
        assertThat(serve.output()).contains("this page could not be rendered (UnsupportedTemporalTypeException: ");
    }

    static String deepMarkdown(String construct) {
        return switch (construct) {
            case "blockquote" -> "> ".repeat(2000) + "Quoted.";
            case "emphasis" -> "*".repeat(3000) + "Emphasised." + "*".repeat(3000);
            case "list" -> "- ".repeat(3000) + "Listed.";
            default -> throw new IllegalArgumentException(construct);
        };
    }

    private void keepOnlyTheseFrenchFiles(Set<String> kept) {
        Path french = content.resolve("fr");
        try (Stream<Path> files = Files.walk(french)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                String relative = french.relativize(file).toString();
                if (Files.isRegularFile(file) && !kept.contains(relative)) {
                    Files.delete(file);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void write(String name, String text) {
        try {
            Files.writeString(content.resolve(name), text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private record Run(int status, String output) {}

    private Run run(String command, String... options) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        String[] args = Stream.concat(Stream.of(command, "--content", content.toString()), Stream.of(options))
                .toArray(String[]::new);
        int status = Main.run(args, Map.of(), print, print);
        return new Run(status, out.toString(StandardCharsets.UTF_8));
    }
}
