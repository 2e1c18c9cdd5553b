package com.firmsite;

import com.firmsite.audit.AuditCommand;
import com.firmsite.config.Config;
import com.firmsite.config.ConfigException;
import com.firmsite.config.Environment;
import com.firmsite.config.Operations;
import com.firmsite.config.OptionErrors;
import com.firmsite.content.ContentError;
import com.firmsite.content.ContentException;
import com.firmsite.content.ParsedFiles;
import com.firmsite.content.Publication;
import com.firmsite.content.ScheduledTime;
import com.firmsite.content.Site;
import com.firmsite.content.TranslationReport;
import com.firmsite.export.ExportRefusedException;
import com.firmsite.export.Exporter;
import com.firmsite.http.OutOfMemory;
import com.firmsite.images.ImageLoader;
import com.firmsite.live.LoadedContent;
import com.firmsite.live.SiteBuild;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.wordpress.WordPressImport;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/** Reads the configuration, loads the site, builds the snapshot, starts the server. */
public final class Main {
    /** Exit status for invalid content or configuration. */
    public static final int INVALID = 2;
    /**
     * Exit status when the site does not fit in the memory the JVM was given: a setting to change,
     * not a fault that a retry would get past (the systemd units do not restart on it).
     */
    public static final int OUT_OF_MEMORY = 3;

    private Main() {}

    public static void main(String[] args) {
        // Netty 4.2 registers its JFR event types on its first buffer allocation, which sets up JFR's
        // metadata: about 100 ms on the first request. Off unless the operator asks for them.
        if (System.getProperty("io.netty.jfr.enabled") == null) {
            System.setProperty("io.netty.jfr.enabled", "false");
        }
        // picocli's default factory first looks for Groovy's closures, through the whole class path: on a
        // long one (the tests' 200 jars) that opens every jar, megabytes of heap, before any command runs.
        if (System.getProperty("picocli.disable.closures") == null) {
            System.setProperty("picocli.disable.closures", "true");
        }
        // Before Netty's first class: its log is firmsite's events (see NettyLog).
        NettyLog.install();
        // A heap too small for the site runs out on whichever thread allocates next: one line says so
        // (run() says what to change); anything else is printed as the JVM would.
        Thread.setDefaultUncaughtExceptionHandler((thread, thrown) -> {
            // While serving, a thread lost to it leaves the server half alive: end it (OutOfMemory).
            OutOfMemory.haltIfArmed(thrown, "thread \"" + thread.getName() + "\"");
            if (thrown instanceof OutOfMemoryError) {
                System.err.println("firmsite: out of memory in thread \"" + thread.getName() + "\" ("
                        + innermostMessage(thrown) + ")");
            } else {
                System.err.print("Exception in thread \"" + thread.getName() + "\" ");
                thrown.printStackTrace(System.err);
            }
        });
        int status = run(args, System.getenv(), System.out, System.err);
        if (status == OUT_OF_MEMORY) {
            // The build's other workers may still hold the heap: System.exit would log the exit first
            // (System.Logger), fail for want of memory, and say so on stderr after the message above.
            Runtime.getRuntime().halt(status);
        }
        if (status >= 0) {
            System.exit(status);
        }
    }

