package com.firmsite.content;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
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
  private final Set<String> read = new TreeSet<>();
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

  String string(String key) {
    return optionalString(key).orElseGet(() -> missing(key, ""));
  }

  Optional<String> optionalString(String key) {
    return value(key).flatMap(value -> scalar(key, value)).map(String::strip);
  }

  int integer(String key) {
    return optionalInteger(key).orElseGet(() -> missing(key, 0));
  }

  Optional<Integer> optionalInteger(String key) {
    return value(key)
        .flatMap(
            value ->
                scalar(key, value)
                    .flatMap(
                        text -> {
                          try {
                            return Optional.of(Integer.parseInt(text.strip()));
                          } catch (NumberFormatException e) {
                            invalid.add(key);
                            error(value, key + ": expected a whole number, got \"" + text + "\"");
                            return Optional.empty();
                          }
                        }));
  }

  LocalDate date(String key) {
    Optional<Node> value = value(key);
    if (value.isEmpty()) {
      return missing(key, LocalDate.EPOCH);
    }
    Optional<String> text = scalar(key, value.get());
    try {
      return text.map(LocalDate::parse).orElse(LocalDate.EPOCH);
    } catch (DateTimeParseException e) {
      error(value.get(), key + ": expected a date as YYYY-MM-DD, got \"" + text.get() + "\"");
      return LocalDate.EPOCH;
    }
  }

  /** A list of strings; each element keeps its own line for later reference checks. */
  List<Located<String>> stringList(String key) {
    List<Located<String>> result = new ArrayList<>();
    for (Node item : sequence(key)) {
      scalar(key, item).ifPresent(text -> result.add(new Located<>(text.strip(), line(item))));
    }
    return result;
  }

  List<YamlMap> mappingList(String key) {
    return sequence(key).stream().map(item -> new YamlMap(file, lineOffset, item, errors)).toList();
  }

  /** Reports every key that no read asked for: unknown keys are nearly always typos. */
  void rejectUnknownKeys() {
    entries.forEach(
        (key, tuple) -> {
          if (!read.contains(key)) {
            error(tuple.getKeyNode(), "unknown key \"" + key + "\"");
          }
        });
  }

  private List<Node> sequence(String key) {
    Optional<Node> value = value(key);
    if (value.isEmpty()) {
      return missing(key, List.of());
    }
    if (value.get() instanceof SequenceNode seq) {
      return seq.getValue();
    }
    error(value.get(), key + ": expected a list");
    return List.of();
  }

  private Optional<Node> value(String key) {
    read.add(key);
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
