package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.Json.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Schemas of the well-known discovery documents: the fields the specification lists as required,
 * and the values docs/decisions.md §5 fixes, so a client can rely on exactly what is promised there.
 */
final class OpenApiDiscoverySchemas {
    private OpenApiDiscoverySchemas() {}

    static ObjectNode all() {
        return object(
                "ApiCatalog", apiCatalog(),
                "AiCatalog",
                        object(
                                "type",
                                "object",
                                "required",
                                List.of("specVersion", "host", "entries"),
                                "properties",
                                object(
                                        "specVersion", object("type", "string"),
                                        "host",
                                                object(
                                                        "type",
                                                        "object",
                                                        "required",
                                                        List.of("displayName", "identifier"),
                                                        "properties",
                                                        object(
                                                                "displayName",
                                                                string(),
                                                                "identifier",
                                                                string(),
                                                                "documentationUrl",
                                                                uri())),
                                        "entries",
                                                object(
                                                        "type",
                                                        "array",
                                                        "items",
                                                        object(
                                                                "type",
                                                                "object",
                                                                "required",
                                                                List.of(
                                                                        "identifier",
                                                                        "displayName",
                                                                        "mediaType",
                                                                        "url"),
                                                                "properties",
                                                                object(
                                                                        "identifier",
                                                                        string(),
                                                                        "displayName",
                                                                        string(),
                                                                        "mediaType",
                                                                        string(),
                                                                        "url",
                                                                        uri()))))),
                "AgentSkillsIndex",
                        object(
                                "type",
                                "object",
                                "required",
                                List.of("$schema", "skills"),
                                "properties",
                                object(
                                        "$schema",
                                                object(
                                                        "const",
                                                        "https://schemas.agentskills.io/discovery/0.2.0/schema.json"),
                                        "skills",
                                                object(
                                                        "type",
                                                        "array",
                                                        "minItems",
                                                        1,
                                                        "items",
                                                        object(
                                                                "type",
                                                                "object",
                                                                "required",
                                                                List.of("name", "type", "description", "url", "digest"),
                                                                "properties",
                                                                object(
                                                                        "name",
                                                                        object(
                                                                                "type",
                                                                                "string",
                                                                                "maxLength",
                                                                                64,
                                                                                "pattern",
                                                                                "^[a-z0-9]+(-[a-z0-9]+)*$"),
                                                                        "type",
                                                                        object("enum", List.of("skill-md", "archive")),
                                                                        "description",
                                                                        string(),
                                                                        "url",
                                                                        object(
                                                                                "type",
                                                                                "string",
                                                                                "format",
                                                                                "uri-reference"),
                                                                        "digest",
                                                                        object(
                                                                                "type",
                                                                                "string",
                                                                                "pattern",
                                                                                "^sha256:[0-9a-f]{64}$",
                                                                                "description",
                                                                                "sha256: and the lowercase hex SHA-256 of exactly the served bytes.")))))),
                "McpServerCard",
                        object(
                                "type",
                                "object",
                                "required",
                                List.of("serverInfo", "transport", "capabilities"),
                                "description",
                                "A discovery document only: this origin does not operate an MCP server.",
                                "properties",
                                object(
                                        "serverInfo",
                                                object(
                                                        "type",
                                                        "object",
                                                        "required",
                                                        List.of("name", "version"),
                                                        "properties",
                                                        object(
                                                                "name", string(), "title", string(), "version",
                                                                string())),
                                        // SEP-2127's top-level identity (docs/decisions.md §5.7).
                                        "$schema", uri(),
                                        "name", string(),
                                        "version", string(),
                                        "title", string(),
                                        "websiteUrl", uri(),
                                        "description", string(),
                                        "transport",
                                                object(
                                                        "type",
                                                        "object",
                                                        "required",
                                                        List.of("type", "endpoint"),
                                                        "properties",
                                                        object(
                                                                "type",
                                                                object("const", "streamable-http"),
                                                                "endpoint",
                                                                uri())),
                                        "capabilities", object("type", "object"),
                                        "documentationUrl", uri())),
                "ProtectedResourceMetadata",
                        object(
                                "type",
                                "object",
                                "required",
                                List.of("resource", "authorization_servers"),
                                "description",
                                "RFC 9728 protected resource metadata.",
                                "properties",
                                object(
                                        "resource",
                                        uri(),
                                        "resource_name",
                                        string(),
                                        "authorization_servers",
                                        list(uri()),
                                        "scopes_supported",
                                        object("type", "array", "items", string(), "contains", object("const", "read")),
                                        "bearer_methods_supported",
                                        object(
                                                "type",
                                                "array",
                                                "items",
                                                object("enum", List.of("header", "body", "query")),
                                                "contains",
                                                object("const", "header")))),
                "AuthorizationServerMetadata", authorizationServer(),
                "OpenIdConfiguration",
                        object(
                                "type",
                                "object",
                                "description",
                                "OpenID Connect discovery; the same issuer and endpoints as the authorization server metadata.",
                                "required",
                                List.of(
                                        "issuer",
                                        "authorization_endpoint",
                                        "token_endpoint",
                                        "jwks_uri",
                                        "response_types_supported",
                                        "subject_types_supported",
                                        "id_token_signing_alg_values_supported"),
                                "properties",
                                object(
                                        "issuer",
                                        uri(),
                                        "authorization_endpoint",
                                        uri(),
                                        "token_endpoint",
                                        uri(),
                                        "jwks_uri",
                                        uri(),
                                        "response_types_supported",
                                        list(string()),
                                        "subject_types_supported",
                                        list(string()),
                                        "id_token_signing_alg_values_supported",
                                        list(string()))),
                "JwkSet",
                        object(
                                "type",
                                "object",
                                "required",
                                List.of("keys"),
                                "description",
                                "RFC 7517 JWK Set; empty, as nothing is signed.",
                                "properties",
                                object("keys", object("type", "array", "items", object("type", "object")))));
    }

