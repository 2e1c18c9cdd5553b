package com.firmsite.images;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.Events;
import com.firmsite.testing.TestServer;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 20 over HTTP against the sample firm: every original at its site path and every variant at
 * its digest URL answers with its exact type, a strong ETag and the right cache policy, and decodes
 * to the size it declares.
 */
class ImagesOverHttpTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    private static ImageLibrary library;

    @BeforeAll
    static void start() throws Exception {
        // The same loader and cache as the server's: the very images it serves.
        library = ImageLoader.inMemory(new Events(new PrintStream(OutputStream.nullOutputStream()), false))
                .load(TestServer.SAMPLE_CONTENT);
    }

    @Test
    void everyLawyerHasAPortraitAndEveryOfficeAPhoto() throws IOException {
        try (Stream<Path> team = Files.list(TestServer.SAMPLE_CONTENT.resolve("team"))) {
            for (String slug : team.map(file -> file.getFileName().toString().replace(".md", ""))
                    .toList()) {
                assertThat(library.find("/images/team/" + slug + ".jpg"))
                        .as(slug)
                        .isPresent();
            }
        }
        assertThat(library.find("/images/offices/boston.jpg")).isPresent();
        assertThat(library.find("/images/offices/new-york.jpg")).isPresent();
        assertThat(library.all().stream().filter(image -> image.sitePath().startsWith("/images/publications/")))
                .hasSizeGreaterThanOrEqualTo(3);
    }

    @Test
    void everyVariantAnswersWithItsExactTypeAStrongEtagAndAYearLongImmutableCache() {
        for (SiteImage image : library.all()) {
            for (ImageVariant variant : image.variants()) {
                HttpResponse<byte[]> response = server.getBytes(variant.url());
                assertThat(response.statusCode()).as(variant.url()).isEqualTo(200);
                assertThat(response.headers().firstValue("Content-Type"))
                        .as(variant.url())
                        .contains(variant.format().mediaType().value());
                assertThat(response.headers().firstValue("Cache-Control"))
                        .as(variant.url())
                        .contains("public, max-age=31536000, immutable");
                assertThat(response.headers().firstValue("ETag").orElseThrow())
                        .as(variant.url())
                        .matches("\"[^\"]+\"");
                assertThat(response.body()).as(variant.url()).isEqualTo(variant.bytes());
            }
        }
    }

    @Test
    void everyVariantDecodesToItsDeclaredSizeAndNoneIsWiderThanItsOriginal() throws IOException {
        for (SiteImage image : library.all()) {
            for (ImageVariant variant : image.variants()) {
                BufferedImage decoded = ImageIO.read(
                        new ByteArrayInputStream(server.getBytes(variant.url()).body()));
                assertThat(decoded).as(variant.url()).isNotNull();
                assertThat(decoded.getWidth())
                        .as(variant.url())
                        .isEqualTo(variant.width())
                        .isLessThanOrEqualTo(image.width());
                assertThat(decoded.getHeight()).as(variant.url()).isEqualTo(variant.height());
            }
        }
    }

    @Test
    void originalsAnswerAtTheirSitePathWithTheirOwnTypeAndARevalidatedCache() throws IOException {
        for (SiteImage image : library.all()) {
            HttpResponse<byte[]> response = server.getBytes(image.sitePath());
            assertThat(response.statusCode()).as(image.sitePath()).isEqualTo(200);
            String type = image.sitePath().endsWith(".jpg") ? "image/jpeg" : "image/png";
            assertThat(response.headers().firstValue("Content-Type"))
                    .as(image.sitePath())
                    .contains(type);
            assertThat(response.headers().firstValue("Cache-Control"))
                    .as(image.sitePath())
                    .contains("public, max-age=3600");
            BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(response.body()));
            assertThat(List.of(decoded.getWidth(), decoded.getHeight()))
                    .as(image.sitePath())
                    .containsExactly(image.width(), image.height());
        }
    }

    @Test
    void aRepeatedRequestWithTheEtagIsNotModified() {
        ImageVariant variant =
                library.find("/images/team/margaret-hale.jpg").orElseThrow().fallback(Slot.PORTRAIT);
        String etag =
                server.getBytes(variant.url()).headers().firstValue("ETag").orElseThrow();

        HttpResponse<byte[]> again = server.getBytes(variant.url(), "If-None-Match", etag);

        assertThat(again.statusCode()).isEqualTo(304);
        assertThat(again.body()).isEmpty();
    }

    @Test
    void everyUrlOfAPortraitsSrcsetAnswers() {
        SiteImage portrait = library.find("/images/team/margaret-hale.jpg").orElseThrow();
        for (ImageFormat format : portrait.formats()) {
            String srcset = portrait.srcset(format, Slot.PORTRAIT);
            assertThat(srcset.split(", ")).hasSize(Slot.PORTRAIT.widths().size());
            for (String candidate : srcset.split(", ", -1)) {
                assertThat(server.getBytes(candidate.substring(0, candidate.indexOf(' ')))
                                .statusCode())
                        .as(candidate)
                        .isEqualTo(200);
            }
        }
    }
}
