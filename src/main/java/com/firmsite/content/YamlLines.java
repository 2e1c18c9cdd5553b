package com.firmsite.content;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * A composed YAML tree as the loader keeps it between loads ({@link ParsedFiles}): the same nodes
 * (tags, values, styles, anchors) with only what {@link YamlMap} reads of their positions, the line
 * each starts on. The parser's marks also hold the decoded input as code points and where each node
 * ends: kept for every file of a 10,000-page site under {@code serve --watch}, about 40 MB of heap
 * that every collection during a reload traced again.
 */
final class YamlLines {
    private static final int[] NO_TEXT = new int[0];

    /** One mark per line: nodes that start on the same line share it. */
    private final Map<Integer, Optional<Mark>> marks = new HashMap<>();

    /** Each node copied so far: a node an alias uses twice stays one node (and a cycle ends). */
    private final IdentityHashMap<Node, Node> copies = new IdentityHashMap<>();

    private YamlLines() {}

    /** {@code root} with marks that keep the line only. */
    static Node compact(Node root) {
        return new YamlLines().copy(root);
    }

    private Node copy(Node node) {
        Node done = copies.get(node);
        if (done != null) {
            return done;
        }
        Optional<Mark> start = node.getStartMark().flatMap(this::lineOnly);
        Node copy = switch (node) {
            case ScalarNode scalar ->
                new ScalarNode(
                        scalar.getTag(), true, scalar.getValue(), scalar.getScalarStyle(), start, Optional.empty());
            case SequenceNode sequence -> {
                SequenceNode made = new SequenceNode(
                        sequence.getTag(),
                        true,
                        new ArrayList<>(sequence.getValue().size()),
                        sequence.getFlowStyle(),
                        start,
                        Optional.empty());
                copies.put(node, made);
                sequence.getValue().forEach(item -> made.getValue().add(copy(item)));
                yield made;
            }
            case MappingNode mapping -> {
                MappingNode made = new MappingNode(
                        mapping.getTag(),
                        true,
                        new ArrayList<>(mapping.getValue().size()),
                        mapping.getFlowStyle(),
                        start,
                        Optional.empty());
                made.setHasMergeTag(mapping.hasMergeTag());
                copies.put(node, made);
                mapping.getValue()
                        .forEach(tuple -> made.getValue()
                                .add(new NodeTuple(copy(tuple.getKeyNode()), copy(tuple.getValueNode()))));
                yield made;
            }
            default -> node;
        };
        copy.setAnchor(node.getAnchor());
        copy.setRecursive(node.isRecursive());
        copies.put(node, copy);
        return copy;
    }

    private Optional<Mark> lineOnly(Mark mark) {
        return marks.computeIfAbsent(
                mark.getLine(), line -> Optional.of(new Mark(mark.getName(), 0, line, 0, NO_TEXT, 0)));
    }
}
