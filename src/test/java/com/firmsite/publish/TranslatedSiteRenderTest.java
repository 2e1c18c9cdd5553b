package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.ContentLoader;
import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.Site;
import com.firmsite.images.ImageLibrary;
import com.firmsite.output.Header;
import com.firmsite.output.OutputFormats;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.testing.NuChecker;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The sample firm's French site, rendered by {@link SiteRenderer} from {@code translations().get("fr")}:
 * every page is in French, links stay in French where the target is translated, and the hreflang
 * alternates of the English and French renders point at each other (docs/decisions.md §9.7).
 */
class TranslatedSiteRenderTest {
    private static final String BASE = "https://example.com";
    private static Map<String, RenderedPage> french;
    private static Map<String, RenderedPage> english;

    @BeforeAll
    static void render() throws Exception {
        Site site = ContentLoader.load(Path.of("content"), DiscoveryDocuments::isGeneratedPath)
                .published();
        french = byPath(
                new SiteRenderer(LanguageLinks.of(site, "fr"), BASE, ImageLibrary.EMPTY, Map.of(), RenderMemo.NONE)
                        .renderPages());
        english = byPath(new SiteRenderer(site, BASE).renderPages());
    }

    private static Map<String, RenderedPage> byPath(List<RenderedPage> pages) {
        return pages.stream().collect(Collectors.toMap(RenderedPage::path, page -> page));
    }

    private static Document html(RenderedPage page) {
        return Jsoup.parse(text(page), BASE);
    }

    private static String text(RenderedPage page) {
        return new String(page.output().representation(OutputFormats.HTML).body(), StandardCharsets.UTF_8);
    }

    @Test
    void theFrenchSiteHasOnlyItsTranslatedPagesAtFrenchUrls() {
        assertThat(french.keySet())
                .contains("/fr", "/fr/about", "/fr/team/margaret-hale")
                .allMatch(p -> p.equals("/fr") || p.startsWith("/fr/"));
        assertThat(french).doesNotContainKey("/fr/careers");
    }

    @Test
    void everyFrenchPageIsMarkedFrenchInItsHtmlAndHeader() {
        french.values().forEach(page -> {
            assertThat(html(page).selectFirst("html").attr("lang"))
                    .as(page.path())
                    .isEqualTo("fr");
            assertThat(page.output().headers()).as(page.path()).contains(Header.contentLanguage("fr"));
        });
        english.values().forEach(page -> assertThat(page.output().headers()).contains(Header.contentLanguage("en")));
    }

    @Test
    void noEnglishInterfaceWordAppearsOnAFrenchPageOutsideEnglishElements() {
        InterfaceStrings en = InterfaceStrings.english();
        InterfaceStrings fr = InterfaceStrings.builtIn("fr").orElseThrow();
        List<String> englishOnly = en.keys().stream()
                .filter(key ->
                        !en.text(key).equals(fr.text(key)) && !en.text(key).contains("{"))
                .filter(key -> !key.startsWith("tool.") && !key.startsWith("format."))
                .map(en::text)
                .toList();
        french.values().forEach(page -> {
            Document document = html(page);
            document.select("body [lang^=en]").remove();
            document.select("script").remove();
            String visible = document.title() + " " + document.body().text();
            englishOnly.forEach(word -> assertThat(Pattern.compile("\\b" + Pattern.quote(word) + "\\b")
                            .matcher(visible)
                            .find())
                    .as("%s shows the English \"%s\"", page.path(), word)
                    .isFalse());
        });
    }

    @Test
    void everyInternalLinkStaysFrenchOrSaysItLeadsToEnglish() {
        french.values().forEach(page -> {
            for (Element a : html(page).select("a[href^=/]")) {
                String href = a.attr("href");
                boolean french = href.equals("/fr") || href.startsWith("/fr/") || href.startsWith("/fr#");
                boolean marked =
                        a.attr("hreflang").equals("en") && a.attr("lang").equals("en");
                assertThat(french || marked)
                        .as("%s links to %s", page.path(), a.outerHtml())
                        .isTrue();
                // and a link to a French URL (the French feeds among them) never says it is English
                assertThat(!french
                                || a.attr("hreflang").isEmpty()
                                || a.attr("hreflang").equals("fr"))
                        .as("%s links to %s", page.path(), a.outerHtml())
                        .isTrue();
            }
        });
    }

