package com.firmsite.discovery;

import com.firmsite.testing.TestServer;
import java.net.http.HttpResponse;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Documents this branch describes but other branches build (discovery-auth: catalogs, skills, MCP
 * card, OAuth metadata, JWKS, auth.md and the reserved URLs; webmcp: the WebMCP data). Until those
 * branches are merged these paths are not served here, and the tests accept exactly them as
 * missing; every other documented path must be served. After the merge nothing is missing, every
 * check applies in full, and this class can be deleted.
 */
final class OtherBranches {
  static final Set<String> PATHS = Set.of(
      "/.well-known/ai-catalog.json", "/.well-known/api-catalog", "/.well-known/agent-skills/index.json",
      "/.well-known/agent-skills/{name}/SKILL.md", "/.well-known/mcp/server-card.json", "/auth.md",
      "/.well-known/oauth-protected-resource", "/.well-known/oauth-authorization-server", "/.well-known/openid-configuration",
      "/.well-known/jwks.json", "/assets/webmcp-data.json",
      "/agent/auth", "/agent/claim", "/agent/revoke", "/oauth/authorize", "/oauth/token", "/oauth/revoke");

  private OtherBranches() {}

  /** Values for path templates that only the running server knows: a real skill name, once skills are served. */
  static Map<String, String> liveValues(TestServer server) {
    Map<String, String> values = new HashMap<>();
    HttpResponse<String> skills = server.get("/.well-known/agent-skills/index.json");
    if (skills.statusCode() == 200) {
      values.put("name", OpenApiModel.parse(skills.body()).at("/skills/0/name").asText());
    }
    return values;
  }

  /** Whether a documented path (template or concrete) belongs to another branch and is not served yet. */
  static boolean notYetServed(TestServer server, String documentedPath, String concretePath) {
    return PATHS.contains(documentedPath)
        && (concretePath.isEmpty() || server.snapshot().get().resource(concretePath).isEmpty());
  }
}
