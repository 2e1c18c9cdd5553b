package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.LanguagePath;
import com.firmsite.content.Lawyer;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.output.Output;
import com.firmsite.testing.AtomJudge;
import com.firmsite.testing.TestServer;
import com.rometools.rome.feed.atom.Category;
import com.rometools.rome.feed.atom.Content;
import com.rometools.rome.feed.atom.Entry;
import com.rometools.rome.feed.atom.Feed;
import com.rometools.rome.feed.atom.Link;
import com.rometools.rome.feed.synd.SyndPerson;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Date;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The Atom feeds (content-model §5), judged by third parties: Jing against RFC 4287's RELAX NG
 * schema, and Rome reading them as a feed reader does.
 */
class AtomFeedsTest {
    /** Not the address the server listens on: every URL in a feed must come from the base URL. */
    private static final String BASE = "https://www.example-firm.test";

    @RegisterExtension
    static final TestServer server = TestServer.builder().baseUrl(BASE).extension();

    private static Site site;

    @BeforeAll
    static void start() {
        site = server.site();
    }

    private static List<String> feedPaths() {
        List<String> paths = new ArrayList<>(List.of("/publications/feed.atom"));
        site.practiceAreas().forEach(area -> paths.add(area.path() + "/feed.atom"));
        return paths;
    }

    @Test
    void everyFeedIsServedAsAtomAndIsValidAgainstRfc4287sSchema() {
        for (String path : feedPaths()) {
            HttpResponse<String> response = server.get(path);
            assertThat(response.statusCode()).as(path).isEqualTo(200);
            assertThat(response.headers().firstValue("content-type")).as(path).hasValue("application/atom+xml");
            assertThat(AtomJudge.schemaErrors(response.body())).as(path).isEmpty();
        }
    }

    @Test
    void theSchemaJudgeRejectsAFeedThatIsNotValid() {
        String feed = server.get("/publications/feed.atom").body();
        String withoutId = feed.replaceFirst("<id>[^<]*</id>", "");
        assertThat(AtomJudge.schemaErrors(withoutId)).isNotEmpty();
        assertThat(AtomJudge.schemaErrors(
                        feed.replaceFirst("<updated>[^<]*</updated>", "<updated>yesterday</updated>")))
                .isNotEmpty();
    }

    @Test
    void thePublicationsFeedHasEveryPublicationNewestFirstWithItsFacts() {
        Feed feed = AtomJudge.parse(server.get("/publications/feed.atom").body());
        assertThat(feed.getId()).isEqualTo(BASE + "/publications/feed.atom");
        assertThat(feed.getTitle()).contains(site.firm().name());
        assertThat(links(feed.getOtherLinks(), "self")).containsExactly(BASE + "/publications/feed.atom");
        assertThat(links(feed.getAlternateLinks(), "alternate")).containsExactly(BASE + "/publications");
        assertThat(feed.getRights()).isEqualTo(site.firm().contentPolicy());
        List<Entry> entries = feed.getEntries();
        assertThat(entries)
                .extracting(Entry::getId)
                .containsExactlyInAnyOrderElementsOf(
                        site.publications().stream().map(p -> BASE + p.path()).toList());
        assertThat(entries).extracting(Entry::getPublished).isSortedAccordingTo(Comparator.reverseOrder());
        assertThat(feed.getUpdated())
                .as("the newest entry's update")
                .isEqualTo(entries.stream()
                        .map(Entry::getUpdated)
                        .max(Date::compareTo)
                        .orElseThrow());
        for (Entry entry : entries) {
            assertEntryDescribes(
                    entry,
                    site.publications().stream()
                            .filter(p -> entry.getId().equals(BASE + p.path()))
                            .findFirst()
                            .orElseThrow());
        }
    }

    @Test
    void aPracticeAreasFeedHasExactlyItsPublications() {
        for (PracticeArea area : site.practiceAreas()) {
            Feed feed = AtomJudge.parse(server.get(area.path() + "/feed.atom").body());
            assertThat(feed.getId()).isEqualTo(BASE + area.path() + "/feed.atom");
            assertThat(links(feed.getOtherLinks(), "self")).containsExactly(BASE + area.path() + "/feed.atom");
            assertThat(feed.getEntries())
                    .extracting(Entry::getId)
                    .as(area.slug())
                    .containsExactlyInAnyOrderElementsOf(site.publicationsIn(area).stream()
                            .map(p -> BASE + p.path())
                            .toList());
            assertThat(feed.getEntries())
                    .extracting(Entry::getPublished)
                    .isSortedAccordingTo(Comparator.reverseOrder());
        }
    }

