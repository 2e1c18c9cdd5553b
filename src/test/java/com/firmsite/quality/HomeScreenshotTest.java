package com.firmsite.quality;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.Chromium;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.OutputType;

/**
 * Full-page screenshots of the home page at a phone width and a desktop width, kept in
 * target/screenshots/ (CI keeps them as artefacts; docs/screenshots/ holds reviewed copies).
 */
@ExtendWith(SampleSite.class)
class HomeScreenshotTest {
    static final Path SCREENSHOTS = Path.of("target/screenshots");
    private static Chromium chromium;

    @BeforeAll
    static void start() {
        chromium = Chromium.launch("--hide-scrollbars").withScriptTimeout(java.time.Duration.ofSeconds(60));
    }

    @AfterAll
    static void stop() {
        chromium.close();
    }

    @ParameterizedTest(name = "the home page at {0} px renders with its own fonts, fits the width and is saved")
    @ValueSource(ints = {375, 1280})
    void homePageScreenshot(int width) throws Exception {
        chromium.viewport(width, 900, width < 600);
        chromium.openWithFonts(SampleSite.server().origin() + "/");
        int height =
                ((Number) chromium.driver().executeScript("return document.documentElement.scrollHeight;")).intValue();
        chromium.viewport(width, height, width < 600);

        byte[] png = chromium.driver().getScreenshotAs(OutputType.BYTES);
        Files.createDirectories(SCREENSHOTS);
        Files.write(SCREENSHOTS.resolve("home-" + width + ".png"), png);

        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertThat(image.getWidth()).isEqualTo(width);
        assertThat(image.getHeight()).isEqualTo(height);
        assertThat(distinctColours(image))
                .as("a rendered page, not a blank one")
                .isGreaterThan(100);
        Object scrollWidth = chromium.driver().executeScript("return document.documentElement.scrollWidth;");
        assertThat(((Number) scrollWidth).intValue()).isLessThanOrEqualTo(width);
        Object fontsLoaded = chromium.driver()
                .executeScript(
                        "return document.fonts.check('600 2rem \"Source Serif 4\"') && document.fonts.check('1rem \"Source Sans 3\"')"
                                + " && [...document.fonts].filter(f => f.status === 'loaded').length >= 2;");
        assertThat(fontsLoaded).as("self-hosted fonts loaded under the CSP").isEqualTo(true);
    }

    private static int distinctColours(BufferedImage image) {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 3) {
            for (int x = 0; x < image.getWidth(); x += 3) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours.size();
    }
}
