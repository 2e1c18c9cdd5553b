package com.firmsite.publish.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import com.firmsite.testing.TestServer;
import crawlercommons.sitemaps.SiteMap;
import crawlercommons.sitemaps.SiteMapIndex;
import crawlercommons.sitemaps.SiteMapParser;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * docs/decisions.md §5.16: every URL on the base URL that a discovery document advertises resolves: 200,
 * or the 403 access-denied document for the reserved authorization URLs. The documents are read
 * from the snapshot, so documents added on other branches are covered as soon as they exist.
 */
@ExtendWith(SharedServer.class)
class LinkIntegrityTest {
    private static final Pattern MARKDOWN_LINK = Pattern.compile("\\]\\((https?://[^)\\s]+)\\)");
    private static TestServer server;

    @BeforeAll
    static void start(TestServer shared) {
        server = shared;
    }

    @Test
    void everyUrlTheOpenApiDescriptionAdvertisesResolves() {
        OpenApiModel openApi = OpenApiModel.fetch(server);
        Set<String> urls = new TreeSet<>(onBase(OpenApiModel.strings(openApi.root)));
        openApi.root.get("servers").forEach(s -> urls.add(s.get("url").asText()));
        var values = java.util.Map.of(
                "name",
                OpenApiModel.parse(server.get("/.well-known/agent-skills/index.json")
                                .body())
                        .at("/skills/0/name")
                        .asText());
        for (OpenApiModel.Operation operation : openApi.operations()) {
            // A GET that documents a success (or the reserved 403) is an address the document advertises.
            if (operation.method().equals("get")
                    && (operation.node().at("/responses").has("200") || isReserved(operation.path()))) {
                String path = openApi.concretePath(operation, values);
                urls.add(server.baseUrl() + path);
            }
        }
        assertAllResolve(urls);
    }

    @Test
    void everyLinkInLlmsTxtResolves() {
        Set<String> urls = new TreeSet<>();
        Matcher link = MARKDOWN_LINK.matcher(server.get("/llms.txt").body());
        while (link.find()) {
            urls.add(link.group(1));
        }
        assertThat(urls).hasSizeGreaterThan(40);
        assertAllResolve(urls);
    }

    @Test
    void everySitemapAndEveryUrlInThemResolves() throws Exception {
        Set<String> urls = new TreeSet<>();
        SiteMapParser parser = new SiteMapParser(true);
        String indexUrl = server.baseUrl() + "/sitemap-index.xml";
        SiteMapIndex index = (SiteMapIndex) parser.parseSiteMap(
                "application/xml",
                server.getBytes("/sitemap-index.xml").body(),
                URI.create(indexUrl).toURL());
        for (var child : index.getSitemaps()) {
            urls.add(child.getUrl().toString());
            SiteMap sitemap = (SiteMap) parser.parseSiteMap(
                    "application/xml", server.getBytes(child.getUrl().getPath()).body(), child.getUrl());
            sitemap.getSiteMapUrls().forEach(url -> urls.add(url.getUrl().toString()));
        }
        assertAllResolve(urls);
    }

    @Test
    void theSitemapInRobotsTxtResolves() {
        Set<String> urls = new TreeSet<>();
        server.get("/robots.txt")
                .body()
                .lines()
                .filter(line -> line.startsWith("Sitemap:"))
                .forEach(line -> urls.add(line.substring(8).strip()));
        assertThat(urls).containsExactly(server.baseUrl() + "/sitemap-index.xml");
        assertAllResolve(urls);
    }

    @Test
    void everyUrlInEveryJsonDocumentOfTheSnapshotResolves() {
        Set<String> urls = new TreeSet<>();
        for (Output output : server.outputs()) {
            for (Representation representation : output.representations()) {
                String type =
                        representation.type().value().split(";", -1)[0].strip().toLowerCase(Locale.ROOT);
                if (type.equals("application/json") || type.endsWith("+json")) {
                    JsonNode document = OpenApiModel.parse(new String(representation.body(), StandardCharsets.UTF_8));
                    urls.addAll(onBase(OpenApiModel.strings(withoutLinksetAnchors(document))));
                }
            }
        }
        assertThat(urls).as("at least the OpenAPI description's own URLs").isNotEmpty();
        assertAllResolve(urls);
    }

    // ---- helpers ----

    /**
     * A linkset's {@code anchor} names the link context (RFC 9264 §4.2.2), not a link target: the API
     * catalog anchors its API context at B/api (docs/decisions.md §5.10), which is itself no endpoint (§3.3).
     */
    private static JsonNode withoutLinksetAnchors(JsonNode document) {
        JsonNode copy = document.deepCopy();
        if (copy.has("linkset")) {
            copy.get("linkset")
                    .forEach(context -> ((com.fasterxml.jackson.databind.node.ObjectNode) context).remove("anchor"));
        }
        return copy;
    }

    private Set<String> onBase(Iterable<String> strings) {
        Set<String> urls = new TreeSet<>();
        strings.forEach(text -> {
            if (text.equals(server.baseUrl()) || text.startsWith(server.baseUrl() + "/")) {
                urls.add(text);
            }
        });
        return urls;
    }

    private static boolean isReserved(String path) {
        return path.startsWith("/agent/") || path.startsWith("/oauth/");
    }

    private void assertAllResolve(Set<String> urls) {
        for (String url : urls) {
            assertThat(url).startsWith(server.baseUrl());
            URI uri = URI.create(url);
            String path = uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
            if (path.equals("/mcp")) {
                // The MCP card's transport endpoint: reserved, answered by POST with a JSON-RPC error.
                HttpResponse<String> rpc = server.send(
                        "POST",
                        path,
                        java.net.http.HttpRequest.BodyPublishers.ofString(
                                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}"),
                        "Content-Type",
                        "application/json");
                assertThat(rpc.statusCode()).as(url).isEqualTo(200);
                assertThat(OpenApiModel.parse(rpc.body())
                                .path("error")
                                .path("code")
                                .asInt())
                        .as(url)
                        .isEqualTo(-32601);
                continue;
            }
            HttpResponse<String> response = server.get(path);
            if (isReserved(path)) {
                assertThat(response.statusCode()).as(url).isEqualTo(403);
                assertThat(OpenApiModel.parse(response.body()).path("error").asText())
                        .as(url)
                        .isEqualTo("access_denied");
            } else {
                assertThat(response.statusCode()).as(url).isEqualTo(200);
            }
            if (uri.getRawFragment() != null) {
                assertThat(response.body())
                        .as("%s: anchor in the page", url)
                        .contains("id=\"" + uri.getRawFragment() + "\"");
            }
        }
    }
}
