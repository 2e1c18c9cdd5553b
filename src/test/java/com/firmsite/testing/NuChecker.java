package com.firmsite.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nu.validator.client.EmbeddedValidator;

/** The Nu HTML Checker (the engine behind validator.w3.org/nu), run in-process: what it calls an error. */
public final class NuChecker {
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
    public static final Map<String, Set<String>> WEBMCP_ATTRIBUTES = Map.of(
            "form", Set.of("toolname", "tooldescription", "toolautosubmit"),
            "input", Set.of("toolparamdescription"),
            "select", Set.of("toolparamdescription"),
            "textarea", Set.of("toolparamdescription"));

    /** The checker's words for an attribute the HTML standard does not define on an element. */
    private static final java.util.regex.Pattern NOT_ALLOWED =
            java.util.regex.Pattern.compile("Attribute “([^”]+)” not allowed on element “([^”]+)” at this point\\.");

    private NuChecker() {}

    /** The errors of {@code html}: "info" messages (and their warnings) are advice. */
    public static List<String> errors(byte[] html) throws Exception {
        return errors(validate(html));
    }

    /** The checker's JSON report of {@code html}. */
    public static JsonNode validate(byte[] html) throws Exception {
        EmbeddedValidator validator = new EmbeddedValidator();
        validator.setOutputFormat(EmbeddedValidator.OutputFormat.JSON);
        return JSON.readTree(validator.validate(new ByteArrayInputStream(html)));
    }

    /**
     * Messages of type "error" and "non-document-error", but for the WebMCP attributes of {@link
     * #WEBMCP_ATTRIBUTES}; "info" (and its warnings) is advice.
     */
    public static List<String> errors(JsonNode report) {
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
        return message.path("type").asText().equals("error")
                && isWebMcpAttribute(message.path("message").asText());
    }

    /** Whether an error's text is exactly "not allowed" for one of {@link #WEBMCP_ATTRIBUTES} on its element. */
    public static boolean isWebMcpAttribute(String message) {
        java.util.regex.Matcher matcher = NOT_ALLOWED.matcher(message);
        return matcher.matches()
                && WEBMCP_ATTRIBUTES.getOrDefault(matcher.group(2), Set.of()).contains(matcher.group(1));
    }
}
