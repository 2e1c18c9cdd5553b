package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** One line per request, in text or JSON, whatever the path holds, from any number of threads. */
class AccessLogTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    @Test
    void aTextLineHoldsTimeMethodPathStatusBytesAndDuration() {
        AccessLog log = new AccessLog(new PrintStream(bytes, true, StandardCharsets.UTF_8), AccessLog.Format.TEXT);
        log.log("GET", "/team", 200, 6337, 84_321, "3f9c2a1b7d4e6f80");
        log.close();
        assertThat(bytes.toString(StandardCharsets.UTF_8))
                .matches(
                        "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z GET /team 200 6337 0\\.084ms 3f9c2a1b7d4e6f80\\n");
    }

    @Test
    void aPathCannotBreakATextLineOrAJsonObject() throws Exception {
        String path = "/a b\"c\\d\u0001e\u007ff/caf\u00e9/\ud83d\ude00";
        AccessLog text = new AccessLog(new PrintStream(bytes, true, StandardCharsets.UTF_8), AccessLog.Format.TEXT);
        text.log("GET", path, 404, 10, 1_000_000, "r1");
        text.close();
        assertThat(bytes.toString(StandardCharsets.UTF_8))
                .endsWith(" GET /a?b\"c\\d?e?f/caf\u00e9/\ud83d\ude00 404 10 1.000ms r1\n");

        ByteArrayOutputStream jsonBytes = new ByteArrayOutputStream();
        AccessLog json = new AccessLog(new PrintStream(jsonBytes, true, StandardCharsets.UTF_8), AccessLog.Format.JSON);
        json.log("POST", path, 405, 0, 2_500_000, "r2");
        json.close();
        List<String> lines = jsonBytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).hasSize(1);
        JsonNode line = new ObjectMapper().readTree(lines.get(0));
        assertThat(line.get("event").asText()).isEqualTo("request");
        assertThat(line.get("method").asText()).isEqualTo("POST");
        assertThat(line.get("path").asText()).isEqualTo(path);
        assertThat(line.get("status").asInt()).isEqualTo(405);
        assertThat(line.get("bytes").asLong()).isZero();
        assertThat(line.get("durationMs").asDouble()).isEqualTo(2.5);
        assertThat(line.get("requestId").asText()).isEqualTo("r2");
        assertThat(line.get("time").asText()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z");
    }

    @Test
    void everyLineFromManyThreadsIsWrittenWhole() throws Exception {
        long started = System.nanoTime();
        AccessLog log = new AccessLog(new PrintStream(bytes, true, StandardCharsets.UTF_8), AccessLog.Format.TEXT);
        ExecutorService threads = Executors.newFixedThreadPool(4);
        for (int t = 0; t < 4; t++) {
            int thread = t;
            threads.submit(() -> {
                for (int i = 0; i < 5000; i++) {
                    log.log("GET", "/t" + thread + "/" + i, 200, i, 1000, "id" + i);
                    if (i % 1000 == 0) {
                        Thread.yield();
                    }
                }
            });
        }
        threads.shutdown();
        assertThat(threads.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
        log.close();
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        List<String> requests =
                lines.stream().filter(line -> line.contains(" GET /t")).toList();
        long dropped = lines.stream()
                .filter(line -> line.startsWith("access log: "))
                .mapToLong(line -> Long.parseLong(line.split(" ", -1)[2]))
                .sum();
        assertThat(requests).allMatch(line -> line.matches("\\S+ GET /t\\d/\\d+ 200 \\d+ 0\\.001ms id\\d+"));
        assertThat(requests.size() + dropped).isEqualTo(20_000);
        assertThat(log.droppedLines())
                .as("the metric counts what the log reports")
                .isEqualTo(dropped);
        // One report when the drops begin, then at most one per interval, and the rest at close.
        long reports =
                lines.stream().filter(line -> line.startsWith("access log: ")).count();
        assertThat(reports)
                .isLessThanOrEqualTo(
                        2 + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started) / AccessLog.DROP_REPORT_MILLIS);
        assertThat(requests.stream().distinct().count()).isEqualTo(requests.size());
    }

    @Test
    void aLineAppearsWithoutWaitingForTheBufferToFill() throws Exception {
        AccessLog log = new AccessLog(new PrintStream(bytes, true, StandardCharsets.UTF_8), AccessLog.Format.TEXT);
        try {
            log.log("GET", "/", 200, 1, 1, "r3");
            await().atMost(Duration.ofSeconds(5))
                    .untilAsserted(() ->
                            assertThat(bytes.toString(StandardCharsets.UTF_8)).contains(" GET / 200 1 "));
        } finally {
            log.close();
        }
    }
}
