package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.content.LanguagePath;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.Publication;
import com.firmsite.content.ReservedPaths;
import com.firmsite.content.Site;
import com.firmsite.output.Output;
import com.firmsite.publish.WebMcpTools.Tool;
import com.firmsite.testing.TestServer;
import com.firmsite.testing.WebMcpShards;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Over HTTP: the WebMCP module and its data document are served as assets, every page loads the
 * module the CSP allows, the data is the content model's, and /docs/webmcp's fragment lists every tool.
 */
class WebMcpDataTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final TestServer server = TestServer.sample();

    private static Site site;

    @BeforeAll
    static void start() {
        site = server.site();
    }

    @Test
    void theModuleIsServedAsJavaScriptAndCallsBothApiGenerations() {
        HttpResponse<String> response = server.get("/assets/webmcp.js");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).hasValue("text/javascript; charset=utf-8");
        assertThat(response.headers().firstValue("cache-control")).hasValue("public, max-age=3600");
        // Agent-readiness scanners (isitagentready.com and others) look for these literal calls.
        assertThat(response.body())
                .contains(
                        "document.modelContext.registerTool(",
                        "navigator.modelContext.provideContext(",
                        "navigator.modelContext.registerTool(");
    }

    @Test
    void everyPageLoadsTheModuleUnderACspThatAllowsIt() {
        List<String> paths = server.outputs().stream()
                .filter(o -> o.kind() == Output.Kind.PAGE)
                .map(Output::path)
                .toList();
        LanguagePath languages = LanguagePath.of(site.firm());
        for (String path : paths) {
            HttpResponse<String> page = server.get(path, "Accept", "text/html");
            // A page of another language names its language's data document (docs/decisions.md §9.10).
            String data = languages
                    .prefix(path)
                    .map(language -> " data-webmcp-data=\"/assets/webmcp-data." + language + ".json\"")
                    .orElse("");
            assertThat(page.body())
                    .as(path)
                    .contains("<script type=\"module\" src=\"/assets/webmcp.js\"" + data + "></script>");
            assertThat(page.headers().firstValue("content-security-policy").orElseThrow())
                    .contains("script-src 'self'");
        }
    }

    @Test
    void theDataDocumentIsServedLikeAnAssetWithTheConfiguredBaseUrl() throws IOException {
        HttpResponse<String> response = server.get(WebMcpData.PATH);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).hasValue("application/json");
        assertThat(response.headers().firstValue("cache-control")).hasValue("public, max-age=3600");
        assertThat(response.headers().firstValue("access-control-allow-origin")).hasValue("*");
        JsonNode data = JSON.readTree(response.body());
        // Requests go to 127.0.0.1; the configured base URL is localhost: the Host header is never used.
        assertThat(data.path("baseUrl").asText()).isEqualTo(server.baseUrl()).startsWith("http://localhost:");
        assertThat(data.path("firm").path("legalNotice").asText())
                .isEqualTo(site.firm().legalNotice());
        assertThat(data.path("firm").path("phone").asText())
                .isEqualTo(site.firm().phone());
        assertThat(data.path("firm").path("email").asText())
                .isEqualTo(site.firm().email());
        assertThat(data.path("tools")
                        .valueStream()
                        .map(tool -> tool.path("name").asText()))
                .containsExactlyElementsOf(
                        WebMcpTools.ALL.stream().map(Tool::name).toList());
    }

    @Test
    void theDataDocumentHoldsTheContentModelsPagesTeamPublicationsAndOffices() throws IOException {
        JsonNode data = JSON.readTree(server.get(WebMcpData.PATH).body());
        assertThat(data.path("pages")
                        .valueStream()
                        .map(page -> page.path("path").asText()))
                .containsExactlyElementsOf(server.outputs().stream()
                        .filter(o -> o.kind() == Output.Kind.PAGE)
                        .map(Output::path)
                        .filter(path ->
                                LanguagePath.of(site.firm()).prefix(path).isEmpty())
                        // profiles and publications are in the shards (docs/decisions.md §6.5), and
                        // a list's later pages and each author's list are linked from the list's first page (§1.10)
                        .filter(ReservedPaths::isNamedInIndexes)
                        .filter(path ->
                                site.team().stream().noneMatch(l -> l.path().equals(path)))
                        .filter(path -> site.publications().stream()
                                .noneMatch(p -> p.path().equals(path)))
                        // events and job openings are in shards of their own
                        .filter(path ->
                                site.events().stream().noneMatch(e -> e.path().equals(path)))
                        .filter(path -> site.jobOpenings().stream()
                                .noneMatch(j -> j.path().equals(path)))
                        .toList());
        assertThat(WebMcpShards.items(server, data, "events"))
                .extracting(node -> node.path("path").asText())
                .containsExactlyElementsOf(
                        site.events().stream().map(e -> e.path()).toList());
        assertThat(WebMcpShards.items(server, data, "openings"))
                .extracting(node -> node.path("path").asText())
                .containsExactlyElementsOf(
                        site.jobOpenings().stream().map(j -> j.path()).toList());
        List<JsonNode> team = WebMcpShards.items(server, data, "team");
        List<JsonNode> publications = WebMcpShards.items(server, data, "publications");
        assertThat(team).hasSize(site.team().size());
        assertThat(publications).hasSize(site.publications().size());
        for (int i = 0; i < site.team().size(); i++) {
            Lawyer lawyer = site.team().get(i);
            JsonNode node = team.get(i);
            assertThat(fields(node))
                    .containsEntry("slug", lawyer.slug())
                    .containsEntry("name", lawyer.name())
                    .containsEntry("role", lawyer.role())
                    .containsEntry("office", lawyer.office())
                    .containsEntry("practiceAreas", lawyer.practiceAreas())
                    .containsEntry("email", lawyer.email())
                    .containsEntry("phone", lawyer.phone())
                    .containsEntry("languages", lawyer.languages())
                    .containsEntry("description", lawyer.description());
        }
        for (int i = 0; i < site.publications().size(); i++) {
            Publication publication = site.publications().get(i);
            JsonNode node = publications.get(i);
            assertThat(fields(node))
                    .containsEntry("slug", publication.slug())
                    .containsEntry("title", publication.title())
                    .containsEntry("date", publication.date().toString())
                    .containsEntry("type", publication.type())
                    .containsEntry("authors", publication.authors())
                    .containsEntry("practiceAreas", publication.practiceAreas())
                    .containsEntry("description", publication.description());
        }
        for (int i = 0; i < site.firm().offices().size(); i++) {
            Office office = site.firm().offices().get(i);
            assertThat(fields(data.path("offices").get(i)))
                    .containsEntry("slug", office.slug())
                    .containsEntry("address", office.singleLineAddress())
                    .containsEntry("phone", office.phone())
                    .containsEntry("email", office.email())
                    .containsEntry("hours", office.hours());
        }
        assertThat(data.path("practiceAreas")
                        .valueStream()
                        .map(area -> area.path("slug").asText()))
                .containsExactlyElementsOf(site.practiceAreas().stream()
                        .map(com.firmsite.content.PracticeArea::slug)
                        .toList());
    }

    @Test
    void theDocsFragmentDescribesEveryToolAndTheDataDocument() throws IOException {
        String fragment;
        try (InputStream in = WebMcpTools.class.getResourceAsStream("/docs/webmcp/60-webmcp.md")) {
            assertThat(in).as("docs/webmcp/60-webmcp.md on the class path").isNotNull();
            fragment = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (Tool tool : WebMcpTools.ALL) {
            assertThat(fragment).contains("| `" + tool.name() + "` | " + (tool.readOnly() ? "yes" : "no") + " |");
        }
        assertThat(fragment).contains("{base_url}/assets/webmcp-data.json", "{base_url}/assets/webmcp.js");
    }

    private static Map<String, Object> fields(JsonNode node) {
        return JSON.convertValue(node, new TypeReference<Map<String, Object>>() {});
    }
}
