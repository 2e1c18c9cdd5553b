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
 * A publication scheduled an hour ahead goes live at its instant in a live site, on time moved by
 * hand (nothing sleeps): built ahead, served at the instant exactly, in one swap that shows it in
 * every list, feed and document at once. ScheduledPublicationTest checks the same over a real
 * server, on the real clock, with clients asking meanwhile.
 */
class ScheduledChangesTest {
    private static final String FIRST = "/publications/dawn-alert";
    /** Where a publication shows besides its page. */
    private static final List<String> LISTS =
            List.of("/publications", "/publications/feed.atom", "/sitemap-0.xml", "/llms.txt", "/");

    @TempDir
    Path dir;

    /** Now, as the content is dated by the real clock (the sample's publications are past). */
    private final Instant start = Instant.now().truncatedTo(ChronoUnit.SECONDS);

    private final Instant due = start.plus(Duration.ofHours(1));
    private final ManualTime time = new ManualTime(start);
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private final Events events = new Events(new PrintStream(log, true, StandardCharsets.UTF_8), false);

    private Path content() {
        Path content = ContentFolder.copyOfSample(dir);
        ContentFolder.writePublication(
                content, "dawn-alert", "The Dawn Alert", due.toString(), "", "Goes live at dawn.");
        return content;
    }

    private LiveSnapshot live(Path content) throws Exception {
        return LiveSnapshot.load(
                content,
                DiscoveryDocuments::isGeneratedPath,
                new SnapshotBuilder("http://localhost:8080"),
                ImageLoader.inMemory(events),
                events,
                time.clocks());
    }

    @Test
    void thePublicationGoesLiveAtItsInstantInOneSwapOfTheSiteBuiltAheadOfIt() throws Exception {
        try (LiveSnapshot live = live(content())) {
            Snapshot before = live.get();
            assertThat(before.resource(FIRST)).isEmpty();

            time.advance(Duration.between(start, due).minusMillis(1));
            assertThat(log()).contains("the site as of " + due + " is built");
            assertThat(live.get()).as("nothing served before the instant").isSameAs(before);

            time.advance(Duration.ofMillis(1));
            Snapshot after = live.get();
            assertThat(live.reloads()).as("swaps").isEqualTo(1);
            assertThat(after.resource(FIRST)).isPresent();
            for (String path : LISTS) {
                assertThat(text(after, path)).as(path).contains(FIRST);
            }
            // Next, the sample's own events' ends and openings' closes, not this publication again.
            assertThat(after.nextPublication())
                    .hasValueSatisfying(next -> assertThat(next).isAfter(due));
            assertThat(log())
                    .contains("scheduled publication due at " + due + ": serving the site built for it")
                    .contains("published " + FIRST);
        }
    }

    @Test
    void anEditServedAfterTheSiteWasBuiltAheadIsKeptWhenThePublicationGoesLive() throws Exception {
        Path content = content();
        try (LiveSnapshot live = live(content)) {
            time.advance(Duration.between(start, due).minusMillis(1));
            assertThat(log()).contains("the site as of " + due + " is built");
            ContentFolder.replaceLine(
                    content.resolve("about.md"), "title:", "title: About the firm, edited before dawn");
            assertThat(live.reload()).isTrue();
            assertThat(live.get().resource(FIRST)).isEmpty();

            // The reload re-armed the schedule, already past its lead: the site as of the instant is
            // built again, with the edit, and served at the instant.
            time.advance(Duration.ofMillis(1));
            assertThat(log().split("the site as of " + due + " is built", -1)).hasSize(3);
            assertThat(log()).contains("scheduled publication due at " + due + ": serving the site built for it");
            assertThat(live.reloads()).isEqualTo(2);
            assertThat(live.get().resource(FIRST)).isPresent();
            assertThat(text(live.get(), "/about")).contains("About the firm, edited before dawn");
        }
    }

    @Test
    void contentBrokenAtTheInstantKeepsTheLastGoodSiteAndThePublicationGoesLiveAMinuteAfterTheFix() throws Exception {
        Path content = content();
        Path member = content.resolve("team/margaret-hale.md");
        String office = ContentFolder.lineText(member, "office:");
        try (LiveSnapshot live = live(content)) {
            Snapshot before = live.get();
            ContentFolder.replaceLine(member, "office:", "office: chicago");

            time.advance(Duration.between(start, due));
            assertThat(live.get()).isSameAs(before);
            assertThat(log())
                    .contains("building the site as of " + due + ": the content has 1 error(s)")
                    .contains("the publication scheduled for " + due + " could not go live; trying again in 60 s");

            ContentFolder.replaceLine(member, "office:", office);
            time.advance(ChangeTimer.LONGEST_SLEEP.minusMillis(1));
            assertThat(live.get()).as("not tried again at once").isSameAs(before);
            time.advance(Duration.ofMillis(1));
            assertThat(live.get().resource(FIRST)).isPresent();
            assertThat(live.failedReloads()).isEqualTo(1);
            assertThat(live.reloads()).isEqualTo(1);
        }
    }

    private String log() {
        return log.toString(StandardCharsets.UTF_8);
    }

    /** The body {@code snapshot} sends for {@code path} in its first format, uncompressed. */
    private static String text(Snapshot snapshot, String path) {
        byte[] body = snapshot.resource(path)
                .orElseThrow()
                .variants()
                .getFirst()
                .identity()
                .bodyBytes();
        return new String(body, StandardCharsets.UTF_8);
    }
}