    @Test
    void aFrenchPagesCanonicalAndStructuredDataNameItsFrenchUrl() {
        Document about = html(french.get("/fr/about"));
        assertThat(about.selectFirst("link[rel=canonical]").attr("href")).isEqualTo(BASE + "/fr/about");
        assertThat(about.selectFirst("meta[property=og:url]").attr("content")).isEqualTo(BASE + "/fr/about");
        String jsonLd = about.select("script[type=application/ld+json]").html();
        assertThat(jsonLd).contains("\"" + BASE + "/fr/about\"").contains("\"" + BASE + "/fr\"");
    }

    @Test
    void aFrenchMarkdownTwinLinksToFrenchUrls() {
        RenderedPage lawyer = french.get("/fr/team/margaret-hale");
        String twin = new String(
                lawyer.output().representation(OutputFormats.MARKDOWN).body(), StandardCharsets.UTF_8);
        assertThat(twin).doesNotContain("](" + BASE + "/team/margaret-hale)");
        Pattern.compile("\\]\\((" + Pattern.quote(BASE) + "/[^)]*)\\)")
                .matcher(twin)
                .results()
                .map(match -> match.group(1).substring(BASE.length()))
                .filter(path -> !path.startsWith("/images/") && !path.startsWith("/assets/"))
                .forEach(path -> assertThat(path).as(twin).matches("/fr(/.*)?|/contact.*|/practice-areas/.*"));
    }

    @Test
    void hreflangAlternatesAreReciprocal() {
        for (String path : List.of("/", "/about", "/team/margaret-hale")) {
            String enUrl = BASE + path;
            String frUrl = BASE + (path.equals("/") ? "/fr" : "/fr" + path);
            Map<String, String> fromEnglish = alternates(html(english.get(path)));
            Map<String, String> fromFrench = alternates(html(french.get(frUrl.substring(BASE.length()))));
            assertThat(fromEnglish)
                    .containsEntry("en", enUrl)
                    .containsEntry("fr", frUrl)
                    .containsEntry("x-default", enUrl);
            assertThat(fromFrench).isEqualTo(fromEnglish);
        }
        // A page only in English names only itself (and the default).
        assertThat(alternates(html(english.get("/careers")))).containsOnlyKeys("en", "x-default");
    }

    @Test
    void theSwitcherLeadsToTheSamePageOrToTheLanguagesHome() {
        Element switcher = html(english.get("/careers")).selectFirst("nav.language-switcher");
        assertThat(switcher.attr("aria-label")).isEqualTo("Language");
        assertThat(switcher.selectFirst("a[hreflang=fr]").attr("href")).isEqualTo("/fr");
        assertThat(switcher.selectFirst("a[hreflang=fr]").attr("lang")).isEqualTo("fr");
        assertThat(switcher.selectFirst("a[hreflang=en]").attr("aria-current")).isEqualTo("true");
        Element frenchSwitcher = html(french.get("/fr/about")).selectFirst("nav.language-switcher");
        assertThat(frenchSwitcher.attr("aria-label")).isEqualTo("Langue");
        assertThat(frenchSwitcher.selectFirst("a[hreflang=en]").attr("href")).isEqualTo("/about");
        assertThat(frenchSwitcher.selectFirst("a[aria-current]").attr("hreflang"))
                .isEqualTo("fr");
    }

    @ParameterizedTest(name = "{0} is valid HTML")
    @ValueSource(strings = {"/fr", "/fr/about", "/fr/team/margaret-hale"})
    void frenchPagesAreValidHtml(String path) throws Exception {
        String raw = text(french.get(path));
        // The checker's errors, but the WebMCP declarative attributes of the search form
        // (docs/decisions.md §6.5), as for the default language's pages (HtmlValidationTest).
        List<String> errors = NuChecker.errors(raw.getBytes(StandardCharsets.UTF_8));
        assertThat(errors).as("Nu HTML Checker errors on %s", path).isEmpty();
    }

    private static Map<String, String> alternates(Document document) {
        return document.select("link[rel=alternate][hreflang]").stream()
                .collect(Collectors.toMap(link -> link.attr("hreflang"), link -> link.attr("href")));
    }
}
