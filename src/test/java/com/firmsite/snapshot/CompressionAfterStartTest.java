package com.firmsite.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.Events;
import com.firmsite.base.Progress;
import com.firmsite.content.ContentLoader;
import com.firmsite.content.Site;
import com.firmsite.live.LiveSnapshot;
import com.firmsite.output.OutputFormats;
import com.firmsite.publish.Biographies;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import io.netty.buffer.ByteBufUtil;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server answers before its bodies are compressed: identity first, br and gzip swapped in when
 * ready, with the identity response byte-for-byte the same before and after.
 */
class CompressionAfterStartTest {
    private static final String BASE = "http://localhost:8080";

    @TempDir
    Path dir;

    @Test
    void theIdentitySnapshotAnswersEveryPathAndTheCompressedOneAddsCodingsOnly() throws Exception {
        Site site = TestServer.sampleSite();
        SnapshotBuilder builder = new SnapshotBuilder(BASE);
        Snapshot identity = builder.buildUncompressed(SnapshotRequest.of(site)).snapshot();
        Snapshot compressed =
                builder.compress(identity, Optional.empty(), Progress.silent()).snapshot();

        assertThat(compressed.resources().keySet())
                .isEqualTo(identity.resources().keySet());
        Variant before = ((Resource.Page) identity.resources().get("/publications")).variant(OutputFormats.HTML);
        Variant after = ((Resource.Page) compressed.resources().get("/publications")).variant(OutputFormats.HTML);
        assertThat(before.hasCompressed()).isFalse();
        assertThat(after.has(Encoding.GZIP)).isTrue();
        assertThat(after.has(Encoding.BR)).isTrue();
        assertThat(head(after.identity()))
                .isEqualTo(head(before.identity()))
                .contains("Vary: Accept, Accept-Encoding\r\n");
        assertThat(after.identity().bodyBytes()).isEqualTo(before.identity().bodyBytes());
        assertThat(after.identity().etag()).isEqualTo(before.identity().etag());
        assertThat(after.encodedOrIdentity(Encoding.GZIP).etag())
                .isNotEqualTo(after.identity().etag());
    }

    @Test
    void aStartedSiteServesAtOnceAndSwapsInTheCompressedSnapshot() throws Exception {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        LiveSnapshot live = startedSample(log);
        Snapshot first = live.get();
        assertThat(first.resources()).containsKey("/publications");
        assertThat(((Resource.Page) first.resources().get("/publications"))
                        .variant(OutputFormats.HTML)
                        .has(Encoding.GZIP))
                .isFalse();

        live.compressInBackground();
        assertThat(live.awaitCompressed(Duration.ofSeconds(60))).isTrue();
        Snapshot ready = live.get();
        assertThat(((Resource.Page) ready.resources().get("/publications"))
                        .variant(OutputFormats.HTML)
                        .has(Encoding.GZIP))
                .isTrue();
        assertThat(log.toString(StandardCharsets.UTF_8)).contains("compressed codings ready");
        live.close();
    }

    @Test
    void aStartedSiteAnswersBeforeItsBiographiesAreMadeAndTheCompressionMakesThem() throws Exception {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        try (LiveSnapshot live = startedSample(log)) {
            LateResources late = (LateResources) live.get().resources();
            assertThat(late.unmade()).isEqualTo(late.lateCount()).isPositive();
            String path = Biographies.path(TestServer.sampleSite().team().getFirst());
            byte[] asked = ((Resource.Document) live.get().resource(path).orElseThrow())
                    .variant()
                    .identity()
                    .bodyBytes();
            assertThat(late.unmade()).isEqualTo(late.lateCount() - 1);

            live.compressInBackground();
            assertThat(live.awaitCompressed(Duration.ofSeconds(60))).isTrue();
            assertThat(late.unmade()).isZero();
            assertThat(((Resource.Document) live.get().resource(path).orElseThrow())
                            .variant()
                            .identity()
                            .bodyBytes())
                    .isEqualTo(asked);
        }
    }

