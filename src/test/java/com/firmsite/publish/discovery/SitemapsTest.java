package com.firmsite.publish.discovery;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import com.firmsite.output.Output;
import com.firmsite.publish.SiteRenderer;
import com.firmsite.testing.TestServer;
import crawlercommons.sitemaps.AbstractSiteMap;
import crawlercommons.sitemaps.SiteMap;
import crawlercommons.sitemaps.SiteMapIndex;
import crawlercommons.sitemaps.SiteMapParser;
import crawlercommons.sitemaps.SiteMapURL;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.w3c.dom.Document;
import org.xml.sax.InputSource;

/**
 * docs/decisions.md §5.13: the sitemap index and its children, judged by the sitemaps.org XSDs
 * (javax.xml.validation) and by crawler-commons' strict sitemap parser, as crawlers read them.
 */
@ExtendWith(SharedServer.class)
class SitemapsTest {
    private static final String BASE = "https://www.example-firm.com";
    private static TestServer server;

    @BeforeAll
    static void start(TestServer shared) {
        server = shared;
    }

    @Test
    void theIndexAndEveryChildValidateAgainstTheSitemapsOrgSchemas() throws Exception {
        HttpResponse<String> index = server.get("/sitemap-index.xml");
        assertThat(index.statusCode()).isEqualTo(200);
        assertThat(index.headers().firstValue("content-type")).hasValue("application/xml; charset=utf-8");
        validate("siteindex.xsd", index.body());
        for (String child : children()) {
            HttpResponse<String> sitemap = server.get(path(child));
            assertThat(sitemap.statusCode()).isEqualTo(200);
            assertThat(sitemap.headers().firstValue("content-type")).hasValue("application/xml; charset=utf-8");
            validate("sitemap.xsd", sitemap.body());
        }
    }

    @Test
    void crawlerCommonsFindsEveryHtmlPageOnceWithItsLastModifiedDate() throws Exception {
        Map<String, LocalDate> expected = new LinkedHashMap<>();
        new SiteRenderer(server.site(), server.baseUrl())
                .renderPages()
                .forEach(page -> expected.put(server.baseUrl() + page.path(), page.lastModified()));
        // then the documentation's pages, dated by the newest content
        LocalDate newest = expected.values().stream().max(LocalDate::compareTo).orElseThrow();
        Documentation.pages().forEach(page -> expected.put(server.baseUrl() + page.path(), newest));
        // then each other language's pages, at their own URLs (the sample firm has French)
        server.site()
                .translations()
                .keySet()
                .forEach(language -> new SiteRenderer(
                                com.firmsite.publish.LanguageLinks.of(server.site(), language),
                                server.baseUrl(),
                                com.firmsite.images.ImageLibrary.EMPTY,
                                Map.of(),
                                com.firmsite.publish.RenderMemo.NONE)
                        .renderPages()
                        .forEach(page -> expected.put(server.baseUrl() + page.path(), page.lastModified())));
        assertThat(server.site().translations()).isNotEmpty();
        Map<String, LocalDate> listed = new LinkedHashMap<>();
        for (String child : children()) {
            for (SiteMapURL url : ((SiteMap) parse(child)).getSiteMapUrls()) {
                String loc = url.getUrl().toString();
                assertThat(listed).as("listed twice: %s", loc).doesNotContainKey(loc);
                listed.put(
                        loc,
                        url.getLastModified()
                                .toInstant()
                                .atZone(java.time.ZoneOffset.UTC)
                                .toLocalDate());
            }
        }
        assertThat(listed).containsExactlyEntriesOf(expected);
    }

