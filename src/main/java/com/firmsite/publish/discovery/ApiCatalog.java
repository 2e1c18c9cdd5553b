package com.firmsite.publish.discovery;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.output.Header;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.publish.AtomFeeds;
import com.firmsite.publish.discovery.AgentSkills.Skill;
import java.util.List;

/**
 * The RFC 9727 API catalog (docs/decisions.md §5.10): an RFC 9264 linkset whose only member is {@code
 * linkset}. One context, anchored at {@code B/api}, describes the API (its OpenAPI description,
 * documentation and status); one, anchored at {@code B/}, lists every other public machine-readable
 * resource as an {@code item}. Every anchor and href is absolute.
 */
final class ApiCatalog {
    private ApiCatalog() {}

    static Output render(String baseUrl, List<Skill> skills) {
        ObjectNode catalog = JsonDocuments.object();
        ArrayNode linkset = catalog.putArray("linkset");
        linkset.add(api(baseUrl));
        linkset.add(site(baseUrl, skills));
        // RFC 9727 §3: HEAD (and, as recommended, GET) carry a Link to the catalog itself.
        return JsonDocuments.document(WellKnown.API_CATALOG, MediaType.LINKSET_JSON, catalog)
                .withHeader(Header.link("<" + baseUrl + WellKnown.API_CATALOG + ">; rel=\"api-catalog\""));
    }

    private static ObjectNode api(String baseUrl) {
        ObjectNode context = JsonDocuments.object().put("anchor", baseUrl + "/api");
        context.putArray("service-desc")
                .add(target(baseUrl + WellKnown.OPENAPI, "application/json", "OpenAPI 3.1 description"));
        context.putArray("service-doc").add(target(baseUrl + WellKnown.DOCS, "text/html", "Documentation"));
        context.putArray("status").add(target(baseUrl + WellKnown.STATUS, "application/json", "Health status"));
        return context;
    }

    private static ObjectNode site(String baseUrl, List<Skill> skills) {
        ObjectNode context = JsonDocuments.object().put("anchor", baseUrl + "/");
        ArrayNode items = context.putArray("item");
        items.add(target(baseUrl + WellKnown.AI_CATALOG, "application/json", "AI catalog"));
        items.add(target(baseUrl + WellKnown.ARD, "application/json", "ARD manifest (the AI catalog at ARD's path)"));
        items.add(target(baseUrl + WellKnown.AGENT_SKILLS_INDEX, "application/json", "Agent skills index"));
        for (Skill skill : skills) {
            items.add(target(baseUrl + skill.path(), "text/markdown", "Agent skill: " + skill.title()));
        }
        items.add(target(baseUrl + WellKnown.MCP_SERVER_CARD, "application/json", "MCP server card (discovery only)"));
        items.add(target(
                baseUrl + WellKnown.PROTECTED_RESOURCE, "application/json", "OAuth protected resource metadata"));
        items.add(target(
                baseUrl + WellKnown.AUTHORIZATION_SERVER, "application/json", "OAuth authorization server metadata"));
        items.add(target(baseUrl + WellKnown.OPENID_CONFIGURATION, "application/json", "OpenID Connect discovery"));
        items.add(target(baseUrl + WellKnown.JWKS, "application/jwk-set+json", "JSON Web Key Set (empty)"));
        items.add(target(baseUrl + WellKnown.LLMS_TXT, "text/markdown", "llms.txt index for AI agents"));
        items.add(target(baseUrl + WellKnown.LLMS_FULL_TXT, "text/markdown", "Every page as Markdown, in one file"));
        items.add(target(baseUrl + WellKnown.SITEMAP_INDEX, "application/xml", "Sitemap index"));
        items.add(target(baseUrl + WellKnown.SITEMAP_MD, "text/markdown", "Sitemap in Markdown, by section"));
        items.add(target(baseUrl + WellKnown.ROBOTS_TXT, "text/plain", "robots.txt"));
        items.add(target(baseUrl + WellKnown.AUTH_MD, "text/markdown", "Agent authentication policy"));
        items.add(target(baseUrl + WellKnown.WEBMCP_DATA, "application/json", "Data behind the WebMCP tools"));
        items.add(target(baseUrl + AtomFeeds.PUBLICATIONS_FEED, "application/atom+xml", "Publications feed (Atom)"));
        return context;
    }

    private static ObjectNode target(String href, String type, String title) {
        return JsonDocuments.object().put("href", href).put("type", type).put("title", title);
    }
}
