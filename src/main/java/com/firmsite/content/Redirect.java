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

    /** The separator of a query-matching {@code from}: a decoded path never holds it as a key. */
    public static final char QUERY = '?';

    /** Whether {@code from} matches one query only (see above). */
    public boolean matchesQuery() {
        return from.indexOf(QUERY) >= 0;
    }

    /** {@code to} as an absolute URL: site paths are resolved against {@code baseUrl}. */
    public String location(String baseUrl) {
        return to.startsWith("/") ? baseUrl + to : to;
    }
}