    @Test
    void everyListedUrlIsAnHtmlPageThatAnswers200() throws Exception {
        List<String> pages = server.outputs().stream()
                .filter(output -> output.kind() == Output.Kind.PAGE)
                .map(output -> server.baseUrl() + output.path())
                .toList();
        for (String child : children()) {
            for (SiteMapURL url : ((SiteMap) parse(child)).getSiteMapUrls()) {
                assertThat(pages).contains(url.getUrl().toString());
                HttpResponse<String> page = server.get(url.getUrl().getPath(), "Accept", "text/html");
                assertThat(page.statusCode()).as(url.getUrl().toString()).isEqualTo(200);
                assertThat(page.headers().firstValue("content-type")).hasValue("text/html; charset=utf-8");
            }
        }
    }

    @Test
    void moreUrlsThanTheEntryLimitAreSplitIntoNumberedValidSitemaps() throws Exception {
        List<Sitemaps.Entry> entries = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            entries.add(new Sitemaps.Entry("/page-" + i, LocalDate.of(2026, 1, 1 + i)));
        }
        List<Output> outputs = Sitemaps.render(BASE, entries, 2);
        assertThat(outputs)
                .extracting(Output::path)
                .containsExactly("/sitemap-index.xml", "/sitemap-0.xml", "/sitemap-1.xml", "/sitemap-2.xml");
        validate("siteindex.xsd", text(outputs.get(0)));
        assertThat(text(outputs.get(0))).contains("<loc>" + BASE + "/sitemap-2.xml</loc><lastmod>2026-01-05</lastmod>");
        for (Output child : outputs.subList(1, 4)) {
            validate("sitemap.xsd", text(child));
        }
        assertThat(text(outputs.get(3)))
                .contains("<loc>" + BASE + "/page-4</loc>")
                .doesNotContain("/page-3<");
    }

    @Test
    void urlsAreEscapedByTheXmlWriter() throws Exception {
        String path = "/a?x=1&y=<2>'\"";
        String xml = text(Sitemaps.render(BASE, List.of(new Sitemaps.Entry(path, LocalDate.of(2026, 2, 3))))
                .get(1));
        assertThat(xml).contains("&amp;").contains("&lt;");
        Document document = DocumentBuilderFactory.newDefaultNSInstance()
                .newDocumentBuilder()
                .parse(new InputSource(new StringReader(xml)));
        assertThat(document.getElementsByTagNameNS(Sitemaps.NAMESPACE, "loc")
                        .item(0)
                        .getTextContent())
                .isEqualTo(BASE + path);
    }

    // ---- helpers ----

    private static List<String> children() throws Exception {
        SiteMapIndex index = (SiteMapIndex) parse(server.baseUrl() + "/sitemap-index.xml");
        assertThat(index.getSitemaps()).isNotEmpty();
        return index.getSitemaps().stream()
                .map(sitemap -> sitemap.getUrl().toString())
                .toList();
    }

    /** crawler-commons in strict mode: every URL must lie under the sitemap's own location. */
    private static AbstractSiteMap parse(String url) throws Exception {
        HttpResponse<byte[]> response = server.getBytes(path(url));
        assertThat(response.statusCode()).isEqualTo(200);
        return new SiteMapParser(true)
                .parseSiteMap(
                        "application/xml", response.body(), URI.create(url).toURL());
    }

    private static String path(String url) {
        assertThat(url).startsWith(server.baseUrl());
        return URI.create(url).getRawPath();
    }

    private static void validate(String xsd, String xml) throws Exception {
        // the sitemaps.org schema with the declaration of xhtml:link, the language alternates
        Schema schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(new javax.xml.transform.Source[] {
                    new StreamSource(SitemapsTest.class
                            .getResource("/sitemaps/xhtml-link.xsd")
                            .toString()),
                    new StreamSource(
                            SitemapsTest.class.getResource("/sitemaps/" + xsd).toString())
                });
        assertThatCode(() -> schema.newValidator().validate(new StreamSource(new StringReader(xml))))
                .doesNotThrowAnyException();
    }

    private static String text(Output output) {
        return new String(output.representation().body(), StandardCharsets.UTF_8);
    }
}
