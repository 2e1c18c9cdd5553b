package com.firmsite.content;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Rules a single value must follow beyond its type, which the loader checks where it reads the
 * value: a slug, an e-mail address, a name from one of the firm's vocabularies.
 */
final class FieldRules {
    private static final Pattern SLUG = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");

    private FieldRules() {}

    static boolean isSlug(String text) {
        return SLUG.matcher(text).matches();
    }

    static void checkSlug(Path file, int line, String slug, PageFiles.Errors errors) {
        if (!slug.isEmpty() && !isSlug(slug)) {
            errors.report(file, line, "slug: \"" + slug + "\" must be lowercase letters, digits and single hyphens");
        }
    }

    static void checkEmail(FrontMatter yaml, String key, PageFiles.Errors errors) {
        String email = yaml.string(key);
        if (!email.isEmpty() && !EMAIL.matcher(email).matches()) {
            errors.report(yaml.file(), yaml.lineOf(key), key + ": \"" + email + "\" is not an e-mail address");
        }
    }

    /** Checks a value that must be one of a vocabulary site.yaml owns. */
    static void checkOneOf(
            FrontMatter yaml, String key, List<String> vocabulary, String siteKey, PageFiles.Errors errors) {
        String value = yaml.string(key);
        if (!value.isEmpty() && !vocabulary.contains(value)) {
            String suggestion = Suggestion.nearest(value, vocabulary)
                    .map(v -> " (did you mean \"" + v + "\"?)")
                    .orElse("");
            errors.report(
                    yaml.file(),
                    yaml.lineOf(key),
                    key + ": expected one of " + vocabulary + " (site.yaml " + siteKey + "), got \"" + value + "\""
                            + suggestion);
        }
    }

    /** Checks a URL a page links people to (registration, an online event): absolute and https. */
    static void checkHttpsUrl(FrontMatter yaml, String key, PageFiles.Errors errors) {
        String url = yaml.string(key);
        if (!url.isEmpty() && !isHttpsUrl(url)) {
            errors.report(
                    yaml.file(),
                    yaml.lineOf(key),
                    key + ": expected an absolute https:// URL (https://example.com/register), got \"" + url + "\"");
        }
    }

    private static boolean isHttpsUrl(String url) {
        try {
            java.net.URI uri = new java.net.URI(url);
            return "https".equals(uri.getScheme())
                    && uri.getHost() != null
                    && !uri.getHost().isEmpty();
        } catch (java.net.URISyntaxException e) {
            return false;
        }
    }

    /** Checks an ISO 4217 currency code, as the JDK knows them. */
    static void checkCurrency(FrontMatter yaml, String key, PageFiles.Errors errors) {
        String code = yaml.string(key);
        boolean known = java.util.Currency.getAvailableCurrencies().stream()
                .anyMatch(currency -> currency.getCurrencyCode().equals(code));
        if (!code.isEmpty() && !known) {
            errors.report(
                    yaml.file(),
                    yaml.lineOf(key),
                    key + ": expected an ISO 4217 currency code (USD, EUR, CAD), got \"" + code + "\"");
        }
    }

    /** Checks a value that must be one of a fixed list firmsite knows (not site.yaml's). */
    static void checkAmong(FrontMatter yaml, String key, List<String> values, PageFiles.Errors errors) {
        String value = yaml.string(key);
        if (!value.isEmpty() && !values.contains(value)) {
            errors.report(
                    yaml.file(), yaml.lineOf(key), key + ": expected one of " + values + ", got \"" + value + "\"");
        }
    }
}
