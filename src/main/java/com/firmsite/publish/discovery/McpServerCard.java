package com.firmsite.publish.discovery;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import java.text.Normalizer;
import java.util.Locale;

/**
 * The MCP server card in the specification's SEP-1649 shape (docs/decisions.md §5.7). It is a discovery
 * document only: {@code capabilities} is empty because nothing is served, and the transport
 * endpoint answers every request with a JSON-RPC error.
 */
final class McpServerCard {
    static final String VERSION = "1.0.0";

    private McpServerCard() {}

    static Output render(Site site, String baseUrl) {
        ObjectNode card = JsonDocuments.object();
        card.putObject("serverInfo")
                .put("name", slug(site.firm().shortName()) + "-discovery")
                .put("title", site.firm().name() + " (discovery only)")
                .put("version", VERSION);
        card.put(
                "description",
                "Discovery document only: this origin does not operate an MCP server. POST " + baseUrl + WellKnown.MCP
                        + " answers every request with a JSON-RPC error. The site's public pages need no authentication; see "
                        + baseUrl + WellKnown.LLMS_TXT + " and " + baseUrl + WellKnown.DOCS + ".");
        card.putObject("transport").put("type", "streamable-http").put("endpoint", baseUrl + WellKnown.MCP);
        card.putObject("capabilities");
        card.put("documentationUrl", baseUrl + WellKnown.DOCS);
        return JsonDocuments.document(WellKnown.MCP_SERVER_CARD, MediaType.JSON, card);
    }

    /** "Hartwell & Lowe" becomes "hartwell-lowe", "Müller" "muller": a name a program can compare. */
    static String slug(String name) {
        String plain = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        String slug =
                plain.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        return slug.isEmpty() ? "firm" : slug;
    }
}
