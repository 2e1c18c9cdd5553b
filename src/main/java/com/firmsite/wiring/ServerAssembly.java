package com.firmsite.wiring;

import com.firmsite.base.Events;
import com.firmsite.base.OutOfMemory;
import com.firmsite.base.Progress;
import com.firmsite.config.Config;
import com.firmsite.config.ConfigException;
import com.firmsite.config.ServerOptions.LogFormat;
import com.firmsite.content.ContentException;
import com.firmsite.content.ParsedFiles;
import com.firmsite.http.AccessLog;
import com.firmsite.http.AdminServer;
import com.firmsite.http.Server;
import com.firmsite.http.ServerServices;
import com.firmsite.http.ServerSettings;
import com.firmsite.http.Tls;
import com.firmsite.images.ImageLoader;
import com.firmsite.live.LiveSnapshot;
import com.firmsite.live.LoadedContent;
import com.firmsite.live.SiteBuild;
import com.firmsite.metrics.Metrics;
import com.firmsite.metrics.RequestMetrics;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.ratelimit.RateLimiter;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.startup.SnapshotCache;
import io.netty.handler.ssl.SslContext;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.URI;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;

/**
 * Where the server is wired: the one place that makes the live components of {@code firmsite serve}
 * (the rate limiter, the snapshot, the access log, the metrics, the server, the admin port) from
 * the immutable options of a {@link Config}, in the order a start needs them, and hands them over
 * as a {@link Serving}. Nothing else makes them: the tests' servers start here too.
 */
public final class ServerAssembly {
    private ServerAssembly() {}

    /** How the {@code /api/} rate limiter is made from {@code --rate-limit-store} and {@code --trusted-proxy}. */
    @FunctionalInterface
    public interface RateLimiters {
        RateLimiter configure(String store, List<String> trustedProxies, Events events) throws ConfigException;

        /** The rate limiter of the options, counting its windows by {@code clock}. */
        static RateLimiters countingBy(InstantSource clock) {
            return (store, trustedProxies, events) -> RateLimiter.configure(store, trustedProxies, clock, events);
        }
    }

    /** Starts {@code firmsite serve} as {@code config} says, its rate limiter counting by {@code clock}. */
    public static Serving start(Config config, InstantSource clock, Events events, PrintStream accessLogOut)
            throws ContentException, ConfigException, IOException, InterruptedException {
        return start(config, clock, events, accessLogOut, RateLimiters.countingBy(clock));
    }

    /**
     * As above, with the rate limiter made by {@code rateLimiters} (tests give it a Redis store with
     * a timeout of theirs). With {@code --port 0} the system picks the port; {@link Serving#port()}
     * tells it.
     */
    public static Serving start(
            Config config, InstantSource clock, Events events, PrintStream accessLogOut, RateLimiters rateLimiters)
            throws ContentException, ConfigException, IOException, InterruptedException {
        long start = System.nanoTime();
        InetAddress bind = InetAddress.getByName(config.serve().bind());
        refuseDraftsInPublic(config, bind);
        // The network layer's set-up overlaps the loading of the site (start-up time).
        Thread.ofPlatform().daemon().name("prepare-network").start(Server::prepare);
        // Port 0 is bound first: the system picks it, and the default base URL names it.
        Optional<Server.Bound> early =
                config.serve().port() == 0 ? Optional.of(Server.bind(bind, 0)) : Optional.empty();
        try {
            return assemble(config, clock, events, accessLogOut, rateLimiters, bind, early, start);
        } catch (ContentException | ConfigException | IOException | InterruptedException | RuntimeException e) {
            early.ifPresent(Server.Bound::close);
            throw e;
        }
    }

    private static void refuseDraftsInPublic(Config config, InetAddress bind) throws ConfigException {
        if (config.site().drafts() && !config.serve().draftsOnPublicAddress() && !bind.isLoopbackAddress()) {
            throw new ConfigException(
                    "--drafts serves unpublished content: it listens on a loopback address only, and --bind "
                            + config.serve().bind()
                            + " is not one; use --bind 127.0.0.1, or add --drafts-on-public-address to expose the preview on purpose");
        }
    }

