package com.firmsite.content;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.NumberFormat;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The interface words of one language: a built-in catalog, possibly overridden by the firm's
 * {@code content/<lang>/strings.yaml} (docs/decisions.md §9.5), plus that language's date and number
 * formats (docs/decisions.md §9.6). Immutable; lookups of an unknown key fail at once, so a typo in a
 * template or renderer is found by the first test that renders it.
 */
public final class InterfaceStrings {
    /** The languages with a built-in catalog under {@code src/main/resources/strings}. */
    public static final List<String> BUILT_IN = List.of("en", "fr", "de", "es");

    /** The catalog every other is checked against: its keys are the keys that exist. */
    public static final String REFERENCE = "en";

    /** The built-in catalogs parsed so far, by language (en, fr): see {@link #builtInCatalog}. */
    private static final Map<String, Map<String, String>> CATALOGS = new ConcurrentHashMap<>();

    /** The built-in strings made so far, by language tag as asked (en, fr-CA). */
    private static final Map<String, InterfaceStrings> BUILT_IN_BY_TAG = new ConcurrentHashMap<>();

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-zA-Z]+)}");

    /** A word that starts with an "i" sound, before which Spanish writes "e" for "y" ({@link #separator}). */
    private static final Pattern I_SOUND = Pattern.compile("h?i[^aeiouáéíóú].*");

    private static final String DATE_FORMAT = "format.date";

    private final String language;
    private final Locale locale;
    private final Map<String, String> strings;
    private final DateTimeFormatter dates;

    InterfaceStrings(String language, Map<String, String> strings) {
        this.language = language;
        this.locale = Locale.forLanguageTag(language);
        this.strings = Map.copyOf(strings);
        this.dates = DateTimeFormatter.ofPattern(text(DATE_FORMAT), locale);
    }

    /** The built-in catalog of {@code language}, if there is one. */
    public static Optional<InterfaceStrings> builtIn(String language) {
        Optional<Map<String, String>> catalog = builtInCatalog(language);
        return catalog.map(
                strings -> BUILT_IN_BY_TAG.computeIfAbsent(language, tag -> new InterfaceStrings(tag, strings)));
    }

    /** English, the default language of a firm that names none. */
    public static InterfaceStrings english() {
        return builtIn(REFERENCE).orElseThrow();
    }

    public String language() {
        return language;
    }

    public Locale locale() {
        return locale;
    }

    /** Every key of this catalog, sorted. */
    public Set<String> keys() {
        return new TreeSet<>(strings.keySet());
    }

    /** The text of {@code key}; an unknown key is a programming error. */
    public String text(String key) {
        String value = strings.get(key);
        if (value == null) {
            throw new IllegalArgumentException("no interface string '" + key + "' in " + language);
        }
        return value;
    }

    /** The text of {@code key} with each {@code {name}} replaced by its value. */
    public String text(String key, Map<String, String> values) {
        Matcher matcher = PLACEHOLDER.matcher(text(key));
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String name = matcher.group(1);
            if (!values.containsKey(name)) {
                throw new IllegalArgumentException("no value for {" + name + "} in '" + key + "'");
            }
            matcher.appendReplacement(out, Matcher.quoteReplacement(values.get(name)));
        }
        return matcher.appendTail(out).toString();
    }

    /** The plural form of {@code key} for {@code count}, with {@code {count}} formatted for the language. */
    public String count(String key, long count) {
        return text(key + "." + pluralForm(count), Map.of("count", number(count)));
    }

    /** French counts 0 and 1 as singular; English, German and Spanish only 1 (CLDR's "one"). */
    private String pluralForm(long count) {
        boolean one = "fr".equals(locale.getLanguage()) ? count < 2 : count == 1;
        return one ? "one" : "other";
    }

    /**
     * Items in running text, as this language joins them: "A", "A and B", "A, B and C", "A, B et C"
     * (docs/decisions.md §9.12).
     */
    public String list(List<String> items) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < items.size(); i++) {
            out.append(separator(i, items.size(), items.get(i))).append(items.get(i));
        }
        return out.toString();
    }

    /**
     * What goes before item {@code index} of {@code size} in running text ({@link #list}): nothing
     * before the first, the conjunction before the last, a comma between the others. {@code item}
     * is the item that follows, for Spanish, whose "y" becomes "e" before an "i" sound ("Ana e Inés").
     */
    public String separator(int index, int size, String item) {
        if (index == 0) {
            return "";
        }
        if (index < size - 1) {
            return text("list.separator");
        }
        String last = text("list.last");
        boolean spanishY = "es".equals(locale.getLanguage()) && last.equals(" y ");
        return spanishY && I_SOUND.matcher(item.toLowerCase(locale)).matches() ? " e " : last;
    }

    /**
     * A title as it reads inside a sentence ("on employment law", "en droit du travail"): lower case,
     * except in German, where nouns keep their capital.
     */
    public String inRunningText(String title) {
        return "de".equals(locale.getLanguage()) ? title : title.toLowerCase(locale);
    }

    /** A date as people of this language write it: "14 March 2026", "3 mars 2026", "3. März 2026". */
    public String date(LocalDate date) {
        return dates.format(date);
    }

    /** A whole number with this language's grouping: 1,234 / 1 234 / 1.234. */
    public String number(long value) {
        return NumberFormat.getIntegerInstance(locale).format(value);
    }

    /** Two catalogs are equal when they give the same words in the same language (a Site's equality). */
    @Override
    public boolean equals(Object other) {
        return other instanceof InterfaceStrings that && language.equals(that.language) && strings.equals(that.strings);
    }

    @Override
    public int hashCode() {
        return language.hashCode() * 31 + strings.hashCode();
    }

    /** The placeholders {@code {name}} of a text, for checking that an override keeps them. */
    static Set<String> placeholders(String text) {
        Set<String> names = new TreeSet<>();
        Matcher matcher = PLACEHOLDER.matcher(text);
        while (matcher.find()) {
            names.add(matcher.group(1));
        }
        return names;
    }

    /**
     * The built-in catalog of {@code language}'s language, unmodifiable. Parsed once per process:
     * they are part of the program, and a site asks for them often (each redirect's body is worded
     * in English: 5,800 redirects of an imported WordPress site parsed English's catalog 5,800 times).
     */
    static Optional<Map<String, String>> builtInCatalog(String language) {
        // A regional tag (en-CA, fr-CA, de-AT) uses its language's catalog; strings.yaml adjusts it.
        String base = Locale.forLanguageTag(language).getLanguage();
        if (!BUILT_IN.contains(base)) {
            return Optional.empty();
        }
        return Optional.of(CATALOGS.computeIfAbsent(base, InterfaceStrings::parseBuiltInCatalog));
    }

    private static Map<String, String> parseBuiltInCatalog(String base) {
        String resource = "/strings/" + base + ".yaml";
        try (InputStream in = InterfaceStrings.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing built-in catalog " + resource);
            }
            String yaml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            Map<String, String> catalog = new LinkedHashMap<>();
            StringsFile.entries(yaml).forEach(entry -> catalog.put(entry.key(), entry.value()));
            return Collections.unmodifiableMap(catalog);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
