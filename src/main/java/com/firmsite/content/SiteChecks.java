package com.firmsite.content;

import com.firmsite.content.YamlMap.Located;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * The checks that need the whole site: a link or a reference is noted as each file is read, and
 * checked once every page is known (broken links, links and references to drafts, links to
 * publications not yet live, orders used twice). What it learns of drafts and schedules also tells
 * the redirects which paths the public cannot open.
 */
final class SiteChecks {
    private final Path root;
    private final Problems problems;
    private final Images images;
    private final Predicate<String> isGeneratedPath;
    private final Instant now;

    // Noted from the files of a folder read side by side (ContentFiles.readFolder).
    private final List<PendingLink> links = Collections.synchronizedList(new ArrayList<>());
    private final List<PendingReference> references = Collections.synchronizedList(new ArrayList<>());
    /** Drafts, by file and by site path: published content must not lead to them. */
    private final Set<Path> draftFiles = ConcurrentHashMap.newKeySet();

    private final Set<String> draftPaths = ConcurrentHashMap.newKeySet();
    /** When each publication goes live, by site path and by file: nothing may lead to it before then. */
    private final Map<String, Instant> publicationInstants = new ConcurrentHashMap<>();

    private final Map<Path, Instant> fileInstants = new ConcurrentHashMap<>();

    SiteChecks(Path root, Problems problems, Images images, Predicate<String> isGeneratedPath, Instant now) {
        this.root = root;
        this.problems = problems;
        this.images = images;
        this.isGeneratedPath = isGeneratedPath;
        this.now = now;
    }

    /** A site path to check once every page is known: from a body, or a menu ({@code fromMenu}). */
    private record PendingLink(Path file, int line, String destination, boolean fromMenu) {}

    /** A published item's reference to another item, which must not be a draft. */
    private record PendingReference(Path file, int line, String key, ItemFolder kind, String slug) {}

    /** An item's {@code order}, which no other item of its folder may use. */
    record Ordered(String slug, int order) {}

    /** What one file's reading noted for the checks across files (see {@link Findings}). */
    record Notes(
            List<PendingLink> links,
            List<PendingReference> references,
            Set<Path> draftFiles,
            Set<String> draftPaths,
            Map<String, Instant> publicationInstants,
            Map<Path, Instant> fileInstants) {}

    /** Checks like these, noting into lists of their own and reporting into {@code problems}: one file's. */
    SiteChecks forFile(Problems problems, Images images) {
        return new SiteChecks(root, problems, images, isGeneratedPath, now);
    }

    /** What was noted here, unchangeable (empty collections are the shared empty ones). */
    Notes notes() {
        return new Notes(
                List.copyOf(links),
                List.copyOf(references),
                Set.copyOf(draftFiles),
                Set.copyOf(draftPaths),
                Map.copyOf(publicationInstants),
                Map.copyOf(fileInstants));
    }

    /** Notes what one file's reading noted, as if it had been noted here. */
    void add(Notes notes) {
        links.addAll(notes.links());
        references.addAll(notes.references());
        draftFiles.addAll(notes.draftFiles());
        draftPaths.addAll(notes.draftPaths());
        publicationInstants.putAll(notes.publicationInstants());
        fileInstants.putAll(notes.fileInstants());
    }

    // ---- noted while reading ----

    /** A menu link's site path, checked with the bodies' links. */
    void noteMenuLink(Path file, int line, String path) {
        links.add(new PendingLink(file, line, path, true));
    }

    void noteDraft(Path file, String path, boolean draft) {
        if (draft) {
            draftFiles.add(file);
            draftPaths.add(path);
        }
    }

    /** A file not published (a translation held back): its links may lead anywhere. */
    void noteDraftFile(Path file) {
        draftFiles.add(file);
    }

    /** A publication's site path and file go live at {@code instant}: nothing may lead to it before. */
    void notePublication(Path file, String path, Instant instant) {
        publicationInstants.put(path, instant);
        fileInstants.put(file, instant);
    }

    /** Reads a list of slugs that must name existing items; a published item must not refer to a draft. */
    List<String> references(FrontMatter yaml, String key, Set<String> known, ItemFolder kind, boolean fromDraft) {
        List<Located<String>> values = yaml.locatedList(key);
        for (Located<String> value : values) {
            reference(yaml, key, value, known, kind, fromDraft);
        }
        return values.stream().map(Located::value).distinct().toList();
    }

    /** One slug that must name an existing item (an event's speaker among guests), checked as above. */
    void reference(
            FrontMatter yaml,
            String key,
            Located<String> value,
            Set<String> known,
            ItemFolder kind,
            boolean fromDraft) {
        if (!known.contains(value.value())) {
            problems.report(yaml.file(), value.line(), key + ": unknown " + kind.words + " \"" + value.value() + "\"");
        } else if (!fromDraft) {
            references.add(new PendingReference(yaml.file(), value.line(), key, kind, value.value()));
        }
    }