    private static Serving assemble(
            Config config,
            InstantSource clock,
            Events events,
            PrintStream accessLogOut,
            RateLimiters rateLimiters,
            InetAddress bind,
            Optional<Server.Bound> early,
            long start)
            throws ContentException, ConfigException, IOException, InterruptedException {
        int port = early.isPresent() ? early.get().port() : config.serve().port();
        // First, so that an unusable option is reported before the content is read.
        RateLimiter rateLimiter = rateLimiters.configure(
                config.serve().rateLimitStore(), config.serve().trustedProxies(), events);
        Optional<SslContext> tls = tls(config);
        Path content = SiteInputs.contentFolder(config.site());
        LiveSnapshot snapshot = snapshot(config, clock, port, content, events);
        String baseUrl = snapshot.get().baseUrl();
        if (config.serve().watch()) {
            snapshot.watch();
        }
        AccessLog accessLog = new AccessLog(
                accessLogOut, config.logFormat() == LogFormat.JSON ? AccessLog.Format.JSON : AccessLog.Format.TEXT);
        // Request metrics only when the admin port can serve them (see RequestMetrics.NONE).
        Optional<Metrics> metrics =
                config.operations().adminPort().isPresent() ? Optional.of(new Metrics()) : Optional.empty();
        ServerSettings settings = new ServerSettings(
                bind,
                port,
                URI.create(baseUrl).getRawAuthority(),
                config.serve().limits(),
                tls,
                config.site().drafts());
        ServerServices services = new ServerServices(
                accessLog, events, rateLimiter, metrics.isPresent() ? metrics.get() : RequestMetrics.NONE);
        warnOfWhatIsServed(config, baseUrl, events);
        Server server = (early.isPresent() ? early.get() : Server.bind(bind, port)).serve(settings, services, snapshot);
        long readyMillis = (System.nanoTime() - start) / 1_000_000;
        // After the port is open: compression and the admin port would take cores from the start-up.
        snapshot.compressInBackground();
        Optional<AdminServer> admin = Optional.empty();
        if (metrics.isPresent()) {
            AdminPort.register(metrics.get(), server, rateLimiter, snapshot, accessLog);
            admin = Optional.of(
                    AdminPort.start(config.operations(), metrics.get(), server, settings, services, snapshot));
        }
        // From here on, running out of memory ends the process (see OutOfMemory); before, the start reports it.
        OutOfMemory.arm(System.err);
        events.info(
                "serving " + baseUrl + " (listening on port " + server.port() + ", ready in " + readyMillis + " ms)");
        return new Serving(server, snapshot, admin, services);
    }

    private static Optional<SslContext> tls(Config config) throws ConfigException {
        if (!config.operations().tls()) {
            return Optional.empty();
        }
        return Optional.of(Tls.context(
                config.operations().tlsCertificate().get(),
                config.operations().tlsKey().get()));
    }

    private static void warnOfWhatIsServed(Config config, String baseUrl, Events events) {
        if (config.site().drafts()) {
            events.warn(
                    "editors' preview (--drafts): drafts and scheduled publications are served with a banner; every response carries"
                            + " X-Robots-Tag: noindex; sitemaps and feeds list only what is published");
        }
        if (config.operations().tls() && !baseUrl.startsWith("https://")) {
            events.warn("serving https, but the base URL " + baseUrl
                    + " is http: documents advertise http:// URLs and no HSTS is sent");
        }
    }

    /**
     * The snapshot to serve: from the start-up cache when it holds one of this very content, options
     * and build; else loaded, validated and rendered now (compressed later, and then saved).
     */
    private static LiveSnapshot snapshot(Config config, InstantSource clock, int port, Path content, Events events)
            throws ContentException, ConfigException, IOException {
        // Encoded image variants are kept beside the snapshot: an edit rebuilds the site, not the images.
        ImageLoader images = SiteInputs.imageLoader(config.site(), events);
        // With --watch, each file's parse and each page are kept for the reloads: an edit parses and
        // renders again only what it changed. Without, they are garbage once the site is built.
        int depth = config.site().maxMarkdownDepth();
        ParsedFiles parsed = config.serve().watch() ? ParsedFiles.create(depth) : ParsedFiles.none(depth);
        Optional<SnapshotCache> cache = Optional.empty();
        Optional<SnapshotCache.Key> key = Optional.empty();
        if (config.site().cacheDir().isPresent()) {
            cache = Optional.of(
                    new SnapshotCache(config.site().cacheDir().get(), content, cacheOptions(config, port), events));
            SnapshotCache.Lookup lookup = cache.get().lookUp();
            key = Optional.of(lookup.key());
            if (lookup.snapshot().isPresent()) {
                String baseUrl = lookup.snapshot().get().baseUrl();
                return LiveSnapshot.restored(
                        lookup.snapshot().get(),
                        content,
                        DiscoveryDocuments::isGeneratedPath,
                        SiteInputs.builder(config.site(), baseUrl),
                        images,
                        cache.get(),
                        lookup.key(),
                        parsed,
                        events);
            }
        }
        LoadedContent loaded = load(content, images, clock, parsed, events);
        SnapshotBuilder builder = SiteInputs.builder(config.site(), SiteInputs.baseUrl(config, loaded.site(), port));
        return LiveSnapshot.start(
                loaded, content, DiscoveryDocuments::isGeneratedPath, builder, images, cache, key, parsed, events);
    }

    /**
     * What decides the rendered bytes besides the content: the base URL, or what it may default to
     * (site.yaml's is part of the content; without one, the port and scheme make it).
     */
    private static String cacheOptions(Config config, int port) {
        return (config.site().baseUrl().isPresent()
                        ? "base-url=" + config.site().baseUrl().get()
                        : "port=" + port + " tls=" + config.operations().tls())
                + (config.site().drafts() ? " drafts" : "");
    }

    private static LoadedContent load(
            Path content, ImageLoader images, InstantSource clock, ParsedFiles parsed, Events events)
            throws ContentException, IOException {
        Progress progress = Progress.of("start", events);
        Progress.Phase loading = progress.phase("load", Progress.UNKNOWN, "items");
        LoadedContent loaded;
        try {
            loaded = SiteBuild.load(content, DiscoveryDocuments::isGeneratedPath, images, clock.instant(), parsed);
            loading.end(loaded.site().itemCount());
        } finally {
            progress.finish();
        }
        loaded.site().warnings().forEach(warning -> events.warn(warning.toString()));
        return loaded;
    }
}
