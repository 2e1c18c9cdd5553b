package com.firmsite.publish.discovery;

import com.firmsite.publish.AtomFeeds;
import java.util.List;

/**
 * One machine-readable document of the discovery surface. {@link #ALL} is the single list that
 * llms.txt and the OpenAPI description are generated from, so neither can forget a document.
 *
 * @param mediaType the media type without parameters, as OpenAPI keys its content
 * @param schema the name of the response schema in the OpenAPI components
 * @param listing where llms.txt lists it
 */
record MachineReadable(String path, String title, String mediaType, String schema, String summary, Listing listing) {

    /** The llms.txt section a document belongs to. */
    enum Listing {
        /** "Machine-readable resources". */
        RESOURCES,
        /** "Optional": bulky or secondary, skippable when context is short. */
        OPTIONAL,
        /** "Feeds": the Atom feeds, with each practice area's. */
        FEEDS,
        /** llms.txt itself. */
        SELF
    }

    static final String JSON = "application/json";

    /**
     * Whether responses carry {@code Access-Control-Allow-Origin: *}: every discovery document does
     * (docs/decisions.md §5.16); the WebMCP data is a same-origin asset of the page module.
     */
    boolean cors() {
        return !path.startsWith("/assets/");
    }

    static final List<MachineReadable> ALL = List.of(
            new MachineReadable(
                    "/.well-known/api-catalog",
                    "API catalog",
                    "application/linkset+json",
                    "ApiCatalog",
                    "RFC 9727 linkset: the OpenAPI description, the documentation, the status endpoint and every other machine-readable resource",
                    Listing.RESOURCES),
            new MachineReadable(
                    "/openapi.json",
                    "OpenAPI description",
                    JSON,
                    "OpenApiDocument",
                    "OpenAPI 3.1 description of every endpoint, with response schemas and headers",
                    Listing.RESOURCES),
            new MachineReadable(
                    "/.well-known/ai-catalog.json",
                    "AI catalog",
                    JSON,
                    "AiCatalog",
                    "the agentic resources of this origin: the MCP server card, the OpenAPI description and the agent skills",
                    Listing.RESOURCES),
            new MachineReadable(
                    "/.well-known/ard.json",
                    "ARD manifest",
                    JSON,
                    "AiCatalog",
                    "the AI catalog again, at the path the Agentic Resource Discovery specification (v0.91) names: the same entries, each with its urn:air identifier, media type and representative queries",
                    Listing.RESOURCES),
            new MachineReadable(
                    "/.well-known/agent-skills/index.json",
                    "Agent skills index",
                    JSON,
                    "AgentSkillsIndex",
                    "Agent Skills Discovery v0.2.0 index of the SKILL.md files for this site, with their digests",
                    Listing.RESOURCES),
            new MachineReadable(
                    "/.well-known/mcp/server-card.json",
                    "MCP server card",
                    JSON,
                    "McpServerCard",
                    "discovery document only: this origin does not operate an MCP server",
                    Listing.RESOURCES),
            new MachineReadable(
                    "/assets/webmcp-data.json",
                    "WebMCP data",
                    JSON,
                    "WebMcpData",
                    "the public facts the site's WebMCP tools answer from: pages, practice areas, team, publications, offices, contact",
                    Listing.RESOURCES),
            new MachineReadable(
                    "/auth.md",
                    "Agent registration (auth.md)",
                    "text/markdown",
                    "Markdown",
                    "agent registration is not accepted; no credentials are issued and none are needed",
                    Listing.RESOURCES),
            new MachineReadable(
                    "/.well-known/oauth-protected-resource",
                    "OAuth protected resource metadata",
                    JSON,
                    "ProtectedResourceMetadata",
                    "RFC 9728 metadata; nothing on this site needs authorization",
                    Listing.RESOURCES),
            new MachineReadable(
                    "/.well-known/oauth-authorization-server",
                    "OAuth authorization server metadata",
                    JSON,
                    "AuthorizationServerMetadata",
                    "RFC 8414 metadata; every endpoint it names refuses with access_denied",
                    Listing.RESOURCES),
            new MachineReadable(
                    "/.well-known/openid-configuration",
                    "OpenID Connect configuration",
                    JSON,
                    "OpenIdConfiguration",
                    "OpenID Connect discovery document; no tokens are issued",
                    Listing.RESOURCES),
            new MachineReadable(
                    "/.well-known/jwks.json",
                    "JSON Web Key Set",
                    "application/jwk-set+json",
                    "JwkSet",
                    "an empty key set: this origin signs nothing",
                    Listing.RESOURCES),
            new MachineReadable(
                    AtomFeeds.PUBLICATIONS_FEED,
                    "Publications feed (Atom)",
                    "application/atom+xml",
                    "Atom",
                    "RFC 4287 Atom feed of the newest publications (50 at most), newest first, with the full text; the older ones are in RFC 5005 archive documents, linked by prev-archive; answers If-None-Match and If-Modified-Since",
                    Listing.FEEDS),
            new MachineReadable(
                    "/llms.txt",
                    "llms.txt",
                    "text/markdown",
                    "Markdown",
                    "this index of the site for language models",
                    Listing.SELF),
            new MachineReadable(
                    "/llms-full.txt",
                    "llms-full.txt",
                    "text/markdown",
                    "Markdown",
                    "the Markdown of every page in one file, in site order",
                    Listing.OPTIONAL),
            new MachineReadable(
                    "/sitemap.md",
                    "Sitemap (Markdown)",
                    "text/markdown",
                    "Markdown",
                    "every page by section, linked to its Markdown version with its description; a section too large links its own index",
                    Listing.OPTIONAL),
            new MachineReadable(
                    "/sitemap-index.xml",
                    "Sitemap index",
                    "application/xml",
                    "Xml",
                    "sitemaps.org index of the sitemaps that list every HTML page",
                    Listing.OPTIONAL),
            new MachineReadable(
                    "/robots.txt",
                    "robots.txt",
                    "text/plain",
                    "Text",
                    "crawling rules and the site's Content-Signal policy",
                    Listing.OPTIONAL));
}
