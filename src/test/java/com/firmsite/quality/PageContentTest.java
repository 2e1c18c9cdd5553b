package com.firmsite.quality;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.output.OutputFormats;
import com.firmsite.publish.SiteRenderer;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Each kind of page carries the facts a visitor comes for, linked to the pages that hold the rest. */
@ExtendWith(SampleSite.class)
class PageContentTest {

    static List<PracticeArea> areas() {
        return site().practiceAreas();
    }

    static List<Lawyer> team() {
        return site().team();
    }

    @ParameterizedTest(name = "{0} lists its lawyers and latest publications, and links to all of them")
    @MethodSource("areas")
    void practiceAreaPagesListTheirLawyersAndPublications(PracticeArea area) {
        Document page = SampleSite.html(area.path());
        List<Lawyer> lawyers = site().lawyersIn(area);
        List<Publication> publications = site().publicationsIn(area);

        assertThat(links(page))
                .containsAll(first(lawyers, SiteRenderer.AREA_MEMBERS).stream()
                        .map(Lawyer::path)
                        .toList());
        if (lawyers.size() > SiteRenderer.AREA_MEMBERS) {
            assertThat(links(page)).contains("/team/area/" + area.slug());
        }
        assertThat(links(page))
                .containsAll(first(publications, SiteRenderer.LATEST).stream()
                        .map(Publication::path)
                        .toList());
        if (!publications.isEmpty()) {
            assertThat(links(page)).contains(area.path() + "/publications");
            assertThat(listed(area.path() + "/publications"))
                    .containsExactlyElementsOf(
                            publications.stream().map(Publication::path).toList());
        }
    }

    @ParameterizedTest(name = "{0} lists practice areas, publications, admissions, languages, office and contact")
    @MethodSource("team")
    void teamPagesListEverythingAboutTheLawyer(Lawyer lawyer) {
        Document page = SampleSite.html(lawyer.path());
        Office office = site().firm().office(lawyer.office()).orElseThrow();
        String text = page.select("main").text();

        assertThat(links(page))
                .containsAll(lawyer.practiceAreas().stream()
                        .map(slug -> "/practice-areas/" + slug)
                        .toList());
        List<Publication> written = site().publicationsBy(lawyer);
        assertThat(links(page))
                .containsAll(first(written, SiteRenderer.LATEST).stream()
                        .map(Publication::path)
                        .toList());
        if (!written.isEmpty()) {
            assertThat(links(page)).contains(lawyer.path() + "/publications");
            assertThat(listed(lawyer.path() + "/publications"))
                    .containsExactlyElementsOf(
                            written.stream().map(Publication::path).toList());
        }
        for (Lawyer.Admission admission : lawyer.admissions()) {
            assertThat(page.select("main table tbody tr").eachText())
                    .contains(admission.jurisdiction() + " " + admission.year());
        }
        assertThat(text).contains(lawyer.languages()).contains(office.street(), lawyer.role());
        assertThat(page.select("main a[href=mailto:" + lawyer.email() + "]")).isNotEmpty();
        assertThat(page.select("main a[href^=tel:]").eachText()).contains(lawyer.phone());
    }

    @Test
    void thePublicationsIndexGroupsByYearNewestFirstAndFiltersByPlainLinks() {
        List<Document> pages = pagesOf("/publications");

        for (Document page : pages) {
            List<Integer> years = page.select("main section > h2[id^=year-]").eachText().stream()
                    .map(Integer::valueOf)
                    .toList();
            assertThat(years)
                    .isSortedAccordingTo(java.util.Comparator.reverseOrder())
                    .doesNotHaveDuplicates();
        }
        for (Publication publication : site().publications()) {
            Element entry = pages.stream()
                    .map(page -> page.selectFirst("main a[href=" + publication.path() + "]"))
                    .filter(java.util.Objects::nonNull)
                    .findFirst()
                    .orElse(null);
            assertThat(entry).as(publication.path()).isNotNull();
            assertThat(entry.closest("section").selectFirst("h2").text())
                    .isEqualTo(Integer.toString(publication.date().getYear()));
        }
        List<String> filters = pages.getFirst().select("nav.filters a").eachAttr("href");
        assertThat(filters)
                .containsAll(
                        areas().stream().map(a -> a.path() + "/publications").toList());
        assertThat(filters).noneMatch(href -> href.startsWith("/publications/area/"));
        assertThat(filters).noneMatch(href -> href.contains("?"));
    }

