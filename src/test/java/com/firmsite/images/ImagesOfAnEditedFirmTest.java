package com.firmsite.images;

import static org.assertj.core.api.Assertions.assertThat;

import com.drew.imaging.ImageMetadataReader;
import com.drew.metadata.Metadata;
import com.drew.metadata.exif.GpsDirectory;
import com.firmsite.testing.Chromium;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 20 over HTTP, on copies of the sample firm with images of their own: a phone photo with GPS
 * data as a portrait, an SVG in a body.
 */
class ImagesOfAnEditedFirmTest {
    @TempDir
    Path dir;

    @Test
    void anSvgInABodyHasTheRatioOfItsViewBoxAndIsServedAsItIs() throws IOException {
        Path content = ContentFolder.copyOfSample(dir);
        byte[] svg =
                "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 300 150\"><rect width=\"300\" height=\"150\"/></svg>"
                        .getBytes(StandardCharsets.UTF_8);
        Files.createDirectories(content.resolve("images/diagrams"));
        Files.write(content.resolve("images/diagrams/timeline.svg"), svg);
        ContentFolder.append(
                content.resolve("about/history.md"),
                "\n![A timeline of the firm from 1998 to 2024](/images/diagrams/timeline.svg)\n");

        try (TestServer server = TestServer.start(content, null)) {
            Element img = Jsoup.parse(
                            server.get("/about/history", "Accept", "text/html").body())
                    .selectFirst("main img[src$=.svg]");

            assertThat(img).isNotNull();
            assertThat(img.attr("src")).isEqualTo("/images/diagrams/timeline.svg");
            assertThat(img.attr("alt")).isEqualTo("A timeline of the firm from 1998 to 2024");
            assertThat(img.attr("width")).isEqualTo("300");
            assertThat(img.attr("height")).isEqualTo("150");
            assertThat(img.attr("loading")).isEqualTo("lazy");
            assertThat(img.attr("decoding")).isEqualTo("async");
            var response = server.getBytes("/images/diagrams/timeline.svg");
            assertThat(response.headers().firstValue("Content-Type")).contains("image/svg+xml");
            assertThat(response.body()).isEqualTo(svg);
        }
    }

    /**
     * Issue 32: an SVG opened directly is a document at the site's origin; served as it is, a script
     * in it ran there. Its policy allows no script and sandboxes it, and headless Chromium shows that
     * the script does not run: the same page's title would change if it did.
     */
    @Test
    void anSvgOpenedDirectlyRunsNoScript() throws IOException {
        Path content = ContentFolder.copyOfSample(dir);
        byte[] svg = ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><title>drawing</title>"
                        + "<script>document.title = 'script ran at ' + document.domain;</script>"
                        + "<rect width=\"10\" height=\"10\" style=\"fill: #12233f\"/></svg>")
                .getBytes(StandardCharsets.UTF_8);
        Files.createDirectories(content.resolve("images/diagrams"));
        Files.write(content.resolve("images/diagrams/hostile.svg"), svg);

        try (TestServer server = TestServer.start(content, null);
                Chromium chromium = Chromium.launch()) {
            HttpResponse<byte[]> response = server.getBytes("/images/diagrams/hostile.svg");
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.headers().firstValue("Content-Type")).contains("image/svg+xml");
            assertThat(response.headers().firstValue("Content-Security-Policy"))
                    .contains("default-src 'none'; style-src 'unsafe-inline'; sandbox");
            assertThat(response.headers().firstValue("X-Content-Type-Options")).contains("nosniff");

            chromium.open(server.origin() + "/images/diagrams/hostile.svg");

            assertThat(chromium.driver().getTitle()).isEqualTo("drawing");
        }
    }

    @Test
    void gpsDataOfAPortraitReachesNoUrlThePagesOffer() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        byte[] photo = TestImages.jpegWithGps(640, 800, 1);
        assertThat(ImageMetadataReader.readMetadata(new ByteArrayInputStream(photo))
                        .getFirstDirectoryOfType(GpsDirectory.class))
                .as("the test input carries GPS data")
                .isNotNull();
        Files.write(content.resolve("images/team/margaret-hale.jpg"), photo);

        try (TestServer server = TestServer.start(content, null)) {
            Set<String> urls = new TreeSet<>(Set.of("/images/team/margaret-hale.jpg"));
            for (Element element : Jsoup.parse(server.get("/team/margaret-hale", "Accept", "text/html")
                            .body())
                    .select("picture.portrait-profile img, picture.portrait-profile source")) {
                urls.add(element.attr("src"));
                for (String candidate : element.attr("srcset").split(",", -1)) {
                    urls.add(candidate.strip().split(" ", -1)[0]);
                }
            }
            urls.remove("");
            assertThat(urls)
                    .as("the original and every width, in WebP and JPEG")
                    .hasSizeGreaterThanOrEqualTo(9);
            for (String url : urls) {
                HttpResponse<byte[]> response = server.getBytes(url);
                assertThat(response.statusCode()).as(url).isEqualTo(200);
                Metadata metadata = ImageMetadataReader.readMetadata(new ByteArrayInputStream(response.body()));
                assertThat(metadata.getFirstDirectoryOfType(GpsDirectory.class))
                        .as(url)
                        .isNull();
                assertThat(new String(response.body(), StandardCharsets.ISO_8859_1))
                        .as(url)
                        .doesNotContain("Exif\0\0");
            }
        }
    }
}
