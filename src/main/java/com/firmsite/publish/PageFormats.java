package com.firmsite.publish;

import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import com.firmsite.output.Representation;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The page formats of one site: each format of {@link OutputFormats#PAGE} with the templates that
 * render a page in it. The renderer never names a format: a page gets one representation per
 * format of the registry, and a page format is registered here, once, with its templates
 * (docs/architecture.md, "Output formats").
 */
final class PageFormats {
    private final Map<OutputFormat, PageTemplates> templates;

    /**
     * The formats of a site whose pages show {@code pictures} and whose twins write links and images
     * with {@code markdown}.
     */
    PageFormats(Pictures pictures, MarkdownText markdown) {
        this(Map.of(
                OutputFormats.HTML, new HtmlPageTemplates(pictures),
                OutputFormats.MARKDOWN, new MarkdownPageTemplates(markdown)));
    }

    private PageFormats(Map<OutputFormat, PageTemplates> templates) {
        for (OutputFormat format : OutputFormats.PAGE) {
            if (!templates.containsKey(format)) {
                throw new IllegalStateException("no templates render the page format " + format);
            }
        }
        this.templates = Map.copyOf(templates);
    }

    /** {@code page} in every page format, by format. */
    Map<OutputFormat, Representation> render(PageModel page) {
        Map<OutputFormat, Representation> bodies = new LinkedHashMap<>();
        for (OutputFormat format : OutputFormats.PAGE) {
            bodies.put(
                    format,
                    Representation.of(format.mediaType(), templates.get(format).render(page)));
        }
        return Map.copyOf(bodies);
    }
}
