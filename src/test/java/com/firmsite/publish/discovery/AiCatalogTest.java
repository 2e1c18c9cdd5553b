package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.ApiCatalogTest.names;
import static com.firmsite.publish.discovery.DiscoveryResponses.fetch;
import static com.firmsite.publish.discovery.DiscoveryResponses.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.testing.TestServer;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * docs/decisions.md §5.9: the AI catalog lists the MCP card, the OpenAPI description and each agent
 * skill, as ARD entries (ards-project/ard-spec v0.91), and is served again at ARD's {@code
 * /.well-known/ard.json}, which every HTML response links with {@code rel="ard"}. The documents are
 * validated against ARD's own schemas (src/test/resources/ard, sources named in its README).
 */
@ParameterizedClass(name = "base URL {0}")
@MethodSource("com.firmsite.publish.discovery.BaseUrls#both")
class AiCatalogTest {
    private static final String PATH = "/.well-known/ai-catalog.json";
    private static final String ARD = "/.well-known/ard.json";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonSchemaFactory SCHEMAS = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);
    private static final SchemaValidatorsConfig CONFIG =
            SchemaValidatorsConfig.builder().formatAssertionsEnabled(true).build();

    @Parameter
    String base;

    private TestServer server;

    @BeforeEach
    void connect() {
        server = BaseUrls.server(base);
    }

    @Test
    void theCatalogNamesTheFirmAsHostWithTheBaseUrlAsIdentifier() {
        JsonNode catalog = json(fetch(server, PATH, "application/json"));
        assertThat(names(catalog)).containsExactlyInAnyOrder("specVersion", "host", "entries");
        assertThat(catalog.get("specVersion").textValue()).isEqualTo("1.0");
        JsonNode host = catalog.get("host");
        assertThat(host.get("displayName").textValue()).isEqualTo("Hartwell & Lowe LLP");
        assertThat(host.get("identifier").textValue()).isEqualTo(server.baseUrl());
        assertThat(host.get("documentationUrl").textValue()).isEqualTo(server.baseUrl() + "/docs");
    }

    @Test
    void theEntriesAreTheMcpCardTheOpenApiDescriptionAndOneEntryPerSkill() {
        String b = server.baseUrl();
        String publisher = URI.create(b).getHost();
        JsonNode entries = json(fetch(server, PATH, "application/json")).get("entries");
        List<String> expectedUrls =
                new ArrayList<>(List.of(b + "/.well-known/mcp/server-card.json", b + "/openapi.json"));
        List<String> expectedIdentifiers = new ArrayList<>(List.of(
                "urn:air:" + publisher + ":mcp:hartwell-lowe-discovery", "urn:air:" + publisher + ":api:openapi"));
        List<String> expectedTypes = new ArrayList<>(
                List.of("application/mcp-server-card+json", "application/vnd.oai.openapi+json;version=3.1"));
        List<String> expectedMediaTypes = new ArrayList<>(expectedTypes);
        for (JsonNode skill : json(server.get(AgentSkillsTest.INDEX)).get("skills")) {
            expectedUrls.add(skill.get("url").textValue());
            expectedIdentifiers.add(
                    "urn:air:" + publisher + ":skill:" + skill.get("name").textValue());
            expectedTypes.add("text/markdown; profile=\"urn:air:agent-skills\"");
            expectedMediaTypes.add("text/markdown");
        }
        assertThat(entries.findValuesAsText("url")).containsExactlyElementsOf(expectedUrls);
        assertThat(entries.findValuesAsText("identifier")).containsExactlyElementsOf(expectedIdentifiers);
        assertThat(entries.findValuesAsText("type")).containsExactlyElementsOf(expectedTypes);
        assertThat(entries.findValuesAsText("mediaType")).containsExactlyElementsOf(expectedMediaTypes);
    }

    @Test
    void everyEntryHasAUniqueUrnTwoToFiveQueriesAndNoInlineData() {
        JsonNode entries = json(fetch(server, PATH, "application/json")).get("entries");
        var identifiers = new HashSet<String>();
        for (JsonNode entry : entries) {
            assertThat(identifiers.add(entry.get("identifier").textValue()))
                    .as("identifiers are unique")
                    .isTrue();
            assertThat(entry.get("displayName").textValue()).isNotBlank();
            assertThat(entry.get("description").textValue()).isNotBlank();
            // ARD §4.2: representativeQueries SHOULD hold two to five examples (Lighthouse warns otherwise).
            JsonNode queries = entry.get("representativeQueries");
            assertThat(queries.size()).isBetween(2, 5);
            queries.forEach(query -> assertThat(query.textValue()).isNotBlank());
            // Exactly one of url and data.
            assertThat(entry.has("data")).isFalse();
        }
    }

    @Test
    void everyEntryUrlAnswersWithTheMediaTypeItDeclares() {
        for (JsonNode entry : json(fetch(server, PATH, "application/json")).get("entries")) {
            String url = entry.get("url").textValue();
            var response = server.get(url.substring(server.baseUrl().length()));
            assertThat(response.statusCode()).as(url).isEqualTo(200);
            assertThat(response.headers().firstValue("content-type").orElseThrow())
                    .as(url)
                    .startsWith(entry.get("mediaType").textValue().equals("text/markdown") ? "text/markdown" : "");
        }
    }

    @Test
    void theCatalogIsValidAgainstArdsAiCatalogSchema() {
        JsonNode catalog = json(fetch(server, PATH, "application/json"));
        assertThat(SCHEMAS.getSchema(schema("ai-catalog.schema.json"), CONFIG).validate(catalog))
                .isEmpty();
    }

    @Test
    void ardJsonIsTheSameDocumentAndAValidArdManifest() {
        String catalog = fetch(server, PATH, "application/json").body();
        JsonNode manifest = json(fetch(server, ARD, "application/json"));
        assertThat(manifest.toString())
                .isEqualTo(json(fetch(server, PATH, "application/json")).toString());
        assertThat(fetch(server, ARD, "application/json").body()).isEqualTo(catalog);
        ObjectNode ardManifest = schema("ard-entry.schema.json");
        ardManifest.put("$ref", "#/$defs/ardManifest");
        assertThat(SCHEMAS.getSchema(ardManifest, CONFIG).validate(manifest)).isEmpty();
        ObjectNode ardEntry = schema("ard-entry.schema.json");
        for (JsonNode entry : manifest.get("entries")) {
            assertThat(SCHEMAS.getSchema(ardEntry, CONFIG).validate(entry)).isEmpty();
        }
    }

    @Test
    void anEntryWithoutItsUrnFailsTheSchemasSoTheValidationCanFail() {
        JsonNode catalog = json(fetch(server, PATH, "application/json"));
        ObjectNode broken = (ObjectNode) catalog.deepCopy();
        ((ObjectNode) broken.get("entries").get(0)).put("identifier", server.baseUrl() + "/openapi.json");
        assertThat(SCHEMAS.getSchema(schema("ai-catalog.schema.json"), CONFIG).validate(broken))
                .isNotEmpty();
        ObjectNode ardManifest = schema("ard-entry.schema.json");
        ardManifest.put("$ref", "#/$defs/ardManifest");
        assertThat(SCHEMAS.getSchema(ardManifest, CONFIG).validate(broken)).isNotEmpty();
    }

    @Test
    void everyHtmlPageLinksTheArdManifestInItsHeadAndItsLinkHeader() {
        for (String page : List.of("/", "/about", "/docs", "/team")) {
            var response = server.get(page);
            assertThat(response.headers().firstValue("link").orElseThrow())
                    .as(page)
                    .contains("<" + server.baseUrl() + ARD + ">; rel=\"ard\"; type=\"application/json\"");
            var links = org.jsoup.Jsoup.parse(response.body()).select("head link[rel=ard]");
            assertThat(links).as(page).hasSize(1);
            assertThat(links.first().attr("href")).isEqualTo(ARD);
            assertThat(links.first().attr("type")).isEqualTo("application/json");
        }
    }

    private static ObjectNode schema(String name) {
        try (InputStream in = AiCatalogTest.class.getResourceAsStream("/ard/" + name)) {
            return (ObjectNode) JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
