package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.firmsite.content.ContentError;
import com.firmsite.content.ContentException;
import com.firmsite.content.ContentLoader;
import com.firmsite.content.Lawyer;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Site;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.testing.AgentNote;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lists in pages (docs/decisions.md §1.10), over HTTP: the sample firm with {@code pageSize: 2},
 * so that its twenty publications are ten pages, its ten people five, and French, with three
 * publications, has a second page too.
 */
class ListPagesTest {
    private static final int PAGE_SIZE = 2;

    @RegisterExtension
    static final TestServer server = TestServer.builder()
            .content(() -> {
                Path content = ContentFolder.copyOfSample(Files.createTempDirectory("list-pages"));
                ContentFolder.append(content.resolve("site.yaml"), "pageSize: " + PAGE_SIZE + "\n");
                // A third open position, the oldest: the sample's two fill the careers' first page.
                Files.writeString(content.resolve("careers/records-clerk.md"), """
                        ---
                        title: Records Clerk
                        description: A records clerk for the New York office.
                        office: new-york
                        employmentType: PART_TIME
                        datePosted: 2026-10-01
                        validThrough: 2099-12-31
                        salary: {min: 25, max: 32, currency: USD, unit: HOUR}
                        ---

                        Keep the files in order.
                        """);
                return content;
            })
            .extension();

    @Test
    void theFirstPageIsTheListItselfAndLeadsToTheNext() {
        String html = server.get("/publications").body();

        assertThat(html).contains("<link rel=\"next\" href=\"" + server.baseUrl() + "/publications/page/2\">");
        assertThat(html).doesNotContain("rel=\"prev\"");
        assertThat(navigation(html))
                .contains("aria-label=\"Pages of this list\"")
                .contains("<a href=\"/publications\" aria-current=\"page\"")
                .contains("<a href=\"/publications/page/2\" rel=\"next\">Next page</a>");
        assertThat(entries(html)).hasSize(PAGE_SIZE);
    }