    private static ObjectNode apiCatalog() {
        ObjectNode target = object(
                "type",
                "object",
                "required",
                List.of("href"),
                "properties",
                object(
                        "href",
                        uri(),
                        "type",
                        string(),
                        "title",
                        string(),
                        "hreflang",
                        object("type", "array", "items", string())));
        ObjectNode context = object(
                "type",
                "object",
                "properties",
                object("anchor", uri()),
                "additionalProperties",
                object("type", "array", "items", target, "description", "Link targets of one relation type."));
        return object(
                "type",
                "object",
                "required",
                List.of("linkset"),
                "additionalProperties",
                false,
                "description",
                "An RFC 9264 linkset (RFC 9727 API catalog); linkset is its only member.",
                "properties",
                object("linkset", object("type", "array", "minItems", 1, "items", context)));
    }

    private static ObjectNode authorizationServer() {
        ObjectNode agentAuth = object(
                "type",
                "object",
                "required",
                List.of("skill", "register_uri", "claim_uri", "revocation_uri", "identity_types_supported"),
                "properties",
                object(
                        "skill",
                        uri(),
                        "register_uri",
                        uri(),
                        "claim_uri",
                        uri(),
                        "revocation_uri",
                        uri(),
                        "identity_types_supported",
                        list(object("enum", List.of("anonymous", "identity_assertion"))),
                        "anonymous",
                        object("type", "object", "properties", object("credential_types_supported", list(string()))),
                        "identity_assertion",
                        object(
                                "type",
                                "object",
                                "properties",
                                object(
                                        "assertion_types_supported",
                                        list(string()),
                                        "credential_types_supported",
                                        list(string())))));
        return object(
                "type",
                "object",
                "description",
                "RFC 8414 metadata; every endpoint it names answers with access_denied.",
                "required",
                List.of(
                        "issuer",
                        "authorization_endpoint",
                        "token_endpoint",
                        "jwks_uri",
                        "grant_types_supported",
                        "response_types_supported"),
                "properties",
                object(
                        "issuer",
                        uri(),
                        "authorization_endpoint",
                        uri(),
                        "token_endpoint",
                        uri(),
                        "jwks_uri",
                        uri(),
                        "revocation_endpoint",
                        uri(),
                        "service_documentation",
                        uri(),
                        "grant_types_supported",
                        list(string()),
                        "response_types_supported",
                        list(string()),
                        "scopes_supported",
                        list(string()),
                        "agent_auth",
                        agentAuth));
    }

    private static ObjectNode string() {
        return object("type", "string");
    }

    private static ObjectNode uri() {
        return object("type", "string", "format", "uri");
    }

    /** A non-empty array: RFC 8414 and RFC 9728 forbid empty ones (omit the member instead). */
    private static ObjectNode list(ObjectNode items) {
        return object("type", "array", "minItems", 1, "items", items);
    }
}
