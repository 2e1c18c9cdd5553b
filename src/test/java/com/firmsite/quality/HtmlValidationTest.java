package com.firmsite.quality;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.firmsite.testing.NuChecker;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The Nu HTML Checker (the engine behind validator.w3.org/nu), run in-process, finds no errors. */
@ExtendWith(SampleSite.class)
class HtmlValidationTest {

    static List<String> pages() {
        return SampleSite.htmlPagesAndNotFound();
    }

    @ParameterizedTest(name = "{0} is valid HTML")
    @MethodSource("pages")
    void everyPageIsValidHtml(String path) throws Exception {
        HttpResponse<byte[]> response = SampleSite.server().getBytes(path, "Accept", "text/html");
        assertThat(response.headers().firstValue("content-type")).hasValue("text/html; charset=utf-8");

        JsonNode report = validate(response.body());
        List<String> errors = errors(report);
        // Warnings are advice, not failures; the count goes to the test log for the record.
        System.out.printf(
                "nu-validator %s: %d errors, %d warnings%n",
                path, errors.size(), report.path("messages").size() - errors.size());
        report.path("messages")
                .forEach(m -> System.out.printf(
                        "  %s: %s%n", m.path("type").asText(), m.path("message").asText()));

        assertThat(errors).as("Nu HTML Checker errors on %s", path).isEmpty();
    }

    /**
     * Headings nest one level at a time (WCAG 1.3.1; axe's heading-order): a skipped level, such as an
     * h4 straight after an h2, tells a screen-reader user that a section is missing.
     */
    @ParameterizedTest(name = "{0}: no heading skips a level")
    @MethodSource("pages")
    void noHeadingSkipsALevel(String path) {
        int previous = 0;
        for (Element heading : SampleSite.html(path).select("h1, h2, h3, h4, h5, h6")) {
            int level = heading.tagName().charAt(1) - '0';
            assertThat(level)
                    .as(
                            "%s: <%s>%s</%s> after an h%d",
                            path, heading.tagName(), heading.text(), heading.tagName(), previous)
                    .isLessThanOrEqualTo(previous + 1);
            previous = level;
        }
    }

    /** The French pages are checked too: each kind of page, and the French 404 under its prefix. */
    @org.junit.jupiter.api.Test
    void theCheckedPagesIncludeEveryKindOfFrenchPage() {
        assertThat(pages())
                .contains(
                        "/fr",
                        "/fr/about",
                        "/fr/contact",
                        "/fr/team/margaret-hale",
                        "/fr/publications",
                        "/fr/publications/ai-tools-in-hiring",
                        "/fr/practice-areas/real-estate",
                        "/fr" + SampleSite.MISSING_PAGE);
    }

    @org.junit.jupiter.api.Test
    void theCheckerReportsErrorsInABrokenDocument() throws Exception {
        byte[] broken = "<!DOCTYPE html><html><head></head><body><p>unclosed <div></span></body></html>"
                .getBytes(StandardCharsets.UTF_8);

        assertThat(errors(validate(broken))).anyMatch(e -> e.contains("title")).hasSizeGreaterThan(1);
    }

    /** Only the WebMCP attributes, only where the draft puts them, are set aside: nothing else. */
    @org.junit.jupiter.api.Test
    void onlyTheWebMcpAttributesOnTheirElementsAreSetAside() throws Exception {
        byte[] valid = page("""
                <form action="/team" toolname="search_site" tooldescription="Search" toolautosubmit>
                <label for="q">Search</label>
                <input type="search" id="q" name="q" toolparamdescription="Words">
                <label for="k">Kind</label>
                <select id="k" name="k" toolparamdescription="Kind"><option>a</option></select>
                </form>""");
        assertThat(errors(validate(valid))).isEmpty();

        assertThat(errors(validate(page("<div toolname=\"x\">x</div>"))))
                .singleElement()
                .asString()
                .contains("toolname", "div");
        assertThat(errors(validate(page("<form action=\"/\" toolparamdescription=\"x\"></form>"))))
                .singleElement()
                .asString()
                .contains("toolparamdescription", "form");
        assertThat(errors(validate(page("<form action=\"/\" toolcolour=\"blue\"></form>"))))
                .singleElement()
                .asString()
                .contains("toolcolour");
        assertThat(errors(validate(page("<form action=\"/\" toolname=\"x\"><p>unclosed <div></span></form>"))))
                .isNotEmpty();
    }

    private static byte[] page(String body) {
        return ("<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body>" + body + "</body></html>")
                .getBytes(StandardCharsets.UTF_8);
    }

    private static JsonNode validate(byte[] html) throws Exception {
        return NuChecker.validate(html);
    }

    private static List<String> errors(JsonNode report) {
        return NuChecker.errors(report);
    }
}
