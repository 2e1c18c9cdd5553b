package com.firmsite.publish;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Redirect;
import com.firmsite.output.MediaType;
import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import com.firmsite.output.Representation;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import java.util.Map;

/**
 * The small bodies a redirect carries for clients that do not follow {@code Location}: HTML (a
 * link, for a browser that shows the body), Markdown, and JSON with the fields of the site's
 * problem documents where they apply ({@code title}, {@code status}, {@code detail}) plus {@code
 * location}. Which one is sent is negotiated by {@code Accept} as for a page error.
 */
public final class RedirectBodies {
    private static final TemplateEngine TEMPLATES = TemplateEngine.createPrecompiled(ContentType.Html);
    private static final ObjectMapper JSON = new ObjectMapper();

    private RedirectBodies() {}

    /**
     * A redirect's bodies: one in each page format ({@code byFormat}), and a JSON one for a client that
     * asks for problem+json or JSON, shaped like a problem document.
     */
    public record Bodies(Map<OutputFormat, Representation> byFormat, Representation json) {}

    /** The bodies of {@code redirect} sent to {@code location}. */
    public static Bodies render(Redirect redirect, String location, String language) {
        String title = title(redirect.status());
        StringOutput html = new StringOutput(512);
        TEMPLATES.render("redirect.jte", Map.of("language", language, "title", title, "location", location), html);
        String markdown = "# " + title + "\n\nThis address has moved to <" + location + ">.\n";
        ObjectNode json = JSON.createObjectNode()
                .put("title", title)
                .put("status", redirect.status())
                .put("detail", "This address has moved to " + location + ".")
                .put("location", location);
        return new Bodies(
                Map.of(
                        OutputFormats.HTML, Representation.of(MediaType.HTML, html.toString()),
                        OutputFormats.MARKDOWN, Representation.of(MediaType.MARKDOWN, markdown)),
                Representation.of(MediaType.JSON, json.toString()));
    }

    private static String title(int status) {
        return switch (status) {
            case 301 -> "Moved Permanently";
            case 302 -> "Found";
            case 307 -> "Temporary Redirect";
            default -> "Permanent Redirect";
        };
    }
}
