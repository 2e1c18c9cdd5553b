package com.firmsite.config;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one connection may cost the server (docs/decisions.md §3.7). Each limit has a flag and an
 * environment variable (see {@link Config.Option}); the defaults are {@link #DEFAULTS}.
 *
 * @param requestLineBytes longest request line; longer gets 414 (default 8 KiB)
 * @param headerBytes largest header section; larger gets 431 (default 16 KiB)
 * @param headerFields most header fields; more gets 431 (default 100)
 * @param bodyBytes largest request body, read or discarded; larger gets 413 (default 64 KiB)
 * @param headerTimeout time allowed for a request head, from its first byte (from the
 *     connection's opening for the first request); slower gets 408 (default 10 s)
 * @param idleTimeout how long a connection may stay silent; an idle keep-alive connection is
 *     closed, one with a request half-received gets 408 (default 60 s)
 * @param maxConnections open connections at once; beyond it, a new connection gets 503 with
 *     {@code Retry-After} and is closed (default 10,000)
 * @param shutdownGrace how long a stopping server waits for requests in flight (default 10 s)
 * @param maxConnectionsPerClient open connections at once from one client address (a trusted
 *     proxy's are not counted); beyond it, a new connection gets 503 like one beyond {@code
 *     maxConnections} (default 1 % of {@code maxConnections}, at least 16: 100)
 * @param minBodyRate bytes per second a request body must average once the header timeout has
 *     passed since its head; slower gets 408 (default 1 KiB/s; 0 turns the check off)
 */
public record Limits(
        int requestLineBytes,
        int headerBytes,
        int headerFields,
        int bodyBytes,
        Duration headerTimeout,
        Duration idleTimeout,
        int maxConnections,
        Duration shutdownGrace,
        int maxConnectionsPerClient,
        int minBodyRate) {

    public static final Limits DEFAULTS = new Limits(
            8 * 1024,
            16 * 1024,
            100,
            64 * 1024,
            Duration.ofSeconds(10),
            Duration.ofSeconds(60),
            10_000,
            Duration.ofSeconds(10),
            perClientShare(10_000),
            1024);

    private static final Pattern SIZE = Pattern.compile("([0-9]{1,10})\\s*(|b|k|kb|kib|m|mb|mib)");
    private static final Pattern DURATION = Pattern.compile("([0-9]{1,9})\\s*(|s|ms)");

    public Limits withHeaderTimeout(Duration value) {
        return new Limits(
                requestLineBytes,
                headerBytes,
                headerFields,
                bodyBytes,
                value,
                idleTimeout,
                maxConnections,
                shutdownGrace,
                maxConnectionsPerClient,
                minBodyRate);
    }

    public Limits withIdleTimeout(Duration value) {
        return new Limits(
                requestLineBytes,
                headerBytes,
                headerFields,
                bodyBytes,
                headerTimeout,
                value,
                maxConnections,
                shutdownGrace,
                maxConnectionsPerClient,
                minBodyRate);
    }

    public Limits withMaxConnections(int value) {
        return new Limits(
                requestLineBytes,
                headerBytes,
                headerFields,
                bodyBytes,
                headerTimeout,
                idleTimeout,
                value,
                shutdownGrace,
                maxConnectionsPerClient,
                minBodyRate);
    }

    public Limits withShutdownGrace(Duration value) {
        return new Limits(
                requestLineBytes,
                headerBytes,
                headerFields,
                bodyBytes,
                headerTimeout,
                idleTimeout,
                maxConnections,
                value,
                maxConnectionsPerClient,
                minBodyRate);
    }

    public Limits withMaxConnectionsPerClient(int value) {
        return new Limits(
                requestLineBytes,
                headerBytes,
                headerFields,
                bodyBytes,
                headerTimeout,
                idleTimeout,
                maxConnections,
                shutdownGrace,
                value,
                minBodyRate);
    }

    public Limits withMinBodyRate(int bytesPerSecond) {
        return new Limits(
                requestLineBytes,
                headerBytes,
                headerFields,
                bodyBytes,
                headerTimeout,
                idleTimeout,
                maxConnections,
                shutdownGrace,
                maxConnectionsPerClient,
                bytesPerSecond);
    }

    /**
     * The default per-client cap: a small share of the global limit, so that one address can never
     * hold every slot, and at least 16 (a browser opens six per origin; a NAT holds several browsers).
     */
    static int perClientShare(int maxConnections) {
        return Math.max(16, maxConnections / 100);
    }

    /** Where {@link #from} reads each option's text: the command line, else the environment. */
    interface Source {
        Optional<String> get(Config.Option option) throws ConfigException;
    }

    /** Every limit from its option, or its default; out-of-range values are refused with their flag named. */
    static Limits from(Source source) throws ConfigException {
        Limits d = DEFAULTS;
        int maxConnections = count(source, Config.Option.MAX_CONNECTIONS, d.maxConnections(), 1, 1_000_000);
        return new Limits(
                size(source, Config.Option.MAX_REQUEST_LINE, d.requestLineBytes(), 256, 1 << 20),
                size(source, Config.Option.MAX_HEADER_SIZE, d.headerBytes(), 1024, 1 << 20),
                count(source, Config.Option.MAX_HEADER_FIELDS, d.headerFields(), 10, 10_000),
                size(source, Config.Option.MAX_BODY, d.bodyBytes(), 1024, 16 << 20),
                duration(
                        source,
                        Config.Option.HEADER_TIMEOUT,
                        d.headerTimeout(),
                        Duration.ofMillis(100),
                        Duration.ofMinutes(10)),
                duration(
                        source,
                        Config.Option.IDLE_TIMEOUT,
                        d.idleTimeout(),
                        Duration.ofSeconds(1),
                        Duration.ofHours(1)),
                maxConnections,
                duration(
                        source, Config.Option.SHUTDOWN_GRACE, d.shutdownGrace(), Duration.ZERO, Duration.ofMinutes(10)),
                count(source, Config.Option.MAX_CONNECTIONS_PER_CLIENT, perClientShare(maxConnections), 1, 1_000_000),
                size(source, Config.Option.MIN_BODY_RATE, d.minBodyRate(), 0, 1 << 30));
    }

    private static int size(Source source, Config.Option option, int fallback, int min, int max)
            throws ConfigException {
        Optional<String> text = source.get(option);
        return text.isEmpty() ? fallback : size(option.flag(), text.get(), min, max);
    }

    private static int count(Source source, Config.Option option, int fallback, int min, int max)
            throws ConfigException {
        Optional<String> text = source.get(option);
        return text.isEmpty() ? fallback : count(option.flag(), text.get(), min, max);
    }

    private static Duration duration(Source source, Config.Option option, Duration fallback, Duration min, Duration max)
            throws ConfigException {
        Optional<String> text = source.get(option);
        return text.isEmpty() ? fallback : duration(option.flag(), text.get(), min, max);
    }

    /** A byte count: {@code 65536}, {@code 64KiB}, {@code 1MiB} (k and m are binary, like KiB, MiB). */
    static int size(String flag, String text, int min, int max) throws ConfigException {
        Matcher m = SIZE.matcher(text.strip().toLowerCase(Locale.ROOT));
        long value = -1;
        if (m.matches()) {
            long unit = m.group(2).startsWith("m") ? 1024 * 1024 : m.group(2).startsWith("k") ? 1024 : 1;
            value = Long.parseLong(m.group(1)) * unit;
        }
        if (value < min || value > max) {
            throw new ConfigException(
                    flag + ": expected a size from " + min + " to " + max + " bytes (like 8KiB), got \"" + text + "\"");
        }
        return (int) value;
    }

    /** A count: {@code 100}. */
    static int count(String flag, String text, int min, int max) throws ConfigException {
        String digits = text.strip();
        if (digits.matches("[0-9]{1,10}") && Long.parseLong(digits) >= min && Long.parseLong(digits) <= max) {
            return Integer.parseInt(digits);
        }
        throw new ConfigException(flag + ": expected a number from " + min + " to " + max + ", got \"" + text + "\"");
    }

    /** A duration: {@code 10s}, {@code 500ms}, or a plain number of seconds. */
    static Duration duration(String flag, String text, Duration min, Duration max) throws ConfigException {
        Matcher m = DURATION.matcher(text.strip().toLowerCase(Locale.ROOT));
        Duration value = null;
        if (m.matches()) {
            long amount = Long.parseLong(m.group(1));
            value = m.group(2).equals("ms") ? Duration.ofMillis(amount) : Duration.ofSeconds(amount);
        }
        if (value == null || value.compareTo(min) < 0 || value.compareTo(max) > 0) {
            throw new ConfigException(flag + ": expected a duration from " + min.toMillis() + "ms to " + max.toSeconds()
                    + "s (like 10s), got \"" + text + "\"");
        }
        return value;
    }
}
