package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.DiscoveryResponses.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.firmsite.testing.TestServer;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * docs/decisions.md §5.16: every URL the catalogs, the OAuth metadata, the skills and auth.md advertise on
 * this origin resolves: 200, the access-denied 403 for reserved URLs, or a JSON-RPC answer for
 * {@code POST /mcp}.
 */
@ParameterizedClass(name = "base URL {0}")
@MethodSource("com.firmsite.publish.discovery.BaseUrls#both")
class AdvertisedUrlsTest {
    private static final List<String> JSON_DOCUMENTS = List.of(
            "/.well-known/api-catalog",
            "/.well-known/ai-catalog.json",
            "/.well-known/agent-skills/index.json",
            "/.well-known/mcp/server-card.json",
            "/.well-known/oauth-protected-resource",
            "/.well-known/oauth-authorization-server",
            "/.well-known/openid-configuration",
            "/agent/auth");
    private static final Pattern URL = Pattern.compile("https?://[^\\s\"'<>`()\\[\\]]+");

    @Parameter
    String base;

    private TestServer server;

    @BeforeEach
    void connect() {
        server = BaseUrls.server(base);
    }

    @Test
    void everyUrlOnThisOriginThatADiscoveryDocumentAdvertisesResolves() {
        Set<String> paths = new TreeSet<>();
        for (String document : JSON_DOCUMENTS) {
            collect(json(server.get(document)), paths);
        }
        List<String> markdown = new java.util.ArrayList<>(List.of("/auth.md"));
        json(server.get("/.well-known/agent-skills/index.json"))
                .get("skills")
                .forEach(skill ->
                        markdown.add(URI.create(skill.get("url").textValue()).getPath()));
        for (String document : markdown) {
            collect(server.get(document).body(), paths);
        }
        assertThat(paths).contains("/", "/mcp", "/agent/auth", "/oauth/token", "/auth.md", "/team", "/contact");
        for (String path : paths) {
            assertResolves(path);
        }
    }

    private void assertResolves(String path) {
        if (path.equals("/mcp")) {
            HttpResponse<String> response = server.send(
                    "POST",
                    path,
                    HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}"));
            assertThat(response.statusCode()).as("POST %s", path).isEqualTo(200);
        } else if (ReservedUrlsTest.RESERVED.contains(path)) {
            HttpResponse<String> response = server.get(path);
            assertThat(response.statusCode()).as("GET %s", path).isEqualTo(403);
            ReservedUrlsTest.assertAccessDenied(json(response));
        } else {
            assertThat(server.get(path).statusCode()).as("GET %s", path).isEqualTo(200);
        }
    }

    /** Every string value on this origin, except link-context anchors, which name a context, not a resource. */
    private void collect(JsonNode node, Set<String> paths) {
        if (node.isTextual()) {
            collect(node.textValue(), paths);
        }
        if (node.isArray()) {
            node.forEach(child -> collect(child, paths));
        }
        for (Map.Entry<String, JsonNode> field : node.properties()) {
            if (!field.getKey().equals("anchor")) {
                collect(field.getValue(), paths);
            }
        }
    }

    private void collect(String text, Set<String> paths) {
        Matcher matcher = URL.matcher(text);
        while (matcher.find()) {
            String url = matcher.group().replaceAll("[.,;:]+$", "");
            if (url.equals(server.baseUrl()) || url.startsWith(server.baseUrl() + "/")) {
                String path = URI.create(url).getPath();
                paths.add(path.isEmpty() ? "/" : path);
            }
        }
    }
}
