package com.firmsite.audit;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** Reading fields out of a discovery document by dotted path. */
final class Json {
    private Json() {}

    /** The node at {@code a.b.c}, or a missing node. */
    static JsonNode at(JsonNode root, String path) {
        JsonNode node = root;
        for (String name : path.split("\\.", -1)) {
            node = node.path(name);
        }
        return node;
    }

    /** The text at {@code path}, or "" when it is absent or not a string. */
    static String text(JsonNode root, String path) {
        JsonNode node = at(root, path);
        return node.isTextual() ? node.asText() : "";
    }

    /** Records every path that is not a non-empty string. */
    static void requireStrings(Problems problems, JsonNode root, String... paths) {
        for (String path : paths) {
            problems.expect(!text(root, path).isEmpty(), path + " is missing or not a non-empty string");
        }
    }

    /** Records every path that is not a non-empty array of strings. */
    static void requireStringArrays(Problems problems, JsonNode root, String... paths) {
        for (String path : paths) {
            JsonNode node = at(root, path);
            boolean ok = node.isArray() && !node.isEmpty();
            for (JsonNode item : node) {
                ok &= item.isTextual();
            }
            problems.expect(ok, path + " is missing, empty, or not an array of strings");
        }
    }

    /** The strings of an array at {@code path} (non-strings skipped). */
    static List<String> strings(JsonNode root, String path) {
        List<String> values = new ArrayList<>();
        for (JsonNode item : at(root, path)) {
            if (item.isTextual()) {
                values.add(item.asText());
            }
        }
        return values;
    }
}
