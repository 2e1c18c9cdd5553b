package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.Events;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A bug met thousands of times costs one stack trace per kind and a count, not a trace per request. */
class FaultsTest {
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private final Faults faults = new Faults(new Events(new PrintStream(log, true, StandardCharsets.UTF_8), false));

    @Test
    void eachKindIsLoggedWithItsStackTraceOnceThenCounted() {
        for (int i = 0; i < 5000; i++) {
            faults.record("answering POST /mcp", failure());
            faults.record("answering GET /x", new IllegalStateException("other"));
        }
        String text = log.toString(StandardCharsets.UTF_8);
        assertThat(faults.total()).isEqualTo(10_000);
        assertThat(text.lines()
                        .filter(line -> line.contains(" error answering "))
                        .count())
                .as("one line per kind")
                .isEqualTo(2);
        assertThat(text).contains("java.lang.NumberFormatException at ", "java.lang.IllegalStateException at ");
        assertThat(text.lines()
                        .filter(line -> line.startsWith("java.lang.NumberFormatException"))
                        .count())
                .as("one stack trace per kind")
                .isEqualTo(1);
        assertThat(text.lines().count()).as("no line per request").isLessThan(200);
    }

    private static RuntimeException failure() {
        return new NumberFormatException("exponent overflow");
    }
}
