package com.firmsite.metrics;

import io.prometheus.metrics.core.datapoints.CounterDataPoint;
import io.prometheus.metrics.core.datapoints.DistributionDataPoint;
import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.core.metrics.CounterWithCallback;
import io.prometheus.metrics.core.metrics.GaugeWithCallback;
import io.prometheus.metrics.core.metrics.Histogram;
import io.prometheus.metrics.expositionformats.PrometheusTextFormatWriter;
import io.prometheus.metrics.instrumentation.jvm.JvmMetrics;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import io.prometheus.metrics.model.snapshots.Unit;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * firmsite's Prometheus metrics. Requests are counted by route kind and status and timed in a
 * latency histogram; everything else (rate-limit decisions, Redis fallbacks, reloads, content
 * errors, connections) is read from its owner's own counters when scraped, so those owners do
 * not depend on this class.
 *
 * <p>Per request, {@link #request} costs two array reads and two adder increments: the data point
 * for each route and status is looked up by string labels once, then kept in an array.
 */
public final class Metrics implements RequestMetrics {
    /** Latency bucket bounds in seconds: answers from memory take tens of microseconds. */
    private static final double[] LATENCY_BOUNDS = {
        0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1
    };

    private static final int STATUSES = 600;

    private final PrometheusRegistry registry = new PrometheusRegistry();
    private final Counter requests;
    private final DistributionDataPoint[] latency;
    private final AtomicReferenceArray<CounterDataPoint> requestCounters =
            new AtomicReferenceArray<>(Route.values().length * STATUSES);

    public Metrics() {
        requests = Counter.builder()
                .name("firmsite_http_requests")
                .help("HTTP requests answered, by route kind and status")
                .labelNames("route", "status")
                .withoutExemplars()
                .register(registry);
        Histogram histogram = Histogram.builder()
                .name("firmsite_http_request_duration_seconds")
                .unit(Unit.SECONDS)
                .help("Time from the request head's arrival to the response's hand-off to the network, by route kind")
                .labelNames("route")
                .classicOnly()
                .classicUpperBounds(LATENCY_BOUNDS)
                .withoutExemplars()
                .register(registry);
        latency = new DistributionDataPoint[Route.values().length];
        for (Route route : Route.values()) {
            latency[route.ordinal()] = histogram.labelValues(route.label());
        }
    }

    @Override
    public void request(Route route, int status, long nanos) {
        int index = route.ordinal() * STATUSES + (status >= 100 && status < STATUSES ? status : 0);
        CounterDataPoint counter = requestCounters.getPlain(index);
        if (counter == null) {
            // labelValues returns the same data point for the same labels, so a race only repeats the lookup.
            counter = requests.labelValues(route.label(), Integer.toString(status));
            requestCounters.setRelease(index, counter);
        }
        counter.inc();
        latency[route.ordinal()].observe(nanos / 1e9);
    }

    /** A counter read when scraped, from a monotonic count kept by its owner. */
    public void counter(String name, String help, LongSupplier count) {
        CounterWithCallback.builder()
                .name(name)
                .help(help)
                .callback(callback -> callback.call((double) count.getAsLong()))
                .register(registry);
    }

    /** A counter with one label, each value read from its own count when scraped. */
    public void counter(String name, String help, String label, Map<String, LongSupplier> counts) {
        CounterWithCallback.builder()
                .name(name)
                .help(help)
                .labelNames(label)
                .callback(
                        callback -> counts.forEach((value, count) -> callback.call((double) count.getAsLong(), value)))
                .register(registry);
    }

    /** A gauge read when scraped. */
    public void gauge(String name, String help, LongSupplier value) {
        GaugeWithCallback.builder()
                .name(name)
                .help(help)
                .callback(callback -> callback.call((double) value.getAsLong()))
                .register(registry);
    }

    /** A 0/1 gauge read when scraped. */
    public void flag(String name, String help, BooleanSupplier value) {
        gauge(name, help, () -> value.getAsBoolean() ? 1 : 0);
    }

    /** Adds the JVM's memory, garbage collection, thread and process metrics. */
    public Metrics withJvmMetrics() {
        JvmMetrics.builder().register(registry);
        return this;
    }

    /** Writes every metric in the Prometheus text exposition format (version 0.0.4). */
    public void writeTo(OutputStream out) throws IOException {
        PrometheusTextFormatWriter.create().write(out, registry.scrape());
    }

    /** The media type of {@link #writeTo}'s output. */
    public static String contentType() {
        return PrometheusTextFormatWriter.CONTENT_TYPE;
    }
}
