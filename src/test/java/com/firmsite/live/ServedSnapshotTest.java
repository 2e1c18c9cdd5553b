package com.firmsite.live;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.Events;
import com.firmsite.images.ImageLoader;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.snapshot.SnapshotBuilder.Build;
import com.firmsite.snapshot.SnapshotRequest;
import com.firmsite.testing.ContentFolder;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a reload's pages shown first do to the snapshot served: they are served over the build
 * served, the reload's own build replaces them (and the codings it reuses are the build's it was
 * shown over), and a failed reload serves that build again.
 */
class ServedSnapshotTest {
    private static Snapshot built;

    @BeforeAll
    static void buildTheSampleFirm(@TempDir Path dir) throws Exception {
        LoadedContent loaded = LoadedContent.load(
                ContentFolder.copyOfSample(dir),
                DiscoveryDocuments::isGeneratedPath,
                ImageLoader.inMemory(new Events(new PrintStream(OutputStream.nullOutputStream(), true, UTF_8), false)));
        built = new SnapshotBuilder("https://firm.example")
                .buildUncompressed(SnapshotRequest.of(loaded.site()).withImages(loaded.images()))
                .snapshot();
    }

    private final ServedSnapshot served = new ServedSnapshot();
    private final Build before = build();
    private final Snapshot pagesFirst = another();

    @Test
    void pagesShownFirstAreServedUntilTheReloadsBuildReplacesThem() {
        served.first(before.snapshot(), before);

        assertThat(served.showFirst(before.snapshot(), pagesFirst)).isTrue();
        assertThat(served.get()).isSameAs(pagesFirst);

        Build reloaded = build();
        assertThat(served.swap(reloaded)).as("what the reload replaced").isSameAs(before.snapshot());
        assertThat(served.get()).isSameAs(reloaded.snapshot());
        assertThat(served.reusable()).isSameAs(reloaded);
    }

    @Test
    void aFailedReloadServesAgainWhatItsPagesWereShownOver() {
        served.first(before.snapshot(), before);
        served.showFirst(before.snapshot(), pagesFirst);

        served.withdrawShownFirst();

        assertThat(served.get()).isSameAs(before.snapshot());
        assertThat(served.reusable()).isSameAs(before);
    }

    @Test
    void pagesAreNotShownOverASnapshotNoLongerServed() {
        served.first(before.snapshot(), before);
        Snapshot compressed = another();
        assertThat(served.replace(before.snapshot(), compressed)).isTrue();

        assertThat(served.showFirst(before.snapshot(), pagesFirst)).isFalse();
        served.withdrawShownFirst();

        assertThat(served.get()).isSameAs(compressed);
    }

    /** A build of its own: snapshots are compared by identity here, not by value. */
    private static Build build() {
        return new Build(another(), Map.of(), 0);
    }

    private static Snapshot another() {
        return new Snapshot(
                built.baseUrl(),
                built.resources(),
                built.notFound(),
                built.methodNotAllowed(),
                built.nextPublication());
    }
}
