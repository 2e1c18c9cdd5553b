package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.ApiCatalogTest.names;
import static com.firmsite.publish.discovery.DiscoveryResponses.fetch;
import static com.firmsite.publish.discovery.DiscoveryResponses.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.firmsite.testing.TestServer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/** docs/decisions.md §5.9: the AI catalog lists the MCP card, the OpenAPI description and each agent skill. */
@ParameterizedClass(name = "base URL {0}")
@MethodSource("com.firmsite.publish.discovery.BaseUrls#both")
class AiCatalogTest {
    private static final String PATH = "/.well-known/ai-catalog.json";

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
        JsonNode entries = json(fetch(server, PATH, "application/json")).get("entries");
        List<String> expectedUrls =
                new ArrayList<>(List.of(b + "/.well-known/mcp/server-card.json", b + "/openapi.json"));
        List<String> expectedTypes = new ArrayList<>(
                List.of("application/mcp-server-card+json", "application/vnd.oai.openapi+json;version=3.1"));
        for (JsonNode skill : json(server.get(AgentSkillsTest.INDEX)).get("skills")) {
            expectedUrls.add(skill.get("url").textValue());
            expectedTypes.add("text/markdown");
        }
        assertThat(entries.findValuesAsText("url")).containsExactlyElementsOf(expectedUrls);
        assertThat(entries.findValuesAsText("mediaType")).containsExactlyElementsOf(expectedTypes);
    }

    @Test
    void everyEntryIsIdentifiedByItsUrlAndHasADisplayNameAndNoInlineData() {
        JsonNode entries = json(fetch(server, PATH, "application/json")).get("entries");
        var identifiers = new HashSet<String>();
        for (JsonNode entry : entries) {
            assertThat(entry.get("identifier").textValue())
                    .isEqualTo(entry.get("url").textValue());
            assertThat(identifiers.add(entry.get("identifier").textValue()))
                    .as("identifiers are unique")
                    .isTrue();
            assertThat(entry.get("displayName").textValue()).isNotBlank();
            assertThat(entry.get("description").textValue()).isNotBlank();
            // Exactly one of url and data (ai-catalog specification).
            assertThat(entry.has("data")).isFalse();
        }
    }
}
