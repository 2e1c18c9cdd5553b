package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.firmsite.images.TestImages;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 32: images made to kill the process are content errors, at their file and where they are
 * used, the same in {@code check}, {@code serve}, {@code export} and a {@code --watch} reload. Both
 * are small files: a 1 × 49,000,000 grey PNG (95 KB; under the pixel limit, but WebP holds at most
 * 16,383 pixels a side, and libwebp's refusal came out of webp-imageio as a NullPointerException),
 * and a 7,000 × 7,000 16-bit RGBA PNG (381 KB; under the pixel limit, 392 MB once decoded, which
 * ran a 1 GB heap out of memory).
 */
class HostileImagesTest {
    private static final byte[] TALL = TestImages.uniformPng(1, 49_000_000, 8, 0);
    private static final byte[] DEEP = TestImages.uniformPng(7_000, 7_000, 16, 6);

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** A copy of the sample firm with both images in images/diagrams/, shown in the body of about/history.md. */
    private Path hostileFirm() throws IOException {
        Path content = ContentFolder.copyOfSample(dir);
        addHostileImages(content);
        return content;
    }

    private static void addHostileImages(Path content) throws IOException {
        Files.createDirectories(content.resolve("images/diagrams"));
        Files.write(content.resolve("images/diagrams/ribbon.png"), TALL);
        Files.write(content.resolve("images/diagrams/deep.png"), DEEP);
        ContentFolder.append(
                content.resolve("about/history.md"),
                "\n![A ribbon](/images/diagrams/ribbon.png)\n\n![A deep square](/images/diagrams/deep.png)\n");
    }

    /** The errors every command reports for {@link #hostileFirm}, as {@code file:line: message}. */
    private static List<String> expectedErrors(Path content) {
        Path history = content.resolve("about/history.md");
        return List.of(
                content.resolve("images/diagrams/ribbon.png")
                        + ":0: image cannot be encoded: its full size in WebP of 1 × 49,000,000 pixels is over WebP's"
                        + " limit of 16,383 pixels a side (the image is 1 × 49,000,000 pixels: give it a less extreme"
                        + " shape)",
                content.resolve("images/diagrams/deep.png")
                        + ":0: image too large: 7,000 × 7,000 pixels of 8 bytes each decode to 392,000,000 bytes;"
                        + " the limit is 268,435,456 bytes (--max-image-decoded-bytes)",
                history + ":" + ContentFolder.lineOf(history, "(/images/diagrams/ribbon.png)")
                        + ": image /images/diagrams/ribbon.png cannot be published: see the error at "
                        + Path.of("images", "diagrams", "ribbon.png"),
                history + ":" + ContentFolder.lineOf(history, "(/images/diagrams/deep.png)")
                        + ": image /images/diagrams/deep.png cannot be published: see the error at "
                        + Path.of("images", "diagrams", "deep.png"));
    }

    private int run(String... args) {
        return Main.run(
                args,
                Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void checkNamesEachHostileImageAtItsFileAndAtTheLineThatUsesIt() throws IOException {
        Path content = hostileFirm();

        assertThat(run("check", "--content", content.toString())).isEqualTo(Main.INVALID);

        String errors = err.toString(StandardCharsets.UTF_8);
        assertThat(errors.lines()).contains("firmsite: the content has 4 error(s):");
        assertThat(errors.lines()).containsAll(expectedErrors(content));
        assertThat(errors).doesNotContain("\tat ", "Exception");
    }

    @Test
    void exportRefusesWithTheSameErrorsAndWritesNothing() throws IOException {
        Path content = hostileFirm();
        Path target = dir.resolve("export");

        assertThat(run("export", target.toString(), "--content", content.toString()))
                .isEqualTo(Main.INVALID);

        assertThat(err.toString(StandardCharsets.UTF_8).lines()).containsAll(expectedErrors(content));
        assertThat(target).doesNotExist();
    }

    /** In a 1 GB heap (half what deploy/jvm.options gives), which 392 MB of pixels and their copies overran. */
    @Test
    void serveRefusesToStartWithTheSameErrorsInAOneGigabyteHeap() throws Exception {
        Path content = hostileFirm();
        Path stderr = dir.resolve("stderr.log");
        Process firmsite = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xmx1g",
                        "-XX:TieredStopAtLevel=1",
                        "-Djava.awt.headless=true",
                        "--enable-native-access=ALL-UNNAMED",
                        "--sun-misc-unsafe-memory-access=allow",
                        "-cp",
                        System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                        "com.firmsite.Main",
                        "serve",
                        "--port",
                        "0",
                        "--content",
                        content.toString())
                .redirectOutput(dir.resolve("stdout.log").toFile())
                .redirectError(stderr.toFile())
                .start();
        try {
            assertThat(firmsite.waitFor(120, TimeUnit.SECONDS)).as("exited").isTrue();
            String log = Files.readString(stderr, StandardCharsets.UTF_8);
            assertThat(firmsite.exitValue()).as("exit status; stderr:%n%s", log).isEqualTo(Main.INVALID);
            assertThat(log.lines()).containsAll(expectedErrors(content));
            assertThat(log).doesNotContain("\tat ", "Exception", "out of memory");
        } finally {
            firmsite.destroyForcibly();
        }
    }

    @Test
    void underWatchTheHostileImagesAreLoggedAsErrorsAndTheLastGoodSiteKeepsServing() throws IOException {
        Path content = ContentFolder.copyOfSample(dir);
        try (TestServer server = TestServer.builder().content(content).watch().start()) {
            String before = server.get("/about/history").body();

            addHostileImages(content);

            await().atMost(Duration.ofSeconds(60))
                    .untilAsserted(() -> assertThat(server.log())
                            .contains(expectedErrors(content).toArray(String[]::new)));
            assertThat(server.log()).contains("still serving the last good version");
            assertThat(server.log()).doesNotContain("\tat ", "Exception", "out of heap");
            assertThat(server.get("/about/history").body()).isEqualTo(before);
            assertThat(server.get("/images/diagrams/ribbon.png").statusCode()).isEqualTo(404);
        }
    }
}
