package com.firmsite.publish;

import com.firmsite.content.Site;
import com.firmsite.images.ImageLibrary;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Everything an {@link OutputProducer} makes its outputs from, the same for every producer of one
 * build: the site shown ({@code site}: in a preview, drafts and scheduled publications included),
 * the site the public sees ({@code listed}, which the sitemaps and the feeds list; {@code unlisted}
 * holds the paths of the pages shown only in the preview), the pages of each language as rendered,
 * and the documentation ({@code /docs} and its other pages), which the listings treat as pages like
 * any other.
 *
 * @param pages the default language's pages, in site order
 * @param translated each other language's pages (at their URL paths, {@code /fr/about}), in
 *     site.yaml order
 * @param documentation {@code /docs} first, then its other pages ({@code /docs/webmcp}, …), rendered
 *     with the pages (their date is the newest content date)
 */
public record BuildContext(
        Site site,
        Site listed,
        Set<String> unlisted,
        String baseUrl,
        ImageLibrary images,
        RenderMemo memo,
        Instant now,
        boolean preview,
        List<RenderedPage> pages,
        Map<String, List<RenderedPage>> translated,
        List<RenderedPage> documentation) {
    public BuildContext {
        documentation = List.copyOf(documentation);
        unlisted = Set.copyOf(unlisted);
        pages = List.copyOf(pages);
        translated = Collections.unmodifiableMap(new LinkedHashMap<>(translated));
    }

    /** The default language's pages followed by the documentation's: what the discovery documents list. */
    public List<RenderedPage> pagesWithDocumentation() {
        List<RenderedPage> all = new ArrayList<>(pages);
        all.addAll(documentation);
        return List.copyOf(all);
    }
}
