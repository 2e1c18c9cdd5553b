package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.RateLimitFields;
import com.firmsite.testing.TestClock;
import com.firmsite.testing.TestServer;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** docs/decisions.md §4.1 and §4.2: 120 requests per 60-second window per client, then 429 until it ends. */
class RateLimitQuotaTest {
    private static final TestClock CLOCK = new TestClock();

    @RegisterExtension
    static final TestServer server = TestServer.builder().clock(CLOCK).extension();

    @BeforeEach
    void startNewWindow() {
        CLOCK.advance(Duration.ofMinutes(2));
    }

    @Test
    void theFirst120RequestsPassCountingDownAndThe121stIs429UntilTheWindowEnds() throws Exception {
        for (int i = 1; i <= 120; i++) {
            HttpResponse<String> response = server.get("/api/status.json");
            assertThat(response.statusCode()).as("request %d", i).isEqualTo(200);
            assertThat(RateLimitFields.of(response).r())
                    .as("r after request %d", i)
                    .isEqualTo(120 - i);
        }
        CLOCK.advance(Duration.ofMillis(20_500));
        HttpResponse<String> refused = server.get("/api/status.json");
        assertThat(refused.statusCode()).isEqualTo(429);
        ApiEndpointTest.assertProblem(refused, server.baseUrl(), 429, "rate_limit_exceeded", "/api/status.json");
        RateLimitFields fields = RateLimitFields.of(refused);
        assertThat(fields.r()).isZero();
        assertThat(fields.t()).isEqualTo(40);
        assertThat(fields.retryAfter())
                .hasValueSatisfying(
                        seconds -> assertThat(seconds).isGreaterThanOrEqualTo(1).isGreaterThanOrEqualTo(fields.t()));
        assertThat(refused.body()).contains("Retry-After");

        CLOCK.advance(Duration.ofSeconds(fields.retryAfter().orElseThrow()));
        HttpResponse<String> again = server.get("/api/status.json");
        assertThat(again.statusCode()).isEqualTo(200);
        assertThat(RateLimitFields.of(again).r()).isEqualTo(119);
        assertThat(RateLimitFields.of(again).t()).isEqualTo(60);
        assertThat(again.headers().firstValue("Retry-After")).isEmpty();
    }

    @Test
    void theWindowStartsWithTheFirstRequestAndTCountsDownRoundedUp() {
        assertThat(RateLimitFields.of(server.get("/api/status.json")).t()).isEqualTo(60);
        CLOCK.advance(Duration.ofMillis(1));
        assertThat(RateLimitFields.of(server.get("/api/status.json")).t()).isEqualTo(60);
        CLOCK.advance(Duration.ofMillis(58_999));
        assertThat(RateLimitFields.of(server.get("/api/status.json")).t()).isEqualTo(1);
        CLOCK.advance(Duration.ofMillis(999));
        assertThat(RateLimitFields.of(server.get("/api/status.json")).t()).isEqualTo(1);
        CLOCK.advance(Duration.ofMillis(1));
        RateLimitFields fresh = RateLimitFields.of(server.get("/api/status.json"));
        assertThat(fresh.t()).isEqualTo(60);
        assertThat(fresh.r()).isEqualTo(119);
    }

    @Test
    void everyMethodAndEveryOutcomeCounts() {
        assertThat(RateLimitFields.of(server.get("/api/status.json")).r()).isEqualTo(119);
        assertThat(RateLimitFields.of(server.send("HEAD", "/api/status.json", BodyPublishers.noBody()))
                        .r())
                .isEqualTo(118);
        assertThat(RateLimitFields.of(server.send("POST", "/api/status.json", BodyPublishers.noBody()))
                        .r())
                .isEqualTo(117);
        assertThat(RateLimitFields.of(server.get("/api/missing")).r()).isEqualTo(116);
        assertThat(RateLimitFields.of(server.send("DELETE", "/api", BodyPublishers.noBody()))
                        .r())
                .isEqualTo(115);
    }

    @Test
    void pagesOutsideTheApiDoNotCount() {
        server.get("/api/status.json");
        for (String path : List.of("/", "/about", "/robots.txt", "/no-such-page", "/apiary", "/mcp")) {
            server.get(path);
        }
        assertThat(RateLimitFields.of(server.get("/api/status.json")).r()).isEqualTo(118);
    }

    @Test
    void eightThreadsSending200RequestsInOneWindowGetExactly120Successes() throws Exception {
        assertThat(concurrentSuccesses(server, 8, 200)).isEqualTo(120);
    }

    /** Sends {@code total} GET /api/status.json from {@code threads} threads; returns the 200s. */
    static long concurrentSuccesses(TestServer target, int threads, int total) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Callable<Integer>> requests = new ArrayList<>();
            for (int i = 0; i < total; i++) {
                requests.add(() -> target.get("/api/status.json").statusCode());
            }
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> status : pool.invokeAll(requests, 60, TimeUnit.SECONDS)) {
                statuses.add(status.get());
            }
            assertThat(statuses).containsOnly(200, 429).hasSize(total);
            return statuses.stream().filter(status -> status == 200).count();
        } finally {
            pool.shutdownNow();
        }
    }
}
