package com.firmsite.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.firmsite.base.Progress;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.publish.Biographies;
import com.firmsite.publish.RenderMemo;
import com.firmsite.testing.TestServer;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A snapshot that answers early knows every path at once, makes a late document (a printable
 * biography, a contact card, a feed document) when it is first asked for, and sends the same bytes
 * as a build that made everything.
 */
class LateResourcesTest {
    private static final String BASE = "http://localhost:8080";
    private static final SnapshotBuilder BUILDER = new SnapshotBuilder(BASE);
    private static Site SITE;

    @BeforeAll
    static void load() throws Exception {
        SITE = TestServer.sampleSite();
    }

    private static Snapshot answeringEarly() {
        return BUILDER.buildUncompressed(SnapshotRequest.of(SITE).answeringEarly())
                .snapshot();
    }

    @Test
    void noPageNorBiographyIsMadeBeforeItIsAskedForAndListingThePathsMakesOnlyTheFamilies() {
        Snapshot early = answeringEarly();
        Snapshot full = BUILDER.buildUncompressed(SnapshotRequest.of(SITE)).snapshot();

        assertThat(early.resources()).isInstanceOf(LateResources.class);
        LateResources late = (LateResources) early.resources();
        // Every page of every language (with its twin) but the home page and /docs's (a language's
        // 404 page is kept under a key that is no path), a biography and a contact card per member
        // in each language their page is in, every document of every Atom feed, every event's
        // calendar and the upcoming events' one; and three families, whose documents are known once
        // made: the sitemaps, the llms.txt indexes with /sitemap.md, and llms-full.txt.
        long pages = full.resources().entrySet().stream()
                .filter(entry -> entry.getValue() instanceof Resource.Page
                        && entry.getKey().startsWith("/")
                        && !entry.getKey().equals("/")
                        && !entry.getKey().startsWith("/docs"))
                .count();
        long documents = full.resources().keySet().stream()
                .filter(path ->
                        path.matches(".*/team/[^/]+\\.(pdf|vcf)") || path.endsWith(".atom") || path.endsWith(".ics"))
                .count();
        assertThat((long) late.lateCount())
                .isEqualTo(pages + documents + 3)
                .isGreaterThan(pages + 2L * SITE.team().size());
        assertThat(late.unmade()).isEqualTo(late.lateCount());
        assertThat((long) late.pathsKnown())
                .as("every path but the families' is known at once")
                .isEqualTo(full.resources().keySet().stream()
                        .filter(path -> !inFamily(path))
                        .count());
        assertThat(full.resources().keySet().stream().filter(LateResourcesTest::inFamily))
                .contains("/llms-full.txt", "/fr/llms-full.txt", "/llms.txt", "/fr/llms.txt", "/sitemap.md")
                .contains("/sitemap-index.xml", "/sitemap-0.xml")
                .allMatch(late::isUnmade);

        assertThat(early.resources().keySet()).isEqualTo(full.resources().keySet());
        assertThat(late.unmade())
                .as("listing the paths makes the families only")
                .isEqualTo(late.lateCount() - 3);
        assertThat(late.isUnmade("/llms-full.txt")).isFalse();
        assertThat(late.isUnmade("/nowhere/llms-full.txt")).isFalse();
        assertThat(early.resources().get("/nowhere/llms-full.txt")).isNull();
        assertThat(early.resources().get("/sitemap-7.xml")).isNull();
        assertThat(early.resources()).containsKey(Biographies.path(SITE.team().getFirst()));
        assertThat(late.isUnmade("/about")).isTrue();
        assertThat(late.isUnmade("/"))
                .as("the home page is made before the first answer")
                .isFalse();
        assertThat(late.isUnmade("/fr")).isTrue();
    }

    /** A path of one of the late families: the sitemaps, llms.txt's indexes and /sitemap.md, llms-full.txt. */
    private static boolean inFamily(String path) {
        return path.endsWith("llms-full.txt")
                || path.endsWith("/llms.txt")
                || path.equals("/sitemap.md")
                || (path.startsWith("/sitemap-") && path.endsWith(".xml"));
    }

    @Test
    void aPageAskedForIsMadeWithItsTwinAndSendsWhatAFullBuildSends() {
        Snapshot early = answeringEarly();
        Snapshot full = BUILDER.buildUncompressed(SnapshotRequest.of(SITE)).snapshot();
        LateResources late = (LateResources) early.resources();

        Resource.Page page = (Resource.Page) early.resource("/about").orElseThrow();

        assertThat(late.unmade()).isEqualTo(late.lateCount() - 1);
        assertThat(late.isUnmade("/about.md")).isFalse();
        Resource.Page built = (Resource.Page) full.resource("/about").orElseThrow();
        for (var format : com.firmsite.output.OutputFormats.PAGE) {
            assertThat(page.variant(format).identity().bodyBytes())
                    .isEqualTo(built.variant(format).identity().bodyBytes());
        }
        assertThat(((Resource.Document) early.resource("/about.md").orElseThrow())
                        .variant()
                        .identity()
                        .bodyBytes())
                .isEqualTo(((Resource.Document) full.resource("/about.md").orElseThrow())
                        .variant()
                        .identity()
                        .bodyBytes());
    }

