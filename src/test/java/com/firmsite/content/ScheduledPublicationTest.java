package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A publication scheduled a few seconds ahead goes live at its instant in a running server, without
 * a restart or an edit, while clients keep asking: no request fails, nothing shows it before the
 * instant, two publications due at the same instant appear together, and once any response has
 * shown it every later one does (one snapshot swapped for the next, not document by document).
 */
class ScheduledPublicationTest {
    private static final String FIRST = "/publications/dawn-alert";
    private static final String SECOND = "/publications/dawn-companion";
    private static final String PUBLICATIONS_SHARD = "/assets/webmcp/en/publications-1.json";
    /** Every kind of place the publication appears in, asked in turn by each client. */
    private static final List<String> PATHS = List.of(
            "/publications",
            FIRST,
            "/publications/feed.atom",
            "/sitemap-0.xml",
            "/llms.txt",
            "/llms-full.txt",
            // The WebMCP core names no publication: they are in its shards (docs/decisions.md §6.5),
            // newest first, so a new one is in the first.
            PUBLICATIONS_SHARD,
            "/practice-areas/commercial-litigation",
            "/");

    private static final int CLIENTS = 3;
    private static final int MAX_REQUESTS_PER_CLIENT = 100_000;

    @TempDir
    Path dir;

    /** What one request saw: when it was sent and answered, its path, status, and whether it showed each publication. */
    private record Seen(Instant sent, Instant answered, String path, int status, boolean first, boolean second) {}

    @Test
    void aScheduledPublicationGoesLiveAtItsInstantWhileClientsSeeNoFailedRequest() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        // The same instant written twice: with the site's offset, and in UTC.
        // Far enough ahead for a start on a busy machine (two shared cores: up to 10 s).
        Instant due = Instant.now().plusSeconds(20).truncatedTo(ChronoUnit.SECONDS);
        ContentFolder.writePublication(
                content,
                "dawn-alert",
                "The Dawn Alert",
                due.atOffset(ZoneOffset.ofHours(-5)).toString(),
                "",
                "Goes live at dawn.");
        ContentFolder.writePublication(
                content, "dawn-companion", "The Dawn Companion", due.toString(), "", "Goes live with it.");

