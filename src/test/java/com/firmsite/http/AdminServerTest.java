package com.firmsite.http;

import static com.firmsite.http.HostileRequests.assertCleanProblem;
import static com.firmsite.http.HostileRequests.head;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.metrics.Metrics;
import com.firmsite.metrics.RequestMetrics;
import com.firmsite.metrics.Route;
import com.firmsite.ratelimit.RateLimiter;
import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The admin server on its own: health follows the public server's state; only two paths, GET and
 * HEAD; and the public server's protocol handling, so that a client holding a half-sent request
 * open delays no probe and gets 408 at the header deadline (2 s here).
 */
class AdminServerTest {
    private static final Duration HEADER_DEADLINE = Duration.ofSeconds(2);

    @RegisterExtension
    static final TestServer site = TestServer.builder()
            .limits(limits -> limits.withHeaderTimeout(HEADER_DEADLINE))
            .extension();

    private final HttpClient client =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final AtomicBoolean accepting = new AtomicBoolean(true);
    private final Metrics metrics = new Metrics();
    private AdminServer admin;
    private ServerServices services;

    @BeforeEach
    void start() throws Exception {
        ServerSettings settings = new ServerSettings(
                InetAddress.getLoopbackAddress(),
                0,
                "localhost",
                com.firmsite.config.Limits.DEFAULTS.withHeaderTimeout(HEADER_DEADLINE),
                Optional.empty(),
                false);
        services = new ServerServices(
                AccessLog.disabled(),
                new com.firmsite.base.Events(System.err, false),
                RateLimiter.inMemory(InstantSource.system()),
                RequestMetrics.NONE);
        admin = AdminServer.start(
                InetAddress.getLoopbackAddress(), 0, settings, services, site.snapshot(), metrics, accepting::get);
    }

    @AfterEach
    void stop() {
        admin.close();
        services.rateLimiter().close();
    }

    @Test
    void healthIs503OnceThePublicServerDrains() throws Exception {
        assertThat(send("GET", "/healthz").statusCode()).isEqualTo(200);
        accepting.set(false);
        HttpResponse<String> draining = send("GET", "/healthz");
        assertThat(draining.statusCode()).isEqualTo(503);
        assertThat(draining.body()).contains("draining");
        assertThat(draining.headers().firstValue("cache-control")).hasValue("no-store");
    }

    @Test
    void metricsCountWhatTheServerRecords() throws Exception {
        metrics.request(Route.API, 429, 3_000_000);
        metrics.request(Route.API, 429, 3_000_000);
        HttpResponse<String> scrape = send("GET", "/metrics");
        assertThat(scrape.headers().firstValue("content-type")).hasValue(Metrics.contentType());
        String text = scrape.body();
        assertThat(text).contains("firmsite_http_requests_total{route=\"api\",status=\"429\"} 2");
        assertThat(text).contains("firmsite_http_request_duration_seconds_bucket{route=\"api\",le=\"0.0025\"} 0");
        assertThat(text).contains("firmsite_http_request_duration_seconds_bucket{route=\"api\",le=\"0.005\"} 2");
    }

    @Test
    void headAnswersWithoutABodyAndOtherMethodsAre405() throws Exception {
        HttpResponse<String> head = send("HEAD", "/metrics");
        assertThat(head.statusCode()).isEqualTo(200);
        assertThat(head.body()).isEmpty();
        HttpResponse<String> post = send("POST", "/metrics");
        assertThat(post.statusCode()).isEqualTo(405);
        assertThat(post.headers().firstValue("allow")).hasValue("GET, HEAD");
    }

    @Test
    void everyOtherPathIs404() throws Exception {
        for (String path : new String[] {"/", "/metrics/", "/healthz/x", "/api/status.json"}) {
            assertThat(send("GET", path).statusCode()).as(path).isEqualTo(404);
        }
    }

    @Test
    void halfSentRequestsHeldOpenDelayNoProbeAndEndIn408AtTheHeaderDeadline() throws Exception {
        List<RawConnection> stalled = new ArrayList<>();
        try {
            for (int i = 0; i < 5; i++) {
                stalled.add(RawConnection.open(admin.port()).send("GET /healthz HTTP/1.1\r\nHost: x\r\n"));
            }
            for (int probe = 0; probe < 5; probe++) {
                long start = System.nanoTime();
                try (RawConnection prober = RawConnection.open(admin.port()).readTimeout(Duration.ofSeconds(1))) {
                    assertThat(prober.send(head("GET /healthz HTTP/1.1", "Host: x"))
                                    .readResponse()
                                    .status())
                            .isEqualTo(200);
                }
                assertThat(Duration.ofNanos(System.nanoTime() - start))
                        .as("probe %d answered while requests are held half-sent", probe)
                        .isLessThan(Duration.ofSeconds(1));
            }
            for (RawConnection connection : stalled) {
                assertCleanProblem(connection.readResponse(), 408, "request_timeout", "healthz");
                assertThat(connection.closedByServer()).isTrue();
            }
        } finally {
            stalled.forEach(RawConnection::close);
        }
    }

    private HttpResponse<String> send(String method, String path) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + admin.port() + path))
                .method(method, HttpRequest.BodyPublishers.noBody())
                .timeout(Duration.ofSeconds(5))
                .build();
        return client.send(request, HttpResponse.BodyHandlers.ofString());
    }
}
