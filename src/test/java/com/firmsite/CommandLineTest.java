package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ContentFolder;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** docs/decisions.md §1.5 and §8: check and serve on valid and invalid content; flags and environment. */
class CommandLineTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(Map<String, String> environment, String... args) {
        return Main.run(
                args,
                environment,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void checkAcceptsTheSampleFirm() {
        assertThat(run(Map.of(), "check", "--content", "content")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("valid").contains("10 team members");
    }

    @Test
    void checkListsEveryErrorAndExitsWith2() {
        Path content = ContentFolder.copyOfSample(dir);
        ContentFolder.replaceLine(content.resolve("team/aisha-bello.md"), "role:", "role: Intern");
        ContentFolder.replaceLine(content.resolve("practice-areas/real-estate.md"), "order:", "order: first");
        assertThat(run(Map.of(), "check", "--content", content.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("2 error(s)")
                .contains("aisha-bello.md:" + ContentFolder.lineOf(content.resolve("team/aisha-bello.md"), "role:")
                        + ": role:")
                .contains("real-estate.md:"
                        + ContentFolder.lineOf(content.resolve("practice-areas/real-estate.md"), "order:")
                        + ": order: expected a whole number");
    }

    @Test
    void serveRefusesToStartOnInvalidContent() {
        Path content = ContentFolder.copyOfSample(dir);
        ContentFolder.replaceLine(content.resolve("site.yaml"), "name:", "name:");
        assertThat(run(Map.of(), "serve", "--port", "0", "--content", content.toString()))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("site.yaml:").contains("name");
        assertThat(err.toString(StandardCharsets.UTF_8)).doesNotContain("listening on");
    }

    @Test
    void theEnvironmentConfiguresWhatFlagsDoNot() {
        Path content = ContentFolder.copyOfSample(dir);
        ContentFolder.replaceLine(content.resolve("home.md"), "title:", "title: [unclosed");
        assertThat(run(Map.of("FIRMSITE_CONTENT", content.toString()), "check")).isEqualTo(2);
        assertThat(run(Map.of("FIRMSITE_CONTENT", content.toString()), "check", "--content", "content"))
                .isZero();
    }

    @Test
    void aBadFlagIsExplained() {
        assertThat(run(Map.of(), "serve", "--port", "eighty")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--port: expected 0 to 65535");
        assertThat(run(Map.of(), "serve", "--base-url", "https://firm.example/path"))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--base-url: expected scheme and host");
    }

    @Test
    void helpListsEveryOptionWithItsEnvironmentVariable() {
        assertThat(run(Map.of(), "help")).isZero();
        for (var option : com.firmsite.config.Config.Option.values()) {
            assertThat(out.toString(StandardCharsets.UTF_8))
                    .contains(option.flag())
                    .contains(option.environmentVariable());
        }
    }
}