    /** Also RFC 4287's two Schematron rules, which Jing does not run: every entry has an author and an alternate link. */
    private static void assertEntryDescribes(Entry entry, Publication publication) {
        assertThat(entry.getTitle()).isEqualTo(publication.title());
        assertThat(links(entry.getAlternateLinks(), "alternate")).containsExactly(BASE + publication.path());
        assertThat(entry.getPublished()).isEqualTo(Date.from(AtomFeeds.published(publication)));
        assertThat(entry.getUpdated()).isAfterOrEqualTo(entry.getPublished());
        List<String> authors = publication.authors().isEmpty()
                ? List.of(site.firm().name())
                : publication.authors().stream()
                        .map(slug -> site.lawyer(slug).map(Lawyer::name).orElseThrow())
                        .toList();
        assertThat(entry.getAuthors())
                .extracting(SyndPerson::getName)
                .as(publication.slug())
                .containsExactlyElementsOf(authors);
        assertThat(entry.getCategories())
                .filteredOn(category -> category.getScheme().equals(BASE + "/practice-areas"))
                .extracting(Category::getTerm)
                .containsExactlyElementsOf(publication.practiceAreas());
        assertThat(entry.getSummary().getValue()).isEqualTo(publication.description());
        Content content = entry.getContents().get(0);
        assertThat(content.getType()).isEqualTo("html");
        assertThat(content.getValue())
                .startsWith("<")
                .contains("<p>")
                .endsWith("<p><strong>Legal notice.</strong> "
                        + site.firm().legalNotice().replace("&", "&amp;") + "</p>\n");
    }

    @Test
    void feedsAreAnsweredWithNotModifiedToEitherValidator() {
        HttpResponse<String> first = server.get("/publications/feed.atom");
        String etag = first.headers().firstValue("etag").orElseThrow();
        String lastModified = first.headers().firstValue("last-modified").orElseThrow();
        assertThat(lastModified).matches("[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT");

        assertThat(server.get("/publications/feed.atom", "If-None-Match", etag).statusCode())
                .isEqualTo(304);
        HttpResponse<String> since = server.get("/publications/feed.atom", "If-Modified-Since", lastModified);
        assertThat(since.statusCode()).isEqualTo(304);
        assertThat(since.body()).isEmpty();
        assertThat(since.headers().firstValue("last-modified")).hasValue(lastModified);
        assertThat(server.get("/publications/feed.atom", "If-Modified-Since", "Sun, 01 Jan 2006 00:00:00 GMT")
                        .statusCode())
                .as("changed since then")
                .isEqualTo(200);
        assertThat(server.get("/publications/feed.atom", "If-Modified-Since", "not a date")
                        .statusCode())
                .as("an invalid date is ignored")
                .isEqualTo(200);
        assertThat(server.get(
                                "/publications/feed.atom",
                                "If-None-Match",
                                "\"other\"",
                                "If-Modified-Since",
                                lastModified)
                        .statusCode())
                .as("If-None-Match decides when both are sent")
                .isEqualTo(200);
    }

    @Test
    void feedsAreCompressedLikeEveryDocument() {
        for (String coding : List.of("br", "gzip")) {
            HttpResponse<byte[]> response = server.getBytes("/publications/feed.atom", "Accept-Encoding", coding);
            assertThat(response.headers().firstValue("content-encoding"))
                    .as(coding)
                    .hasValue(coding);
            assertThat(response.headers().firstValue("vary")).hasValue("Accept-Encoding");
        }
    }

    @Test
    void everyPageAnnouncesThePublicationsFeedAndAPracticeAreasPageItsOwn() {
        for (Output output : server.outputs()) {
            if (output.kind() == Output.Kind.PAGE) {
                // Titled in the page's language: "Hartwell & Lowe LLP : publications" on a French page.
                String language =
                        LanguagePath.of(site.firm()).locate(output.path()).language();
                InterfaceStrings words = site.translations().containsKey(language)
                        ? site.translations().get(language).strings()
                        : site.strings();
                String title = words.text(
                        "feedTitle", Map.of("firm", site.firm().name(), "feed", words.text("publicationsFeed")));
                String all = "<link rel=\"alternate\" type=\"application/atom+xml\" title=\""
                        + title.replace("&", "&amp;") + "\" href=\"" + BASE + "/publications/feed.atom\">";
                assertThat(server.get(output.path()).body()).as(output.path()).contains(all);
            }
        }
        PracticeArea area = site.practiceAreas().get(0);
        assertThat(server.get(area.path()).body())
                .contains("type=\"application/atom+xml\"")
                .contains("href=\"" + BASE + area.path() + "/feed.atom\">")
                .contains("<a href=\"" + area.path() + "/feed.atom\" type=\"application/atom+xml\">Subscribe");
        assertThat(server.get("/publications").body())
                .contains("<a href=\"/publications/feed.atom\" type=\"application/atom+xml\">Subscribe");
    }

    @Test
    void llmsTxtListsEveryFeed() {
        String llms = server.get("/llms.txt").body();
        for (String path : feedPaths()) {
            assertThat(llms).contains("](" + BASE + path + "): ");
        }
    }

    private static List<String> links(List<Link> links, String rel) {
        return links.stream()
                .filter(link -> rel.equals(link.getRel()))
                .map(Link::getHref)
                .toList();
    }
}
