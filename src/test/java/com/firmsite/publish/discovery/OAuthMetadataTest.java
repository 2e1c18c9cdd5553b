package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.DiscoveryResponses.fetch;
import static com.firmsite.publish.discovery.DiscoveryResponses.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.firmsite.testing.TestServer;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.oauth2.sdk.GrantType;
import com.nimbusds.oauth2.sdk.ResponseType;
import com.nimbusds.oauth2.sdk.as.AuthorizationServerMetadata;
import com.nimbusds.oauth2.sdk.id.Issuer;
import com.nimbusds.openid.connect.sdk.SubjectType;
import com.nimbusds.openid.connect.sdk.op.OIDCProviderMetadata;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * docs/decisions.md §5.1 and §5.4–5.6, judged by Nimbus oauth2-oidc-sdk: the protected-resource metadata,
 * the authorization-server metadata, the OpenID configuration and the empty key set.
 */
@ParameterizedClass(name = "base URL {0}")
@MethodSource("com.firmsite.publish.discovery.BaseUrls#both")
class OAuthMetadataTest {
    @Parameter
    String base;

    private TestServer server;

    @BeforeEach
    void connect() {
        server = BaseUrls.server(base);
    }

    @Test
    void nimbusParsesTheAuthorizationServerMetadataWithTheIssuerAndEndpointsOfTheBaseUrl() throws Exception {
        String b = server.baseUrl();
        var response = fetch(server, "/.well-known/oauth-authorization-server", "application/json");
        AuthorizationServerMetadata metadata = AuthorizationServerMetadata.parse(response.body());
        assertThat(metadata.getIssuer()).isEqualTo(new Issuer(b));
        assertThat(metadata.getIssuer().getValue()).isEqualTo(b).doesNotEndWith("/");
        assertThat(metadata.getAuthorizationEndpointURI()).isEqualTo(URI.create(b + "/oauth/authorize"));
        assertThat(metadata.getTokenEndpointURI()).isEqualTo(URI.create(b + "/oauth/token"));
        assertThat(metadata.getRevocationEndpointURI()).isEqualTo(URI.create(b + "/oauth/revoke"));
        assertThat(metadata.getJWKSetURI()).isEqualTo(URI.create(b + "/.well-known/jwks.json"));
        assertThat(metadata.getServiceDocsURI()).isEqualTo(URI.create(b + "/docs"));
        assertThat(metadata.getGrantTypes()).containsExactly(GrantType.AUTHORIZATION_CODE);
        assertThat(metadata.getResponseTypes()).containsExactly(ResponseType.CODE);
        assertThat(metadata.getScopes().toStringList()).containsExactly("read");
    }

    @Test
    void theAgentAuthBlockIsExactlyTheOneTheSpecificationAndDecisionsDescribe() {
        String b = server.baseUrl();
        JsonNode agentAuth = json(fetch(server, "/.well-known/oauth-authorization-server", "application/json"))
                .get("agent_auth");
        JsonNode expected = DiscoveryResponses.json("""
        {"skill": "B/auth.md", "register_uri": "B/agent/auth", "claim_uri": "B/agent/claim", "revocation_uri": "B/agent/revoke",
         "identity_types_supported": ["anonymous", "identity_assertion"],
         "anonymous": {"credential_types_supported": ["access_token"]},
         "identity_assertion": {"assertion_types_supported": ["urn:ietf:params:oauth:token-type:id-jag"],
                                "credential_types_supported": ["access_token"]}}
        """.replace("B/", b + "/"));
        assertThat(agentAuth).isEqualTo(expected);
    }

