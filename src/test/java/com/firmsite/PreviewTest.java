package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.testing.ChildFirmsite;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.NuChecker;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nu.validator.client.EmbeddedValidator;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code firmsite serve --drafts}, started as an operator starts it: drafts and scheduled
 * publications are served with a visible banner that says which they are, every response of any
 * kind carries {@code X-Robots-Tag: noindex}, and the sitemaps and feeds still list only what is
 * published.
 */
class PreviewTest {
    private static final String DRAFT = "/publications/quokka-memo";
    private static final String SCHEDULED = "/publications/wombat-alert";
    private static final String DRAFT_PAGE = "/open-day";

    @TempDir
    static Path dir;

    private static ChildFirmsite preview;
    private static String origin;
    private static final HttpClient CLIENT =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeAll
    static void start() throws Exception {
        Path content = ContentFolder.copyOfSample(dir.resolve("site"));
        ContentFolder.writePublication(
                content, "quokka-memo", "A Quokka Memo", "2026-11-21", "draft: true\n", "Draft text.");
        ContentFolder.writePublication(
                content, "wombat-alert", "A Wombat Alert", "2031-01-06T09:00:00-05:00", "", "Scheduled text.");
        Files.writeString(
                content.resolve("open-day.md"),
                "---\ntitle: Open day\ndescription: An event not announced yet.\ndraft: true\n---\n\nCome and see us.\n");
        Files.writeString(content.resolve("redirects.yaml"), "- from: /old-about\n  to: /about\n");
        Path logs = Files.createDirectories(dir.resolve("logs"));
        preview = ChildFirmsite.serve(logs, Map.of(), "--drafts", "--port", "0", "--content", content.toString());
        // No --base-url: the default, http://localhost:PORT, names the port the system picked.
        origin = "http://127.0.0.1:" + preview.port();
    }

    @AfterAll
    static void stop() {
        preview.close();
    }

    private static HttpResponse<String> send(String method, String path, String... headers) throws Exception {
        HttpRequest.Builder request =
                HttpRequest.newBuilder(URI.create(origin + path)).method(method, HttpRequest.BodyPublishers.noBody());
        if (headers.length > 0) {
            request.headers(headers);
        }
        return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> get(String path, String... headers) throws Exception {
        return send("GET", path, headers);
    }

    /** The banner, where the page's own content starts (inside the main landmark), announced as a status. */
    private static Element banner(String html) {
        Document page = Jsoup.parse(html);
        return page.selectFirst("main > p.preview-banner[role=status]:first-child");
    }

    @Test
    void aDraftIsServedWithADraftBanner() throws Exception {
        for (String path : List.of(DRAFT, DRAFT_PAGE)) {
            HttpResponse<String> page = get(path);
            assertThat(page.statusCode()).as(path).isEqualTo(200);
            assertThat(banner(page.body())).as(path).isNotNull();
            assertThat(banner(page.body()).text()).as(path).startsWith("Draft: not published.");
        }
        assertThat(afterAgentNote(DRAFT, get(DRAFT + ".md").body()))
                .startsWith("> **Draft: not published.** Only this preview shows it");
    }

    @Test
    void aScheduledPublicationIsServedWithItsInstantInTheSiteZone() throws Exception {
        HttpResponse<String> page = get(SCHEDULED);
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(banner(page.body()).text())
                .startsWith("Scheduled for 2031-01-06 09:00 EST (America/New_York): not published until then.");
        assertThat(afterAgentNote(SCHEDULED, get(SCHEDULED + ".md").body()))
                .startsWith("> **Scheduled for 2031-01-06 09:00 EST (America/New_York)");
    }

    @Test
    void aPageWithItsBannerIsValidHtml() throws Exception {
        EmbeddedValidator validator = new EmbeddedValidator();
        validator.setOutputFormat(EmbeddedValidator.OutputFormat.JSON);
        JsonNode report = new ObjectMapper()
                .readTree(validator.validate(
                        new ByteArrayInputStream(get(SCHEDULED).body().getBytes(StandardCharsets.UTF_8))));
        List<String> errors = new ArrayList<>();
        report.path("messages").forEach(message -> {
            if (!message.path("type").asText().equals("info")
                    && !isWebMcpAttribute(message.path("message").asText())) {
                errors.add(message.path("message").asText());
            }
        });
        assertThat(errors).as("Nu HTML Checker errors").isEmpty();
    }

    @Test
    void aPublishedPageHasNoBanner() throws Exception {
        HttpResponse<String> page = get("/publications/earnout-disputes");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).doesNotContain("preview-banner");
    }

