package com.firmsite.metrics;

/** Where the server records each answered request: {@link Metrics}, or nowhere. */
public interface RequestMetrics {
    /**
     * Without {@code --admin-port} nobody can read request metrics: none are kept, and Prometheus's
     * registry is not even set up (milliseconds of every start, and a hundred classes for the JVM's
     * start-up cache to preload).
     */
    RequestMetrics NONE = new RequestMetrics() {
        @Override
        public void request(Route route, int status, long nanos) {}
    };

    /** Counts and times one answered request. */
    void request(Route route, int status, long nanos);
}