        try (TestServer server = TestServer.start(content, null)) {
            assertThat(Instant.now())
                    .as("the server started before the instant (else this test proves nothing)")
                    .isBefore(due);
            assertThat(server.get(FIRST).statusCode()).isEqualTo(404);

            ConcurrentLinkedQueue<Seen> seen = new ConcurrentLinkedQueue<>();
            ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
            AtomicReference<Instant> firstShown = new AtomicReference<>();
            Instant deadline = due.plusSeconds(30);
            List<Thread> clients = new ArrayList<>();
            for (int c = 0; c < CLIENTS; c++) {
                int offset = c;
                clients.add(Thread.ofPlatform().name("client-" + c).start(() -> {
                    for (int i = 0; i < MAX_REQUESTS_PER_CLIENT && Instant.now().isBefore(deadline); i++) {
                        Instant shown = firstShown.get();
                        if (shown != null && Instant.now().isAfter(shown.plusSeconds(2))) {
                            return;
                        }
                        String path = PATHS.get((i + offset) % PATHS.size());
                        Instant sent = Instant.now();
                        try {
                            HttpResponse<String> response = server.get(path);
                            boolean first = path.equals(FIRST)
                                    ? response.statusCode() == 200
                                    : response.body().contains(FIRST);
                            boolean second = response.body().contains(SECOND);
                            Instant answered = Instant.now();
                            seen.add(new Seen(sent, answered, path, response.statusCode(), first, second));
                            if (first) {
                                firstShown.compareAndSet(null, answered);
                            }
                        } catch (RuntimeException e) {
                            failures.add(e);
                        }
                    }
                }));
            }
            for (Thread client : clients) {
                client.join(Duration.ofSeconds(60));
                assertThat(client.isAlive()).as(client.getName() + " finished").isFalse();
            }

            assertThat(failures).as("requests that failed").isEmpty();
            assertThat(firstShown.get()).as("the publication went live").isNotNull();
            assertThat(Duration.between(due, firstShown.get()))
                    .as("delay after its instant")
                    .isLessThan(Duration.ofSeconds(15));
            List<Seen> all = new ArrayList<>(seen);
            Instant earliestShown = all.stream()
                    .filter(Seen::first)
                    .map(Seen::answered)
                    .min(Instant::compareTo)
                    .orElseThrow();
            assertThat(all)
                    .as("requests before the instant")
                    .anyMatch(s -> s.answered().isBefore(due));
            for (Seen s : all) {
                int expected = s.path().equals(FIRST) && !s.first() ? 404 : 200;
                assertThat(s.status()).as(s.path() + " at " + s.sent()).isEqualTo(expected);
                if (s.first()) {
                    assertThat(s.answered())
                            .as(s.path() + " showed it before its instant")
                            .isAfterOrEqualTo(due);
                }
                if (s.path().equals("/publications")
                        || s.path().endsWith(".atom")
                        || s.path().equals("/llms.txt")) {
                    assertThat(s.second())
                            .as(s.path() + " at " + s.sent() + ": both due at the same instant, shown together")
                            .isEqualTo(s.first());
                }
                // A request sent after another was answered showing it must show it too, whatever its path.
                if (s.sent().isAfter(earliestShown)) {
                    assertThat(s.first())
                            .as(s.path() + " sent at " + s.sent() + ", after a response showed it")
                            .isTrue();
                }
            }
            assertThat(all.size()).as("requests sent").isGreaterThan(50);

            for (String path : List.of(
                    SECOND,
                    "/practice-areas/commercial-litigation/publications",
                    "/practice-areas/commercial-litigation/feed.atom",
                    "/llms.txt",
                    PUBLICATIONS_SHARD)) {
                HttpResponse<String> response = server.get(path);
                assertThat(response.statusCode()).as(path).isEqualTo(200);
                assertThat(response.body()).as(path).containsAnyOf(SECOND, "The Dawn Companion");
            }
            String when = ScheduledTime.describe(due, ZoneId.of("America/New_York"));
            assertThat(server.log())
                    .contains("published " + FIRST + " (scheduled for " + when + ")")
                    .contains("published " + SECOND + " (scheduled for " + when + ")");
            System.out.println(
                    "went live " + Duration.between(due, firstShown.get()).toMillis() + " ms after its instant; "
                            + all.size() + " requests, none failed; log: "
                            + server.log()
                                    .lines()
                                    .filter(line -> line.contains("published /"))
                                    .toList());
        }
    }

    /**
     * The site as of the instant is built ahead of it and served at the instant. An edit served in
     * between is not lost: the site as of the instant is built again, with the edit and the
     * publication.
     */
    @Test
    void anEditServedAfterTheSiteWasBuiltAheadIsKeptWhenThePublicationGoesLive() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        Instant due = Instant.now().plusSeconds(20).truncatedTo(ChronoUnit.SECONDS);
        ContentFolder.writePublication(
                content, "dawn-alert", "The Dawn Alert", due.toString(), "", "Goes live at dawn.");

        try (TestServer server = TestServer.start(content, null)) {
            awaitLog(server, "the site as of " + due + " is built", due);
            ContentFolder.replaceLine(
                    content.resolve("about.md"), "title:", "title: About the firm, edited before dawn");
            assertThat(server.snapshot().reload()).isTrue();
            assertThat(Instant.now()).as("edited before the instant").isBefore(due);
            assertThat(server.get(FIRST).statusCode()).isEqualTo(404);

            awaitLog(server, "published " + FIRST, due.plusSeconds(20));

            assertThat(server.get(FIRST).statusCode()).isEqualTo(200);
            assertThat(server.get("/about").body()).contains("About the firm, edited before dawn");
            assertThat(server.get("/publications").body()).contains(FIRST);
        }
    }

    /** Waits, until {@code deadline} at most, for a line of the server's log that contains {@code text}. */
    private static void awaitLog(TestServer server, String text, Instant deadline) {
        Duration left = Duration.between(Instant.now(), deadline);
        await().atMost(left.compareTo(Duration.ofMillis(100)) > 0 ? left : Duration.ofMillis(100))
                .pollInterval(Duration.ofMillis(10))
                .untilAsserted(() -> assertThat(server.log()).contains(text));
    }
}
