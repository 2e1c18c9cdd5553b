package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.config.Environment;
import com.firmsite.testing.ContentFolder;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

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
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("--port: expected a number from 0 to 65535, got \"eighty\"");
        assertThat(run(Map.of(), "serve", "--base-url", "https://firm.example/path"))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--base-url: expected scheme and host");
    }

    @Test
    void helpListsEveryOptionWithItsEnvironmentVariable() {
        assertThat(run(Map.of(), "help")).isZero();
        List<OptionSpec> options =
                new CommandLine(new Commands()).getCommandSpec().options();
        assertThat(options).hasSizeGreaterThan(25);
        for (OptionSpec option : options) {
            assertThat(out.toString(StandardCharsets.UTF_8))
                    .contains(option.longestName())
                    .contains(Environment.variable(option)
                            .map(variable -> "Environment: " + variable)
                            .orElse(""));
        }
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("Environment: FIRMSITE_MAX_IMAGE_PIXELS")
                .contains("Default: 8080");
    }

    @Test
    void eachCommandHasItsHelpAndAnUnknownCommandIsRefusedWithASuggestion() {
        assertThat(run(Map.of(), "export", "--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("Usage: firmsite export [OPTIONS] DIR");
        assertThat(run(Map.of(), "chek")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).lines().toList())
                .containsExactly("firmsite: Unmatched argument at index 0: 'chek' (did you mean check or help?)");
    }

    @Test
    void optionsComeBeforeOrAfterTheCommandWord() throws Exception {
        assertThat(Main.config(new String[] {"--content", "content", "--watch", "check"}, Map.of()))
                .isEqualTo(Main.config(new String[] {"check", "--watch", "--content", "content"}, Map.of()))
                .satisfies(config -> {
                    assertThat(config.command()).isEqualTo("check");
                    assertThat(config.site().content()).contains(Path.of("content"));
                    assertThat(config.serve().watch()).isTrue();
                });
        assertThat(Main.config(new String[] {"--content", "my firm"}, Map.of()).command())
                .isEqualTo("serve");
        assertThat(Main.config(
                        new String[] {"serve"},
                        Map.of("FIRMSITE_WATCH", "yes", "FIRMSITE_TRUSTED_PROXY", "10.0.0.0/8, 127.0.0.1/32")))
                .satisfies(config -> {
                    assertThat(config.serve().watch()).isTrue();
                    assertThat(config.serve().trustedProxies()).containsExactly("10.0.0.0/8", "127.0.0.1/32");
                });
    }
}
