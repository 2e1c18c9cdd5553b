package com.firmsite.publish.discovery;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.testing.TestServer;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The served {@code /openapi.json}, read the way a client reads it: operations, {@code $ref}s
 * resolved, concrete example paths, and JSON Schema 2020-12 validation by networknt against the
 * document's own schemas.
 */
final class OpenApiModel {
    static final ObjectMapper JSON = new ObjectMapper();
    static final List<String> METHODS = List.of("get", "head", "post", "put", "patch", "delete", "options", "trace");
    private static final Pattern TEMPLATE = Pattern.compile("\\{([^}]+)}");
    private static final JsonSchemaFactory SCHEMAS = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);
    private static final SchemaValidatorsConfig CONFIG =
            SchemaValidatorsConfig.builder().formatAssertionsEnabled(true).build();

    /** One documented operation. */
    record Operation(String path, String method, JsonNode node, JsonNode pathItem) {
        @Override
        public String toString() {
            return method.toUpperCase(java.util.Locale.ROOT) + " " + path;
        }
    }

    final String text;
    final JsonNode root;

    OpenApiModel(String text) {
        this.text = text;
        this.root = parse(text);
    }

    static OpenApiModel fetch(TestServer server) {
        return new OpenApiModel(server.get("/openapi.json").body());
    }

    static JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    List<Operation> operations() {
        List<Operation> operations = new ArrayList<>();
        root.get("paths").properties().forEach(entry -> {
            for (String method : METHODS) {
                if (entry.getValue().has(method)) {
                    operations.add(new Operation(
                            entry.getKey(), method, entry.getValue().get(method), entry.getValue()));
                }
            }
        });
        return operations;
    }

    /** Follows a local {@code $ref} ({@code #/components/...}) until a real object is reached. */
    JsonNode resolve(JsonNode node) {
        JsonNode current = node;
        while (current.has("$ref")) {
            current = root.at(current.get("$ref").asText().substring(1));
            if (current.isMissingNode()) {
                throw new AssertionError("unresolvable $ref " + node);
            }
        }
        return current;
    }

    /**
     * The path with every template filled from {@code overrides}, else its parameter's example, else
     * its first enum value; empty when some template has no value at all.
     */
    String concretePath(Operation operation, Map<String, String> overrides) {
        Matcher template = TEMPLATE.matcher(operation.path());
        StringBuilder path = new StringBuilder();
        while (template.find()) {
            String name = template.group(1);
            String value = overrides.getOrDefault(name, example(operation, name));
            if (value.isEmpty()) {
                return "";
            }
            template.appendReplacement(path, Matcher.quoteReplacement(value));
        }
        return template.appendTail(path).toString();
    }

    private String example(Operation operation, String name) {
        JsonNode parameter = parameter(operation, name);
        if (parameter.has("example")) {
            return parameter.get("example").asText();
        }
        return parameter.path("schema").path("enum").path(0).asText();
    }

    /**
     * The schemas of the path's templated parameters that admit values beyond a listed few (no
     * {@code enum}), by name: a client may make up any value they allow.
     */
    Map<String, JsonNode> openPathParameters(Operation operation) {
        Map<String, JsonNode> open = new java.util.LinkedHashMap<>();
        Matcher template = TEMPLATE.matcher(operation.path());
        while (template.find()) {
            JsonNode schema = resolve(parameter(operation, template.group(1)).path("schema"));
            if (!schema.has("enum")) {
                open.put(template.group(1), schema);
            }
        }
        return open;
    }

    private JsonNode parameter(Operation operation, String name) {
        List<JsonNode> parameters = new ArrayList<>();
        operation.pathItem().path("parameters").forEach(parameters::add);
        operation.node().path("parameters").forEach(parameters::add);
        for (JsonNode parameter : parameters) {
            JsonNode resolved = resolve(parameter);
            if (resolved.path("name").asText().equals(name)) {
                return resolved;
            }
        }
        throw new AssertionError(operation + " has no parameter " + name);
    }

    /** Validates {@code instance} against {@code schema}, which may refer to the document's components. */
    Set<ValidationMessage> validate(JsonNode schema, JsonNode instance) {
        ObjectNode wrapper = JSON.createObjectNode();
        wrapper.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        wrapper.set("components", root.get("components"));
        wrapper.putArray("allOf").add(schema);
        return SCHEMAS.getSchema(wrapper, CONFIG).validate(instance);
    }

    /** Every string value anywhere in a JSON tree. */
    static List<String> strings(JsonNode node) {
        List<String> strings = new ArrayList<>();
        collect(node, strings);
        return strings;
    }

    private static void collect(JsonNode node, List<String> strings) {
        if (node.isTextual()) {
            strings.add(node.asText());
        }
        for (Iterator<JsonNode> children = node.elements(); children.hasNext(); ) {
            collect(children.next(), strings);
        }
    }
}
