package com.firmsite.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --watch}: every save shows, however it is made, while the site keeps answering; a
 * burst of changes (a {@code git checkout}) is one reload, not one per file.
 */
class WatchTest {
    private static final int EDITS = 50;
    private static final String PAGE = "/publications/earnout-disputes";
    private static final List<String> LOADED =
            List.of("/", PAGE, "/publications", "/team/thomas-lowe", "/llms.txt", "/robots.txt", "/no-such-page");

    @TempDir
    Path dir;

    @Test
    void underLoadFiftyEditsEachShowAndNoRequestFails() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        Path article = content.resolve("publications/earnout-disputes.md");
        try (TestServer server = TestServer.start(content, null)) {
            server.snapshot().watch();
            AtomicBoolean editing = new AtomicBoolean(true);
            AtomicLong requests = new AtomicLong();
            ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
            List<Thread> load = new ArrayList<>();
            for (int t = 0; t < 2; t++) {
                load.add(Thread.ofPlatform().start(() -> loadLoop(server, editing, requests, failures)));
            }
            try {
                for (int edit = 1; edit <= EDITS; edit++) {
                    String title = "Earnouts, edit " + edit;
                    String text = Files.readString(article).replaceFirst("(?m)^title: .*$", "title: \"" + title + "\"");
                    if (edit % 2 == 0) {
                        saveByRename(article, text);
                    } else {
                        Files.writeString(article, text, StandardCharsets.UTF_8);
                    }
                    assertThat(within(
                                    Duration.ofSeconds(20),
                                    () -> server.get(PAGE).body().contains(title)))
                            .as("edit %d shows", edit)
                            .isTrue();
                }
            } finally {
                editing.set(false);
                for (Thread thread : load) {
                    thread.join(Duration.ofSeconds(30));
                }
            }
            assertThat(failures).isEmpty();
            assertThat(requests.get()).as("requests made while editing").isGreaterThan(EDITS);
            // An edit shows on its pages before its reload has made the rest (PagesFirstTest).
            assertThat(within(Duration.ofSeconds(20), () -> server.snapshot().reloads() >= EDITS))
                    .isTrue();
            assertThat(server.snapshot().failedReloads()).isZero();
            assertThat(server.snapshot().reloads()).isBetween((long) EDITS, 2L * EDITS);
        }
    }

    @Test
    void aCheckoutOfManyFilesIsOneReload() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        try (TestServer server = TestServer.start(content, null)) {
            server.snapshot().watch();
            List<Path> files;
            try (Stream<Path> all = Files.walk(content)) {
                files = all.filter(file -> file.toString().endsWith(".md")).toList();
            }
            // What git checkout does: every file rewritten, one after the other, and a new folder.
            for (Path file : files) {
                saveByRename(file, Files.readString(file) + "\nChecked out.\n");
            }
            Files.createDirectories(content.resolve("about/history"));
            Files.writeString(
                    content.resolve("about/history/founding.md"),
                    "---\ntitle: Our founding\ndescription: How the firm began.\n---\n\nIn 1998.\n");

            assertThat(within(
                            Duration.ofSeconds(20),
                            () -> server.get("/about/history/founding").statusCode() == 200))
                    .isTrue();
            assertThat(server.get("/privacy").body()).contains("Checked out.");
            assertThat(within(Duration.ofSeconds(20), () -> server.snapshot().reloads() >= 1))
                    .isTrue();
            // One reload; two only if this machine stalled the writes for longer than the quiet window.
            assertThat(server.snapshot().reloads())
                    .as("reloads for %d files", files.size())
                    .isBetween(1L, 2L);
            assertThat(server.snapshot().failedReloads()).isZero();
        }
    }

    /** Requests back to back until the edits end (and at most two minutes, 200,000 requests). */
    private static void loadLoop(
            TestServer server, AtomicBoolean editing, AtomicLong requests, ConcurrentLinkedQueue<String> failures) {
        HttpClient client =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
        for (int i = 0; editing.get() && i < 100_000 && System.nanoTime() < deadline; i++) {
            String path = LOADED.get(i % LOADED.size());
            try {
                HttpResponse<byte[]> response = client.send(
                        HttpRequest.newBuilder(URI.create(server.origin() + path))
                                .header("Accept-Encoding", i % 2 == 0 ? "br, gzip" : "identity")
                                .timeout(Duration.ofSeconds(10))
                                .build(),
                        HttpResponse.BodyHandlers.ofByteArray());
                int expected = path.equals("/no-such-page") ? 404 : 200;
                if (response.statusCode() != expected || response.body().length == 0) {
                    failures.add(path + ": " + response.statusCode() + ", " + response.body().length + " bytes");
                }
                requests.incrementAndGet();
            } catch (IOException e) {
                failures.add(path + ": " + e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** As editors save: the new text to a temporary file beside it, renamed over it. */
    private static void saveByRename(Path file, String text) throws IOException {
        Path temporary = file.resolveSibling("." + file.getFileName() + ".tmp");
        Files.writeString(temporary, text, StandardCharsets.UTF_8);
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Asks until {@code condition} holds (each ask a request to the server), for at most {@code time}. */
    private static boolean within(Duration time, BooleanSupplier condition) {
        long deadline = System.nanoTime() + time.toNanos();
        while (System.nanoTime() < deadline) {
            if (condition.getAsBoolean()) {
                return true;
            }
        }
        return condition.getAsBoolean();
    }
}
