package com.firmsite;

import com.firmsite.audit.AuditCommand;
import com.firmsite.config.Config;
import com.firmsite.config.ConfigException;
import com.firmsite.content.ContentError;
import com.firmsite.content.ContentException;
import com.firmsite.content.ContentLoader;
import com.firmsite.content.Site;
import com.firmsite.discovery.DiscoveryDocuments;
import com.firmsite.http.AccessLog;
import com.firmsite.http.Server;
import com.firmsite.http.ServerSettings;
import com.firmsite.http.Tls;
import com.firmsite.metrics.AdminServer;
import com.firmsite.metrics.Metrics;
import com.firmsite.ratelimit.RateLimiter;
import com.firmsite.snapshot.Exporter;
import com.firmsite.snapshot.LiveSnapshot;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.snapshot.SnapshotCache;
import io.netty.handler.ssl.SslContext;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.InstantSource;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;

/** Reads the configuration, loads the site, builds the snapshot, starts the server. */
public final class Main {
  /** Exit status for invalid content or configuration. */
  public static final int INVALID = 2;

  private Main() {}

  public static void main(String[] args) {
    // Netty 4.2 registers its JFR event types on its first buffer allocation, which sets up JFR's
    // metadata: about 100 ms on the first request. Off unless the operator asks for them.
    if (System.getProperty("io.netty.jfr.enabled") == null) {
      System.setProperty("io.netty.jfr.enabled", "false");
    }
    int status = run(args, System.getenv(), System.out, System.err);
    if (status >= 0) {
      System.exit(status);
    }
  }

  /** Runs a command; returns its exit status, or -1 when a server was started and keeps running. */
  static int run(String[] args, Map<String, String> environment, PrintStream out, PrintStream err) {
    Config config;
    try {
      config = Config.parse(args, environment);
    } catch (ConfigException e) {
      err.println("firmsite: " + e.getMessage());
      err.println(Config.usage());
      return INVALID;
    }
    Events events = new Events(err, config.logFormat().equals("json"));
    try {
      return switch (config.command()) {
        case "serve" -> serve(config, events, out);
        case "check" -> check(config, out, err);
        case "export" -> export(config, out);
        case "selftest" -> selftest(config, events, out);
        case "audit" -> AuditCommand.run(config.arguments(), out, err);
        case "help", "--help" -> {
          out.print(Config.usage());
          yield 0;
        }
        default -> {
          err.println("firmsite: unknown command \"" + config.command() + "\"");
          err.print(Config.usage());
          yield INVALID;
        }
      };
    } catch (ContentException e) {
      err.println("firmsite: the content has " + e.errors().size() + " error(s):");
      for (ContentError error : e.errors()) {
        err.println(error);
      }
      return INVALID;
    } catch (ConfigException e) {
      err.println("firmsite: " + e.getMessage());
      return INVALID;
    } catch (IOException | InterruptedException e) {
      events.error("firmsite could not start", e);
      return 1;
    }
  }

