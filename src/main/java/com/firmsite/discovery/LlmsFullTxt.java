package com.firmsite.discovery;

import com.firmsite.content.Site;
import com.firmsite.render.MediaType;
import com.firmsite.render.Output;
import com.firmsite.render.Representation;
import com.firmsite.render.SiteRenderer.RenderedPage;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code /llms-full.txt}: the Markdown of every page in one file, in site order (the convention
 * Mintlify and others follow next to llms.txt). Each page is exactly its Markdown representation,
 * introduced by a thematic break and a {@code Source:} line naming its address.
 */
final class LlmsFullTxt {
  static final String PATH = "/llms-full.txt";

  private LlmsFullTxt() {}

  /** The line that introduces a page: a thematic break, then where the page lives. */
  static String separator(String baseUrl, String path) {
    String twin = path.equals("/") ? "/index.md" : path + ".md";
    return "\n* * *\n\nSource: " + baseUrl + path + " (Markdown: " + baseUrl + twin + ")\n\n";
  }

  /** @param pages every page in site order, {@code /docs} included */
  static Output render(Site site, String baseUrl, List<RenderedPage> pages) {
    StringBuilder text = new StringBuilder(512 * 1024);
    text.append("# ").append(site.firm().name()).append(": every page in full\n\n");
    text.append("> ").append(site.firm().description().strip().replaceAll("\\s+", " ")).append("\n\n");
    text.append("The Markdown of every page of ").append(baseUrl).append(", in site order. The index is ")
        .append(baseUrl).append(LlmsTxt.PATH).append(".\n");
    for (RenderedPage page : pages) {
      text.append(separator(baseUrl, page.path())).append(markdownOf(page));
    }
    return Output.document(PATH, Representation.of(MediaType.MARKDOWN, text.toString()), Output.Cache.DISCOVERY);
  }

  /** The page's Markdown representation, byte for byte. */
  static String markdownOf(RenderedPage page) {
    return new String(page.output().representations().get(1).body(), StandardCharsets.UTF_8);
  }
}
