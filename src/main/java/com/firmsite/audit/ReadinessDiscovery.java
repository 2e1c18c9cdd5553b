package com.firmsite.audit;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The scorecard's last two groups (docs/agent-readiness.md): discovery (API catalog, OAuth discovery and
 * protected resource, MCP server card, A2A agent card, agent skills, WebMCP) and commerce, which the
 * scanner shows for information and scores only on a site that sells.
 */
final class ReadinessDiscovery {
    static final String DISCOVERY = "discovery";
    static final String COMMERCE = "commerce";

    private static final String SKILLS_SCHEMA = "https://schemas.agentskills.io/discovery/0.2.0/schema.json";
    private static final List<String> SERVER_CARDS =
            List.of("/.well-known/mcp/server-card.json", "/.well-known/mcp/server-cards.json", "/.well-known/mcp.json");
    private static final Pattern SCRIPT =
            Pattern.compile("<script\\b[^>]*\\bsrc=\"([^\"]+)\"", Pattern.CASE_INSENSITIVE);

    /** What the scanner takes for a shop: platform names and shopping paths in the home page. */
    private static final List<String> COMMERCE_SIGNALS = List.of(
            "shopify", "woocommerce", "magento", "href=\"/checkout", "href=\"/cart", "href=\"/shop", "href=\"/product");

    private ReadinessDiscovery() {}

    static void run(Audit audit, Readiness readiness) {
        apiCatalog(audit, readiness);
        oauthDiscovery(audit, readiness);
        oauthProtectedResource(audit, readiness);
        mcpServerCard(audit, readiness);
        a2aAgentCard(audit, readiness);
        agentSkills(audit, readiness);
        webMcp(audit, readiness);
        commerce(audit, readiness);
    }

    private static void apiCatalog(Audit audit, Readiness readiness) {
        Response catalog =
                audit.get("/.well-known/api-catalog", "Accept", "application/linkset+json, application/json");
        Problems problems = new Problems();
        if (problems.expectOk(catalog)) {
            problems.expect(
                    catalog.header("content-type").orElse("").contains("application/linkset+json"),
                    "Content-Type is " + catalog.mediaType() + ", expected application/linkset+json");
            problems.expect(
                    catalog.json()
                            .map(root -> root.path("linkset").isArray()
                                    && !root.path("linkset").isEmpty())
                            .orElse(false),
                    "linkset is not a non-empty array");
        }
        readiness.add(DISCOVERY, "apiCatalog", problems, "/.well-known/api-catalog is an RFC 9727 linkset");
    }

    /** Either metadata document will do, as for the scanner. */
    private static void oauthDiscovery(Audit audit, Readiness readiness) {
        List<String> found = new ArrayList<>();
        for (String path : List.of("/.well-known/oauth-authorization-server", "/.well-known/openid-configuration")) {
            Problems problems = new Problems();
            Optional<JsonNode> root = jsonObject(problems, audit.get(path));
            root.ifPresent(metadata -> Json.requireStrings(
                    problems, metadata, "issuer", "authorization_endpoint", "token_endpoint", "jwks_uri"));
            if (problems.none()) {
                readiness.pass(
                        DISCOVERY,
                        "oauthDiscovery",
                        path + " has issuer, authorization_endpoint, token_endpoint and jwks_uri");
                return;
            }
            found.add(path + ": " + problems.describe());
        }
        readiness.fail(DISCOVERY, "oauthDiscovery", String.join("; ", found));
    }

    private static void oauthProtectedResource(Audit audit, Readiness readiness) {
        Problems problems = new Problems();
        jsonObject(problems, audit.get("/.well-known/oauth-protected-resource")).ifPresent(root -> {
            Json.requireStrings(problems, root, "resource");
            Json.requireStringArrays(problems, root, "authorization_servers");
        });
        readiness.add(
                DISCOVERY,
                "oauthProtectedResource",
                problems,
                "RFC 9728 metadata with resource and authorization_servers");
    }

    /** The first of the scanner's three paths that answers is the card. */
    private static void mcpServerCard(Audit audit, Readiness readiness) {
        List<String> tried = new ArrayList<>();
        for (String path : SERVER_CARDS) {
            Response card = audit.get(path);
            if (card.status() == 404) {
                tried.add(path + " 404");
                continue;
            }
            Problems problems = new Problems();
            jsonObject(problems, card).ifPresent(root -> {
                Json.requireStrings(problems, root, "serverInfo.name", "serverInfo.version", "transport.endpoint");
                problems.expect(root.path("capabilities").isObject(), "capabilities is not an object");
            });
            readiness.add(
                    DISCOVERY,
                    "mcpServerCard",
                    problems,
                    path + " has serverInfo, transport.endpoint and capabilities");
            return;
        }
        readiness.fail(DISCOVERY, "mcpServerCard", "no server card: " + String.join(", ", tried));
    }

