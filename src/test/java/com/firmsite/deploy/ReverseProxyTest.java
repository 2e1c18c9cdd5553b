package com.firmsite.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.firmsite.audit.AuditCommand;
import com.firmsite.base.Events;
import com.firmsite.ratelimit.ClientAddress;
import com.firmsite.ratelimit.InMemoryStore;
import com.firmsite.ratelimit.Policy;
import com.firmsite.ratelimit.RateLimiter;
import com.firmsite.ratelimit.RedisStore;
import com.firmsite.testing.LocalProcesses;
import com.firmsite.testing.Nginx;
import com.firmsite.testing.RateLimitFields;
import com.firmsite.testing.RedisServer;
import com.firmsite.testing.TestCertificate;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import redis.clients.jedis.HostAndPort;

/**
 * The repository's nginx configuration, deploy/nginx/firmsite.conf, run as written (ports, names
 * and paths substituted) in front of two firmsite instances sharing a real Redis: https with
 * HTTP/2 for clients, the headers firmsite sends intact, X-Forwarded-For and X-Request-Id believed
 * only when firmsite is told to trust the proxy, and one /api/ quota per client across instances.
 * Clients come from distinct loopback addresses (127.0.0.2, ...), as distinct clients would.
 */
class ReverseProxyTest {
    private static final Path CONFIG = Path.of("deploy/nginx/firmsite.conf");

    @TempDir
    static Path dir;

    private static RedisServer redis;
    private static TestCertificate certificate;
    private static Front trusting;

    /** nginx from the deploy config in front of two instances. */
    record Front(Nginx nginx, TestServer first, TestServer second, int httpsPort, int httpPort)
            implements AutoCloseable {
        String base() {
            return "https://127.0.0.1:" + httpsPort;
        }

        @Override
        public void close() {
            nginx.close();
            first.close();
            second.close();
        }
    }

    @BeforeAll
    static void start() {
        redis = RedisServer.start();
        certificate = TestCertificate.create(dir);
        trusting = front("trusting", List.of("127.0.0.1/32"));
    }

    @AfterAll
    static void stop() {
        try {
            if (trusting != null) {
                trusting.close();
            }
        } finally {
            redis.close();
        }
    }

    @BeforeEach
    void freshQuotas() {
        redis.flushAll();
    }

    @Test
    void clientsGetHttp2AndTheHeadersFirmsiteSendsIncludingVary() throws Exception {
        HttpResponse<String> markdown = get(client("127.0.0.2"), trusting.base() + "/about", "Accept", "text/markdown");
        assertThat(markdown.version()).isEqualTo(HttpClient.Version.HTTP_2);
        assertThat(markdown.statusCode()).isEqualTo(200);
        assertThat(markdown.headers().firstValue("content-type")).hasValue("text/markdown; charset=utf-8");
        assertThat(markdown.headers().firstValue("vary")).hasValue("Accept, Accept-Encoding");
        assertThat(markdown.headers().firstValue("content-location")).hasValue(trusting.base() + "/about.md");
        assertThat(markdown.headers().allValues("strict-transport-security")).containsExactly("max-age=31536000");
        HttpResponse<String> html = get(client("127.0.0.2"), trusting.base() + "/about", "Accept", "text/html");
        assertThat(html.headers().firstValue("vary")).hasValue("Accept, Accept-Encoding");
        assertThat(html.headers().firstValue("etag"))
                .isNotEqualTo(markdown.headers().firstValue("etag"));
    }

    @Test
    void plainHttpIsRedirectedToHttpsWithPathAndQuery() throws Exception {
        HttpResponse<String> redirect =
                get(client("127.0.0.2"), "http://127.0.0.1:" + trusting.httpPort() + "/team?x=1");
        assertThat(redirect.statusCode()).isEqualTo(301);
        assertThat(redirect.headers().firstValue("location")).hasValue(trusting.base() + "/team?x=1");
    }

    @Test
    void theQuotaIsSharedByBothInstancesAndCountedPerClientBehindATrustedProxy() throws Exception {
        HttpClient client = client("127.0.0.2");
        for (int expected = 119; expected >= 0; expected--) {
            HttpResponse<String> response = get(client, trusting.base() + "/api/status.json");
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.headers().firstValue("ratelimit-policy")).hasValue("\"default\";q=120;w=60");
            assertThat(RateLimitFields.of(response).r())
                    .as("remaining after request %d", 120 - expected)
                    .isEqualTo(expected);
        }
        HttpResponse<String> refused = get(client, trusting.base() + "/api/status.json");
        assertThat(refused.statusCode()).isEqualTo(429);
        assertThat(refused.headers().firstValue("retry-after")).isPresent();
        assertThat(trusting.first().log()).as("the first instance served some").contains("GET /api/status.json 200");
        assertThat(trusting.second().log())
                .as("the second instance served some")
                .contains("GET /api/status.json 200");

