package com.firmsite.publish.discovery;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.publish.discovery.AgentSkills.Skill;
import java.util.List;

/**
 * The AI catalog (docs/decisions.md §5.9, Agent-Card/ai-card): the origin's agentic resources, each entry
 * identified by its own URL. Served as {@code application/json}, as the specification asks.
 */
final class AiCatalog {
    static final String SPEC_VERSION = "1.0";

    private AiCatalog() {}

    static Output render(Site site, String baseUrl, List<Skill> skills) {
        ObjectNode catalog = JsonDocuments.object().put("specVersion", SPEC_VERSION);
        catalog.putObject("host")
                .put("displayName", site.firm().name())
                .put("identifier", baseUrl)
                .put("documentationUrl", baseUrl + WellKnown.DOCS);
        ArrayNode entries = catalog.putArray("entries");
        entries.add(entry(
                baseUrl + WellKnown.MCP_SERVER_CARD,
                "MCP server card (discovery only)",
                "application/mcp-server-card+json",
                "Describes the reserved MCP endpoint; this origin does not operate an MCP server."));
        entries.add(entry(
                baseUrl + WellKnown.OPENAPI,
                "OpenAPI description",
                "application/vnd.oai.openapi+json;version=3.1",
                "OpenAPI 3.1 description of every endpoint of the site's public, read-only discovery surface."));
        for (Skill skill : skills) {
            entries.add(entry(baseUrl + skill.path(), skill.title(), "text/markdown", skill.description()));
        }
        return JsonDocuments.document(WellKnown.AI_CATALOG, MediaType.JSON, catalog);
    }

    private static ObjectNode entry(String url, String displayName, String mediaType, String description) {
        return JsonDocuments.object()
                .put("identifier", url)
                .put("displayName", displayName)
                .put("mediaType", mediaType)
                .put("url", url)
                .put("description", description);
    }
}
