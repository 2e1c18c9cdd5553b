package com.firmsite.content;

import java.util.List;
import java.util.Optional;

/**
 * The one rule that turns a site path into the URL path of one language (docs/decisions.md §9.4):
 * the default language is served at the root, unprefixed; every other under {@code
 * /<tag>}, with the default language's slugs, its home at {@code /<tag>} (no trailing slash).
 * Every renderer and the router go through this class, so that no two of them can disagree.
 *
 * @param defaultLanguage the tag of the firm's default language, served unprefixed
 * @param languages the firm's other languages ({@code languages:})
 */
public record LanguagePath(String defaultLanguage, List<String> languages) {
    public LanguagePath {
        languages = List.copyOf(languages);
    }

    /** The URL paths of {@code firm}'s languages. */
    public static LanguagePath of(Firm firm) {
        return new LanguagePath(firm.language(), firm.languages());
    }

    /** A site path split into its language and the path as the default language has it. */
    public record Located(String language, String path) {}

    /** The URL path of the site path {@code path} in {@code language}: {@code url("fr", "/about")} is {@code /fr/about}. */
    public String url(String language, String path) {
        if (language.equals(defaultLanguage)) {
            return path;
        }
        if (!languages.contains(language)) {
            throw new IllegalArgumentException("\"" + language + "\" is not one of the site's languages " + languages);
        }
        return path.equals("/") ? "/" + language : "/" + language + path;
    }

    /**
     * The language and site path a URL path names: {@code /fr/about} is French {@code /about},
     * {@code /fr} French {@code /}, anything else the default language's own path.
     */
    public Located locate(String urlPath) {
        for (String language : languages) {
            String prefix = "/" + language;
            if (urlPath.equals(prefix)) {
                return new Located(language, "/");
            }
            if (urlPath.startsWith(prefix + "/")) {
                return new Located(language, urlPath.substring(prefix.length()));
            }
        }
        return new Located(defaultLanguage, urlPath);
    }

    /** The language of {@code urlPath}'s prefix, when it has one. */
    public Optional<String> prefix(String urlPath) {
        Located located = locate(urlPath);
        return located.language().equals(defaultLanguage) ? Optional.empty() : Optional.of(located.language());
    }
}
