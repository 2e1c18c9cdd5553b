package com.firmsite.publish.discovery;

/**
 * The paths of the discovery surface, in one place so that every document that links to another
 * (the API catalog, the AI catalog, the OAuth metadata, auth.md) spells it the same way.
 */
final class WellKnown {
    static final String API_CATALOG = "/.well-known/api-catalog";
    static final String AI_CATALOG = "/.well-known/ai-catalog.json";
    /** ARD v0.91's manifest (ards-project/ard-spec §5.1): the AI catalog again, at the path ARD names. */
    static final String ARD = "/.well-known/ard.json";

    static final String AGENT_SKILLS = "/.well-known/agent-skills/";
    static final String AGENT_SKILLS_INDEX = AGENT_SKILLS + "index.json";
    static final String MCP_SERVER_CARD = "/.well-known/mcp/server-card.json";
    static final String PROTECTED_RESOURCE = "/.well-known/oauth-protected-resource";
    static final String AUTHORIZATION_SERVER = "/.well-known/oauth-authorization-server";
    static final String OPENID_CONFIGURATION = "/.well-known/openid-configuration";
    static final String JWKS = "/.well-known/jwks.json";
    static final String AUTH_MD = "/auth.md";
    static final String MCP = "/mcp";

    // Built elsewhere (OpenAPI, /docs, llms.txt, sitemaps, robots.txt, WebMCP data), linked from here.
    static final String OPENAPI = "/openapi.json";
    static final String DOCS = "/docs";
    static final String STATUS = "/api/status.json";
    static final String LLMS_TXT = "/llms.txt";
    static final String LLMS_FULL_TXT = "/llms-full.txt";
    static final String SITEMAP_INDEX = "/sitemap-index.xml";
    /** The Markdown sitemap (Vercel's agent-readability spec; docs/decisions.md §5.20). */
    static final String SITEMAP_MD = "/sitemap.md";

    static final String ROBOTS_TXT = "/robots.txt";
    static final String WEBMCP_DATA = "/assets/webmcp-data.json";

    private WellKnown() {}

    static String skill(String name) {
        return AGENT_SKILLS + name + "/SKILL.md";
    }
}
