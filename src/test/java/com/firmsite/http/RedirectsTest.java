package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.testing.Redirects;
import com.firmsite.testing.TestServer;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * redirects.yaml over HTTP (content-model §4): status, an absolute Location from the configured
 * base URL, Cache-Control by kind, HEAD like GET, and a small body negotiated like an error's.
 */
class RedirectsTest {
    /** Not the address the server listens on: a Location built from Host would show it. */
    private static final String BASE = "https://www.example-firm.test";

    @TempDir
    static Path dir;

    @RegisterExtension
    static final TestServer server = TestServer.builder()
            .content(() -> Redirects.sampleWithRedirects(dir))
            .baseUrl(BASE)
            .extension();

    @Test
    void everyRedirectAnswersItsStatusAndAnAbsoluteLocationFromTheBaseUrl() {
        for (Redirects.Case redirect : Redirects.CASES) {
            HttpResponse<String> response = server.get(redirect.request());
            assertThat(response.statusCode()).as(redirect.request()).isEqualTo(redirect.status());
            assertThat(response.headers().firstValue("location"))
                    .as(redirect.request())
                    .hasValue(redirect.location(BASE));
        }
    }

    @Test
    void permanentRedirectsAreCachedForADayAndTemporaryOnesNotAtAll() {
        assertThat(server.get("/old-about").headers().firstValue("cache-control"))
                .hasValue("public, max-age=86400");
        assertThat(server.get("/people/margaret-hale").headers().firstValue("cache-control"))
                .hasValue("public, max-age=86400");
        assertThat(server.get("/jobs").headers().firstValue("cache-control")).hasValue("no-store");
        assertThat(server.get("/alerts").headers().firstValue("cache-control")).hasValue("no-store");
    }

    @Test
    void headAnswersTheHeadersOfGetWithoutABody() {
        HttpResponse<String> get = server.get("/old-about");
        HttpResponse<String> head = server.send("HEAD", "/old-about", HttpRequest.BodyPublishers.noBody());
        assertThat(head.statusCode()).isEqualTo(301);
        assertThat(head.body()).isEmpty();
        for (String name :
                new String[] {"location", "cache-control", "content-type", "content-length", "etag", "vary"}) {
            assertThat(head.headers().allValues(name))
                    .as(name)
                    .isEqualTo(get.headers().allValues(name));
        }
        assertThat(get.body()).isNotEmpty();
    }

    @Test
    void theBodyIsNegotiatedAsHtmlMarkdownOrJson() throws Exception {
        String location = BASE + "/about";
        HttpResponse<String> html = server.get("/old-about");
        assertThat(html.headers().firstValue("content-type")).hasValue("text/html; charset=utf-8");
        assertThat(html.headers().firstValue("vary")).hasValue("Accept");
        assertThat(html.body()).contains("<a href=\"" + location + "\">");

        HttpResponse<String> markdown = server.get("/old-about", "Accept", "text/markdown");
        assertThat(markdown.statusCode()).isEqualTo(301);
        assertThat(markdown.headers().firstValue("content-type")).hasValue("text/markdown; charset=utf-8");
        assertThat(markdown.body()).startsWith("# Moved Permanently").contains("<" + location + ">");

        HttpResponse<String> json = server.get("/old-about", "Accept", "application/json");
        assertThat(json.statusCode()).isEqualTo(301);
        assertThat(json.headers().firstValue("content-type")).hasValue("application/json");
        JsonNode body = new ObjectMapper().readTree(json.body());
        assertThat(body.get("status").asInt()).isEqualTo(301);
        assertThat(body.get("location").asText()).isEqualTo(location);
        assertThat(body.get("title").asText()).isEqualTo("Moved Permanently");
    }

    @Test
    void aConditionalRequestStillGetsTheRedirect() {
        String etag = server.get("/old-about").headers().firstValue("etag").orElseThrow();
        // RFC 9110 §13.2.1: preconditions apply to 2xx answers only.
        assertThat(server.get("/old-about", "If-None-Match", etag).statusCode()).isEqualTo(301);
    }

    @Test
    void otherMethodsAreNotAllowed() {
        HttpResponse<String> post = server.send("POST", "/old-about", HttpRequest.BodyPublishers.ofString("x"));
        assertThat(post.statusCode()).isEqualTo(405);
        assertThat(post.headers().firstValue("allow")).hasValue("GET, HEAD");
    }

    @Test
    void pathsAreExactAndCaseSensitive() {
        assertThat(server.get("/old-about/more").statusCode()).isEqualTo(404);
        assertThat(server.get("/Old-About").statusCode()).isEqualTo(404);
        assertThat(server.get("/about").statusCode()).as("the target itself").isEqualTo(200);
    }

    @Test
    void anEntryWithAQueryMatchesThatQueryOnlyAndLeavesItsPathServed() {
        assertThat(server.get("/").statusCode())
                .as("the home page, /?p=123's path")
                .isEqualTo(200);
        assertThat(server.get("/?p=124").statusCode()).as("another query").isEqualTo(200);
        assertThat(server.get("/?p=123&utm_source=x").statusCode())
                .as("the query is matched whole")
                .isEqualTo(200);
        assertThat(server.get("/%3Fp=123").statusCode())
                .as("an encoded ? is part of the path, not a query")
                .isEqualTo(404);
        assertThat(server.get("/%3Fp=123/").statusCode()).isEqualTo(404);
    }
}
