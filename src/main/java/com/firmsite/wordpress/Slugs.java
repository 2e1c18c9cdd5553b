package com.firmsite.wordpress;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.Locale;

/** Slugs and paths from WordPress's (which may be percent-encoded and hold any letter). */
final class Slugs {
    private Slugs() {}

    /** A firmsite slug: lowercase ASCII letters, digits and single hyphens ("Café Société" → "cafe-societe"). */
    static String of(String text) {
        String ascii = Normalizer.normalize(decode(text).toLowerCase(Locale.ROOT), Normalizer.Form.NFKD)
                .replaceAll("\\p{M}+", "")
                .replace("ß", "ss")
                .replace("æ", "ae")
                .replace("ø", "o")
                .replace("œ", "oe")
                .replace("ł", "l")
                .replace("đ", "d");
        return ascii.replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
    }

    /** Percent-decoding as a browser does; text that is not well-formed stays as it is. */
    static String decode(String text) {
        try {
            return URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return text;
        }
    }

    /** A file name an image may have on the site: letters, digits and {@code . _ -}, not starting with a dot. */
    static String fileName(String name) {
        String ascii = Normalizer.normalize(decode(name), Normalizer.Form.NFKD).replaceAll("\\p{M}+", "");
        String plain = ascii.replaceAll("[^A-Za-z0-9._-]+", "-").replaceAll("^[.-]+", "");
        return plain.isEmpty() ? "image" : plain;
    }
}
