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
}
