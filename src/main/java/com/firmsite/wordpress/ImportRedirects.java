package com.firmsite.wordpress;

import com.firmsite.content.Redirect;
import com.firmsite.content.Site;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The redirects an import adds to redirects.yaml, from the old site's addresses to the new. */
final class ImportRedirects {
    private final WordPressImport.Options options;
    private final Site site;
    private final ImportMap map;
    private final ImportReport report;
    private final WxrChannel channel;
    private final OldAddresses addresses;
    private final ImportPlan plan;
    private final Path content;

    ImportRedirects(
            WordPressImport.Options options,
            Site site,
            ImportMap map,
            ImportReport report,
            WxrChannel channel,
            OldAddresses addresses,
            ImportPlan plan) {
        this.options = options;
        this.site = site;
        this.map = map;
        this.report = report;
        this.channel = channel;
        this.addresses = addresses;
        this.plan = plan;
        this.content = options.content();
    }

    /** An entry to write: where it leads, and the item whose old address it is (none for an archive). */
    private record Entry(String to, Optional<WxrItem> item) {}

    /**
     * The redirects to append to redirects.yaml: one for each old address of a published item (its
     * permalink and its short links, {@code /?p=ID}, and {@code /?page_id=ID} for a page), for each
     * attachment page (its permalink and {@code /?attachment_id=ID}) to the item it is attached to,
     * for each category and tag archive (to its practice area or the publication list) and each
     * author archive of a team member; existing entries are kept. Never one from an address the new
     * site answers itself (see {@link ServedPaths}): reported instead.
     */
    String redirects() {
        Map<String, Entry> entries = new LinkedHashMap<>();
        itemAddresses(entries);
        attachmentPages(entries);
        if (plan.targets().values().stream()
                .anyMatch(target -> target.kind().equals("publication") && target.published())) {
            archives(entries);
        }
        authorArchives(entries);
        return written(entries);
    }

    /** Each published item's permalink and short links. */
    private void itemAddresses(Map<String, Entry> entries) {
        for (Map.Entry<Long, ImportTarget> entry : plan.targets().entrySet()) {
            ImportTarget target = entry.getValue();
            if (!target.published()) {
                continue;
            }
            Optional<WxrItem> item = Optional.of(target.item());
            plan.oldPath(entry.getKey()).ifPresent(old -> entries.put(old, new Entry(target.path(), item)));
            entries.put(addresses.shortLink("p", entry.getKey()), new Entry(target.path(), item));
            if (target.kind().equals("page")) {
                entries.put(addresses.shortLink("page_id", entry.getKey()), new Entry(target.path(), item));
            }
        }
    }

    /** Each attachment page, to the published item it is attached to. */
    private void attachmentPages(Map<String, Entry> entries) {
        plan.attachments().values().forEach(attachment -> {
            Optional<ImportTarget> parent = plan.target(attachment.parent());
            if (parent.isPresent() && parent.get().published()) {
                Entry entry = new Entry(parent.get().path(), Optional.of(attachment));
                addresses.oldPath(attachment.link()).ifPresent(old -> entries.put(old, entry));
                entries.put(addresses.shortLink("attachment_id", attachment.id()), entry);
            }
        });
    }

    /** Each category archive, to its practice area or the publication list; each tag archive, to the list. */
    private void archives(Map<String, Entry> entries) {
        Map<String, WxrChannel.Category> categories = new HashMap<>();
        channel.categories().forEach(category -> categories.put(category.slug(), category));
        for (WxrChannel.Category category : channel.categories()) {
            String path = category.slug();
            WxrChannel.Category parent = categories.get(category.parent());
            for (int depth = 0; parent != null && depth < 10; depth++) {
                path = parent.slug() + "/" + path;
                parent = categories.get(parent.parent());
            }
            Optional<String> area = map.practiceArea(new WxrItem.Term("category", category.slug(), category.name()))
                    .filter(slug -> site.practiceArea(slug)
                            .filter(known -> !known.draft())
                            .isPresent());
            entries.put(
                    "/category/" + path,
                    new Entry(area.map(slug -> "/practice-areas/" + slug).orElse("/publications"), Optional.empty()));
        }
        for (String tag : channel.tags()) {
            entries.put("/tag/" + tag, new Entry("/publications", Optional.empty()));
        }
    }

    /** Each author archive of a team member, by --map authors or display name. */
    private void authorArchives(Map<String, Entry> entries) {
        channel.authors().forEach((login, name) -> {
            String mapped = map.authors().get(ImportMap.normal(login));
            site.team().stream()
                    .filter(lawyer -> !lawyer.draft())
                    .filter(lawyer -> lawyer.slug().equals(mapped)
                            || ItemFrontMatter.plainName(lawyer.name()).equals(ItemFrontMatter.plainName(name)))
                    .findFirst()
                    .ifPresent(lawyer -> entries.put("/author/" + login, new Entry(lawyer.path(), Optional.empty())));
        });
    }

    /**
     * The entries as redirects.yaml lines: each old address once, percent-encoded; an entry already
     * there is kept, and one from an address the new site serves is reported instead.
     */
    private String written(Map<String, Entry> entries) {
        Set<String> existing = new HashSet<>();
        for (Redirect redirect : site.redirects()) {
            existing.add(redirect.from());
        }
        ServedPaths served = new ServedPaths(site, plan.targets().values());
        StringBuilder added = new StringBuilder();
        Set<String> written = new HashSet<>();
        for (Map.Entry<String, Entry> entry : entries.entrySet()) {
            String to = entry.getValue().to();
            boolean shortLink = entry.getKey().indexOf(Redirect.QUERY) >= 0;
            String from = shortLink ? entry.getKey() : OldAddresses.encoded(entry.getKey());
            String decoded = shortLink ? from : Slugs.decode(from);
            if (decoded.equals(to) || !written.add(decoded)) {
                continue;
            }
            if (existing.contains(decoded)) {
                report.count("redirects already in redirects.yaml, kept");
                continue;
            }
            Optional<String> why = served.why(decoded, shortLink);
            if (why.isPresent()) {
                String message = "old address " + decoded + " " + why.get() + ": no redirect written (it would hide"
                        + " what the site serves there); its content is now at " + to;
                entry.getValue().item().ifPresentOrElse(item -> report.warn(item, message), () -> report.warn(message));
                continue;
            }
            added.append("- from: ").append(from).append("\n  to: ").append(to).append('\n');
            report.count("redirects added");
        }
        return added.toString();
    }

    /** Appends the import's entries to redirects.yaml, after those already there. */
    void append(String added) throws IOException {
        if (added.isEmpty() || options.dryRun()) {
            return;
        }
        Path file = content.resolve("redirects.yaml");
        String before = Files.isRegularFile(file) ? Files.readString(file) : "";
        String separator = before.isEmpty() || before.endsWith("\n") ? "" : "\n";
        Files.writeString(file, before + separator + "# Old WordPress addresses (firmsite import wordpress)\n" + added);
    }
}
