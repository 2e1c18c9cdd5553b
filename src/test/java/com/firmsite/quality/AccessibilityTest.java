package com.firmsite.quality;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.testing.Chromium;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * axe-core, injected into headless Chromium, finds no WCAG 2.0/2.1/2.2 A and AA violations on any
 * page; and no page scrolls sideways at 320 CSS pixels (WCAG 1.4.10 Reflow).
 */
@ExtendWith(SampleSite.class)
class AccessibilityTest {
    /** Installed by {@code npm ci} in qa/ (./run-tests does it). */
    static final Path AXE = Path.of("qa/node_modules/axe-core/axe.min.js");

    private static final String TAGS = "['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static Chromium chromium;
    private static String axe;

    @BeforeAll
    static void start() throws Exception {
        assertThat(AXE).as("axe-core is missing: run `npm ci` in qa/").exists();
        axe = Files.readString(AXE);
        chromium = Chromium.launch("--hide-scrollbars").withScriptTimeout(java.time.Duration.ofSeconds(60));
    }

    @AfterAll
    static void stop() {
        if (chromium != null) {
            chromium.close();
        }
    }

    static List<String> pages() {
        return SampleSite.htmlPagesAndNotFound();
    }

    @ParameterizedTest(name = "axe finds no WCAG A/AA violations on {0}")
    @MethodSource("pages")
    void noPageHasAccessibilityViolations(String path) throws Exception {
        chromium.viewport(1280, 900, false);
        chromium.openWithFonts(SampleSite.server().origin() + path);

        JsonNode results = runAxe();

        System.out.printf(
                "axe %s: %d violations, %d rules passed%n",
                path, results.path("violations").size(), results.path("passes").size());
        assertThat(describe(results.path("violations")))
                .as("axe violations on %s", path)
                .isEmpty();
        assertThat(results.path("passes").size()).as("axe ran its rules").isGreaterThan(10);
    }

    @ParameterizedTest(name = "{0} reflows into 320 CSS pixels without sideways scrolling")
    @MethodSource("pages")
    void noPageScrollsSidewaysAt320Pixels(String path) {
        chromium.viewport(320, 640, true);
        chromium.openWithFonts(SampleSite.server().origin() + path);

        Object width = chromium.driver().executeScript("return document.documentElement.scrollWidth;");

        assertThat(((Number) width).intValue())
                .as("document width of %s at 320 px", path)
                .isLessThanOrEqualTo(320);
    }

    @Test
    void theFirstTabShowsTheSkipLinkWithAVisibleFocusRingAndItLeadsToMain() {
        chromium.viewport(1280, 900, false);
        chromium.openWithFonts(SampleSite.server().origin() + "/team");

        chromium.driver().findElement(By.tagName("body")).sendKeys(Keys.TAB);
        WebElement focused = chromium.driver().switchTo().activeElement();
        assertThat(focused.getAttribute("class")).isEqualTo("skip-link");
        assertThat(focused.getRect().getY()).as("skip link scrolled into view").isGreaterThanOrEqualTo(0);
        assertThat(focused.getCssValue("outline-style")).isEqualTo("solid");
        assertThat(focused.getCssValue("outline-width")).isEqualTo("3px");

        focused.sendKeys(Keys.ENTER);
        assertThat(chromium.driver().switchTo().activeElement().getAttribute("id"))
                .isEqualTo("main");
    }

