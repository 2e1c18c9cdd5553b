package com.firmsite.quality;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** schema.org JSON-LD: parses, uses the right types with the right links, never Attorney. */
@ExtendWith(SampleSite.class)
class StructuredDataTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static List<String> pages() {
        return SampleSite.htmlPages();
    }

    static List<String> teamPages() {
        return site().team().stream().map(Lawyer::path).toList();
    }

    static List<String> publicationPages() {
        return site().publications().stream().map(Publication::path).toList();
    }

    @ParameterizedTest(name = "{0}: every JSON-LD block parses, has a schema.org type, and none is Attorney")
    @MethodSource("pages")
    void everyBlockParsesAndIsTyped(String path) throws Exception {
        List<JsonNode> blocks = blocks(path);

        assertThat(blocks).as("JSON-LD blocks on %s", path).isNotEmpty();
        for (JsonNode block : blocks) {
            assertThat(block.path("@context").asText()).isEqualTo("https://schema.org");
            assertThat(block.path("@type").asText()).isNotEmpty();
            assertThat(block.findValues("@type")).extracting(JsonNode::asText).doesNotContain("Attorney");
        }
    }

    @ParameterizedTest(name = "{0}: the breadcrumb trail runs from the home page to this page")
    @MethodSource("pages")
    void everyPageButHomeHasABreadcrumbList(String path) throws Exception {
        Optional<JsonNode> trail = ofType(blocks(path), "BreadcrumbList");
        // A French page's trail starts at the French home (docs/decisions.md §9.7).
        String home = path.equals("/fr") || path.startsWith("/fr/") ? "/fr" : "/";
        if (path.equals(home)) {
            assertThat(trail).isEmpty();
            return;
        }
        JsonNode items = trail.orElseThrow().path("itemListElement");
        assertThat(items.get(0).path("item").asText()).isEqualTo(base() + home);
        assertThat(items.get(items.size() - 1).path("item").asText()).isEqualTo(base() + path);
        for (int i = 0; i < items.size(); i++) {
            assertThat(items.get(i).path("position").asInt()).isEqualTo(i + 1);
        }
    }

    @Test
    void theHomePageDescribesTheFirmAsALegalServiceAndTheWebSite() throws Exception {
        List<JsonNode> blocks = blocks("/");
        JsonNode firm = ofType(blocks, "LegalService").orElseThrow();
        JsonNode website = ofType(blocks, "WebSite").orElseThrow();

        assertThat(firm.path("@id").asText()).isEqualTo(base() + "/#firm");
        assertThat(firm.path("name").asText()).isEqualTo(site().firm().name());
        assertThat(firm.path("address"))
                .hasSize(site().firm().offices().size())
                .allMatch(a -> a.path("@type").asText().equals("PostalAddress"));
        assertThat(firm.path("address").get(0).path("streetAddress").asText())
                .isEqualTo(site().firm().offices().get(0).street());
        assertThat(firm.path("areaServed")).isNotEmpty();
        assertThat(firm.path("knowsAbout"))
                .extracting(JsonNode::asText)
                .containsExactlyElementsOf(
                        site().practiceAreas().stream().map(a -> a.title()).toList());
        assertThat(firm.path("employee")).hasSize(site().team().size());
        assertThat(website.path("publisher").path("@id").asText())
                .isEqualTo(firm.path("@id").asText());
    }

    @ParameterizedTest(name = "{0} describes its lawyer as a Person working for the firm")
    @MethodSource("teamPages")
    void teamPagesDescribeAPerson(String path) throws Exception {
        Lawyer lawyer = site().team().stream()
                .filter(l -> l.path().equals(path))
                .findFirst()
                .orElseThrow();
        JsonNode person = ofType(blocks(path), "Person").orElseThrow();

        assertThat(person.path("name").asText()).isEqualTo(lawyer.name());
        assertThat(person.path("jobTitle").asText()).isEqualTo(lawyer.role());
        assertThat(person.path("worksFor").path("@id").asText()).isEqualTo(base() + "/#firm");
        assertThat(person.path("worksFor").path("@type").asText()).isEqualTo("LegalService");
        assertThat(person.path("knowsAbout")).hasSize(lawyer.practiceAreas().size());
        assertThat(person.path("alumniOf")).hasSize(lawyer.education().size());
        assertThat(person.path("hasCredential"))
                .hasSize(lawyer.admissions().size())
                .allMatch(c -> c.path("@type").asText().equals("EducationalOccupationalCredential"));
    }

    @ParameterizedTest(name = "{0} describes its publication as an Article by team members, or by the firm")
    @MethodSource("publicationPages")
    void publicationPagesDescribeAnArticle(String path) throws Exception {
        Publication publication = site().publications().stream()
                .filter(p -> p.path().equals(path))
                .findFirst()
                .orElseThrow();
        JsonNode article = ofType(blocks(path), "Article").orElseThrow();

        assertThat(article.path("headline").asText()).isEqualTo(publication.title());
        assertThat(article.path("datePublished").asText())
                .isEqualTo(publication.date().toString());
        assertThat(article.path("author"))
                .extracting(a -> a.path("@id").asText())
                .containsExactlyElementsOf(
                        publication.authors().isEmpty()
                                ? List.of(base() + "/#firm")
                                : publication.authors().stream()
                                        .map(slug -> base() + "/team/" + slug + "#person")
                                        .toList());
        assertThat(article.path("publisher").path("@type").asText()).isEqualTo("LegalService");
    }

    private static List<JsonNode> blocks(String path) throws Exception {
        Document page = SampleSite.html(path);
        List<JsonNode> blocks = new ArrayList<>();
        for (Element script : page.select("script[type=application/ld+json]")) {
            blocks.add(JSON.readTree(script.data()));
        }
        return blocks;
    }

    private static Optional<JsonNode> ofType(List<JsonNode> blocks, String type) {
        return blocks.stream()
                .filter(b -> b.path("@type").asText().equals(type))
                .findFirst();
    }

    private static Site site() {
        return SampleSite.server().site();
    }

    private static String base() {
        return SampleSite.server().baseUrl();
    }
}
