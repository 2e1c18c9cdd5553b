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
 * The indexes of the sample firm's French site and what the origin's documents say about languages
 * (docs/decisions.md §9.9): {@code /fr/llms-full.txt} holds the French pages only, the indexes link
 * it, and {@code /llms.txt} and the agent skills say which languages exist and where.
 */
@ExtendWith(SharedServer.class)
class LanguageIndexesTest {
    private static TestServer server;
    private static String base;

    @BeforeAll
    static void fetch(TestServer shared) {
        server = shared;
        base = server.baseUrl();
    }

    private static List<Output> pagesIn(String language) {
        LanguagePath languages = LanguagePath.of(server.site().firm());
        return server.outputs().stream()
                .filter(output -> output.kind() == Output.Kind.PAGE)
                .filter(output -> languages.locate(output.path()).language().equals(language))
                .toList();
    }

    @Test
    void theFrenchFullTextHoldsEveryFrenchPageInSiteOrderAndNoOther() {
        HttpResponse<String> response = server.get("/fr/llms-full.txt");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).hasValue("text/markdown; charset=utf-8");
        String body = response.body();
        assertThat(body)
                .startsWith("# " + server.site().firm().name() + " (Français)\n")
                .contains("- [llms.txt](" + base + "/fr/llms.txt)");
        // Every entry once: the lists' later pages and filters are not in it (docs/decisions.md §1.10).
        LanguagePath languages = LanguagePath.of(server.site().firm());
        List<Output> french = pagesIn("fr").stream()
                .filter(page ->
                        !ReservedPaths.isListPage(languages.locate(page.path()).path()))
                .toList();
        assertThat(french).hasSizeGreaterThan(10);
        int position = 0;
        for (Output page : french) {
            String markdown = AgentNote.after(
                    server.get(page.path(), "Accept", "text/markdown").body());
            int found = body.indexOf(LlmsFullTxt.separator(base, page.path()) + markdown, position);
            assertThat(found)
                    .as("page %s after offset %d", page.path(), position)
                    .isGreaterThanOrEqualTo(position);
            position = found + 1;
        }
        for (Output page : pagesIn("en")) {
            assertThat(body).as(page.path()).doesNotContain("Source: " + base + page.path() + " ");
        }
        assertThat(body.split("\nSource: ", -1)).hasSize(french.size() + 1);
    }

    @Test
    void theOriginsIndexAndTheFrenchIndexLinkTheFrenchFullText() {
        String index = server.get("/llms.txt").body();
        assertThat(index)
                .contains("- [Français (fr)](" + base + "/fr/llms.txt): ")
                .contains(base + "/fr/llms-full.txt");
        assertThat(server.get("/fr/llms.txt").body()).contains("- [llms-full.txt](" + base + "/fr/llms-full.txt)");
    }

    @Test
    void theOriginsIndexSaysHowLanguagesAreAddressed() {
        String index = server.get("/llms.txt").body();
        String intro = index.substring(0, index.indexOf("\n## "));
        assertThat(intro)
                .contains("`en` (the default language, at " + base + "/)")
                .contains("`fr` at " + base + "/fr")
                .contains("never by `Accept-Language`")
                .contains("`Accept: text/markdown`");
    }

    @Test
    void everyAgentSkillSaysWhichLanguagesExistAndWhere() {
        for (String name : AgentSkills.NAMES) {
            String skill = server.get(WellKnown.skill(name)).body();
            assertThat(skill)
                    .as(name)
                    .contains("## Languages")
                    .contains("never by `Accept-Language`")
                    .contains("- `en`: " + base + "/, index " + base + "/llms.txt")
                    .contains("- `fr` (Français): " + base + "/fr, index " + base + "/fr/llms.txt");
        }
    }

    @Test
    void thereIsOneSetOfDiscoveryDocumentsPerOrigin() {
        for (String path : List.of("/fr/openapi.json", "/fr/robots.txt", "/fr/.well-known/api-catalog", "/fr/docs")) {
            assertThat(server.get(path).statusCode()).as(path).isEqualTo(404);
        }
    }
}
