package com.firmsite.publish.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.output.ProblemCode;
import com.firmsite.testing.AgentNote;
import com.firmsite.testing.TestServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * /docs and its other pages (/docs/pages, /docs/webmcp): pages built from the Markdown fragments,
 * with an anchor for every problem type on /docs, which names every other page.
 */
@ExtendWith(SharedServer.class)
class DocumentationTest {
    private static final Pattern ID = Pattern.compile("<h[1-6] id=\"([^\"]+)\"");
    private static TestServer server;
    private static String html;
    private static String markdown;
    /** Every page of the documentation by path, /docs first: its HTML and its Markdown twin. */
    private static final Map<String, String> HTML = new LinkedHashMap<>();

    private static final Map<String, String> MARKDOWN = new LinkedHashMap<>();

    @BeforeAll
    static void fetch(TestServer shared) {
        server = shared;
        for (Documentation.DocPage page : Documentation.pages()) {
            HTML.put(page.path(), server.get(page.path()).body());
            MARKDOWN.put(page.path(), server.get(page.path() + ".md").body());
        }
        html = HTML.get("/docs");
        markdown = MARKDOWN.get("/docs");
    }

    @Test
    void theDocumentationIsSplitIntoPagesOfItsOwn() {
        assertThat(HTML.keySet()).containsExactly("/docs", "/docs/pages", "/docs/webmcp");
    }

    @Test
    void everyPageIsAPageInHtmlAndMarkdownLikeEveryOther() {
        for (Documentation.DocPage doc : Documentation.pages()) {
            String path = doc.path();
            HttpResponse<String> page = server.get(path);
            assertThat(page.statusCode()).as(path).isEqualTo(200);
            assertThat(page.headers().firstValue("content-type")).as(path).hasValue("text/html; charset=utf-8");
            assertThat(page.headers().firstValue("link").orElse(""))
                    .as(path)
                    .contains("<" + server.baseUrl() + path + ".md>; rel=\"alternate\"");
            assertThat(HTML.get(path)).contains("<h1>" + doc.title() + "</h1>").contains("<main");
            HttpResponse<String> negotiated = server.get(path, "Accept", "text/markdown");
            assertThat(negotiated.headers().firstValue("content-type"))
                    .as(path)
                    .hasValue("text/markdown; charset=utf-8");
            assertThat(negotiated.body()).isEqualTo(MARKDOWN.get(path));
            assertThat(AgentNote.after(MARKDOWN.get(path))).startsWith("# " + doc.title() + "\n\n");
            assertThat(MARKDOWN.get(path)).contains(server.site().firm().legalNotice());
        }
        assertThat(Documentation.pages().getFirst().title()).isEqualTo(Documentation.TITLE);
    }

    /** /docs is the entry point: it links every other page, and each of them leads back to it. */
    @Test
    void docsNamesEveryOtherPageAndEachLeadsBack() {
        for (Documentation.DocPage doc :
                Documentation.pages().subList(1, Documentation.pages().size())) {
            assertThat(html).contains("href=\"" + server.baseUrl() + doc.path() + "\"");
            assertThat(markdown).contains("[" + doc.title() + "](" + server.baseUrl() + doc.path() + ")");
            org.jsoup.nodes.Document page = org.jsoup.Jsoup.parse(HTML.get(doc.path()), server.baseUrl() + doc.path());
            assertThat(page.select("nav.breadcrumbs a[href$=\"/docs\"]").eachText())
                    .as("%s's breadcrumbs", doc.path())
                    .contains(server.site().strings().text("forDevelopers"));
        }
    }

    @Test
    void everyProblemCodeHasItsAnchor() {
        Set<String> ids = ids();
        for (ProblemCode code : ProblemCode.values()) {
            String anchor = URI.create(code.type(server.baseUrl())).getFragment();
            assertThat(ids).as("anchor of %s", code).contains(anchor);
            assertThat(markdown).contains("{#" + anchor + "}");
        }
    }

    @Test
    void problemTypesTheServerSendsLandOnTheirSections() {
        List<HttpResponse<String>> problems = List.of(
                server.get("/api/nope"),
                server.get("/no-such-page", "Accept", "application/problem+json"),
                server.send(
                        "DELETE",
                        "/about",
                        java.net.http.HttpRequest.BodyPublishers.noBody(),
                        "Accept",
                        "application/problem+json"));
        for (HttpResponse<String> problem : problems) {
            URI type = URI.create(OpenApiModel.parse(problem.body()).get("type").asText());
            assertThat(type.toString()).startsWith(server.baseUrl() + "/docs#");
            assertThat(ids()).contains(type.getFragment());
        }
    }

