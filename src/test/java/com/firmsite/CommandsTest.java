package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code firmsite export DIR} and {@code firmsite selftest}, run as the launcher runs them. */
class CommandsTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(
                args,
                Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void exportWritesTheSiteWithTheConfiguredBaseUrl(@TempDir Path dir) throws Exception {
        int status = run("export", dir.toString(), "--content", "content", "--base-url", "https://www.example.com");
        assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("exported ").contains("https://www.example.com");
        assertThat(dir.resolve("index.html")).exists();
        assertThat(dir.resolve("index.html.gz")).exists();
        assertThat(Files.readString(dir.resolve("robots.txt")))
                .contains("Sitemap: https://www.example.com/sitemap-index.xml");
    }

    @Test
    void exportWithoutAFolderIsAConfigurationError() {
        assertThat(run("export")).isEqualTo(Main.INVALID);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("firmsite: export: Missing required parameter: 'DIR'");
    }

    @Test
    void selftestServesAndChecksEveryKindOfResponse() {
        int status = run("selftest", "--content", "content");
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(status).as(printed + err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(printed)
                .contains("ok    the restart serves from the start-up cache what a fresh build makes, byte for byte");
        assertThat(printed)
                .contains("ok    GET / Accept-Encoding: gzip")
                .contains("ok    POST /")
                .endsWith("selftest passed" + System.lineSeparator());
        assertThat(printed).doesNotContain("FAIL");
    }

    @Test
    void selftestWithACacheFolderBuildsOnceThenOnlyRestarts(@TempDir Path cache) {
        // The launcher's training: the first run builds and checks, the second (recorded) only restarts.
        assertThat(run("selftest", "--content", "content", "--cache-dir", cache.toString()))
                .as(err.toString(StandardCharsets.UTF_8))
                .isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("ok    the restart serves from the start-up cache what a fresh build makes, byte for byte");
        out.reset();
        err.reset();

        assertThat(run("selftest", "--content", "content", "--cache-dir", cache.toString()))
                .as(err.toString(StandardCharsets.UTF_8))
                .isZero();
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed)
                .startsWith("ok    started from the start-up cache in " + cache)
                .endsWith("selftest passed" + System.lineSeparator());
        assertThat(printed).doesNotContain("FAIL").doesNotContain("fresh build");
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("start-up cache: using the snapshot saved in")
                .doesNotContain("building");
        assertThat(cache).isNotEmptyDirectory();
    }
}
