package com.firmsite.content;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The site paths firmsite answers itself, which no page file and no redirect may claim: the
 * documents it generates, the API and MCP endpoints, the reserved OAuth and agent URLs, assets,
 * images, feeds and the Markdown twin of the home page. One list, read by {@link PageFiles} (a page
 * there is an error) and {@link RedirectsFile} (a redirect from there is an error), so that the two
 * cannot disagree about what firmsite owns.
 */
public final class ReservedPaths {
    /** Paths reserved exactly. */
    private static final Set<String> EXACT = Set.of(
            "/llms.txt",
            "/llms-full.txt",
            "/docs",
            "/openapi.json",
            "/robots.txt",
            "/api",
            "/mcp",
            "/auth.md",
            "/agent",
            "/oauth",
            "/assets",
            "/images",
            "/index",
            "/favicon.ico",
            "/favicon.svg",
            "/apple-touch-icon.png",
            "/site.webmanifest");

    /** Prefixes: everything under them is firmsite's ({@code /sitemap.xml}, {@code /sitemap-1.xml}, ...). */
    private static final List<String> PREFIXES =
            List.of("/sitemap", "/api/", "/agent/", "/oauth/", "/.well-known/", "/assets/", "/images/", "/docs/");

    /** The last segment of every Atom feed ({@code /publications/feed.atom}, a practice area's). */
    private static final String FEED = "/feed.atom";

    /** Where every feed's archive documents are ({@code /publications/feed/archive/1.atom}). */
    private static final String FEED_ARCHIVES = "/feed/archive/";
    /**
     * The last segments of the llms documents a family or group may have ({@code /publications/llms.txt},
     * {@code /publications/2019/llms-full.txt}: docs/decisions.md §5.18).
     */
    private static final List<String> LLMS = List.of("/llms.txt", "/llms-full.txt");

    /**
     * The lists firmsite pages and filters itself (docs/decisions.md §1.10): a later page of any list
     * ({@code /publications/page/2}, {@code /practice-areas/tax/publications/page/3}, {@code
     * /events/page/2}, {@code /careers/page/2}), a filter of
     * the publications by type or year, of the team by office, practice area or role, and a
     * practice area's or a team member's publications, whether or not the content has entries
     * there today: a redirect from one would hide a list page when it appears.
     */
    private static final Pattern LIST_PAGE = Pattern.compile("(/publications|/team|/events|/careers)/page/[0-9]+"
            + "|/publications/(type|year)/[^/]+(/page/[0-9]+)?"
            + "|/team/(office|area|role)/[^/]+(/page/[0-9]+)?"
            + "|(/team|/practice-areas)/[^/]+/publications(/page/[0-9]+)?");

    private ReservedPaths() {}

    /** Whether {@code path} is a page of a list firmsite generates, or would generate for such entries. */
    public static boolean isListPage(String path) {
        return LIST_PAGE.matcher(path).matches();
    }

    /**
     * Whether the agents' indexes (each llms.txt, the WebMCP data's core) name the page at the site
     * path {@code path} (docs/decisions.md §1.10): every page but a list's later pages, which its
     * first page leads to, and an author's list, which the author's own page links (a thousand
     * authors would fill an index with what their own lines already reach).
     */
    public static boolean isNamedInIndexes(String path) {
        boolean laterOrAuthor =
                path.contains("/page/") || (path.startsWith("/team/") && path.endsWith("/publications"));
        return !isListPage(path) || !laterOrAuthor;
    }

    /** Whether firmsite answers {@code path} itself, so that no page or redirect may have it. */
    public static boolean isReserved(String path) {
        return EXACT.contains(path)
                || PREFIXES.stream().anyMatch(path::startsWith)
                || path.endsWith(FEED)
                || path.contains(FEED_ARCHIVES)
                || LLMS.stream().anyMatch(path::endsWith)
                || isListPage(path);
    }
}
