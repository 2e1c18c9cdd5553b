package com.firmsite.content;

/**
 * One entry of {@code redirects.yaml}: requests for {@code from} (a trailing slash the same as
 * none) are sent to {@code to} with {@code status}. A {@code from} that is a path matches whatever
 * the query; one written with a query ({@code /?p=123}, an old short link) matches only requests
 * with exactly that query, which take it before the path's own page or redirect (docs/decisions.md
 * §2.8).
 *
 * @param from a site path, without a trailing slash (except {@code /} itself), then {@code ?} and
 *     the raw query when the entry has one
 * @param to a site path (which may carry a query or fragment) or an absolute {@code https://} URL
 * @param status 301 (the default), 302, 307 or 308
 */
public record Redirect(String from, String to, int status) {

    /** The statuses a redirect may have: permanent (301, 308) or temporary (302, 307). */
    public static final java.util.List<Integer> STATUSES = java.util.List.of(301, 302, 307, 308);

    /** The status of an entry that gives none: a permanent move, as an old address usually is. */
    public static final int DEFAULT_STATUS = 301;

    /** Whether clients may remember this redirect (301, 308) rather than ask again each time. */
    public boolean permanent() {
        return status == 301 || status == 308;
    }

    /** Where a {@code from} written with a query starts it, as in a URL. */
    public static final char QUERY = '?';

    /**
     * Between the path and the query in the snapshot's key of an entry written with a query: a
     * control character, which no decoded request path holds (the server refuses them), so that a
     * request for {@code /%3Fp=123} (a path) can never reach the entry for {@code /?p=123}.
     */
    public static final char KEY_QUERY = '\u0001';

    /** The key the snapshot serves this redirect under: {@code from}, or {@link #queryKey} of its path and query. */
    public String key() {
        int question = from.indexOf(QUERY);
        return question < 0 ? from : queryKey(from.substring(0, question), from.substring(question + 1));
    }

    /**
     * The key of an entry written with a query that a request for {@code path} with the raw {@code
     * query} matches: the path without a trailing slash, {@link #KEY_QUERY}, and the query as sent.
     */
    public static String queryKey(String path, String query) {
        String trimmed = path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        return trimmed + KEY_QUERY + query;
    }

    /** {@code to} as an absolute URL: site paths are resolved against {@code baseUrl}. */
    public String location(String baseUrl) {
        return to.startsWith("/") ? baseUrl + to : to;
    }
}
