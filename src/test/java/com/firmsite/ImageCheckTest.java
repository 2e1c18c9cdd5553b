package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.images.TestImages;
import com.firmsite.testing.ContentFolder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 20: {@code firmsite check} validates the images beside the pages. */
class ImageCheckTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int check(Path content, String... options) {
        String[] args = java.util.stream.Stream.concat(
                        java.util.stream.Stream.of("check", "--content", content.toString()),
                        java.util.Arrays.stream(options))
                .toArray(String[]::new);
        return Main.run(
                args,
                Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void checkCountsTheSampleFirmsImages() {
        assertThat(check(Path.of("content"))).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("18 images");
    }

    @Test
    void checkNamesAnUnreadableImageAndADecompressionBombWithTheOtherErrors() throws IOException {
        Path content = ContentFolder.copyOfSample(dir);
        Files.writeString(content.resolve("images/team/notes.jpg"), "not a picture");
        Files.write(content.resolve("images/offices/huge.png"), TestImages.pngDeclaring(100_000, 100_000));
        ContentFolder.replaceLine(content.resolve("team/aisha-bello.md"), "role:", "role: Intern");

        assertThat(check(content)).isEqualTo(2);

        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("3 error(s)")
                .contains("aisha-bello.md:")
                .contains(content.resolve("images/team/notes.jpg") + ":0: not a JPEG image")
                .contains(content.resolve("images/offices/huge.png") + ":0: image too large: 100,000 × 100,000 pixels");
    }

    @Test
    void theImageLimitsAreOptionsAndEveryCommandAppliesThem() {
        // The sample firm's portraits are 640 × 800 pixels (512,000).
        assertThat(check(Path.of("content"), "--max-image-pixels", "500000")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains(Path.of("content", "images", "team", "margaret-hale.jpg") + ":0: image too large")
                .contains("the limit is 500,000 pixels (--max-image-pixels)");
        err.reset();

        assertThat(check(Path.of("content"), "--max-image-bytes", "1000")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains(Path.of("content", "images", "team", "margaret-hale.jpg") + ":0: image too large: ")
                .contains("the limit is 1,000 bytes (--max-image-bytes)");
        err.reset();

        assertThat(check(Path.of("content"), "--max-image-pixels", "lots")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--max-image-pixels");
    }
}
