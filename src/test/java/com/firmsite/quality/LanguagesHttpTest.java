package com.firmsite.quality;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.Site;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * The sample firm in English and French over HTTP (docs/decisions.md §9): every page names each
 * language it exists in and each of those names it back, the sitemaps say the same, a page not
 * translated is a French 404, and the language is chosen by the URL alone.
 */
@ExtendWith(SampleSite.class)
class LanguagesHttpTest {
    private static final String XHTML = "http://www.w3.org/1999/xhtml";

    /**
     * The firm's pages in every language: all HTML pages but {@code /docs} and its pages, the developer
     * documentation, which is one per origin like the discovery documents it describes (docs/decisions.md §9.8).
     */
    static List<String> pages() {
        return SampleSite.htmlPages().stream()
                .filter(path -> !path.equals("/docs") && !path.startsWith("/docs/"))
                .toList();
    }

    @ParameterizedTest(name = "{0}: each hreflang alternate answers 200 in its language and names the same alternates")
    @MethodSource("pages")
    void hreflangAlternatesAreReciprocal(String path) {
        String base = SampleSite.server().baseUrl();
        Map<String, String> alternates = alternates(SampleSite.html(path));
        Site original = SampleSite.server().site();
        String sitePath = SampleSite.located(path).path();

        assertThat(alternates)
                .as("a page names itself, in its own language")
                .containsEntry(SampleSite.siteOf(path).firm().language(), base + path);
        assertThat(alternates)
                .as("x-default is the default language's page")
                .containsEntry("x-default", base + sitePath);
        assertThat(alternates.keySet())
                .as("the languages %s answers 200 in", sitePath)
                .containsExactlyInAnyOrderElementsOf(withDefault(servedIn(original, sitePath)));
        alternates.forEach((language, url) -> {
            if (language.equals("x-default")) {
                return;
            }
            String target = URI.create(url).getRawPath();
            HttpResponse<String> response = SampleSite.server().get(target, "Accept", "text/html");
            assertThat(response.statusCode()).as(url).isEqualTo(200);
            assertThat(response.headers().firstValue("content-language"))
                    .as(url)
                    .hasValue(language);
            Document page = SampleSite.html(target);
            assertThat(page.select("html").attr("lang")).as(url).isEqualTo(language);
            assertThat(alternates(page))
                    .as("%s names the alternates %s names", url, path)
                    .isEqualTo(alternates);
        });
    }

    @Test
    void aPageInOneLanguageOnlyNamesOnlyItselfAndTheDefault() {
        String base = SampleSite.server().baseUrl();

        assertThat(alternates(SampleSite.html("/careers")))
                .containsOnly(Map.entry("en", base + "/careers"), Map.entry("x-default", base + "/careers"));
    }

    @Test
    void theSitemapsXhtmlLinksAgreeWithThePagesAlternates() throws Exception {
        String base = SampleSite.server().baseUrl();
        Map<String, Map<String, String>> listed = sitemapAlternates();

        assertThat(listed).containsKeys(base + "/", base + "/fr", base + "/fr/team/margaret-hale");
        listed.forEach((url, alternates) -> assertThat(alternates)
                .as("the sitemap's alternates of %s", url)
                .isEqualTo(alternates(SampleSite.html(URI.create(url).getRawPath()))));
    }

    @Test
    void aPageNotTranslatedIsAFrench404AndTheSwitcherLeadsToTheFrenchHome() {
        HttpResponse<String> missing = SampleSite.server().get("/fr/careers", "Accept", "text/html");
        assertThat(missing.statusCode()).isEqualTo(404);
        assertThat(missing.headers().firstValue("content-language")).hasValue("fr");
        Document page = org.jsoup.Jsoup.parse(missing.body());
        assertThat(page.select("html").attr("lang")).isEqualTo("fr");
        assertThat(page.select("h1").text())
                .isEqualTo(SampleSite.server()
                        .site()
                        .translations()
                        .get("fr")
                        .strings()
                        .text("notFoundTitle"));

        HttpResponse<String> twin = SampleSite.server().get("/fr/careers", "Accept", "text/markdown");
        assertThat(twin.statusCode()).isEqualTo(404);
        assertThat(twin.headers().firstValue("content-type")).hasValue("text/markdown; charset=utf-8");
        assertThat(twin.headers().firstValue("content-language")).hasValue("fr");
        // its way home is the French one, in Markdown as in HTML
        assertThat(twin.body()).contains(" " + SampleSite.server().baseUrl() + "/fr\n");
        assertThat(page.select("main ul.link-list a").first().attr("href")).isEqualTo("/fr");

        Element switcher = SampleSite.html("/careers").selectFirst("nav.language-switcher");
        assertThat(switcher).isNotNull();
        assertThat(switcher.selectFirst("a[hreflang=fr]").attr("href")).isEqualTo("/fr");
        assertThat(SampleSite.server().get("/careers", "Accept", "text/html").statusCode())
                .isEqualTo(200);
    }

    @Test
    void aLanguagesHomeIsItsPrefixAndATrailingSlashRedirectsThere() {
        HttpResponse<String> home = SampleSite.server().get("/fr/", "Accept", "text/html");
        assertThat(home.statusCode()).isEqualTo(308);
        assertThat(home.headers().firstValue("location"))
                .hasValue(SampleSite.server().baseUrl() + "/fr");

        HttpResponse<String> twin = SampleSite.server().get("/fr.md");
        assertThat(twin.statusCode()).isEqualTo(200);
        assertThat(twin.headers().firstValue("content-language")).hasValue("fr");
        assertThat(SampleSite.server().get("/fr", "Accept", "text/markdown").body())
                .isEqualTo(twin.body());
    }

