package com.firmsite;

import com.firmsite.base.Events;
import com.firmsite.base.OutOfMemory;
import com.firmsite.base.Progress;
import com.firmsite.config.Config;
import com.firmsite.config.ConfigException;
import com.firmsite.content.ContentException;
import com.firmsite.content.ParsedFiles;
import com.firmsite.http.AccessLog;
import com.firmsite.http.AdminServer;
import com.firmsite.http.Server;
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
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;

/**
 * A started {@code firmsite serve}: the snapshot, the server on its port, and what they own, stopped in
 * reverse order. {@code firmsite serve} starts one and stops it on SIGTERM; {@code firmsite
 * selftest} (the launcher's training run) starts two the same way, a cold start and a restart, so
 * that the JVM's ahead-of-time cache holds exactly the code a real start runs.
 */
public record Serving(
        Server server,
        LiveSnapshot snapshot,
        Optional<AdminServer> admin,
        RateLimiter rateLimiter,
        AccessLog accessLog,
        Events events) {

    public static Serving start(Config config, Events events, PrintStream accessLogOut)
            throws ContentException, ConfigException, IOException, InterruptedException {
        return start(
                config,
                events,
                accessLogOut,
                (store, trustedProxies, log) ->
                        RateLimiter.configure(store, trustedProxies, InstantSource.system(), log));
    }

    /** How the {@code /api/} rate limiter is made from {@code --rate-limit-store} and {@code --trusted-proxy}. */
    @FunctionalInterface
    public interface RateLimiters {
        RateLimiter configure(String store, List<String> trustedProxies, Events events) throws ConfigException;
    }

    /**
     * As above, with the rate limiter made by {@code rateLimiters} (tests give it a clock they move
     * by hand). With {@code --port 0} the system picks the port; {@link #port()} tells it.
     */
    public static Serving start(Config config, Events events, PrintStream accessLogOut, RateLimiters rateLimiters)
            throws ContentException, ConfigException, IOException, InterruptedException {
        long start = System.nanoTime();
        InetAddress bind = InetAddress.getByName(config.bind());
        if (config.drafts() && !config.draftsOnPublicAddress() && !bind.isLoopbackAddress()) {
            throw new ConfigException(
                    "--drafts serves unpublished content: it listens on a loopback address only, and --bind "
                            + config.bind()
                            + " is not one; use --bind 127.0.0.1, or add --drafts-on-public-address to expose the preview on purpose");
        }
        // The network layer's set-up overlaps the loading of the site (start-up time).
        Thread.ofPlatform().daemon().name("prepare-network").start(Server::prepare);
        // Port 0 is bound first: the system picks it, and the default base URL names it.
        Optional<Server.Bound> early = config.port() == 0 ? Optional.of(Server.bind(bind, 0)) : Optional.empty();
        try {
            return start(config, events, accessLogOut, rateLimiters, bind, early, start);
        } catch (ContentException | ConfigException | IOException | InterruptedException | RuntimeException e) {
            early.ifPresent(Server.Bound::close);
            throw e;
        }
    }

    private static Serving start(
            Config config,
            Events events,
            PrintStream accessLogOut,
            RateLimiters rateLimiters,
            InetAddress bind,
            Optional<Server.Bound> early,
            long start)
            throws ContentException, ConfigException, IOException, InterruptedException {
        int port = early.isPresent() ? early.get().port() : config.port();
        // First, so that an unusable option is reported before the content is read.
        RateLimiter rateLimiter = rateLimiters.configure(config.rateLimitStore(), config.trustedProxies(), events);
        Optional<SslContext> tls = config.operations().tls()
                ? Optional.of(Tls.context(
                        config.operations().tlsCertificate().get(),
                        config.operations().tlsKey().get()))
                : Optional.empty();
        Path content = Main.contentFolder(config);
        LiveSnapshot snapshot = snapshot(config, port, content, events);
        String baseUrl = snapshot.get().baseUrl();
        if (config.watch()) {
            snapshot.watch();
        }
        AccessLog accessLog = new AccessLog(
                accessLogOut, config.logFormat().equals("json") ? AccessLog.Format.JSON : AccessLog.Format.TEXT);
        // Request metrics only when the admin port can serve them (see RequestMetrics.NONE).
        Optional<Metrics> metrics =
                config.operations().adminPort().isPresent() ? Optional.of(new Metrics()) : Optional.empty();
        ServerSettings settings = ServerSettings.defaults(
                        bind, port, URI.create(baseUrl).getRawAuthority(), accessLog, events)
                .withLimits(config.limits())
                .withRateLimiter(rateLimiter)
                .withMetrics(metrics.isPresent() ? metrics.get() : RequestMetrics.NONE);
        if (config.drafts()) {
            settings = settings.withNoindex();
            events.warn(
                    "editors' preview (--drafts): drafts and scheduled publications are served with a banner; every response carries"
                            + " X-Robots-Tag: noindex; sitemaps and feeds list only what is published");
        }
        if (tls.isPresent()) {
            settings = settings.withTls(tls.get());
            if (!baseUrl.startsWith("https://")) {
                events.warn("serving https, but the base URL " + baseUrl
                        + " is http: documents advertise http:// URLs and no HSTS is sent");
            }
        }
        Server server = (early.isPresent() ? early.get() : Server.bind(bind, port)).serve(settings, snapshot);
        long readyMillis = (System.nanoTime() - start) / 1_000_000;
        // After the port is open: compression and the admin port would take cores from the start-up.
        snapshot.compressInBackground();
        Optional<AdminServer> admin = Optional.empty();
        if (metrics.isPresent()) {
            AdminPort.register(metrics.get(), server, rateLimiter, snapshot, accessLog);
            admin = Optional.of(AdminPort.start(config, metrics.get(), server, settings, snapshot, events));
        }
        // From here on, running out of memory ends the process (see OutOfMemory); before, the start reports it.
        OutOfMemory.arm(System.err);
        events.info(
                "serving " + baseUrl + " (listening on port " + server.port() + ", ready in " + readyMillis + " ms)");
        return new Serving(server, snapshot, admin, rateLimiter, accessLog, events);
    }

    /**
     * The snapshot to serve: from the start-up cache when it holds one of this very content, options
     * and build; else loaded, validated and rendered now (compressed later, and then saved).
     */
    private static LiveSnapshot snapshot(Config config, int port, Path content, Events events)
            throws ContentException, ConfigException, IOException {
        Optional<SnapshotCache> cache = Optional.empty();
        Optional<SnapshotCache.Key> key = Optional.empty();
        // Encoded image variants are kept beside the snapshot: an edit rebuilds the site, not the images.
        ImageLoader images = Main.imageLoader(config, events);
        // With --watch, each file's parse and each page are kept for the reloads: an edit parses and
        // renders again only what it changed. Without, they are garbage once the site is built.
        ParsedFiles parsed = config.watch()
                ? ParsedFiles.create(config.maxMarkdownDepth())
                : ParsedFiles.none(config.maxMarkdownDepth());
        if (config.cacheDir().isPresent()) {
            // What decides the rendered bytes besides the content: the base URL, or what it may default
            // to (site.yaml's is part of the content; without one, the port and scheme make it).
            String options = (config.baseUrl().isPresent()
                            ? "base-url=" + config.baseUrl().get()
                            : "port=" + port + " tls=" + config.operations().tls())
                    + (config.drafts() ? " drafts" : "");
            cache = Optional.of(new SnapshotCache(config.cacheDir().get(), content, options, events));
            SnapshotCache.Lookup lookup = cache.get().lookUp();
            key = Optional.of(lookup.key());
            if (lookup.snapshot().isPresent()) {
                String baseUrl = lookup.snapshot().get().baseUrl();
                return LiveSnapshot.restored(
                        lookup.snapshot().get(),
                        content,
                        DiscoveryDocuments::isGeneratedPath,
                        builder(config, baseUrl),
                        images,
                        cache.get(),
                        parsed,
                        events);
            }
        }
        Progress progress = Progress.of("start", events);
        Progress.Phase loading = progress.phase("load", Progress.UNKNOWN, "items");
        LoadedContent loaded;
        try {
            loaded = SiteBuild.load(content, DiscoveryDocuments::isGeneratedPath, images, Instant.now(), parsed);
            loading.end(loaded.site().itemCount());
        } finally {
            progress.finish();
        }
        loaded.site().warnings().forEach(warning -> events.warn(warning.toString()));
        SnapshotBuilder builder = builder(config, Main.baseUrl(config, loaded.site(), port));
        return LiveSnapshot.start(
                loaded, content, DiscoveryDocuments::isGeneratedPath, builder, images, cache, key, parsed, events);
    }

    /** The builder of the published site, or of the editors' preview with {@code --drafts}. */
    static SnapshotBuilder builder(Config config, String baseUrl) {
        return config.drafts() ? SnapshotBuilder.preview(baseUrl) : new SnapshotBuilder(baseUrl);
    }

    /** The port listened on (the one the system picked, with {@code --port 0}). */
    public int port() {
        return server.port();
    }

    /** Finishes the requests in flight, then closes what the start opened. */
    public void stop() {
        server.stop();
        admin.ifPresent(AdminServer::close);
        rateLimiter.close();
        snapshot.close();
        accessLog.close();
    }
}
