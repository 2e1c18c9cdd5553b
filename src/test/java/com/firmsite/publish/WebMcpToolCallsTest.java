package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.ReservedPaths;
import com.firmsite.content.Site;
import com.firmsite.publish.NativeWebMcp.ToolResult;
import com.firmsite.testing.Chromium;
import com.firmsite.testing.TestServer;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Each WebMCP tool, invoked through Chromium's own WebMCP API on a page of the real server, answers
 * with the site's content (docs/decisions.md §6.3). Expected values come from the content model the server
 * serves, or from the server's own Markdown twins.
 */
class WebMcpToolCallsTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    private static Chromium browser;
    private static NativeWebMcp webMcp;
    private static Site site;

    @BeforeAll
    static void start() {
        site = server.site();
        browser = Chromium.launch(NativeWebMcp.FLAG);
        webMcp = new NativeWebMcp(browser);
    }

    @AfterAll
    static void stop() {
        browser.close();
    }

    @BeforeEach
    void openTheHomePage() {
        browser.open(server.baseUrl() + "/");
    }

    @AfterEach
    void nothingWentWrongInThePage() {
        assertThat(browser.consoleErrors()).as("console errors").isEmpty();
    }

    @Test
    void listPagesListsEveryPageWithItsUrl() {
        String text = everyPageOf("list_pages");
        Map<String, String> titles = new java.util.LinkedHashMap<>();
        site.plainPages().values().forEach(page -> titles.put(page.path(), page.title()));
        site.practiceAreas().forEach(area -> titles.put(area.path(), area.title()));
        site.team().forEach(lawyer -> titles.put(lawyer.path(), lawyer.name()));
        site.publications().forEach(publication -> titles.put(publication.path(), publication.title()));
        titles.put(
                com.firmsite.publish.discovery.Documentation.PATH, com.firmsite.publish.discovery.Documentation.TITLE);
        titles.forEach((path, title) ->
                assertThat(text).contains("- [" + title + "](" + server.baseUrl() + path + ") `" + path + "`: "));
        // Every HTML page of the site in English, as the sitemap (an independent document) lists them,
        // but a list's later pages and each author's list, which their first page links (§1.10).
        int pages = (int) java.util.regex.Pattern.compile("<loc>(?!" + Pattern.quote(server.baseUrl() + "/fr") + "[/<])"
                        + Pattern.quote(server.baseUrl()) + "([^<]*)</loc>")
                .matcher(server.get("/sitemap-0.xml").body())
                .results()
                .map(match -> match.group(1))
                .filter(ReservedPaths::isNamedInIndexes)
                .count();
        assertThat(text).startsWith("# Pages of " + site.firm().name()).contains(pages + " pages.");
    }

    @Test
    void navigateToPageMovesTheBrowserToThatPage() {
        webMcp.start("navigate_to_page", Map.of("path", "/team/aisha-bello"));
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10))
                .until(driver -> driver.getCurrentUrl().equals(server.baseUrl() + "/team/aisha-bello"));
        assertThat(browser.driver().getTitle()).contains("Aisha Bello");
    }

    @Test
    void navigateToPageRefusesOtherOriginsAndUnknownPages() {
        for (String elsewhere : List.of("https://evil.example/", "//evil.example/team", "javascript:alert(1)")) {
            ToolResult result = webMcp.call("navigate_to_page", Map.of("path", elsewhere));
            assertThat(result.isError()).as(elsewhere).isTrue();
            assertThat(result.text()).contains("pages of this site only");
        }
        ToolResult unknown = webMcp.call("navigate_to_page", Map.of("path", "/no-such-page"));
        assertThat(unknown.isError()).isTrue();
        assertThat(unknown.text()).contains("There is no page at /no-such-page");
        assertThat(browser.driver().getCurrentUrl()).isEqualTo(server.baseUrl() + "/");
    }

    @Test
    void listPracticeAreasGivesEachAreaWithItsSlugAndTeamSize() {
        String text = call("list_practice_areas", Map.of());
        for (PracticeArea area : site.practiceAreas()) {
            int size = site.lawyersIn(area).size();
            assertThat(text)
                    .contains("**" + area.title() + "** (slug `" + area.slug() + "`, " + size + " lawyer"
                            + (size == 1 ? "" : "s") + "): " + area.description());
        }
    }

    @Test
    void getToolsReturnTheFullMarkdownOfTheirPage() {
        assertThat(call("get_practice_area", Map.of("slug", "real-estate")))
                .isEqualTo(twin("/practice-areas/real-estate"));
        assertThat(call("get_team_member", Map.of("slug", "aisha-bello"))).isEqualTo(twin("/team/aisha-bello"));
        assertThat(call("get_publication", Map.of("slug", "ai-tools-in-hiring")))
                .isEqualTo(twin("/publications/ai-tools-in-hiring"));
    }

    @Test
    void searchPublicationsByYearFindsExactlyThatYearsPublications() {
        for (int year : site.publications().stream()
                .map(p -> p.date().getYear())
                .distinct()
                .toList()) {
            List<String> expected = site.publications().stream()
                    .filter(p -> p.date().getYear() == year)
                    .map(Publication::title)
                    .toList();
            String text = call("search_publications", Map.of("year", year));
            assertThat(NativeWebMcp.headings(text))
                    .as("publications of " + year)
                    .containsExactlyElementsOf(expected);
            assertThat(text)
                    .contains(expected.size() + " of " + site.publications().size() + " publications match");
        }
    }

    @Test
    void searchPublicationsCombinesPracticeAreaTextAndAuthor() {
        String area = "privacy-and-data-security";
        List<String> inArea = site.publications().stream()
                .filter(p -> p.practiceAreas().contains(area))
                .map(Publication::title)
                .toList();
        assertThat(NativeWebMcp.headings(call("search_publications", Map.of("practiceArea", area))))
                .containsExactlyElementsOf(inArea);

        List<String> withWord = site.publications().stream()
                .filter(p -> p.practiceAreas().contains(area)
                        && (p.title() + " " + p.description())
                                .toLowerCase(Locale.ROOT)
                                .contains("vendor"))
                .map(Publication::title)
                .toList();
        assertThat(withWord).isNotEmpty();
        assertThat(NativeWebMcp.headings(call("search_publications", Map.of("practiceArea", area, "query", "Vendor"))))
                .containsExactlyElementsOf(withWord);

        Lawyer aisha = site.lawyer("aisha-bello").orElseThrow();
        assertThat(NativeWebMcp.headings(call("search_publications", Map.of("author", aisha.slug()))))
                .containsExactlyElementsOf(site.publicationsBy(aisha).stream()
                        .map(Publication::title)
                        .toList());

        // Topics are searched too: "bias audits" is a topic, not in the title or summary.
        List<String> withTopic = site.publications().stream()
                .filter(p -> p.topics().stream().anyMatch(t -> t.equalsIgnoreCase("Bias audits")))
                .map(Publication::title)
                .toList();
        assertThat(withTopic).isNotEmpty();
        String byTopic = call("search_publications", Map.of("query", "bias audits"));
        assertThat(NativeWebMcp.headings(byTopic)).containsExactlyElementsOf(withTopic);
        assertThat(byTopic).contains("Topics: Artificial intelligence, Hiring, Bias audits.");

        String none = call("search_publications", Map.of("query", "zeppelin"));
        assertThat(NativeWebMcp.headings(none)).isEmpty();
        assertThat(none).contains("No publications match");
    }

    @Test
    void searchTeamByPracticeAreaFindsExactlyItsMembers() {
        for (PracticeArea area : site.practiceAreas()) {
            String text = call("search_team", Map.of("practiceArea", area.slug()));
            assertThat(NativeWebMcp.headings(text))
                    .as(area.slug())
                    .containsExactlyElementsOf(
                            site.lawyersIn(area).stream().map(Lawyer::name).toList());
        }
    }

    @Test
    void searchTeamByOfficeRoleAndNameCombinesTheFilters() {
        List<String> newYorkAssociates = site.team().stream()
                .filter(l -> l.office().equals("new-york") && l.role().equals("Associate"))
                .map(Lawyer::name)
                .toList();
        assertThat(newYorkAssociates).isNotEmpty();
        assertThat(NativeWebMcp.headings(call("search_team", Map.of("office", "new-york", "role", "Associate"))))
                .containsExactlyElementsOf(newYorkAssociates);

        String text = call("search_team", Map.of("name", "bello"));
        assertThat(NativeWebMcp.headings(text)).containsExactly("Aisha Bello");
        Lawyer aisha = site.lawyer("aisha-bello").orElseThrow();
        assertThat(text)
                .contains(
                        aisha.email(),
                        aisha.phone(),
                        String.join(", ", aisha.languages()),
                        "Associate, New York office");
    }

    @Test
    void getContactDetailsGivesPhoneEmailAndEveryOfficeWithItsHours() {
        String all = call("get_contact_details", Map.of());
        assertThat(all).contains(site.firm().phone(), site.firm().email());
        for (Office office : site.firm().offices()) {
            assertThat(all).contains(office.singleLineAddress(), office.phone(), office.email(), office.hours());
        }
        Office boston = site.firm().office("boston").orElseThrow();
        Office newYork = site.firm().office("new-york").orElseThrow();
        String one = call("get_contact_details", Map.of("office", "boston"));
        assertThat(one)
                .contains(boston.singleLineAddress(), boston.hours())
                .doesNotContain(newYork.singleLineAddress());
    }

    @Test
    void findEventsGivesUpcomingSoonestFirstThenPastWithTimesPlacesAndCalendars() {
        List<String> upcoming = site.upcomingEvents(java.time.Instant.now()).stream()
                .map(com.firmsite.content.Event::title)
                .toList();
        List<String> past = site.pastEvents(java.time.Instant.now()).stream()
                .map(com.firmsite.content.Event::title)
                .toList();
        assertThat(upcoming).hasSize(2);
        assertThat(past).hasSize(1);

        String all = call("find_events", Map.of());
        assertThat(NativeWebMcp.headings(all))
                .containsExactlyElementsOf(java.util.stream.Stream.concat(upcoming.stream(), past.stream())
                        .toList());
        assertThat(all)
                .contains("3 of 3 events match.")
                .contains("- When: 4 March 2027, 08:30–10:30 (America/New_York)")
                .contains("- Registration: https://events.example-firm.com/noncompete-2027")
                .contains("- Calendar (.ics): " + server.baseUrl() + "/events/noncompete-reform-briefing.ics")
                .contains("- Online: https://meet.example-firm.com/privacy-program")
                .contains("Slug `noncompete-reform-briefing`, " + server.baseUrl()
                        + "/events/noncompete-reform-briefing");

        assertThat(NativeWebMcp.headings(call("find_events", Map.of("when", "past"))))
                .containsExactlyElementsOf(past);
        assertThat(NativeWebMcp.headings(call("find_events", Map.of("when", "upcoming"))))
                .containsExactlyElementsOf(upcoming);
        assertThat(NativeWebMcp.headings(call("find_events", Map.of("practiceArea", "privacy-and-data-security"))))
                .containsExactly("Building a privacy program that survives an audit");
        assertThat(NativeWebMcp.headings(call("find_events", Map.of("query", "non-compete employers"))))
                .containsExactly("Non-compete reform: a briefing for employers");
        assertThat(NativeWebMcp.headings(call("find_events", Map.of("speaker", "elena-vasquez"))))
                .containsExactly("Non-compete reform: a briefing for employers");
        assertThat(call("find_events", Map.of("speaker", "elena-vasquez")))
                .contains(
                        "- Speakers: Elena Vasquez (Hartwell & Lowe LLP), Laura Chen (Boston University School of Law)");
        assertThat(call("find_events", Map.of("query", "zeppelin"))).contains("No events match");
    }

    @Test
    void findJobOpeningsGivesPlacePayAndClosingDay() {
        String all = call("find_job_openings", Map.of());
        assertThat(NativeWebMcp.headings(all))
                .containsExactlyElementsOf(site.jobOpenings().stream()
                        .map(com.firmsite.content.JobOpening::title)
                        .toList());
        assertThat(all)
                .contains("- Pay: USD 165,000–225,000 per year")
                .contains("- Place: Remote")
                .contains("- Employment: Full time")
                .contains("Slug `privacy-paralegal`, " + server.baseUrl() + "/careers/privacy-paralegal");
        assertThat(NativeWebMcp.headings(call("find_job_openings", Map.of("office", "boston"))))
                .containsExactly("Litigation Associate");
        assertThat(NativeWebMcp.headings(call("find_job_openings", Map.of("query", "paralegal"))))
                .containsExactly("Privacy Paralegal");
    }

    @ParameterizedTest(name = "{0} {1} is an error result saying: {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "get_team_member     | {\"slug\": \"nobody\"}         | Unknown slug \"nobody\". Valid values: margaret-hale, ",
                "get_team_member     | {\"slug\": 42}               | \"slug\" must be a string, not 42.",
                "get_team_member     | {}                         | Missing required parameter \"slug\": The team member's slug",
                "get_publication     | {\"slug\": \"\"}               | Missing required parameter \"slug\"",
                "get_practice_area   | {\"slug\": \"tax\"}            | Unknown slug \"tax\".",
                "search_publications | {\"year\": \"last year\"}      | \"year\" must be a whole number, not \"last year\".",
                "search_publications | {\"year\": 1999}             | \"year\" must be between ",
                "search_publications | {\"practiceArea\": [1]}      | \"practiceArea\" must be a string",
                "search_team         | {\"office\": \"paris\"}        | Unknown office \"paris\". Valid values: boston, new-york.",
                "search_team         | {\"colour\": \"blue\"}         | Unknown parameter \"colour\". This tool accepts: name, practiceArea, office, role, page.",
                "list_pages          | {\"page\": 99}               | There is no page 99 of these results: they have ",
                "search_team         | {\"page\": 0}                | \"page\" must be at least 1, not 0.",
                "navigate_to_page    | {\"path\": true}             | \"path\" must be a string, not true.",
                "find_events         | {\"when\": \"soon\"}         | Unknown when \"soon\". Valid values: upcoming, past.",
                "find_job_openings   | {\"office\": \"paris\"}      | Unknown office \"paris\". Valid values: boston, new-york.",
            })
    void invalidInputGivesAnErrorResultNotAnException(String tool, String inputJson, String message) throws Exception {
        Map<String, Object> input =
                new ObjectMapper().readValue(inputJson, new TypeReference<Map<String, Object>>() {});
        ToolResult result = webMcp.call(tool, input);
        assertThat(result.isError()).as(result.text()).isTrue();
        assertThat(result.text()).startsWith("Error: ").contains(message).endsWith(legalFooter());
    }

    /** Every page of a tool's results, following its "page N" until it names no next one. */
    private String everyPageOf(String tool) {
        StringBuilder all = new StringBuilder();
        for (int page = 1; page <= 20; page++) {
            String text = call(tool, Map.of("page", page));
            all.append(text);
            if (!text.contains("and page " + (page + 1) + ".")) {
                return all.toString();
            }
        }
        throw new AssertionError(tool + " has more than 20 pages of results");
    }

    private String call(String tool, Map<String, ?> input) {
        ToolResult result = webMcp.call(tool, input);
        assertThat(result.isError())
                .as(tool + " " + input + ": " + result.text())
                .isFalse();
        assertThat(result.text()).as("legal notice at the end").endsWith(legalFooter());
        return result.text();
    }

    private String legalFooter() {
        return "\n\n---\n\nLegal notice: " + site.firm().legalNotice() + "\n";
    }

    private static String twin(String path) {
        var response = server.get(path + ".md");
        assertThat(response.statusCode()).isEqualTo(200);
        return response.body();
    }
}
