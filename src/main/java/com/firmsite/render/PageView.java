package com.firmsite.render;

import com.firmsite.content.Firm;
import java.util.List;

/**
 * What the layout template needs to frame any page: identity, navigation and head metadata.
 *
 * @param markdownUrl absolute URL of the page's Markdown twin, or empty for pages without one
 * @param jsonLd JSON-LD blocks, already serialized and safe to embed in a script element
 */
public record PageView(
    Firm firm,
    String baseUrl,
    String path,
    String title,
    String description,
    List<Crumb> breadcrumbs,
    String markdownUrl,
    List<String> jsonLd) {

  /** One step of the breadcrumb trail. */
  public record Crumb(String label, String path) {}

  public String canonicalUrl() {
    return baseUrl + path;
  }

  /** The document title: page title and firm name, or the firm name alone on the home page. */
  public String documentTitle() {
    return path.equals("/") ? firm.name() + " | " + firm.tagline() : title + " | " + firm.name();
  }

  /**
   * {@code "page"} when the navigation link to {@code section} leads to this page or its section,
   * else null, which makes jte leave the {@code aria-current} attribute out.
   */
  public String ariaCurrent(String section) {
    boolean current = section.equals("/") ? path.equals("/") : path.equals(section) || path.startsWith(section + "/");
    return current ? "page" : null;
  }
}