    @Test
    void theListsShowDraftsAndScheduledPublicationsToTheEditors() throws Exception {
        assertThat(get("/publications").body()).contains(DRAFT, SCHEDULED);
    }

    @Test
    void everyResponseOfEveryKindCarriesNoindex() throws Exception {
        String etag = get("/").headers().firstValue("ETag").orElseThrow();
        List<HttpResponse<String>> responses = List.of(
                get("/"),
                get(DRAFT),
                get(SCHEDULED + ".md"),
                get("/about", "Accept", "text/markdown"),
                get("/no-such-page"),
                get("/no-such-page", "Accept", "application/json"),
                get("/llms.txt"),
                get("/sitemap-index.xml"),
                get("/publications/feed.atom"),
                get("/assets/site.css"),
                get("/api/status.json"),
                get("/api/no-such-route"),
                get("/old-about"),
                get("/.well-known/api-catalog"),
                send("HEAD", "/team"),
                send("POST", "/"),
                get("/mcp"),
                get("/", "If-None-Match", etag));
        for (HttpResponse<String> response : responses) {
            assertThat(response.headers().allValues("X-Robots-Tag"))
                    .as(response.request().method() + " " + response.uri().getPath() + " " + response.statusCode())
                    .contains("noindex");
        }
        assertThat(responses).extracting(HttpResponse::statusCode).contains(200, 304, 404, 405, 301);
    }

    /** A shared cache in front of a preview must keep none of it: not a draft, not a page, not an error. */
    @Test
    void everyResponseOfEveryKindIsPrivateAndNeverStored() throws Exception {
        String etag = get(DRAFT).headers().firstValue("ETag").orElseThrow();
        List<HttpResponse<String>> responses = List.of(
                get("/"),
                get(DRAFT),
                get(DRAFT_PAGE),
                get(SCHEDULED),
                get(SCHEDULED + ".md"),
                get("/about", "Accept", "text/markdown"),
                get("/about/"),
                get("/no-such-page"),
                get("/no-such-page", "Accept", "application/json"),
                get("/llms.txt"),
                get("/sitemap-index.xml"),
                get("/publications/feed.atom"),
                get("/assets/site.css"),
                get("/api/status.json"),
                get("/api/no-such-route"),
                get("/old-about"),
                get("/.well-known/api-catalog"),
                get("/.well-known/oauth-authorization-server"),
                send("HEAD", DRAFT),
                send("POST", "/"),
                get("/mcp"),
                get(DRAFT, "If-None-Match", etag));
        for (HttpResponse<String> response : responses) {
            assertThat(response.headers().allValues("Cache-Control"))
                    .as(response.request().method() + " " + response.uri().getPath() + " " + response.statusCode())
                    .containsExactly("private, no-store");
        }
        assertThat(responses).extracting(HttpResponse::statusCode).contains(200, 304, 308, 404, 405, 301);
    }

    @Test
    void sitemapsAndFeedsListOnlyWhatIsPublished() throws Exception {
        StringBuilder sitemaps = new StringBuilder();
        for (String loc : Jsoup.parse(get("/sitemap-index.xml").body(), "", org.jsoup.parser.Parser.xmlParser())
                .select("loc")
                .eachText()) {
            sitemaps.append(get(URI.create(loc).getPath()).body());
        }
        String feeds = get("/publications/feed.atom").body()
                + get("/practice-areas/commercial-litigation/feed.atom").body();
        for (String listing : List.of(sitemaps.toString(), feeds)) {
            assertThat(listing).contains("/publications/earnout-disputes").doesNotContain(DRAFT, SCHEDULED, DRAFT_PAGE);
        }
    }

    @Test
    void theLogSaysItIsAPreview() {
        assertThat(preview.stderr()).contains("editors' preview (--drafts)");
    }

    /**
     * A twin's first line is the agents' note (docs/decisions.md §2.10), naming this page's own
     * Markdown URL; the banner is the block right after it. Returns what follows the note.
     */
    private static String afterAgentNote(String path, String twin) {
        int end = twin.indexOf("\n\n");
        assertThat(end).as(path + ".md has a first block").isPositive();
        assertThat(twin.substring(0, end))
                .as(path + ".md starts with the agents' note")
                .startsWith("> For AI agents: the index of this site is at [/llms.txt](")
                .contains("this page in Markdown at [" + path + ".md](");
        return twin.substring(end + 2);
    }

    /** The checker's error for a WebMCP declarative attribute where the draft puts it (NuChecker). */
    private static boolean isWebMcpAttribute(String message) {
        return NuChecker.isWebMcpAttribute(message);
    }
}
