package com.firmsite.content;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * One key of a content type, declared once: how it is read and validated, its default, and the
 * row of docs/content-format.md that explains it.
 *
 * @param defaultValue the value an absent optional key takes (typed like {@link Type} reads it)
 * @param defaultNote the default in words, for a default computed from other keys
 * @param items the schema of each element of a {@link Type#ITEMS} list
 */
public record Field(
        String key,
        Type type,
        boolean required,
        Optional<Object> defaultValue,
        String defaultNote,
        String meaning,
        Optional<Schema> items) {

    /** The shapes a value can have. */
    public enum Type {
        STRING("string"),
        INTEGER("integer"),
        BOOLEAN("boolean"),
        /** {@code YYYY-MM-DD}, or a date and time with its offset. */
        DATE("date"),
        STRINGS("list of strings"),
        SLUGS("list of slugs"),
        /** A list of mappings, each read with its own schema. */
        ITEMS("list"),
        /** One mapping, read with its own schema (an opening's salary). */
        ITEM("mapping"),
        /** A slug of an item the site has, or a mapping describing one it has not (an event's venue). */
        SLUG_OR_ITEM("slug or mapping"),
        /** A list whose elements are each a slug or a mapping (an event's speakers: team or guests). */
        SLUGS_OR_ITEMS("list of slugs or mappings");

        private final String words;

        Type(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    static Field required(String key, Type type, String meaning) {
        return new Field(key, type, true, Optional.empty(), "", meaning, Optional.empty());
    }

    static Field optional(String key, Type type, String meaning) {
        return new Field(key, type, false, Optional.empty(), "", meaning, Optional.empty());
    }

    static Field optional(String key, Type type, Object defaultValue, String meaning) {
        return new Field(key, type, false, Optional.of(defaultValue), "", meaning, Optional.empty());
    }

    /** An optional key whose default is computed, described in words for the documentation. */
    static Field described(String key, Type type, String defaultNote, String meaning) {
        return new Field(key, type, false, Optional.empty(), defaultNote, meaning, Optional.empty());
    }

    static Field items(String key, boolean required, Schema schema, String meaning) {
        return new Field(key, Type.ITEMS, required, Optional.empty(), "", meaning, Optional.of(schema));
    }

    /** A key of one of the shapes that hold mappings ({@link Type#ITEM}, {@link Type#SLUG_OR_ITEM}, ...). */
    static Field mapped(String key, Type type, boolean required, Schema schema, String meaning) {
        Optional<Object> none = type == Type.SLUGS_OR_ITEMS ? Optional.of(List.of()) : Optional.empty();
        return new Field(key, type, required, none, "", meaning, Optional.of(schema));
    }

    /** An optional list of mappings whose absence is an empty list. */
    static Field optionalItems(String key, Schema schema, String meaning) {
        return new Field(key, Type.ITEMS, false, Optional.of(List.of()), "", meaning, Optional.of(schema));
    }

    /** The default as the documentation shows it. */
    String defaultText() {
        if (!defaultNote.isEmpty()) {
            return defaultNote;
        }
        return defaultValue
                .filter(value -> !"".equals(value))
                .map(Field::asCode)
                .orElse("");
    }

    private static String asCode(Object value) {
        if (value instanceof List<?> list) {
            return "`[" + list.stream().map(String::valueOf).collect(Collectors.joining(", ")) + "]`";
        }
        return "`" + value + "`";
    }
}
