package com.firmsite.ratelimit;

/**
 * A quota policy: {@code quota} requests per {@code windowSeconds}, fixed windows that start with a
 * client's first counted request.
 *
 * @param name the policy's name in the RateLimit fields; lower-case letters, digits and dashes, so
 *     it is a valid Structured Fields String without escaping
 */
public record Policy(String name, int quota, int windowSeconds) {
    /** docs/decisions.md §4.1: 120 requests per 60 seconds. */
    public static final Policy DEFAULT = new Policy("default", 120, 60);

    public Policy {
        if (!name.matches("[a-z0-9-]+") || quota < 1 || quota > 60_000 || windowSeconds < 1) {
            throw new IllegalArgumentException(
                    "invalid rate-limit policy " + name + " " + quota + "/" + windowSeconds + "s");
        }
    }

    long windowMillis() {
        return windowSeconds * 1000L;
    }
}
