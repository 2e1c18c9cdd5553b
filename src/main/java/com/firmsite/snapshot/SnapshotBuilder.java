package com.firmsite.snapshot;

import com.firmsite.content.Site;
import com.firmsite.discovery.DiscoveryDocuments;
import com.firmsite.render.Assets;
import com.firmsite.render.MediaType;
import com.firmsite.render.Output;
import com.firmsite.render.Representation;
import com.firmsite.render.SiteRenderer;
import com.firmsite.render.SiteRenderer.RenderedPage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Renders a site, adds the headers of decisions §2 and §7, and encodes it all into a snapshot. */
public final class SnapshotBuilder {
  private final String baseUrl;
  private final ResponseHeaders headers;

  public SnapshotBuilder(String baseUrl) {
    this.baseUrl = baseUrl;
    this.headers = new ResponseHeaders(baseUrl);
  }

  public Snapshot build(Site site) {
    SiteRenderer renderer = new SiteRenderer(site, baseUrl);
    List<RenderedPage> pages = renderer.renderPages();
    List<Output> outputs = new ArrayList<>();
    pages.forEach(page -> outputs.add(page.output()));
    outputs.addAll(DiscoveryDocuments.render(site, baseUrl, pages));
    outputs.addAll(Assets.all(site));

    Map<String, Resource> resources = new HashMap<>();
    // Encoding (mostly compression) is the slow part of a build; pages are independent.
    List<Map.Entry<String, Resource>> built =
        outputs.parallelStream().flatMap(output -> resourcesOf(output).entrySet().stream()).toList();
    for (Map.Entry<String, Resource> entry : built) {
      if (resources.put(entry.getKey(), entry.getValue()) != null) {
        throw new IllegalStateException("two outputs claim the path " + entry.getKey());
      }
    }
    Representation[] notFound = renderer.message("Page not found", "There is no page at this address. These lead to every page of the site:");
    Representation[] notAllowed = renderer.message("Method not allowed", "This address answers GET and HEAD only. These describe what the site offers:");
    return new Snapshot(
        baseUrl,
        site,
        Map.copyOf(resources),
        errorPage(404, notFound, List.of()),
        errorPage(405, notAllowed, List.of(Map.entry("Allow", "GET, HEAD"))),
        List.copyOf(outputs));
  }

  private Map<String, Resource> resourcesOf(Output output) {
    Map<String, Resource> resources = new LinkedHashMap<>();
    switch (output.kind()) {
      case PAGE -> {
        Representation html = output.representations().get(0);
        Representation markdown = output.representations().get(1);
        String twin = ResponseHeaders.twinPath(output.path());
        resources.put(
            output.path(),
            new Resource.Page(
                Variant.of(200, html.type(), html.body(), headers.htmlPage(output.path()), true),
                Variant.of(200, markdown.type(), markdown.body(), headers.markdownPage(twin), true)));
        resources.put(twin, new Resource.Document(Variant.of(200, markdown.type(), markdown.body(), headers.markdownTwin(output.path()), false)));
      }
      case DOCUMENT -> {
        Representation representation = output.representations().get(0);
        resources.put(output.path(), new Resource.Document(Variant.of(200, representation.type(), representation.body(), headers.document(output), false)));
      }
      case RESERVED -> {
        Representation representation = output.representations().get(0);
        resources.put(output.path(), new Resource.Reserved(Variant.of(403, representation.type(), representation.body(), headers.reserved(), false)));
      }
    }
    return resources;
  }

  private Resource.Page errorPage(int status, Representation[] bodies, List<Map.Entry<String, String>> extra) {
    List<Map.Entry<String, String>> html = new ArrayList<>(headers.htmlError());
    List<Map.Entry<String, String>> markdown = new ArrayList<>(headers.markdownError());
    html.addAll(extra);
    markdown.addAll(extra);
    return new Resource.Page(
        Variant.of(status, MediaType.HTML, bodies[0].body(), html, true),
        Variant.of(status, MediaType.MARKDOWN, bodies[1].body(), markdown, true));
  }
}