    /** Unique in the whole documentation, so that a section moved to another page cannot collide. */
    @Test
    void sectionIdsAreUnique() {
        List<String> ids = new java.util.ArrayList<>();
        HTML.values().forEach(page -> {
            Matcher id = ID.matcher(page);
            while (id.find()) {
                ids.add(id.group(1));
            }
        });
        assertThat(ids).hasSizeGreaterThan(20).doesNotHaveDuplicates();
        assertThat(ids(html)).contains("rate-limits", "errors", "authentication", "endpoints");
        assertThat(ids(HTML.get("/docs/webmcp"))).contains("webmcp", "webmcp-tools");
        assertThat(ids(HTML.get("/docs/pages"))).contains("pages", "feeds", "languages", "redirects");
    }

    /** A link to a section, on its page ({@code #id}) or on another ({@code B/docs#id}), lands on it. */
    @Test
    void everyLinkToASectionTargetsAnExistingOne() {
        Pattern local = Pattern.compile("href=\"#([^\"]+)\"");
        Pattern other = Pattern.compile("href=\"" + Pattern.quote(server.baseUrl()) + "(/docs[^\"#]*)#([^\"]+)\"");
        int links = 0;
        for (Map.Entry<String, String> page : HTML.entrySet()) {
            Matcher link = local.matcher(page.getValue());
            while (link.find()) {
                if (!link.group(1).equals("main")) {
                    assertThat(ids(page.getValue()))
                            .as("#%s on %s", link.group(1), page.getKey())
                            .contains(link.group(1));
                    links++;
                }
            }
            Matcher across = other.matcher(page.getValue());
            while (across.find()) {
                assertThat(HTML)
                        .as("%s, linked from %s", across.group(1), page.getKey())
                        .containsKey(across.group(1));
                assertThat(ids(HTML.get(across.group(1))))
                        .as("%s#%s, linked from %s", across.group(1), across.group(2), page.getKey())
                        .contains(across.group(2));
                links++;
            }
        }
        assertThat(links).isGreaterThan(10);
    }

    /** llms.txt links every WebMCP tool to the section that lists them, now on /docs/webmcp. */
    @Test
    void llmsTxtLinksTheToolsToTheirSection() {
        String llms = server.get("/llms.txt").body();
        assertThat(llms)
                .contains("](" + server.baseUrl() + "/docs/webmcp#webmcp-tools)")
                .doesNotContain("/docs#webmcp");
        assertThat(ids(HTML.get("/docs/webmcp"))).contains("webmcp-tools");
    }

    /** /docs' text is docs/*.md; /docs/webmcp's is docs/webmcp/*.md; each in name order. */
    @Test
    void eachPageIsTheFragmentFilesOfItsFolderInNameOrderWithTheBaseUrlFilledIn() throws IOException {
        Path folder = Path.of("src/main/resources/docs");
        List<String> files;
        try (Stream<Path> listing = Files.walk(folder, 2)) {
            files = listing.filter(Files::isRegularFile)
                    .map(file -> folder.relativize(file).toString())
                    .filter(name -> name.endsWith(".md"))
                    .sorted(java.util.Comparator.comparing((String name) -> name.contains("/"))
                            .thenComparing(java.util.Comparator.naturalOrder()))
                    .toList();
        }
        assertThat(DocumentationFragments.all())
                .extracting(DocumentationFragments.Fragment::name)
                .containsExactlyElementsOf(files);
        Map<String, Integer> positions = new java.util.HashMap<>();
        for (String file : files) {
            String page = file.contains("/") ? "/docs/" + file.substring(0, file.indexOf('/')) : "/docs";
            String pageMarkdown = MARKDOWN.get(page);
            assertThat(pageMarkdown).as("%s's page %s", file, page).isNotNull();
            String text = Files.readString(folder.resolve(file), StandardCharsets.UTF_8)
                    .replace("{base_url}", server.baseUrl())
                    .strip();
            // The firm's own pages are listed where the fragment says {other_pages}, its languages where it says
            // {languages}, the lists' templates where it says {list_pages}, the documentation's other pages where
            // it says {documentation_pages}: the text around them stays as written.
            int position = positions.getOrDefault(page, 0);
            for (String piece :
                    text.split("\\{other_pages}\n|\\{list_pages}\n|\\{languages}|\\{documentation_pages}", -1)) {
                int found = pageMarkdown.indexOf(piece, position);
                assertThat(found).as(file).isGreaterThanOrEqualTo(position);
                position = found + piece.length();
            }
            positions.put(page, position);
        }
        MARKDOWN.values()
                .forEach(page -> assertThat(page)
                        .doesNotContain("{languages}")
                        .doesNotContain("{base_url}")
                        .doesNotContain("{other_pages}")
                        .doesNotContain("{list_pages}")
                        .doesNotContain("{documentation_pages}"));
        assertThat(MARKDOWN.get("/docs/pages"))
                .contains(
                        "| Careers | `/careers` | `/careers.md` |\n",
                        "| Our history | `/about/history` | `/about/history.md` |\n",
                        "| Français (`fr`) | `/fr` | `/fr/llms.txt` | `/fr/llms-full.txt` |\n");
    }