    /** Notes a body's links for the cross-file checks, and checks and records its images. */
    void checkBodyRefs(Path file, List<SourceFile.BodyRef> refs) {
        for (SourceFile.BodyRef ref : refs) {
            Optional<String> refused = LinkSchemes.refused(ref.destination());
            if (refused.isPresent()) {
                problems.report(
                        file,
                        ref.line(),
                        (ref.image() ? "image" : "link") + " \"" + ref.destination() + "\": the scheme \""
                                + refused.get()
                                + "\" is not allowed; a body links to https:, http:, mailto: or tel: URLs, site paths,"
                                + " relative links and fragments only");
                continue;
            }
            if (ref.rawHtml()) {
                continue;
            }
            if (!ref.image()) {
                links.add(new PendingLink(file, ref.line(), ref.destination(), false));
                continue;
            }
            if (ref.alt().isBlank()) {
                problems.report(
                        file,
                        ref.line(),
                        "image " + ref.destination()
                                + " has no alt text: write what it shows between the brackets, ![what it shows](…)");
            }
            images.imageRef(
                    file, ref.line(), "image: ", ref.destination(), ref.alt().strip(), ImageRef.Place.BODY);
        }
    }

    // ---- checked once every page is known ----

    void checkReferences() {
        for (PendingReference reference : references) {
            if (draftPaths.contains(reference.kind().section + reference.slug())) {
                problems.report(
                        reference.file(),
                        reference.line(),
                        reference.key() + ": " + reference.kind().words + " \"" + reference.slug()
                                + "\" is a draft: published content cannot refer to it");
            }
        }
    }

    void checkLinks(Set<String> pagePaths, ZoneId zone) {
        for (PendingLink link : links) {
            String destination = link.destination();
            if (link.fromMenu() && !destination.startsWith("/")) {
                problems.report(
                        link.file(),
                        link.line(),
                        "path: expected a site path starting with \"/\" or an https:// URL, got \"" + destination
                                + "\"");
                continue;
            }
            if (!destination.startsWith("/") || destination.startsWith("//") || draftFiles.contains(link.file())) {
                continue;
            }
            String path = withoutQueryOrFragment(destination);
            String page = MarkdownTwin.pageOf(path).orElse(path);
            Instant live = publicationInstants.getOrDefault(page, Instant.MIN);
            if (draftPaths.contains(page)) {
                problems.report(
                        link.file(),
                        link.line(),
                        "link to a draft \"" + destination + "\": published content cannot lead to it");
            } else if (live.isAfter(now) && live.isAfter(fileInstants.getOrDefault(link.file(), Instant.MIN))) {
                problems.report(
                        link.file(),
                        link.line(),
                        "link to \"" + destination + "\", scheduled for " + ScheduledTime.describe(live, zone)
                                + ": published content cannot lead to it before then");
            } else if (!pagePaths.contains(page) && !isGeneratedPath.test(path)) {
                problems.report(link.file(), link.line(), "broken internal link \"" + destination + "\": no such page");
            }
        }
    }

    /** A link's site path, without its query or fragment (a regular expression for each of a large firm's links cost more). */
    private static String withoutQueryOrFragment(String destination) {
        for (int i = 0; i < destination.length(); i++) {
            char c = destination.charAt(i);
            if (c == '?' || c == '#') {
                return destination.substring(0, i);
            }
        }
        return destination;
    }

    /**
     * The site paths the public cannot open now, each with why: drafts, and publications scheduled
     * later. A redirect must lead to a page the public can open: these are not among its targets.
     */
    Map<String, String> unpublished(ZoneId zone) {
        Map<String, String> unpublished = new HashMap<>();
        publicationInstants.forEach((path, instant) -> {
            if (instant.isAfter(now)) {
                unpublished.put(
                        path,
                        "is scheduled for " + ScheduledTime.describe(instant, zone) + " and not published before then");
            }
        });
        draftPaths.forEach(path -> unpublished.put(path, "is a draft"));
        return unpublished;
    }

    /** Every site path an item has: the pages' own, and {@code /<folder>/<slug>} of each folder's slugs. */
    static Set<String> pagePaths(List<Page> pages, Map<ItemFolder, Set<String>> slugs) {
        Set<String> paths = new HashSet<>();
        pages.forEach(page -> paths.add(page.path()));
        slugs.forEach((folder, inFolder) -> inFolder.forEach(slug -> paths.add(folder.section + slug)));
        return paths;
    }

    void checkUniqueOrder(List<Ordered> items, String folder) {
        Set<Integer> seen = new HashSet<>();
        for (Ordered item : items) {
            if (!seen.add(item.order())) {
                problems.report(
                        root.resolve(folder).resolve(item.slug() + ".md"),
                        2,
                        "order: " + item.order() + " is already used by another file in " + folder + "/");
            }
        }
    }
}
