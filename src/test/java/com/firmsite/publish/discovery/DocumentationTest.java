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
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** /docs: a page built from the Markdown fragments, with an anchor for every problem type. */
@ExtendWith(SharedServer.class)
class DocumentationTest {
    private static final Pattern ID = Pattern.compile("<h[1-6] id=\"([^\"]+)\"");
    private static TestServer server;
    private static String html;
    private static String markdown;

    @BeforeAll
    static void fetch(TestServer shared) {
        server = shared;
        html = server.get("/docs").body();
        markdown = server.get("/docs.md").body();
    }

    @Test
    void isAPageInHtmlAndMarkdownLikeEveryOther() {
        HttpResponse<String> page = server.get("/docs");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("content-type")).hasValue("text/html; charset=utf-8");
        assertThat(page.headers().firstValue("link").orElse(""))
                .contains("<" + server.baseUrl() + "/docs.md>; rel=\"alternate\"");
        assertThat(html).contains("<h1>" + Documentation.TITLE + "</h1>").contains("<main");
        HttpResponse<String> negotiated = server.get("/docs", "Accept", "text/markdown");
        assertThat(negotiated.headers().firstValue("content-type")).hasValue("text/markdown; charset=utf-8");
        assertThat(negotiated.body()).isEqualTo(markdown);
        assertThat(AgentNote.after(markdown)).startsWith("# " + Documentation.TITLE + "\n\n");
        assertThat(markdown).contains(server.site().firm().legalNotice());
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

    @Test
    void sectionIdsAreUnique() {
        List<String> ids = new java.util.ArrayList<>();
        Matcher id = ID.matcher(html);
        while (id.find()) {
            ids.add(id.group(1));
        }
        assertThat(ids).hasSizeGreaterThan(20).doesNotHaveDuplicates();
    }

    @Test
    void everyInternalLinkTargetsAnExistingSection() {
        Matcher link = Pattern.compile("href=\"#([^\"]+)\"").matcher(html);
        Set<String> targets = new HashSet<>();
        while (link.find()) {
            targets.add(link.group(1));
        }
        targets.remove("main");
        assertThat(targets).isNotEmpty();
        assertThat(ids()).containsAll(targets);
    }

    @Test
    void theTextIsEveryFragmentFileInNameOrderWithTheBaseUrlFilledIn() throws IOException {
        List<String> files;
        try (Stream<Path> listing = Files.list(Path.of("src/main/resources/docs"))) {
            files = listing.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".md"))
                    .sorted()
                    .toList();
        }
        assertThat(DocumentationFragments.all())
                .extracting(DocumentationFragments.Fragment::name)
                .containsExactlyElementsOf(files);
        int position = 0;
        for (String file : files) {
            String text = Files.readString(Path.of("src/main/resources/docs", file), StandardCharsets.UTF_8)
                    .replace("{base_url}", server.baseUrl())
                    .strip();
            // The firm's own pages are listed where the fragment says {other_pages}, its languages where it says
            // {languages}, the lists' templates where it says {list_pages}: the text around them stays as written.
            for (String piece : text.split("\\{other_pages}\n|\\{list_pages}\n|\\{languages}", -1)) {
                int found = markdown.indexOf(piece, position);
                assertThat(found).as(file).isGreaterThanOrEqualTo(position);
                position = found + piece.length();
            }
        }
        assertThat(markdown)
                .doesNotContain("{languages}")
                .doesNotContain("{base_url}")
                .doesNotContain("{other_pages}")
                .contains(
                        "| Careers | `/careers` | `/careers.md` |\n",
                        "| Our history | `/about/history` | `/about/history.md` |\n");
    }

    @Test
    void documentsEveryPathOfTheOpenApiDescription() {
        OpenApiModel.fetch(server)
                .root
                .get("paths")
                .fieldNames()
                .forEachRemaining(path ->
                        assertThat(markdown).as("/docs mentions %s", path).contains("`" + path + "`"));
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
        Set<String> ids = new HashSet<>();
        Matcher id = ID.matcher(html);
        while (id.find()) {
            ids.add(id.group(1));
        }
        return ids;
    }
}