    @Test
    void aMiddlePageLeadsBothWaysAndSaysWhichPageItIs() {
        HttpResponse<String> page = server.get("/publications/page/2");

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body())
                .contains("<link rel=\"prev\" href=\"" + server.baseUrl() + "/publications\">")
                .contains("<link rel=\"next\" href=\"" + server.baseUrl() + "/publications/page/3\">")
                .contains("<link rel=\"canonical\" href=\"" + server.baseUrl() + "/publications/page/2\">")
                .contains("<title>Publications, page 2 of " + publicationPages());
        assertThat(navigation(page.body())).contains("<a href=\"/publications/page/2\" aria-current=\"page\"");
    }

    @Test
    void thePagesTogetherListEveryPublicationOnceNewestFirst() {
        List<String> listed = new java.util.ArrayList<>();
        for (int n = 1; n <= publicationPages(); n++) {
            listed.addAll(entries(server.get(n == 1 ? "/publications" : "/publications/page/" + n)
                    .body()));
        }

        assertThat(listed)
                .containsExactlyElementsOf(
                        server.site().publications().stream().map(p -> p.path()).toList());
    }

    @Test
    void theLastPageHasNoNextAndNoPageLiesBeyondIt() {
        int last = publicationPages();

        String html = server.get("/publications/page/" + last).body();

        assertThat(html).contains("rel=\"prev\"").doesNotContain("<link rel=\"next\"");
        assertThat(server.get("/publications/page/" + (last + 1)).statusCode()).isEqualTo(404);
        assertThat(server.get("/publications/page/99999").statusCode()).isEqualTo(404);
    }

    @Test
    void pageOneHasOneAddressOnly() {
        assertThat(server.get("/publications/page/1").statusCode()).isEqualTo(404);
        assertThat(server.get("/team/page/1").statusCode()).isEqualTo(404);
    }

    @Test
    void everyPageHasItsMarkdownTwinWithThePageNavigation() {
        HttpResponse<String> twin = server.get("/publications/page/2.md");

        assertThat(twin.statusCode()).isEqualTo(200);
        assertThat(twin.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/markdown"));
        // The way on is declared right under the title, where a truncated read still has it, and
        // again in the navigation at the end; the page itself is named there, not linked.
        assertThat(AgentNote.after(twin.body()))
                .startsWith("# Publications, page 2 of " + publicationPages() + "\n\n[Previous page]("
                        + server.baseUrl() + "/publications) · [Next page](" + server.baseUrl()
                        + "/publications/page/3)\n\n")
                .contains("- [Previous page](" + server.baseUrl() + "/publications)")
                .contains("- Page 2 (this page)")
                .doesNotContain("[Page 2]")
                .contains("- [Next page](" + server.baseUrl() + "/publications/page/3)");
        assertThat(AgentNote.after(server.get("/publications.md").body()))
                .startsWith("# Publications\n\n[Next page](" + server.baseUrl() + "/publications/page/2)\n\n");
        assertThat(server.get("/team/page/2.md").statusCode()).isEqualTo(200);
    }

    @Test
    void theTeamIsPagedInRoleOrder() {
        String first = server.get("/team").body();
        String second = server.get("/team/page/2").body();

        assertThat(first).contains("<link rel=\"next\" href=\"" + server.baseUrl() + "/team/page/2\">");
        assertThat(second).contains("<link rel=\"prev\" href=\"" + server.baseUrl() + "/team\">");
        assertThat(server.get("/team/page/" + (teamPages() + 1)).statusCode()).isEqualTo(404);
    }

    @Test
    void filtersAreListsOfTheirOwnOnlyWhereTheyHaveEntries() {
        Site site = server.site();
        int year = site.publications().getFirst().date().getYear();

        assertThat(server.get("/publications/year/" + year).statusCode()).isEqualTo(200);
        assertThat(server.get("/publications/year/1900").statusCode()).isEqualTo(404);
        assertThat(server.get("/publications/type/client-alert").statusCode()).isEqualTo(200);
        assertThat(server.get("/team/office/" + site.firm().offices().getFirst().slug())
                        .statusCode())
                .isEqualTo(200);
        assertThat(server.get("/team/role/partner").statusCode()).isEqualTo(200);
        assertThat(server.get("/team/area/" + site.practiceAreas().getFirst().slug())
                        .statusCode())
                .isEqualTo(200);
        assertThat(server.get("/publications").body())
                .contains("href=\"/publications/year/" + year + "\"")
                .contains("href=\"/publications/type/client-alert\"");
        assertThat(server.get("/team").body()).contains("href=\"/team/role/partner\"");
    }

    @Test
    void aTeamMembersPageShowsTheLatestFewAndLinksToAllOfThem() {
        Lawyer prolific = server.site().team().stream()
                .max(Comparator.comparingInt(
                        (Lawyer l) -> server.site().publicationsBy(l).size()))
                .orElseThrow();
        int written = server.site().publicationsBy(prolific).size();
        assertThat(written).as("the sample's most prolific author").isGreaterThan(SiteRenderer.LATEST);

        String html = server.get(prolific.path()).body();
        HttpResponse<String> all = server.get(prolific.path() + "/publications");

        assertThat(html).contains("href=\"" + prolific.path() + "/publications\"");
        assertThat(all.statusCode()).isEqualTo(200);
        assertThat(all.body()).contains("<title>Publications by " + prolific.name());
        assertThat(server.get(prolific.path() + "/publications/page/2").statusCode())
                .isEqualTo(200);
    }

    @Test
    void aPracticeAreasPublicationsAreAListUnderTheAreaThatThePublicationsFilterLeadsTo() {
        PracticeArea area = server.site().practiceAreas().stream()
                .max(Comparator.comparingInt(
                        (PracticeArea a) -> server.site().publicationsIn(a).size()))
                .orElseThrow();
        assertThat(server.site().publicationsIn(area))
                .as("the sample's largest area")
                .hasSizeGreaterThan(PAGE_SIZE);
        String path = area.path() + "/publications";

        String first = server.get(path).body();
        HttpResponse<String> second = server.get(path + "/page/2");
        HttpResponse<String> twin = server.get(path + "/page/2.md");

        assertThat(first)
                .contains("<link rel=\"next\" href=\"" + server.baseUrl() + path + "/page/2\">")
                .contains("<a href=\"" + path + "\" aria-current=\"page\"");
        assertThat(second.statusCode()).isEqualTo(200);
        assertThat(second.body()).contains("<link rel=\"prev\" href=\"" + server.baseUrl() + path + "\">");
        assertThat(twin.statusCode()).isEqualTo(200);
        assertThat(twin.body()).contains("- [Previous page](" + server.baseUrl() + path + ")");
        assertThat(server.get(area.path()).body()).contains("href=\"" + path + "\"");
        assertThat(server.get("/publications").body())
                .contains("href=\"" + path + "\"")
                .doesNotContain("/publications/area/");
        assertThat(server.get("/publications/area/" + area.slug()).statusCode()).isEqualTo(404);
        assertThat(server.sitemapUrls())
                .contains(server.baseUrl() + path)
                .contains(server.baseUrl() + path + "/page/2");
        PracticeArea french =
                server.site().translations().get("fr").practiceAreas().getFirst();
        assertThat(server.get("/fr" + french.path() + "/publications").statusCode())
                .isEqualTo(200);
    }

    @Test
    void theHomePageShowsTheLatestFewAndLinksToTheList() {
        String home = server.get("/").body();

        assertThat(entries(home)).hasSizeLessThanOrEqualTo(3).isNotEmpty();
        assertThat(home).contains("href=\"/publications\"");
    }

    @Test
    void theSitemapsListEveryPageOfEveryList() {
        List<String> urls = server.sitemapUrls();

        assertThat(urls)
                .contains(server.baseUrl() + "/publications/page/2")
                .contains(server.baseUrl() + "/publications/page/" + publicationPages())
                .contains(server.baseUrl() + "/team/page/2")
                .contains(server.baseUrl() + "/fr/publications/page/2")
                .doesNotContain(server.baseUrl() + "/publications/page/1");
    }

    @Test
    void eachLanguagePagesItsOwnLists() {
        HttpResponse<String> french = server.get("/fr/publications/page/2");

        assertThat(french.statusCode()).isEqualTo(200);
        assertThat(french.body())
                .contains("<html lang=\"fr\"")
                .contains("<link rel=\"prev\" href=\"" + server.baseUrl() + "/fr/publications\">");
    }

    @Test
    void theEventsArePagedUpcomingFirstThenPastAsEveryList() {
        // The sample's three events: two upcoming (soonest first) fill the first page, the past one
        // is the second page, under its own heading only.
        String first = main(server.get("/events").body());
        assertThat(first)
                .contains("id=\"upcoming-title\"")
                .doesNotContain("id=\"past-title\"")
                .containsSubsequence(
                        "href=\"/events/noncompete-reform-briefing\"", "href=\"/events/privacy-program-webinar\"")
                .doesNotContain("/events/earnout-disputes-roundtable");
        assertThat(server.get("/events").body())
                .contains("<link rel=\"next\" href=\"" + server.baseUrl() + "/events/page/2\">");

        HttpResponse<String> second = server.get("/events/page/2");
        assertThat(second.statusCode()).isEqualTo(200);
        assertThat(second.body())
                .contains("<title>Events, page 2 of 2")
                .contains("<link rel=\"prev\" href=\"" + server.baseUrl() + "/events\">")
                .doesNotContain("<link rel=\"next\"");
        assertThat(main(second.body()))
                .contains("id=\"past-title\"")
                .contains("href=\"/events/earnout-disputes-roundtable\"")
                .doesNotContain("id=\"upcoming-title\"");
        assertThat(navigation(second.body())).contains("<a href=\"/events/page/2\" aria-current=\"page\"");

        HttpResponse<String> twin = server.get("/events/page/2.md");
        assertThat(twin.statusCode()).isEqualTo(200);
        assertThat(AgentNote.after(twin.body()))
                .startsWith("# Events, page 2 of 2")
                .contains("## Past events")
                .doesNotContain("## Upcoming events")
                .contains("- [Previous page](" + server.baseUrl() + "/events)");
        assertThat(server.get("/events/page/3").statusCode()).isEqualTo(404);
        assertThat(server.get("/events/page/1").statusCode()).isEqualTo(404);
        assertThat(server.sitemapUrls()).contains(server.baseUrl() + "/events/page/2");
        // French has two events: one page.
        assertThat(server.get("/fr/events").statusCode()).isEqualTo(200);
        assertThat(server.get("/fr/events/page/2").statusCode()).isEqualTo(404);
    }

    @Test
    void theOpenPositionsArePagedAndThePageTextHeadsTheFirstOnly() {
        String first = main(server.get("/careers").body());
        assertThat(first)
                .containsSubsequence("href=\"/careers/privacy-paralegal\"", "href=\"/careers/litigation-associate\"")
                .doesNotContain("/careers/records-clerk")
                .contains("Whom we look for");

        HttpResponse<String> second = server.get("/careers/page/2");
        assertThat(second.statusCode()).isEqualTo(200);
        assertThat(second.body())
                .contains("<title>Careers, page 2 of 2")
                .contains("<link rel=\"prev\" href=\"" + server.baseUrl() + "/careers\">");
        assertThat(main(second.body()))
                .contains("href=\"/careers/records-clerk\"")
                .doesNotContain("/careers/privacy-paralegal")
                .doesNotContain("Whom we look for");
        HttpResponse<String> twin = server.get("/careers/page/2.md");
        assertThat(twin.statusCode()).isEqualTo(200);
        assertThat(AgentNote.after(twin.body()))
                .startsWith("# Careers, page 2 of 2")
                .contains("/careers/records-clerk")
                .doesNotContain("Whom we look for")
                .contains("- [Previous page](" + server.baseUrl() + "/careers)");
        assertThat(server.get("/careers/page/3").statusCode()).isEqualTo(404);
        assertThat(server.get("/careers/records-clerk").statusCode()).isEqualTo(200);
        assertThat(server.sitemapUrls()).contains(server.baseUrl() + "/careers/page/2");
    }

    @Test
    void thePageSizeIsBetweenOneAndAHundred(@TempDir Path dir) {
        Path content = ContentFolder.copyOfSample(dir);
        ContentFolder.append(content.resolve("site.yaml"), "pageSize: 101\n");

        List<ContentError> errors = catchThrowableOfType(
                        ContentException.class, () -> ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath))
                .errors();

        assertThat(errors)
                .extracting(ContentError::toString)
                .contains(content.resolve("site.yaml") + ":"
                        + ContentFolder.lineOf(content.resolve("site.yaml"), "pageSize:")
                        + ": pageSize: expected 1 to 100 entries per page, got 101");
    }

    private static int publicationPages() {
        return Paging.pageCount(server.site().publications().size(), PAGE_SIZE);
    }

    private static int teamPages() {
        return Paging.pageCount(server.site().team().size(), PAGE_SIZE);
    }

    /** An HTML page's main content (the head's JSON-LD names its entries too). */
    private static String main(String html) {
        int start = html.indexOf("<main");
        assertThat(start).as("a main element").isNotNegative();
        return html.substring(start, html.indexOf("</main>", start));
    }

    /** The page navigation of an HTML page. */
    private static String navigation(String html) {
        int start = html.indexOf("<nav class=\"pagination\"");
        assertThat(start).as("a page navigation").isNotNegative();
        return html.substring(start, html.indexOf("</nav>", start));
    }

    /** The publications a list page shows, by path, in order. */
    private static List<String> entries(String html) {
        Matcher links =
                Pattern.compile("<h3><a href=\"(/publications/[^\"]+)\">").matcher(html);
        return links.results().map(result -> result.group(1)).toList();
    }
}
