package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.publish.NativeWebMcp.ToolResult;
import com.firmsite.publish.WebMcpTools.Tool;
import com.firmsite.testing.Chromium;
import com.firmsite.testing.TestServer;
import java.io.IOException;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The WebMCP tools of a French page, called through Chromium's own WebMCP API on the real server,
 * describe themselves and answer in French, from the French site only, at /fr/ URLs; list_pages
 * tells an agent on any page which languages exist and where (docs/decisions.md §9.10).
 */
class FrenchWebMcpTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    private static final ObjectMapper JSON = new ObjectMapper();
    private static Chromium browser;
    private static NativeWebMcp webMcp;
    private static Site english;
    private static Site french;
    private static InterfaceStrings words;

    @BeforeAll
    static void start() {
        english = server.site();
        french = english.translations().get("fr");
        words = french.strings();
        browser = Chromium.launch(NativeWebMcp.FLAG);
        webMcp = new NativeWebMcp(browser);
    }

    @AfterAll
    static void stop() {
        browser.close();
    }

    @AfterEach
    void nothingWentWrongInThePage() {
        assertThat(browser.consoleErrors()).as("console errors").isEmpty();
    }

    @Test
    void aFrenchPageRegistersTheToolsWithFrenchDescriptionsAndSchemas() {
        browser.open(server.baseUrl() + "/fr/team/margaret-hale");
        List<Map<String, Object>> registered = webMcp.moduleTools();
        List<Tool> expected = WebMcpTools.ALL.stream()
                .sorted(Comparator.comparing(Tool::name))
                .toList();
        assertThat(registered).hasSameSizeAs(expected);
        for (int i = 0; i < expected.size(); i++) {
            assertThat(registered.get(i))
                    .containsEntry("title", expected.get(i).title(words))
                    .containsEntry("description", expected.get(i).description(words));
        }
        assertThat(registered)
                .filteredOn(tool -> tool.get("name").equals("list_pages"))
                .first()
                .satisfies(tool -> assertThat(tool.get("title")).isEqualTo("Lister les pages"));
        String navigateSchema = (String) registered.stream()
                .filter(tool -> tool.get("name").equals("navigate_to_page"))
                .findFirst()
                .orElseThrow()
                .get("inputSchema");
        assertThat(navigateSchema).contains("Le chemin de la page sur ce site", "« /fr/team »");
    }

    @Test
    void listPagesOnTheFrenchHomeListsTheFrenchPagesAndEveryLanguage() {
        browser.open(server.baseUrl() + "/fr");
        String text = everyPageOf("list_pages");
        assertThat(text).startsWith("# Pages de " + french.firm().name());
        french.team()
                .forEach(lawyer -> assertThat(text)
                        .contains("- [" + lawyer.name() + "](" + server.baseUrl() + "/fr" + lawyer.path() + ") `/fr"
                                + lawyer.path() + "`: " + lawyer.description()));
        french.publications()
                .forEach(publication -> assertThat(text)
                        .contains("](" + server.baseUrl() + "/fr" + publication.path() + ") `/fr" + publication.path()
                                + "`"));
        // Nothing that is not translated, and nothing in English.
        english.team().stream()
                .filter(lawyer -> french.lawyer(lawyer.slug()).isEmpty())
                .forEach(lawyer -> assertThat(text).doesNotContain(lawyer.path()));
        assertThat(pageLinks(text)).allMatch(path -> path.equals("/fr") || path.startsWith("/fr/"));
        // The French pages of the sitemap, but a list's later pages and each author's list, which
        // their first page links (docs/decisions.md §1.10).
        int frenchPages = (int) Pattern.compile("<loc>" + Pattern.quote(server.baseUrl()) + "(/fr(?:/[^<]*)?)</loc>")
                .matcher(server.get("/sitemap-0.xml").body())
                .results()
                .map(match -> match.group(1))
                .filter(path -> !(path.contains("/page/") || path.matches("/fr/team/[a-z0-9-]+/publications")))
                .count();
        assertThat(text)
                .contains(frenchPages + " pages. Ouvrez-en une avec navigate_to_page")
                .contains("(pour la page d'accueil : " + server.baseUrl() + "/fr.md)")
                .contains("## Langues\n")
                .contains("- English (en), page d'accueil : " + server.baseUrl() + "/\n")
                .contains("- Français (fr), page d'accueil : " + server.baseUrl() + "/fr\n")
                .contains("Langue de ces outils : Français (fr).")
                .contains("Cette page dans les autres langues :\n\n- English (en): " + server.baseUrl() + "/");
    }

    @Test
    void everyDataDocumentNamesTheSitesLanguagesAndItsOwn() throws IOException {
        for (String path : List.of(WebMcpData.PATH, "/assets/webmcp-data.fr.json")) {
            JsonNode data = JSON.readTree(server.get(path).body());
            assertThat(data.path("languages")
                            .valueStream()
                            .map(l -> l.path("tag").asText()))
                    .as(path)
                    .containsExactly("en", "fr");
            assertThat(data.path("languages")
                            .valueStream()
                            .map(l -> l.path("home").asText()))
                    .containsExactly(server.baseUrl() + "/", server.baseUrl() + "/fr");
        }
        assertThat(JSON.readTree(server.get(WebMcpData.PATH).body())
                        .path("language")
                        .asText())
                .isEqualTo("en");
        assertThat(JSON.readTree(server.get("/assets/webmcp-data.fr.json").body())
                        .path("language")
                        .asText())
                .isEqualTo("fr");
    }

    @Test
    void listPagesOnAnEnglishPageAlsoNamesTheLanguagesAndTheFrenchVersion() {
        browser.open(server.baseUrl() + "/about");
        String text = call("list_pages", Map.of(), english);
        assertThat(text)
                .startsWith("# Pages of " + english.firm().name())
                .contains("## Languages\n")
                .contains("- Français (fr), home page: " + server.baseUrl() + "/fr\n")
                .contains("Language of these tools: English (en).")
                .contains("This page in other languages:\n\n- Français (fr): " + server.baseUrl() + "/fr/about");
    }

    @Test
    void searchTeamOnAFrenchLawyerPageFindsTheFrenchTeamInFrench() {
        browser.open(server.baseUrl() + "/fr/team/margaret-hale");
        String text = call("search_team", Map.of());
        assertThat(NativeWebMcp.headings(text))
                .containsExactlyElementsOf(
                        french.team().stream().map(Lawyer::name).toList());
        assertThat(french.team().size()).isLessThan(english.team().size());
        Lawyer margaret = french.lawyer("margaret-hale").orElseThrow();
        assertThat(text)
                .startsWith("# Équipe\n")
                .contains(french.team().size() + " membres de l'équipe sur "
                        + french.team().size() + " correspondent.")
                .contains("Identifiant `margaret-hale`, " + server.baseUrl() + "/fr/team/margaret-hale")
                .contains("- Courriel : " + margaret.email())
                .contains(margaret.description())
                // her role as the French pages label it, not the site.yaml term "Partner"
                .contains(french.role(margaret.role()))
                .doesNotContain(margaret.role() + ", ");
    }

    @Test
    void publicationsToolsOnAFrenchPublicationAnswerFromTheFrenchSite() {
        Publication publication = french.publications().getFirst();
        browser.open(server.baseUrl() + "/fr" + publication.path());
        String found = call("search_publications", Map.of());
        assertThat(NativeWebMcp.headings(found))
                .containsExactlyElementsOf(
                        french.publications().stream().map(Publication::title).toList());
        assertThat(found)
                .contains(french.publicationType(publication.type()) + ", ")
                .contains(", par ")
                .contains("Identifiant `" + publication.slug() + "`, " + server.baseUrl() + "/fr" + publication.path());
        String full = call("get_publication", Map.of("slug", publication.slug()));
        String twin = server.get("/fr" + publication.path() + ".md").body();
        // The twin's text, its legal notice in the tools' French words.
        assertThat(full).isEqualTo(twin.substring(0, twin.lastIndexOf("\n\n---\n\n")) + legalFooter(french));
        String untranslated = english.publications().stream()
                .map(Publication::slug)
                .filter(slug ->
                        french.publications().stream().noneMatch(p -> p.slug().equals(slug)))
                .findFirst()
                .orElseThrow();
        ToolResult unknown = webMcp.call("get_publication", Map.of("slug", untranslated));
        assertThat(unknown.isError()).isTrue();
        assertThat(unknown.text()).startsWith("Erreur : ").endsWith(legalFooter(french));
    }

    @Test
    void contactDetailsAndErrorsAreFrench() {
        browser.open(server.baseUrl() + "/fr/contact");
        assertThat(call("get_contact_details", Map.of()))
                .startsWith("# Joindre " + french.firm().name())
                .contains("Page pour nous joindre : " + server.baseUrl() + "/fr/contact")
                .contains("- Adresse : ")
                .contains("- Heures d'ouverture : "
                        + french.firm().offices().getFirst().hours());
        ToolResult missing = webMcp.call("navigate_to_page", Map.of("path", "/fr/nulle-part"));
        assertThat(missing.isError()).isTrue();
        assertThat(missing.text()).startsWith("Erreur : Il n'y a aucune page à l'adresse /fr/nulle-part.");
    }

    /** Every page of a tool's French results, following its "page N" until it names no next one. */
    private static String everyPageOf(String tool) {
        StringBuilder all = new StringBuilder();
        for (int page = 1; page <= 20; page++) {
            String text = call(tool, Map.of("page", page));
            all.append(text);
            if (!text.contains("et page " + (page + 1) + ".")) {
                return all.toString();
            }
        }
        throw new AssertionError(tool + " has more than 20 pages of results");
    }

    private static String call(String tool, Map<String, ?> input) {
        return call(tool, input, french);
    }

    private static String call(String tool, Map<String, ?> input, Site site) {
        ToolResult result = webMcp.call(tool, input);
        assertThat(result.isError()).as(tool + ": " + result.text()).isFalse();
        assertThat(result.text()).as("legal notice at the end").endsWith(legalFooter(site));
        return result.text();
    }

    private static String legalFooter(Site site) {
        String label = site.strings().text("tool.text.legalNoticeLabel");
        return "\n\n---\n\n" + label + " " + site.firm().legalNotice() + "\n";
    }

    /** The site paths (`/fr/about`) a list_pages result lists, one per page. */
    private static List<String> pageLinks(String markdown) {
        return NativeWebMcp.groups(markdown, "(?m)^- \\[.+?]\\(.+?\\) `([^`]+)`: ");
    }
}
