package com.firmsite.publish.discovery;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Markdown text bundled in the jar with {@code {name}} placeholders for what comes from the
 * content model. Every placeholder must be known: a misspelt one fails the build of the snapshot
 * rather than reaching an agent as literal braces.
 */
final class Template {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z_]+)\\}");

    private Template() {}

    /** The text of the jar resource {@code name}, read once: every build fills the same texts. */
    static String resource(String name) {
        return RESOURCES.computeIfAbsent(name, Template::read);
    }

    private static final Map<String, String> RESOURCES = new ConcurrentHashMap<>();

    private static String read(String name) {
        try (InputStream in = Template.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource missing from the jar: " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String fill(String source, String text, Map<String, String> values) {
        Matcher matcher = PLACEHOLDER.matcher(text);
        StringBuilder filled = new StringBuilder(text.length() * 2);
        while (matcher.find()) {
            String value = values.get(matcher.group(1));
            if (value == null) {
                throw new IllegalStateException(source + ": unknown placeholder " + matcher.group());
            }
            matcher.appendReplacement(filled, Matcher.quoteReplacement(value));
        }
        return matcher.appendTail(filled).toString();
    }

    static boolean hasPlaceholder(String text) {
        return PLACEHOLDER.matcher(text).find();
    }
}