    @Test
    void aReloadAskedForDuringTheFirstCompressionWaitsForIt() throws Exception {
        // Two builds at once would need twice the memory; the compressed snapshot is also what serves
        // if the reload fails.
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        try (LiveSnapshot live = startedSample(log)) {
            live.compressInBackground();
            assertThat(live.reload()).isTrue();
            String lines = log.toString(StandardCharsets.UTF_8);
            assertThat(lines).contains("compressed codings ready").contains("content reloaded");
            assertThat(lines.indexOf("compressed codings ready")).isLessThan(lines.indexOf("content reloaded"));
        }
    }

    @Test
    void aReloadServesTheEditInIdentityBeforeItsCompressedCodingsAreReady() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        Events events = new Events(new PrintStream(log, true, StandardCharsets.UTF_8), false);
        try (LiveSnapshot live =
                LiveSnapshot.load(content, DiscoveryDocuments::isGeneratedPath, new SnapshotBuilder(BASE), events)) {
            ContentFolder.replaceLine(content.resolve("about.md"), "title:", "title: About us, revised");
            assertThat(live.reload()).isTrue();
            String lines = log.toString(StandardCharsets.UTF_8);
            assertThat(lines).contains("content reloaded in").contains("compressed codings ready");
            assertThat(lines.indexOf("content reloaded in")).isLessThan(lines.indexOf("compressed codings ready"));
            assertThat(lines)
                    .containsPattern(
                            "compressed codings ready \\(\\d+ resources, \\d+ ms; \\d+ codings compressed, [1-9]\\d* reused\\)");
            // reload() returns once the compressed snapshot serves.
            assertThat(((Resource.Page) live.get().resources().get("/about"))
                            .variant(OutputFormats.HTML)
                            .has(Encoding.GZIP))
                    .isTrue();
        }
    }

    @Test
    void compressingAfterAnEditCopiesTheUnchangedBodiesCodingsAndSendsWhatAFreshBuildSends() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        SnapshotBuilder builder = new SnapshotBuilder(BASE);
        Snapshot before =
                builder.build(SnapshotRequest.of(ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath)));
        ContentFolder.replaceLine(content.resolve("about.md"), "title:", "title: About us, revised");
        Site edited = ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath);

        SnapshotBuilder.Compressed reusing = builder.compress(
                builder.buildUncompressed(SnapshotRequest.of(edited)).snapshot(),
                Optional.of(before),
                Progress.silent());

        assertThat(reusing.snapshot().firstDifference(builder.build(SnapshotRequest.of(edited))))
                .isEmpty();
        assertThat(reusing.snapshot().firstDifference(before)).isPresent();
        Matcher counts =
                Pattern.compile("(\\d+) codings compressed, (\\d+) reused").matcher(reusing.counts());
        assertThat(counts.matches()).as(reusing.counts()).isTrue();
        int compressed = Integer.parseInt(counts.group(1));
        int reused = Integer.parseInt(counts.group(2));
        // The edited page's HTML and Markdown, and the documents that list it, are compressed again.
        assertThat(compressed).isPositive().isLessThan(reused / 4);
    }

    @Test
    void compressingWithoutAnEarlierSnapshotCompressesEveryCoding() throws Exception {
        SnapshotBuilder builder = new SnapshotBuilder(BASE);
        SnapshotBuilder.Compressed fresh = builder.compress(
                builder.buildUncompressed(SnapshotRequest.of(TestServer.sampleSite()))
                        .snapshot(),
                Optional.empty(),
                Progress.silent());
        assertThat(fresh.counts()).endsWith(" 0 reused").doesNotStartWith("0 ");
    }

    /** The sample firm as {@code serve} starts it without a saved snapshot: in identity, logging to {@code log}. */
    private static LiveSnapshot startedSample(ByteArrayOutputStream log) throws Exception {
        Events events = new Events(new PrintStream(log, true, StandardCharsets.UTF_8), false);
        Site site = ContentLoader.load(TestServer.SAMPLE_CONTENT, DiscoveryDocuments::isGeneratedPath);
        return LiveSnapshot.start(
                site,
                TestServer.SAMPLE_CONTENT,
                DiscoveryDocuments::isGeneratedPath,
                new SnapshotBuilder(BASE),
                Optional.empty(),
                Optional.empty(),
                events);
    }

    private static String head(Encoded encoded) {
        return new String(ByteBufUtil.getBytes(encoded.head()), StandardCharsets.ISO_8859_1)
                + new String(ByteBufUtil.getBytes(encoded.sharedHead()), StandardCharsets.ISO_8859_1);
    }
}
