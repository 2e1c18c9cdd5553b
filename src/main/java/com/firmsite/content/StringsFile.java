package com.firmsite.content;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;

/**
 * {@code content/<lang>/strings.yaml}: the firm's interface strings, overriding a built-in catalog or
 * adding a language that has none (docs/decisions.md §9.5). Loaded apart from the pages, so that the
 * content loader needs one call and the rules live here.
 */
public final class StringsFile {
    static final String NAME = "strings.yaml";

    private StringsFile() {}

    /** One string of a catalog file; a plural form {@code key: {one:, other:}} gives {@code key.one}. */
    record Entry(String key, String value, int line) {}

    /** The strings of every language the site uses, and what is wrong with the firm's files. */
    public record Loaded(Map<String, InterfaceStrings> byLanguage, List<ContentError> errors) {
        public Loaded {
            byLanguage = Map.copyOf(byLanguage);
            errors = List.copyOf(errors);
        }
    }

    /** Reads {@code <content>/<lang>/strings.yaml} for each of {@code languages} (default first). */
    public static Loaded load(Path content, List<String> languages) {
        Map<String, InterfaceStrings> byLanguage = new LinkedHashMap<>();
        List<ContentError> errors = new ArrayList<>();
        for (String language : languages) {
            Path file = content.resolve(language).resolve(NAME);
            List<Entry> overrides = Files.isRegularFile(file) ? entries(read(file)) : List.of();
            merge(file, language, overrides, errors).ifPresent(strings -> byLanguage.put(language, strings));
        }
        return new Loaded(byLanguage, errors);
    }

    private static Optional<InterfaceStrings> merge(
            Path file, String language, List<Entry> overrides, List<ContentError> errors) {
        Map<String, String> reference =
                InterfaceStrings.builtInCatalog(InterfaceStrings.REFERENCE).orElseThrow();
        Map<String, String> merged =
                new LinkedHashMap<>(InterfaceStrings.builtInCatalog(language).orElse(Map.of()));
        int before = errors.size();
        for (Entry entry : overrides) {
            check(file, entry, reference, errors).ifPresent(value -> merged.put(entry.key(), value));
        }
        List<String> missing = reference.keySet().stream()
                .filter(key -> !merged.containsKey(key))
                .sorted()
                .toList();
        if (!missing.isEmpty()) {
            errors.add(new ContentError(
                    file,
                    1,
                    "language '" + language + "' has no built-in interface strings; missing: "
                            + String.join(", ", missing)));
        }
        return errors.size() == before ? Optional.of(new InterfaceStrings(language, merged)) : Optional.empty();
    }

    private static Optional<String> check(
            Path file, Entry entry, Map<String, String> reference, List<ContentError> errors) {
        if (!reference.containsKey(entry.key())) {
            String hint = Suggestion.nearest(entry.key(), List.copyOf(reference.keySet()))
                    .map(near -> " (did you mean '" + near + "'?)")
                    .orElse("");
            errors.add(new ContentError(file, entry.line(), "unknown interface string '" + entry.key() + "'" + hint));
            return Optional.empty();
        }
        Set<String> allowed = InterfaceStrings.placeholders(reference.get(entry.key()));
        Set<String> used = InterfaceStrings.placeholders(entry.value());
        used.removeAll(allowed);
        if (!used.isEmpty()) {
            errors.add(new ContentError(
                    file,
                    entry.line(),
                    "'" + entry.key() + "' has placeholders " + used + " that the original "
                            + (allowed.isEmpty() ? "does not have" : "lacks (it has " + allowed + ")")));
            return Optional.empty();
        }
        return Optional.of(entry.value());
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The strings of a catalog, in file order, each with its 1-based line. */
    static List<Entry> entries(String yaml) {
        List<Entry> entries = new ArrayList<>();
        new Compose(LoadSettings.builder().build()).composeString(yaml).ifPresent(root -> flatten("", root, entries));
        return List.copyOf(entries);
    }

    private static void flatten(String prefix, Node node, List<Entry> entries) {
        if (node instanceof MappingNode mapping) {
            for (NodeTuple tuple : mapping.getValue()) {
                String key = ((ScalarNode) tuple.getKeyNode()).getValue();
                flatten(prefix.isEmpty() ? key : prefix + "." + key, tuple.getValueNode(), entries);
            }
        } else if (node instanceof ScalarNode scalar) {
            entries.add(new Entry(prefix, scalar.getValue(), line(node)));
        }
    }

    private static int line(Node node) {
        return node.getStartMark().map(mark -> mark.getLine() + 1).orElse(1);
    }
}