    @Test
    void llmsFullTxtAskedForIsMadeAndSendsWhatAFullBuildSends() {
        Snapshot early = answeringEarly();
        Snapshot full = BUILDER.buildUncompressed(SnapshotRequest.of(SITE)).snapshot();

        Resource.Document made =
                (Resource.Document) early.resource("/llms-full.txt").orElseThrow();

        assertThat(made.variant().identity().bodyBytes())
                .isEqualTo(((Resource.Document) full.resource("/llms-full.txt").orElseThrow())
                        .variant()
                        .identity()
                        .bodyBytes());
    }

    @Test
    void aBiographyAskedForIsMadeOnceAndSendsWhatAFullBuildSends() {
        Snapshot early = answeringEarly();
        Snapshot full = BUILDER.buildUncompressed(SnapshotRequest.of(SITE)).snapshot();
        LateResources late = (LateResources) early.resources();
        String path = Biographies.path(SITE.team().getFirst());

        Resource asked = early.resource(path).orElseThrow();

        assertThat(late.unmade()).isEqualTo(late.lateCount() - 1);
        assertThat(early.resource(path).orElseThrow()).isSameAs(asked);
        Variant made = ((Resource.Document) asked).variant();
        Variant built = ((Resource.Document) full.resource(path).orElseThrow()).variant();
        assertThat(made.type()).isEqualTo(MediaType.PDF);
        assertThat(made.identity().bodyBytes()).isEqualTo(built.identity().bodyBytes());
        assertThat(made.identity().etag()).isEqualTo(built.identity().etag());
    }

    @Test
    void compressingMakesEveryLateDocumentAndSendsWhatAFullBuildSends() {
        Snapshot early = answeringEarly();

        Snapshot compressed =
                BUILDER.compress(early, Optional.empty(), Progress.silent()).snapshot();

        assertThat(((LateResources) early.resources()).unmade()).isZero();
        assertThat(compressed.resources()).isNotInstanceOf(LateResources.class);
        assertThat(compressed.firstDifference(BUILDER.build(SnapshotRequest.of(SITE))))
                .isEmpty();
    }

    @Test
    void theNextBuildFindsEveryLateDocumentOnceMadeAndKeepsItsResource() {
        RenderMemo memo = RenderMemo.create();
        SnapshotBuilder.Build early = BUILDER.buildUncompressed(SnapshotRequest.of(SITE)
                .reusing(memo, SnapshotBuilder.Build.NONE)
                .answeringEarly());
        String path = Biographies.path(SITE.team().getFirst());
        assertThat(early.outputs()).doesNotContainKey(path);
        Snapshot compressed = BUILDER.compress(early.snapshot(), Optional.empty(), Progress.silent())
                .snapshot();
        assertThat(early.outputs()).containsKey(path);

        SnapshotBuilder.Build next =
                BUILDER.buildUncompressed(SnapshotRequest.of(SITE).reusing(memo, early.servedBy(compressed)));

        assertThat(next.unchanged()).isEqualTo(next.outputs().size());
        assertThat(next.snapshot().resource(path).orElseThrow())
                .isSameAs(compressed.resource(path).orElseThrow());
    }

    @Test
    void requestsAskingForTheSameLateResourceAtOnceAllGetTheOneKept() throws Exception {
        AtomicInteger makings = new AtomicInteger();
        CountDownLatch bothAsking = new CountDownLatch(2);
        Resource document = answeringEarly().resource("/robots.txt").orElseThrow();
        Supplier<Resource> slowly = () -> {
            makings.incrementAndGet();
            bothAsking.countDown();
            try {
                bothAsking.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return new Resource.Document(((Resource.Document) document).variant());
        };
        LateResources late = LateResources.of(Map.of(), List.of(Map.entry("/late.pdf", slowly)));

        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            Future<Resource> first = threads.submit(() -> late.get("/late.pdf"));
            Future<Resource> second = threads.submit(() -> late.get("/late.pdf"));
            assertThat(first.get(10, TimeUnit.SECONDS)).isSameAs(second.get(10, TimeUnit.SECONDS));
        } finally {
            threads.shutdownNow();
        }
        assertThat(makings).hasValue(2);
        assertThat(late.get("/late.pdf")).isSameAs(late.get("/late.pdf"));
        assertThat(late.unmade()).isZero();
        assertThat(late.get("/elsewhere")).isNull();
    }

    @Test
    void aLatePathThatAnotherOutputClaimsIsRefused() {
        Resource document = answeringEarly().resource("/robots.txt").orElseThrow();
        Supplier<Resource> maker = () -> document;
        assertThatThrownBy(() ->
                        LateResources.of(Map.of("/robots.txt", document), List.of(Map.entry("/robots.txt", maker))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("two outputs claim the path /robots.txt");
        assertThatThrownBy(() ->
                        LateResources.of(Map.of(), List.of(Map.entry("/a.pdf", maker), Map.entry("/a.pdf", maker))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("two outputs claim the path /a.pdf");
    }
}
