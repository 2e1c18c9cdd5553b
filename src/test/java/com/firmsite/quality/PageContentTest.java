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

    @ParameterizedTest(name = "{0} lists its lawyers and publications")
    @MethodSource("areas")
    void practiceAreaPagesListTheirLawyersAndPublications(PracticeArea area) {
        Document page = SampleSite.html(area.path());

        assertThat(links(page))
                .containsAll(site().lawyersIn(area).stream().map(Lawyer::path).toList());
        assertThat(links(page))
                .containsAll(site().publicationsIn(area).stream()
                        .map(Publication::path)
                        .toList());
        if (!site().publicationsIn(area).isEmpty()) {
            assertThat(links(page)).contains("/publications/area/" + area.slug());
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
        assertThat(links(page))
                .containsAll(site().publicationsBy(lawyer).stream()
                        .map(Publication::path)
                        .toList());
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
        Document page = SampleSite.html("/publications");

        List<Integer> years = page.select("main section > h2[id^=year-]").eachText().stream()
                .map(Integer::valueOf)
                .toList();
        assertThat(years)
                .isSortedAccordingTo(java.util.Comparator.reverseOrder())
                .doesNotHaveDuplicates();
        for (Publication publication : site().publications()) {
            Element entry = page.selectFirst("main a[href=" + publication.path() + "]");
            assertThat(entry).as(publication.path()).isNotNull();
            assertThat(entry.closest("section").selectFirst("h2").text())
                    .isEqualTo(Integer.toString(publication.date().getYear()));
        }
        List<String> filters = page.select("nav.filters a").eachAttr("href");
        assertThat(filters)
                .containsAll(areas().stream()
                        .map(a -> "/publications/area/" + a.slug())
                        .toList());
        assertThat(filters).noneMatch(href -> href.contains("?"));
    }

    @ParameterizedTest(name = "the {0} filter page lists exactly that area's publications")
    @MethodSource("areas")
    void eachFilterPageListsExactlyItsAreasPublications(PracticeArea area) {
        String path = "/publications/area/" + area.slug();
        Document page = SampleSite.html(path);

        assertThat(page.select("main .publication-years h3 a").eachAttr("href"))
                .containsExactlyElementsOf(site().publicationsIn(area).stream()
                        .map(Publication::path)
                        .toList());
        assertThat(page.select("nav.filters a[aria-current=page]").attr("href")).isEqualTo(path);
        assertThat(SampleSite.server().get(path + ".md").statusCode()).isEqualTo(200);
    }

    @Test
    void filterPagesAreListedWithThePagesTheSitemapIsBuiltFrom() {
        List<String> rendered = new SiteRenderer(site(), SampleSite.server().baseUrl())
                .renderPages().stream().map(p -> p.path()).toList();

        assertThat(rendered)
                .containsAll(areas().stream()
                        .map(a -> "/publications/area/" + a.slug())
                        .toList());
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

    private static List<String> links(Document page) {
        return page.select("main a[href]").eachAttr("href");
    }

    private static Site site() {
        return SampleSite.server().site();
    }
}
