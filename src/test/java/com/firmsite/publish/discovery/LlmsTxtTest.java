package com.firmsite.publish.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.LanguagePath;
import com.firmsite.content.ReservedPaths;
import com.firmsite.content.Site;
import com.firmsite.testing.TestServer;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * docs/decisions.md §5.14: llms.txt in the llmstxt.org structure. The outline is read by a CommonMark
 * parser (commonmark-java); link lines by the regular expression llms.txt parsers use.
 */
@ExtendWith(SharedServer.class)
class LlmsTxtTest {
    /** The file-list line of llmstxt.org parsers: {@code - [name](url): notes}. */
    private static final Pattern LINK_LINE =
            Pattern.compile("^\\s*[-*]\\s*\\[([^\\]]+)\\]\\(([^)]+)\\)(?:\\s*:\\s*(.*))?$");

    private static TestServer server;
    private static HttpResponse<String> response;
    private static String text;

    @BeforeAll
    static void fetch(TestServer shared) {
        server = shared;
        response = server.get("/llms.txt");
        text = response.body();
    }

    @Test
    void isServedAsMarkdown() {
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).hasValue("text/markdown; charset=utf-8");
    }

    @Test
    void startsWithTheOnlyH1ThenABlockquoteAndHasNoOtherHeadingsBeforeTheSections() {
        Node document = Parser.builder().build().parse(text);
        assertThat(text.lines().findFirst()).hasValue("# " + site().firm().name());
        Node first = document.getFirstChild();
        assertThat(first)
                .isInstanceOfSatisfying(
                        Heading.class, h -> assertThat(h.getLevel()).isEqualTo(1));
        assertThat(first.getNext()).isInstanceOf(BlockQuote.class);
        List<Integer> levels = new ArrayList<>();
        for (Node node = first.getNext(); node != null; node = node.getNext()) {
            if (node instanceof Heading heading) {
                levels.add(heading.getLevel());
            }
        }
        assertThat(levels).isNotEmpty().allMatch(level -> level == 2);
        assertThat(text).contains(site().firm().legalNotice().strip().replaceAll("\\s+", " "));
    }

    @Test
    void sectionsAreLinkListsWithOptionalLast() {
        Map<String, List<String>> sections = sections();
        assertThat(sections.keySet())
                .containsExactly(
                        "Pages",
                        "Practice areas",
                        "Team",
                        "Publications",
                        "Events",
                        "Job openings",
                        "Feeds",
                        "Machine-readable resources",
                        "WebMCP tools",
                        "Languages",
                        "Optional");
        sections.forEach((title, lines) -> {
            assertThat(lines).as(title).isNotEmpty();
            lines.forEach(line -> assertThat(line).as(title).matches(LINK_LINE));
        });
    }

    @Test
    void everyPageIsLinkedOnceByItsMarkdownTwinInSiteOrder() {
        List<String> linked = new ArrayList<>();
        for (String section : List.of("Pages", "Practice areas", "Team", "Publications", "Events", "Job openings")) {
            sections().get(section).forEach(line -> linked.add(url(line)));
        }
        List<String> twins = server.outputs().stream()
                .filter(output -> output.kind() == com.firmsite.output.Output.Kind.PAGE)
                // Another language's pages are in its own index, /<lang>/llms.txt (LanguageIndexesTest).
                .filter(output ->
                        LanguagePath.of(site().firm()).prefix(output.path()).isEmpty())
                // A list's later pages and each author's list are reached from the twins it links;
                // a practice area's publications are named (docs/decisions.md §1.10).
                .filter(output -> ReservedPaths.isNamedInIndexes(output.path()))
                .map(output -> server.baseUrl() + (output.path().equals("/") ? "/index.md" : output.path() + ".md"))
                .toList();
        assertThat(linked).containsExactlyInAnyOrderElementsOf(twins);
        assertThat(sections().get("Events").stream().map(LlmsTxtTest::url).toList())
                .containsExactlyElementsOf(site().events().stream()
                        .map(e -> server.baseUrl() + e.path() + ".md")
                        .toList());
        assertThat(sections().get("Team").stream().map(LlmsTxtTest::url).toList())
                .containsExactlyElementsOf(site().team().stream()
                        .map(l -> server.baseUrl() + l.path() + ".md")
                        .toList());
    }

    @Test
    void theLanguagesSectionLinksEachOtherLanguagesIndexWhichListsThatLanguagesPagesOnly() {
        List<String> indexes =
                sections().get("Languages").stream().map(LlmsTxtTest::url).toList();

        assertThat(indexes).containsExactly(server.baseUrl() + "/fr/llms.txt");
        assertThat(sections().get("Languages").getFirst()).contains(server.baseUrl() + "/fr/llms-full.txt");
        HttpResponse<String> french = server.get("/fr/llms.txt");
        assertThat(french.statusCode()).isEqualTo(200);
        assertThat(french.headers().firstValue("content-type")).hasValue("text/markdown; charset=utf-8");
        List<String> linked = french.body()
                .lines()
                .filter(line -> line.startsWith("- ["))
                .map(LlmsTxtTest::url)
                .filter(url -> url.endsWith(".md"))
                .toList();
        assertThat(linked)
                .isNotEmpty()
                .allSatisfy(url -> assertThat(url).startsWith(server.baseUrl() + "/fr"))
                .contains(server.baseUrl() + "/fr.md", server.baseUrl() + "/fr/contact.md")
                .doesNotContain(server.baseUrl() + "/fr/careers.md");
    }

    @Test
    void listsEveryDiscoveryDocument() {
        List<String> urls = new ArrayList<>();
        sections().get("Machine-readable resources").forEach(line -> urls.add(url(line)));
        sections().get("Optional").forEach(line -> urls.add(url(line)));
        assertThat(urls)
                .contains(
                        server.baseUrl() + "/openapi.json",
                        server.baseUrl() + "/.well-known/api-catalog",
                        server.baseUrl() + "/.well-known/ai-catalog.json",
                        server.baseUrl() + "/.well-known/agent-skills/index.json",
                        server.baseUrl() + "/.well-known/mcp/server-card.json",
                        server.baseUrl() + "/.well-known/oauth-protected-resource",
                        server.baseUrl() + "/.well-known/oauth-authorization-server",
                        server.baseUrl() + "/.well-known/openid-configuration",
                        server.baseUrl() + "/.well-known/jwks.json",
                        server.baseUrl() + "/auth.md",
                        server.baseUrl() + "/api/status.json",
                        server.baseUrl() + "/llms-full.txt",
                        server.baseUrl() + "/sitemap-index.xml",
                        server.baseUrl() + "/robots.txt");
    }

    @Test
    void everyLinkIsAbsoluteOnTheBaseUrlAndResolves() {
        for (List<String> lines : sections().values()) {
            for (String line : lines) {
                String url = url(line);
                assertThat(URI.create(url).isAbsolute()).isTrue();
                assertThat(url).startsWith(server.baseUrl() + "/");
                String path = URI.create(url).getRawPath();
                assertThat(server.get(path).statusCode()).as(url).isEqualTo(200);
            }
        }
    }

    // ---- helpers ----

    /** H2 title to its non-blank lines. */
    private static Map<String, List<String>> sections() {
        Map<String, List<String>> sections = new LinkedHashMap<>();
        List<String> current = null;
        for (String line : text.lines().toList()) {
            if (line.startsWith("## ")) {
                current = new ArrayList<>();
                sections.put(line.substring(3), current);
            } else if (current != null && !line.isBlank()) {
                current.add(line);
            }
        }
        return sections;
    }

    private static String url(String line) {
        Matcher link = LINK_LINE.matcher(line);
        assertThat(link.matches()).as(line).isTrue();
        return link.group(2);
    }

    private static Site site() {
        return server.site();
    }

    /**
     * A title or description is one line in every index whatever its whitespace: each run of it is
     * one space, as the regular expression {@code \\s+} folds it, and the ends are stripped.
     */
    @Test
    void aTextIsOneLineWhateverItsWhitespace() {
        List<String> texts = List.of(
                "Plain title",
                "",
                "   ",
                "  padded  ",
                "two  spaces",
                "line\nbreak",
                "tab\there",
                "crlf\r\nend",
                "form\ffeed and \u000Bvertical",
                "trailing space before break \n next",
                "no\u00A0break space kept inside",
                "\u2003em space at the ends\u2003",
                "right-to-left \u05E9\u05DC\u05D5\u05DD  text",
                "emoji \uD83D\uDE00\t\tend");
        for (String text : texts) {
            assertThat(LlmsTxt.oneLine(text))
                    .as("one line of %s", text)
                    .isEqualTo(text.strip().replaceAll("\\s+", " "))
                    .doesNotContain("\n", "\r", "\t", "  ");
        }
    }
}
