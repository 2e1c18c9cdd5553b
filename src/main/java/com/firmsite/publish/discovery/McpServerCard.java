package com.firmsite.publish.discovery;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import java.net.URI;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The MCP server card in the specification's SEP-1649 shape (docs/decisions.md §5.7). It is a discovery
 * document only: {@code capabilities} is empty because nothing is served, and the transport
 * endpoint answers every request with a JSON-RPC error.
 */
final class McpServerCard {
    static final String VERSION = "1.0.0";

    private McpServerCard() {}

    /** SEP-2127's schema; its URL is as the draft gives it (docs/decisions.md §5.7). */
    static final String SCHEMA = "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json";

    static Output render(Site site, String baseUrl) {
        ObjectNode card = JsonDocuments.object();
        // SEP-2127's top-level identity beside the contract's SEP-1649 fields; no remotes[], for no
        // MCP server runs here (the contract's "What the service does", 6).
        card.put("$schema", SCHEMA)
                .put("name", reverseDns(baseUrl) + "/" + slug(site.firm().shortName()) + "-discovery")
                .put("version", VERSION)
                .put("title", site.firm().name() + " (discovery only)")
                .put("websiteUrl", baseUrl);
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

    /** SEP-2127's reverse-DNS namespace: https://www.hartwell-lowe.com becomes com.hartwell-lowe.www. */
    static String reverseDns(String baseUrl) {
        List<String> labels =
                new ArrayList<>(List.of(URI.create(baseUrl).getHost().split("\\.")));
        Collections.reverse(labels);
        return String.join(".", labels);
    }

    /** "Hartwell & Lowe" becomes "hartwell-lowe", "Müller" "muller": a name a program can compare. */
    static String slug(String name) {
        String plain = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        String slug =
                plain.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        return slug.isEmpty() ? "firm" : slug;
    }
}
