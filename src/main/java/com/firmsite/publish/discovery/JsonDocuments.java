package com.firmsite.publish.discovery;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;

/**
 * How the catalogs, skills index, MCP card and OAuth metadata are written: with Jackson, compact
 * (programs read them, and an agent pays for every byte), one trailing newline.
 */
final class JsonDocuments {
    private static final ObjectMapper MAPPER = JsonMapper.builder().build();
    /** For JSON quoted inside Markdown, where people read it: two-space indent, {@code "key": value}. */
    private static final ObjectWriter INDENTED = MAPPER.writer(new DefaultPrettyPrinter(
            Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER)));

    private JsonDocuments() {}

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    /** A JSON array of strings; callers never pass none, since the metadata RFCs forbid empty arrays. */
    static ArrayNode strings(String first, String... more) {
        ArrayNode array = MAPPER.createArrayNode().add(first);
        for (String value : more) {
            array.add(value);
        }
        return array;
    }

    static Representation representation(MediaType type, ObjectNode document) {
        try {
            return Representation.of(type, MAPPER.writeValueAsString(document) + "\n");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a discovery document could not be written as JSON", e);
        }
    }

    /** The document indented, for examples quoted in Markdown. */
    static String indented(ObjectNode document) {
        try {
            return INDENTED.writeValueAsString(document);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a discovery document could not be written as JSON", e);
        }
    }

    /** A discovery document: public, cached for an hour, readable from any origin. */
    static Output document(String path, MediaType type, ObjectNode document) {
        return Output.document(path, representation(type, document), Output.Cache.DISCOVERY);
    }
}
