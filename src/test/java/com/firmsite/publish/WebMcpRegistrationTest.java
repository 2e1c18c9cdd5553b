package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.LanguagePath;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.output.Output;
import com.firmsite.publish.NativeWebMcp.ToolResult;
import com.firmsite.publish.WebMcpTools.Tool;
import com.firmsite.testing.AgentNote;
import com.firmsite.testing.Chromium;
import com.firmsite.testing.TestServer;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaId;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * With Chromium's own WebMCP enabled, every page of the real server registers the tools of
 * docs/decisions.md §6.1, as {@link WebMcpTools#ALL} describes them, with valid JSON Schemas whose enums are
 * the site's own values; and long results are cut with a note.
 */
class WebMcpRegistrationTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonSchemaFactory SCHEMAS = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);

    @RegisterExtension
    static final TestServer server = TestServer.sample();

    private static Chromium browser;
    private static NativeWebMcp webMcp;
    private static Site site;

    @BeforeAll
    static void start() {
        site = server.site();
        browser = Chromium.launch(NativeWebMcp.FLAG);
        webMcp = new NativeWebMcp(browser);
    }

    @AfterAll
    static void stop() {
        browser.close();
    }

    @Test
    void everyPageRegistersEveryToolAsTheToolListDescribesIt() {
        List<String> paths = server.outputs().stream()
                .filter(o -> o.kind() == Output.Kind.PAGE)
                .map(Output::path)
                .toList();
        assertThat(paths).hasSizeGreaterThan(40);
        for (String path :
                Stream.concat(paths.stream(), Stream.of("/no-such-page")).toList()) {
            browser.open(server.baseUrl() + path);
            List<Map<String, Object>> registered = webMcp.moduleTools();
            // A page's tools speak its language: /fr/... pages French (docs/decisions.md §9.10).
            String language = LanguagePath.of(site.firm()).locate(path).language();
            InterfaceStrings strings = language.equals(site.firm().language())
                    ? site.strings()
                    : site.translations().get(language).strings();
            // getTools() lists tools sorted by name.
            List<Tool> expected = WebMcpTools.ALL.stream()
                    .sorted(Comparator.comparing(Tool::name))
                    .toList();
            assertThat(registered).as("tools on " + path).hasSameSizeAs(expected);
            for (int i = 0; i < expected.size(); i++) {
                Tool tool = expected.get(i);
                assertThat(registered.get(i))
                        .as(tool.name() + " on " + path)
                        .containsEntry("name", tool.name())
                        .containsEntry("title", tool.title(strings))
                        .containsEntry("description", tool.description(strings))
                        .containsEntry("readOnlyHint", tool.readOnly());
            }
            // The missing page's own 404 is logged by the browser; nothing else may be.
            assertThat(browser.consoleErrors())
                    .as("console errors on " + path)
                    .allMatch(error -> error.startsWith(server.baseUrl() + "/no-such-page - Failed to load resource")
                            && path.equals("/no-such-page"));
        }
    }

    @Test
    void onlyNavigationIsNotReadOnly() {
        assertThat(WebMcpTools.ALL.stream().filter(tool -> !tool.readOnly()).map(Tool::name))
                .containsExactly("navigate_to_page");
        assertThat(WebMcpTools.ALL.stream().map(Tool::name))
                .containsExactlyInAnyOrder(
                        "list_pages",
                        "navigate_to_page",
                        "list_practice_areas",
                        "get_practice_area",
                        "search_publications",
                        "get_publication",
                        "search_team",
                        "get_team_member",
                        "find_events",
                        "find_job_openings",
                        "get_contact_details")
                .allMatch(name -> name.matches("[A-Za-z0-9_.-]{1,128}"), "a valid WebMCP tool name");
    }

    @Test
    void inputSchemasAreValidJsonSchemasWithDescribedParametersAndTheSitesValuesAsEnums() throws IOException {
        browser.open(server.baseUrl() + "/");
        JsonSchema metaSchema = SCHEMAS.getSchema(SchemaLocation.of(SchemaId.V202012));
        for (Map<String, Object> tool : webMcp.moduleTools()) {
            JsonNode schema = JSON.readTree((String) tool.get("inputSchema"));
            assertThat(metaSchema.validate(schema))
                    .as("meta-schema errors of " + tool.get("name"))
                    .isEmpty();
            assertThat(schema.path("type").asText()).isEqualTo("object");
            schema.path("properties")
                    .properties()
                    .forEach(property -> assertThat(
                                    property.getValue().path("description").asText())
                            .as(tool.get("name") + "." + property.getKey())
                            .isNotBlank());
        }
        Map<String, JsonNode> schemas = schemasByTool();
        assertThat(enumOf(schemas, "search_team", "practiceArea"))
                .isEqualTo(site.practiceAreas().stream().map(PracticeArea::slug).toList());
        assertThat(enumOf(schemas, "search_team", "office"))
                .isEqualTo(site.firm().offices().stream().map(Office::slug).toList());
        assertThat(enumOf(schemas, "search_team", "role")).isEqualTo(site.firm().roles());
        assertThat(enumOf(schemas, "get_team_member", "slug"))
                .isEqualTo(site.team().stream().map(Lawyer::slug).toList());
        assertThat(enumOf(schemas, "get_publication", "slug"))
                .isEqualTo(site.publications().stream().map(Publication::slug).toList());
        assertThat(enumOf(schemas, "search_publications", "type"))
                .isEqualTo(site.firm().publicationTypes());
    }

    @Test
    void theSchemasAcceptTheToolsRealInputAndRejectWhatTheToolsReject() throws IOException {
        browser.open(server.baseUrl() + "/");
        Map<String, JsonNode> schemas = schemasByTool();
        assertThat(errors(
                        schemas,
                        "search_team",
                        "{\"practiceArea\":\"real-estate\",\"office\":\"boston\",\"role\":\"Partner\"}"))
                .isEmpty();
        assertThat(errors(schemas, "search_publications", "{\"year\":2025,\"query\":\"privacy\"}"))
                .isEmpty();
        assertThat(errors(schemas, "get_team_member", "{\"slug\":\"aisha-bello\"}"))
                .isEmpty();
        assertThat(errors(schemas, "get_team_member", "{\"slug\":\"nobody\"}")).isNotEmpty();
        assertThat(errors(schemas, "get_team_member", "{}")).isNotEmpty();
        assertThat(errors(schemas, "search_publications", "{\"year\":\"last year\"}"))
                .isNotEmpty();
        assertThat(errors(schemas, "list_pages", "{\"page\":0}")).isNotEmpty();
        assertThat(errors(schemas, "find_events", "{\"when\":\"upcoming\",\"speaker\":\"elena-vasquez\"}"))
                .isEmpty();
        assertThat(errors(schemas, "find_events", "{\"when\":\"soon\"}")).isNotEmpty();
        assertThat(errors(schemas, "find_job_openings", "{\"office\":\"boston\",\"page\":2}"))
                .isEmpty();
        assertThat(errors(schemas, "find_job_openings", "{\"office\":\"paris\"}"))
                .isNotEmpty();
    }

    @Test
    void aResultLongerThanTheLimitIsCutWithANoteAndKeepsTheLegalNotice(@TempDir Path content) throws IOException {
        copy(TestServer.sampleContent(), content);
        String longText = IntStream.rangeClosed(1, 400)
                .mapToObj(i -> "Paragraph " + i + ". " + "Lorem ipsum dolor sit amet. ".repeat(3))
                .collect(Collectors.joining("\n\n", "\n\n## Appendix\n\n", "\n"));
        Files.writeString(
                content.resolve("publications/ai-tools-in-hiring.md"),
                longText,
                java.nio.file.StandardOpenOption.APPEND);
        try (TestServer longServer = TestServer.start(content, null)) {
            browser.open(longServer.baseUrl() + "/publications");
            ToolResult result = webMcp.call("get_publication", Map.of("slug", "ai-tools-in-hiring"));
            String footer = "\n\n---\n\nLegal notice: " + site.firm().legalNotice() + "\n";
            assertThat(result.isError()).isFalse();
            assertThat(AgentNote.after(result.text()))
                    .startsWith("# Using AI Tools in Hiring")
                    .contains(
                            "[Result cut: it was ",
                            "over the limit of 16000 characters. The full text is at " + longServer.baseUrl()
                                    + "/publications/ai-tools-in-hiring.]")
                    .doesNotContain("Paragraph 400.")
                    .endsWith(footer);
            assertThat(result.text().length()).isLessThan(16000 + 300 + footer.length());
        }
    }

    private static Map<String, JsonNode> schemasByTool() throws IOException {
        Map<String, JsonNode> schemas = new java.util.HashMap<>();
        for (Map<String, Object> tool : webMcp.moduleTools()) {
            schemas.put((String) tool.get("name"), JSON.readTree((String) tool.get("inputSchema")));
        }
        return schemas;
    }

    private static List<String> enumOf(Map<String, JsonNode> schemas, String tool, String property) {
        JsonNode values = schemas.get(tool).path("properties").path(property).path("enum");
        return values.valueStream().map(JsonNode::asText).toList();
    }

    private static List<String> errors(Map<String, JsonNode> schemas, String tool, String input) throws IOException {
        JsonSchema schema = SCHEMAS.getSchema(schemas.get(tool));
        return schema.validate(JSON.readTree(input)).stream()
                .map(Object::toString)
                .toList();
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }
}
