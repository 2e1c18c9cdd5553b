package com.firmsite.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The admin server on its own: health follows the public server's state; only two paths, GET and HEAD. */
class AdminServerTest {
  private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private final AtomicBoolean accepting = new AtomicBoolean(true);
  private final Metrics metrics = new Metrics();
  private AdminServer admin;

  @BeforeEach
  void start() throws Exception {
    admin = AdminServer.start(InetAddress.getLoopbackAddress(), 0, metrics, accepting::get);
  }

  @AfterEach
  void stop() {
    admin.close();
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
    String text = send("GET", "/metrics").body();
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

  private HttpResponse<String> send(String method, String path) throws Exception {
    HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + admin.port() + path))
        .method(method, HttpRequest.BodyPublishers.noBody()).timeout(Duration.ofSeconds(5)).build();
    return client.send(request, HttpResponse.BodyHandlers.ofString());
  }
}