    /**
     * The note for agents (docs/decisions.md §2.10) is read by screen readers and by agents that read
     * the accessibility tree, takes no room on screen, and no Tab stop: the first Tab still reaches
     * the skip link, the second the firm's name.
     */
    @Test
    void theNoteForAgentsIsInTheAccessibilityTreeButNotOnScreenNorInTheTabOrder() {
        chromium.viewport(1280, 900, false);
        chromium.openWithFonts(SampleSite.server().origin() + "/fr/team");

        WebElement note = chromium.driver().findElement(By.cssSelector("p.agent-note"));
        assertThat(note.getRect().getWidth()).isLessThanOrEqualTo(1);
        assertThat(note.getRect().getHeight()).isLessThanOrEqualTo(1);
        assertThat(note.getCssValue("display")).isNotEqualTo("none");
        assertThat(note.getCssValue("visibility")).isEqualTo("visible");
        java.util.Map<String, Object> tree =
                chromium.driver().executeCdpCommand("Accessibility.getFullAXTree", java.util.Map.of());
        List<String> links = new ArrayList<>();
        for (JsonNode node : JSON.<JsonNode>valueToTree(tree.get("nodes"))) {
            if (!node.path("ignored").asBoolean()
                    && node.path("role").path("value").asText().equals("link")) {
                links.add(node.path("name").path("value").asText());
            }
        }
        assertThat(links).as("links a screen reader reads").contains("/fr/llms.txt", "/fr/team.md");

        chromium.driver().findElement(By.tagName("body")).sendKeys(Keys.TAB);
        assertThat(chromium.driver().switchTo().activeElement().getAttribute("class"))
                .isEqualTo("skip-link");
        chromium.driver().switchTo().activeElement().sendKeys(Keys.TAB);
        assertThat(chromium.driver().switchTo().activeElement().getAttribute("href"))
                .doesNotEndWith("llms.txt")
                .doesNotEndWith(".md");
    }

    /**
     * The home page's hint to another language (docs/decisions.md §9.11) only shows in a browser that
     * prefers that language: axe checks the English home with the French hint shown, at both widths.
     */
    @Test
    void theHomePageWithItsLanguageHintShownHasNoViolations() throws Exception {
        try (Chromium french = Chromium.launch("--hide-scrollbars", "--lang=fr", "--accept-lang=fr")
                .withScriptTimeout(java.time.Duration.ofSeconds(60))) {
            for (int width : new int[] {1280, 320}) {
                french.viewport(width, 900, width < 600);
                french.openWithFonts(SampleSite.server().origin() + "/");
                assertThat(french.driver().findElements(By.cssSelector("body > aside.language-hint[lang=fr]")))
                        .as("the French hint is shown")
                        .hasSize(1);
                assertThat(describe(runAxe(french).path("violations")))
                        .as("axe violations with the hint, at %d px", width)
                        .isEmpty();
                Object scroll = french.driver().executeScript("return document.documentElement.scrollWidth;");
                assertThat(((Number) scroll).intValue()).isLessThanOrEqualTo(width);
            }
        }
    }

    @Test
    void axeReportsViolationsOnABrokenPage() throws Exception {
        chromium.driver().get("data:text/html,<title>x</title><img src='x.png'><a href='/'></a>");

        JsonNode results = runAxe();

        assertThat(describe(results.path("violations")))
                .anyMatch(v -> v.startsWith("image-alt"))
                .anyMatch(v -> v.startsWith("html-has-lang"));
    }

    private static JsonNode runAxe() throws Exception {
        return runAxe(chromium);
    }

    private static JsonNode runAxe(Chromium browser) throws Exception {
        browser.driver().executeScript(axe);
        Object json = browser.driver()
                .executeAsyncScript("const done = arguments[arguments.length - 1];"
                        + "axe.run(document, {runOnly: {type: 'tag', values: " + TAGS + "}})"
                        + ".then(r => done(JSON.stringify({violations: r.violations, passes: r.passes.map(p => p.id)})))"
                        + ".catch(e => done(JSON.stringify({error: String(e)})));");
        JsonNode results = JSON.readTree((String) json);
        assertThat(results.has("error"))
                .as("axe failed: %s", results.path("error").asText())
                .isFalse();
        return results;
    }

    /** "rule-id: help (target, target...)" per violation, readable in a failure message. */
    private static List<String> describe(JsonNode violations) {
        List<String> lines = new ArrayList<>();
        for (JsonNode violation : violations) {
            List<String> targets = new ArrayList<>();
            violation
                    .path("nodes")
                    .forEach(node -> targets.add(node.path("target").toString()));
            lines.add(violation.path("id").asText() + ": "
                    + violation.path("help").asText() + " " + targets);
        }
        return lines;
    }
}
