package com.firmsite.quality;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** /site.webmanifest names the firm, and every icon it lists exists at the size it claims. */
@ExtendWith(SampleSite.class)
class WebManifestTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theManifestIsServedAsManifestJsonAndNamesTheFirm() throws Exception {
        HttpResponse<String> response = SampleSite.server().get("/site.webmanifest");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).hasValue("application/manifest+json");
        JsonNode manifest = JSON.readTree(response.body());
        var firm = SampleSite.server().site().firm();
        assertThat(manifest.path("name").asText()).isEqualTo(firm.name());
        assertThat(manifest.path("short_name").asText()).isEqualTo(firm.shortName());
        assertThat(manifest.path("start_url").asText()).isEqualTo("/");
        assertThat(manifest.path("theme_color").asText()).matches("#[0-9a-f]{6}");
    }

    @Test
    void everyPngIconHasTheSizeTheManifestClaimsAndOneIsMaskable() throws Exception {
        JsonNode manifest =
                JSON.readTree(SampleSite.server().get("/site.webmanifest").body());
        int pngs = 0;
        boolean maskable = false;
        for (JsonNode icon : manifest.path("icons")) {
            String src = icon.path("src").asText();
            if (icon.path("type").asText().equals("image/png")) {
                BufferedImage png = HeadMetadataTest.png(src);
                assertThat(png.getWidth() + "x" + png.getHeight())
                        .as(src)
                        .isEqualTo(icon.path("sizes").asText());
                pngs++;
            } else {
                assertThat(SampleSite.server().get(src).statusCode()).as(src).isEqualTo(200);
            }
            maskable |= icon.path("purpose").asText().contains("maskable");
        }
        assertThat(pngs).isGreaterThanOrEqualTo(2);
        assertThat(maskable).isTrue();
    }

    @Test
    void theFaviconSetIsComplete() {
        assertThat(SampleSite.server().get("/favicon.ico").headers().firstValue("content-type"))
                .hasValue("image/x-icon");
        assertThat(SampleSite.server().get("/favicon.svg").headers().firstValue("content-type"))
                .hasValue("image/svg+xml");
        assertThat(SampleSite.server().get("/assets/icons/icon-32.png").statusCode())
                .isEqualTo(200);
    }

    @Test
    void theSelfHostedFontsShipWithTheirLicence() {
        HttpResponse<String> licence = SampleSite.server().get("/assets/fonts/OFL.txt");

        assertThat(licence.statusCode()).isEqualTo(200);
        assertThat(licence.body()).contains("SIL Open Font License", "Source Serif 4", "Source Sans 3");
        String css = SampleSite.server().get("/assets/site.css").body();
        var fonts = java.util.regex.Pattern.compile("url\\(\"(fonts/[^\"]+)\"\\)")
                .matcher(css)
                .results()
                .map(m -> m.group(1))
                .toList();
        assertThat(fonts).isNotEmpty();
        for (String font : fonts) {
            HttpResponse<String> response = SampleSite.server().get("/assets/" + font);
            assertThat(response.headers().firstValue("content-type")).as(font).hasValue("font/woff2");
        }
    }
}
