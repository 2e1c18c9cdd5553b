package com.firmsite.testing;

import com.firmsite.base.Events;
import com.firmsite.config.Config;
import com.firmsite.config.Converters;
import com.firmsite.config.Limits;
import com.firmsite.config.Operations;
import com.firmsite.config.ServeOptions;
import com.firmsite.config.ServerOptions.LogFormat;
import com.firmsite.config.SiteOptions;
import com.firmsite.content.ContentException;
import com.firmsite.content.ContentLoader;
import com.firmsite.content.MarkdownDepth;
import com.firmsite.content.Site;
import com.firmsite.images.ImageLimits;
import com.firmsite.images.ImageLoader;
import com.firmsite.live.LiveSnapshot;
import com.firmsite.live.LoadedContent;
import com.firmsite.output.Output;
import com.firmsite.publish.BuildRequest;
import com.firmsite.publish.build.BuildOutputs;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.wiring.ServerAssembly;
import com.firmsite.wiring.Serving;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;

/**
 * A real firmsite in this JVM, started by the code {@code firmsite serve} runs ({@link ServerAssembly#start}
 * with a {@link Config}), on port 0: the system picks a free loopback port and the server reports
 * it, so there is no window in which another process can take it. Unless a base URL is given, the
 * site's URLs are http://localhost:PORT with that port (as {@code serve --port 0} makes them). Its
 * log is kept in memory and printed when a test fails.
 *
 * <p>As a JUnit 5 extension it is started before the class's tests and stopped after them:
 *
 * <pre>{@code
 * @RegisterExtension
 * static final TestServer server = TestServer.sample();
 * @RegisterExtension
 * static final TestServer preview = TestServer.builder().content(() -> copy).drafts().extension();
 * }</pre>
 *
 * A test that needs a server of its own starts one with {@link #start()} or {@link Builder#start()}
 * in a try-with-resources block.
 */
public final class TestServer implements AutoCloseable, BeforeAllCallback, AfterAllCallback, TestWatcher {
    /** The repository's sample firm. */
    public static final Path SAMPLE_CONTENT = Path.of("content");

    private final Builder options;
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private volatile Serving serving;
    private boolean stopped;
    private volatile Path content;
    private volatile Optional<TestCertificate> certificate = Optional.empty();
    private Site site;
    private List<Output> outputs;
    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private TestServer(Builder options) {
        this.options = options;
    }

    /** The sample firm, as an extension (started before the class's tests). */
    public static TestServer sample() {
        return builder().extension();
    }

    /** Options, for an extension ({@link Builder#extension()}) or a server started now ({@link Builder#start()}). */
    public static Builder builder() {
        return new Builder();
    }

    /** The sample firm, started now. */
    public static TestServer start() {
        return builder().start();
    }

    /** Started now on {@code content}; a null {@code baseUrl} means http://localhost:PORT. */
    public static TestServer start(Path content, String baseUrl) {
        return builder().content(content).baseUrl(baseUrl).start();
    }

    /** The sample firm with other protocol limits (a short header deadline, few connections), started now. */
    public static TestServer withLimits(UnaryOperator<Limits> limits) {
        return builder().limits(limits).start();
    }

    /** What a test server is started with: the options of {@code firmsite serve} a test varies. */
    public static final class Builder {
        private Callable<Path> content = () -> SAMPLE_CONTENT;
        private Optional<String> baseUrl = Optional.empty();
        private boolean watch;
        private boolean drafts;
        private Limits limits = Limits.DEFAULTS;
        private ServerAssembly.RateLimiters rateLimiters =
                ServerAssembly.RateLimiters.countingBy(InstantSource.system());
        private List<String> trustedProxies = List.of();
        private Supplier<String> rateLimitStore = () -> "memory";
        private String bind = "127.0.0.1";
        private Optional<Callable<TestCertificate>> tls = Optional.empty();

        private Builder() {}

        /** {@code --content}: the sample firm unless given. */
        public Builder content(Path folder) {
            return content(() -> folder);
        }

        /**
         * {@code --content}, made when the server starts: an extension starts before the class's
         * {@code @BeforeAll} methods, so a folder the test prepares is prepared here.
         */
        public Builder content(Callable<Path> folder) {
            this.content = folder;
            return this;
        }

        /** {@code --base-url}; null keeps the default (site.yaml's, else http://localhost:PORT). */
        public Builder baseUrl(String url) {
            this.baseUrl = Optional.ofNullable(url);
            return this;
        }

        /** {@code --watch}. */
        public Builder watch() {
            this.watch = true;
            return this;
        }

        /** {@code --drafts}: the editors' preview. */
        public Builder drafts() {
            this.drafts = true;
            return this;
        }

        /** The protocol limits ({@code --max-connections}, {@code --header-timeout}, ...), from the defaults. */
        public Builder limits(UnaryOperator<Limits> change) {
            this.limits = change.apply(Limits.DEFAULTS);
            return this;
        }

        /** The clock the {@code /api/} rate limiter counts its windows by (a {@link TestClock}). */
        public Builder clock(InstantSource clock) {
            return rateLimiters(ServerAssembly.RateLimiters.countingBy(clock));
        }

