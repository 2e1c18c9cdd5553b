package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.DiscoveryResponses.fetch;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.TestServer;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * docs/decisions.md §5.20: {@code /sitemap.md}, the Markdown sitemap of Vercel's agent-readability
 * spec: an H1, H2 sections by kind of page, and a {@code - [title](twin): description} line for
 * every page {@code /llms.txt} lists, each a Markdown twin that answers 200.
 */
@ParameterizedClass(name = "base URL {0}")
@MethodSource("com.firmsite.publish.discovery.BaseUrls#both")
class SitemapMdTest {
    private static final String PATH = "/sitemap.md";
    private static final Pattern LINK =
            Pattern.compile("^- \\[(?:[^\\]\\\\]|\\\\.)*\\]\\(([^)]+)\\)", Pattern.MULTILINE);

    @Parameter
    String base;

    private TestServer server;

    @BeforeEach
    void connect() {
        server = BaseUrls.server(base);
    }

    @Test
    void itIsMarkdownWithAHeadingAndASectionPerKindOfPage() {
        String sitemap = fetch(server, PATH, "text/markdown; charset=utf-8").body();
        assertThat(sitemap).startsWith("# Sitemap of Hartwell & Lowe LLP\n\n> ");
        List<String> sections = new ArrayList<>();
        sitemap.lines().filter(line -> line.startsWith("## ")).forEach(line -> sections.add(line.substring(3)));
        assertThat(sections)
                .containsExactly(
                        "Pages", "Practice areas", "Team", "Publications", "Events", "Job openings", "Languages");
        assertThat(sitemap.lines().filter(line -> line.startsWith("# "))).hasSize(1);
        assertThat(sitemap).contains("- [Home](" + server.baseUrl() + "/index.md): ");
    }

    @Test
    void itListsEveryPageLlmsTxtListsByItsTwinAndNothingElse() {
        Set<String> sitemap =
                links(fetch(server, PATH, "text/markdown; charset=utf-8").body());
        Set<String> pages = new LinkedHashSet<>();
        for (String link : links(server.get("/llms.txt").body())) {
            if (link.endsWith(".md")
                    && !link.endsWith("/auth.md")
                    && !link.endsWith("/SKILL.md")
                    && !link.endsWith(PATH)) {
                pages.add(link);
            }
        }
        Set<String> languages = new LinkedHashSet<>(List.of(server.baseUrl() + "/fr/llms.txt"));
        Set<String> expected = new LinkedHashSet<>(pages);
        expected.addAll(languages);
        assertThat(sitemap).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(sitemap).contains(server.baseUrl() + "/docs.md");
    }

    @Test
    void everyLinkAnswers200AndEveryPageLinkIsMarkdown() {
        for (String link :
                links(fetch(server, PATH, "text/markdown; charset=utf-8").body())) {
            assertThat(link).startsWith(server.baseUrl() + "/");
            var response = server.get(URI.create(link).getRawPath());
            assertThat(response.statusCode()).as(link).isEqualTo(200);
            assertThat(response.headers().firstValue("content-type")).as(link).hasValue("text/markdown; charset=utf-8");
        }
    }

    @Test
    void itIsNeverLongerThanLlmsTxt() {
        assertThat(fetch(server, PATH, "text/markdown; charset=utf-8").body().length())
                .isLessThan(server.get("/llms.txt").body().length());
    }

    private static Set<String> links(String markdown) {
        Set<String> links = new LinkedHashSet<>();
        Matcher link = LINK.matcher(markdown);
        while (link.find()) {
            links.add(link.group(1));
        }
        return links;
    }
}
