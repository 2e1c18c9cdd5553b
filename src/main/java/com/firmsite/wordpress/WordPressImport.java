package com.firmsite.wordpress;

import com.firmsite.base.Events;
import com.firmsite.content.ContentError;
import com.firmsite.content.ContentException;
import com.firmsite.content.ContentLoader;
import com.firmsite.content.Site;
import com.firmsite.images.ImageLoader;
import com.firmsite.live.LoadedContent;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;

/**
 * {@code firmsite import wordpress EXPORT.xml --content DIR [--uploads DIR] [--map FILE]
 * [--dry-run] [--force]}: a WordPress export into an existing content folder (see
 * docs/wordpress-import.md). Exit status 0 when the folder passes {@code firmsite check}
 * afterwards and nothing needs a person, 1 with warnings (or a check that fails), 2 on unusable
 * input (an unreadable or hostile export, with its line; a content folder that is not one).
 */
public final class WordPressImport {
    static final int CLEAN = 0;
    static final int WARNINGS = 1;
    static final int UNUSABLE = 2;

    /** The command line of one import (read by picocli, see com.firmsite.Commands). */
    public record Options(
            Path export, Path content, Optional<Path> uploads, Optional<Path> map, boolean dryRun, boolean force) {}

    private WordPressImport() {}

    /** Runs one import; returns the exit status. */
    public static int run(Options options, PrintStream out, PrintStream err) {
        if (!Files.isRegularFile(options.content().resolve("site.yaml"))) {
            err.println("firmsite import: " + options.content()
                    + " is not a content folder (it has no site.yaml): start from one, e.g. a copy of content/");
            return UNUSABLE;
        }
        if (!Files.isRegularFile(options.export())) {
            err.println("firmsite import: " + options.export() + ": no such file");
            return UNUSABLE;
        }
        if (options.uploads().isPresent()
                && !Files.isDirectory(options.uploads().get())) {
            err.println("firmsite import: --uploads " + options.uploads().get() + ": no such folder");
            return UNUSABLE;
        }
        ImportMap map = ImportMap.NONE;
        try {
            if (options.map().isPresent()) {
                map = ImportMap.read(options.map().get());
            }
        } catch (IOException e) {
            err.println("firmsite import: --map " + e.getMessage());
            return UNUSABLE;
        }
        Site site;
        try {
            site = load(options.content());
        } catch (ContentException e) {
            err.println("firmsite import: the content folder has " + e.errors().size()
                    + " error(s) before the import; fix them first:");
            e.errors().forEach(error -> err.println(error));
            return UNUSABLE;
        }
        ImportReport report = new ImportReport();
        try {
            new Importer(options, site, map, report).run();
        } catch (UnusableExportException e) {
            err.println("firmsite import: " + options.export() + ":" + e.line() + ": " + e.getMessage());
            return UNUSABLE;
        } catch (IOException e) {
            err.println("firmsite import: " + e.getMessage());
            return UNUSABLE;
        }
        out.println("firmsite import wordpress " + options.export() + " into " + options.content()
                + (options.dryRun() ? " (dry run: nothing written)" : ""));
        report.print(out);
        if (options.dryRun()) {
            return report.warnings().isEmpty() ? CLEAN : WARNINGS;
        }
        try {
            // As `firmsite check` does: the images are validated too (formats, sizes, widths).
            Site after = LoadedContent.validate(
                            options.content(),
                            DiscoveryDocuments::isGeneratedPath,
                            ImageLoader.inMemory(new Events(err, false)),
                            Instant.now())
                    .site();
            out.println("check: " + options.content() + " is valid ("
                    + after.publications().size() + " publications, "
                    + after.pages().size() + " pages, " + after.redirects().size() + " redirects)");
        } catch (ContentException e) {
            out.println("check: the imported folder has " + e.errors().size() + " error(s) to fix by hand:");
            for (ContentError error : e.errors()) {
                out.println("  " + error);
            }
            return WARNINGS;
        }
        return report.warnings().isEmpty() ? CLEAN : WARNINGS;
    }

    /** The folder's pages, items and redirects (its images are validated after the import). */
    private static Site load(Path content) throws ContentException {
        return ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath);
    }
}
