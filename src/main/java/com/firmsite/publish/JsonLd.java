package com.firmsite.publish;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Office;

/** The shared pieces of the JSON-LD writers: node creation and script-safe serialization. */
final class JsonLd {
    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonLd() {}

    /** A top-level node: {@code @context} schema.org and the given {@code @type}. */
    static ObjectNode root(String type) {
        return JSON.createObjectNode().put("@context", "https://schema.org").put("@type", type);
    }

    /** A nested node of the given type. */
    static ObjectNode node(String type) {
        return JSON.createObjectNode().put("@type", type);
    }

    /** A reference to a node described elsewhere (same {@code @id}). */
    static ObjectNode ref(String id) {
        return JSON.createObjectNode().put("@id", id);
    }

    static ObjectNode address(Office office) {
        ObjectNode address =
                node("PostalAddress").put("streetAddress", office.street()).put("addressLocality", office.locality());
        if (!office.region().isEmpty()) {
            address.put("addressRegion", office.region());
        }
        return address.put("postalCode", office.postalCode()).put("addressCountry", office.country());
    }

    /** JSON that can sit inside {@code <script>}: "<" is escaped so no "</script>" can appear. */
    static String write(ObjectNode node) {
        try {
            return JSON.writeValueAsString(node).replace("<", "\\u003c");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("JSON-LD could not be written", e);
        }
    }
}
