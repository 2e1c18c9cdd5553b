package com.firmsite.wordpress;

import com.firmsite.content.PageFiles;
import com.firmsite.content.ReservedPaths;
import com.firmsite.content.Site;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The first pass over the export: where every item goes (its kind, new path and file, with
 * collisions of slugs and paths resolved by the item's id), which items no file can hold, each
 * item's old address, and the attachments by id, file and parent. Read-only once made.
 */
final class ImportPlan {
    /**
     * The longest slug an item may have: WordPress's own ({@code post_name} is 200 characters), which
     * also keeps every file name under the 255 bytes file systems allow.
     */
    private static final int MAX_SLUG = 200;
    /** The longest page path: parents' slugs included, a file path must stay well under PATH_MAX (4,096). */
    private static final int MAX_PATH = 1_000;
    /** A slug made from a title (the item has none) is cut at a hyphen near this length. */
    private static final int TITLE_SLUG = 100;

    private final Site site;
    private final ImportReport report;
    private final OldAddresses addresses;
    private final SortedMap<Long, WxrItem> attachments = new TreeMap<>();
    private final Map<String, WxrItem> attachmentsByFile = new HashMap<>();
    private final Map<Long, List<WxrItem>> attachmentsByParent = new HashMap<>();
    private final Map<Long, ImportTarget> targets = new LinkedHashMap<>();
    /** Items whose address no file can hold: reported in the first pass, neither written nor redirected. */
    private final Set<Long> refused = new HashSet<>();

    private final Map<Long, String> oldPaths = new LinkedHashMap<>();
    private final Map<String, Long> byOldPath = new HashMap<>();

    private ImportPlan(Site site, ImportReport report, OldAddresses addresses) {
        this.site = site;
        this.report = report;
        this.addresses = addresses;
    }

    /** The plan for the items of {@code index}, in export order; an item no file can hold is reported. */
    static ImportPlan of(List<WxrItem> index, Site site, ImportReport report, OldAddresses addresses) {
        ImportPlan plan = new ImportPlan(site, report, addresses);
        plan.plan(index);
        return plan;
    }

    /** Every target by item id, in export order. */
    Map<Long, ImportTarget> targets() {
        return Collections.unmodifiableMap(targets);
    }

    Optional<ImportTarget> target(long id) {
        return Optional.ofNullable(targets.get(id));
    }

    /** Whether the item's address is one no file can hold: reported, neither written nor redirected. */
    boolean isRefused(long id) {
        return refused.contains(id);
    }

    /** The old permalink path of the item, when it had one on the old site. */
    Optional<String> oldPath(long id) {
        return Optional.ofNullable(oldPaths.get(id));
    }

    /** The item whose old permalink is {@code decodedPath}. */
    Optional<Long> itemAt(String decodedPath) {
        return Optional.ofNullable(byOldPath.get(decodedPath));
    }

    /** The attachments by id, in id order. */
    SortedMap<Long, WxrItem> attachments() {
        return Collections.unmodifiableSortedMap(attachments);
    }

    Optional<WxrItem> attachment(long id) {
        return Optional.ofNullable(attachments.get(id));
    }

    /** The attachment of an original uploads file ({@code 2020/05/photo.jpg}). */
    Optional<WxrItem> attachmentOfFile(String file) {
        return Optional.ofNullable(attachmentsByFile.get(file));
    }

    List<WxrItem> attachmentsOf(long parent) {
        return attachmentsByParent.getOrDefault(parent, List.of());
    }

    private void plan(List<WxrItem> index) {
        Map<Long, WxrItem> byId = new HashMap<>();
        index.forEach(item -> byId.put(item.id(), item));
        Set<String> slugs = new HashSet<>();
        Set<String> pagePaths = new HashSet<>();
        for (WxrItem item : index) {
            if (item.type().equals("attachment")) {
                addAttachment(item);
                continue;
            }
            String kind = kind(item);
            if (!kind.equals("publication") && !kind.equals("page")) {
                continue;
            }
            Optional<String> unusable = unusableAddress(item, byId);
            if (unusable.isPresent()) {
                report.warn(item, unusable.get());
                refused.add(item.id());
                continue;
            }
            ImportTarget target = kind.equals("publication") ? publication(item, slugs) : page(item, byId, pagePaths);
            targets.put(item.id(), target);
            addresses.oldPath(item.link()).ifPresent(old -> {
                oldPaths.put(item.id(), old);
                byOldPath.put(Slugs.decode(old), item.id());
            });
        }
    }

    private void addAttachment(WxrItem item) {
        attachments.put(item.id(), item);
        attachmentsByFile.put(OldAddresses.uploadsFile(OldAddresses.original(item.attachmentUrl())), item);
        attachmentsByParent
                .computeIfAbsent(item.parent(), id -> new ArrayList<>())
                .add(item);
    }

    /** A publication under /publications/, its slug made unique by its id when another has it. */
    private static ImportTarget publication(WxrItem item, Set<String> slugs) {
        String slug = slug(item);
        if (!slugs.add(slug)) {
            slug = slug + "-" + item.id();
            slugs.add(slug);
        }
        return new ImportTarget(
                "publication", "/publications/" + slug, "publications/" + slug + ".md", isPublished(item), item);
    }

    /** A page at its path under its parents, made unique by its id when another has it. */
    private ImportTarget page(WxrItem item, Map<Long, WxrItem> byId, Set<String> pagePaths) {
        String path = pagePath(item, byId);
        if (!pagePaths.add(path)) {
            path = path + "-" + item.id();
            pagePaths.add(path);
        }
        return new ImportTarget("page", path, PageFiles.fileName(path), isPublished(item), item);
    }

    private static boolean isPublished(WxrItem item) {
        return item.status().equals("publish");
    }

    /** The item's slug made plain; from its title when it has none (cut to a length a file name takes), else its id. */
    private static String slug(WxrItem item) {
        String slug = Slugs.of(item.slug());
        if (!slug.isEmpty()) {
            return slug;
        }
        String title = Slugs.of(item.title());
        if (title.length() > TITLE_SLUG) {
            int cut = title.lastIndexOf('-', TITLE_SLUG);
            title = title.substring(0, cut > TITLE_SLUG / 2 ? cut : TITLE_SLUG);
        }
        return title.isEmpty() ? (item.type().equals("page") ? "page-" : "post-") + item.id() : title;
    }

    /**
     * Why no file can hold the item, checked before anything is written: a slug longer than
     * WordPress allows (a file name that long is refused by the file system), or a page whose
     * parents make its path too long. Empty when its address is usable.
     */
    private Optional<String> unusableAddress(WxrItem item, Map<Long, WxrItem> byId) {
        int slug = Slugs.of(item.slug()).length();
        if (slug > MAX_SLUG) {
            return Optional.of("its slug is " + slug + " characters long, over the " + MAX_SLUG
                    + " WordPress allows, and no file name can be that long: not imported; shorten its slug"
                    + " (wp:post_name) in the export and import again");
        }
        if (item.type().equals("page")) {
            String path = pagePath(item, byId);
            boolean longSegment = Arrays.stream(path.split("/")).anyMatch(segment -> segment.length() > MAX_SLUG);
            if (longSegment || path.length() > MAX_PATH) {
                return Optional.of("its path under its parent pages, " + path.length() + " characters long, holds a"
                        + " slug over " + MAX_SLUG + " characters or is over " + MAX_PATH
                        + ": not imported; shorten its parents' slugs in the export and import again");
            }
        }
        return Optional.empty();
    }

    /** What an item is: "publication", "page", or why it is skipped. */
    static String kind(WxrItem item) {
        return switch (item.type()) {
            case "post", "page" ->
                switch (item.status()) {
                    case "publish", "draft", "pending", "future" -> item.type().equals("post") ? "publication" : "page";
                    case "private" -> "private items (skipped)";
                    case "trash" -> "trashed items (skipped)";
                    case "auto-draft" -> "auto-drafts (skipped)";
                    default -> item.type() + " items with status \"" + item.status() + "\" (skipped)";
                };
            case "revision" -> "revisions (skipped)";
            case "nav_menu_item" -> "menu items (skipped)";
            case "attachment" -> "attachments as items (skipped; their files are copied where used)";
            default -> "items of type \"" + item.type() + "\" (skipped)";
        };
    }

    /**
     * A page's new path: its parents' slugs as folders, then its own. A path in a collection folder,
     * a language folder or among firmsite's own addresses goes under {@code /pages/}.
     */
    private String pagePath(WxrItem item, Map<Long, WxrItem> byId) {
        List<String> segments = new ArrayList<>();
        WxrItem current = item;
        Set<Long> seen = new HashSet<>();
        while (current != null && seen.add(current.id()) && segments.size() < 20) {
            segments.addFirst(slug(current));
            current = current.parent() == 0 ? null : byId.get(current.parent());
        }
        String path = "/" + String.join("/", segments);
        String first = segments.getFirst();
        // "/home" would be home.md, which is the home page "/".
        if (PageFiles.NOT_PAGES.contains(first)
                || site.firm().languages().contains(first)
                || ReservedPaths.isReserved(path)
                || path.equals("/home")) {
            return "/pages" + path;
        }
        return path;
    }
}
