package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.ReservedPaths;
import com.firmsite.content.Site;
import com.firmsite.export.Exporter;
import com.firmsite.output.Output;
import com.firmsite.testing.AtomJudge;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import com.rometools.rome.feed.atom.Entry;
import com.rometools.rome.feed.atom.Feed;
import com.rometools.rome.feed.atom.Link;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A feed's whole history through RFC 5005 archived feeds (content-model §8, docs/decisions.md
 * §5.17), over HTTP on the sample firm with {@value #ADDED} more publications (and French
 * translations of {@value #TRANSLATED} of them): each subscription feed holds the newest entries,
 * 50 at most, and links the newest archive; walking the archives from it finds every publication of
 * the feed exactly once; every document is valid Atom, and a complete archive is cached for a day.
 */
class ArchivedFeedsTest {
    private static final String BASE = "https://www.example-firm.test";
    private static final String HISTORY = "http://purl.org/syndication/history/1.0";
    private static final int ADDED = 110;
    private static final int TRANSLATED = 60;

    @TempDir
    static Path dir;

    @RegisterExtension
    static final TestServer server = TestServer.builder()
            .content(ArchivedFeedsTest::manyPublications)
            .baseUrl(BASE)
            .extension();

    private static Site site;

    @BeforeAll
    static void start() {
        site = server.site();
    }

    /** The sample and {@value #ADDED} client alerts on commercial litigation, one a day, some translated. */
    private static Path manyPublications() {
        Path content = ContentFolder.copyOfSample(dir);
        LocalDate day = LocalDate.of(2019, 1, 1);
        for (int i = 1; i <= ADDED; i++) {
            String slug = "alert-" + i;
            ContentFolder.writePublication(
                    content, slug, "Alert number " + i, day.plusDays(i).toString(), "", "## Facts\n\nText " + i + ".");
            if (i <= TRANSLATED) {
                try {
                    Files.writeString(
                            content.resolve("fr/publications").resolve(slug + ".md"),
                            "---\ntitle: Alerte numéro " + i + "\ndescription: Alerte numéro " + i
                                    + ", en une phrase.\n---\n\n## Faits\n\nTexte " + i + ".\n",
                            StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return content;
    }

    /** Every subscription feed of every language, with the publications each holds in all. */
    private static List<Expected> feeds() {
        List<Expected> feeds = new ArrayList<>();
        feeds.add(new Expected("/publications/feed.atom", site.publications()));
        for (PracticeArea area : site.practiceAreas()) {
            feeds.add(new Expected(area.path() + "/feed.atom", site.publicationsIn(area)));
        }
        Site french = site.translations().get("fr");
        feeds.add(new Expected("/fr/publications/feed.atom", french.publications()));
        for (PracticeArea area : french.practiceAreas()) {
            feeds.add(new Expected("/fr" + area.path() + "/feed.atom", french.publicationsIn(area)));
        }
        return feeds;
    }

    private record Expected(String path, List<Publication> publications) {
        String id(Publication publication) {
            return BASE + (path.startsWith("/fr/") ? "/fr" : "") + publication.path();
        }
    }

    @Test
    void theSiteHasFeedsLongEnoughToBeArchived() {
        assertThat(site.publications()).hasSizeGreaterThan(100);
        assertThat(site.translations().get("fr").publications()).hasSizeGreaterThan(50);
    }

    @Test
    void walkingTheArchivesFromEachFeedFindsEveryPublicationExactlyOnce() {
        for (Expected expected : feeds()) {
            String url = BASE + expected.path();
            Feed subscription = fetch(url);
            assertThat(subscription.getEntries())
                    .as(url)
                    .hasSizeBetween(Math.min(1, expected.publications().size()), 50);
            assertThat(links(subscription, "self")).as(url).containsExactly(url);
            assertThat(links(subscription, "next-archive")).as(url).isEmpty();
            assertThat(links(subscription, "current")).as(url).isEmpty();

            List<String> ids = new ArrayList<>(ids(subscription));
            Set<String> visited = new HashSet<>(Set.of(url));
            String newer = null;
            Optional<String> older = first(links(subscription, "prev-archive"));
            int archives = 0;
            Instant oldestSoFar = subscription.getEntries().isEmpty() ? Instant.MAX : oldest(subscription);
            // Bounded: one archive per 50 publications, and a URL seen twice fails the test.
            while (older.isPresent()) {
                String archiveUrl = older.orElseThrow();
                assertThat(visited.add(archiveUrl))
                        .as("a loop at " + archiveUrl)
                        .isTrue();
                assertThat(archives++)
                        .as(url)
                        .isLessThanOrEqualTo(expected.publications().size() / 50);
                String body = server.get(path(archiveUrl)).body();
                assertThat(body)
                        .as(archiveUrl)
                        .contains("xmlns:fh=\"" + HISTORY + "\"")
                        .contains("<fh:archive/>");
                Feed archive = fetch(archiveUrl);
                assertThat(archive.getId()).as("one logical feed").isEqualTo(subscription.getId());
                assertThat(archive.getEntries()).as(archiveUrl).hasSize(50);
                assertThat(links(archive, "self")).as(archiveUrl).containsExactly(archiveUrl);
                assertThat(links(archive, "current")).as(archiveUrl).containsExactly(url);
                if (newer == null) {
                    assertThat(links(archive, "next-archive")).as(archiveUrl).isEmpty();
                } else {
                    assertThat(links(archive, "next-archive")).as(archiveUrl).containsExactly(newer);
                }
                // Every entry of an archive is older than every entry of the newer documents.
                Instant newest = archive.getEntries().stream()
                        .map(entry -> entry.getPublished().toInstant())
                        .max(Comparator.naturalOrder())
                        .orElseThrow();
                assertThat(newest).as(archiveUrl).isBeforeOrEqualTo(oldestSoFar);
                ids.addAll(ids(archive));
                oldestSoFar = oldest(archive);
                newer = archiveUrl;
                older = first(links(archive, "prev-archive"));
            }
            assertThat(ids)
                    .as(url + ": every publication once")
                    .doesNotHaveDuplicates()
                    .containsExactlyInAnyOrderElementsOf(
                            expected.publications().stream().map(expected::id).toList());
            if (expected.publications().size() > 50) {
                assertThat(archives).as(url).isEqualTo((expected.publications().size() - 1) / 50);
            }
        }
    }

    private static Instant oldest(Feed feed) {
        return feed.getEntries().stream()
                .map(entry -> entry.getPublished().toInstant())
                .min(Comparator.naturalOrder())
                .orElseThrow();
    }

    @Test
    void thePublicationsFeedHoldsTheNewestAndItsArchivesStartFromTheOldest() {
        Feed feed = fetch(BASE + "/publications/feed.atom");
        int all = site.publications().size();
        assertThat(feed.getEntries()).hasSize(all - 50 * ((all - 1) / 50));
        assertThat(links(feed, "prev-archive"))
                .containsExactly(BASE + "/publications/feed/archive/" + ((all - 1) / 50) + ".atom");
        Feed oldest = fetch(BASE + "/publications/feed/archive/1.atom");
        assertThat(links(oldest, "prev-archive")).isEmpty();
        assertThat(links(oldest, "next-archive")).containsExactly(BASE + "/publications/feed/archive/2.atom");
        List<Publication> byDate = site.publications().stream()
                .sorted(Comparator.comparing(Publication::published).thenComparing(Publication::slug))
                .toList();
        assertThat(ids(oldest))
                .containsExactlyInAnyOrderElementsOf(
                        byDate.subList(0, 50).stream().map(p -> BASE + p.path()).toList());
        assertThat(oldest.getEntries()).extracting(Entry::getPublished).isSortedAccordingTo(Comparator.reverseOrder());
        assertThat(server.get("/publications/feed/archive/" + ((all - 1) / 50 + 1) + ".atom")
                        .statusCode())
                .as("no archive of the entries still in the feed")
                .isEqualTo(404);
    }

    @Test
    void everyFeedAndArchiveIsValidAtomForJingAndRome() {
        List<String> documents = server.outputs().stream()
                .map(Output::path)
                .filter(path -> path.endsWith(".atom"))
                .toList();
        assertThat(documents).anyMatch(path -> path.startsWith("/fr/publications/feed/archive/"));
        assertThat(documents).anyMatch(path -> path.startsWith("/practice-areas/commercial-litigation/feed/archive/"));
        for (String path : documents) {
            HttpResponse<String> response = server.get(path);
            assertThat(response.statusCode()).as(path).isEqualTo(200);
            assertThat(response.headers().firstValue("content-type")).as(path).hasValue("application/atom+xml");
            assertThat(AtomJudge.schemaErrors(response.body())).as(path).isEmpty();
            assertThat(AtomJudge.parse(response.body()).getEntries()).as(path).hasSizeLessThanOrEqualTo(50);
        }
    }

    @Test
    void anArchiveIsCachedForADayAndRevalidatedTheFeedForFiveMinutes() {
        for (String path : List.of("/publications/feed/archive/1.atom", "/fr/publications/feed/archive/1.atom")) {
            HttpResponse<String> archive = server.get(path);
            assertThat(archive.headers().firstValue("cache-control")).as(path).hasValue("public, max-age=86400");
            assertThat(archive.headers().firstValue("last-modified")).as(path).isPresent();
            String etag = archive.headers().firstValue("etag").orElseThrow();
            assertThat(server.get(path, "If-None-Match", etag).statusCode())
                    .as(path)
                    .isEqualTo(304);
        }
        assertThat(server.get("/publications/feed.atom").headers().firstValue("cache-control"))
                .hasValue("public, max-age=300");
    }

    @Test
    void anArchiveIsNotAPageAContentFileMayTake() {
        assertThat(ReservedPaths.isReserved("/publications/feed/archive/1.atom"))
                .isTrue();
        assertThat(ReservedPaths.isReserved("/practice-areas/real-estate/feed/archive/3.atom"))
                .isTrue();
    }

    @Test
    void theExportHasEveryArchiveWithTheBytesServed() throws IOException {
        Path exported = dir.resolve("export");
        Exporter.export(server.snapshot().get(), exported);
        for (String path : List.of(
                "/publications/feed/archive/1.atom",
                "/publications/feed/archive/2.atom",
                "/fr/publications/feed/archive/1.atom")) {
            assertThat(Files.readString(exported.resolve(path.substring(1)), StandardCharsets.UTF_8))
                    .as(path)
                    .isEqualTo(server.get(path).body());
        }
    }

    private static Feed fetch(String url) {
        HttpResponse<String> response = server.get(path(url));
        assertThat(response.statusCode()).as(url).isEqualTo(200);
        return AtomJudge.parse(response.body());
    }

    private static String path(String url) {
        assertThat(url).startsWith(BASE + "/");
        return url.substring(BASE.length());
    }

    private static List<String> ids(Feed feed) {
        return feed.getEntries().stream().map(Entry::getId).toList();
    }

    private static Optional<String> first(List<String> hrefs) {
        assertThat(hrefs).hasSizeLessThanOrEqualTo(1);
        return hrefs.stream().findFirst();
    }

    private static List<String> links(Feed feed, String rel) {
        List<Link> all = new ArrayList<>(feed.getOtherLinks());
        all.addAll(feed.getAlternateLinks());
        return all.stream()
                .filter(link -> rel.equals(link.getRel()))
                .map(Link::getHref)
                .toList();
    }
}
