package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.firmsite.config.Config;
import com.firmsite.config.Environment;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine.ParameterException;

/**
 * A command line is read with only the command it names (start-up time: see {@link
 * Commands#parse}); what it means must not change for that. Each line here is read both ways and
 * must give the same configuration, or the same refusal.
 */
class OneCommandParseTest {
    private static final Environment ENVIRONMENT = new Environment(Map.of("FIRMSITE_PORT", "9090"));
    private final PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "serve",
                "--watch",
                "--port 8081 --content content serve --watch",
                "check --content content --drafts",
                "--base-url https://www.example.com export /tmp/site",
                "audit https://www.example.com",
                "selftest --cache-dir /tmp/cache",
                "import wordpress export.xml --content content --dry-run",
                "--max-header-size 16384 serve"
            })
    void aCommandLineMeansWhatItMeansWithEveryCommand(String line) throws Exception {
        String[] args = line.isEmpty() ? new String[0] : line.split(" ");

        Commands one = new Commands();
        Config withOne = one.config(Commands.parse(one, ENVIRONMENT, out, args), ENVIRONMENT);
        Commands every = new Commands();
        Config withEvery = every.config(Commands.parseWithEveryCommand(every, ENVIRONMENT, out, args), ENVIRONMENT);

        assertThat(withOne).isEqualTo(withEvery);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "serve --bogus",
                "--port",
                "chek",
                "export",
                "serve extra",
                "import blogger",
                "--content serve check",
                "--content help",
                "--content=check export out",
                "--watch --content"
            })
    void aRefusalSaysWhatItSaysWithEveryCommand(String line) {
        String[] args = line.split(" ");

        ParameterException withOne = catchThrowableOfType(
                ParameterException.class, () -> Commands.parse(new Commands(), ENVIRONMENT, out, args));
        ParameterException withEvery = catchThrowableOfType(
                ParameterException.class, () -> Commands.parseWithEveryCommand(new Commands(), ENVIRONMENT, out, args));

        assertThat(withEvery).as("refused with every command").isNotNull();
        assertThat(withOne).as("refused").isNotNull();
        assertThat(withOne.getMessage()).isEqualTo(withEvery.getMessage());
    }
}
