package com.firmsite.content;

/**
 * One entry of {@code redirects.yaml}: requests for {@code from} (query ignored, a trailing slash
 * the same as none) are sent to {@code to} with {@code status}.
 *
 * @param from a site path, without a trailing slash (except {@code /} itself)
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

    /** {@code to} as an absolute URL: site paths are resolved against {@code baseUrl}. */
    public String location(String baseUrl) {
        return to.startsWith("/") ? baseUrl + to : to;
    }
}