    /**
     * Every path of the OpenAPI description is in the documentation: as written, or, for a path of
     * another language, as the default language's path its prefix is put before (the rule the
     * languages section states, with each language's home and indexes).
     */
    @Test
    void documentsEveryPathOfTheOpenApiDescription() {
        String all = String.join("\n", MARKDOWN.values());
        assertThat(MARKDOWN.get("/docs/pages")).contains("the default language's paths under its prefix");
        List<String> prefixes = server.site().translations().keySet().stream()
                .map(language -> "/" + language)
                .toList();
        OpenApiModel.fetch(server).root.get("paths").fieldNames().forEachRemaining(path -> {
            String documented = path;
            for (String prefix : prefixes) {
                if (path.equals(prefix + ".md")) {
                    documented = "/index.md";
                } else if (path.startsWith(prefix + "/")
                        && !path.endsWith("/llms.txt")
                        && !path.endsWith("/llms-full.txt")) {
                    documented = path.substring(prefix.length());
                }
            }
            assertThat(all).as("the documentation mentions %s", path).contains("`" + documented + "`");
        });
    }

    /**
     * Every page of the documentation stays within a page's bounds (issue 34: 1,500 elements) at
     * any size: what grows with the firm is listed up to {@link Documentation#LISTED} rows.
     */
    @Test
    void everyPageIsBoundedHoweverManyPagesTheFirmHas(@org.junit.jupiter.api.io.TempDir Path temporary)
            throws IOException {
        Path content = com.firmsite.testing.ContentFolder.copyOfSample(temporary);
        int extra = 3 * Documentation.LISTED;
        for (int n = 1; n <= extra; n++) {
            Files.writeString(
                    content.resolve("notice-" + n + ".md"),
                    "---\ntitle: Notice " + n + "\ndescription: A notice of the firm, number " + n
                            + ".\n---\n\nThe text of notice " + n + ".\n",
                    StandardCharsets.UTF_8);
        }
        try (TestServer large = TestServer.start(content, null)) {
            long ownPages = large.site().otherPages().stream()
                    .filter(page -> !page.noindex())
                    .count();
            String pages = large.get("/docs/pages.md").body();
            assertThat(pages)
                    .contains("| Notice 1 | `/notice-1` | `/notice-1.md` |")
                    .doesNotContain("`/notice-" + extra + "`")
                    .contains("| And " + (ownPages - Documentation.LISTED)
                            + " more of the firm's own pages: `/llms.txt` and `/openapi.json` name every one. | | |");
            assertThat(large.get("/llms.txt").body()).contains("/notice-" + extra + ".md");
            for (Documentation.DocPage doc : Documentation.pages()) {
                int elements = org.jsoup.Jsoup.parse(large.get(doc.path()).body())
                                .getAllElements()
                                .size()
                        - 1;
                assertThat(elements).as("elements of %s", doc.path()).isLessThanOrEqualTo(1_500);
            }
        }
    }

    @Test
    void aHeadingEndingInAnIdMarkerGetsThatIdInHtml() {
        String rendered = Documentation.html(
                "## Errors {#errors}\n\n### `page_not_found` (404) {#problem-page-not-found}\n\n## Plain\n");
        assertThat(rendered)
                .contains("<h2 id=\"errors\">Errors</h2>")
                .contains("<h3 id=\"problem-page-not-found\"><code>page_not_found</code> (404)</h3>")
                .contains("<h2>Plain</h2>");
    }

    private static Set<String> ids() {
        return ids(html);
    }

    private static Set<String> ids(String page) {
        Set<String> ids = new HashSet<>();
        Matcher id = ID.matcher(page);
        while (id.find()) {
            ids.add(id.group(1));
        }
        return ids;
    }
}
