package com.firmsite.content;

import java.util.Optional;

/**
 * Where a page's Markdown twin lives: {@code /about} → {@code /about.md}, and the home page's
 * {@code /index.md} (a path cannot be {@code /.md}). One rule, read by every representation that
 * links a twin, by routing, and by the checks of links and redirects.
 */
public final class MarkdownTwin {
    private static final String SUFFIX = ".md";
    private static final String HOME_TWIN = "/index.md";

    private MarkdownTwin() {}

    /** The path of the Markdown twin of the page at {@code pagePath}. */
    public static String of(String pagePath) {
        return pagePath.equals("/") ? HOME_TWIN : pagePath + SUFFIX;
    }

    /** The page whose twin {@code path} would be, when it has the shape of one. */
    public static Optional<String> pageOf(String path) {
        if (!path.endsWith(SUFFIX) || path.length() <= SUFFIX.length() + 1) {
            return Optional.empty();
        }
        return Optional.of(path.equals(HOME_TWIN) ? "/" : path.substring(0, path.length() - SUFFIX.length()));
    }
}
