package com.firmsite.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A running server changes the site at an event's end and at an opening's close, with one snapshot
 * swap, as at a scheduled publication, on the real clock: the instants are put ahead of a start on
 * a busy machine and the test waits for them, never longer than a few seconds past them.
 * EventScheduleTest checks the same instants exactly, on time moved by hand.
 */
class EventTimingTest {
    @TempDir
    Path dir;

    @Test
    void anEventBecomesPastAndAnOpeningDisappearsAtTheirInstants() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        // Far enough ahead for a start on a busy machine (two shared cores: 6.5 s measured, up to
        // 10 s), as ScheduledPublicationTest: 4 s was less than a start, so the event had ended, or
        // the server was already building the site as of its end, when the test first asked.
        Instant soon = Instant.now().plusSeconds(20).truncatedTo(ChronoUnit.SECONDS);
        ContentFolder.writeEventEnding(content, soon.minusSeconds(3600), soon);
        ContentFolder.writeOpeningClosing(content, soon);
        try (TestServer server = TestServer.start(content, null)) {
            assertThat(Instant.now())
                    .as("the server started well before the instant (else this test proves nothing)")
                    .isBefore(soon.minusSeconds(2));
            String events = server.get("/events").body();
            // The title is also in the head's JSON-LD: look for it from the first heading on.
            int upcoming = events.indexOf("Upcoming events");
            assertThat(events.indexOf("A talk ending soon", upcoming))
                    .isBetween(upcoming, events.indexOf("Past events"));
            assertThat(server.get("/events/calendar.ics").body()).contains("UID:ending-soon@");
            assertThat(server.get("/careers").body()).contains("Closing Soon Clerk");
            assertThat(server.get("/careers/closing-soon").statusCode()).isEqualTo(200);

            AtomicReference<Instant> gone = new AtomicReference<>();
            await().atMost(Duration.ofSeconds(4).plus(Duration.between(Instant.now(), soon)))
                    .pollInterval(Duration.ofMillis(100))
                    .until(() -> {
                        int status = server.get("/careers/closing-soon").statusCode();
                        gone.set(Instant.now());
                        return status == 404;
                    });
            assertThat(gone.get()).as("not gone before its instant").isAfterOrEqualTo(soon);

            String after = server.get("/events").body();
            assertThat(after.indexOf("A talk ending soon", after.indexOf("Upcoming events")))
                    .isGreaterThan(after.indexOf("Past events"));
            assertThat(server.get("/events/calendar.ics").body()).doesNotContain("UID:ending-soon@");
            assertThat(server.get("/careers").body()).doesNotContain("Closing Soon Clerk");
            assertThat(server.sitemapUrls()).noneMatch(url -> url.endsWith("/careers/closing-soon"));
            assertThat(server.get("/llms.txt").body()).doesNotContain("closing-soon");
        }
    }
}
