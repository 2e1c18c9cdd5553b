package com.firmsite.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A running server changes the site at an event's end and at an opening's close, with one snapshot
 * swap, as at a scheduled publication. The server's own clock cannot be set from a test yet, so
 * the instants are put a few seconds ahead and the test waits for them, never longer.
 */
class EventTimingTest {
    @TempDir
    Path dir;

    @Test
    void anEventBecomesPastAndAnOpeningDisappearsAtTheirInstants() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        Instant soon = Instant.now().plusSeconds(4).truncatedTo(ChronoUnit.SECONDS);
        Files.writeString(content.resolve("events/ending-soon.md"), """
                ---
                title: A talk ending soon
                description: It ends a few seconds after the server starts.
                start: %s
                end: %s
                online: https://meet.example-firm.com/soon
                ---

                A short talk.
                """.formatted(soon.minusSeconds(3600), soon));
        Files.writeString(content.resolve("careers/closing-soon.md"), """
                ---
                title: Closing Soon Clerk
                description: An opening that closes a few seconds after the server starts.
                office: boston
                employmentType: PART_TIME
                datePosted: 2026-01-05
                validThrough: %s
                salary: {min: 30, max: 40, currency: USD, unit: HOUR}
                ---

                Apply now.
                """.formatted(soon));
        try (TestServer server = TestServer.start(content, null)) {
            String events = server.get("/events").body();
            // The title is also in the head's JSON-LD: look for it from the first heading on.
            int upcoming = events.indexOf("Upcoming events");
            assertThat(events.indexOf("A talk ending soon", upcoming))
                    .isBetween(upcoming, events.indexOf("Past events"));
            assertThat(server.get("/events/calendar.ics").body()).contains("UID:ending-soon@");
            assertThat(server.get("/careers").body()).contains("Closing Soon Clerk");
            assertThat(server.get("/careers/closing-soon").statusCode()).isEqualTo(200);

            await().atMost(Duration.ofSeconds(4).plus(Duration.between(Instant.now(), soon)))
                    .pollInterval(Duration.ofMillis(100))
                    .until(() -> server.get("/careers/closing-soon").statusCode() == 404);

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
