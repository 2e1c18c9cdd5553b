package com.firmsite.publish.discovery;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;

/**
 * A part of the OpenAPI description that depends on nothing of the site (schemas, shared responses
 * and headers, tags), written as YAML under {@code src/main/resources/discovery/openapi/}: data, not
 * code. Each is read once, when the class that serves it loads, so a broken file fails the first
 * build with its name rather than reaching a client; OpenApiResourcesTest checks every one against
 * the OpenAPI 3.1 schema of its component kind.
 */
final class OpenApiResource {
    /** Where the files are in the jar. */
    static final String FOLDER = "/discovery/openapi/";

    private OpenApiResource() {}

    /**
     * The mapping in {@code name}, its keys in the order written: the order of the served document,
     * which must stay byte for byte the same from build to build (snakeyaml-engine builds {@link
     * java.util.LinkedHashMap}s, and Jackson keeps their order). A value written {@code null} is a slot
     * the code fills.
     */
    static ObjectNode read(String name) {
        String resource = FOLDER + name;
        try (InputStream in = OpenApiResource.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + ": missing from the jar");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            Object yaml = new Load(LoadSettings.builder().setLabel(resource).build()).loadFromString(text);
            if (!(yaml instanceof Map<?, ?> map) || map.isEmpty()) {
                throw new IllegalStateException(resource + ": expected a mapping of named components");
            }
            return Json.MAPPER.valueToTree(map);
        } catch (IOException | YamlEngineException | IllegalArgumentException e) {
            throw new IllegalStateException(resource + ": not readable as the OpenAPI components it holds: " + e, e);
        }
    }

    /**
     * A copy of {@code components} with each slot ({@code null}) filled from {@code filled}, in its
     * place; fails naming the slot when one is left empty, or when a filled name has no slot.
     */
    static ObjectNode filled(String name, ObjectNode components, Map<String, ? extends JsonNode> filled) {
        ObjectNode copy = components.deepCopy();
        filled.forEach((key, value) -> {
            if (!copy.has(key) || !copy.get(key).isNull()) {
                throw new IllegalStateException(FOLDER + name + ": no slot (" + key + ": null) for " + key);
            }
            copy.set(key, value);
        });
        copy.properties().forEach(entry -> {
            if (entry.getValue().isNull()) {
                throw new IllegalStateException(FOLDER + name + ": slot " + entry.getKey() + " is not filled");
            }
        });
        return copy;
    }
}
