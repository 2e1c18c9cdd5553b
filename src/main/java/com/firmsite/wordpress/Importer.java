package com.firmsite.wordpress;

import com.firmsite.content.Site;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One import, in two streaming passes over the export: the first learns every item's old address,
 * new path and status (and the attachments: {@link ImportPlan}), the second converts and writes each
 * item ({@link ItemFrontMatter}, {@link BodyConverter}), its images ({@link BodyImages}), then the
 * redirects ({@link ImportRedirects}). Files are staged until the end ({@link StagedFiles}): nothing
 * is written with --dry-run, and an existing file is never overwritten without --force.
 */
final class Importer {
    private final WordPressImport.Options options;
    private final Site site;
    private final ImportMap map;
    private final ImportReport report;

    Importer(WordPressImport.Options options, Site site, ImportMap map, ImportReport report) {
        this.options = options;
        this.site = site;
        this.map = map;
        this.report = report;
    }

    void run() throws IOException, UnusableExportException {
        List<WxrItem> index = new ArrayList<>();
        WxrChannel channel = WxrReader.read(options.export(), false, index::add);
        OldAddresses addresses = new OldAddresses(channel);
        ImportPlan plan = ImportPlan.of(index, site, report, addresses);
        channel.strayText()
                .forEach(stray -> report.warn("stray text \"" + stray.text()
                        + "\" between the elements of the export's channel (line " + stray.line()
                        + "): it belongs to no field and was skipped"));
        ItemFrontMatter frontMatter = new ItemFrontMatter(site, map, report, channel.authors());
        try (StagedFiles files = new StagedFiles(options, report)) {
            BodyImages images = new BodyImages(options, report, addresses, plan, files);
            BodyConverter converter = new BodyConverter(new ImportContext(site, addresses, plan, images));
            WxrReader.read(options.export(), true, item -> {
                try {
                    importItem(item, converter, plan, frontMatter, files);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            ImportRedirects redirects = new ImportRedirects(options, site, map, report, channel, addresses, plan);
            String added = redirects.redirects();
            files.commit();
            redirects.append(added);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private void importItem(
            WxrItem item, BodyConverter converter, ImportPlan plan, ItemFrontMatter frontMatter, StagedFiles files)
            throws IOException {
        for (WxrItem.Stray stray : item.strayText()) {
            report.warn(
                    item,
                    "stray text \"" + stray.text() + "\" between the elements of the item (line " + stray.line()
                            + "): it belongs to no field and was skipped; check the item's fields");
        }
        if (plan.isRefused(item.id())) {
            report.count("items with an unusable address (skipped)");
            return;
        }
        Optional<ImportTarget> planned = plan.target(item.id());
        if (planned.isEmpty()) {
            if (!item.type().equals("attachment")) {
                report.count(ImportPlan.kind(item));
            }
            return;
        }
        ImportTarget target = planned.get();
        Consumer<String> warn = message -> report.warn(item, message);
        String body;
        try {
            body = converter.convert(item, warn);
        } catch (RuntimeException e) {
            // One item's body the converter cannot take must not stop the others: nothing has been
            // written yet (see write), and the report names the item.
            warn.accept(
                    "its body could not be converted (" + e + "): not imported; simplify its HTML and import again");
            report.count("items whose body could not be converted (skipped)");
            return;
        }
        String yaml =
                target.kind().equals("publication") ? frontMatter.publication(item, warn) : frontMatter.page(item);
        String status = item.status().equals("future") ? "scheduled" : target.published() ? "published" : "drafts";
        String noun = target.kind().equals("publication") ? "publications" : "pages";
        report.count(noun + ": " + status);
        files.write(target.file(), "---\n" + yaml + "---\n\n" + body, item, noun);
    }
}
