package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.Site;
import com.firmsite.testing.Chromium;
import com.firmsite.testing.TestServer;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * The home page's hint to another language (docs/decisions.md §9.11), in real Chromium started with
 * a language preference: shown in the preferred language when the site has it and the page is in
 * another, absent when they agree, dismissible by keyboard for the session, never a redirect; the
 * server's bytes never depend on {@code Accept-Language}.
 */
class LanguageHintTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    private static Chromium frenchBrowser;
    private static Chromium englishBrowser;
    private static Site english;

    @BeforeAll
    static void start() {
        english = server.site();
        frenchBrowser = Chromium.launch("--lang=fr-CA", "--accept-lang=fr-CA,fr");
        englishBrowser = Chromium.launch("--lang=en-US", "--accept-lang=en-US,en");
    }

    @AfterAll
    static void stop() {
        frenchBrowser.close();
        englishBrowser.close();
    }

    @AfterEach
    void nothingWentWrongInThePage() {
        assertThat(frenchBrowser.consoleErrors())
                .as("console errors (French browser)")
                .isEmpty();
        assertThat(englishBrowser.consoleErrors())
                .as("console errors (English browser)")
                .isEmpty();
    }

    @Test
    void theBrowsersReallyPreferTheirLanguages() {
        assertThat(languages(frenchBrowser)).startsWith("fr-CA");
        assertThat(languages(englishBrowser)).startsWith("en-US");
    }

    @Test
    void aBrowserPreferringFrenchSeesAFrenchHintOnTheEnglishHomeAndStaysThere() {
        frenchBrowser.open(server.baseUrl() + "/");
        WebElement hint = visibleHint(frenchBrowser);
        InterfaceStrings french = english.translations().get("fr").strings();
        assertThat(hint.getAttribute("lang")).isEqualTo("fr");
        assertThat(hint.getAttribute("aria-label")).isEqualTo(french.text("languageHint.label"));
        assertThat(hint.getText()).contains(french.text("languageHint.message"));
        WebElement link = hint.findElement(By.tagName("a"));
        assertThat(link.getText()).isEqualTo(french.text("languageHint.link"));
        assertThat(link.getAttribute("href")).isEqualTo(server.baseUrl() + "/fr");
        assertThat(link.getAttribute("hreflang")).isEqualTo("fr");
        // No redirect: the browser still shows the English home it asked for.
        assertThat(frenchBrowser.driver().getCurrentUrl()).isEqualTo(server.baseUrl() + "/");
        assertThat(frenchBrowser.driver().findElement(By.tagName("html")).getAttribute("lang"))
                .isEqualTo("en");
    }

    @Test
    void theHintIsAbsentWhenThePageIsInThePreferredLanguage() {
        frenchBrowser.open(server.baseUrl() + "/fr");
        assertThat(shownHints(frenchBrowser)).isEmpty();
        englishBrowser.open(server.baseUrl() + "/");
        assertThat(shownHints(englishBrowser)).isEmpty();
        // Only home pages offer it.
        frenchBrowser.open(server.baseUrl() + "/about");
        assertThat(shownHints(frenchBrowser)).isEmpty();
    }

    @Test
    void aBrowserPreferringEnglishSeesAnEnglishHintOnTheFrenchHome() {
        englishBrowser.open(server.baseUrl() + "/fr");
        WebElement hint = visibleHint(englishBrowser);
        assertThat(hint.getAttribute("lang")).isEqualTo("en");
        assertThat(hint.getText()).contains(english.strings().text("languageHint.message"));
        assertThat(hint.findElement(By.tagName("a")).getAttribute("href")).isEqualTo(server.baseUrl() + "/");
        assertThat(englishBrowser.driver().getCurrentUrl()).isEqualTo(server.baseUrl() + "/fr");
    }

    @Test
    void theKeyboardDismissesTheHintForTheRestOfTheSession() {
        Chromium browser = Chromium.launch("--lang=fr", "--accept-lang=fr");
        try {
            browser.open(server.baseUrl() + "/");
            visibleHint(browser);
            // Tab order: the skip link, the hint's link, its button.
            WebElement body = browser.driver().findElement(By.tagName("body"));
            body.sendKeys(Keys.TAB);
            browser.driver().switchTo().activeElement().sendKeys(Keys.TAB);
            browser.driver().switchTo().activeElement().sendKeys(Keys.TAB);
            WebElement button = browser.driver().switchTo().activeElement();
            assertThat(button.getTagName()).isEqualTo("button");
            assertThat(button.getCssValue("outline-style")).as("visible focus").isEqualTo("solid");
            button.sendKeys(Keys.ENTER);
            assertThat(shownHints(browser)).isEmpty();
            assertThat(browser.driver().switchTo().activeElement().getAttribute("class"))
                    .as("focus moves on, not lost")
                    .isEqualTo("brand");
            browser.open(server.baseUrl() + "/");
            assertThat(shownHints(browser))
                    .as("after dismissal, in the same session")
                    .isEmpty();
            assertThat(browser.driver().manage().getCookies()).isEmpty();
        } finally {
            browser.close();
        }
    }

    @Test
    void theServerSendsTheSameBytesWhateverTheAcceptLanguage() {
        for (String path : List.of("/", "/fr", "/about", "/fr/about", "/team/margaret-hale", "/no-such-page")) {
            HttpResponse<byte[]> plain = server.getBytes(path, "Accept", "text/html");
            for (String preference : List.of("fr-CA,fr;q=0.9", "en-US,en;q=0.8", "de", "*")) {
                HttpResponse<byte[]> asked =
                        server.getBytes(path, "Accept", "text/html", "Accept-Language", preference);
                assertThat(asked.statusCode()).as(path + " for " + preference).isEqualTo(plain.statusCode());
                assertThat(Arrays.equals(asked.body(), plain.body()))
                        .as(path + " for " + preference)
                        .isTrue();
                assertThat(asked.headers().allValues("vary").toString()).doesNotContainIgnoringCase("language");
            }
        }
    }

    private static String languages(Chromium browser) {
        browser.open(server.baseUrl() + "/about");
        return String.valueOf(browser.driver().executeScript("return navigator.languages.join(',');"));
    }

    /** The hint the page shows (outside its template), once the module has run. */
    private static WebElement visibleHint(Chromium browser) {
        List<WebElement> hints = shownHints(browser);
        assertThat(hints).as("hints shown").hasSize(1);
        assertThat(hints.getFirst().isDisplayed()).isTrue();
        return hints.getFirst();
    }

    private static List<WebElement> shownHints(Chromium browser) {
        // Module scripts run before the load event, which open() waits for.
        return browser.driver().findElements(By.cssSelector("body > aside.language-hint"));
    }
}
