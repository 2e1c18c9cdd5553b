package com.firmsite.config;

import com.firmsite.content.MarkdownDepth;
import com.firmsite.images.ImageLimits;
import java.time.Duration;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * What one connection may cost the server (docs/decisions.md §3.7), and the largest image accepted:
 * global options like {@link ServerOptions}, each with its default and its {@link Bounds}.
 */
public final class LimitOptions {
    @Option(
            names = "--max-request-line",
            paramLabel = "SIZE",
            defaultValue = "8KiB",
            converter = Converters.Size.class,
            scope = ScopeType.INHERIT,
            description = "longest request line; longer gets 414 uri_too_long")
    @Bounds(min = "256", max = "1MiB")
    long maxRequestLine;

    @Option(
            names = "--max-header-size",
            paramLabel = "SIZE",
            defaultValue = "16KiB",
            converter = Converters.Size.class,
            scope = ScopeType.INHERIT,
            description = "largest request header section; larger gets 431 header_fields_too_large")
    @Bounds(min = "1KiB", max = "1MiB")
    long maxHeaderSize;

    @Option(
            names = "--max-header-fields",
            paramLabel = "N",
            defaultValue = "100",
            scope = ScopeType.INHERIT,
            description = "most request header fields; more gets 431 header_fields_too_large")
    @Bounds(min = "10", max = "10000")
    int maxHeaderFields;

    @Option(
            names = "--max-body",
            paramLabel = "SIZE",
            defaultValue = "64KiB",
            converter = Converters.Size.class,
            scope = ScopeType.INHERIT,
            description = "largest request body; larger gets 413 payload_too_large: at once for a declared"
                    + " Content-Length, else when the limit is passed. Only /mcp reads a body; elsewhere it is"
                    + " discarded up to the limit")
    @Bounds(min = "1KiB", max = "16MiB")
    long maxBody;

    @Option(
            names = "--header-timeout",
            paramLabel = "TIME",
            defaultValue = "10s",
            converter = Converters.Span.class,
            scope = ScopeType.INHERIT,
            description = "the request head must be complete this long after its first byte (after the connection"
                    + " opens, for the first request); slower gets 408 request_timeout and the connection is closed;"
                    + " a connection that never sends a byte is closed silently")
    @Bounds(min = "100ms", max = "10m")
    Duration headerTimeout = Duration.ZERO;

    @Option(
            names = "--idle-timeout",
            paramLabel = "TIME",
            defaultValue = "60s",
            converter = Converters.Span.class,
            scope = ScopeType.INHERIT,
            description = "an idle keep-alive connection is closed after this; a request whose body stops arriving"
                    + " gets 408")
    @Bounds(min = "1s", max = "1h")
    Duration idleTimeout = Duration.ZERO;

    @Option(
            names = "--max-connections",
            paramLabel = "N",
            defaultValue = "10000",
            scope = ScopeType.INHERIT,
            description = "open connections at once; a new one beyond it gets 503 service_unavailable with"
                    + " Retry-After: 1 and is closed; nothing is queued")
    @Bounds(min = "1", max = "1000000")
    int maxConnections;

    @Option(
            names = "--max-connections-per-client",
            paramLabel = "N",
            scope = ScopeType.INHERIT,
            description = {
                "open connections at once from one client address (IPv6 by /64): beyond it, the same 503; a"
                        + " --trusted-proxy is not capped (list the proxy in front of firmsite, or all its clients"
                        + " share one cap)",
                "Default: a hundredth of --max-connections, at least 16 (100)"
            })
    @Bounds(min = "1", max = "1000000")
    Integer maxConnectionsPerClient;

    @Option(
            names = "--min-body-rate",
            paramLabel = "SIZE",
            defaultValue = "1KiB",
            converter = Converters.Size.class,
            scope = ScopeType.INHERIT,
            description = "bytes per second a request body must average once --header-timeout has passed since its"
                    + " head; slower gets 408 request_timeout. 0 turns it off")
    @Bounds(min = "0", max = "1GiB")
    long minBodyRate;

    @Option(
            names = "--max-image-bytes",
            paramLabel = "SIZE",
            defaultValue = "" + ImageLimits.DEFAULT_MAX_FILE_BYTES,
            converter = Converters.Size.class,
            scope = ScopeType.INHERIT,
            description = "largest image file accepted; a larger one is a content error at its file, for check,"
                    + " serve and export alike")
    @Bounds(min = "1000", max = "2147483647")
    long maxImageBytes;

    @Option(
            names = "--max-image-pixels",
            paramLabel = "N",
            defaultValue = "" + ImageLimits.DEFAULT_MAX_PIXELS,
            scope = ScopeType.INHERIT,
            description = "most pixels (width x height) an image may declare; more is refused from the image's"
                    + " header, before any pixel is decoded (a decompression bomb)")
    @Bounds(min = "1000", max = "2147483647")
    long maxImagePixels;

    // The default written as the table shows it; LimitsConfigTest checks it is ImageLimits' constant.
    @Option(
            names = "--max-image-decoded-bytes",
            paramLabel = "SIZE",
            defaultValue = "256MiB",
            converter = Converters.Size.class,
            scope = ScopeType.INHERIT,
            description = "most bytes an image's pixels may take once decoded (width x height x the bytes of a pixel"
                    + " as stored: 16-bit channels and alpha count); more is refused from the image's header, before"
                    + " any pixel is decoded")
    @Bounds(min = "1MiB", max = "64GiB")
    long maxImageDecodedBytes;

    @Option(
            names = "--max-markdown-depth",
            paramLabel = "N",
            defaultValue = "" + MarkdownDepth.DEFAULT_MAX,
            scope = ScopeType.INHERIT,
            description = "deepest a page's Markdown may nest (block quotes, lists, emphasis, links inside one"
                    + " another); deeper is a content error at its line, for check, serve and export alike")
    @Bounds(min = "10", max = "1000")
    int maxMarkdownDepth;

    @Option(
            names = "--shutdown-grace",
            paramLabel = "TIME",
            defaultValue = "10s",
            converter = Converters.Span.class,
            scope = ScopeType.INHERIT,
            description = "on SIGTERM: listener closed at once, idle connections closed, requests in flight answered"
                    + " with Connection: close for at most this long; exit status 0")
    @Bounds(min = "0s", max = "10m")
    Duration shutdownGrace = Duration.ZERO;

    /** The limits declared above with no option given: {@link Limits#DEFAULTS}. */
    static Limits defaults() {
        LimitOptions options = new LimitOptions();
        new CommandLine(options).parseArgs();
        return options.limits();
    }

    Limits limits() {
        return new Limits(
                Math.toIntExact(maxRequestLine),
                Math.toIntExact(maxHeaderSize),
                maxHeaderFields,
                Math.toIntExact(maxBody),
                headerTimeout,
                idleTimeout,
                maxConnections,
                shutdownGrace,
                maxConnectionsPerClient == null ? Limits.perClientShare(maxConnections) : maxConnectionsPerClient,
                Math.toIntExact(minBodyRate));
    }

    ImageLimits imageLimits() {
        return new ImageLimits(maxImageBytes, maxImagePixels, maxImageDecodedBytes);
    }

    int maxMarkdownDepth() {
        return maxMarkdownDepth;
    }
}