    @Test
    void nimbusParsesTheOpenIdConfigurationAndItAgreesWithTheAuthorizationServerOnEverySharedKey() throws Exception {
        String oidcBody = fetch(server, "/.well-known/openid-configuration", "application/json")
                .body();
        OIDCProviderMetadata provider = OIDCProviderMetadata.parse(oidcBody);
        assertThat(provider.getIssuer().getValue()).isEqualTo(server.baseUrl());
        assertThat(provider.getSubjectTypes()).containsExactly(SubjectType.PUBLIC);
        assertThat(provider.getIDTokenJWSAlgs()).containsExactly(JWSAlgorithm.RS256);

        JsonNode oidc = json(oidcBody);
        JsonNode as = json(fetch(server, "/.well-known/oauth-authorization-server", "application/json"));
        Set<String> shared = new HashSet<>();
        oidc.fieldNames().forEachRemaining(name -> {
            if (as.has(name)) {
                shared.add(name);
                assertThat(oidc.get(name)).as("shared key %s", name).isEqualTo(as.get(name));
            }
        });
        assertThat(shared)
                .contains(
                        "issuer",
                        "authorization_endpoint",
                        "token_endpoint",
                        "jwks_uri",
                        "response_types_supported",
                        "grant_types_supported",
                        "revocation_endpoint",
                        "service_documentation");
    }

    @Test
    void theProtectedResourceNamesTheBaseUrlAsResourceAndAsItsAuthorizationServer() {
        String b = server.baseUrl();
        JsonNode metadata = json(fetch(server, "/.well-known/oauth-protected-resource", "application/json"));
        assertThat(metadata.get("resource").textValue()).isEqualTo(b).doesNotEndWith("/");
        assertThat(metadata.get("authorization_servers")).hasSize(1);
        assertThat(metadata.get("authorization_servers").get(0).textValue()).isEqualTo(b);
        assertThat(strings(metadata.get("scopes_supported"))).containsExactly("read");
        assertThat(strings(metadata.get("bearer_methods_supported"))).containsExactly("header");
        assertThat(metadata.get("resource_name").textValue()).isEqualTo("Hartwell & Lowe LLP");
        // RFC 9728 §3.3: the AS named there must publish an issuer identical to that name.
        JsonNode as = json(fetch(server, "/.well-known/oauth-authorization-server", "application/json"));
        assertThat(as.get("issuer").textValue())
                .isEqualTo(metadata.get("authorization_servers").get(0).textValue());
    }

    @Test
    void noMetadataDocumentHasAnEmptyArrayOrANullAnywhere() {
        for (String path : List.of(
                "/.well-known/oauth-protected-resource",
                "/.well-known/oauth-authorization-server",
                "/.well-known/openid-configuration")) {
            List<String> empty = new ArrayList<>();
            walk(json(fetch(server, path, "application/json")), "$", empty);
            assertThat(empty).as("empty arrays or nulls in %s", path).isEmpty();
        }
    }

    @Test
    void theKeySetIsEmptyAndNimbusReadsIt() throws Exception {
        var response = fetch(server, "/.well-known/jwks.json", "application/jwk-set+json");
        assertThat(JWKSet.parse(response.body()).getKeys()).isEmpty();
        assertThat(json(response)).isEqualTo(DiscoveryResponses.json("{\"keys\":[]}"));
    }

    @Test
    void nimbusResolvesBothDocumentsFromTheIssuerOverHttp() throws Exception {
        // Only the default base URL is reachable from the test; the public one names another host.
        org.junit.jupiter.api.Assumptions.assumeTrue(
                base.equals(BaseUrls.DEFAULT), "the public base URL does not resolve here");
        Issuer issuer = new Issuer(server.baseUrl());
        assertThat(AuthorizationServerMetadata.resolve(issuer).getTokenEndpointURI())
                .isEqualTo(URI.create(server.baseUrl() + "/oauth/token"));
        assertThat(OIDCProviderMetadata.resolve(issuer).getJWKSetURI())
                .isEqualTo(URI.create(server.baseUrl() + "/.well-known/jwks.json"));
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(value -> values.add(value.textValue()));
        return values;
    }

    private static void walk(JsonNode node, String where, List<String> empty) {
        if (node.isNull() || (node.isArray() && node.isEmpty())) {
            empty.add(where);
        }
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), where + "[" + i + "]", empty);
            }
        }
        for (Map.Entry<String, JsonNode> field : node.properties()) {
            walk(field.getValue(), where + "." + field.getKey(), empty);
        }
    }
}
