package com.firmsite.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.Events;
import com.firmsite.images.ImageLoader;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.testing.ContentFolder;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An event moves from upcoming to past at its end, and a job opening leaves every list and document
 * at its close, in a live site on time moved by hand (nothing sleeps): each at its instant exactly,
 * not a millisecond before, in one swap of the site built ahead of it (docs/decisions.md §1.14).
 * EventTimingTest checks the same over a real server on the real clock.
 */
class EventScheduleTest {
    private static final String EVENT = "/events/ending-soon";
    private static final String OPENING = "/careers/closing-soon";
    /** Where an open position shows besides its page. */
    private static final List<String> OPENING_LISTS = List.of("/careers", "/sitemap-0.xml", "/llms.txt");

    @TempDir
    Path dir;

    /** Now, as the content is dated by the real clock (the sample's past event is past). */
    private final Instant start = Instant.now().truncatedTo(ChronoUnit.SECONDS);

    private final Instant end = start.plus(Duration.ofHours(1));
    private final Instant close = start.plus(Duration.ofHours(2));
    private final ManualTime time = new ManualTime(start);
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private final Events events = new Events(new PrintStream(log, true, StandardCharsets.UTF_8), false);

    @Test
    void anEventBecomesPastAtItsEndAndAnOpeningGoesAtItsCloseEachInOneSwap() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        ContentFolder.writeEventEnding(content, start, end);
        ContentFolder.writeOpeningClosing(content, close);
        try (LiveSnapshot live = LiveSnapshot.load(
                content,
                DiscoveryDocuments::isGeneratedPath,
                new SnapshotBuilder("http://localhost:8080"),
                ImageLoader.inMemory(events),
                events,
                time.clocks())) {
            Snapshot before = live.get();
            assertThat(before.nextPublication()).contains(end);
            assertThat(upcoming(before)).as("upcoming before its end").isTrue();
            assertThat(text(before, "/events/calendar.ics")).contains("UID:ending-soon@");

            time.advance(Duration.between(start, end).minusMillis(1));
            assertThat(log()).contains("the site as of " + end + " is built");
            assertThat(live.get()).as("nothing served before the end").isSameAs(before);

            time.advance(Duration.ofMillis(1));
            Snapshot ended = live.get();
            assertThat(live.reloads()).as("swaps").isEqualTo(1);
            assertThat(upcoming(ended)).as("past from its end").isFalse();
            assertThat(text(ended, "/events")).contains(EVENT);
            assertThat(ended.resource(EVENT)).as("a past event keeps its page").isPresent();
            assertThat(text(ended, "/events/calendar.ics")).doesNotContain("UID:ending-soon@");
            assertThat(ended.nextPublication()).contains(close);
            for (String path : OPENING_LISTS) {
                assertThat(text(ended, path)).as(path).contains(OPENING);
            }

            time.advance(Duration.between(end, close).minusMillis(1));
            assertThat(live.get()).as("nothing served before the close").isSameAs(ended);
            time.advance(Duration.ofMillis(1));
            Snapshot closed = live.get();
            assertThat(live.reloads()).as("swaps").isEqualTo(2);
            assertThat(closed.resource(OPENING)).isEmpty();
            assertThat(closed.resource(OPENING + ".md")).isEmpty();
            for (String path : OPENING_LISTS) {
                assertThat(text(closed, path)).as(path).doesNotContain(OPENING);
            }
            // Next, the sample's own upcoming events' ends.
            assertThat(closed.nextPublication())
                    .hasValueSatisfying(next -> assertThat(next).isAfter(close));
        }
    }

    /** Whether {@code /events} lists the event among the upcoming ones (from the first heading on, past the head's JSON-LD). */
    private static boolean upcoming(Snapshot snapshot) {
        String page = text(snapshot, "/events");
        int upcoming = page.indexOf("Upcoming events");
        int past = page.indexOf("Past events");
        int at = page.indexOf("A talk ending soon", upcoming);
        assertThat(upcoming).as("the upcoming events' heading").isPositive();
        assertThat(at).as("the event on /events").isPositive();
        return past < 0 || at < past;
    }

    private String log() {
        return log.toString(StandardCharsets.UTF_8);
    }

    /** The body {@code snapshot} sends for {@code path} in its first format, uncompressed. */
    private static String text(Snapshot snapshot, String path) {
        byte[] body = snapshot.resource(path)
                .orElseThrow(() -> new AssertionError("no " + path))
                .variants()
                .getFirst()
                .identity()
                .bodyBytes();
        return new String(body, StandardCharsets.UTF_8);
    }
}
