package com.firmsite.base;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Long work shows its progress (a line on a terminal, one log event per phase); short work says
 * nothing. Time is a test clock, so the test decides what "long" is without waiting.
 */
class ProgressTest {
    private final AtomicLong nanos = new AtomicLong();
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private final ByteArrayOutputStream terminal = new ByteArrayOutputStream();

    private Progress progress(boolean json, boolean onTerminal) {
        return new Progress(
                "build",
                Optional.of(new Events(new PrintStream(log, true, StandardCharsets.UTF_8), json)),
                onTerminal ? Optional.of(new PrintStream(terminal, true, StandardCharsets.UTF_8)) : Optional.empty(),
                nanos::get);
    }

    private void elapse(Duration duration) {
        nanos.addAndGet(duration.toNanos());
    }

    private String log() {
        return log.toString(StandardCharsets.UTF_8);
    }

    @Test
    void shortWorkSaysNothing() {
        Progress progress = progress(false, true);
        Progress.Phase render = progress.phase("render", 45, "pages");
        render.advance(45);
        elapse(Duration.ofMillis(900));
        render.end();
        progress.finish();
        assertThat(log()).isEmpty();
        assertThat(terminal.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void longWorkLogsEveryPhaseWithItsCountTimeAndRateIncludingThoseThatEndedEarlier() {
        Progress progress = progress(false, false);
        Progress.Phase load = progress.phase("load", 10_000, "files");
        load.advance(10_000);
        elapse(Duration.ofSeconds(1));
        load.end();
        assertThat(log()).as("not long yet").isEmpty();
        Progress.Phase render = progress.phase("render", 10_000, "pages");
        render.advance(10_000);
        elapse(Duration.ofSeconds(4));
        render.end();
        progress.finish();
        assertThat(log())
                .contains("info build load: 10,000 files in 1.0 s (10,000/s)\n")
                .contains("info build render: 10,000 pages in 4.0 s (2,500/s)\n");
    }

    @Test
    void inJsonLinesEachPhaseCarriesItsFields() throws Exception {
        Progress progress = progress(true, false);
        Progress.Phase export = progress.phase("export", 300, "files");
        elapse(Duration.ofMillis(2_500));
        export.advance(300);
        export.end();
        progress.finish();
        JsonNode line = new ObjectMapper().readTree(log().lines().findFirst().orElseThrow());
        assertThat(line.path("event").asText()).isEqualTo("build export: 300 files in 2.5 s (120/s)");
        assertThat(line.path("phase").asText()).isEqualTo("export");
        assertThat(line.path("done").asLong()).isEqualTo(300);
        assertThat(line.path("total").asLong()).isEqualTo(300);
        assertThat(line.path("millis").asLong()).isEqualTo(2_500);
    }

    @Test
    void onATerminalOneLineIsRewrittenInPlaceThenErased() {
        Progress progress = progress(false, true);
        Progress.Phase render = progress.phase("render", 10_000, "pages");
        elapse(Duration.ofSeconds(2));
        render.advance(4_000);
        elapse(Duration.ofMillis(100));
        render.advance(1_000);
        assertThat(terminal.toString(StandardCharsets.UTF_8))
                .as("at most five times a second")
                .isEqualTo("\rbuild: render 4,000/10,000 pages, 2,000/s");
        elapse(Duration.ofMillis(200));
        render.advance(1_000);
        render.end();
        progress.finish();
        String drawn = terminal.toString(StandardCharsets.UTF_8);
        assertThat(drawn).contains("\rbuild: render 6,000/10,000 pages, 2,609/s");
        assertThat(drawn).endsWith("\r");
        assertThat(log()).contains("build render: 6,000 pages in 2.3 s");
    }

    @Test
    void aPhaseWhoseTotalIsKnownOnlyAtItsEndShowsItsCountAlone() throws Exception {
        Progress progress = progress(true, true);
        Progress.Phase load = progress.phase("load", Progress.UNKNOWN, "content files");
        elapse(Duration.ofSeconds(3));
        load.advance(10_045);
        load.end();
        progress.finish();
        assertThat(terminal.toString(StandardCharsets.UTF_8)).startsWith("\rbuild: load 10,045 content files, 3,348/s");
        JsonNode line = new ObjectMapper().readTree(log().lines().findFirst().orElseThrow());
        assertThat(line.path("done").asLong()).isEqualTo(10_045);
        assertThat(line.has("total")).isFalse();
    }
}
