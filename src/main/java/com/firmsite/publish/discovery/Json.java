package com.firmsite.publish.discovery;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;

/**
 * Small builders that let JSON documents be written as data: {@code object("type", "string")}.
 * Values may be strings, numbers, booleans, JSON nodes or collections of those.
 */
final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {}

    /** An object from alternating keys and values, in the order given. */
    static ObjectNode object(Object... keysAndValues) {
        if (keysAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("keys and values must come in pairs");
        }
        ObjectNode node = MAPPER.createObjectNode();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            node.set((String) keysAndValues[i], value(keysAndValues[i + 1]));
        }
        return node;
    }

    static ArrayNode array(Object... values) {
        ArrayNode node = MAPPER.createArrayNode();
        for (Object value : values) {
            node.add(value(value));
        }
        return node;
    }

    static JsonNode value(Object value) {
        return switch (value) {
            case JsonNode node -> node;
            case String text -> MAPPER.getNodeFactory().textNode(text);
            case Integer number -> MAPPER.getNodeFactory().numberNode(number);
            case Boolean flag -> MAPPER.getNodeFactory().booleanNode(flag);
            case Collection<?> values -> array(values.toArray());
            default -> throw new IllegalArgumentException("not a JSON value: " + value.getClass());
        };
    }

    /** A reference to a component: {@code ref("schemas", "Problem")}. */
    static ObjectNode ref(String section, String name) {
        return object("$ref", "#/components/" + section + "/" + name);
    }

    /** Compact: the documents are read by programs, and an agent pays for every byte it reads. */
    static String write(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("JSON document could not be written", e);
        }
    }
}
