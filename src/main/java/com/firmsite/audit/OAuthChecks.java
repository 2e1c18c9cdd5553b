package com.firmsite.audit;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The two-hop OAuth discovery (protected-resource metadata, then authorization-server metadata),
 * OpenID configuration, the empty key set, and the reserved URLs they name, which must refuse with
 * the access-denied document and never redirect.
 */
final class OAuthChecks {
    private static final String PROTECTED_RESOURCE = "/.well-known/oauth-protected-resource";
    private static final String AUTHORIZATION_SERVER = "/.well-known/oauth-authorization-server";
    private static final String OPENID = "/.well-known/openid-configuration";
    private static final String[] RESERVED = {
        "authorization_endpoint",
        "token_endpoint",
        "revocation_endpoint",
        "agent_auth.register_uri",
        "agent_auth.claim_uri",
        "agent_auth.revocation_uri"
    };

    private OAuthChecks() {}

    static void run(Audit audit) {
        protectedResource(audit);
        Optional<JsonNode> server = authorizationServer(audit);
        openIdConfiguration(audit, server);
        server.ifPresent(metadata -> {
            jwks(audit, Json.text(metadata, "jwks_uri"));
            reserved(audit, metadata);
        });
    }

    private static void protectedResource(Audit audit) {
        Response response = audit.get(PROTECTED_RESOURCE);
        Problems problems = new Problems();
        Optional<JsonNode> document = CatalogChecks.document(problems, response, "application/json");
        if (document.isPresent()) {
            JsonNode root = document.get();
            problems.expectEqual(Json.text(root, "resource"), audit.base, "resource");
            problems.expectEqual(
                    Json.strings(root, "authorization_servers"), List.of(audit.base), "authorization_servers");
        }
        audit.report.add(
                PROTECTED_RESOURCE,
                problems,
                response.summary() + ", resource and authorization_servers are the base URL");
    }

    /** The authorization-server metadata, when it is a JSON object. */
    private static Optional<JsonNode> authorizationServer(Audit audit) {
        Response response = audit.get(AUTHORIZATION_SERVER);
        Problems problems = new Problems();
        Optional<JsonNode> document = CatalogChecks.document(problems, response, "application/json");
        if (document.isPresent()) {
            JsonNode root = document.get();
            problems.expectEqual(Json.text(root, "issuer"), audit.base, "issuer");
            Json.requireStrings(
                    problems, root, "authorization_endpoint", "token_endpoint", "jwks_uri", "agent_auth.skill");
            Json.requireStringArrays(problems, root, "grant_types_supported", "response_types_supported");
            audit.advertise(AUTHORIZATION_SERVER, Json.text(root, "agent_auth.skill"));
            audit.advertise(AUTHORIZATION_SERVER, Json.text(root, "jwks_uri"));
        }
        audit.report.add(
                AUTHORIZATION_SERVER,
                problems,
                response.summary() + ", issuer is the base URL, RFC 8414 fields and agent_auth");
        return document;
    }

    private static void openIdConfiguration(Audit audit, Optional<JsonNode> server) {
        Response response = audit.get(OPENID);
        Problems problems = new Problems();
        Optional<JsonNode> document = CatalogChecks.document(problems, response, "application/json");
        if (document.isPresent()) {
            JsonNode root = document.get();
            problems.expectEqual(Json.text(root, "issuer"), audit.base, "issuer");
            Json.requireStrings(problems, root, "authorization_endpoint", "jwks_uri");
            Json.requireStringArrays(
                    problems,
                    root,
                    "response_types_supported",
                    "subject_types_supported",
                    "id_token_signing_alg_values_supported");
            server.ifPresent(metadata -> root.properties().forEach(field -> {
                if (metadata.has(field.getKey())) {
                    problems.expect(
                            metadata.get(field.getKey()).equals(field.getValue()),
                            field.getKey() + " differs from the authorization-server metadata");
                }
            }));
        }
        audit.report.add(
                OPENID,
                problems,
                response.summary() + ", same issuer and endpoints as the authorization-server metadata");
    }

    private static void jwks(Audit audit, String url) {
        Response response = audit.fetcher.get(url);
        Problems problems = new Problems();
        if (problems.expect(audit.isOwn(url), "jwks_uri " + url + " is not under " + audit.base)
                && problems.expectOk(response)) {
            problems.expectEqual(response.mediaType(), "application/jwk-set+json", "Content-Type");
            problems.expect(
                    response.json().map(root -> root.path("keys").isArray()).orElse(false), "keys is not an array");
        }
        audit.report.add("jwks_uri", problems, response.summary() + " with a keys array");
    }

    /** Each reserved URL: GET answers 403 with error=access_denied, no-store, no Location. */
    private static void reserved(Audit audit, JsonNode server) {
        Problems problems = new Problems();
        List<String> checked = new ArrayList<>();
        for (String field : RESERVED) {
            String url = Json.text(server, field);
            if (!problems.expect(audit.isOwn(url), field + " \"" + url + "\" is not under " + audit.base)) {
                continue;
            }
            audit.advertise(AUTHORIZATION_SERVER, url);
            Response response = audit.fetcher.get(url);
            checked.add(url.substring(audit.base.length()));
            problems.expect(response.status() == 403, url + " answered " + response.summary() + ", expected 403");
            problems.expect(response.header("location").isEmpty(), url + " redirects");
            problems.expectEqual(
                    response.json().map(root -> Json.text(root, "error")).orElse(""), "access_denied", url + " error");
            problems.expect(
                    response.header("cache-control").orElse("").contains("no-store"),
                    url + " is not Cache-Control: no-store");
        }
        audit.report.add(
                "reserved OAuth and registration URLs",
                problems,
                "403 access_denied, no-store, no redirect: " + String.join(", ", checked));
    }
}
