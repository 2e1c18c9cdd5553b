package com.firmsite.publish.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.LanguagePath;
import com.firmsite.content.ReservedPaths;
import com.firmsite.output.Output;
import com.firmsite.testing.AgentNote;
import com.firmsite.testing.TestServer;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * /llms-full.txt: the Markdown of every page, byte for byte without the note for agents that opens
 * each twin, in site order, each introduced by its source.
 */
@ExtendWith(SharedServer.class)
class LlmsFullTxtTest {
    private static TestServer server;
    private static HttpResponse<String> response;

    @BeforeAll
    static void fetch(TestServer shared) {
        server = shared;
        response = server.get("/llms-full.txt");
    }

    @Test
    void isServedAsMarkdown() {
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).hasValue("text/markdown; charset=utf-8");
        assertThat(response.body()).startsWith("# " + server.site().firm().name());
    }

    @Test
    void holdsEveryPagesMarkdownInSiteOrderEachAfterItsSourceLine() {
        List<Output> pages = server.outputs().stream()
                .filter(output -> output.kind() == Output.Kind.PAGE)
                // Another language's pages are in its own file (LanguageIndexesTest).
                .filter(output -> LanguagePath.of(server.site().firm())
                        .prefix(output.path())
                        .isEmpty())
                // Every entry once: the lists' later pages and filters are not in it (docs/decisions.md §1.10).
                .filter(output -> !ReservedPaths.isListPage(output.path()))
                .toList();
        assertThat(pages).hasSizeGreaterThan(40);
        String body = response.body();
        int position = 0;
        for (Output page : pages) {
            String twin = server.get(page.path(), "Accept", "text/markdown").body();
            assertThat(twin).as(page.path()).startsWith("> For AI agents: the index of this site is at [/llms.txt](");
            String markdown = AgentNote.after(twin);
            String block = LlmsFullTxt.separator(server.baseUrl(), page.path()) + markdown;
            int found = body.indexOf(block, position);
            assertThat(found)
                    .as("page %s, after offset %d", page.path(), position)
                    .isGreaterThanOrEqualTo(position);
            position = found + block.length();
        }
        assertThat(position).isEqualTo(body.length());
        assertThat(body.split("\nSource: ", -1)).hasSize(pages.size() + 1);
        // No page in it opens with the note (the documentation may still quote one).
        assertThat(body).doesNotContainPattern("\\(Markdown: [^)]*\\)\\n\\n> For AI agents:");
    }
}
