package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.InterfaceStrings;
import com.firmsite.testing.Chromium;
import com.firmsite.testing.TestServer;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * docs/decisions.md §9.13, in real Chromium: "Copy as Markdown" on a publication and a lawyer's page
 * puts the page's Markdown twin, byte for byte, on the clipboard when pressed from the keyboard, says
 * so in a live region and keeps the focus; without JavaScript, and on paper, there is no button.
 */
class CopyMarkdownTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    private static Chromium chromium;
    private static InterfaceStrings english;

    @BeforeAll
    static void start() {
        english = server.site().strings();
        chromium = Chromium.launch();
        // The clipboard needs the user's permission; a test browser has no user to ask.
        chromium.driver()
                .executeCdpCommand(
                        "Browser.grantPermissions",
                        Map.of(
                                "origin",
                                server.baseUrl(),
                                "permissions",
                                List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
    }

    @AfterAll
    static void stop() {
        chromium.close();
    }

    @AfterEach
    void nothingWentWrongInThePage() {
        assertThat(chromium.consoleErrors()).as("console errors").isEmpty();
        chromium.driver().executeCdpCommand("Emulation.setScriptExecutionDisabled", Map.of("value", false));
        chromium.driver().executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
    }

    @Test
    void enterOnAPublicationsButtonCopiesItsMarkdownTwinAndSaysSo() {
        copiesTheTwin("/publications/earnout-disputes", Keys.ENTER);
    }

    @Test
    void spaceOnALawyersButtonCopiesItsMarkdownTwinAndSaysSo() {
        copiesTheTwin("/team/margaret-hale", Keys.SPACE);
    }

    @Test
    void aPageOtherThanAPublicationOrALawyerHasNoButton() {
        chromium.open(server.baseUrl() + "/about");
        assertThat(chromium.driver().findElements(By.cssSelector(".copy-markdown")))
                .isEmpty();
    }

    @Test
    void withoutJavaScriptThereIsNoDeadButton() {
        chromium.driver().executeCdpCommand("Emulation.setScriptExecutionDisabled", Map.of("value", true));
        chromium.open(server.baseUrl() + "/publications/earnout-disputes");
        assertThat(chromium.driver().findElements(By.cssSelector(".copy-markdown, button[data-source]")))
                .isEmpty();
        // The only button left is one that works without a script: the header's search form submits
        // to the team list (docs/decisions.md §6.5).
        assertThat(chromium.driver().findElements(By.cssSelector("button")))
                .allSatisfy(button -> assertThat(button.getDomProperty("type")).isEqualTo("submit"))
                .allSatisfy(button -> assertThat(button.findElements(By.xpath("ancestor::form[@action]")))
                        .isNotEmpty());
        // The button waits, inert, in its template: the HTML says what a script would add.
        assertThat(server.get("/publications/earnout-disputes").body())
                .contains("<template id=\"copy-markdown\">")
                .contains("data-source=\"" + server.baseUrl() + "/publications/earnout-disputes.md\"");
    }

    @Test
    void printingHidesTheButton() {
        chromium.open(server.baseUrl() + "/team/margaret-hale");
        WebElement button = button();
        assertThat(button.isDisplayed()).isTrue();
        chromium.driver().executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        assertThat(button.isDisplayed()).isFalse();
    }

    private void copiesTheTwin(String page, Keys key) {
        chromium.open(server.baseUrl() + page);
        // Something else on the clipboard first, so the test sees the copy happen.
        chromium.callAsync("navigator.clipboard.writeText('before').then(() => arguments[0](true))");
        WebElement button = button();
        assertThat(button.getText()).isEqualTo(english.text("copyMarkdown.button"));
        assertThat(button.getAttribute("type")).isEqualTo("button");
        WebElement status = chromium.driver().findElement(By.cssSelector(".copy-markdown [role=status]"));
        assertThat(status.getText()).isEmpty();

        button.sendKeys(key); // focuses the button, then presses the key, as a keyboard user does

        new WebDriverWait(chromium.driver(), Duration.ofSeconds(10))
                .until(driver -> !status.getText().isEmpty());
        assertThat(status.getText()).isEqualTo(english.text("copyMarkdown.copied"));
        assertThat(status.isDisplayed()).isTrue();
        String clipboard = (String) chromium.callAsync("navigator.clipboard.readText().then(arguments[0])");
        String twin = server.get(page + ".md").body();
        assertThat(twin).contains("# ");
        assertThat(clipboard).isEqualTo(twin);
        assertThat(chromium.driver().switchTo().activeElement()).isEqualTo(button);
    }

    private static WebElement button() {
        return chromium.driver().findElement(By.cssSelector("p.copy-markdown > button"));
    }
}
