package com.firmsite.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.Events;
import com.firmsite.content.ParsedFiles;
import com.firmsite.images.ImageLoader;
import com.firmsite.live.LoadedContent;
import com.firmsite.output.OutputFormats;
import com.firmsite.publish.RenderMemo;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.snapshot.SnapshotBuilder.Build;
import com.firmsite.testing.ContentFolder;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A reload shows an edit on its pages first ({@link SnapshotRequest#showingPagesFirst}): once the
 * pages are rendered, before the documents made from them, the snapshot it replaces is served with
 * the pages that changed in place; the build then keeps those very resources.
 */
class PagesFirstTest {
    private static final String BASE = "https://firm.example";
    private static final String EDITED = "/publications/earnout-disputes";
    private static final String NEW_TITLE = "Earnouts, revised for the pages first";

    @TempDir
    Path dir;

    private Path content;
    private final Events events =
            new Events(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), false);
    private final ImageLoader images = ImageLoader.inMemory(events);
    private final ParsedFiles parsed = ParsedFiles.create();
    private final RenderMemo memo = RenderMemo.create();
    private final SnapshotBuilder builder = new SnapshotBuilder(BASE);
    private final Instant now = Instant.now();

    private Build before;

    @BeforeEach
    void buildTheSampleFirm() throws Exception {
        content = ContentFolder.copyOfSample(dir);
        before = builder.buildUncompressed(request(Build.NONE));
    }

    @Test
    void anEditShowsOnItsPagesWhileTheDocumentsMadeFromThemStayAsTheyWere() throws Exception {
        ContentFolder.replaceLine(
                content.resolve("publications/earnout-disputes.md"), "title:", "title: \"" + NEW_TITLE + "\"");
        List<Snapshot> shown = new ArrayList<>();

        Build after = builder.buildUncompressed(request(before).showingPagesFirst(shown::add));

        assertThat(shown).hasSize(1);
        Snapshot first = shown.get(0);
        // The edited page, in both formats and at its twin's path: the very resources the build kept.
        for (String path : List.of(EDITED, EDITED + ".md")) {
            assertThat(first.resource(path).orElseThrow())
                    .as(path)
                    .isSameAs(after.snapshot().resource(path).orElseThrow());
        }
        assertThat(body(first, EDITED)).contains(NEW_TITLE);
        // A list page that shows it changed too; a page that does not show it is the one served before.
        assertThat(body(first, "/publications")).contains(NEW_TITLE);
        assertThat(first.resource("/team/margaret-hale").orElseThrow())
                .isSameAs(before.snapshot().resource("/team/margaret-hale").orElseThrow());
        // The documents made from the pages come with the build: as they were until then.
        assertThat(first.resource("/llms-full.txt").orElseThrow())
                .isSameAs(before.snapshot().resource("/llms-full.txt").orElseThrow());
        assertThat(text(after.snapshot(), "/llms-full.txt")).contains(NEW_TITLE);
        assertThat(text(first, "/llms-full.txt")).doesNotContain(NEW_TITLE);
        // Going through it goes through every path once, each as it is served.
        assertThat(first.resources().entrySet())
                .hasSize(before.snapshot().resources().size());
        assertThat(first.resources().entrySet())
                .allSatisfy(entry ->
                        assertThat(entry.getValue()).isSameAs(first.resources().get(entry.getKey())));
        // And the build is a full build's, byte for byte.
        LoadedContent full = LoadedContent.load(content, DiscoveryDocuments::isGeneratedPath, images, now);
        assertThat(after.snapshot()
                        .firstDifference(builder.buildUncompressed(SnapshotRequest.of(full.site())
                                        .withImages(full.images())
                                        .at(now))
                                .snapshot()))
                .isEmpty();
    }

    @Test
    void aNewPageIsShownFirstAtItsPath() throws Exception {
        ContentFolder.writePublication(content, "added-alert", "An Added Alert", "2026-03-02", "", "A new alert.");
        List<Snapshot> shown = new ArrayList<>();

        Build after = builder.buildUncompressed(request(before).showingPagesFirst(shown::add));

        Snapshot first = shown.get(0);
        assertThat(first.resource("/publications/added-alert")).isPresent();
        assertThat(first.resources()).containsKey("/publications/added-alert.md");
        assertThat(first.resources().size())
                .isEqualTo(before.snapshot().resources().size() + 2);
        assertThat(after.snapshot().resource("/publications/added-alert").orElseThrow())
                .isSameAs(first.resource("/publications/added-alert").orElseThrow());
    }

    @Test
    void nothingIsShownFirstWhenNoPageChangedOrThereIsNoEarlierBuild() throws Exception {
        List<Snapshot> shown = new ArrayList<>();

        builder.buildUncompressed(request(before).showingPagesFirst(shown::add));
        builder.buildUncompressed(request(Build.NONE).showingPagesFirst(shown::add));

        assertThat(shown).isEmpty();
    }

    private SnapshotRequest request(Build earlier) throws Exception {
        LoadedContent loaded = LoadedContent.load(content, DiscoveryDocuments::isGeneratedPath, images, now, parsed);
        return SnapshotRequest.of(loaded.site())
                .withImages(loaded.images())
                .at(now)
                .reusing(memo, earlier);
    }

    private static String body(Snapshot snapshot, String path) {
        return ((Resource.Page) snapshot.resource(path).orElseThrow())
                .variant(OutputFormats.HTML)
                .identity()
                .body()
                .toString(StandardCharsets.UTF_8);
    }

    private static String text(Snapshot snapshot, String path) {
        return snapshot.resource(path)
                .orElseThrow()
                .variants()
                .get(0)
                .identity()
                .body()
                .toString(StandardCharsets.UTF_8);
    }
}
