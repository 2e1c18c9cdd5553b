package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.testing.AtomJudge;
import com.firmsite.testing.TestServer;
import com.rometools.rome.feed.atom.Content;
import com.rometools.rome.feed.atom.Entry;
import com.rometools.rome.feed.atom.Feed;
import com.rometools.rome.feed.atom.Link;
import com.rometools.rome.feed.synd.SyndPerson;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The Atom feeds of another language (docs/decisions.md §9.9), over HTTP on the sample firm, whose
 * French site translates three publications: its feeds list those only, in French, at French URLs,
 * and French pages announce them.
 */
class TranslatedFeedsTest {
    private static final String BASE = "https://www.example-firm.test";

    @RegisterExtension
    static final TestServer server = TestServer.builder().baseUrl(BASE).extension();

    private static Site english;
    private static Site french;

    @BeforeAll
    static void sites() {
        english = server.site();
        french = english.translations().get("fr");
    }

    private static List<String> frenchFeedPaths() {
        List<String> paths = new ArrayList<>(List.of("/fr/publications/feed.atom"));
        french.practiceAreas().forEach(area -> paths.add("/fr" + area.path() + "/feed.atom"));
        return paths;
    }

    @Test
    void everyFrenchFeedIsServedAsAtomAndIsValidAgainstRfc4287sSchema() {
        assertThat(french.practiceAreas()).isNotEmpty();
        for (String path : frenchFeedPaths()) {
            HttpResponse<String> response = server.get(path);
            assertThat(response.statusCode()).as(path).isEqualTo(200);
            assertThat(response.headers().firstValue("content-type")).as(path).hasValue("application/atom+xml");
            assertThat(AtomJudge.schemaErrors(response.body())).as(path).isEmpty();
            assertThat(response.body()).as(path).contains("xml:lang=\"fr\"");
        }
    }

    @Test
    void theFrenchPublicationsFeedListsOnlyTheFrenchPublicationsWithTheirFrenchTitles() {
        Feed feed = AtomJudge.parse(server.get("/fr/publications/feed.atom").body());
        assertThat(feed.getId()).isEqualTo(BASE + "/fr/publications/feed.atom");
        assertThat(feed.getTitle()).isEqualTo(english.firm().name() + " : publications");
        assertThat(hrefs(feed.getAlternateLinks())).containsExactly(BASE + "/fr/publications");
        assertThat(feed.getRights()).isEqualTo(french.firm().contentPolicy());
        List<String> frenchTitles =
                french.publications().stream().map(Publication::title).toList();
        assertThat(frenchTitles).hasSizeLessThan(english.publications().size());
        assertThat(feed.getEntries().stream().map(Entry::getTitle))
                .containsExactlyInAnyOrderElementsOf(frenchTitles)
                .doesNotContainAnyElementsOf(
                        english.publications().stream().map(Publication::title).toList());
        for (Entry entry : feed.getEntries()) {
            assertThat(entry.getId()).startsWith(BASE + "/fr/publications/");
            assertThat(hrefs(entry.getAlternateLinks())).containsExactly(entry.getId());
            Content content = entry.getContents().getFirst();
            assertThat(content.getValue()).as(entry.getTitle()).contains("<strong>Mentions légales.</strong>");
            assertThat(Jsoup.parse(content.getValue()).text())
                    .as(entry.getTitle())
                    .contains(oneLine(french.firm().legalNotice()))
                    .doesNotContain("Legal notice");
        }
    }

    @Test
    void anAuthorNotTranslatedIsStillAnAuthorWithTheDefaultLanguagesPage() {
        Publication hiring = french.publications().stream()
                .filter(p -> p.slug().equals("ai-tools-in-hiring"))
                .findFirst()
                .orElseThrow();
        assertThat(french.lawyer("aisha-bello")).isEmpty();
        assertThat(hiring.authors()).contains("aisha-bello");
        Entry entry = AtomJudge.parse(server.get("/fr/publications/feed.atom").body()).getEntries().stream()
                .filter(e -> e.getId().equals(BASE + "/fr" + hiring.path()))
                .findFirst()
                .orElseThrow();
        assertThat(entry.getAuthors().stream().map(SyndPerson::getUri))
                .containsExactly(BASE + "/fr/team/elena-vasquez", BASE + "/team/aisha-bello");
    }

    @Test
    void aFrenchPracticeAreasFeedIsTitledInFrenchAndHoldsItsFrenchPublicationsOnly() {
        for (PracticeArea area : french.practiceAreas()) {
            Feed feed = AtomJudge.parse(
                    server.get("/fr" + area.path() + "/feed.atom").body());
            assertThat(feed.getTitle()).isEqualTo(english.firm().name() + " : publications du domaine " + area.title());
            assertThat(hrefs(feed.getAlternateLinks())).containsExactly(BASE + "/fr" + area.path() + "/publications");
            assertThat(feed.getEntries().stream().map(Entry::getTitle))
                    .containsExactlyInAnyOrderElementsOf(french.publicationsIn(area).stream()
                            .map(Publication::title)
                            .toList());
        }
    }

    @Test
    void frenchPagesAnnounceAndLinkTheFrenchFeeds() {
        String all = BASE + "/fr/publications/feed.atom";
        for (String path : List.of("/fr", "/fr/about", "/fr/team/margaret-hale", "/fr/publications")) {
            Document page = Jsoup.parse(server.get(path).body());
            assertThat(page.select("link[rel=alternate][type=application/atom+xml]")
                            .eachAttr("href"))
                    .as(path)
                    .containsExactly(all);
        }
        PracticeArea area = french.practiceAreas().getFirst();
        Document areaPage = Jsoup.parse(server.get("/fr" + area.path()).body());
        assertThat(areaPage.select("link[rel=alternate][type=application/atom+xml]")
                        .eachAttr("href"))
                .containsExactly(all, BASE + "/fr" + area.path() + "/feed.atom");
        assertThat(areaPage.select("link[rel=alternate][type=application/atom+xml]")
                        .last()
                        .attr("title"))
                .isEqualTo(english.firm().name() + " : publications du domaine " + area.title());
        assertThat(Jsoup.parse(server.get("/fr/publications").body())
                        .select("p.subscribe a")
                        .attr("href"))
                .isEqualTo("/fr/publications/feed.atom");
        assertThat(server.get("/fr/publications.md").body()).contains(all);
    }

    @Test
    void theFrenchIndexListsTheFrenchFeeds() {
        String index = server.get("/fr/llms.txt").body();
        for (String path : frenchFeedPaths()) {
            assertThat(index).contains("](" + BASE + path + "): ");
        }
    }

    private static String oneLine(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }

    private static List<String> hrefs(List<Link> links) {
        return links.stream().map(Link::getHref).toList();
    }
}
