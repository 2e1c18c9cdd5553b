package com.firmsite.content;

import com.firmsite.content.YamlMap.Located;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The values of one mapping read with its {@link Schema}: absent optional keys give their declared
 * default. Asking for a key the schema does not declare is a programming error, so the schema stays
 * the one list of keys.
 */
final class FrontMatter {
    private final Schema schema;
    private final YamlMap yaml;
    private final Map<String, Object> values;

    FrontMatter(Schema schema, YamlMap yaml, Map<String, Object> values) {
        this.schema = schema;
        this.yaml = yaml;
        this.values = Map.copyOf(values);
    }

    String string(String key) {
        return (String) value(key, "");
    }

    int integer(String key) {
        return (Integer) value(key, 0);
    }

    boolean bool(String key) {
        return (Boolean) value(key, false);
    }

    Schema schema() {
        return schema;
    }

    /** Whether the schema declares {@code key} (present or not). */
    boolean declares(String key) {
        return schema.field(key).isPresent();
    }

    boolean has(String key) {
        declared(key);
        return values.containsKey(key);
    }

    /** The raw text of a date key and its line, parsed by the caller (it needs the site's time zone). */
    @SuppressWarnings("unchecked")
    java.util.Optional<Located<String>> located(String key) {
        return java.util.Optional.ofNullable((Located<String>) value(key, null));
    }

    /** A list of strings, each with its line; a declared default list takes the line of the mapping. */
    @SuppressWarnings("unchecked")
    List<Located<String>> locatedList(String key) {
        Object value = value(key, List.of());
        return ((List<Object>) value)
                .stream()
                        .map(item -> item instanceof Located<?> located
                                ? (Located<String>) located
                                : new Located<>((String) item, yaml.line()))
                        .toList();
    }

    List<String> strings(String key) {
        return locatedList(key).stream().map(Located::value).toList();
    }

    /** A {@link Field.Type#SLUG_OR_ITEM} or {@link Field.Type#ITEM} value: a located slug or a mapping. */
    java.util.Optional<Object> either(String key) {
        return java.util.Optional.ofNullable(value(key, null));
    }

    /** A {@link Field.Type#SLUGS_OR_ITEMS} value: each element a located slug or a mapping. */
    @SuppressWarnings("unchecked")
    List<Object> eitherList(String key) {
        return (List<Object>) value(key, List.of());
    }

    @SuppressWarnings("unchecked")
    List<FrontMatter> items(String key) {
        return (List<FrontMatter>) value(key, List.of());
    }

    /**
     * The value of {@code key} (or its default) as plain data, without lines: strings, numbers,
     * booleans, lists, and nested mappings as maps. Two files state the same fact when these are equal.
     */
    Object plain(String key) {
        return plainOf(value(key, ""));
    }

    private static Object plainOf(Object value) {
        return switch (value) {
            case Located<?> located -> located.value();
            case List<?> list -> list.stream().map(FrontMatter::plainOf).toList();
            case FrontMatter nested -> nested.plainValues();
            default -> value;
        };
    }

    private Map<String, Object> plainValues() {
        Map<String, Object> plain = new java.util.TreeMap<>();
        values.forEach((key, value) -> plain.put(key, plainOf(value)));
        return plain;
    }

    Path file() {
        return yaml.file();
    }

    /**
     * Read with the same schema from the same file into equal values: what a translation is checked
     * against (ParsedFiles compares an unchanged page's context by value at each load; a value that
     * is itself a mapping is equal only to itself, which only makes the translation be read again).
     */
    @Override
    @SuppressWarnings("ReferenceEquality") // the one schema object per kind of file
    public boolean equals(Object other) {
        return other instanceof FrontMatter that
                && schema == that.schema
                && file().equals(that.file())
                && values.equals(that.values);
    }

    @Override
    public int hashCode() {
        return file().hashCode() * 31 + values.hashCode();
    }

    int line() {
        return yaml.line();
    }

    int lineOf(String key) {
        declared(key);
        return yaml.lineOf(key);
    }

    private Object value(String key, Object fallback) {
        Field field = declared(key);
        Object value = values.get(key);
        if (value != null) {
            return value;
        }
        return field.defaultValue().orElse(fallback);
    }

    private Field declared(String key) {
        return schema.field(key)
                .orElseThrow(() -> new IllegalArgumentException(schema.name() + " declares no key \"" + key + "\""));
    }
}