  private static int check(Config config, PrintStream out, PrintStream err) throws ContentException, IOException {
    Path content = contentFolder(config);
    Site site = ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath);
    out.println(content + ": valid (" + site.practiceAreas().size() + " practice areas, " + site.team().size()
        + " team members, " + site.publications().size() + " publications)");
    return 0;
  }

  /** Writes every representation, in every coding, as files under DIR (see {@link Exporter}). */
  private static int export(Config config, PrintStream out) throws ContentException, ConfigException, IOException {
    if (config.arguments().size() != 1) {
      throw new ConfigException("export needs exactly one folder: firmsite export DIR");
    }
    Path dir = Path.of(config.arguments().get(0));
    Site site = ContentLoader.load(contentFolder(config), DiscoveryDocuments::isGeneratedPath);
    String baseUrl = baseUrl(config, site);
    int files = Exporter.export(new SnapshotBuilder(baseUrl).build(site), dir);
    out.println("exported " + files + " files to " + dir + " (base URL " + baseUrl + ")");
    return 0;
  }

  /**
   * Builds the site as {@code serve} does, saves it to a start-up cache and restores it, checks
   * that the restored snapshot is the built one byte for byte, then serves it on a free loopback
   * port and checks each kind of response (see {@link SelfTest}). It is the launcher's training run.
   */
  private static int selftest(Config config, Events events, PrintStream out) throws ContentException, ConfigException, IOException, InterruptedException {
    Path content = contentFolder(config);
    Path cacheDir = Files.createTempDirectory("firmsite-selftest");
    try {
      SnapshotCache cache = new SnapshotCache(cacheDir, content, "selftest", events);
      SnapshotCache.Key key = cache.key();
      Site site = ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath);
      SnapshotBuilder builder = new SnapshotBuilder(baseUrl(config, site));
      LiveSnapshot built = LiveSnapshot.start(site, content, DiscoveryDocuments::isGeneratedPath, builder, Optional.of(cache), Optional.of(key), events);
      built.compressInBackground();
      built.awaitCompressed(Duration.ofSeconds(60));
      Optional<Snapshot> restored = cache.load(key);
      Optional<String> difference = restored.isEmpty() ? Optional.of("(not saved)") : built.get().firstDifference(restored.get());
      if (difference.isPresent()) {
        out.println("FAIL  the start-up cache gives back another snapshot: " + difference.get());
        return 1;
      }
      out.println("ok    the start-up cache gives back the snapshot byte for byte");
      return SelfTest.run(LiveSnapshot.restored(restored.get(), content, DiscoveryDocuments::isGeneratedPath, builder, cache, events), events, out);
    } finally {
      try (Stream<Path> files = Files.walk(cacheDir)) {
        for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
          Files.deleteIfExists(file);
        }
      }
    }
  }

  private static int serve(Config config, Events events, PrintStream out) throws ContentException, ConfigException, IOException, InterruptedException {
    long start = System.nanoTime();
    // The network layer's set-up overlaps the loading of the site (start-up time).
    Thread.ofPlatform().daemon().name("prepare-network").start(Server::prepare);
    // First, so that an unusable option is reported before the content is read.
    RateLimiter rateLimiter = RateLimiter.configure(config.rateLimitStore(), config.trustedProxies(), InstantSource.system(), events);
    Optional<SslContext> tls = config.operations().tls()
        ? Optional.of(Tls.context(config.operations().tlsCertificate().get(), config.operations().tlsKey().get()))
        : Optional.empty();
    Path content = contentFolder(config);
    LiveSnapshot snapshot = snapshot(config, content, events);
    String baseUrl = snapshot.get().baseUrl();
    if (config.watch()) {
      snapshot.watch();
    }
    AccessLog accessLog = new AccessLog(out, config.logFormat().equals("json") ? AccessLog.Format.JSON : AccessLog.Format.TEXT);
    InetAddress bind = InetAddress.getByName(config.bind());
    Metrics metrics = new Metrics();
    ServerSettings settings = ServerSettings.defaults(bind, config.port(), URI.create(baseUrl).getRawAuthority(), accessLog, events)
        .withLimits(config.limits())
        .withRateLimiter(rateLimiter)
        .withMetrics(metrics);
    if (tls.isPresent()) {
      settings = settings.withTls(tls.get());
      if (!baseUrl.startsWith("https://")) {
        events.warn("serving https, but the base URL " + baseUrl + " is http: documents advertise http:// URLs and no HSTS is sent");
      }
    }
    Server server = Server.start(settings, snapshot);
    long readyMillis = (System.nanoTime() - start) / 1_000_000;
    // After the port is open: compression and the admin port would take cores from the start-up.
    snapshot.compressInBackground();
    AdminPort.register(metrics, server, rateLimiter, snapshot);
    Optional<AdminServer> admin = AdminPort.start(config, metrics, server, events);
    events.info("serving " + baseUrl + " (listening on port " + server.port() + ", ready in " + readyMillis + " ms)");
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(
        new Thread(
            () -> {
              events.info("shutting down: finishing requests in flight");
              server.stop();
              admin.ifPresent(AdminServer::close);
              rateLimiter.close();
              snapshot.close();
              accessLog.close();
              events.info("stopped");
              stopped.countDown();
              // A JVM ended by SIGTERM exits 143; a clean drain is a clean exit (decisions §8).
              Runtime.getRuntime().halt(0);
            },
            "shutdown"));
    return -1;
  }

  /**
   * The snapshot to serve: from the start-up cache when it holds one of this very content, options
   * and build; else loaded, validated and rendered now (compressed later, and then saved).
   */
  private static LiveSnapshot snapshot(Config config, Path content, Events events) throws ContentException, ConfigException, IOException {
    Optional<SnapshotCache> cache = Optional.empty();
    Optional<SnapshotCache.Key> key = Optional.empty();
    if (config.cacheDir().isPresent()) {
      // What decides the rendered bytes besides the content: the base URL, or what it may default
      // to (site.yaml's is part of the content; without one, the port and scheme make it).
      String options = config.baseUrl().map(url -> "base-url=" + url).orElse("port=" + config.port() + " tls=" + config.operations().tls());
      cache = Optional.of(new SnapshotCache(config.cacheDir().get(), content, options, events));
      key = Optional.of(cache.get().key());
      Optional<Snapshot> cached = cache.get().load(key.get());
      if (cached.isPresent()) {
        String baseUrl = cached.get().baseUrl();
        return LiveSnapshot.restored(cached.get(), content, DiscoveryDocuments::isGeneratedPath, new SnapshotBuilder(baseUrl), cache.get(), events);
      }
    }
    Site site = ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath);
    SnapshotBuilder builder = new SnapshotBuilder(baseUrl(config, site));
    return LiveSnapshot.start(site, content, DiscoveryDocuments::isGeneratedPath, builder, cache, key, events);
  }

  /** The configured base URL; else site.yaml's; else http://localhost:PORT (https with --tls-cert). */
  static String baseUrl(Config config, Site site) throws ConfigException {
    if (config.baseUrl().isPresent()) {
      return config.baseUrl().get();
    }
    if (site.firm().baseUrl().isPresent()) {
      return Config.baseUrl(site.firm().baseUrl().get());
    }
    return (config.operations().tls() ? "https" : "http") + "://localhost:" + config.port();
  }

  /** The --content folder, or the sample firm bundled in the jar. */
  static Path contentFolder(Config config) throws IOException {
    if (config.content().isPresent()) {
      return config.content().get();
    }
    var bundled = Main.class.getResource("/firmsite-content/site.yaml");
    if (bundled == null) {
      throw new IOException("the bundled sample firm is missing from the jar; use --content DIR");
    }
    try {
      URI uri = bundled.toURI();
      if (uri.getScheme().equals("jar")) {
        try {
          FileSystems.newFileSystem(uri, Map.of());
        } catch (java.nio.file.FileSystemAlreadyExistsException alreadyOpen) {
          // Opened by an earlier call in this process.
        }
      }
      return Path.of(uri).getParent();
    } catch (URISyntaxException | FileSystemNotFoundException e) {
      throw new IOException("cannot open the bundled sample firm: " + e.getMessage(), e);
    }
  }
}
