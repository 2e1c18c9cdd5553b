package com.firmsite.content;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The fields of one content type (site.yaml, a plain page, a team member...), in the order the
 * documentation lists them. {@link #read} validates a mapping against it; {@link ContentSchema}
 * declares every schema.
 *
 * @param name how the documentation's heading names the content type
 */
public record Schema(String name, List<Field> fields) {
    public Schema {
        fields = List.copyOf(fields);
    }

    public Optional<Field> field(String key) {
        // A loop, not a stream: asked for every key of every file at each load.
        for (Field field : fields) {
            if (field.key().equals(key)) {
                return Optional.of(field);
            }
        }
        return Optional.empty();
    }

    /**
     * Reads every declared field of {@code yaml}, reporting wrong shapes, missing required keys and
     * unknown keys (with the nearest declared key as a suggestion) to the map's error list.
     */
    FrontMatter read(YamlMap yaml) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (Field field : fields) {
            read(yaml, field).ifPresent(value -> values.put(field.key(), value));
        }
        yaml.rejectUnknownKeys(fields.stream().map(Field::key).toList());
        return new FrontMatter(this, yaml, values);
    }

    private static Optional<Object> read(YamlMap yaml, Field field) {
        String key = field.key();
        Optional<?> value = switch (field.type()) {
            case STRING -> yaml.optionalString(key);
            case INTEGER -> yaml.optionalInteger(key);
            case BOOLEAN -> yaml.optionalBoolean(key);
            case DATE -> yaml.optionalLocated(key);
            case STRINGS, SLUGS -> yaml.optionalStringList(key);
            case ITEMS ->
                yaml.optionalMappingList(key)
                        .map(list -> list.stream()
                                .map(field.items().orElseThrow()::read)
                                .toList());
            case ITEM -> yaml.optionalMapping(key).map(field.items().orElseThrow()::read);
            case SLUG_OR_ITEM -> yaml.optionalSlugOrMapping(key).map(read -> readEither(field, read));
            case SLUGS_OR_ITEMS ->
                yaml.optionalSlugsOrMappings(key)
                        .map(list -> list.stream()
                                .map(read -> readEither(field, read))
                                .toList());
        };
        if (value.isEmpty() && field.required()) {
            yaml.reportMissing(key);
        }
        return value.map(Object.class::cast);
    }

    /** A slug as it was read (with its line), or a mapping read with the field's schema. */
    private static Object readEither(Field field, Object value) {
        return value instanceof YamlMap mapping ? field.items().orElseThrow().read(mapping) : value;
    }

    /** The documentation's table of this schema's fields (docs/content-format.md). */
    public String markdownTable() {
        StringBuilder table =
                new StringBuilder("| key | type | required | default | meaning |\n| --- | --- | --- | --- | --- |\n");
        for (Field field : fields) {
            table.append("| ")
                    .append(field.key())
                    .append(" | ")
                    .append(field.type().words())
                    .append(" | ")
                    .append(field.required() ? "yes" : "no")
                    .append(" | ")
                    .append(field.defaultText())
                    .append(" | ")
                    .append(field.meaning())
                    .append(" |\n");
        }
        return table.toString();
    }
}
