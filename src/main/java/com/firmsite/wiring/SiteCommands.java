package com.firmsite.wiring;

import com.firmsite.base.Events;
import com.firmsite.base.Progress;
import com.firmsite.config.Config;
import com.firmsite.config.ConfigException;
import com.firmsite.config.Operations;
import com.firmsite.config.ServeOptions;
import com.firmsite.config.SiteOptions;
import com.firmsite.content.ContentException;
import com.firmsite.content.ParsedFiles;
import com.firmsite.content.Publication;
import com.firmsite.content.ScheduledTime;
import com.firmsite.content.Site;
import com.firmsite.content.TranslationReport;
import com.firmsite.export.ExportRefusedException;
import com.firmsite.export.Exporter;
import com.firmsite.live.LoadedContent;
import com.firmsite.live.SiteBuild;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.snapshot.SnapshotRequest;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The commands that build the site from their options: {@code check}, {@code export}, {@code
 * selftest} and {@code serve}. Each takes the clock its "now" comes from (which publications are
 * out), and the events it logs to.
 */
public final class SiteCommands {
    private SiteCommands() {}

    /**
     * Runs the build {@code serve} runs (loaded, validated, images encoded, every page of every
     * language rendered: {@link SiteBuild}) and stops before listening, so that what it accepts
     * cannot fail at start (docs/decisions.md §8.6); then says what the site holds.
     */
    public static int check(Config config, InstantSource clock, Events events, PrintStream out)
            throws ContentException, ConfigException, IOException {
        Path content = SiteInputs.contentFolder(config.site());
        Instant now = clock.instant();
        LoadedContent loaded = SiteBuild.load(
                content,
                DiscoveryDocuments::isGeneratedPath,
                SiteInputs.imageLoader(config.site(), events),
                now,
                ParsedFiles.none(config.site().maxMarkdownDepth()));
        Site site = loaded.site();
        String baseUrl = SiteInputs.baseUrl(config, site, config.serve().port());
        SiteBuild.render(SiteInputs.builder(config.site(), baseUrl), loaded, content, now);
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

    /** Writes every representation, in every coding, as files under DIR (see {@link Exporter}). */
    public static int export(Config config, InstantSource clock, Events events, PrintStream out)
            throws ContentException, ConfigException, IOException {
        Path dir = Path.of(config.arguments().getFirst());
        Instant now = clock.instant();
        Progress progress = Progress.of("export", events);
        Progress.Phase loading = progress.phase("load", Progress.UNKNOWN, "items");
        Path content = SiteInputs.contentFolder(config.site());
        LoadedContent loaded = SiteBuild.load(
                content,
                DiscoveryDocuments::isGeneratedPath,
                SiteInputs.imageLoader(config.site(), events),
                now,
                ParsedFiles.none(config.site().maxMarkdownDepth()));
        Site site = loaded.site();
        loading.end(site.itemCount());
        String baseUrl = SiteInputs.baseUrl(config, site, config.serve().port());
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
        // Files do not change by themselves: what is scheduled (a publication, an event's end, an
        // opening's close) is in the export made after its instant, which the message names.
        Site published = loaded.site();
        int scheduled = published.scheduled(now).size();
        if (scheduled > 0) {
            out.println("not exported, being scheduled: " + scheduled + " publication(s)");
        }
        published
                .nextPublication(now)
                .ifPresent(next -> out.println("export again at "
                        + ScheduledTime.describe(next, published.firm().timeZone()) + ", when "
                        + (published.changesAt(next).isEmpty()
                                ? "a translation changes" // a translated publication's own schedule
                                : String.join("; ", published.changesAt(next)))));
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
    public static int selftest(Config config, InstantSource clock, Events events, PrintStream out)
            throws ContentException, ConfigException, IOException, InterruptedException {
        Path cacheDir = config.site().cacheDir().isPresent()
                ? config.site().cacheDir().get()
                : Files.createTempDirectory("firmsite-selftest");
        // The same base URL for every start and the requests: each start on port 0 gets another port, and the
        // restart must serve the very snapshot the cold start saved.
        Config serve = new Config(
                "serve",
                List.of(),
                new SiteOptions(
                        config.site().content(),
                        Optional.of(config.site().baseUrl().orElse("http://localhost")),
                        Optional.of(cacheDir),
                        false,
                        config.site().imageLimits(),
                        config.site().maxMarkdownDepth()),
                new ServeOptions(
                        0,
                        "127.0.0.1",
                        false,
                        false,
                        "memory",
                        List.of(),
                        config.serve().limits()),
                Operations.DEFAULTS,
                config.logFormat());
        PrintStream noAccessLog = new PrintStream(OutputStream.nullOutputStream());
        String authority = URI.create(serve.site().baseUrl().get()).getRawAuthority();
        try {
            Serving first = ServerAssembly.start(serve, clock, events, noAccessLog);
            try {
                if (first.snapshot().restoredFromCache()) {
                    out.println("ok    started from the start-up cache in " + cacheDir);
                    return SelfTest.run(first.server().port(), authority, out);
                }
                first.snapshot().awaitCompressed(Duration.ofSeconds(60));
                Serving restart = ServerAssembly.start(serve, clock, events, noAccessLog);
                try {
                    if (!restart.snapshot().restoredFromCache()) {
                        out.println("FAIL  the restart did not serve the snapshot its cold start saved");
                        return 1;
                    }
                    LoadedContent loaded = LoadedContent.load(
                            SiteInputs.contentFolder(serve.site()),
                            DiscoveryDocuments::isGeneratedPath,
                            SiteInputs.imageLoader(serve.site(), events));
                    Optional<String> difference = new SnapshotBuilder(SiteInputs.baseUrl(
                                    serve, loaded.site(), serve.serve().port()))
                            .build(SnapshotRequest.of(loaded.site()).withImages(loaded.images()))
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
            if (config.site().cacheDir().isEmpty()) {
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

    public static int serve(Config config, InstantSource clock, Events events, PrintStream out)
            throws ContentException, ConfigException, IOException, InterruptedException {
        Serving serving = ServerAssembly.start(config, clock, events, out);
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
}
