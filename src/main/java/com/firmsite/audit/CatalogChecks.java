package com.firmsite.audit;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/** The catalogs an agent starts from: the API catalog, the AI catalog, the MCP server card, OpenAPI, /docs, /auth.md. */
final class CatalogChecks {
    private static final String API_CATALOG = "/.well-known/api-catalog";

    private CatalogChecks() {}

    static void run(Audit audit) {
        apiCatalog(audit);
        aiCatalog(audit);
        mcpServerCard(audit);
        openApi(audit);
        plain(audit, "/docs", "text/html");
        audit.advertiseUrlsIn(
                "/auth.md", plain(audit, "/auth.md", "text/markdown").text());
    }

    private static void apiCatalog(Audit audit) {
        Response catalog = audit.get(API_CATALOG, "Accept", "application/linkset+json, application/json");
        Problems problems = new Problems();
        int links = 0;
        Optional<JsonNode> document = document(problems, catalog, "application/linkset+json");
        if (document.isPresent()) {
            JsonNode root = document.get();
            problems.expect(
                    root.size() == 1
                            && root.path("linkset").isArray()
                            && !root.path("linkset").isEmpty(),
                    "linkset is not the only member, or is not a non-empty array");
            for (JsonNode context : root.path("linkset")) {
                problems.expect(
                        audit.isOwn(Json.text(context, "anchor")),
                        "a context's anchor \"" + Json.text(context, "anchor") + "\" is not under " + audit.base);
                for (Iterator<Map.Entry<String, JsonNode>> relations =
                                context.properties().iterator();
                        relations.hasNext(); ) {
                    Map.Entry<String, JsonNode> relation = relations.next();
                    for (JsonNode target : relation.getValue()) {
                        if (target.has("href")) {
                            links++;
                            audit.advertise(API_CATALOG, target.path("href").asText());
                        }
                    }
                }
            }
        }
        Response head = audit.fetcher.head(audit.url(API_CATALOG));
        problems.expect(
                head.header("link").orElse("").contains("rel=\"api-catalog\""),
                "HEAD carries no Link with rel=\"api-catalog\"");
        audit.report.add(
                API_CATALOG,
                problems,
                catalog.summary() + ", RFC 9727 linkset with " + links + " links; HEAD has its Link");
    }

    /** An ARD identifier (ards-project/ard-spec, the entry schema's pattern): {@code urn:air:<publisher>:…}. */
    private static final Pattern ARD_IDENTIFIER = Pattern.compile("urn:air:[a-zA-Z0-9.-]+(:[a-zA-Z0-9._-]+)+");

    /**
     * The AI catalog at the contract's path and at ARD's (docs/decisions.md §5.9): the contract's
     * fields, and entries that are ARD entries (a {@code urn:air:} identifier whose publisher is this
     * site's host, a {@code type}, exactly one of {@code url} and {@code data}).
     */
    private static void aiCatalog(Audit audit) {
        aiCatalog(audit, "/.well-known/ai-catalog.json");
        aiCatalog(audit, "/.well-known/ard.json");
    }

    private static void aiCatalog(Audit audit, String path) {
        Response catalog = audit.get(path);
        Problems problems = new Problems();
        Optional<JsonNode> document = document(problems, catalog, "application/json");
        String host = java.net.URI.create(audit.base).getHost();
        if (document.isPresent()) {
            JsonNode root = document.get();
            Json.requireStrings(problems, root, "specVersion", "host.displayName", "host.identifier");
            problems.expectEqual(Json.text(root, "host.identifier"), audit.base, "host.identifier");
            problems.expect(
                    root.path("entries").isArray() && !root.path("entries").isEmpty(),
                    "entries is not a non-empty array");
            for (JsonNode entry : root.path("entries")) {
                Json.requireStrings(problems, entry, "identifier", "displayName", "type", "mediaType", "url");
                String identifier = Json.text(entry, "identifier");
                problems.expect(
                        ARD_IDENTIFIER.matcher(identifier).matches() && identifier.startsWith("urn:air:" + host + ":"),
                        "identifier \"" + identifier + "\" is not urn:air:" + host + ":<namespace>:<name>");
                problems.expect(!entry.has("data"), "entry " + identifier + " has both url and data");
                audit.advertise(path, Json.text(entry, "url"));
            }
        }
        audit.report.add(
                path,
                problems,
                catalog.summary() + ", "
                        + document.map(root -> root.path("entries").size()).orElse(0) + " ARD entries");
    }

    private static void mcpServerCard(Audit audit) {
        String path = "/.well-known/mcp/server-card.json";
        Response card = audit.get(path);
        Problems problems = new Problems();
        Optional<JsonNode> document = document(problems, card, "application/json");
        if (document.isPresent()) {
            JsonNode root = document.get();
            Json.requireStrings(problems, root, "serverInfo.name", "serverInfo.version", "transport.endpoint");
            problems.expect(root.path("capabilities").isObject(), "capabilities is not an object");
            problems.expect(
                    audit.isOwn(Json.text(root, "transport.endpoint")),
                    "transport.endpoint is not under " + audit.base);
        }
        audit.report.add(path, problems, card.summary() + ", serverInfo, transport.endpoint, capabilities");
    }

    private static void openApi(Audit audit) {
        Response openApi = audit.get("/openapi.json");
        Problems problems = new Problems();
        Optional<JsonNode> document = document(problems, openApi, "application/json");
        if (document.isPresent()) {
            JsonNode root = document.get();
            problems.expect(
                    Json.text(root, "openapi").startsWith("3.1"),
                    "openapi is \"" + Json.text(root, "openapi") + "\", expected 3.1.x");
            problems.expectEqual(Json.text(root, "info.version"), "1.0.0", "info.version");
            problems.expectEqual(Json.text(root.path("servers").path(0), "url"), audit.base, "servers[0].url");
            problems.expect(root.path("paths").has("/api/status.json"), "paths lacks /api/status.json");
        }
        audit.report.add(
                "/openapi.json",
                problems,
                openApi.summary() + ", OpenAPI "
                        + document.map(root -> Json.text(root, "openapi")).orElse("?") + " with "
                        + document.map(root -> root.path("paths").size()).orElse(0) + " paths, servers = the base URL");
    }

    private static Response plain(Audit audit, String path, String mediaType) {
        Response response = audit.get(path);
        Problems problems = new Problems();
        if (problems.expectOk(response)) {
            problems.expectEqual(response.mediaType(), mediaType, "Content-Type");
        }
        audit.report.add(path, problems, response.summary());
        return response;
    }

    /** The JSON body of a 200 of the expected media type, with CORS; none (and problems noted) otherwise. */
    static Optional<JsonNode> document(Problems problems, Response response, String mediaType) {
        if (!problems.expectOk(response)) {
            return Optional.empty();
        }
        problems.expectEqual(response.mediaType(), mediaType, "Content-Type");
        problems.expectEqual(
                response.header("access-control-allow-origin").orElse(""), "*", "Access-Control-Allow-Origin");
        Optional<JsonNode> root = response.json().filter(JsonNode::isObject);
        problems.expect(root.isPresent(), "the body is not a JSON object");
        return root;
    }
}
