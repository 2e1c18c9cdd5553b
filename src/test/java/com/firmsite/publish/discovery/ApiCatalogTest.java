package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.DiscoveryResponses.fetch;
import static com.firmsite.publish.discovery.DiscoveryResponses.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.firmsite.testing.TestServer;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/** docs/decisions.md §5.10: the RFC 9727 API catalog, an RFC 9264 linkset, and its Link header on GET and HEAD. */
@ParameterizedClass(name = "base URL {0}")
@MethodSource("com.firmsite.publish.discovery.BaseUrls#both")
class ApiCatalogTest {
    static final String PATH = "/.well-known/api-catalog";
    static final String MEDIA_TYPE = "application/linkset+json; profile=\"https://www.rfc-editor.org/info/rfc9727\"";
    /** RFC 9264 §4.2.4 target attributes used here; any other member would be an unknown extension. */
    private static final Set<String> TARGET_ATTRIBUTES = Set.of("href", "type", "title");

    @Parameter
    String base;

    private TestServer server;

    @BeforeEach
    void connect() {
        server = BaseUrls.server(base);
    }

    @Test
    void theCatalogIsALinksetWhoseOnlyMemberIsLinkset() {
        JsonNode catalog = json(fetch(server, PATH, MEDIA_TYPE));
        assertThat(names(catalog)).containsExactly("linkset");
        assertThat(catalog.get("linkset").isArray()).isTrue();
        assertThat(catalog.get("linkset")).hasSize(2);
    }

    @Test
    void theApiContextIsAnchoredAtApiWithItsDescriptionDocumentationAndStatus() {
        String b = server.baseUrl();
        JsonNode api = json(fetch(server, PATH, MEDIA_TYPE)).get("linkset").get(0);
        assertThat(api.get("anchor").textValue()).isEqualTo(b + "/api");
        assertThat(names(api)).containsExactlyInAnyOrder("anchor", "service-desc", "service-doc", "status");
        assertThat(hrefs(api.get("service-desc"))).containsExactly(b + "/openapi.json");
        assertThat(hrefs(api.get("service-doc"))).containsExactly(b + "/docs");
        assertThat(hrefs(api.get("status"))).containsExactly(b + "/api/status.json");
    }

    @Test
    void theSiteContextListsEveryOtherPublicMachineReadableResourceAsAnItem() {
        String b = server.baseUrl();
        JsonNode site = json(fetch(server, PATH, MEDIA_TYPE)).get("linkset").get(1);
        assertThat(site.get("anchor").textValue()).isEqualTo(b + "/");
        assertThat(names(site)).containsExactlyInAnyOrder("anchor", "item");
        List<String> expected = new ArrayList<>(List.of(
                "/.well-known/ai-catalog.json", "/.well-known/ard.json", "/.well-known/agent-skills/index.json"));
        for (JsonNode skill :
                json(server.get("/.well-known/agent-skills/index.json")).get("skills")) {
            expected.add("/.well-known/agent-skills/" + skill.get("name").textValue() + "/SKILL.md");
        }
        expected.addAll(List.of(
                "/.well-known/mcp/server-card.json",
                "/.well-known/oauth-protected-resource",
                "/.well-known/oauth-authorization-server",
                "/.well-known/openid-configuration",
                "/.well-known/jwks.json",
                "/llms.txt",
                "/llms-full.txt",
                "/sitemap-index.xml",
                "/sitemap.md",
                "/robots.txt",
                "/auth.md",
                "/assets/webmcp-data.json",
                "/publications/feed.atom"));
        assertThat(hrefs(site.get("item")))
                .containsExactlyElementsOf(
                        expected.stream().map(path -> b + path).toList());
    }

    @Test
    void everyAnchorAndHrefIsAnAbsoluteUrlOnTheBaseUrlAndEveryRelationIsAnArrayOfTargets() {
        String b = server.baseUrl();
        for (JsonNode context : json(fetch(server, PATH, MEDIA_TYPE)).get("linkset")) {
            assertAbsoluteOnBase(context.get("anchor").textValue(), b);
            for (Map.Entry<String, JsonNode> relation : context.properties()) {
                if (relation.getKey().equals("anchor")) {
                    continue;
                }
                assertThat(relation.getValue().isArray())
                        .as("%s is an array", relation.getKey())
                        .isTrue();
                assertThat(relation.getValue())
                        .as("%s has targets", relation.getKey())
                        .isNotEmpty();
                for (JsonNode target : relation.getValue()) {
                    assertThat(names(target))
                            .as("attributes of a %s target", relation.getKey())
                            .contains("href")
                            .isSubsetOf(TARGET_ATTRIBUTES);
                    assertThat(target.get("type").textValue()).matches("[a-z]+/[a-z0-9.+-]+");
                    assertThat(target.get("title").textValue()).isNotBlank();
                    assertAbsoluteOnBase(target.get("href").textValue(), b);
                }
            }
        }
    }

    @Test
    void eachLinkTargetsTypeIsTheMediaTypeItIsServedAs() {
        for (JsonNode context : json(fetch(server, PATH, MEDIA_TYPE)).get("linkset")) {
            for (JsonNode targets : context) {
                // The anchor is a string, not an array of targets: iterating it yields nothing.
                for (JsonNode target : targets) {
                    String path = URI.create(target.get("href").textValue()).getPath();
                    String served = server.get(path)
                            .headers()
                            .firstValue("content-type")
                            .orElseThrow();
                    assertThat(served.split(";", -1)[0].strip())
                            .as("Content-Type of %s", path)
                            .isEqualTo(target.get("type").textValue());
                }
            }
        }
    }

    @Test
    void getAndHeadBothCarryTheApiCatalogLinkAndHeadHasNoBody() {
        String link = "<" + server.baseUrl() + PATH + ">; rel=\"api-catalog\"";
        HttpResponse<String> get = fetch(server, PATH, MEDIA_TYPE);
        HttpResponse<String> head = server.send("HEAD", PATH, HttpRequest.BodyPublishers.noBody());
        assertThat(get.headers().allValues("link")).containsExactly(link);
        assertThat(head.statusCode()).isEqualTo(200);
        assertThat(head.headers().allValues("link")).containsExactly(link);
        assertThat(head.headers().firstValue("content-type")).hasValue(MEDIA_TYPE);
        assertThat(head.headers().firstValue("content-length"))
                .isEqualTo(get.headers().firstValue("content-length"));
        assertThat(head.body()).isEmpty();
    }

    @Test
    void aScannerAskingForLinksetOrJsonGetsTheLinkset() {
        HttpResponse<String> response = server.get(PATH, "Accept", "application/linkset+json, application/json");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type").orElseThrow()).startsWith("application/linkset+json");
    }

    private static void assertAbsoluteOnBase(String url, String baseUrl) {
        URI uri = URI.create(url);
        assertThat(uri.isAbsolute()).as("%s is absolute", url).isTrue();
        assertThat(uri.getScheme() + "://" + uri.getRawAuthority())
                .as("origin of %s", url)
                .isEqualTo(baseUrl);
    }

    static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<String> hrefs(JsonNode targets) {
        List<String> hrefs = new ArrayList<>();
        targets.forEach(target -> hrefs.add(target.get("href").textValue()));
        return hrefs;
    }
}
