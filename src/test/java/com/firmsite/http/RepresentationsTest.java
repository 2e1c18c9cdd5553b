package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.aayushatharva.brotli4j.Brotli4jLoader;
import com.aayushatharva.brotli4j.decoder.Decoder;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** docs/decisions.md §2.2–2.7: twins, Content-Location, Link, ETags, 304, HEAD, compression, caching. */
class RepresentationsTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    @ParameterizedTest(name = "{0} has the Markdown twin {1}")
    @CsvSource({
        "/, /index.md",
        "/about, /about.md",
        "/team/margaret-hale, /team/margaret-hale.md",
        "/practice-areas, /practice-areas.md"
    })
    void everyPageHasAMarkdownTwinWithTheNegotiatedBytes(String page, String twin) {
        HttpResponse<String> negotiated = server.get(page, "Accept", "text/markdown");
        HttpResponse<String> direct = server.get(twin, "Accept", "text/html");
        assertThat(direct.statusCode()).isEqualTo(200);
        assertThat(direct.headers().firstValue("content-type")).hasValue("text/markdown; charset=utf-8");
        assertThat(direct.body()).isEqualTo(negotiated.body());
        assertThat(negotiated.headers().firstValue("content-location")).hasValue(server.baseUrl() + twin);
    }

    @ParameterizedTest(name = "{0} in Markdown carries the content policy, a token estimate and its canonical page")
    @CsvSource({"/, /index.md, /", "/team/margaret-hale, /team/margaret-hale.md, /team/margaret-hale"})
    void everyMarkdownResponseCarriesThePolicyTheTokenEstimateAndTheCanonicalPage(
            String page, String twin, String canonical) throws Exception {
        String policy = TestServer.sampleSite().firm().contentSignal();
        for (HttpResponse<String> markdown :
                java.util.List.of(server.get(page, "Accept", "text/markdown"), server.get(twin))) {
            assertThat(markdown.headers().allValues("content-signal")).containsExactly(policy);
            assertThat(markdown.headers().allValues("content-usage"))
                    .containsExactly(TestServer.sampleSite().firm().contentUsage());
            // docs/decisions.md §2.2: characters ÷ 4, rounded up.
            long characters = markdown.body().codePoints().count();
            assertThat(markdown.headers().allValues("x-markdown-tokens"))
                    .containsExactly(Long.toString((characters + 3) / 4));
            assertThat(characters).isGreaterThan(100);
            assertThat(markdown.headers().allValues("link"))
                    .containsExactly("<" + server.baseUrl() + canonical + ">; rel=\"canonical\"; type=\"text/html\"");
        }
        // The HTML page states the same policy, and sends no Markdown token count.
        HttpResponse<String> html = server.get(page);
        assertThat(html.headers().allValues("content-signal")).containsExactly(policy);
        assertThat(html.headers().firstValue("x-markdown-tokens")).isEmpty();
    }

    @Test
    void htmlPagesLinkTheirTwinAndTheDiscoveryDocuments() {
        String link = server.get("/about").headers().firstValue("link").orElseThrow();
        assertThat(link)
                .contains("<" + server.baseUrl() + "/about.md>; rel=\"alternate\"; type=\"text/markdown\"")
                .contains("<" + server.baseUrl() + "/.well-known/api-catalog>; rel=\"api-catalog\"")
                .contains("<" + server.baseUrl() + "/openapi.json>; rel=\"service-desc\"")
                .contains("<" + server.baseUrl() + "/docs>; rel=\"service-doc\"")
                .contains("<" + server.baseUrl() + "/llms.txt>; rel=\"describedby\"")
                .contains("<" + server.baseUrl() + "/.well-known/ard.json>; rel=\"ard\"");
    }

    @Test
    void markdownAndHtmlCarryTheLegalNotice() throws Exception {
        String notice = TestServer.sampleSite().firm().legalNotice();
        assertThat(server.get("/publications", "Accept", "text/markdown").body())
                .contains(notice);
        assertThat(org.jsoup.Jsoup.parse(server.get("/publications").body()).text())
                .contains(notice);
    }

    @ParameterizedTest(name = "HEAD {0} has exactly the GET headers and no body")
    @ValueSource(
            strings = {
                "/",
                "/team/margaret-hale",
                "/about.md",
                "/robots.txt",
                "/assets/site.css",
                "/nope",
                "/api/status.json",
                "/api/nope"
            })
    void headAnswersTheGetHeadersWithoutABody(String path) {
        HttpResponse<String> get = server.get(path);
        HttpResponse<String> head = server.send("HEAD", path, HttpRequest.BodyPublishers.noBody());
        assertThat(head.statusCode()).isEqualTo(get.statusCode());
        assertThat(head.body()).isEmpty();
        var getHeaders = new java.util.TreeMap<>(get.headers().map());
        var headHeaders = new java.util.TreeMap<>(head.headers().map());
        getHeaders.remove("date");
        headHeaders.remove("date");
        // Each response has its own request id; that both have one is what must match.
        assertThat(headHeaders.remove("x-request-id")).isNotNull();
        assertThat(getHeaders.remove("x-request-id")).isNotNull();
        // RateLimit counters move between the two requests; their presence is what must match.
        for (String counter : java.util.List.of("ratelimit", "ratelimit-remaining", "ratelimit-reset")) {
            assertThat(headHeaders.containsKey(counter)).isEqualTo(getHeaders.containsKey(counter));
            getHeaders.remove(counter);
            headHeaders.remove(counter);
        }
        assertThat(headHeaders).isEqualTo(getHeaders);
    }

    @Test
    void matchingIfNoneMatchGives304WithTheValidators() {
        HttpResponse<String> first = server.get("/team/margaret-hale", "Accept", "text/markdown");
        String etag = first.headers().firstValue("etag").orElseThrow();
        assertThat(etag).matches("\"[0-9a-f]{32}\"");
        HttpResponse<String> again =
                server.get("/team/margaret-hale", "Accept", "text/markdown", "If-None-Match", "\"other\", " + etag);
        assertThat(again.statusCode()).isEqualTo(304);
        assertThat(again.body()).isEmpty();
        assertThat(again.headers().firstValue("etag")).hasValue(etag);
        assertThat(again.headers().firstValue("vary")).isEqualTo(first.headers().firstValue("vary"));
        assertThat(again.headers().firstValue("cache-control")).hasValue("public, max-age=300");
    }

    @Test
    void aDifferentRepresentationHasADifferentEtag() {
        String html = server.get("/about").headers().firstValue("etag").orElseThrow();
        String markdown = server.get("/about", "Accept", "text/markdown")
                .headers()
                .firstValue("etag")
                .orElseThrow();
        String gzip = server.getBytes("/about", "Accept-Encoding", "gzip")
                .headers()
                .firstValue("etag")
                .orElseThrow();
        assertThat(java.util.Set.of(html, markdown, gzip)).hasSize(3);
        assertThat(server.get("/about", "If-None-Match", markdown).statusCode()).isEqualTo(200);
    }

    @ParameterizedTest(name = "Accept-Encoding [{0}] gives {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "gzip                      | gzip",
                "br                        | br",
                "gzip, br                  | br",
                "br;q=0.5, gzip            | gzip",
                "gzip;q=0, br;q=0          | identity",
                "identity                  | identity",
                "*                         | br",
                "deflate                   | identity",
            })
    void compressionFollowsAcceptEncodingAndDecodesToTheSameBytes(String acceptEncoding, String expected)
            throws IOException {
        byte[] identity = server.getBytes("/team/margaret-hale").body();
        HttpResponse<byte[]> response = server.getBytes("/team/margaret-hale", "Accept-Encoding", acceptEncoding);
        String coding = response.headers().firstValue("content-encoding").orElse("identity");
        assertThat(coding).isEqualTo(expected);
        assertThat(response.headers().firstValue("vary").orElse("")).contains("Accept-Encoding");
        assertThat(decode(coding, response.body())).isEqualTo(identity);
    }

    private static byte[] decode(String coding, byte[] body) throws IOException {
        return switch (coding) {
            case "gzip" -> new GZIPInputStream(new ByteArrayInputStream(body)).readAllBytes();
            case "br" -> {
                Brotli4jLoader.ensureAvailability();
                yield Decoder.decompress(body).getDecompressedData();
            }
            default -> body;
        };
    }

    @ParameterizedTest(name = "{0} answers 308 to {1}")
    @CsvSource({"/about/, /about", "/team/margaret-hale/, /team/margaret-hale", "/practice-areas/, /practice-areas"})
    void trailingSlashRedirectsPermanently(String from, String to) {
        HttpResponse<String> response = server.get(from);
        assertThat(response.statusCode()).isEqualTo(308);
        assertThat(response.headers().firstValue("location")).hasValue(server.baseUrl() + to);
    }

    @ParameterizedTest(name = "{0} on a page is 405 with Allow")
    @ValueSource(strings = {"POST", "PUT", "DELETE", "OPTIONS", "PATCH"})
    void otherMethodsOnPagesAre405WithAllow(String method) {
        HttpResponse<String> response = server.send(
                method, "/about", HttpRequest.BodyPublishers.ofString("x"), "Accept", "application/problem+json");
        assertThat(response.statusCode()).isEqualTo(405);
        assertThat(response.headers().firstValue("allow")).hasValue("GET, HEAD");
        assertThat(response.headers().firstValue("content-type")).hasValue("application/problem+json");
        assertThat(response.body()).contains("\"code\":\"method_not_allowed\"").contains("\"status\":405");
    }

    @Test
    void methodNotAllowedIsNegotiatedLikeA404() {
        HttpResponse<String> markdown =
                server.send("DELETE", "/team", HttpRequest.BodyPublishers.noBody(), "Accept", "text/markdown");
        assertThat(markdown.statusCode()).isEqualTo(405);
        assertThat(markdown.headers().firstValue("content-type")).hasValue("text/markdown; charset=utf-8");
        assertThat(markdown.headers().firstValue("allow")).hasValue("GET, HEAD");
        HttpResponse<String> html = server.send("PUT", "/team", HttpRequest.BodyPublishers.noBody());
        assertThat(html.headers().firstValue("content-type")).hasValue("text/html; charset=utf-8");
    }

    @Test
    void pageNotFoundInMarkdownPointsToTheSitemapLlmsTxtAndDocs() {
        HttpResponse<String> response = server.get("/no/such/page", "Accept", "text/markdown");
        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body())
                .contains(server.baseUrl() + "/sitemap-index.xml")
                .contains(server.baseUrl() + "/llms.txt")
                .contains(server.baseUrl() + "/docs");
    }

    @Test
    void pageNotFoundAsProblemJsonHasEveryField() throws Exception {
        HttpResponse<String> response = server.get("/no-such-page", "Accept", "application/problem+json");
        var problem = new com.fasterxml.jackson.databind.ObjectMapper().readTree(response.body());
        assertThat(problem.path("type").asText()).isEqualTo(server.baseUrl() + "/docs#problem-page-not-found");
        assertThat(problem.path("title").asText()).isNotBlank();
        assertThat(problem.path("status").asInt()).isEqualTo(404);
        assertThat(problem.path("detail").asText()).isNotBlank();
        assertThat(problem.path("instance").asText()).isEqualTo("/no-such-page");
        assertThat(problem.path("code").asText()).isEqualTo("page_not_found");
        assertThat(problem.path("resolution").asText()).contains("/llms.txt");
        assertThat(response.headers().firstValue("cache-control")).hasValue("no-store");
    }

    @ParameterizedTest(name = "{0} is not {1}")
    @CsvSource({"/About, /about", "/team/Margaret-Hale, /team/margaret-hale", "/about.MD, /about.md"})
    void pathsAreCaseSensitive(String wrongCase, String right) {
        assertThat(server.get(right).statusCode()).isEqualTo(200);
        assertThat(server.get(wrongCase).statusCode()).isEqualTo(404);
    }

    @Test
    void queryStringsAreIgnoredForRouting() {
        assertThat(server.get("/about?utm_source=newsletter").statusCode()).isEqualTo(200);
    }

    @ParameterizedTest(name = "{0} has Cache-Control {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "/about                 | public, max-age=300",
                "/about.md              | public, max-age=300",
                "/robots.txt            | public, max-age=3600",
                "/api/status.json       | no-store",
                "/nope                  | no-store",
            })
    void cacheControlFollowsTheKindOfResponse(String path, String expected) {
        assertThat(server.get(path).headers().firstValue("cache-control")).hasValue(expected);
    }

    @Test
    void htmlCarriesTheSecurityHeaders() {
        var headers = server.get("/").headers();
        String csp = headers.firstValue("content-security-policy").orElseThrow();
        assertThat(csp)
                .contains("default-src 'self'")
                .contains("object-src 'none'")
                .contains("base-uri 'none'")
                .contains("frame-ancestors 'none'")
                .doesNotContain("unsafe-inline");
        assertThat(headers.firstValue("referrer-policy")).hasValue("strict-origin-when-cross-origin");
        // WebMCP's draft: the tools feature, default allowlist 'self' (docs/decisions.md §7).
        assertThat(headers.firstValue("permissions-policy").orElseThrow())
                .contains("camera=()")
                .endsWith(", tools=(self)");
        assertThat(headers.firstValue("x-content-type-options")).hasValue("nosniff");
        assertThat(headers.firstValue("strict-transport-security")).isEmpty();
    }

    @Test
    void everyResponseHasNosniff() {
        for (String path : new String[] {"/about.md", "/robots.txt", "/nope", "/api/status.json", "/assets/site.css"}) {
            assertThat(server.get(path).headers().firstValue("x-content-type-options"))
                    .as(path)
                    .hasValue("nosniff");
        }
    }
}
