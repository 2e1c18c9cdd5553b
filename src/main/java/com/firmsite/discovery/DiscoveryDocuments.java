package com.firmsite.discovery;

import com.firmsite.content.Site;
import com.firmsite.render.Output;
import com.firmsite.render.SiteRenderer.RenderedPage;
import com.firmsite.render.WebMcpData;
import java.util.ArrayList;
import java.util.List;

/**
 * Every machine-readable document of the discovery surface, generated from the content model and
 * the configured base URL (never a request's Host header).
 */
public final class DiscoveryDocuments {
  private DiscoveryDocuments() {}

  /** Paths firmsite generates itself, which content may link to. */
  public static boolean isGeneratedPath(String path) {
    return path.equals("/docs") || path.equals("/llms.txt") || path.equals("/llms-full.txt") || path.equals("/robots.txt")
        || path.equals("/openapi.json") || path.equals("/auth.md") || path.equals("/api/status.json")
        || path.startsWith("/sitemap") || path.startsWith("/.well-known/");
  }

  public static List<Output> render(Site site, String baseUrl, List<RenderedPage> pages) {
    List<Output> outputs = new ArrayList<>();
    outputs.add(Robots.render(site, baseUrl));
    List<AgentSkills.Skill> skills = AgentSkills.build(site, baseUrl);
    outputs.addAll(AgentSkills.render(skills, baseUrl));
    outputs.add(ApiCatalog.render(baseUrl, skills));
    outputs.add(AiCatalog.render(site, baseUrl, skills));
    outputs.add(McpServerCard.render(site, baseUrl));
    outputs.addAll(OAuthMetadata.render(site, baseUrl));
    outputs.addAll(ReservedUrls.render(baseUrl));
    outputs.add(AuthMarkdown.render(site, baseUrl));
    outputs.add(WebMcpData.render(site, baseUrl, pages));
    return outputs;
  }
}
