package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A draft publication and a publication scheduled for a later day are absent from every place the
 * published site lists content, each place checked on its own; the same publications, published,
 * are in each of those places (so each check can fail).
 */
class UnpublishedEverywhereTest {
    private static final String AREA = "commercial-litigation";
    private static final String AUTHOR = "thomas-lowe";

    @TempDir
    static Path dir;

    @RegisterExtension
    static final TestServer server = TestServer.builder()
            .content(UnpublishedEverywhereTest::prepareContent)
            .extension();

    /** The sample firm with a draft, a scheduled and a published publication, every file changed long ago. */
    private static Path prepareContent() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        ContentFolder.writePublication(
                content, "quokka-memo", "A Quokka Memo", "2026-11-21", "draft: true\n", "Draft text.");
        ContentFolder.writePublication(
                content, "wombat-alert", "A Wombat Alert", "2031-01-06T09:00:00-05:00", "", "Scheduled text.");
        ContentFolder.writePublication(content, "numbat-notes", "Numbat Notes", "2026-11-20", "", "Published text.");
        // Every file last changed long before: the sitemaps' lastmod then comes from publication dates.
        try (Stream<Path> files = Files.walk(content)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.setLastModifiedTime(file, FileTime.from(Instant.parse("2026-01-01T12:00:00Z")));
            }
        }
        return content;
    }

    /** Every place that lists publications, by name, with what it holds. */
    private static Map<String, String> places() {
        Map<String, String> places = new LinkedHashMap<>();
        places.put("home page (latest)", server.get("/").body());
        places.put("header menu", menu(server.get("/publications").body()));
        places.put("publications list", server.get("/publications").body());
        places.put(
                "publications list (Markdown)", server.get("/publications.md").body());
        places.put(
                "publications of the practice area",
                server.get("/practice-areas/" + AREA + "/publications").body());
        places.put("practice area page", server.get("/practice-areas/" + AREA).body());
        places.put("author's page", server.get("/team/" + AUTHOR).body());
        places.put(
                "JSON-LD of the publications list",
                jsonLd(server.get("/publications").body()));
        places.put(
                "JSON-LD of the practice area's publications",
                jsonLd(server.get("/practice-areas/" + AREA + "/publications").body()));
        places.put("sitemaps", String.join("\n", server.sitemapUrls()));
        places.put("publications feed", server.get("/publications/feed.atom").body());
        places.put(
                "practice area feed",
                server.get("/practice-areas/" + AREA + "/feed.atom").body());
        places.put("llms.txt", server.get("/llms.txt").body());
        places.put("llms-full.txt", server.get("/llms-full.txt").body());
        places.put(
                "WebMCP data (list and search)",
                server.get("/assets/webmcp-data.json").body());
        return places;
    }

    @Test
    void aDraftAndAScheduledPublicationAnswer404() {
        for (String path : List.of(
                "/publications/quokka-memo",
                "/publications/quokka-memo.md",
                "/publications/wombat-alert",
                "/publications/wombat-alert.md")) {
            assertThat(server.get(path).statusCode()).as(path).isEqualTo(404);
        }
        assertThat(server.get("/publications/numbat-notes").statusCode()).isEqualTo(200);
    }

    @Test
    void aDraftAndAScheduledPublicationAreInNoListFeedSitemapIndexOrData() {
        places().forEach((place, text) ->
                assertThat(text).as(place).doesNotContain("quokka-memo", "Quokka", "wombat-alert", "Wombat"));
    }

    @Test
    void thePublishedOneIsInEachOfThosePlaces() {
        places().forEach((place, text) -> {
            if (!place.equals("header menu")) {
                assertThat(text).as(place).containsAnyOf("numbat-notes", "Numbat Notes");
            }
        });
        assertThat(places().get("header menu")).contains("/publications");
    }

    @Test
    void theSitemapsLastmodOfPagesThatListPublicationsIsTheNewestPublishedOnesDate() {
        String sitemap = server.get("/sitemap-0.xml").body();
        for (String path : List.of(
                "/",
                "/publications",
                "/practice-areas/" + AREA + "/publications",
                "/practice-areas/" + AREA,
                "/team/" + AUTHOR,
                "/publications/numbat-notes")) {
            Matcher entry = Pattern.compile(
                            "<loc>" + Pattern.quote(server.baseUrl() + path) + "</loc>\\s*<lastmod>([^<]+)</lastmod>")
                    .matcher(sitemap);
            assertThat(entry.find()).as(path + " in the sitemap").isTrue();
            assertThat(entry.group(1)).as(path).isEqualTo("2026-11-20");
        }
    }

    private static String menu(String html) {
        return Jsoup.parse(html).select("nav.site-nav").outerHtml();
    }

    private static String jsonLd(String html) {
        StringBuilder blocks = new StringBuilder();
        for (Element script : Jsoup.parse(html).select("script[type=application/ld+json]")) {
            blocks.append(script.data()).append('\n');
        }
        return blocks.toString();
    }
}
