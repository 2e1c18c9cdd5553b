package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.testing.AgentNote;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The content model over HTTP: pages anywhere, menus, the firm's vocabularies, topics, noindex and
 * drafts, served from the sample firm with a few files added (a noindex page, drafts of every kind,
 * a role of the firm's own).
 */
class ContentModelHttpTest {
    @TempDir
    static Path dir;

    private static Path content;

    @RegisterExtension
    static final TestServer server =
            TestServer.builder().content(ContentModelHttpTest::prepareContent).extension();

    /** The sample firm with pages anywhere, a draft page and publication, a noindex page and an Of Counsel. */
    private static Path prepareContent() throws Exception {
        content = ContentFolder.copyOfSample(dir);
        write(
                "staff-handbook.md",
                "---\ntitle: Staff handbook\ndescription: Policies for the firm's staff.\nnoindex: true\n---\n\nOffice policies.\n");
        write(
                "open-day.md",
                "---\ntitle: Open day\ndescription: An event not announced yet.\ndraft: true\n---\n\nSee [the handbook](/staff-handbook).\n");
        write("publications/draft-alert.md", """
        ---
        title: A Draft Alert About Zeppelins
        date: 2026-01-05
        type: Client alert
        authors: [thomas-lowe]
        description: Not ready.
        draft: true
        ---

        Draft text.
        """);
        String lawyer = Files.readString(content.resolve("team/kevin-mcardle.md"));
        write(
                "team/new-hire.md",
                lawyer.replaceFirst("(?m)^name: .*$", "name: Nadia Newhire")
                        .replaceFirst("(?m)^order: .*$", "order: 99")
                        .replaceFirst("(?m)^---\\n", "---\ndraft: true\n"));
        ContentFolder.replaceLine(
                content.resolve("site.yaml"),
                "founded:",
                "founded: 1998\nroles: [Partner, Of Counsel, Counsel, Associate, Paralegal]");
        ContentFolder.replaceLine(content.resolve("team/jonathan-reiss.md"), "role:", "role: Of Counsel");
        return content;
    }

    @Test
    void aMarkdownFileOutsideTheCollectionsIsAPageAtItsPathWithItsTwin() {
        HttpResponse<String> html = server.get("/careers");
        assertThat(html.statusCode()).isEqualTo(200);
        assertThat(html.body()).contains("<h1>Careers</h1>");
        HttpResponse<String> twin = server.get("/careers.md");
        assertThat(twin.statusCode()).isEqualTo(200);
        assertThat(AgentNote.after(twin.body())).startsWith("# Careers\n").contains("## How to apply");
        assertThat(server.get("/careers", "Accept", "text/markdown").body()).isEqualTo(twin.body());
    }

    @Test
    void aPageInAFolderHasItsFolderPageAboveItAndIsListedThere() {
        HttpResponse<String> history = server.get("/about/history");
        assertThat(history.statusCode()).isEqualTo(200);
        assertThat(history.body()).contains("<h1>Our history</h1>").contains("<a href=\"/about\"");
        assertThat(server.get("/about").body())
                .contains("In this section")
                .contains("<a href=\"/about/history\">Our history</a>");
        assertThat(server.get("/about.md").body())
                .contains("## In this section")
                .contains("(" + server.baseUrl() + "/about/history)");
        assertThat(AgentNote.after(server.get("/about/history.md").body()))
                .startsWith("# Our history\n")
                .contains("2011");
    }

    @Test
    void pagesAreInTheSitemapLlmsTxtAndTheWebMcpPageList() {
        assertThat(server.sitemapUrls()).contains(server.baseUrl() + "/careers", server.baseUrl() + "/about/history");
        assertThat(server.get("/llms.txt").body())
                .contains("(" + server.baseUrl() + "/careers.md)", "(" + server.baseUrl() + "/about/history.md)");
        assertThat(server.get("/llms-full.txt").body()).contains("# Careers");
        assertThat(server.get("/assets/webmcp-data.json").body())
                .contains("\"path\" : \"/careers\"", "\"path\" : \"/about/history\"");
    }

    @Test
    void aNoindexPageIsServedButKeptOutOfSearchEnginesAndIndexes() {
        HttpResponse<String> html = server.get("/staff-handbook");
        assertThat(html.statusCode()).isEqualTo(200);
        assertThat(html.headers().firstValue("X-Robots-Tag")).hasValue("noindex");
        assertThat(html.body()).contains("<meta name=\"robots\" content=\"noindex\">");
        assertThat(server.get("/staff-handbook.md").headers().firstValue("X-Robots-Tag"))
                .hasValue("noindex");
        assertThat(server.get("/careers").headers().firstValue("X-Robots-Tag")).isEmpty();
        assertThat(server.sitemapUrls()).doesNotContain(server.baseUrl() + "/staff-handbook");
        assertThat(server.get("/llms.txt").body()).doesNotContain("/staff-handbook");
        assertThat(server.get("/llms-full.txt").body()).doesNotContain("Staff handbook");
    }

    @Test
    void draftsAreNotPublishedAnywhere() {
        for (String path : List.of(
                "/open-day",
                "/open-day.md",
                "/publications/draft-alert",
                "/publications/draft-alert.md",
                "/team/new-hire")) {
            assertThat(server.get(path).statusCode()).as(path).isEqualTo(404);
        }
        List<String> everywhere = List.of(
                server.get("/publications").body(),
                server.get("/team").body(),
                server.get("/team/thomas-lowe").body(),
                server.get("/").body(),
                server.get("/llms.txt").body(),
                server.get("/llms-full.txt").body(),
                server.get("/assets/webmcp-data.json").body(),
                String.join("\n", server.sitemapUrls()),
                server.get("/practice-areas/commercial-litigation/publications").body());
        for (String document : everywhere) {
            assertThat(document)
                    .doesNotContain("Zeppelins", "draft-alert", "Nadia Newhire", "new-hire", "open-day", "Open day");
        }
    }

    @Test
    void theLoadedModelKeepsItsDraftsForAPreview() throws Exception {
        Site site = ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath);
        assertThat(site.publications()).extracting(Publication::slug).contains("draft-alert");
        assertThat(site.published().publications())
                .extracting(Publication::slug)
                .doesNotContain("draft-alert");
        assertThat(site.page("/open-day")).isPresent();
        assertThat(site.published().page("/open-day")).isEmpty();
        assertThat(site.published().team()).extracting(Lawyer::slug).doesNotContain("new-hire");
    }

    @Test
    void theHeaderAndFooterMenusComeFromSiteYaml() {
        String home = server.get("/").body();
        String nav = home.substring(
                home.indexOf("<nav class=\"site-nav\""),
                home.indexOf("</nav>", home.indexOf("<nav class=\"site-nav\"")));
        assertThat(nav).contains("<a href=\"/careers\"").contains(">Careers</a>");
        String footer = home.substring(home.indexOf("<footer class=\"site-footer\""));
        assertThat(footer).contains("<a href=\"/about/history\">Our history</a>");
        assertThat(server.get("/careers").body()).contains("<a href=\"/careers\" aria-current=\"page\">Careers</a>");
    }

    @Test
    void withoutMenusInSiteYamlTheMenusAreTheDefaultOnes(@TempDir Path other) throws Exception {
        Path plain = ContentFolder.copyOfSample(other);
        String site = Files.readString(plain.resolve("site.yaml"));
        Files.writeString(plain.resolve("site.yaml"), site.replaceAll("(?ms)^navigation:.*?(?=^legalNotice:)", ""));
        try (TestServer defaults = TestServer.start(plain, null)) {
            String home = defaults.get("/").body();
            assertThat(home)
                    .contains("<a href=\"/practice-areas\">Practice areas</a>")
                    .contains(
                            ">Practice areas</a>",
                            ">Contact</a>",
                            "<a href=\"/legal\">Legal notice</a>",
                            "<a href=\"/llms.txt\">")
                    .doesNotContain(">Careers</a>", ">Our history</a>");
        }
    }

    @Test
    void theTeamPageGroupsByTheFirmsRolesInTheirOrder() {
        String team = server.get("/team").body();
        int partners = team.indexOf(">Partners</h2>");
        int ofCounsel = team.indexOf(">Of Counsel</h2>");
        int associates = team.indexOf(">Associates</h2>");
        assertThat(partners).isPositive();
        assertThat(ofCounsel).isGreaterThan(partners).isLessThan(associates);
        assertThat(team.substring(ofCounsel, team.indexOf("</section>", ofCounsel)))
                .contains("Jonathan Reiss");
        assertThat(team).contains("id=\"role-of-counsel\"");
        assertThat(server.get("/assets/webmcp-data.json").body()).contains("\"Of Counsel\"");
    }

    @Test
    void aPublicationWithoutAuthorsIsSignedByTheFirm() {
        String html = server.get("/publications/new-york-office-expands").body();
        assertThat(html).contains("By Hartwell &amp; Lowe LLP").doesNotContain("About the authors");
        assertThat(html).containsPattern("\"author\"\\s*:\\s*\\[\\s*\\{\\s*\"@type\"\\s*:\\s*\"LegalService\"");
        assertThat(server.get("/publications/new-york-office-expands.md").body())
                .contains("Firm news, 2026-03-02  \nBy Hartwell & Lowe LLP\n");
        assertThat(server.get("/publications").body()).contains("By Hartwell &amp; Lowe LLP");
    }

    @Test
    void topicsAreShownInHtmlMarkdownJsonLdAndWebMcpData() throws Exception {
        String html = server.get("/publications/trade-secrets-remote-workforce").body();
        assertThat(html).contains("<h2 id=\"topics-title\">Topics</h2>").contains("<li>Remote work</li>");
        assertThat(html)
                .containsPattern("\"keywords\"\\s*:\\s*\"Trade secrets, Remote work, Confidentiality agreements\"");
        assertThat(server.get("/publications/trade-secrets-remote-workforce.md").body())
                .contains("## Topics\n\n- Trade secrets\n- Remote work\n");
        // Publications are in the WebMCP publications shards the core names (docs/decisions.md §6.5).
        var json = new com.fasterxml.jackson.databind.ObjectMapper();
        var core = json.readTree(server.get("/assets/webmcp-data.json").body());
        assertThat(core.has("publications"))
                .as("the core lists no publications")
                .isFalse();
        List<String> topics = null;
        for (var path : core.path("shards").path("publications").path("paths")) {
            HttpResponse<String> shard = server.get(path.asText());
            assertThat(shard.statusCode()).as(path.asText()).isEqualTo(200);
            for (var item : json.readTree(shard.body()).path("items")) {
                if (item.path("slug").asText().equals("trade-secrets-remote-workforce")) {
                    topics = new java.util.ArrayList<>();
                    for (var topic : item.path("topics")) {
                        topics.add(topic.asText());
                    }
                }
            }
        }
        assertThat(topics).containsExactly("Trade secrets", "Remote work", "Confidentiality agreements");
    }

    @Test
    void aDateIsMidnightInTheSiteTimeZoneAndADateTimeKeepsItsOffset() {
        Site site = server.site();
        assertThat(site.firm().timeZone().getId()).isEqualTo("America/New_York");
        Publication dated = site.publications().stream()
                .filter(p -> p.slug().equals("earnout-disputes"))
                .findFirst()
                .orElseThrow();
        assertThat(dated.published())
                .isEqualTo(dated.date().atStartOfDay(site.firm().timeZone()).toInstant());
        Publication timed = site.publications().stream()
                .filter(p -> p.slug().equals("new-york-office-expands"))
                .findFirst()
                .orElseThrow();
        assertThat(timed.published()).isEqualTo(Instant.parse("2026-03-02T14:00:00Z"));
    }

    private static void write(String name, String text) throws Exception {
        Path file = content.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
