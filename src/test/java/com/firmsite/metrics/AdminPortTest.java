package com.firmsite.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.firmsite.testing.ChildFirmsite;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.PrometheusText;
import com.firmsite.testing.RedisServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The admin port of a firmsite started as operators start it ({@code serve --admin-port},
 * {@code FIRMSITE_*} variables): Prometheus metrics and the health check there, neither on the
 * public port; requests by route and status, latency, rate-limit decisions, Redis fallbacks,
 * reloads and content errors counted.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AdminPortTest {
    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private RedisServer redis;
    private ChildFirmsite firmsite;
    private Path content;
    private int port;
    private int adminPort;

    @BeforeAll
    void start(@TempDir Path dir) throws IOException {
        redis = RedisServer.start();
        content = ContentFolder.copyOfSample(dir);
        Path logs = Files.createDirectories(dir.resolve("logs"));
        firmsite = ChildFirmsite.serve(
                logs,
                Map.of("FIRMSITE_ADMIN_PORT", "0", "FIRMSITE_RATE_LIMIT_STORE", redis.uri()),
                "--port",
                "0",
                "--content",
                content.toString(),
                "--watch");
        port = firmsite.port();
        adminPort = firmsite.adminPort();
    }

    @AfterAll
    void stop() {
        try {
            if (firmsite != null) {
                firmsite.close();
            }
        } finally {
            redis.close();
        }
    }

    @Test
    void theAdminPortServesMetricsAndHealthAndThePublicPortServesNeither() throws Exception {
        HttpResponse<String> metrics = get(adminPort, "/metrics");
        assertThat(metrics.statusCode()).isEqualTo(200);
        assertThat(metrics.headers().firstValue("content-type")).hasValue("text/plain; version=0.0.4; charset=utf-8");
        PrometheusText.parse(metrics.body());
        assertThat(get(adminPort, "/healthz").statusCode()).isEqualTo(200);
        assertThat(get(adminPort, "/healthz").body()).contains("\"status\":\"ok\"");

        for (String path : new String[] {"/metrics", "/healthz"}) {
            HttpResponse<String> publicAnswer = get(port, path);
            assertThat(publicAnswer.statusCode()).as("public %s", path).isEqualTo(404);
            assertThat(publicAnswer.body()).doesNotContain("firmsite_http_requests");
        }
    }

    @Test
    void requestsAreCountedByRouteKindAndStatusAndTimed() throws Exception {
        PrometheusText before = scrape();
        get(port, "/");
        get(port, "/about.md");
        get(port, "/no-such-page");
        get(port, "/agent/auth");
        PrometheusText after = scrape();
        assertThat(delta(before, after, "firmsite_http_requests_total{route=\"page\",status=\"200\"}"))
                .isEqualTo(1);
        assertThat(delta(before, after, "firmsite_http_requests_total{route=\"document\",status=\"200\"}"))
                .isEqualTo(1);
        assertThat(delta(before, after, "firmsite_http_requests_total{route=\"not_found\",status=\"404\"}"))
                .isEqualTo(1);
        assertThat(delta(before, after, "firmsite_http_requests_total{route=\"reserved\",status=\"403\"}"))
                .isEqualTo(1);
        assertThat(after.type("firmsite_http_request_duration_seconds")).hasValue("histogram");
        assertThat(delta(before, after, "firmsite_http_request_duration_seconds_count{route=\"page\"}"))
                .isEqualTo(1);
        assertThat(after.value("firmsite_http_request_duration_seconds_bucket{route=\"page\",le=\"+Inf\"}"))
                .isEqualTo(after.value("firmsite_http_request_duration_seconds_count{route=\"page\"}"));
        assertThat(after.value("jvm_memory_used_bytes{area=\"heap\"}")).isPositive();
    }

    @Test
    void rateLimitDecisionsAndRedisFallbacksAreCounted() throws Exception {
        // This child runs with the production Redis timeout (50 ms): on a loaded machine a slow reply is
        // a real, counted fallback, so the Redis counters are compared with "at least".
        awaitRedisBack();
        assertThat(scrape().value("firmsite_ratelimit_redis_available")).isEqualTo(1);
        PrometheusText before = scrape();
        assertThat(get(port, "/api/status.json").statusCode()).isEqualTo(200);
        redis.stop();
        try {
            assertThat(get(port, "/api/status.json").statusCode())
                    .as("answered from memory during the outage")
                    .isEqualTo(200);
            PrometheusText during = scrape();
            assertThat(delta(before, during, "firmsite_ratelimit_decisions_total{decision=\"allowed\"}"))
                    .isEqualTo(2);
            assertThat(delta(before, during, "firmsite_ratelimit_redis_fallbacks_total"))
                    .isGreaterThanOrEqualTo(1);
            assertThat(delta(before, during, "firmsite_ratelimit_redis_outages_total"))
                    .isGreaterThanOrEqualTo(1);
            assertThat(during.value("firmsite_ratelimit_redis_available")).isZero();
        } finally {
            redis.restart();
        }
        awaitRedisBack();
    }

    @Test
    void reloadsAndContentErrorsAreCounted() throws Exception {
        PrometheusText before = scrape();
        ContentFolder.replaceLine(content.resolve("team/margaret-hale.md"), "office:", "office: chicago");
        awaitSample(
                "firmsite_snapshot_reloads_total{result=\"failed\"}",
                before.value("firmsite_snapshot_reloads_total{result=\"failed\"}") + 1);
        assertThat(delta(before, scrape(), "firmsite_content_errors_total")).isEqualTo(1);
        ContentFolder.replaceLine(content.resolve("team/margaret-hale.md"), "office:", "office: boston");
        awaitSample(
                "firmsite_snapshot_reloads_total{result=\"ok\"}",
                before.value("firmsite_snapshot_reloads_total{result=\"ok\"}") + 1);
    }

    private void awaitRedisBack() throws Exception {
        // Each /api/ request lets the limiter try Redis again.
        await("Redis available again")
                .atMost(Duration.ofSeconds(10))
                .pollInterval(Duration.ofMillis(200))
                .until(() -> {
                    get(port, "/api/status.json");
                    return scrape().value("firmsite_ratelimit_redis_available") == 1;
                });
    }

    private void awaitSample(String sample, double expected) throws Exception {
        await().atMost(Duration.ofSeconds(20))
                .untilAsserted(() -> assertThat(scrape().find(sample).orElse(0.0))
                        .as("%s reaches %s; log:%n%s", sample, expected, firmsite.stderr())
                        .isGreaterThanOrEqualTo(expected));
    }

    private static double delta(PrometheusText before, PrometheusText after, String sample) {
        return after.value(sample) - before.find(sample).orElse(0.0);
    }

    private PrometheusText scrape() throws Exception {
        return PrometheusText.parse(get(adminPort, "/metrics").body());
    }

    @Test
    void theAdminPortListensOnLoopbackEvenWhenThePublicPortIsExposed(@TempDir Path dir) throws Exception {
        Path logs = Files.createDirectories(dir.resolve("logs"));
        try (ChildFirmsite exposed =
                ChildFirmsite.serve(logs, Map.of(), "--bind", "0.0.0.0", "--port", "0", "--admin-port", "0")) {
            int exposedPort = exposed.port();
            int exposedAdmin = exposed.adminPort();
            exposed.awaitLog("admin port:", 30);
            // The public port on every address (the JVM reports the wildcard as IPv6's), the admin port on loopback
            // only.
            assertThat(exposed.stderr())
                    .containsPattern("listening on /(0\\.0\\.0\\.0|\\[0:0:0:0:0:0:0:0\\]):" + exposedPort)
                    .contains("admin port: GET /metrics and /healthz on 127.0.0.1:" + exposedAdmin);
            assertThat(get(exposedAdmin, "/healthz").statusCode()).isEqualTo(200);
        }
    }

    private HttpResponse<String> get(int toPort, String path) throws Exception {
        return client.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + toPort + path))
                        .timeout(Duration.ofSeconds(10))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
