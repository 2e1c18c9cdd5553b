package com.firmsite.publish;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.Redirect;
import com.firmsite.output.MediaType;
import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import com.firmsite.output.Representation;
import gg.jte.generated.precompiled.JteredirectGenerated;
import gg.jte.html.OwaspHtmlTemplateOutput;
import gg.jte.output.StringOutput;
import java.util.Map;

/**
 * The small bodies a redirect carries for clients that do not follow {@code Location}: HTML (a
 * link, for a browser that shows the body), Markdown, and JSON with the fields of the site's
 * problem documents where they apply ({@code title}, {@code status}, {@code detail}) plus {@code
 * location}. Which one is sent is negotiated by {@code Accept} as for a page error.
 */
public final class RedirectBodies {
    private static final ObjectMapper JSON = new ObjectMapper();

    private RedirectBodies() {}

    /**
     * A redirect's bodies: one in each page format ({@code byFormat}), and a JSON one for a client that
     * asks for problem+json or JSON, shaped like a problem document.
     */
    public record Bodies(Map<OutputFormat, Representation> byFormat, Representation json) {}

    /**
     * The bodies of {@code redirect} sent to {@code location}, in the words of {@code strings}: the
     * language of the target (docs/decisions.md §9.12). The JSON title stays the HTTP reason phrase,
     * as in every problem document.
     */
    public static Bodies render(Redirect redirect, String location, InterfaceStrings strings) {
        String title = strings.text("redirect." + reason(redirect.status()));
        String moved = strings.text("movedTo", Map.of("url", location));
        // The link goes where the catalog puts {url}: the words before and after it, escaped by jte.
        String[] around = strings.text("movedTo", Map.of("url", "\u0000")).split("\u0000", 2);
        StringOutput html = new StringOutput(512);
        JteredirectGenerated.render(
                new OwaspHtmlTemplateOutput(html),
                null,
                strings.language(),
                title,
                around[0],
                around.length > 1 ? around[1] : "",
                location);
        String markdown = "# " + title + "\n\n" + strings.text("movedTo", Map.of("url", "<" + location + ">")) + ".\n";
        ObjectNode json = JSON.createObjectNode()
                .put("title", InterfaceStrings.english().text("redirect." + reason(redirect.status())))
                .put("status", redirect.status())
                .put("detail", moved + ".")
                .put("location", location);
        return new Bodies(
                Map.of(
                        OutputFormats.HTML, Representation.of(MediaType.HTML, html.toString()),
                        OutputFormats.MARKDOWN, Representation.of(MediaType.MARKDOWN, markdown)),
                Representation.of(MediaType.JSON, json.toString()));
    }

    /** The catalog key of a redirect status's reason phrase. */
    private static String reason(int status) {
        return switch (status) {
            case 301 -> "movedPermanently";
            case 302 -> "found";
            case 307 -> "temporaryRedirect";
            default -> "permanentRedirect";
        };
    }
}
