package com.firmsite.wiring;

import com.firmsite.base.Events;
import com.firmsite.config.Config;
import com.firmsite.config.SiteOptions;
import com.firmsite.content.Site;
import com.firmsite.images.ImageLoader;
import com.firmsite.snapshot.SnapshotBuilder;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.util.Map;

/**
 * What every command that builds the site ({@code check}, {@code export}, {@code serve}) makes of
 * its options, made the same way for each, so that {@code check} accepts exactly what {@code serve}
 * serves.
 */
final class SiteInputs {
    private SiteInputs() {}

    /** The --content folder, or the sample firm bundled in the jar. */
    static Path contentFolder(SiteOptions options) throws IOException {
        if (options.content().isPresent()) {
            return options.content().get();
        }
        var bundled = SiteInputs.class.getResource("/firmsite-content/site.yaml");
        if (bundled == null) {
            throw new IOException("the bundled sample firm is missing from the jar; use --content DIR");
        }
        try {
            URI uri = bundled.toURI();
            if (uri.getScheme().equals("jar")) {
                try {
                    FileSystems.newFileSystem(uri, Map.of());
                } catch (FileSystemAlreadyExistsException alreadyOpen) {
                    // Opened by an earlier call in this process.
                }
            }
            return Path.of(uri).getParent();
        } catch (URISyntaxException | FileSystemNotFoundException e) {
            throw new IOException("cannot open the bundled sample firm: " + e.getMessage(), e);
        }
    }

    /**
     * Images encoded into the start-up cache folder when there is one, so they are encoded once,
     * within the configured limits.
     */
    static ImageLoader imageLoader(SiteOptions options, Events events) {
        ImageLoader loader = options.cacheDir().isPresent()
                ? ImageLoader.cachedIn(options.cacheDir().get(), events)
                : ImageLoader.inMemory(events);
        return loader.withLimits(options.imageLimits());
    }

    /**
     * The configured base URL; else site.yaml's; else http://localhost:PORT (https with --tls-cert),
     * PORT being the one listened on (which the system picks for --port 0).
     */
    static String baseUrl(Config config, Site site, int port) {
        if (config.site().baseUrl().isPresent()) {
            return config.site().baseUrl().get();
        }
        if (site.firm().baseUrl().isPresent()) {
            return site.firm().baseUrl().get();
        }
        return (config.operations().tls() ? "https" : "http") + "://localhost:" + port;
    }

    /** The builder of the published site, or of the editors' preview with {@code --drafts}. */
    static SnapshotBuilder builder(SiteOptions options, String baseUrl) {
        return options.drafts() ? SnapshotBuilder.preview(baseUrl) : new SnapshotBuilder(baseUrl);
    }
}
