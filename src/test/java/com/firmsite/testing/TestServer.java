package com.firmsite.testing;

import com.firmsite.Events;
import com.firmsite.config.Limits;
import com.firmsite.content.ContentException;
import com.firmsite.content.ContentLoader;
import com.firmsite.content.Site;
import com.firmsite.discovery.DiscoveryDocuments;
import com.firmsite.http.AccessLog;
import com.firmsite.http.Server;
import com.firmsite.http.ServerSettings;
import com.firmsite.images.ImageLimits;
import com.firmsite.images.ImageLoader;
import com.firmsite.images.Slot;
import com.firmsite.images.VariantCache;
import com.firmsite.ratelimit.RateLimiter;
import com.firmsite.render.Output;
import com.firmsite.snapshot.LiveSnapshot;
import com.firmsite.snapshot.LoadedContent;
import com.firmsite.snapshot.SnapshotBuilder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A real firmsite on a free loopback port, for end-to-end tests over HTTP. Its log is kept in
 * memory and printed only when asked (tests print it on failure).
 */
public final class TestServer implements AutoCloseable {
    /** The repository's sample firm. */
    public static final Path SAMPLE_CONTENT = Path.of("content");
    /** Where test servers keep encoded image variants (see {@link #imageLoader}). */
    public static final Path IMAGE_CACHE = Path.of("target", "test-image-cache");

    private final Server server;
    private final LiveSnapshot snapshot;
    private final Path content;
    private Site site;
    private List<Output> outputs;
    private final String baseUrl;
    private final ByteArrayOutputStream log;
    private final AccessLog accessLog;
    private final RateLimiter rateLimiter;
    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private TestServer(
            Server server,
            LiveSnapshot snapshot,
            Path content,
            String baseUrl,
            ByteArrayOutputStream log,
            AccessLog accessLog,
            RateLimiter rateLimiter) {
        this.server = server;
        this.content = content;
        this.rateLimiter = rateLimiter;
        this.snapshot = snapshot;
        this.baseUrl = baseUrl;
        this.log = log;
        this.accessLog = accessLog;
    }

    /** The sample firm, with base URL http://localhost:PORT. */
    public static TestServer start() {
        return start(SAMPLE_CONTENT, null);
    }

    /**
     * Starts on {@code content}. With a null {@code baseUrl}, the base URL is http://localhost:PORT
     * where PORT is a port found free just before starting.
     */
    public static TestServer start(Path content, String baseUrl) {
        return start(content, baseUrl, UnaryOperator.identity());
    }

    /** The sample firm with other protocol limits (a short header deadline, few connections). */
    public static TestServer withLimits(UnaryOperator<Limits> limits) {
        return start(SAMPLE_CONTENT, null, settings -> settings.withLimits(limits.apply(Limits.DEFAULTS)));
    }

    /** The sample firm, with its settings adjusted (a rate limiter with a test clock, for example). */
    public static TestServer start(UnaryOperator<ServerSettings> customize) {
        return start(SAMPLE_CONTENT, null, customize);
    }

    /** Like {@link #start(Path, String)}, with the settings adjusted by {@code customize}. */
    public static TestServer start(Path content, String baseUrl, UnaryOperator<ServerSettings> customize) {
        try {
            ByteArrayOutputStream log = new ByteArrayOutputStream();
            PrintStream logStream = new PrintStream(log, true, StandardCharsets.UTF_8);
            Events events = new Events(logStream, false);
            int port = LocalProcesses.freePort();
            String base = baseUrl != null ? baseUrl : "http://localhost:" + port;
            LiveSnapshot snapshot = LiveSnapshot.load(
                    content,
                    DiscoveryDocuments::isGeneratedPath,
                    new SnapshotBuilder(base),
                    imageLoader(events),
                    events);
            AccessLog accessLog = new AccessLog(logStream, AccessLog.Format.TEXT);
            ServerSettings settings = customize.apply(ServerSettings.defaults(
                    InetAddress.getLoopbackAddress(), port, URI.create(base).getRawAuthority(), accessLog, events));
            return new TestServer(
                    Server.start(settings, snapshot), snapshot, content, base, log, accessLog, settings.rateLimiter());
        } catch (Exception e) {
            throw new IllegalStateException("test server did not start", e);
        }
    }

