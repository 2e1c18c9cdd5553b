package com.firmsite.content;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a body may link to (docs/decisions.md §1.6): {@code https:}, {@code http:}, {@code mailto:}
 * and {@code tel:} URLs, site paths, relative links and fragments. Any other scheme ({@code
 * javascript:}, {@code data:}, {@code vbscript:}, {@code file:}...) is a content error: a page
 * never carries what a browser would run, or show as a page of its own. Raw HTML in a body is
 * rendered as written, so its URL attributes are held to the same list.
 */
final class LinkSchemes {
    private static final Set<String> ALLOWED = Set.of("https", "http", "mailto", "tel");

    /** A URL's scheme (RFC 3986 §3.1), once what a browser ignores is removed. */
    private static final Pattern SCHEME = Pattern.compile("^([A-Za-z][A-Za-z0-9+.-]*):");

    /** The attributes of HTML whose value is a URL a browser follows or loads. */
    private static final Pattern URL_ATTRIBUTE = Pattern.compile(
            "(?i)(?<![\\w-])(href|src|action|formaction|poster|data|xlink:href|background|cite|ping)\\s*=\\s*"
                    + "(?:\"([^\"]*)\"|'([^']*)'|([^\\s\"'=<>`]+))");

    /** A character reference, which a browser decodes in an attribute before it reads the URL. */
    private static final Pattern CHARACTER_REFERENCE = Pattern.compile(
            "&#(?:[xX]([0-9A-Fa-f]{1,6})|([0-9]{1,7}));?|&(colon|tab|newline);", Pattern.CASE_INSENSITIVE);

    /** What a browser drops from anywhere in a URL. */
    private static final Pattern IGNORED_WITHIN = Pattern.compile("[\\t\\n\\r]");

    private LinkSchemes() {}

    /** A URL value of raw HTML, with the line it is on within the HTML. */
    record Attribute(int lineIndex, String value) {}

    /** The scheme of {@code destination} that a body may not use, lower-cased; none when it may. */
    static Optional<String> refused(String destination) {
        Matcher scheme = SCHEME.matcher(asBrowsersRead(destination));
        if (!scheme.find()) {
            return Optional.empty();
        }
        String name = scheme.group(1).toLowerCase(Locale.ROOT);
        return ALLOWED.contains(name) ? Optional.empty() : Optional.of(name);
    }

    /** The URL attributes of a piece of raw HTML, each with its line (0 for the first). */
    static List<Attribute> urlAttributes(String html) {
        List<Attribute> found = new ArrayList<>();
        Matcher attribute = URL_ATTRIBUTE.matcher(html);
        while (attribute.find()) {
            String value = attribute.group(2) != null
                    ? attribute.group(2)
                    : attribute.group(3) != null ? attribute.group(3) : attribute.group(4);
            int line = (int) html.substring(0, attribute.start())
                    .chars()
                    .filter(c -> c == '\n')
                    .count();
            found.add(new Attribute(line, value));
        }
        return found;
    }

    /**
     * {@code url} as a browser reads it for its scheme: character references decoded, then leading
     * spaces and controls and every tab and line break removed ({@code " java\tscript:"} is {@code
     * javascript:} to a browser, WHATWG URL §4.4).
     */
    private static String asBrowsersRead(String url) {
        if (readAsWritten(url)) {
            return url;
        }
        Matcher reference = CHARACTER_REFERENCE.matcher(url);
        StringBuilder decoded = new StringBuilder();
        while (reference.find()) {
            reference.appendReplacement(decoded, Matcher.quoteReplacement(decode(reference)));
        }
        reference.appendTail(decoded);
        String text = IGNORED_WITHIN.matcher(decoded).replaceAll("");
        int start = 0;
        while (start < text.length() && text.charAt(start) <= ' ') {
            start++;
        }
        return text.substring(start);
    }

    /**
     * Whether a browser reads {@code url} as written: no character reference, no tab or line break,
     * nothing to trim at its start. Most links are; the loader asks of every link of every file at
     * each load.
     */
    private static boolean readAsWritten(String url) {
        for (int i = 0; i < url.length(); i++) {
            char c = url.charAt(i);
            if (c == '&' || c == '\t' || c == '\n' || c == '\r' || (i == 0 && c <= ' ')) {
                return false;
            }
        }
        return true;
    }

    private static String decode(Matcher reference) {
        if (reference.group(3) != null) {
            return switch (reference.group(3).toLowerCase(Locale.ROOT)) {
                case "colon" -> ":";
                case "tab" -> "\t";
                default -> "\n";
            };
        }
        int code = reference.group(1) != null
                ? Integer.parseInt(reference.group(1), 16)
                : Integer.parseInt(reference.group(2));
        return Character.isValidCodePoint(code) ? Character.toString(code) : "\uFFFD";
    }
}
