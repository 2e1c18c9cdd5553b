package com.firmsite.http;

import static com.firmsite.http.HostileRequests.head;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.Events;
import com.firmsite.content.Site;
import com.firmsite.metrics.RequestMetrics;
import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import com.firmsite.publish.Biographies;
import com.firmsite.ratelimit.RateLimiter;
import com.firmsite.snapshot.LateResources;
import com.firmsite.snapshot.Resource;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.snapshot.SnapshotRequest;
import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Over HTTP, a snapshot that answered before its late documents were made (a cold start's first
 * one): a request for one is answered once it is made, with what a full build sends, and while it
 * is being made every other connection is answered, those on the same event loop included.
 */
class LateDocumentsHttpTest {
    private static final String AUTHORITY = "localhost:8080";
    private static final SnapshotBuilder BUILDER = new SnapshotBuilder("http://" + AUTHORITY);
    private static Site site;
    private static Snapshot full;

    @BeforeAll
    static void build() throws Exception {
        site = TestServer.sampleSite();
        full = BUILDER.buildUncompressed(SnapshotRequest.of(site)).snapshot();
    }

    @Test
    void aBiographyNotMadeYetIsMadeWhenAskedForAndSendsWhatAFullBuildSends() throws Exception {
        Snapshot early = BUILDER.buildUncompressed(SnapshotRequest.of(site).answeringEarly())
                .snapshot();
        String path = Biographies.path(site.team().getFirst());
        assertThat(((LateResources) early.resources()).isUnmade(path)).isTrue();

        serving(early, port -> {
            try (RawConnection connection = RawConnection.open(port).readTimeout(Duration.ofSeconds(30))) {
                connection.send(head("GET " + path + " HTTP/1.1", "Host: " + AUTHORITY));
                RawConnection.Response response = connection.readResponse();
                assertThat(response.status()).isEqualTo(200);
                assertThat(response.header("Content-Type")).contains("application/pdf");
                assertThat(response.body())
                        .isEqualTo(((Resource.Document) full.resource(path).orElseThrow())
                                .variant()
                                .identity()
                                .bodyBytes());
            }
        });
    }

    @Test
    void aPageAndItsTwinAndLlmsFullTxtNotMadeYetAreMadeWhenAskedForAndSendWhatAFullBuildSends() throws Exception {
        Snapshot early = BUILDER.buildUncompressed(SnapshotRequest.of(site).answeringEarly())
                .snapshot();
        LateResources late = (LateResources) early.resources();
        assertThat(late.isUnmade("/about")).isTrue();
        assertThat(late.isUnmade("/fr/about.md")).isTrue();
        assertThat(late.isUnmade("/llms-full.txt")).isTrue();

        serving(early, port -> {
            try (RawConnection connection = RawConnection.open(port).readTimeout(Duration.ofSeconds(30))) {
                connection.send(head("GET /about HTTP/1.1", "Host: " + AUTHORITY)
                        + head("GET /about HTTP/1.1", "Host: " + AUTHORITY, "Accept: text/markdown")
                        + head("GET /fr/about.md HTTP/1.1", "Host: " + AUTHORITY)
                        + head("GET /llms-full.txt HTTP/1.1", "Host: " + AUTHORITY)
                        + head("GET /practice-areas/llms-full.txt HTTP/1.1", "Host: " + AUTHORITY));
                RawConnection.Response html = connection.readResponse();
                assertThat(html.status()).isEqualTo(200);
                assertThat(html.body()).isEqualTo(pageBody("/about", OutputFormats.HTML));
                RawConnection.Response markdown = connection.readResponse();
                assertThat(markdown.status()).isEqualTo(200);
                assertThat(markdown.header("Content-Type")).contains("text/markdown; charset=utf-8");
                assertThat(markdown.body()).isEqualTo(pageBody("/about", OutputFormats.MARKDOWN));
                RawConnection.Response twin = connection.readResponse();
                assertThat(twin.status()).isEqualTo(200);
                assertThat(twin.body()).isEqualTo(documentBody("/fr/about.md"));
                RawConnection.Response llmsFull = connection.readResponse();
                assertThat(llmsFull.status()).isEqualTo(200);
                assertThat(llmsFull.body()).isEqualTo(documentBody("/llms-full.txt"));
                assertThat(connection.readResponse().status())
                        .as("a path llms-full.txt could have, but has not on the sample firm")
                        .isEqualTo(404);
            }
        });
        assertThat(late.isUnmade("/fr/about")).isFalse();
        assertThat(late.isUnmade("/contact")).isTrue();
    }

    private static byte[] pageBody(String path, OutputFormat format) {
        return ((Resource.Page) full.resource(path).orElseThrow())
                .variant(format)
                .identity()
                .bodyBytes();
    }

    private static byte[] documentBody(String path) {
        return ((Resource.Document) full.resource(path).orElseThrow())
                .variant()
                .identity()
                .bodyBytes();
    }

