package com.firmsite.ratelimit;

/**
 * The outcome of counting one request.
 *
 * @param limit the policy's quota
 * @param remaining requests left in the window after this one (0 when refused)
 * @param resetSeconds seconds until the window ends, rounded up: 1 to the window length
 * @param allowed whether the request is within the quota
 */
public record Decision(int limit, int remaining, long resetSeconds, boolean allowed) {

    /** {@code Retry-After} for a refused request: never earlier than the window's end, at least 1. */
    public long retryAfterSeconds() {
        return Math.max(1, resetSeconds);
    }

    /** A decision from a window holding {@code count} requests that ends in {@code resetMillis}. */
    static Decision of(Policy policy, long count, long resetMillis) {
        long seconds = Math.clamp(Math.ceilDiv(resetMillis, 1000), 1, policy.windowSeconds());
        boolean allowed = count <= policy.quota();
        return new Decision(policy.quota(), allowed ? (int) (policy.quota() - count) : 0, seconds, allowed);
    }
}
