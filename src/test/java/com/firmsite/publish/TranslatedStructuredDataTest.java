package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.testing.TestServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The JSON-LD of the sample firm's English and French pages, over HTTP (docs/decisions.md §9.9):
 * every page's document names its language, the firm the languages it publishes in, a French
 * article every author (one not translated with the English page) and French URLs.
 */
class TranslatedStructuredDataTest {
    private static final String BASE = "https://www.example-firm.test";
    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final TestServer server = TestServer.builder().baseUrl(BASE).extension();

    /** Every JSON-LD block of a page, parsed. */
    private static List<JsonNode> blocks(String path) {
        List<JsonNode> blocks = new ArrayList<>();
        Jsoup.parse(server.get(path).body())
                .select("script[type=application/ld+json]")
                .forEach(script -> {
                    try {
                        blocks.add(JSON.readTree(script.data()));
                    } catch (java.io.IOException e) {
                        throw new AssertionError(path + ": JSON-LD does not parse", e);
                    }
                });
        return blocks;
    }

    private static Optional<JsonNode> ofType(String path, String type) {
        return blocks(path).stream()
                .filter(node -> node.path("@type").asText().equals(type))
                .findFirst();
    }

    @Test
    void everyPagesDocumentNamesThePagesLanguage() {
        List<String> documents = List.of("WebSite", "WebPage", "AboutPage", "ContactPage", "CollectionPage", "Article");
        for (String language : List.of("en", "fr")) {
            String prefix = language.equals("en") ? "" : "/fr";
            for (String path : List.of(
                    prefix.isEmpty() ? "/" : prefix,
                    prefix + "/about",
                    prefix + "/contact",
                    prefix + "/team",
                    prefix + "/publications",
                    prefix + "/privacy",
                    prefix + "/publications/ai-tools-in-hiring")) {
                List<JsonNode> pageDocuments = blocks(path).stream()
                        .filter(node -> documents.contains(node.path("@type").asText()))
                        .toList();
                assertThat(pageDocuments).as(path).isNotEmpty();
                pageDocuments.forEach(node -> assertThat(node.path("inLanguage").asText())
                        .as(path + " " + node.path("@type"))
                        .isEqualTo(language));
            }
        }
    }

    @Test
    void theFirmNamesEveryLanguageItPublishesInOnEnglishAndFrenchPages() {
        for (String home : List.of("/", "/fr")) {
            JsonNode firm = ofType(home, "LegalService").orElseThrow();
            assertThat(texts(firm.path("knowsLanguage"))).as(home).containsExactly("en", "fr");
            assertThat(texts(firm.path("contactPoint").get(0).path("availableLanguage")))
                    .as(home)
                    .containsExactly("en", "fr");
        }
        for (String contact : List.of("/contact", "/fr/contact")) {
            JsonNode points = ofType(contact, "ContactPage")
                    .orElseThrow()
                    .path("mainEntity")
                    .path("contactPoint");
            assertThat(points.size()).isPositive();
            points.forEach(point -> assertThat(texts(point.path("availableLanguage")))
                    .as(contact)
                    .containsExactly("en", "fr"));
        }
    }

    @Test
    void aFrenchArticleNamesEveryAuthorAnUntranslatedOneWithTheEnglishPage() {
        JsonNode article =
                ofType("/fr/publications/ai-tools-in-hiring", "Article").orElseThrow();
        assertThat(article.path("url").asText()).isEqualTo(BASE + "/fr/publications/ai-tools-in-hiring");
        assertThat(article.path("@id").asText()).isEqualTo(BASE + "/fr/publications/ai-tools-in-hiring#article");
        assertThat(article.path("translationOfWork").path("@id").asText())
                .isEqualTo(BASE + "/publications/ai-tools-in-hiring#article");
        List<String> authors = new ArrayList<>();
        article.path("author").forEach(author -> authors.add(author.path("url").asText()));
        assertThat(authors).containsExactly(BASE + "/fr/team/elena-vasquez", BASE + "/team/aisha-bello");
        article.path("about")
                .forEach(area -> assertThat(area.path("url").asText()).startsWith(BASE + "/fr/practice-areas/"));
        JsonNode original =
                ofType("/publications/ai-tools-in-hiring", "Article").orElseThrow();
        assertThat(original.path("workTranslation").get(0).path("@id").asText())
                .isEqualTo(BASE + "/fr/publications/ai-tools-in-hiring#article");
    }

    @Test
    void aFrenchPagesThingsLinkTheirFrenchPagesAndKeepTheirOneIdentity() {
        JsonNode person = ofType("/fr/team/margaret-hale", "Person").orElseThrow();
        assertThat(person.path("url").asText()).isEqualTo(BASE + "/fr/team/margaret-hale");
        assertThat(person.path("@id").asText()).isEqualTo(BASE + "/team/margaret-hale#person");
        JsonNode firm = ofType("/fr", "LegalService").orElseThrow();
        assertThat(firm.path("url").asText()).isEqualTo(BASE + "/fr");
        assertThat(firm.path("@id").asText()).isEqualTo(BASE + "/#firm");
        JsonNode website = ofType("/fr", "WebSite").orElseThrow();
        assertThat(website.path("url").asText()).isEqualTo(BASE + "/fr");
        assertThat(website.path("@id").asText()).isEqualTo(BASE + "/fr#website");
        assertThat(ofType("/", "WebSite").orElseThrow().path("@id").asText()).isEqualTo(BASE + "/#website");
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }
}