    /**
     * An A2A agent card describes an agent that takes tasks. A site that runs none has none, and the
     * scanner leaves the check off unless asked: N/A. A card that is there is checked.
     */
    private static void a2aAgentCard(Audit audit, Readiness readiness) {
        String path = "/.well-known/agent-card.json";
        readiness
                .optionalDocument(
                        audit,
                        DISCOVERY,
                        "a2aAgentCard",
                        path,
                        "no A2A agent runs here (the scanner's check is opt-in, off by default)")
                .ifPresent(card -> {
                    Problems problems = new Problems();
                    jsonObject(problems, card).ifPresent(root -> {
                        Json.requireStrings(problems, root, "name", "version");
                        problems.expect(
                                root.path("supportedInterfaces").isArray(), "supportedInterfaces is not an array");
                    });
                    readiness.add(
                            DISCOVERY, "a2aAgentCard", problems, path + " has name, version and supportedInterfaces");
                });
    }

    private static void agentSkills(Audit audit, Readiness readiness) {
        Response index = audit.get(SkillChecks.INDEX);
        if (index.status() == 404) {
            index = audit.get("/.well-known/skills/index.json");
        }
        Problems problems = new Problems();
        Optional<JsonNode> root = jsonObject(problems, index);
        root.ifPresent(document -> {
            problems.expectEqual(Json.text(document, "$schema"), SKILLS_SCHEMA, "$schema");
            problems.expect(
                    document.path("skills").isArray()
                            && !document.path("skills").isEmpty(),
                    "skills is not a non-empty array");
            for (JsonNode skill : document.path("skills")) {
                Json.requireStrings(problems, skill, "name", "type", "description", "url", "digest");
            }
        });
        readiness.add(
                DISCOVERY,
                "agentSkills",
                problems,
                index.url().substring(audit.base.length()) + " lists "
                        + root.map(document -> document.path("skills").size()).orElse(0) + " skills (v0.2.0)");
    }

    /**
     * The scanner loads the page in a browser and watches for tools being registered; the audit has no
     * browser, so it reads what the browser would run: a same-origin script of the home page that calls
     * {@code modelContext.registerTool} or {@code provideContext}, and no {@code Permissions-Policy}
     * that turns the {@code tools} feature off.
     */
    private static void webMcp(Audit audit, Readiness readiness) {
        Response home = audit.get("/", "Accept", "text/html");
        Problems problems = new Problems();
        String policy = home.header("permissions-policy").orElse("").replace(" ", "");
        problems.expect(!policy.contains("tools=()"), "Permissions-Policy turns WebMCP off: " + policy);
        Optional<String> script = webMcpScript(audit, home);
        problems.expect(
                script.isPresent(), "no same-origin script of / calls modelContext.registerTool or provideContext");
        readiness.add(
                DISCOVERY,
                "webMcp",
                problems,
                script.orElse("") + " registers tools with modelContext"
                        + (policy.contains("tools=(self)") ? "; Permissions-Policy allows tools=(self)" : ""));
    }

    private static Optional<String> webMcpScript(Audit audit, Response home) {
        Matcher script = SCRIPT.matcher(home.text());
        while (script.find()) {
            String src = script.group(1).replace("&amp;", "&");
            String url = src.startsWith("/") ? audit.url(src) : src;
            if (!audit.isOwn(url)) {
                continue;
            }
            String code = audit.fetcher.get(url).text();
            if (code.contains("modelContext") && (code.contains("registerTool") || code.contains("provideContext"))) {
                return Optional.of(src);
            }
        }
        return Optional.empty();
    }

    /**
     * The five commerce checks are informational for a site that does not sell: the scanner shows them
     * and leaves them out of the score. A site with shop signals in its home page has them scored.
     */
    private static void commerce(Audit audit, Readiness readiness) {
        String home = audit.get("/", "Accept", "text/html").text().toLowerCase(Locale.ROOT);
        List<String> signals = COMMERCE_SIGNALS.stream().filter(home::contains).toList();
        boolean payable = audit.get("/").status() == 402;
        boolean paymentInfo = audit.get("/openapi.json").text().contains("x-payment-info");
        boolean ucp = audit.get("/.well-known/ucp").status() == 200;
        boolean acp = audit.get("/.well-known/acp.json").status() == 200;
        commerceCheck(readiness, signals, "x402", payable, "GET / answers 402 with payment requirements");
        commerceCheck(readiness, signals, "mpp", paymentInfo, "/openapi.json carries x-payment-info");
        commerceCheck(readiness, signals, "ucp", ucp, "/.well-known/ucp is served");
        commerceCheck(readiness, signals, "acp", acp, "/.well-known/acp.json is served");
        commerceCheck(readiness, signals, "ap2", false, "an A2A agent card declares AP2");
    }

    private static void commerceCheck(
            Readiness readiness, List<String> signals, String key, boolean present, String what) {
        if (present) {
            readiness.pass(COMMERCE, key, what);
        } else if (signals.isEmpty()) {
            readiness.notApplicable(
                    COMMERCE,
                    key,
                    "informational: the home page shows no commerce signals (a firm's site sells nothing here), and not found: "
                            + what);
        } else {
            readiness.fail(
                    COMMERCE,
                    key,
                    "the home page shows commerce signals (" + String.join(", ", signals) + ") but not: " + what);
        }
    }

    private static Optional<JsonNode> jsonObject(Problems problems, Response response) {
        if (!problems.expectOk(response)) {
            return Optional.empty();
        }
        Optional<JsonNode> root = response.json().filter(JsonNode::isObject);
        problems.expect(root.isPresent(), response.url() + " is not a JSON object");
        return root;
    }
}