    /**
     * Runs a command line (options from {@code environment} where no flag gives them); returns its
     * exit status, or -1 when a server was started and keeps running.
     */
    public static int run(String[] args, Map<String, String> environment, PrintStream out, PrintStream err) {
        Commands commands = new Commands();
        Environment variables = new Environment(environment);
        ParseResult parsed;
        Config config;
        try {
            parsed = Commands.parse(commands, variables, out, args);
            if (CommandLine.printHelpIfRequested(parsed)) {
                return 0;
            }
            config = commands.config(parsed, variables);
        } catch (ParameterException e) {
            err.println("firmsite: " + OptionErrors.message(e));
            return INVALID;
        } catch (ConfigException e) {
            err.println("firmsite: " + e.getMessage());
            return INVALID;
        }
        Events events = new Events(err, config.logFormat().equals("json"));
        NettyLog.writeTo(events);
        try {
            return switch (config.command()) {
                case "serve" -> serve(config, events, out);
                case "check" -> check(config, events, out);
                case "export" -> export(config, events, out);
                case "selftest" -> selftest(config, events, out);
                case "audit" ->
                    AuditCommand.run(
                            config.arguments().getFirst(),
                            AuditCommand.Format.valueOf(config.arguments().get(1)),
                            out,
                            err);
                case "import" -> importWordPress(parsed, config, out, err);
                default -> throw new IllegalStateException("no action for the command " + config.command());
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
        } catch (OutOfMemoryError | RuntimeException e) {
            // Thrown by the build (loading, rendering, encoding the site), often on a worker thread and
            // wrapped in another exception: the innermost message says which memory ran out.
            if (!ranOutOfMemory(e)) {
                throw e;
            }
            err.println(
                    "firmsite: out of memory building the site (" + innermostMessage(e)
                            + "); the JVM's heap ceiling is "
                            + Runtime.getRuntime().maxMemory() / (1024 * 1024)
                            + " MB. Give it more with -Xmx, and -XX:MaxDirectMemorySize for the"
                            + " encoded responses: deploy/jvm.options, which the launcher and the systemd units use, allows 1 GB of each");
            return OUT_OF_MEMORY;
        }
    }

    /**
     * The configuration a command line describes, as {@link #run} reads it: flags, else {@code
     * environment}, else defaults.
     */
    public static Config config(String[] args, Map<String, String> environment) throws ConfigException {
        Commands commands = new Commands();
        Environment variables = new Environment(environment);
        try {
            return commands.config(Commands.parse(commands, variables, System.out, args), variables);
        } catch (ParameterException e) {
            throw new ConfigException(OptionErrors.message(e));
        }
    }

    /** {@code import wordpress EXPORT.xml --content DIR ...} (see {@link WordPressImport}). */
    private static int importWordPress(ParseResult parsed, Config config, PrintStream out, PrintStream err) {
        ParseResult source = parsed.subcommand().subcommand();
        if (source == null) {
            err.println("firmsite import: which source? firmsite import wordpress EXPORT.xml --content DIR");
            return INVALID;
        }
        if (config.content().isEmpty()) {
            err.println("firmsite import: --content DIR is required: the content folder to import into");
            return INVALID;
        }
        Commands.WordPress wordPress = (Commands.WordPress) source.commandSpec().userObject();
        return WordPressImport.run(wordPress.options(config.content().get()), out, err);
    }

    private static boolean ranOutOfMemory(Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError) {
                return true;
            }
        }
        return false;
    }

    private static String innermostMessage(Throwable thrown) {
        String message = String.valueOf(thrown.getMessage());
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause.getMessage() != null) {
                message = cause.getMessage();
            }
        }
        return message;
    }

    /**
     * Runs the build {@code serve} runs (loaded, validated, images encoded, every page of every
     * language rendered: {@link SiteBuild}) and stops before listening, so that what it accepts
     * cannot fail at start (docs/decisions.md §8.6); then says what the site holds.
     */
    private static int check(Config config, Events events, PrintStream out)
            throws ContentException, ConfigException, IOException {
        Path content = contentFolder(config);
        Instant now = Instant.now();
        LoadedContent loaded = SiteBuild.load(
                content,
                DiscoveryDocuments::isGeneratedPath,
                imageLoader(config, events),
                now,
                ParsedFiles.none(config.maxMarkdownDepth()));
        Site site = loaded.site();
        SiteBuild.render(Serving.builder(config, baseUrl(config, site)), loaded, content, now);
        out.println(content + ": valid (" + site.practiceAreas().size() + " practice areas, "
                + site.team().size()
                + " team members, " + site.publications().size() + " publications, "
                + loaded.images().all().size() + " images, "
                + site.redirects().size() + " redirects)");
        // Worth fixing, not wrong: printed, and the exit status stays 0.
        site.warnings().forEach(out::println);
        printSchedule(site, now, out);
        // Information only: a missing or older translation does not change the exit status.
        TranslationReport.lines(content, site).forEach(out::println);
        return 0;
    }

    /** What goes live later, soonest first: when, in the site's zone and in UTC, and which publication. */
    private static void printSchedule(Site site, Instant now, PrintStream out) {
        List<Publication> scheduled = site.scheduled(now);
        if (scheduled.isEmpty()) {
            out.println("nothing scheduled");
            return;
        }
        out.println(scheduled.size() + " scheduled publication(s), published by a running server at their instant:");
        for (Publication publication : scheduled) {
            out.println("  "
                    + ScheduledTime.describe(
                            publication.published(), site.firm().timeZone()) + "  " + publication.path() + "  \""
                    + publication.title() + "\"");
        }
    }

    /**
     * Images encoded into the start-up cache folder when there is one, so they are encoded once,
     * within the configured limits. {@code serve} and {@code export} load images with it.
     */
    static ImageLoader imageLoader(Config config, Events events) {
        ImageLoader loader = config.cacheDir().isPresent()
                ? ImageLoader.cachedIn(config.cacheDir().get(), events)
                : ImageLoader.inMemory(events);
        return loader.withLimits(config.imageLimits());
    }

    /** Writes every representation, in every coding, as files under DIR (see {@link Exporter}). */
    private static int export(Config config, Events events, PrintStream out)
            throws ContentException, ConfigException, IOException {
        Path dir = Path.of(config.arguments().getFirst());
        Instant now = Instant.now();
        Progress progress = Progress.of("export", events);
        Progress.Phase loading = progress.phase("load", Progress.UNKNOWN, "items");
        Path content = contentFolder(config);
        LoadedContent loaded = SiteBuild.load(
                content,
                DiscoveryDocuments::isGeneratedPath,
                imageLoader(config, events),
                now,
                ParsedFiles.none(config.maxMarkdownDepth()));
        Site site = loaded.site();
        loading.end(site.itemCount());
        String baseUrl = baseUrl(config, loaded.site());
        int files;
        try {
            SnapshotBuilder builder = new SnapshotBuilder(baseUrl);
            Progress.Phase rendering = progress.phase("render", Progress.UNKNOWN, "resources");
            Snapshot identity = SiteBuild.render(builder, loaded, content, now).snapshot();
            rendering.end(identity.resources().size());
            Snapshot snapshot =
                    builder.compress(identity, Optional.empty(), progress).snapshot();
            files = Exporter.export(snapshot, dir, progress);
        } catch (ExportRefusedException refused) {
            throw new ConfigException("export refused: " + refused.getMessage());
        } finally {
            progress.finish();
        }
        out.println("exported " + files + " files to " + dir + " (base URL " + baseUrl + ")");
        // Files do not publish themselves: what is scheduled is in the export made after its instant.
        loaded.site()
                .nextPublication(now)
                .ifPresent(next -> out.println("not exported, being scheduled: "
                        + loaded.site().scheduled(now).size() + " publication(s); export again at "
                        + ScheduledTime.describe(next, loaded.site().firm().timeZone()) + " to publish the first"));
        return 0;
    }

    /**
     * A check of a real start, and the launcher's training run. Starts {@code serve} on a free
     * loopback port with a start-up cache folder ({@code --cache-dir}, else a temporary one). When
     * the folder holds no snapshot of this content yet, that is a cold start: it builds and saves the
     * site, then a second start (a restart) serves the saved snapshot, which must be byte for byte
     * what a fresh build makes. When it does hold one, the start is a restart and nothing is built:
     * the launcher records its ahead-of-time cache from such a run, so the JVM preloads what a restart
     * needs and no more. Either way each kind of request is then sent (see {@link SelfTest}).
     */
    private static int selftest(Config config, Events events, PrintStream out)
            throws ContentException, ConfigException, IOException, InterruptedException {
        Path cacheDir = config.cacheDir().isPresent()
                ? config.cacheDir().get()
                : Files.createTempDirectory("firmsite-selftest");
        // The same base URL for every start and the requests: each start on port 0 gets another port, and the
        // restart must serve the very snapshot the cold start saved.
        Config serve = new Config(
                "serve",
                List.of(),
                0,
                "127.0.0.1",
                config.content(),
                Optional.of(config.baseUrl().orElse("http://localhost")),
                false,
                Optional.of(cacheDir),
                "memory",
                List.of(),
                config.logFormat(),
                config.limits(),
                Operations.DEFAULTS,
                false,
                false,
                config.imageLimits(),
                config.maxMarkdownDepth());
        PrintStream noAccessLog = new PrintStream(OutputStream.nullOutputStream());
        String authority = URI.create(serve.baseUrl().get()).getRawAuthority();
        try {
            Serving first = Serving.start(serve, events, noAccessLog);
            try {
                if (first.snapshot().restoredFromCache()) {
                    out.println("ok    started from the start-up cache in " + cacheDir);
                    return SelfTest.run(first.server().port(), authority, out);
                }
                first.snapshot().awaitCompressed(Duration.ofSeconds(60));
                Serving restart = Serving.start(serve, events, noAccessLog);
                try {
                    if (!restart.snapshot().restoredFromCache()) {
                        out.println("FAIL  the restart did not serve the snapshot its cold start saved");
                        return 1;
                    }
                    LoadedContent loaded = LoadedContent.load(
                            contentFolder(serve), DiscoveryDocuments::isGeneratedPath, imageLoader(serve, events));
                    Optional<String> difference = new SnapshotBuilder(baseUrl(serve, loaded.site()))
                            .build(loaded.site(), loaded.images())
                            .firstDifference(restart.snapshot().get());
                    if (difference.isPresent()) {
                        out.println("FAIL  the restart serves other bytes than a fresh build: " + difference.get());
                        return 1;
                    }
                    out.println(
                            "ok    the restart serves from the start-up cache what a fresh build makes, byte for byte");
                    return SelfTest.run(restart.server().port(), authority, out);
                } finally {
                    restart.stop();
                }
            } finally {
                first.stop();
            }
        } finally {
            if (config.cacheDir().isEmpty()) {
                deleteTree(cacheDir);
            }
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }

    private static int serve(Config config, Events events, PrintStream out)
            throws ContentException, ConfigException, IOException, InterruptedException {
        Serving serving = Serving.start(config, events, out);
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            events.info("shutting down: finishing requests in flight");
                            serving.stop();
                            events.info("stopped");
                            // A JVM ended by SIGTERM exits 143; a clean drain is a clean exit (docs/decisions.md §8).
                            Runtime.getRuntime().halt(0);
                        },
                        "shutdown"));
        return -1;
    }

    /** The configured base URL; else site.yaml's; else http://localhost:PORT (https with --tls-cert). */
    static String baseUrl(Config config, Site site) throws ConfigException {
        return baseUrl(config, site, config.port());
    }

    /** As above, PORT being {@code port} (the one listened on, which the system picks for --port 0). */
    static String baseUrl(Config config, Site site, int port) throws ConfigException {
        if (config.baseUrl().isPresent()) {
            return config.baseUrl().get();
        }
        if (site.firm().baseUrl().isPresent()) {
            return site.firm().baseUrl().get();
        }
        return (config.operations().tls() ? "https" : "http") + "://localhost:" + port;
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
