package com.firmsite.snapshot;

import com.firmsite.content.Site;
import com.firmsite.render.Output;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything the server sends, rendered and encoded once. Immutable: a content reload builds a new
 * snapshot and swaps it in whole, so a request sees one version of the site from start to end.
 *
 * @param resources every published path
 * @param notFound the negotiated 404 page ({@code page_not_found}) in HTML and Markdown
 * @param methodNotAllowed the negotiated 405 page in HTML and Markdown, with {@code Allow}
 * @param outputs what the resources were built from, in site order (for export and listings)
 */
public record Snapshot(
    String baseUrl,
    Site site,
    Map<String, Resource> resources,
    Resource.Page notFound,
    Resource.Page methodNotAllowed,
    List<Output> outputs) {

  public Optional<Resource> resource(String path) {
    return Optional.ofNullable(resources.get(path));
  }
}