    @Test
    void theLanguageIsChosenByTheUrlOnlyNeverByAcceptLanguage() {
        for (String path : List.of("/", "/fr", "/about", "/fr/about")) {
            HttpResponse<String> plain = SampleSite.server().get(path, "Accept", "text/html");
            HttpResponse<String> asked = SampleSite.server()
                    .get(path, "Accept", "text/html", "Accept-Language", "fr-CA, fr;q=0.9, de;q=0.5");
            HttpResponse<String> askedOther =
                    SampleSite.server().get(path, "Accept", "text/html", "Accept-Language", "en-US");
            assertThat(asked.statusCode()).as(path).isEqualTo(200);
            assertThat(asked.body()).as(path).isEqualTo(plain.body());
            assertThat(askedOther.body()).as(path).isEqualTo(plain.body());
            assertThat(asked.headers().allValues("vary"))
                    .as(path)
                    .noneMatch(vary -> vary.toLowerCase(java.util.Locale.ROOT).contains("accept-language"));
        }
    }

    @Test
    void everyFrenchPageAndTwinSaysItIsFrench() {
        List<String> french = pages().stream()
                .filter(path -> SampleSite.located(path).language().equals("fr"))
                .toList();
        assertThat(french).hasSizeGreaterThanOrEqualTo(20);
        for (String path : french) {
            HttpResponse<String> twin = SampleSite.server().get(path, "Accept", "text/markdown");
            assertThat(twin.statusCode()).as(path).isEqualTo(200);
            assertThat(twin.headers().firstValue("content-language")).as(path).hasValue("fr");
        }
    }

    /** The firm's languages whose URL for {@code sitePath} answers 200, asked over HTTP. */
    private static List<String> servedIn(Site original, String sitePath) {
        com.firmsite.content.LanguagePath paths = com.firmsite.content.LanguagePath.of(original.firm());
        List<String> languages = new ArrayList<>(List.of(original.firm().language()));
        languages.addAll(original.translations().keySet());
        return languages.stream()
                .filter(language -> SampleSite.server()
                                .get(paths.url(language, sitePath), "Accept", "text/html")
                                .statusCode()
                        == 200)
                .toList();
    }

    @Test
    void anEnglishPhraseInAFrenchPageKeepsItsLangAttributeInHtmlAndStaysPlainInMarkdown() {
        Document lawyer = SampleSite.html("/fr/team/elena-vasquez");
        assertThat(lawyer.select("html").attr("lang")).isEqualTo("fr");
        assertThat(lawyer.select("main span[lang=en]").eachText())
                .contains("Certified Information Privacy Professional/United States", "CIPP/US");
        // The lawyer's name, a fact in every language, is shown as it is written.
        assertThat(lawyer.select("h1").text()).isEqualTo("Elena Vasquez");

        String twin = SampleSite.server().get("/fr/team/elena-vasquez.md").body();
        assertThat(twin).contains("Certified Information Privacy Professional/United States");
    }

    /** {@code languages} with x-default, which every multilingual page adds. */
    private static List<String> withDefault(List<String> languages) {
        List<String> all = new ArrayList<>(languages);
        all.add("x-default");
        return all;
    }

    private static Map<String, String> alternates(Document page) {
        Map<String, String> alternates = new LinkedHashMap<>();
        for (Element link : page.select("head link[rel=alternate][hreflang]")) {
            assertThat(alternates.put(link.attr("hreflang"), link.absUrl("href")))
                    .as("hreflang %s given twice", link.attr("hreflang"))
                    .isNull();
        }
        return alternates;
    }

    /** Each sitemap URL that has xhtml:link alternates, with them by hreflang. */
    private static Map<String, Map<String, String>> sitemapAlternates() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Map<String, Map<String, String>> byUrl = new LinkedHashMap<>();
        for (String child : childSitemaps()) {
            org.w3c.dom.Document xml = factory.newDocumentBuilder()
                    .parse(new InputSource(
                            new StringReader(SampleSite.server().get(child).body())));
            NodeList urls = xml.getElementsByTagNameNS("*", "url");
            for (int i = 0; i < urls.getLength(); i++) {
                org.w3c.dom.Element url = (org.w3c.dom.Element) urls.item(i);
                String loc = url.getElementsByTagNameNS("*", "loc").item(0).getTextContent();
                NodeList links = url.getElementsByTagNameNS(XHTML, "link");
                Map<String, String> alternates = new LinkedHashMap<>();
                for (int j = 0; j < links.getLength(); j++) {
                    org.w3c.dom.Element link = (org.w3c.dom.Element) links.item(j);
                    assertThat(link.getAttribute("rel")).isEqualTo("alternate");
                    alternates.put(link.getAttribute("hreflang"), link.getAttribute("href"));
                }
                if (!alternates.isEmpty()) {
                    byUrl.put(loc, alternates);
                }
            }
        }
        return byUrl;
    }

    private static List<String> childSitemaps() {
        String index = SampleSite.server().get("/sitemap-index.xml").body();
        List<String> children = new ArrayList<>();
        java.util.regex.Matcher loc =
                java.util.regex.Pattern.compile("<loc>([^<]+)</loc>").matcher(index);
        while (loc.find()) {
            children.add(URI.create(loc.group(1)).getRawPath());
        }
        return children;
    }
}
