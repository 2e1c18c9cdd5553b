package com.firmsite.publish.discovery;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import java.util.List;

/**
 * The OAuth discovery chain of an origin that issues nothing (docs/decisions.md §5.1 and §5.4–5.6):
 * protected-resource metadata (RFC 9728) names the origin as its authorization server, whose
 * metadata (RFC 8414, plus the {@code agent_auth} block) and OpenID configuration point at the
 * reserved URLs. Every identifier is the base URL itself, with no trailing slash, because clients
 * compare {@code resource} and {@code issuer} as exact strings.
 */
final class OAuthMetadata {
    private OAuthMetadata() {}

    static List<Output> render(Site site, String baseUrl) {
        return List.of(
                JsonDocuments.document(WellKnown.PROTECTED_RESOURCE, MediaType.JSON, protectedResource(site, baseUrl)),
                JsonDocuments.document(WellKnown.AUTHORIZATION_SERVER, MediaType.JSON, authorizationServer(baseUrl)),
                JsonDocuments.document(WellKnown.OPENID_CONFIGURATION, MediaType.JSON, openIdConfiguration(baseUrl)),
                JsonDocuments.document(WellKnown.JWKS, MediaType.JWK_SET_JSON, emptyKeySet()));
    }

    /** RFC 7517 §5: {@code keys} is required and may be empty; nothing is ever signed here. */
    static ObjectNode emptyKeySet() {
        ObjectNode keySet = JsonDocuments.object();
        keySet.putArray("keys");
        return keySet;
    }

    static ObjectNode protectedResource(Site site, String baseUrl) {
        ObjectNode metadata = JsonDocuments.object()
                .put("resource", baseUrl)
                .put("resource_name", site.firm().name());
        metadata.set("authorization_servers", JsonDocuments.strings(baseUrl));
        metadata.set("scopes_supported", JsonDocuments.strings("read"));
        metadata.set("bearer_methods_supported", JsonDocuments.strings("header"));
        return metadata.put("resource_documentation", baseUrl + WellKnown.DOCS);
    }

    static ObjectNode authorizationServer(String baseUrl) {
        ObjectNode metadata = shared(baseUrl);
        // OpenID Connect wants "openid" in any scopes_supported it carries, so only this document lists scopes.
        metadata.set("scopes_supported", JsonDocuments.strings("read"));
        metadata.set("agent_auth", agentAuth(baseUrl));
        return metadata;
    }

    static ObjectNode openIdConfiguration(String baseUrl) {
        ObjectNode metadata = shared(baseUrl);
        metadata.set("subject_types_supported", JsonDocuments.strings("public"));
        metadata.set("id_token_signing_alg_values_supported", JsonDocuments.strings("RS256"));
        return metadata;
    }

    /** The members both metadata documents carry, built once so their values cannot differ. */
    private static ObjectNode shared(String baseUrl) {
        ObjectNode metadata = JsonDocuments.object()
                .put("issuer", baseUrl)
                .put("authorization_endpoint", baseUrl + ReservedUrls.AUTHORIZE)
                .put("token_endpoint", baseUrl + ReservedUrls.TOKEN)
                .put("jwks_uri", baseUrl + WellKnown.JWKS);
        // RFC 8414 forbids empty arrays, so "nothing is granted" is said by the reserved endpoints instead.
        metadata.set("response_types_supported", JsonDocuments.strings("code"));
        metadata.set("grant_types_supported", JsonDocuments.strings("authorization_code"));
        return metadata.put("revocation_endpoint", baseUrl + ReservedUrls.REVOKE)
                .put("service_documentation", baseUrl + WellKnown.DOCS);
    }

    /** WorkOS's agent registration block; its three URIs are reserved and answer access_denied. */
    private static ObjectNode agentAuth(String baseUrl) {
        ObjectNode block = JsonDocuments.object()
                .put("skill", baseUrl + WellKnown.AUTH_MD)
                .put("register_uri", baseUrl + ReservedUrls.REGISTER)
                .put("claim_uri", baseUrl + ReservedUrls.CLAIM)
                .put("revocation_uri", baseUrl + ReservedUrls.AGENT_REVOKE);
        block.set("identity_types_supported", JsonDocuments.strings("anonymous", "identity_assertion"));
        block.putObject("anonymous").set("credential_types_supported", JsonDocuments.strings("access_token"));
        ObjectNode assertion = block.putObject("identity_assertion");
        assertion.set("assertion_types_supported", JsonDocuments.strings("urn:ietf:params:oauth:token-type:id-jag"));
        assertion.set("credential_types_supported", JsonDocuments.strings("access_token"));
        return block;
    }
}
