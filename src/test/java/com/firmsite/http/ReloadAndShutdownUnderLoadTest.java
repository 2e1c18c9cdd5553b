package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.firmsite.testing.TestServer;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bounded load (a few client threads on loopback, at most about 60 s) while the content is
 * reloaded ten times and then while the server stops: no request fails before the stop begins,
 * every request in flight when it begins is answered, and afterwards clients are refused at once
 * — none hangs and none gets half a response.
 */
class ReloadAndShutdownUnderLoadTest {
    private static final int CLIENTS = 4;
    private static final int RELOADS = 10;

    @Test
    void reloadsAndShutdownUnderLoadLoseNoRequest(@TempDir Path temp) throws Exception {
        Path content = copyOf(TestServer.sampleContent(), temp.resolve("content"));
        TestServer server = TestServer.start(content, null);
        LoadClients load = new LoadClients(server.port(), CLIENTS);
        long stopBegan;
        try {
            load.start();
            await("every client served").atMost(Duration.ofSeconds(10)).until(() -> load.answered() >= CLIENTS * 5L);
            for (int i = 1; i <= RELOADS; i++) {
                Files.writeString(
                        content.resolve("about.md"), "\nReload marker " + i + ".\n", StandardOpenOption.APPEND);
                assertThat(server.snapshot().reload()).as("reload %d", i).isTrue();
                // Reloads spaced out under the load (the scenario's pace, not a wait for anything).
                Thread.sleep(100);
            }
            assertThat(server.get("/about", "Accept", "text/markdown").body())
                    .contains("Reload marker " + RELOADS + ".");
            stopBegan = System.nanoTime();
        } finally {
            server.close();
        }
        long stopEnded = System.nanoTime();
        List<LoadClients.Outcome> outcomes = load.finish(TimeUnit.SECONDS.toMillis(20));

        Map<LoadClients.Result, Long> before = tally(outcomes, o -> o.sentNanos() < stopBegan);
        Map<LoadClients.Result, Long> after = tally(outcomes, o -> o.sentNanos() >= stopBegan);
        System.out.println("before the stop: " + before + "; after: " + after + "; stop took "
                + (stopEnded - stopBegan) / 1_000_000 + " ms");
        System.out.println(server.log()
                .lines()
                .filter(line -> line.contains(" info ") || line.contains(" warn "))
                .collect(Collectors.joining("\n")));
        assertThat(before.getOrDefault(LoadClients.Result.OK, 0L))
                .as("requests served before the stop")
                .isGreaterThan(50);
        assertThat(outcomes)
                .as("no request hung or got half a response")
                .noneMatch(o -> o.result() == LoadClients.Result.TIMED_OUT
                        || o.result() == LoadClients.Result.TRUNCATED
                        || o.result() == LoadClients.Result.WRONG_STATUS);
        assertThat(outcomes)
                .as("every request sent before the stop on an accepted connection was answered")
                .filteredOn(o -> o.sentNanos() < stopBegan && o.connectionAccepted())
                .allMatch(o -> o.result() == LoadClients.Result.OK);
        assertThat(outcomes)
                .as("requests completed before the stop began all succeeded")
                .filteredOn(o -> o.endNanos() < stopBegan)
                .allMatch(o -> o.result() == LoadClients.Result.OK);
        assertThat(after.getOrDefault(LoadClients.Result.REFUSED, 0L))
                .as("new connections after the stop are refused")
                .isPositive();
        assertRefused(server.port());
    }

    /** Refused means refused: the kernel says so at once, nothing waits. */
    private static void assertRefused(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new java.net.InetSocketAddress(InetAddress.getLoopbackAddress(), port), 2000);
            throw new AssertionError("a connection was accepted after the server stopped");
        } catch (ConnectException expected) {
            assertThat(expected).hasMessageContaining("refused");
        } catch (SocketTimeoutException hung) {
            throw new AssertionError("connecting after the stop hung instead of being refused", hung);
        } catch (IOException other) {
            throw new AssertionError(other);
        }
    }

    private static Map<LoadClients.Result, Long> tally(
            List<LoadClients.Outcome> outcomes, java.util.function.Predicate<LoadClients.Outcome> which) {
        return outcomes.stream()
                .filter(which)
                .collect(Collectors.groupingBy(LoadClients.Outcome::result, Collectors.counting()));
    }

    private static Path copyOf(Path source, Path target) throws IOException {
        try (var files = Files.walk(source)) {
            for (Path file : files.toList()) {
                Path copy = target.resolve(source.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(file, copy);
                }
            }
        }
        return target;
    }
}
