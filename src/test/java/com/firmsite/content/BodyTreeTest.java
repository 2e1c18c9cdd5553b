package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import org.commonmark.node.Node;
import org.commonmark.renderer.html.HtmlRenderer;
import org.commonmark.renderer.markdown.MarkdownRenderer;
import org.junit.jupiter.api.Test;

/** A body's tree let go between builds comes back as the same tree: every renderer gives the same text. */
class BodyTreeTest {
    private static final String FILE = """
            ---
            title: A body with everything in it
            ---
            # Heading *one*

            A paragraph with a [link](/about "title"), `code`, **strong** and _emphasis_,\s\s
            a hard break and an ![image](/images/a.png).

            | a | b |
            | - | :-: |
            | 1 | 2 |

            1. one
               - nested
            2. two

            > quoted <span>html</span>

            ```java
            code block
            ```
            """;

    @Test
    void aTreeLetGoIsParsedAgainIntoTheSameTree() {
        BodyTree tree = source(FILE, MarkdownDepth.DEFAULT_MAX).body();
        Node first = tree.document();
        String html = html(first);
        String markdown = markdown(first);

        tree.release();
        Node again = tree.document();

        assertThat(again).isNotSameAs(first);
        assertThat(html(again)).isEqualTo(html).contains("<table>", "<h1>Heading <em>one</em></h1>");
        assertThat(markdown(again)).isEqualTo(markdown);
        assertThat(tree.document()).as("held until let go again").isSameAs(again);
    }

    @Test
    void theEmptyBodyOfAFileNestedTooDeepIsHeldForGood() {
        SourceFile.Source source = source("---\ntitle: Deep\n---\n" + "> ".repeat(20) + "deep\n", 5);
        Node empty = source.body().document();

        source.body().release();

        assertThat(source.body().document()).isSameAs(empty);
        assertThat(empty.getFirstChild()).isNull();
    }

    private static SourceFile.Source source(String text, int maxDepth) {
        return SourceFile.parse(
                        Path.of("publications/a.md"), text.getBytes(StandardCharsets.UTF_8), LocalDate.EPOCH, maxDepth)
                .source()
                .orElseThrow();
    }

    private static String html(Node document) {
        return HtmlRenderer.builder()
                .extensions(MarkdownSource.EXTENSIONS)
                .build()
                .render(document);
    }

    private static String markdown(Node document) {
        return MarkdownRenderer.builder()
                .extensions(MarkdownSource.EXTENSIONS)
                .build()
                .render(document);
    }
}
