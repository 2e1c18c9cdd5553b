package com.firmsite.http;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

/**
 * The routing path of a request target: query dropped, percent-decoding checked strictly. A path
 * that cannot be decoded is a 400; a decoded path only ever names a snapshot key or nothing, so
 * dot-segments and encoded slashes cannot reach anything else (docs/decisions.md §2.5).
 */
public final class RequestTarget {
    /**
     * Decoded origin-form targets (they do not depend on the server's authority): crawlers and load
     * ask for the same few hundred paths, and decoding was 2 % of a request's CPU.
     */
    private static final BoundedCache<Optional<String>> ORIGIN_FORM = new BoundedCache<>();

    private RequestTarget() {}

    /**
     * The decoded path, or empty with a 400 when the target is malformed. Origin-form ({@code
     * /path?query}), or absolute-form naming this site's own scheme and authority, those of {@code
     * ownOrigin} (the base URL: an {@code https://} target on an http site names another origin).
     * Asterisk-form and authority-form are refused.
     */
    public static Optional<String> path(String target, String ownOrigin) {
        return target.startsWith("/")
                ? ORIGIN_FORM.get(target, RequestTarget::routingPath)
                : absoluteForm(target, ownOrigin);
    }

    private static Optional<String> absoluteForm(String target, String ownOrigin) {
        int scheme = target.indexOf("://");
        int ownScheme = ownOrigin.indexOf("://");
        if (scheme <= 0
                || !isHttpScheme(target.substring(0, scheme))
                || !target.substring(0, scheme).equalsIgnoreCase(ownOrigin.substring(0, ownScheme))) {
            return Optional.empty();
        }
        int slash = target.indexOf('/', scheme + 3);
        String authority = slash < 0 ? target.substring(scheme + 3) : target.substring(scheme + 3, slash);
        if (!authority.equalsIgnoreCase(ownOrigin.substring(ownScheme + 3))) {
            return Optional.empty();
        }
        return routingPath(slash < 0 ? "/" : target.substring(slash));
    }

    /** An origin-form target without its query or fragment, decoded. */
    private static Optional<String> routingPath(String path) {
        int end = path.length();
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == '?' || c == '#') {
                end = i;
                break;
            }
        }
        return decode(path.substring(0, end));
    }

    private static boolean isHttpScheme(String scheme) {
        String lower = scheme.toLowerCase(Locale.ROOT);
        return lower.equals("http") || lower.equals("https");
    }

    /**
     * Strict percent-decoding to UTF-8: raw characters outside visible ASCII, bad escapes, overlong
     * or invalid UTF-8, control characters and encoded slashes or backslashes are all refused.
     */
    static Optional<String> decode(String raw) {
        byte[] bytes = new byte[raw.length()];
        int n = 0;
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c <= 0x20 || c >= 0x7f || c == '\\') {
                // A request line carries ASCII only (RFC 3986 §2); anything else was sent unencoded.
                return Optional.empty();
            }
            if (c != '%') {
                bytes[n++] = (byte) c;
                continue;
            }
            int hi = i + 1 < raw.length() ? hex(raw.charAt(i + 1)) : -1;
            int lo = i + 2 < raw.length() ? hex(raw.charAt(i + 2)) : -1;
            if (hi < 0 || lo < 0) {
                return Optional.empty();
            }
            int b = (hi << 4) | lo;
            if (b == '/' || b == '\\') {
                return Optional.empty();
            }
            bytes[n++] = (byte) b;
            i += 2;
        }
        try {
            // The JDK's decoder refuses overlong forms, surrogates and truncated sequences.
            String decoded = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, 0, n))
                    .toString();
            return clean(decoded) ? Optional.of(decoded) : Optional.empty();
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }

    /** ASCII hex digits only ({@link Character#digit} would also take other scripts' digits). */
    private static int hex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    /** No C0 or C1 control characters (NUL among them) once decoded. */
    private static boolean clean(String path) {
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) {
                return false;
            }
        }
        return true;
    }
}