        HttpResponse<String> another = get(client("127.0.0.3"), trusting.base() + "/api/status.json");
        assertThat(RateLimitFields.of(another).r())
                .as("another client has its own quota")
                .isEqualTo(119);
    }

    @Test
    void aClientCannotChooseWhoItIsCountedAs() throws Exception {
        String forged = "203.0.113.7";
        HttpResponse<String> first = get(
                client("127.0.0.4"),
                trusting.base() + "/api/status.json",
                "X-Forwarded-For",
                forged,
                "Forwarded",
                "for=" + forged);
        HttpResponse<String> second = get(
                client("127.0.0.5"),
                trusting.base() + "/api/status.json",
                "X-Forwarded-For",
                forged,
                "Forwarded",
                "for=" + forged);
        assertThat(RateLimitFields.of(first).r()).isEqualTo(119);
        assertThat(RateLimitFields.of(second).r())
                .as("counted as 127.0.0.5, not as the forged address")
                .isEqualTo(119);
    }

    @Test
    void firmsiteKeepsNginxsRequestIdSoBothLogsNameTheRequest() throws Exception {
        HttpResponse<String> response = get(client("127.0.0.2"), trusting.base() + "/contact");
        String id = response.headers().firstValue("x-request-id").orElseThrow();
        assertThat(id).as("nginx's $request_id").matches("[0-9a-f]{32}");
        // nginx writes its access log line in the request's log phase, which may end after the
        // client has read the answer: wait for it, briefly.
        await().atMost(Duration.ofSeconds(5))
                .untilAsserted(() -> assertThat(trusting.nginx().accessLog("firmsite.access.log"))
                        .contains("id=" + id));
        // firmsite's access log is written in batches (at least every 100 ms): wait for the line too.
        await().atMost(Duration.ofSeconds(5))
                .untilAsserted(() -> assertThat(
                                trusting.first().log() + trusting.second().log())
                        .contains("GET /contact 200")
                        .contains(" " + id));
    }

    @Test
    void anUntrustedProxyIsOneClientAndItsRequestIdsAreNotBelieved() throws Exception {
        try (Front untrusting = front("untrusting", List.of())) {
            HttpResponse<String> first = get(client("127.0.0.2"), untrusting.base() + "/api/status.json");
            HttpResponse<String> second = get(client("127.0.0.3"), untrusting.base() + "/api/status.json");
            assertThat(RateLimitFields.of(first).r()).isEqualTo(119);
            assertThat(RateLimitFields.of(second).r())
                    .as("both clients count as nginx's own address")
                    .isEqualTo(118);
            assertThat(second.headers().firstValue("x-request-id"))
                    .hasValueSatisfying(id -> assertThat(id).matches("[0-9a-f]{16}"));
        }
    }

    @Test
    void theAuditPassesThroughTheProxy() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = AuditCommand.run(
                trusting.base(), new PrintStream(out, true, StandardCharsets.UTF_8), certificate.clientContext());
        assertThat(status).as(out.toString(StandardCharsets.UTF_8)).isZero();
    }

    private static Front front(String name, List<String> trustedProxies) {
        int httpsPort = LocalProcesses.freePort();
        int httpPort = LocalProcesses.freePort();
        String base = "https://127.0.0.1:" + httpsPort;
        TestServer.Builder instance = TestServer.builder()
                .baseUrl(base)
                .trustedProxies(trustedProxies.toArray(String[]::new))
                .rateLimiters((store, proxies, events) -> limiter(proxies));
        TestServer first = instance.start();
        TestServer second = instance.start();
        try {
            Path nginxDir = Files.createDirectories(dir.resolve(name));
            String site = Nginx.substitute(
                    Files.readString(CONFIG, StandardCharsets.UTF_8),
                    Map.of(
                            "server 127.0.0.1:8081",
                            "server 127.0.0.1:" + first.port(),
                            "server 127.0.0.1:8082",
                            "server 127.0.0.1:" + second.port(),
                            "    listen [::]:80;\n",
                            "",
                            "    listen [::]:443 ssl http2;\n",
                            "",
                            "listen 80;",
                            "listen 127.0.0.1:" + httpPort + ";",
                            "listen 443 ssl http2;",
                            "listen 127.0.0.1:" + httpsPort + " ssl http2;",
                            "https://www.example-firm.com",
                            base,
                            "/etc/ssl/firmsite/fullchain.pem",
                            certificate.certificate().toString(),
                            "/etc/ssl/firmsite/privkey.pem",
                            certificate.key().toString(),
                            "/var/log/nginx/",
                            nginxDir + "/"));
            return new Front(Nginx.start(nginxDir, site, httpsPort), first, second, httpsPort, httpPort);
        } catch (Exception e) {
            first.close();
            second.close();
            throw new IllegalStateException(e);
        }
    }

    /**
     * What {@code --rate-limit-store redis://... --trusted-proxy ...} configures, with a 2 s Redis
     * timeout instead of 50 ms: on a loaded test machine a slow reply would otherwise send a request
     * to the in-memory fallback, which is correct behaviour but not what these tests are about.
     */
    private static RateLimiter limiter(List<String> trustedProxies) {
        RedisStore store = new RedisStore(
                new HostAndPort("127.0.0.1", redis.port()),
                Policy.DEFAULT,
                new InMemoryStore(Policy.DEFAULT, InstantSource.system()),
                InstantSource.system(),
                new Events(System.err, false),
                Duration.ofSeconds(2));
        return new RateLimiter(Policy.DEFAULT, store, ClientAddress.trusting(trustedProxies));
    }

    /** A client whose connections come from {@code address} (any 127.0.0.0/8 address is loopback on Linux). */
    private static HttpClient client(String address) throws Exception {
        return HttpClient.newBuilder()
                .localAddress(InetAddress.getByName(address))
                .sslContext(certificate.clientContext())
                .followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    private static HttpResponse<String> get(HttpClient client, String url, String... headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10));
        for (int i = 0; i + 1 < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
