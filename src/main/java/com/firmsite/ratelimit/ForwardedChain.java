package com.firmsite.ratelimit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The chain of client addresses that proxies recorded, left (the original client) to right (the
 * hop nearest firmsite), read from {@code Forwarded} (RFC 7239) or {@code X-Forwarded-For}. Each
 * node is the text as written; a hop that recorded no {@code for} is an empty node.
 */
final class ForwardedChain {
    private ForwardedChain() {}

    /**
     * The {@code for} node of every element of every {@code Forwarded} field line, in order. The
     * elements are found scanning from the right: those are the ones trusted proxies appended, and a
     * client's unbalanced quote further left must not swallow them.
     */
    static List<String> fromForwarded(List<String> fieldLines) {
        List<String> nodes = new ArrayList<>();
        if (fieldLines.isEmpty()) {
            return nodes;
        }
        // Field lines of one field combine with commas (RFC 9110 §5.3).
        for (String element : splitFromTheRight(String.join(",", fieldLines), ',')) {
            nodes.add(forNode(element));
        }
        return nodes;
    }

    /**
     * Every comma-separated node of every {@code X-Forwarded-For} field line, in order. The field has
     * no quoted strings, so a comma always separates: a client's stray quote changes nothing.
     */
    static List<String> fromXForwardedFor(List<String> fieldLines) {
        List<String> nodes = new ArrayList<>();
        for (String line : fieldLines) {
            for (String node : line.split(",", -1)) {
                nodes.add(node.strip());
            }
        }
        return nodes;
    }

    /** Like {@link #split}, but quotes are matched from the right end, so the right-most parts are exact. */
    private static List<String> splitFromTheRight(String text, char separator) {
        List<String> parts = new ArrayList<>(4);
        boolean quoted = false;
        int end = text.length();
        for (int i = text.length() - 1; i >= 0; i--) {
            char c = text.charAt(i);
            if (c == '"' && !(quoted && i > 0 && text.charAt(i - 1) == '\\')) {
                quoted = !quoted;
            } else if (c == separator && !quoted) {
                parts.add(0, text.substring(i + 1, end));
                end = i;
            }
        }
        parts.add(0, text.substring(0, end));
        return parts;
    }

    /** {@code for=...} of one forwarded-element ({@code for=192.0.2.1;proto=https}), unquoted. */
    private static String forNode(String element) {
        for (String pair : split(element, ';')) {
            int equals = pair.indexOf('=');
            if (equals > 0
                    && pair.substring(0, equals)
                            .strip()
                            .toLowerCase(Locale.ROOT)
                            .equals("for")) {
                return unquote(pair.substring(equals + 1).strip());
            }
        }
        return "";
    }

    /** Splits on {@code separator} outside quoted strings (a quoted value may contain either). */
    private static List<String> split(String text, char separator) {
        List<String> parts = new ArrayList<>(4);
        boolean quoted = false;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted && c == '\\') {
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == separator && !quoted) {
                parts.add(text.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(text.substring(start));
        return parts;
    }

    /** A token as is; a quoted-string without its quotes and backslash escapes. */
    private static String unquote(String value) {
        if (value.length() < 2 || value.charAt(0) != '"' || value.charAt(value.length() - 1) != '"') {
            return value;
        }
        StringBuilder text = new StringBuilder(value.length());
        for (int i = 1; i < value.length() - 1; i++) {
            char c = value.charAt(i);
            if (c == '\\' && i + 1 < value.length() - 1) {
                c = value.charAt(++i);
            }
            text.append(c);
        }
        return text.toString();
    }
}