    @ParameterizedTest(name = "the {0} filter page lists exactly that area's publications")
    @MethodSource("areas")
    void eachFilterPageListsExactlyItsAreasPublications(PracticeArea area) {
        String path = area.path() + "/publications";
        Document page = SampleSite.html(path);

        assertThat(listed(path))
                .containsExactlyElementsOf(site().publicationsIn(area).stream()
                        .map(Publication::path)
                        .toList());
        assertThat(page.select("nav.filters a[aria-current=page]").attr("href")).isEqualTo(path);
        assertThat(page.select("nav.breadcrumbs a").eachAttr("href")).contains(area.path());
        assertThat(SampleSite.server().get(path + ".md").statusCode()).isEqualTo(200);
        assertThat(SampleSite.server().get("/publications/area/" + area.slug()).statusCode())
                .isEqualTo(404);
    }

    @Test
    void filterPagesAreListedWithThePagesTheSitemapIsBuiltFrom() {
        List<String> rendered = new SiteRenderer(site(), SampleSite.server().baseUrl())
                .renderPages().stream().map(p -> p.path()).toList();

        assertThat(rendered)
                .containsAll(
                        areas().stream().map(a -> a.path() + "/publications").toList());
    }

    @Test
    void aStandalonePageGetsTheSiteFrameAndAMarkdownTwinWithTheLegalNotice() {
        var output = new SiteRenderer(site(), "https://firm.example")
                .standalonePage(
                        "/docs",
                        "Documentation",
                        "For developers.",
                        "<h2>Endpoints</h2><p>Text.</p>",
                        "## Endpoints\n\nText.");

        Document page = org.jsoup.Jsoup.parse(
                new String(output.representation(OutputFormats.HTML).body(), java.nio.charset.StandardCharsets.UTF_8));
        assertThat(page.select("a.skip-link, nav[aria-label=Main], main#main h1, footer .legal-notice"))
                .hasSize(4);
        assertThat(page.select("link[rel=canonical]").attr("href")).isEqualTo("https://firm.example/docs");
        assertThat(page.select("main h2").text()).isEqualTo("Endpoints");
        String markdown = new String(
                output.representation(OutputFormats.MARKDOWN).body(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(markdown)
                .startsWith("# Documentation\n")
                .contains("## Endpoints", site().firm().legalNotice());
    }

    @Test
    void theContactPageGivesEveryOfficesAddressPhoneHoursAndDirections() {
        Document page = SampleSite.html("/contact");

        for (Office office : site().firm().offices()) {
            Element card = page.getElementById("office-" + office.slug());
            assertThat(card).as(office.slug()).isNotNull();
            assertThat(card.select("address").text()).contains(office.street(), office.locality(), office.postalCode());
            assertThat(card.select("a[href^=tel:]").text()).isEqualTo(office.phone());
            assertThat(card.text()).contains(office.hours(), office.directions());
        }
    }

    @Test
    void noPageLinksWithQueryParameters() {
        for (String path : SampleSite.htmlPages()) {
            assertThat(SampleSite.html(path).select("a[href]").eachAttr("href"))
                    .as(path)
                    .noneMatch(href -> href.contains("?"));
        }
    }

    /** Each page of the list at {@code path}, first to last, by its {@code rel="next"} links. */
    private static List<Document> pagesOf(String path) {
        List<Document> pages = new java.util.ArrayList<>();
        String next = path;
        while (next != null) {
            Document page = SampleSite.html(next);
            pages.add(page);
            Element link = page.selectFirst("head link[rel=next]");
            next = link == null
                    ? null
                    : link.attr("href").substring(SampleSite.server().baseUrl().length());
        }
        return pages;
    }

    /** The publications the list at {@code path} shows on all its pages, in order. */
    private static List<String> listed(String path) {
        return pagesOf(path).stream()
                .flatMap(page -> page.select("main .publication-years h3 a").eachAttr("href").stream())
                .toList();
    }

    private static <T> List<T> first(List<T> all, int count) {
        return all.subList(0, Math.min(count, all.size()));
    }

    private static List<String> links(Document page) {
        return page.select("main a[href]").eachAttr("href");
    }

    private static Site site() {
        return SampleSite.server().site();
    }
}
