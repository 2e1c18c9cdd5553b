package com.firmsite.render;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Static files bundled in the jar under {@code /assets}: the stylesheet, icons, the WebMCP module.
 * Listed by name rather than scanned, so what is published is visible here.
 */
public final class Assets {
  private static final Map<String, MediaType> PUBLISHED = new LinkedHashMap<>();

  static {
    PUBLISHED.put("/assets/site.css", MediaType.CSS);
    PUBLISHED.put("/favicon.svg", MediaType.SVG);
    PUBLISHED.put("/assets/webmcp.js", MediaType.JAVASCRIPT);
  }

  private Assets() {}

  public static List<Output> all() {
    return PUBLISHED.entrySet().stream()
        .map(entry -> Output.document(entry.getKey(), new Representation(entry.getValue(), read(entry.getKey())), Output.Cache.ASSET))
        .toList();
  }

  private static byte[] read(String path) {
    String resource = "/assets/" + path.substring(path.lastIndexOf('/') + 1);
    try (InputStream in = Assets.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("asset missing from the jar: " + resource);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
