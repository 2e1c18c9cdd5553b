package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.content.Lawyer;
import com.firmsite.testing.Chromium;
import com.firmsite.testing.TestServer;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The search form of every page (docs/decisions.md §6.5), in headless Chromium against the real
 * server: a lawyer found by name, with the keyboard only, any query answered without an error,
 * no axe violation with results shown, nothing loaded before first use and nothing off the origin.
 */
class SiteSearchTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TAGS = "['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']";
    private static Chromium browser;

    @BeforeAll
    static void start() {
        browser = Chromium.launch().withScriptTimeout(Duration.ofSeconds(60));
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
    void everyPageHasALabelledSearchFieldThatIsAlsoADeclarativeTool() {
        for (String path : List.of("/", "/team/aisha-bello", "/fr")) {
            String html = server.get(path, "Accept", "text/html").body();
            assertThat(html)
                    .as(path)
                    .contains("<search class=\"site-search-box\">")
                    .contains("toolname=\"" + WebMcpTools.SEARCH_FORM + "\"")
                    .contains("<label for=\"site-search-query\">")
                    .contains("<input type=\"search\" id=\"site-search-query\" name=\"q\"")
                    .contains("toolparamdescription=\"")
                    .contains("role=\"status\"");
        }
        assertThat(server.get("/", "Accept", "text/html").body()).contains("action=\"/team\"");
        assertThat(server.get("/fr", "Accept", "text/html").body()).contains("action=\"/fr/team\"");
        // Without JavaScript the form leads to the team list.
        HttpResponse<String> noScript = server.get("/team?q=aisha", "Accept", "text/html");
        assertThat(noScript.statusCode()).isEqualTo(200);
        assertThat(noScript.body()).contains("Aisha Bello");
    }

    @Test
    void nothingIsLoadedBeforeTheFieldIsUsed() {
        browser.open(server.baseUrl() + "/about");
        assertThat(loaded()).noneMatch(url -> url.contains("minisearch") || url.contains("/assets/webmcp/"));
        field().click();
        waitFor(() -> loaded().stream().anyMatch(url -> url.endsWith("/assets/minisearch.js")));
    }

    @Test
    void typingALawyersNameGivesALinkToTheirPage() {
        Lawyer lawyer = server.site().team().get(3);
        browser.open(server.baseUrl() + "/");
        field().sendKeys(lawyer.name());
        assertThat(waitForResult(lawyer.path())).isEqualTo(lawyer.name());
        assertThat(status()).matches("\\d+ results?.*");
        assertThat(loaded()).allMatch(url -> url.startsWith(server.baseUrl()) || url.startsWith(server.origin()));
    }

    @Test
    void theKeyboardAloneFindsAndOpensAProfile() {
        Lawyer lawyer = server.site().team().get(0);
        browser.open(server.baseUrl() + "/");
        WebElement body = browser.driver().findElement(By.tagName("body"));
        // Tab from the top of the page to the field, as a keyboard user would.
        body.sendKeys(Keys.TAB);
        for (int i = 0; i < 40 && !"site-search-query".equals(active().getAttribute("id")); i++) {
            active().sendKeys(Keys.TAB);
        }
        assertThat(active().getAttribute("id")).isEqualTo("site-search-query");
        active().sendKeys(lawyer.name().substring(lawyer.name().indexOf(' ') + 1));
        waitForResult(lawyer.path());
        active().sendKeys(Keys.ARROW_DOWN);
        assertThat(active().getAttribute("href")).isEqualTo(server.baseUrl() + lawyer.path());
        active().sendKeys(Keys.ESCAPE);
        assertThat(active().getAttribute("id")).isEqualTo("site-search-query");
        active().sendKeys(Keys.ARROW_DOWN);
        active().sendKeys(Keys.ENTER);
        waitFor(() -> browser.driver().getCurrentUrl().equals(server.baseUrl() + lawyer.path()));
    }

    /**
     * Each fact the index holds finds its person or publication (the contract's "lists and search at any size"): people by
     * name, role, office, practice area, language and bar admission; publications by title,
     * description, type, topic, author and year. The queries are chosen so that the fact is the only
     * way the expected entry matches (the sample content has it in no other indexed field).
     */
    @ParameterizedTest(name = "\"{0}\" finds {1} ({2})")
    @CsvSource({
        "Bello,                     /team/aisha-bello,                             name",
        "Paralegal,                 /team/kevin-mcardle,                           role",
        "Counsel Boston,            /team/elena-vasquez,                           office",
        "Associate Intellectual,    /team/grace-whitfield,                         practice area",
        "Yoruba,                    /team/daniel-okafor,                           language",
        "Rhode Island,              /team/thomas-lowe,                             admission",
        "Estoppel,                  /publications/estoppel-certificates-and-sndas, title",
        "valuation gap,             /publications/earnout-disputes,                description",
        "Firm news,                 /publications/new-york-office-expands,         type",
        "Bias audits,               /publications/ai-tools-in-hiring,              topic",
        "Vasquez Hiring,            /publications/ai-tools-in-hiring,              author",
        "2025 Trademark,            /publications/trademark-clearance-before-launch, year",
        "survives audit,            /events/privacy-program-webinar,               event title",
        "Litigation Associate,      /careers/litigation-associate,                 job opening title",
    })
    void eachIndexedFactFindsItsEntry(String query, String path, String fact) {
        browser.open(server.baseUrl() + "/");
        field().sendKeys(query);
        assertThat(waitForResult(path)).as(fact).isNotNull();
    }

    /**
     * A French page searches the French index only: French words find the French publication at its
     * /fr address, the status speaks French, and nothing of the English index is fetched.
     */
    @Test
    void aFrenchPageSearchesTheFrenchIndex() {
        browser.open(server.baseUrl() + "/fr");
        field().sendKeys("embauche");
        assertThat(waitForResult("/fr/publications/ai-tools-in-hiring")).startsWith("Outils d'IA et embauche");
        waitFor(() -> status().matches("\\d+ résultats?"));
        assertThat(loaded())
                .anyMatch(url -> url.endsWith("/assets/webmcp-data.fr.json"))
                .anyMatch(url -> url.contains("/assets/webmcp/fr/"))
                .noneMatch(url -> url.endsWith("/assets/webmcp-data.json") || url.contains("/assets/webmcp/en/"));
    }

    /** More matches than are listed: the status gives their number and says only the first are listed. */
    @Test
    void aBroadQueryListsTheFirstAndSaysHowManyThereAre() {
        browser.open(server.baseUrl() + "/");
        setQuery("we");
        waitFor(() -> status().contains("The first 20 are listed"));
        assertThat(browser.driver().findElements(By.cssSelector("#site-search-results li")))
                .hasSize(20);
        int total = Integer.parseInt(status().substring(0, status().indexOf(' ')));
        assertThat(total).isGreaterThan(20);
    }

    /**
     * The form is a declarative WebMCP tool that Chromium's own WebMCP registers from its attributes;
     * run by an agent, it submits itself ({@code toolautosubmit}) and answers with the results as
     * Markdown links, not by leaving the page.
     */
    @Test
    void anAgentRunningTheFormsToolGetsTheResults() throws Exception {
        Chromium agentBrowser = Chromium.launch(NativeWebMcp.FLAG).withScriptTimeout(Duration.ofSeconds(60));
        try {
            agentBrowser.open(server.baseUrl() + "/");
            Object answer = agentBrowser.callAsync("""
                    const [name, input, done] = arguments;
                    (async () => {
                      const deadline = Date.now() + 10000;
                      let tool;
                      while (!(tool = (await document.modelContext.getTools()).find(t => t.name === name))) {
                        if (Date.now() > deadline) return {missing: name};
                        await new Promise(resolve => setTimeout(resolve, 25));
                      }
                      return {schema: JSON.stringify(tool.inputSchema), json: await document.modelContext.executeTool(tool, input)};
                    })().then(done, e => done({thrown: String(e)}));
                    """, WebMcpTools.SEARCH_FORM, java.util.Map.of("q", "Yoruba"));
            assertThat(answer).isInstanceOf(java.util.Map.class);
            java.util.Map<?, ?> result = (java.util.Map<?, ?>) answer;
            assertThat(result.get("json")).as(String.valueOf(result)).isNotNull();
            // The parameter is the field, described by its toolparamdescription.
            assertThat(JSON.readTree((String) result.get("schema"))
                            .path("properties")
                            .path("q")
                            .path("description")
                            .asText())
                    .isEqualTo(server.site().strings().text("search.queryDescription"));
            assertThat(String.valueOf(result.get("json")))
                    .contains("1 result")
                    .contains("[Daniel Okafor](" + server.baseUrl() + "/team/daniel-okafor)");
            assertThat(agentBrowser.driver().getCurrentUrl()).isEqualTo(server.baseUrl() + "/");
            assertThat(agentBrowser.consoleErrors()).isEmpty();
        } finally {
            agentBrowser.close();
        }
    }

    @Test
    void anyQueryIsAnsweredWithoutAnError() {
        browser.open(server.baseUrl() + "/");
        List<String> queries = List.of(
                "",
                "   ",
                "x".repeat(10_000),
                "employment ".repeat(1_000),
                ".*+?^${}()|[]\\/",
                "(a+)+$",
                "\"; alert(1); //<script>alert(1)</script>",
                "محامي عقود العمل",
                "עורך דין",
                "👩‍⚖️ ⚖️ 🏛️",
                "\u202Eevil\u202C",
                "\u0000\uFFFF");
        for (String query : queries) {
            setQuery(query);
            if (query.isBlank()) {
                waitFor(() -> status().isEmpty());
                assertThat(browser.driver().findElements(By.cssSelector("#site-search-results li")))
                        .isEmpty();
            } else {
                waitFor(() -> !status().isEmpty() && !status().contains("Searching"));
            }
            assertThat(browser.consoleErrors())
                    .as("console errors after %.40s", query)
                    .isEmpty();
        }
        assertThat(browser.driver().findElements(By.tagName("script")).stream()
                        .filter(script -> script.getAttribute("textContent").contains("alert(1)")))
                .isEmpty();
    }

    @Test
    void axeFindsNoViolationWithResultsShown() throws Exception {
        Lawyer lawyer = server.site().team().get(1);
        browser.open(server.baseUrl() + "/");
        field().sendKeys(lawyer.name());
        waitForResult(lawyer.path());
        browser.driver().executeScript(Files.readString(Path.of("qa/node_modules/axe-core/axe.min.js")));
        Object json = browser.driver()
                .executeAsyncScript("const done = arguments[arguments.length - 1];"
                        + "axe.run(document, {runOnly: {type: 'tag', values: " + TAGS + "}})"
                        + ".then(r => done(JSON.stringify({violations: r.violations.map(v => v.id + ': ' + v.help)})))"
                        + ".catch(e => done(JSON.stringify({error: String(e)})));");
        JsonNode results = JSON.readTree((String) json);
        assertThat(results.has("error")).as(results.path("error").asText()).isFalse();
        assertThat(results.path("violations")).as(results.toString()).isEmpty();
    }

    private static WebElement field() {
        return browser.driver().findElement(By.id("site-search-query"));
    }

    private static WebElement active() {
        return browser.driver().switchTo().activeElement();
    }

    private static String status() {
        return browser.driver().findElement(By.id("site-search-status")).getText();
    }

    /** Sets the field's value at once (typing 10,000 characters key by key would take minutes) and says so. */
    private static void setQuery(String query) {
        ((JavascriptExecutor) browser.driver())
                .executeScript(
                        "const f = document.getElementById('site-search-query'); f.focus(); f.value = arguments[0];"
                                + " f.dispatchEvent(new Event('input', {bubbles: true}));",
                        query);
    }

    /** Waits for a result linking to {@code path}, and answers its text. */
    private static String waitForResult(String path) {
        // The list is replaced as each shard of the index arrives: a link read as it goes is stale.
        return new WebDriverWait(browser.driver(), Duration.ofSeconds(15))
                .ignoring(org.openqa.selenium.StaleElementReferenceException.class)
                .until(driver -> driver.findElements(By.cssSelector("#site-search-results a")).stream()
                        .filter(a -> (server.baseUrl() + path).equals(a.getAttribute("href")))
                        .map(WebElement::getText)
                        .findFirst()
                        .orElse(null));
    }

    @SuppressWarnings("unchecked")
    private static List<String> loaded() {
        return (List<String>)
                browser.driver().executeScript("return performance.getEntriesByType('resource').map(e => e.name);");
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) {
        new WebDriverWait(browser.driver(), Duration.ofSeconds(15)).until(driver -> condition.getAsBoolean());
    }
}
