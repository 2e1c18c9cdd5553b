package com.firmsite.wordpress;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;

/**
 * The {@code --map} file: which WordPress categories and tags become practice areas or publication
 * types rather than topics, which authors are which team members, and the default publication type.
 * Terms are matched by name or slug, case-insensitively.
 *
 * <pre>
 * practiceAreas: {Employment: employment-and-labor, privacy: privacy-and-data-security}
 * types: {Client Alerts: Client alert}
 * defaultType: Article
 * authors: {jdoe: jane-doe}
 * </pre>
 */
record ImportMap(
        Map<String, String> practiceAreas,
        Map<String, String> types,
        Optional<String> defaultType,
        Map<String, String> authors) {
    static final ImportMap NONE = new ImportMap(Map.of(), Map.of(), Optional.empty(), Map.of());

    private static final Set<String> KEYS = Set.of("practiceAreas", "types", "defaultType", "authors");

    /** Reads the map file; a problem is described in the exception's message. */
    static ImportMap read(Path file) throws IOException {
        Object document;
        try {
            document = new Load(
                            LoadSettings.builder().setAllowDuplicateKeys(false).build())
                    .loadFromString(Files.readString(file));
        } catch (YamlEngineException e) {
            throw new IOException(file + ": not valid YAML: " + e.getMessage(), e);
        }
        if (document == null) {
            return NONE;
        }
        if (!(document instanceof Map<?, ?> top)) {
            throw new IOException(file + ": expected a mapping with practiceAreas, types, defaultType, authors");
        }
        for (Object key : top.keySet()) {
            if (!KEYS.contains(String.valueOf(key))) {
                throw new IOException(
                        file + ": unknown key \"" + key + "\" (known: practiceAreas, types, defaultType, authors)");
            }
        }
        Object defaultType = top.get("defaultType");
        return new ImportMap(
                mapping(file, top, "practiceAreas"),
                mapping(file, top, "types"),
                defaultType == null ? Optional.empty() : Optional.of(String.valueOf(defaultType)),
                mapping(file, top, "authors"));
    }

    private static Map<String, String> mapping(Path file, Map<?, ?> top, String key) throws IOException {
        Object value = top.get(key);
        if (value == null) {
            return Map.of();
        }
        if (!(value instanceof Map<?, ?> entries)) {
            throw new IOException(file + ": " + key + ": expected a mapping of names to values");
        }
        Map<String, String> result = new LinkedHashMap<>();
        entries.forEach((name, target) -> result.put(normal(String.valueOf(name)), String.valueOf(target)));
        return Map.copyOf(result);
    }

    static String normal(String name) {
        return name.strip().toLowerCase(Locale.ROOT);
    }

    Optional<String> practiceArea(WxrItem.Term term) {
        return lookup(practiceAreas, term);
    }

    Optional<String> type(WxrItem.Term term) {
        return lookup(types, term);
    }

    private static Optional<String> lookup(Map<String, String> map, WxrItem.Term term) {
        String byName = map.get(normal(term.name()));
        return Optional.ofNullable(byName != null ? byName : map.get(normal(term.slug())));
    }
}
