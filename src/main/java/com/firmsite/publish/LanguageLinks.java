package com.firmsite.publish;

import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.LanguagePath;
import com.firmsite.content.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where the links of one language's pages lead (docs/decisions.md §9.7): a site path the language
 * has goes to its URL in that language ({@link LanguagePath}); one it lacks goes to the default
 * language's page, marked with that language ({@code hreflang}, {@code lang}) so that no link
 * silently changes language. In the default language every link is the site path itself.
 *
 * @param site the site of the page's language
 * @param original the default language's site: which languages each page exists in
 */
public record LanguageLinks(Site site, Site original) {

    /** The links of the default language's own pages. */
    public static LanguageLinks of(Site original) {
        return new LanguageLinks(original, original);
    }

    /** The links of {@code language}'s pages; the default language's when it is the default. */
    public static LanguageLinks of(Site original, String language) {
        if (language.equals(original.firm().language())) {
            return of(original);
        }
        Site translated = original.translations().get(language);
        if (translated == null) {
            throw new IllegalArgumentException("\"" + language + "\" is not one of the site's languages "
                    + original.translations().keySet());
        }
        return new LanguageLinks(translated, original);
    }

    public String language() {
        return site.firm().language();
    }

    private String defaultLanguage() {
        return original.firm().language();
    }

    private LanguagePath paths() {
        return LanguagePath.of(original.firm());
    }

    /**
     * The URL path of a document this language generates for itself at the site path {@code
     * sitePath} (its feeds, its llms.txt): {@code /fr/publications/feed.atom}. Unlike {@link #href},
     * it never falls back to the default language's, since every language has its own.
     */
    public String own(String sitePath) {
        return paths().url(language(), sitePath);
    }

    /** Every language the firm publishes in, the default first, in site.yaml order. */
    public List<String> languages() {
        List<String> all = new ArrayList<>(List.of(defaultLanguage()));
        all.addAll(original.translations().keySet());
        return List.copyOf(all);
    }

    /** Whether the firm publishes in more than one language (alternates and the switcher then). */
    public boolean multilingual() {
        return !original.translations().isEmpty();
    }

    /** The URL path of a link to {@code path} (a site path, possibly with a {@code #fragment}) from this language. */
    public String href(String path) {
        if (language().equals(defaultLanguage()) || !path.startsWith("/") || path.startsWith("//")) {
            return path;
        }
        int hash = path.indexOf('#');
        String target = hash < 0 ? path : path.substring(0, hash);
        String fragment = hash < 0 ? "" : path.substring(hash);
        return (hasHere(target) ? paths().url(language(), target) : target) + fragment;
    }

    /**
     * The language of a link's target when it is not this page's language (the default language's
     * page of one not translated), for {@code hreflang} and {@code lang}; else empty.
     */
    public Optional<String> otherLanguage(String path) {
        if (language().equals(defaultLanguage()) || !path.startsWith("/") || path.startsWith("//")) {
            return Optional.empty();
        }
        int hash = path.indexOf('#');
        return hasHere(hash < 0 ? path : path.substring(0, hash)) ? Optional.empty() : Optional.of(defaultLanguage());
    }

    private boolean hasHere(String path) {
        return renders(site, path);
    }

    /** Whether {@code language} renders {@code path}: its items, and each page of its lists ({@link ListPages}). */
    private static boolean renders(Site language, String path) {
        return language.has(path) || ListPages.renders(language, path);
    }

    /** The languages {@code path} is rendered in, the default first ({@link Site#languagesOf} and the generated lists). */
    private List<String> languagesOf(String path) {
        List<String> there = new ArrayList<>();
        if (renders(original, path)) {
            there.add(defaultLanguage());
        }
        original.translations().forEach((language, translated) -> {
            if (renders(translated, path)) {
                there.add(language);
            }
        });
        return List.copyOf(there);
    }

    /** One language a page exists in: its tag, the page's absolute URL there, and the language's own name. */
    public record Alternate(String language, String url, String name) {}

    /** The languages {@code path} exists in, default first, each with its absolute URL (hreflang alternates). */
    public List<Alternate> alternates(String baseUrl, String path) {
        return languagesOf(path).stream()
                .map(language -> alternate(baseUrl, language, path))
                .toList();
    }

    /**
     * The language switcher's links: every language, to this page in it, or to its home when the
     * page is not translated into it.
     */
    public List<Alternate> switcher(String baseUrl, String path) {
        List<String> there = languagesOf(path);
        List<Alternate> links = new ArrayList<>();
        links.add(alternate("", defaultLanguage(), there.contains(defaultLanguage()) ? path : "/"));
        original.translations()
                .keySet()
                .forEach(language -> links.add(alternate("", language, there.contains(language) ? path : "/")));
        return List.copyOf(links);
    }

    /** The interface strings of {@code language}, one of the firm's. */
    public InterfaceStrings stringsOf(String language) {
        return language.equals(defaultLanguage())
                ? original.strings()
                : original.translations().get(language).strings();
    }

    private Alternate alternate(String baseUrl, String language, String path) {
        return new Alternate(language, baseUrl + paths().url(language, path), languageName(language));
    }

    /**
     * A language's name in itself, capitalised as a heading ({@code Français}, {@code Deutsch}); its
     * tag when the JDK knows no name for it. Kept once asked: the JDK builds the name with a
     * MessageFormat at every call, which every page's alternates asked for again at each reload.
     */
    public static String languageName(String tag) {
        return NAMES.computeIfAbsent(tag, LanguageLinks::nameInItself);
    }

    private static final Map<String, String> NAMES = new ConcurrentHashMap<>();

    private static String nameInItself(String tag) {
        Locale locale = Locale.forLanguageTag(tag);
        String name = locale.getDisplayName(locale);
        return name.isEmpty() ? tag : name.substring(0, 1).toUpperCase(locale) + name.substring(1);
    }
}
