package com.firmsite.quality;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nu.validator.client.EmbeddedValidator;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The Nu HTML Checker (the engine behind validator.w3.org/nu), run in-process, finds no errors. */
@ExtendWith(SampleSite.class)
class HtmlValidationTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * The attributes of the WebMCP declarative API, by the elements that carry them. The checker
     * follows the HTML standard, which does not have them yet: they are defined by the Web Machine
     * Learning Community Group's draft ("WebMCP declarative API", declarative-api-explainer.md in
     * github.com/webmachinelearning/webmcp): {@code toolname}, {@code tooldescription} and the
     * boolean {@code toolautosubmit} on {@code <form>}, {@code toolparamdescription} on its form
     * controls. The search form of every page uses them (docs/decisions.md §6.5). Exactly the
     * checker's "not allowed" error for one of these names on one of these elements is set aside;
     * the same name on any other element, any other attribute, or a bad value stays an error.
     */
    static final Map<String, Set<String>> WEBMCP_ATTRIBUTES = Map.of(
            "form", Set.of("toolname", "tooldescription", "toolautosubmit"),
            "input", Set.of("toolparamdescription"),
            "select", Set.of("toolparamdescription"),
            "textarea", Set.of("toolparamdescription"));

    /** The checker's words for an attribute the HTML standard does not define on an element. */
    private static final java.util.regex.Pattern NOT_ALLOWED =
            java.util.regex.Pattern.compile("Attribute “([^”]+)” not allowed on element “([^”]+)” at this point\\.");

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
        EmbeddedValidator validator = new EmbeddedValidator();
        validator.setOutputFormat(EmbeddedValidator.OutputFormat.JSON);
        return JSON.readTree(validator.validate(new ByteArrayInputStream(html)));
    }

    /**
     * Messages of type "error" and "non-document-error", but for the WebMCP attributes of {@link
     * #WEBMCP_ATTRIBUTES}; "info" (and its warnings) is advice.
     */
    private static List<String> errors(JsonNode report) {
        List<String> errors = new ArrayList<>();
        for (JsonNode message : report.path("messages")) {
            if (!message.path("type").asText().equals("info") && !isWebMcpAttribute(message)) {
                errors.add("line " + message.path("lastLine").asText("?") + ": "
                        + message.path("message").asText() + " ["
                        + message.path("extract").asText("") + "]");
            }
        }
        return errors;
    }

    private static boolean isWebMcpAttribute(JsonNode message) {
        java.util.regex.Matcher matcher =
                NOT_ALLOWED.matcher(message.path("message").asText());
        return message.path("type").asText().equals("error")
                && matcher.matches()
                && WEBMCP_ATTRIBUTES.getOrDefault(matcher.group(2), Set.of()).contains(matcher.group(1));
    }
}