        /** How the {@code /api/} rate limiter is made from the options (a Redis store with a test's timeout). */
        public Builder rateLimiters(ServerAssembly.RateLimiters made) {
            this.rateLimiters = made;
            return this;
        }

        /** {@code --trusted-proxy}, each a CIDR. */
        public Builder trustedProxies(String... cidrs) {
            this.trustedProxies = List.of(cidrs);
            return this;
        }

        /** {@code --rate-limit-store}, asked for when the server starts (a Redis a {@code @BeforeAll} starts). */
        public Builder rateLimitStore(Supplier<String> store) {
            this.rateLimitStore = store;
            return this;
        }

        /** {@code --bind}: 127.0.0.1 unless given (::1 for an IPv6 peer). */
        public Builder bind(String address) {
            this.bind = address;
            return this;
        }

        /** {@code --tls-cert} and {@code --tls-key}: serves https with {@code certificate}. */
        public Builder tls(TestCertificate certificate) {
            return tls(() -> certificate);
        }

        /**
         * As above, with a certificate for localhost made in {@code folder} when the server starts
         * (a static {@code @TempDir} is set by then); {@link #certificate()} tells it to clients.
         */
        public Builder tlsCertificateIn(Callable<Path> folder) {
            this.tls = Optional.of(() -> TestCertificate.create(folder.call()));
            return this;
        }

        private Builder tls(Callable<TestCertificate> certificate) {
            this.tls = Optional.of(certificate);
            return this;
        }

        /** A server started before the class's tests and stopped after them ({@code @RegisterExtension static}). */
        public TestServer extension() {
            return new TestServer(this);
        }

        /** A server started now; close it. */
        public TestServer start() {
            TestServer server = new TestServer(this);
            server.startNow();
            return server;
        }
    }

    private synchronized void startNow() {
        if (serving != null) {
            throw new IllegalStateException("already started");
        }
        PrintStream logStream = new PrintStream(log, true, StandardCharsets.UTF_8);
        try {
            content = options.content.call();
            certificate =
                    options.tls.isPresent() ? Optional.of(options.tls.get().call()) : Optional.empty();
            Config config = new Config(
                    "serve",
                    List.of(),
                    new SiteOptions(
                            Optional.of(content),
                            options.baseUrl.isPresent()
                                    ? Optional.of(new Converters.BaseUrl().convert(options.baseUrl.get()))
                                    : Optional.empty(),
                            Optional.empty(),
                            options.drafts,
                            ImageLimits.DEFAULTS,
                            MarkdownDepth.DEFAULT_MAX),
                    new ServeOptions(
                            0,
                            options.bind,
                            options.watch,
                            false,
                            options.rateLimitStore.get(),
                            options.trustedProxies,
                            options.limits),
                    new Operations(
                            OptionalInt.empty(),
                            Optional.empty(),
                            certificate.map(TestCertificate::certificate),
                            certificate.map(TestCertificate::key)),
                    LogFormat.TEXT);
            Serving started = ServerAssembly.start(
                    config, InstantSource.system(), new Events(logStream, false), logStream, options.rateLimiters);
            // serve answers in identity at first and compresses in the background; tests see the whole site.
            if (!started.snapshot().awaitCompressed(Duration.ofMinutes(2))) {
                started.stop();
                throw new IllegalStateException("the snapshot was not compressed within 2 minutes");
            }
            serving = started;
        } catch (Exception e) {
            throw new IllegalStateException("test server did not start; its log:\n" + log(), e);
        }
    }

    private Serving serving() {
        Serving started = serving;
        if (started == null) {
            throw new IllegalStateException(
                    "the test server is not started: register it with @RegisterExtension on a static field, or start()"
                            + " it");
        }
        return started;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        startNow();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        close();
    }

    @Override
    public void testFailed(ExtensionContext context, Throwable cause) {
        System.out.println("--- firmsite log (" + context.getDisplayName() + " failed) ---\n" + log());
    }

    /** http://127.0.0.1:PORT: where to send requests (may differ from the configured base URL). */
    public String origin() {
        return (options.tls.isPresent() ? "https" : "http") + "://127.0.0.1:" + port();
    }

    /** The port the server listens on, which the system picked. */
    public int port() {
        return serving().port();
    }

    /** The configured base URL, as documents write it. */
    public String baseUrl() {
        return serving().snapshot().get().baseUrl();
    }

    /** The certificate the server serves https with (see {@link Builder#tlsCertificateIn}). */
    public TestCertificate certificate() {
        return certificate.orElseThrow(() -> new IllegalStateException("this test server serves plain HTTP"));
    }

    /** Requests the server has received and not answered yet. */
    public int requestsInFlight() {
        return serving().server().requestsInFlight();
    }

    public LiveSnapshot snapshot() {
        return serving().snapshot();
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
                        LoadedContent.load(content, DiscoveryDocuments::isGeneratedPath, ImageLoader.inMemory(quiet));
                outputs = BuildOutputs.of(BuildRequest.published(loaded.site(), baseUrl(), loaded.images()))
                        .outputs();
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

    /**
     * Stops the server (requests in flight finish first); a second close does nothing. Its port and
     * log can still be read (to check that the port refuses connections, for example).
     */
    @Override
    public synchronized void close() {
        if (serving != null && !stopped) {
            stopped = true;
            serving.stop();
        }
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