    @Test
    void whileALateDocumentIsMadeEveryOtherConnectionIsAnsweredAndItsOwnAnswersKeepTheirOrder() throws Exception {
        CountDownLatch making = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Resource robots = full.resource("/robots.txt").orElseThrow();
        Supplier<Resource> slowly = () -> {
            making.countDown();
            try {
                release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return robots;
        };
        Map<String, Resource> ready = new HashMap<>(full.resources());
        ready.remove("/robots.txt");
        Snapshot early = new Snapshot(
                full.baseUrl(),
                LateResources.of(ready, List.of(Map.entry("/robots.txt", slowly))),
                full.notFound(),
                full.methodNotAllowed(),
                Optional.empty());

        serving(early, port -> {
            try (RawConnection asking = RawConnection.open(port).readTimeout(Duration.ofSeconds(30))) {
                asking.send(head("GET /robots.txt HTTP/1.1", "Host: " + AUTHORITY)
                        + head("GET /about HTTP/1.1", "Host: " + AUTHORITY));
                assertThat(making.await(10, TimeUnit.SECONDS)).isTrue();
                everyOtherLoopAnswers(port);
                assertThat(asking.silentFor(Duration.ofMillis(200)))
                        .as("not answered before it is made")
                        .isTrue();

                release.countDown();
                RawConnection.Response first = asking.readResponse();
                assertThat(first.status()).isEqualTo(200);
                assertThat(first.text()).contains("Sitemap:");
                RawConnection.Response second = asking.readResponse();
                assertThat(second.status()).isEqualTo(200);
                assertThat(second.header("Content-Type")).contains("text/html; charset=utf-8");
            } finally {
                release.countDown();
            }
        });
    }

    @Test
    void aFamilyAskedForWithATrailingSlashIsMadeOffTheEventLoopThenRedirectedTo() throws Exception {
        CountDownLatch making = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Resource robots = full.resource("/robots.txt").orElseThrow();
        Map<String, Resource> ready = new HashMap<>(full.resources());
        ready.remove("/robots.txt");
        // A family whose one document is /robots.txt, as slow to make as llms-full.txt at a large firm.
        LateResources.Late family = LateResources.Late.family(path -> path.equals("/robots.txt"), () -> {
            making.countDown();
            try {
                release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Map.of("/robots.txt", robots);
        });
        Snapshot early = new Snapshot(
                full.baseUrl(),
                new LateResources(ready, List.of(family)),
                full.notFound(),
                full.methodNotAllowed(),
                Optional.empty());

        serving(early, port -> {
            try (RawConnection asking = RawConnection.open(port).readTimeout(Duration.ofSeconds(30))) {
                asking.send(head("GET /robots.txt/ HTTP/1.1", "Host: " + AUTHORITY));
                assertThat(making.await(10, TimeUnit.SECONDS)).isTrue();
                everyOtherLoopAnswers(port);

                release.countDown();
                RawConnection.Response redirect = asking.readResponse();
                assertThat(redirect.status()).isEqualTo(308);
                assertThat(redirect.header("Location")).contains("http://" + AUTHORITY + "/robots.txt");
            } finally {
                release.countDown();
            }
        });
    }

    /**
     * A connection per core is answered within 5 s: connections go to the event loops in turn, so
     * one of them shares the loop of a connection whose document is being made.
     */
    private static void everyOtherLoopAnswers(int port) throws Exception {
        List<RawConnection> others = new ArrayList<>();
        try {
            for (int i = 0; i < Runtime.getRuntime().availableProcessors(); i++) {
                RawConnection other = RawConnection.open(port).readTimeout(Duration.ofSeconds(5));
                others.add(other);
                other.send(head("GET /about HTTP/1.1", "Host: " + AUTHORITY));
                assertThat(other.readResponse().status()).isEqualTo(200);
            }
        } finally {
            others.forEach(RawConnection::close);
        }
    }

    private interface OnPort {
        void run(int port) throws Exception;
    }

    private static void serving(Snapshot snapshot, OnPort test) throws Exception {
        Events quiet = new Events(new PrintStream(OutputStream.nullOutputStream()), false);
        AccessLog accessLog = new AccessLog(new PrintStream(OutputStream.nullOutputStream()), AccessLog.Format.TEXT);
        Server.Bound bound = Server.bind(InetAddress.getLoopbackAddress(), 0);
        ServerSettings settings = ServerSettings.defaults(InetAddress.getLoopbackAddress(), bound.port(), AUTHORITY);
        ServerServices services =
                new ServerServices(accessLog, quiet, RateLimiter.inMemory(InstantSource.system()), RequestMetrics.NONE);
        try (Server server = bound.serve(settings, services, () -> snapshot)) {
            test.run(server.port());
        } finally {
            services.rateLimiter().close();
            accessLog.close();
        }
    }
}
