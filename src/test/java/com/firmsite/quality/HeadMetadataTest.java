package com.firmsite.quality;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.Site;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.net.http.HttpResponse;
import java.util.List;
import javax.imageio.ImageIO;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Canonical links, Open Graph and Twitter cards, landmarks, and every file the head points at. */
@ExtendWith(SampleSite.class)
class HeadMetadataTest {

    static List<String> pages() {
        return SampleSite.htmlPages();
    }

    @ParameterizedTest(name = "{0} has a canonical link, a description and matching Open Graph and Twitter tags")
    @MethodSource("pages")
    void everyPageHasCanonicalAndSocialTags(String path) {
        Document page = SampleSite.html(path);
        String canonical = SampleSite.server().baseUrl() + path;
        String sitePath = SampleSite.located(path).path();

        assertThat(page.select("link[rel=canonical]").attr("href")).isEqualTo(canonical);
        String description = page.select("meta[name=description]").attr("content");
        assertThat(description).isNotBlank();
        assertThat(meta(page, "property", "og:url")).isEqualTo(canonical);
        assertThat(meta(page, "property", "og:description")).isEqualTo(description);
        assertThat(meta(page, "property", "og:title")).isNotBlank();
        assertThat(meta(page, "property", "og:site_name"))
                .isEqualTo(site().firm().name());
        assertThat(meta(page, "property", "og:type"))
                .isEqualTo(isProfile(sitePath) ? "profile" : isPublication(sitePath) ? "article" : "website");
        assertThat(meta(page, "property", "og:image"))
                .startsWith(SampleSite.server().baseUrl() + "/");
        // A lawyer's page shares their portrait (upright: a summary card); every other image is wide.
        assertThat(meta(page, "name", "twitter:card"))
                .isEqualTo(isProfile(sitePath) ? "summary" : "summary_large_image");
        assertThat(meta(page, "name", "twitter:image")).isEqualTo(meta(page, "property", "og:image"));
    }

    @ParameterizedTest(name = "{0} has lang, one h1, landmarks and a working skip link")
    @MethodSource("pages")
    void everyPageHasTheAccessibleFrame(String path) {
        Document page = SampleSite.html(path);

        Site language = SampleSite.siteOf(path);

        assertThat(page.select("html").attr("lang")).isEqualTo(language.firm().language());
        assertThat(page.select("h1")).hasSize(1);
        assertThat(page.select("body > header.site-header")).hasSize(1);
        assertThat(page.select("nav.site-nav").attr("aria-label"))
                .isEqualTo(language.strings().text("mainMenu"));
        assertThat(page.select("main#main")).hasSize(1);
        assertThat(page.select("body > footer")).hasSize(1);
        assertThat(page.select("body > a.skip-link").attr("href")).isEqualTo("#main");
        assertThat(page.select("nav.breadcrumbs"))
                .hasSize(SampleSite.located(path).path().equals("/") ? 0 : 1);
    }

    @ParameterizedTest(name = "{0} loads nothing from another origin (CSP default-src 'self')")
    @MethodSource("pages")
    void everyPageLoadsOnlySameOriginFiles(String path) {
        Document page = SampleSite.html(path);

        for (Element element : page.select(
                "script[src], img[src], link[rel=stylesheet], link[rel=preload], link[rel=icon], link[rel=manifest], link[rel=apple-touch-icon]")) {
            String url = element.hasAttr("src") ? element.attr("src") : element.attr("href");
            assertThat(url)
                    .as("fetched by %s on %s", element.tagName(), path)
                    .startsWith("/")
                    .doesNotStartWith("//");
        }
        assertThat(page.select("[style]"))
                .as("inline style attributes, which the CSP forbids")
                .isEmpty();
        assertThat(page.select("script:not([type=application/ld+json]):not([src])"))
                .as("inline scripts")
                .isEmpty();
    }

    @Test
    void theNotFoundPageIsNotIndexedAndHasNoCanonicalLink() {
        Document page = SampleSite.html(SampleSite.MISSING_PAGE);

        assertThat(page.select("link[rel=canonical]")).isEmpty();
        assertThat(page.select("meta[name=robots]").attr("content")).isEqualTo("noindex");
    }

    @Test
    void everyFileTheHeadLinksToIsServedWithItsType() {
        Document page = SampleSite.html("/");

        for (Element link : page.select("head link[rel~=^(stylesheet|preload|icon|apple-touch-icon|manifest)$]")) {
            HttpResponse<byte[]> response = SampleSite.server().getBytes(link.attr("href"));
            assertThat(response.statusCode()).as(link.attr("href")).isEqualTo(200);
            assertThat(response.headers().firstValue("content-type").orElseThrow())
                    .as(link.attr("href"))
                    .startsWith(expectedType(link));
        }
    }

    @Test
    void theSocialImageIsA1200By630Png() throws Exception {
        String image = meta(SampleSite.html("/"), "property", "og:image");

        BufferedImage png = png(image.substring(SampleSite.server().baseUrl().length()));

        assertThat(png.getWidth()).isEqualTo(1200);
        assertThat(png.getHeight()).isEqualTo(630);
    }

    @Test
    void theAppleTouchIconIs180PixelsSquare() throws Exception {
        BufferedImage png = png("/apple-touch-icon.png");

        assertThat(png.getWidth()).isEqualTo(180);
        assertThat(png.getHeight()).isEqualTo(180);
    }

    private static String expectedType(Element link) {
        String href = link.attr("href");
        if (href.endsWith(".css")) {
            return "text/css";
        }
        if (href.endsWith(".woff2")) {
            return "font/woff2";
        }
        if (href.endsWith(".webmanifest")) {
            return "application/manifest+json";
        }
        return href.endsWith(".svg") ? "image/svg+xml" : href.endsWith(".ico") ? "image/x-icon" : "image/png";
    }

    static BufferedImage png(String path) throws Exception {
        HttpResponse<byte[]> response = SampleSite.server().getBytes(path);
        assertThat(response.statusCode()).as(path).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).as(path).hasValue("image/png");
        return ImageIO.read(new ByteArrayInputStream(response.body()));
    }

    private static String meta(Document page, String attribute, String key) {
        return page.select("meta[" + attribute + "=" + key + "]").attr("content");
    }

    /** A team member's own page; the team's lists under /team (pages, filters, an author's list) are not. */
    private static boolean isProfile(String path) {
        return site().team().stream().anyMatch(l -> l.path().equals(path));
    }

    private static boolean isPublication(String path) {
        return site().publications().stream().anyMatch(p -> p.path().equals(path));
    }

    private static Site site() {
        return SampleSite.server().site();
    }
}
