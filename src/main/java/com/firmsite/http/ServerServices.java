package com.firmsite.http;

import com.firmsite.base.Events;
import com.firmsite.metrics.RequestMetrics;
import com.firmsite.ratelimit.RateLimiter;

/**
 * The live objects a server works with, beside its {@link ServerSettings}: they hold state (counts,
 * a Redis connection, a writer thread), are made from the options where the server is wired
 * ({@code wiring.ServerAssembly}), shared with the admin port, and closed by whoever made them.
 *
 * @param accessLog one line per answered request
 * @param events the operational log (start, faults, refusals)
 * @param rateLimiter counts and limits every {@code /api/} request; its trusted proxies are also
 *     the only peers whose {@code X-Request-Id} is kept, and the only ones not capped per client
 * @param metrics counts and times every answered request ({@link RequestMetrics#NONE} without an
 *     admin port to read them)
 */
public record ServerServices(AccessLog accessLog, Events events, RateLimiter rateLimiter, RequestMetrics metrics) {}
