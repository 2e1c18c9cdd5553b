package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.ApiCatalogTest.names;
import static com.firmsite.publish.discovery.DiscoveryResponses.fetch;
import static com.firmsite.publish.discovery.DiscoveryResponses.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.firmsite.testing.TestServer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/** docs/decisions.md §5.7: the MCP server card, a discovery document for an endpoint that serves nothing. */
@ParameterizedClass(name = "base URL {0}")
@MethodSource("com.firmsite.publish.discovery.BaseUrls#both")
class McpServerCardTest {
    private static final String PATH = "/.well-known/mcp/server-card.json";

    @Parameter
    String base;

    private TestServer server;

    @BeforeEach
    void connect() {
        server = BaseUrls.server(base);
    }

    @Test
    void theCardHasTheDecidedFieldsAndPointsTheTransportAtTheReservedEndpoint() {
        JsonNode card = json(fetch(server, PATH, "application/json"));
        assertThat(names(card))
                .containsExactlyInAnyOrder(
                        "$schema",
                        "name",
                        "version",
                        "title",
                        "websiteUrl",
                        "serverInfo",
                        "description",
                        "transport",
                        "capabilities",
                        "documentationUrl");
        // SEP-2127: a reverse-DNS name with exactly one "/", the site as websiteUrl, and no remotes.
        assertThat(card.get("name").textValue())
                .isEqualTo(McpServerCard.reverseDns(server.baseUrl()) + "/hartwell-lowe-discovery")
                .matches("[a-z0-9.-]+/[a-z0-9-]+");
        assertThat(card.get("websiteUrl").textValue()).isEqualTo(server.baseUrl());
        assertThat(card.get("version")).isEqualTo(card.get("serverInfo").get("version"));
        JsonNode serverInfo = card.get("serverInfo");
        assertThat(names(serverInfo)).containsExactlyInAnyOrder("name", "title", "version");
        assertThat(serverInfo.get("name").textValue()).isEqualTo("hartwell-lowe-discovery");
        assertThat(serverInfo.get("title").textValue()).isEqualTo("Hartwell & Lowe LLP (discovery only)");
        assertThat(serverInfo.get("version").textValue()).matches("\\d+\\.\\d+\\.\\d+");
        assertThat(card.get("transport"))
                .isEqualTo(DiscoveryResponses.json(
                        "{\"type\":\"streamable-http\",\"endpoint\":\"" + server.baseUrl() + "/mcp\"}"));
        assertThat(card.get("documentationUrl").textValue()).isEqualTo(server.baseUrl() + "/docs");
    }

    @Test
    void theCardAdvertisesNoCapabilitiesAndSaysItIsADiscoveryDocumentOnly() {
        JsonNode card = json(fetch(server, PATH, "application/json"));
        assertThat(card.get("capabilities").isObject()).isTrue();
        assertThat(card.get("capabilities")).isEmpty();
        assertThat(card.get("description").textValue())
                .contains("Discovery document only", "does not operate an MCP server");
    }
}
