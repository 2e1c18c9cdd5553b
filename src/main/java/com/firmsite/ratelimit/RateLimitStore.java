package com.firmsite.ratelimit;

/** Where request counts live. Implementations count atomically: exact under concurrency. */
public interface RateLimitStore extends AutoCloseable {

    /** Counts one request of {@code client} and decides it. */
    Decision hit(long client);

    /** Requests counted by a fallback because the shared store failed; 0 for a store that has none. */
    default long fallbacks() {
        return 0;
    }

    /** Outages of the shared store since start (each logged once); 0 for a store that has none. */
    default long outages() {
        return 0;
    }

    /** Whether this store shares counts between instances (Redis). */
    default boolean isShared() {
        return false;
    }

    /** Whether the shared store answered its last call; always true for a local store. */
    default boolean isAvailable() {
        return true;
    }

    /** Releases connections; the default store holds none. */
    @Override
    default void close() {}
}
