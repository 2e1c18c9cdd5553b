package com.firmsite.publish.discovery;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.publish.discovery.AgentSkills.Skill;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The AI catalog (docs/decisions.md §5.9): the origin's agentic resources, in the AI Catalog shape
 * the contract fixes ({@code specVersion}, {@code host}, {@code entries}) with entries that are
 * also ARD entries (ards-project/ard-spec v0.91): a domain-anchored {@code urn:air:} identifier, a
 * {@code type} media type, the {@code url} of the artifact and two to five {@code
 * representativeQueries}. The same document is served at the contract's {@code
 * /.well-known/ai-catalog.json} and at ARD's {@code /.well-known/ard.json}, both {@code
 * application/json}.
 */
final class AiCatalog {
    static final String SPEC_VERSION = "1.0";

    /** ARD's standard type for a skill defined in one Markdown file (its conformance tool's list). */
    static final String SKILL_TYPE = "text/markdown; profile=\"urn:air:agent-skills\"";

    private AiCatalog() {}

    /** The catalog at both of its paths: the contract's, then ARD's. */
    static List<Output> render(Site site, String baseUrl, List<Skill> skills) {
        ObjectNode catalog = catalog(site, baseUrl, skills);
        return List.of(
                JsonDocuments.document(WellKnown.AI_CATALOG, MediaType.JSON, catalog),
                JsonDocuments.document(WellKnown.ARD, MediaType.JSON, catalog));
    }

    private static ObjectNode catalog(Site site, String baseUrl, List<Skill> skills) {
        String firm = site.firm().name();
        String publisher = publisher(baseUrl);
        ObjectNode catalog = JsonDocuments.object().put("specVersion", SPEC_VERSION);
        catalog.putObject("host")
                .put("displayName", firm)
                .put("identifier", baseUrl)
                .put("documentationUrl", baseUrl + WellKnown.DOCS);
        ArrayNode entries = catalog.putArray("entries");
        entries.add(entry(
                urn(publisher, "mcp", McpServerCard.slug(site.firm().shortName()) + "-discovery"),
                baseUrl + WellKnown.MCP_SERVER_CARD,
                "MCP server card (discovery only)",
                "application/mcp-server-card+json",
                "application/mcp-server-card+json",
                "Describes the reserved MCP endpoint; this origin does not operate an MCP server.",
                List.of("does the " + firm + " website run an MCP server", "MCP server card of " + publisher)));
        entries.add(entry(
                urn(publisher, "api", "openapi"),
                baseUrl + WellKnown.OPENAPI,
                "OpenAPI description",
                "application/vnd.oai.openapi+json;version=3.1",
                "application/vnd.oai.openapi+json;version=3.1",
                "OpenAPI 3.1 description of every endpoint of the site's public, read-only discovery surface.",
                List.of(
                        "which endpoints does the " + firm + " website offer",
                        "OpenAPI description of " + publisher,
                        "how do I read a " + firm + " page as Markdown")));
        for (Skill skill : skills) {
            entries.add(entry(
                    urn(publisher, "skill", skill.name()),
                    baseUrl + skill.path(),
                    skill.title(),
                    SKILL_TYPE,
                    "text/markdown",
                    skill.description(),
                    queries(skill.name(), firm)));
        }
        return catalog;
    }

    /**
     * What a user might ask that each skill answers: the signal an ARD registry indexes (ARD §4.2
     * asks two to five). Every skill of {@link AgentSkills#NAMES} needs its own.
     */
    private static List<String> queries(String skill, String firm) {
        Map<String, List<String>> queries = Map.of(
                "find-a-lawyer",
                List.of(
                        "which lawyer at " + firm + " handles my kind of matter",
                        "find a " + firm + " lawyer by name, practice area or office",
                        "what practice areas does " + firm + " cover"),
                "contact-the-firm",
                List.of(
                        "how do I contact " + firm,
                        "phone number and office address of " + firm,
                        "what should I not send " + firm + " before engaging them"));
        List<String> found = queries.get(skill);
        if (found == null) {
            throw new IllegalStateException("agent skill " + skill + " has no representative queries in AiCatalog");
        }
        return found;
    }

    private static ObjectNode entry(
            String identifier,
            String url,
            String displayName,
            String type,
            String mediaType,
            String description,
            List<String> representativeQueries) {
        ObjectNode entry = JsonDocuments.object()
                .put("identifier", identifier)
                .put("displayName", displayName)
                .put("type", type)
                .put("mediaType", mediaType)
                .put("url", url)
                .put("description", description);
        ArrayNode queries = entry.putArray("representativeQueries");
        representativeQueries.forEach(queries::add);
        return entry;
    }

    /** {@code urn:air:<publisher>:<namespace>:<name>} (ARD Appendix C). */
    static String urn(String publisher, String namespace, String name) {
        return "urn:air:" + publisher + ":" + namespace + ":" + name;
    }

    /**
     * The publisher of ARD's URN: the base URL's host name ({@code www.hartwell-lowe.com}), lower
     * case, without port. A character the URN's publisher segment cannot hold (an IPv6 literal's
     * brackets and colons) becomes {@code -}.
     */
    static String publisher(String baseUrl) {
        return URI.create(baseUrl)
                .getHost()
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9.-]", "-")
                .replaceAll("^-+|-+$", "");
    }
}
