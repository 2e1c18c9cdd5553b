package com.firmsite.publish;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.publish.WebMcpTools.Parameter;
import com.firmsite.publish.WebMcpTools.Tool;
import java.util.List;

/**
 * Turns {@link WebMcpTools#ALL} into WebMCP tool descriptors for one site: name, title,
 * description, annotations and a JSON Schema {@code inputSchema} whose enums list the site's own
 * slugs, offices, roles and publication types, so an agent never has to guess a value; the words are
 * the site's language's (docs/decisions.md §9.10).
 */
final class WebMcpSchemas {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private final Site site;
    private final String prefix;

    /** @param prefix the URL prefix of the site's language ("" or "/fr"), for the examples of paths */
    WebMcpSchemas(Site site, String prefix) {
        this.site = site;
        this.prefix = prefix;
    }

    ArrayNode tools() {
        ArrayNode tools = NODES.arrayNode();
        WebMcpTools.ALL.forEach(tool -> tools.add(descriptor(tool)));
        return tools;
    }

    private ObjectNode descriptor(Tool tool) {
        ObjectNode node = NODES.objectNode();
        node.put("name", tool.name())
                .put("title", tool.title(site.strings()))
                .put("description", tool.description(site.strings()));
        node.set("inputSchema", inputSchema(tool));
        node.putObject("annotations").put("readOnlyHint", tool.readOnly());
        return node;
    }

    private ObjectNode inputSchema(Tool tool) {
        ObjectNode schema = NODES.objectNode();
        schema.put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        ArrayNode required = NODES.arrayNode();
        for (Parameter parameter : tool.parameters()) {
            properties.set(parameter.name(), property(parameter, tool.describe(parameter, site.strings(), prefix)));
            if (parameter.required()) {
                required.add(parameter.name());
            }
        }
        if (!required.isEmpty()) {
            schema.set("required", required);
        }
        schema.put("additionalProperties", false);
        return schema;
    }

    private ObjectNode property(Parameter parameter, String description) {
        ObjectNode property = NODES.objectNode();
        property.put("type", parameter.type()).put("description", description);
        switch (parameter.values()) {
            case ANY -> {
                if (parameter.type().equals("string")) {
                    property.put("minLength", 1).put("maxLength", 200);
                }
            }
            case PRACTICE_AREA_SLUGS ->
                enumOf(
                        property,
                        site.practiceAreas().stream().map(PracticeArea::slug).toList());
            case TEAM_SLUGS ->
                enumOf(property, site.team().stream().map(Lawyer::slug).toList());
            case PUBLICATION_SLUGS ->
                enumOf(
                        property,
                        site.publications().stream().map(Publication::slug).toList());
            case OFFICE_SLUGS ->
                enumOf(
                        property,
                        site.firm().offices().stream().map(Office::slug).toList());
            case ROLES -> enumOf(property, site.firm().roles());
            case PUBLICATION_TYPES -> enumOf(property, site.firm().publicationTypes());
            case PUBLICATION_YEARS -> years(property);
            case PAGE_NUMBER -> property.put("minimum", 1);
            case EVENT_TIMES -> enumOf(property, List.of("upcoming", "past"));
        }
        return property;
    }

    /**
     * Most values an enum lists: a firm's 10,000 publication slugs would make the tools' document
     * megabytes (docs/decisions.md §6.5); past this, the tool itself reports an unknown value and
     * names the search tool that gives valid ones.
     */
    static final int MAX_ENUM_VALUES = 1000;

    private static void enumOf(ObjectNode property, List<String> values) {
        if (values.isEmpty() || values.size() > MAX_ENUM_VALUES) {
            return; // an empty enum would accept nothing; the tool itself reports the unknown value
        }
        ArrayNode array = property.putArray("enum");
        values.forEach(array::add);
    }

    private void years(ObjectNode property) {
        var years =
                site.publications().stream().mapToInt(p -> p.date().getYear()).summaryStatistics();
        if (years.getCount() > 0) {
            property.put("minimum", years.getMin()).put("maximum", years.getMax());
        }
    }
}