    /**
     * Images encoded into {@link #IMAGE_CACHE}, which every test server shares, in this run and the
     * next: the sample firm's images are encoded once, not by every test that starts a server.
     */
    public static ImageLoader imageLoader(Events events) {
        return new ImageLoader(ImageLimits.DEFAULTS, VariantCache.directory(IMAGE_CACHE), events, Slot::byFolder);
    }

    /** http://127.0.0.1:PORT: where to send requests (may differ from the configured base URL). */
    public String origin() {
        return "http://127.0.0.1:" + server.port();
    }

    public int port() {
        return server.port();
    }

    /** The configured base URL, as documents write it. */
    public String baseUrl() {
        return baseUrl;
    }

    public LiveSnapshot snapshot() {
        return snapshot;
    }

    /**
     * The site as loaded from the content folder the server started on, for tests that compare
     * what is served with the content model (the snapshot keeps only the encoded bytes).
     */
    public synchronized Site site() {
        if (site == null) {
            try {
                site = ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath);
            } catch (ContentException e) {
                throw new IllegalStateException("the test server's content became invalid", e);
            }
        }
        return site;
    }

    /** Every rendered output of {@link #site()} and its images, in site order: what the snapshot was built from. */
    public synchronized List<Output> outputs() {
        if (outputs == null) {
            try {
                Events quiet = new Events(new PrintStream(java.io.OutputStream.nullOutputStream()), false);
                LoadedContent loaded =
                        LoadedContent.load(content, DiscoveryDocuments::isGeneratedPath, imageLoader(quiet));
                outputs = new SnapshotBuilder(baseUrl).outputs(loaded.site(), loaded.images());
            } catch (ContentException e) {
                throw new IllegalStateException("the test server's content became invalid", e);
            }
        }
        return outputs;
    }

    public HttpClient client() {
        return client;
    }

    public HttpResponse<String> get(String path, String... headers) {
        return send("GET", path, HttpRequest.BodyPublishers.noBody(), headers);
    }

    public HttpResponse<String> send(String method, String path, HttpRequest.BodyPublisher body, String... headers) {
        return exchange(
                builder -> {
                    builder.method(method, body);
                    for (int i = 0; i + 1 < headers.length; i += 2) {
                        builder.header(headers[i], headers[i + 1]);
                    }
                    return builder;
                },
                path,
                HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<byte[]> getBytes(String path, String... headers) {
        return exchange(
                builder -> {
                    for (int i = 0; i + 1 < headers.length; i += 2) {
                        builder.header(headers[i], headers[i + 1]);
                    }
                    return builder;
                },
                path,
                HttpResponse.BodyHandlers.ofByteArray());
    }

    private <T> HttpResponse<T> exchange(
            UnaryOperator<HttpRequest.Builder> customize, String path, HttpResponse.BodyHandler<T> handler) {
        try {
            HttpRequest.Builder builder =
                    HttpRequest.newBuilder(URI.create(origin() + path)).timeout(Duration.ofSeconds(10));
            return client.send(customize.apply(builder).build(), handler);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Every URL of every sitemap the sitemap index lists, in order. */
    public List<String> sitemapUrls() {
        List<String> urls = new ArrayList<>();
        for (String child : locs(get("/sitemap-index.xml").body())) {
            urls.addAll(locs(get(URI.create(child).getPath()).body()));
        }
        return urls;
    }

    private static List<String> locs(String xml) {
        List<String> locs = new ArrayList<>();
        Matcher matcher = Pattern.compile("<loc>([^<]+)</loc>").matcher(xml);
        while (matcher.find()) {
            locs.add(matcher.group(1));
        }
        return locs;
    }

    /** Everything the server logged so far. */
    public String log() {
        return log.toString(StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        server.stop();
        rateLimiter.close();
        snapshot.close();
        accessLog.close();
    }

    /** The sample firm's content folder, for tests that copy and edit it. */
    public static Path sampleContent() {
        return SAMPLE_CONTENT.toAbsolutePath();
    }

    /** Used by tests that only need the parsed site. */
    public static com.firmsite.content.Site sampleSite() throws com.firmsite.content.ContentException {
        return ContentLoader.load(SAMPLE_CONTENT, DiscoveryDocuments::isGeneratedPath);
    }
}
