package com.firmsite.quality;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.Lawyer;
import com.firmsite.content.MarkdownTwin;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.output.OutputFormats;
import com.firmsite.publish.SiteRenderer;
import com.firmsite.testing.AgentNote;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
        assertThat(AgentNote.after(markdown))
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

    static List<String> pagesAndNotFound() {
        return SampleSite.htmlPagesAndNotFound();
    }

    /** What afdocs' llms-txt-directive-html check searches: the body without nav, script and style. */
    private static final Pattern STRIPPED =
            Pattern.compile("(?is)<nav\\b.*?</nav>|<script\\b.*?</script>|<style\\b.*?</style>");

    /** afdocs' pattern for a link to an llms index (an href ending in /llms.txt). */
    private static final Pattern LLMS_LINK = Pattern.compile(
            "(?i)<a\\s[^>]*href\\s*=\\s*[\"']([^\"']*/llms\\.txt(?:[?#][^\"']*)?)[\"'][^>]*>[\\s\\S]*?</a>");

    /**
     * The note for agents (docs/decisions.md §2.10) opens the banner of every page and every Markdown
     * twin, in the page's language, linking that language's index and the page's twin (the 404 page,
     * which has no twin, the index only); both links answer, neither takes a Tab stop; and it sits
     * where the Agent-Friendly Documentation checker (afdocs, "llms-txt directive") looks: the first
     * link to an llms.txt in the body's first tenth, nav, script and style left out, and /llms.txt in
     * the twin's first tenth.
     */
    @ParameterizedTest(name = "{0} and its twin open with the note for agents")
    @MethodSource("pagesAndNotFound")
    void everyPageAndTwinOpensWithTheNoteForAgents(String path) {
        var server = SampleSite.server();
        String language = SampleSite.located(path).language();
        String prefix = language.equals(site().firm().language()) ? "" : "/" + language;
        String index = prefix + "/llms.txt";
        boolean missing = path.endsWith(SampleSite.MISSING_PAGE);
        String twin = missing ? "" : MarkdownTwin.of(path);
        var strings = SampleSite.siteOf(path).strings();
        String sentence = missing
                ? strings.text("agentNoteIndex", Map.of("index", index))
                : strings.text("agentNote", Map.of("index", index, "twin", twin));

        String body = server.get(path, "Accept", "text/html").body();
        Document page = SampleSite.html(path);
        Element note = page.selectFirst("body > header.site-header > p.agent-note:first-child");
        assertThat(note).as(path).isNotNull();
        assertThat(note.text()).isEqualTo(sentence);
        List<String> targets = missing ? List.of(index) : List.of(index, twin);
        assertThat(note.select("a").eachAttr("href"))
                .containsExactlyElementsOf(targets.stream()
                        .map(target -> server.baseUrl() + target)
                        .toList());
        assertThat(note.select("a").eachText()).containsExactlyElementsOf(targets);
        assertThat(note.select("a").eachAttr("tabindex")).containsOnly("-1");
        if (!missing) {
            assertThat(page.select("link[rel=alternate][type=text/markdown]").attr("href"))
                    .isEqualTo(server.baseUrl() + twin);
        }
        for (String target : targets) {
            assertThat(server.get(target).statusCode()).as(target).isEqualTo(200);
        }
        int start = body.indexOf('>', body.indexOf("<body")) + 1;
        String searched =
                STRIPPED.matcher(body.substring(start, body.indexOf("</body>"))).replaceAll("");
        Matcher link = LLMS_LINK.matcher(searched);
        assertThat(link.find()).as("a link to an llms.txt in %s", path).isTrue();
        assertThat(link.group(1)).isEqualTo(server.baseUrl() + index);
        assertThat((double) link.start() / searched.length())
                .as("where the note is in %s", path)
                .isLessThanOrEqualTo(0.1);

        String markdown = server.get(path, "Accept", "text/markdown").body();
        String quoted = "> " + sentence.replace(index, "[" + index + "](" + server.baseUrl() + index + ")");
        if (!missing) {
            quoted = quoted.replace(" " + twin, " [" + twin + "](" + server.baseUrl() + twin + ")");
        }
        assertThat(markdown).as(path).startsWith(quoted + "\n\n");
        assertThat((double) markdown.indexOf("/llms.txt") / markdown.length()).isLessThanOrEqualTo(0.1);
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
