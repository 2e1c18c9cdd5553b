package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.ApiCatalogTest.names;
import static com.firmsite.publish.discovery.DiscoveryResponses.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.firmsite.testing.TestServer;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * docs/decisions.md §5.3: the URLs the metadata names for registration, claims, tokens, authorization and
 * revocation refuse every method with 403 and the access-denied document, and never redirect.
 */
@ParameterizedClass(name = "base URL {0}")
@MethodSource("com.firmsite.publish.discovery.BaseUrls#both")
class ReservedUrlsTest {
    static final List<String> RESERVED = List.of(
            "/agent/auth", "/agent/claim", "/agent/revoke", "/oauth/token", "/oauth/revoke", "/oauth/authorize");
    private static final List<String> METHODS = List.of("GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH");
    private static final String HOSTILE_QUERY =
            "?redirect_uri=https://evil.example/cb&response_type=code&client_id=x&state=s";

    @Parameter
    String base;

    private TestServer server;

    @BeforeEach
    void connect() {
        server = BaseUrls.server(base);
    }

    @Test
    void everyMethodOnEveryReservedUrlGets403WithTheAccessDeniedDocumentAndNoRedirect() {
        for (String path : RESERVED) {
            for (String method : METHODS) {
                HttpResponse<String> response = server.send(
                        method,
                        path + HOSTILE_QUERY,
                        HttpRequest.BodyPublishers.ofString("grant_type=client_credentials&scope=read"),
                        "Content-Type",
                        "application/x-www-form-urlencoded",
                        "Authorization",
                        "Bearer not-a-token");
                String what = method + " " + path;
                assertThat(response.statusCode()).as(what).isEqualTo(403);
                assertThat(response.headers().firstValue("content-type"))
                        .as(what)
                        .hasValue("application/json");
                assertThat(response.headers().allValues("cache-control"))
                        .as(what)
                        .containsExactly("no-store");
                assertThat(response.headers().allValues("pragma")).as(what).containsExactly("no-cache");
                assertThat(response.headers().firstValue("location")).as(what).isEmpty();
                assertThat(response.headers().firstValue("set-cookie")).as(what).isEmpty();
                DiscoveryResponses.assertPublicAddressOnly(server, what, response);
                if (method.equals("HEAD")) {
                    assertThat(response.body()).as(what).isEmpty();
                } else {
                    assertAccessDenied(json(response));
                }
            }
        }
    }

    @Test
    void theReservedUrlsAreExactlyTheEndpointsTheMetadataNames() {
        JsonNode as = json(server.get("/.well-known/oauth-authorization-server"));
        JsonNode agentAuth = as.get("agent_auth");
        var named = new TreeSet<String>();
        for (JsonNode url : List.of(
                as.get("authorization_endpoint"),
                as.get("token_endpoint"),
                as.get("revocation_endpoint"),
                agentAuth.get("register_uri"),
                agentAuth.get("claim_uri"),
                agentAuth.get("revocation_uri"))) {
            assertThat(url.textValue()).startsWith(server.baseUrl() + "/");
            named.add(URI.create(url.textValue()).getPath());
        }
        assertThat(named).containsExactlyInAnyOrderElementsOf(RESERVED);
    }

    static void assertAccessDenied(JsonNode document) {
        assertThat(names(document)).containsExactlyInAnyOrder("error", "error_description");
        assertThat(document.get("error").textValue()).isEqualTo("access_denied");
        String description = document.get("error_description").textValue();
        // RFC 6749 §5.2: %x20-21 / %x23-5B / %x5D-7E only.
        assertThat(description).matches("[\\x20\\x21\\x23-\\x5B\\x5D-\\x7E]+");
        assertThat(description)
                .contains("does not accept agent registration", "Public resources need no authentication");
    }
}
