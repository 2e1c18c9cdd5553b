package com.firmsite.content;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Typed, line-aware reads from one YAML mapping. Every read that fails records a {@link
 * ContentError} at the line of the offending node and returns a harmless default, so one pass over
 * a file reports all of its problems rather than the first.
 */
final class YamlMap {
    private final Path file;
    private final int lineOffset;
    private final Node node;
    private final Map<String, NodeTuple> entries = new LinkedHashMap<>();
    /** Keys already reported as having a value of the wrong type: not reported again as missing. */
    private final Set<String> invalid = new TreeSet<>();

    private final List<ContentError> errors;

    YamlMap(Path file, int lineOffset, Node node, List<ContentError> errors) {
        this.file = file;
        this.lineOffset = lineOffset;
        this.node = node;
        this.errors = errors;
        if (node instanceof MappingNode mapping) {
            for (NodeTuple tuple : mapping.getValue()) {
                if (tuple.getKeyNode() instanceof ScalarNode key) {
                    if (entries.put(key.getValue(), tuple) != null) {
                        error(key, "duplicate key \"" + key.getValue() + "\"");
                    }
                } else {
                    error(tuple.getKeyNode(), "keys must be plain strings");
                }
            }
        } else {
            error(node, "expected a mapping of keys to values");
        }
    }

    int line(Node at) {
        return at.getStartMark().map(Mark::getLine).orElse(0) + 1 + lineOffset;
    }

    int line() {
        return line(node);
    }

    /** The line of {@code key}, or of the mapping when the key is absent. */
    int lineOf(String key) {
        NodeTuple tuple = entries.get(key);
        return tuple == null ? line() : line(tuple.getKeyNode());
    }

    void error(Node at, String message) {
        errors.add(new ContentError(file, line(at), message));
    }

    Path file() {
        return file;
    }

    Optional<String> optionalString(String key) {
        return value(key).flatMap(value -> scalar(key, value)).map(String::strip);
    }

    Optional<Integer> optionalInteger(String key) {
        return value(key)
                .flatMap(value -> scalar(key, value)
                        .flatMap(text -> parsed(key, value, text, Integer::valueOf, "a whole number")));
    }

    /** {@code true} or {@code false} (YAML 1.2 booleans, not yes/no). */
    Optional<Boolean> optionalBoolean(String key) {
        return value(key)
                .flatMap(value ->
                        scalar(key, value).flatMap(text -> parsed(key, value, text, YamlMap::bool, "true or false")));
    }

    /** A scalar with its line, for values whose parsing needs more than the file (a date in the site's time zone). */
    Optional<Located<String>> optionalLocated(String key) {
        return value(key).flatMap(value -> scalar(key, value).map(text -> new Located<>(text.strip(), line(value))));
    }

    /** A list of strings; each element keeps its own line for later reference checks. */
    Optional<List<Located<String>>> optionalStringList(String key) {
        return sequence(key).map(items -> {
            List<Located<String>> result = new ArrayList<>();
            for (Node item : items) {
                scalar(key, item).ifPresent(text -> result.add(new Located<>(text.strip(), line(item))));
            }
            return List.copyOf(result);
        });
    }

    Optional<List<YamlMap>> optionalMappingList(String key) {
        return sequence(key)
                .map(items -> items.stream()
                        .map(item -> new YamlMap(file, lineOffset, item, errors))
                        .toList());
    }

    /** One mapping (an opening's salary). */
    Optional<YamlMap> optionalMapping(String key) {
        return value(key).flatMap(value -> mapping(key, value));
    }

    /** A slug with its line ({@link Located}) or a mapping ({@link YamlMap}). */
    Optional<Object> optionalSlugOrMapping(String key) {
        return value(key).flatMap(value -> slugOrMapping(key, value));
    }

    /** A list whose elements are each a slug with its line or a mapping. */
    Optional<List<Object>> optionalSlugsOrMappings(String key) {
        return sequence(key)
                .map(items -> items.stream()
                        .map(item -> slugOrMapping(key, item))
                        .flatMap(Optional::stream)
                        .toList());
    }

    private Optional<Object> slugOrMapping(String key, Node value) {
        if (value instanceof ScalarNode scalar) {
            return Optional.of(new Located<>(scalar.getValue().strip(), line(value)));
        }
        return mapping(key, value).map(Object.class::cast);
    }

    private Optional<YamlMap> mapping(String key, Node value) {
        if (value instanceof MappingNode) {
            return Optional.of(new YamlMap(file, lineOffset, value, errors));
        }
        invalid.add(key);
        error(
                value,
                key + ": expected a mapping, got " + (value instanceof SequenceNode ? "a list" : "a single value"));
        return Optional.empty();
    }

    /** Reports a required key as missing, or as empty, unless its value was already reported as malformed. */
    void reportMissing(String key) {
        missing(key, null);
    }

    /**
     * Reports every key that is not one of {@code known}: unknown keys are nearly always typos, so the
     * nearest known key is suggested.
     */
    void rejectUnknownKeys(List<String> known) {
        entries.forEach((key, tuple) -> {
            if (!known.contains(key)) {
                error(
                        tuple.getKeyNode(),
                        "unknown key \"" + key + "\""
                                + Suggestion.nearest(key, known)
                                        .map(k -> " (did you mean \"" + k + "\"?)")
                                        .orElse(""));
            }
        });
    }

    private static Boolean bool(String text) {
        return switch (text) {
            case "true" -> Boolean.TRUE;
            case "false" -> Boolean.FALSE;
            default -> throw new IllegalArgumentException(text);
        };
    }

    private <T> Optional<T> parsed(
            String key, Node value, String text, java.util.function.Function<String, T> parser, String expected) {
        try {
            return Optional.of(parser.apply(text.strip()));
        } catch (IllegalArgumentException e) {
            invalid.add(key);
            error(value, key + ": expected " + expected + ", got \"" + text + "\"");
            return Optional.empty();
        }
    }

    private Optional<List<Node>> sequence(String key) {
        Optional<Node> value = value(key);
        if (value.isEmpty()) {
            return Optional.empty();
        }
        if (value.get() instanceof SequenceNode seq) {
            return Optional.of(seq.getValue());
        }
        invalid.add(key);
        error(value.get(), key + ": expected a list");
        return Optional.empty();
    }

    private Optional<Node> value(String key) {
        NodeTuple tuple = entries.get(key);
        if (tuple == null) {
            return Optional.empty();
        }
        Node value = tuple.getValueNode();
        if (value instanceof ScalarNode s && s.getTag().getValue().endsWith(":null")) {
            return Optional.empty();
        }
        return Optional.of(value);
    }

    private Optional<String> scalar(String key, Node value) {
        if (value instanceof ScalarNode s) {
            return Optional.of(s.getValue());
        }
        invalid.add(key);
        String shape = value instanceof SequenceNode ? "a list" : "a mapping";
        error(value, key + ": expected a single value, got " + shape);
        return Optional.empty();
    }

    private <T> T missing(String key, T fallback) {
        if (invalid.contains(key)) {
            return fallback;
        }
        if (entries.containsKey(key)) {
            error(entries.get(key).getValueNode(), key + ": must not be empty");
        } else {
            errors.add(new ContentError(file, line(), "missing required key \"" + key + "\""));
        }
        return fallback;
    }

    /** A value together with the line it was read from. */
    record Located<T>(T value, int line) {}
}
