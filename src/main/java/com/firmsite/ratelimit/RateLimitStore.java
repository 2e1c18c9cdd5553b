package com.firmsite.ratelimit;

/** Where request counts live. Implementations count atomically: exact under concurrency. */
public interface RateLimitStore extends AutoCloseable {

  /** Counts one request of {@code client} and decides it. */
  Decision hit(long client);

  /** Releases connections; the default store holds none. */
  @Override
  default void close() {}
}
