package com.firmsite.wordpress;

import com.firmsite.content.MarkdownTwin;
import com.firmsite.content.Redirect;
import com.firmsite.content.ReservedPaths;
import com.firmsite.content.Site;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The addresses the new site answers itself once the import is done, where a redirect would claim
 * one of its own addresses (and {@code serve} refuse to start): the site's paths ({@link
 * Site#paths()}, the home page and the imported items included), what firmsite serves itself
 * ({@link ReservedPaths}, the one list the content loader also reads), the Markdown twins and the
 * languages' prefixes. Not a second copy of the redirects file's rules: both read the same lists.
 */
final class ServedPaths {
    private final Set<String> pages;
    private final List<String> languages;

    ServedPaths(Site site, Collection<ImportTarget> imported) {
        Set<String> paths = new HashSet<>(site.paths());
        paths.add("/");
        imported.forEach(target -> paths.add(target.path()));
        this.pages = Set.copyOf(paths);
        this.languages = List.copyOf(site.firm().languages());
    }

    /**
     * Why the new site answers {@code from} itself: under a language prefix ({@code /fr}, {@code
     * /fr/...}), a page, a path firmsite serves, a Markdown twin, a practice area's publication list.
     * A short link's path is the old home page and may be a page, which answers without the query:
     * only the language prefix counts for it. Empty when nothing is there.
     */
    Optional<String> why(String from, boolean shortLink) {
        int query = from.indexOf(Redirect.QUERY);
        String path = query < 0 ? from : from.substring(0, query);
        String first = path.length() > 1 ? path.substring(1).split("/", -1)[0] : "";
        if (languages.contains(first)) {
            return Optional.of("is under /" + first + ", which the site serves in "
                    + Locale.forLanguageTag(first).getDisplayLanguage(Locale.ENGLISH));
        }
        if (shortLink) {
            return Optional.empty();
        }
        if (pages.contains(path)) {
            return Optional.of("is a page of the new site");
        }
        if (ReservedPaths.isReserved(path) || isTwin(path)) {
            return Optional.of("is a path the new site serves");
        }
        return Optional.empty();
    }

    /** A page's Markdown twin; a language's home has its twin beside the prefix: /fr.md. */
    private boolean isTwin(String path) {
        return MarkdownTwin.pageOf(path)
                .filter(page -> pages.contains(page) || languages.contains(page.substring(1)))
                .isPresent();
    }
}
