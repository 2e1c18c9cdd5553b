package com.firmsite.quality;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.Chromium;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.OutputType;

/**
 * A lawyer's bar admissions in headless Chromium: a year is never broken across lines ("200 / 3"),
 * at a desktop width, where the table sits in the narrow sidebar beside a long jurisdiction, nor
 * on a phone. The screenshots are kept in target/screenshots/.
 */
@ExtendWith(SampleSite.class)
class AdmissionsTableLayoutTest {
    private static final String LAWYER = "/team/margaret-hale";
    private static Chromium chromium;

    @BeforeAll
    static void start() {
        chromium = Chromium.launch("--hide-scrollbars");
    }

    @AfterAll
    static void stop() {
        chromium.close();
    }

    @ParameterizedTest(name = "at {0} px every cell of the year column holds its text on one line")
    @ValueSource(ints = {1280, 375})
    void theYearColumnIsNeverWrapped(int width) throws Exception {
        chromium.viewport(width, 900, width < 600);
        chromium.openWithFonts(SampleSite.server().origin() + LAWYER);

        // A text wrapped over n lines has n client rectangles; the year column is the last one.
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> cells =
                (List<Map<String, Object>>) chromium.driver().executeScript("""
                        return [...document.querySelectorAll('table.compact tr > :last-child')].map(cell => {
                          const range = document.createRange();
                          range.selectNodeContents(cell);
                          const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
                          return {text: cell.textContent, lines: lines.size};
                        });""");

        int height =
                ((Number) chromium.driver().executeScript("return document.documentElement.scrollHeight;")).intValue();
        chromium.viewport(width, height, width < 600);
        Files.createDirectories(HomeScreenshotTest.SCREENSHOTS);
        Files.write(
                HomeScreenshotTest.SCREENSHOTS.resolve("lawyer-" + width + ".png"),
                chromium.driver().getScreenshotAs(OutputType.BYTES));

        assertThat(cells).as("the admissions table's year column").hasSizeGreaterThanOrEqualTo(3);
        for (Map<String, Object> cell : cells) {
            assertThat(((Number) cell.get("lines")).intValue())
                    .as("\"" + cell.get("text") + "\" at " + width + " px")
                    .isEqualTo(1);
        }
        Object scrollWidth = chromium.driver().executeScript("return document.documentElement.scrollWidth;");
        assertThat(((Number) scrollWidth).intValue())
                .as("no sideways scrolling")
                .isLessThanOrEqualTo(width);
    }
}
