package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/** The front matter kept between loads: every node and the line it starts on, nothing of the text. */
class YamlLinesTest {
    private static Node composed(String yaml) {
        return new Compose(LoadSettings.builder().setLabel("team/a.md").build())
                .composeString(yaml)
                .orElseThrow();
    }

    private static List<NodeTuple> entries(Node node) {
        return ((MappingNode) node).getValue();
    }

    private static int line(Node node) {
        return node.getStartMark().map(Mark::getLine).orElseThrow();
    }

    @Test
    void keepsEveryValueTagAndStartLineAndNoTextOrEnd() {
        Node original = composed("title: Earn-outs\ndate: 2026-09-01\nauthors:\n  - margaret-hale\n  - samuel-cho\n");
        Node compact = YamlLines.compact(original);

        List<NodeTuple> before = entries(original);
        List<NodeTuple> after = entries(compact);
        assertThat(after).hasSameSizeAs(before);
        for (int i = 0; i < before.size(); i++) {
            assertThat(after.get(i).getKeyNode().getTag())
                    .isEqualTo(before.get(i).getKeyNode().getTag());
            assertThat(line(after.get(i).getKeyNode()))
                    .isEqualTo(line(before.get(i).getKeyNode()));
            assertThat(after.get(i).getValueNode().getTag())
                    .isEqualTo(before.get(i).getValueNode().getTag());
        }
        assertThat(((ScalarNode) after.get(0).getValueNode()).getValue()).isEqualTo("Earn-outs");
        SequenceNode authors = (SequenceNode) after.get(2).getValueNode();
        assertThat(authors.getValue())
                .extracting(node -> ((ScalarNode) node).getValue())
                .containsExactly("margaret-hale", "samuel-cho");
        assertThat(authors.getValue()).extracting(YamlLinesTest::line).containsExactly(3, 4);
        assertThat(compact.getEndMark()).isEmpty();
        assertThat(compact.getStartMark().orElseThrow().getBuffer()).isEmpty();
        assertThat(compact.getStartMark().orElseThrow().getName()).isEqualTo("team/a.md");
    }

    @Test
    void aNodeAnAliasUsesTwiceStaysOneNode() {
        Node compact = YamlLines.compact(composed("first: &who [margaret-hale]\nsecond: *who\n"));

        assertThat(entries(compact).get(1).getValueNode())
                .isSameAs(entries(compact).get(0).getValueNode());
    }

    @Test
    void aRecursiveAliasIsCopiedWithoutEndlessDescent() {
        Node compact = YamlLines.compact(composed("loop: &self [*self]\n"));

        SequenceNode loop = (SequenceNode) entries(compact).get(0).getValueNode();
        assertThat(loop.getValue().get(0)).isSameAs(loop);
    }
}
