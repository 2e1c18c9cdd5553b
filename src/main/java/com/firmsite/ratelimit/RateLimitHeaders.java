package com.firmsite.ratelimit;

import java.util.function.BiConsumer;

/**
 * The rate-limit fields of every {@code /api/} response (docs/decisions.md §4.2): {@code RateLimit-Policy}
 * and {@code RateLimit} of draft-ietf-httpapi-ratelimit-headers (RFC 9651 Lists of one String item
 * with Integer parameters), and the legacy trio {@code RateLimit-Limit}, {@code
 * RateLimit-Remaining}, {@code RateLimit-Reset} (Integer items, seconds, not timestamps) for older
 * clients.
 */
public final class RateLimitHeaders {
    /** What a browser script may read of an {@code /api/} response, beyond the CORS-safelisted fields. */
    public static final String EXPOSED =
            "RateLimit-Policy, RateLimit, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After";

    private final String policyField;
    private final String itemPrefix;

    public RateLimitHeaders(Policy policy) {
        this.policyField = "\"" + policy.name() + "\";q=" + policy.quota() + ";w=" + policy.windowSeconds();
        this.itemPrefix = "\"" + policy.name() + "\";r=";
    }

    /** Adds the five fields for {@code decision}, and {@code Retry-After} when it refuses. */
    public void addTo(Decision decision, BiConsumer<String, String> header) {
        String remaining = Integer.toString(decision.remaining());
        String reset = Long.toString(decision.resetSeconds());
        header.accept("RateLimit-Policy", policyField);
        header.accept("RateLimit", itemPrefix + remaining + ";t=" + reset);
        header.accept("RateLimit-Limit", Integer.toString(decision.limit()));
        header.accept("RateLimit-Remaining", remaining);
        header.accept("RateLimit-Reset", reset);
        if (!decision.allowed()) {
            header.accept("Retry-After", Long.toString(decision.retryAfterSeconds()));
        }
    }
}
