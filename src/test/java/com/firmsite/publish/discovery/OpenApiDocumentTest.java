package com.firmsite.publish.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.firmsite.output.Output;
import com.firmsite.output.ProblemCode;
import com.firmsite.testing.TestServer;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** docs/decisions.md §5.15: /openapi.json is a valid OpenAPI 3.1 description of the whole surface. */
@ExtendWith(SharedServer.class)
class OpenApiDocumentTest {
    private static TestServer server;
    private static HttpResponse<String> response;
    private static OpenApiModel openApi;

    @BeforeAll
    static void fetch(TestServer shared) {
        server = shared;
        response = server.get("/openapi.json");
        openApi = new OpenApiModel(response.body());
    }

    @Test
    void isServedAsJsonToAnyOrigin() {
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).hasValue("application/json");
        assertThat(response.headers().firstValue("access-control-allow-origin")).hasValue("*");
    }

    @Test
    void swaggerParserReadsItAsOpenApi31WithoutASingleMessage() {
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        SwaggerParseResult result = new OpenAPIV3Parser().readContents(response.body(), null, options);
        assertThat(result.getMessages()).isEmpty();
        assertThat(result.getOpenAPI()).isNotNull();
        assertThat(result.getOpenAPI().getSpecVersion()).isEqualTo(SpecVersion.V31);
        assertThat(result.getOpenAPI().getOpenapi()).isEqualTo("3.1.0");
        assertThat(result.getOpenAPI().getInfo().getVersion()).isEqualTo("1.0.0");
        assertThat(result.getOpenAPI().getServers())
                .singleElement()
                .satisfies(s -> assertThat(s.getUrl()).isEqualTo(server.baseUrl()));
    }

    @Test
    void needsNoAuthenticationAndCarriesNoPaymentInformation() {
        assertThat(openApi.root.get("security")).isEmpty();
        assertThat(openApi.root.path("components").has("securitySchemes")).isFalse();
        assertThat(response.body()).doesNotContain("x-payment-info");
    }

    @Test
    void describesEveryEndpointOfTheSpecificationAndTheDecisions() {
        Set<String> paths = new HashSet<>();
        openApi.root.get("paths").fieldNames().forEachRemaining(paths::add);
        assertThat(paths)
                .contains(
                        "/.well-known/ai-catalog.json",
                        "/.well-known/api-catalog",
                        "/openapi.json",
                        "/api/status.json",
                        "/api/{path}",
                        "/llms.txt",
                        "/llms-full.txt",
                        "/docs",
                        "/docs.md",
                        "/docs/pages",
                        "/docs/pages.md",
                        "/docs/webmcp",
                        "/docs/webmcp.md",
                        "/sitemap-index.xml",
                        "/sitemap-{n}.xml",
                        "/robots.txt",
                        "/.well-known/agent-skills/index.json",
                        "/.well-known/agent-skills/{name}/SKILL.md",
                        "/.well-known/mcp/server-card.json",
                        "/mcp",
                        "/auth.md",
                        "/.well-known/oauth-protected-resource",
                        "/.well-known/oauth-authorization-server",
                        "/.well-known/openid-configuration",
                        "/.well-known/jwks.json",
                        "/assets/webmcp-data.json",
                        "/agent/auth",
                        "/agent/claim",
                        "/agent/revoke",
                        "/oauth/token",
                        "/oauth/revoke",
                        "/oauth/authorize",
                        "/",
                        "/index.md",
                        "/team/{slug}",
                        "/team/{slug}.md",
                        "/practice-areas/{slug}",
                        "/publications/{slug}");
        assertThat(openApi.root.at("/paths/~1api~1{path}").has("get")).isTrue();
        assertThat(openApi.root.at("/paths/~1api~1{path}").has("post")).isTrue();
    }

    @Test
    void describesEveryPageOfTheSnapshotDirectlyOrByItsFamilyTemplate() {
        Set<String> paths = new HashSet<>();
        openApi.root.get("paths").fieldNames().forEachRemaining(paths::add);
        for (Output output : server.outputs()) {
            if (output.kind() == Output.Kind.PAGE) {
                String list = listTemplate(output.path());
                String template = list.replaceFirst(
                        "^((?:/fr)?(?:/practice-areas|/team|/publications|/events|/careers))/[a-z0-9-]+$", "$1/{slug}");
                assertThat(paths).as("page %s", output.path()).contains(template);
            }
        }
    }

    /** A list's page by its template (docs/decisions.md §1.10); any other path as it is. */
    private static String listTemplate(String path) {
        String template = LATER_PAGE.matcher(path).replaceFirst("/page/{page}");
        template = AUTHOR_LIST.matcher(template).replaceFirst("$1/{slug}/publications");
        return FILTER.matcher(template).replaceFirst("$1/{key}");
    }

    private static final Pattern LATER_PAGE = Pattern.compile("/page/[0-9]+$");
    /** An author's or a practice area's publications: {@code /team/{slug}/publications}, {@code /practice-areas/{slug}/publications}. */
    private static final Pattern AUTHOR_LIST =
            Pattern.compile("^((?:/fr)?(?:/team|/practice-areas))/[a-z0-9-]+/publications");

    private static final Pattern FILTER =
            Pattern.compile("^((?:/fr)?(?:/publications/(?:type|year)|/team/(?:office|area|role)))/[a-z0-9-]+");

    @Test
    void problemCodesAreExactlyTheSpecificationsFourAndTheFiveProtocolCodes() {
        List<String> application = Arrays.stream(ProblemCode.values())
                .filter(c -> !c.isProtocolProblem())
                .map(ProblemCode::code)
                .toList();
        List<String> protocol = Arrays.stream(ProblemCode.values())
                .filter(ProblemCode::isProtocolProblem)
                .map(ProblemCode::code)
                .toList();
        assertThat(codes("Problem"))
                .containsExactlyInAnyOrderElementsOf(application)
                .containsExactlyInAnyOrder(
                        "api_route_not_found", "page_not_found", "method_not_allowed", "rate_limit_exceeded");
        assertThat(codes("ProtocolProblem")).containsExactlyInAnyOrderElementsOf(protocol);
        assertThat(openApi.root.at("/components/schemas/Problem/required"))
                .extracting(JsonNode::asText)
                .containsExactlyInAnyOrder("type", "title", "status", "detail", "code", "resolution");
    }

    @Test
    void rateLimitHeadersFollowDecisionFourPointTwo() {
        JsonNode headers = openApi.root.at("/components/headers");
        assertThat(headers.at("/RateLimit-Policy/schema/const").asText()).isEqualTo("\"default\";q=120;w=60");
        assertThat(headers.at("/RateLimit-Limit/schema/const").asInt()).isEqualTo(120);
        assertThat(headers.at("/Retry-After/schema/minimum").asInt()).isEqualTo(1);
        JsonNode tooMany = openApi.root.at("/components/responses/RateLimitExceeded/headers");
        assertThat(names(tooMany))
                .containsExactlyInAnyOrder(
                        "RateLimit-Policy",
                        "RateLimit",
                        "RateLimit-Limit",
                        "RateLimit-Remaining",
                        "RateLimit-Reset",
                        "Retry-After");
        for (String path :
                List.of("/paths/~1api~1status.json/get/responses/429", "/paths/~1api~1{path}/post/responses/429")) {
            assertThat(openApi.root.at(path + "/$ref").asText()).isEqualTo("#/components/responses/RateLimitExceeded");
        }
    }

    @Test
    void operationIdsAreUnique() {
        List<String> ids = openApi.operations().stream()
                .map(op -> op.node().get("operationId").asText())
                .toList();
        assertThat(ids).doesNotHaveDuplicates();
    }

    private static Set<String> codes(String schema) {
        Set<String> codes = new HashSet<>();
        openApi.root
                .at("/components/schemas/" + schema + "/properties/code/enum")
                .forEach(code -> codes.add(code.asText()));
        return codes;
    }

    private static Set<String> names(JsonNode object) {
        return object.properties().stream().map(java.util.Map.Entry::getKey).collect(Collectors.toSet());
    }
}
