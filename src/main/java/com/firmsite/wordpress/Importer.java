package com.firmsite.wordpress;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.content.Lawyer;
import com.firmsite.content.MarkdownTwin;
import com.firmsite.content.PageFiles;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Redirect;
import com.firmsite.content.ReservedPaths;
import com.firmsite.content.Site;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.text.Normalizer;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

/**
 * One import, in two streaming passes over the export: the first learns every item's old address,
 * new path and status (and the attachments), the second converts and writes each item, its images,
 * then the redirects. Nothing is written with --dry-run; an existing file is never overwritten
 * without --force (the same bytes count as unchanged).
 */
final class Importer {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final DateTimeFormatter WP_DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssxxx");
    private static final Pattern ITEM_QUERY = Pattern.compile("(?:^|&)(?:p|page_id)=(\\d+)");
    private static final Pattern RESIZED = Pattern.compile("^(.*)-\\d+x\\d+(\\.[A-Za-z0-9]+)$");
    private static final Set<String> IMAGE_FORMATS = Set.of("jpg", "jpeg", "png", "webp");
    /** The narrowest image the site accepts in a body (images.Slot, body slot). */
    private static final int MIN_IMAGE_WIDTH = 320;

    private static final int DESCRIPTION_LENGTH = 200;

    /** Where an item goes. {@code path} is its site path; {@code published} whether the site serves it now. */
    private record Target(String kind, String path, String file, boolean published, WxrItem item) {}

    /**
     * The longest slug an item may have: WordPress's own ({@code post_name} is 200 characters), which
     * also keeps every file name under the 255 bytes file systems allow.
     */
    private static final int MAX_SLUG = 200;
    /** The longest page path: parents' slugs included, a file path must stay well under PATH_MAX (4,096). */
    private static final int MAX_PATH = 1_000;
    /** A slug made from a title (the item has none) is cut at a hyphen near this length. */
    private static final int TITLE_SLUG = 100;

    private final WordPressImport.Options options;
    private final Site site;
    private final ImportMap map;
    private final ImportReport report;
    private final Path content;

    private WxrChannel channel;
    private final Map<Long, WxrItem> attachments = new HashMap<>();
    private final Map<String, WxrItem> attachmentsByFile = new HashMap<>();
    private final Map<Long, List<WxrItem>> attachmentsByParent = new HashMap<>();
    private final Map<Long, Target> targets = new LinkedHashMap<>();
    /** Items whose address no file can hold: reported in the first pass, neither written nor redirected. */
    private final Set<Long> refused = new HashSet<>();

    private final Map<Long, String> oldPaths = new LinkedHashMap<>();
    private final Map<String, Long> byOldPath = new HashMap<>();
    private final Map<String, BodyConverter.Image> images = new HashMap<>();
    private final Map<String, Optional<String>> copies = new HashMap<>();
    private final Set<String> hosts = new HashSet<>();
    private Set<String> publishedPaths;
    /** Every file this import writes (or, with --dry-run, would write), relative to the content folder, with its bytes' digest. */
    private final Map<String, byte[]> plannedWrites = new LinkedHashMap<>();

    private Path staging;
    private String homePath = "/";

    Importer(WordPressImport.Options options, Site site, ImportMap map, ImportReport report) {
        this.options = options;
        this.site = site;
        this.map = map;
        this.report = report;
        this.content = options.content();
    }

    void run() throws IOException, UnusableExportException {
        List<WxrItem> index = new ArrayList<>();
        channel = WxrReader.read(options.export(), false, index::add);
        homePath = homePath(channel);
        for (String base : channel.baseUrls()) {
            hostOf(base).ifPresent(host -> hosts.add(host));
        }
        plan(index);
        channel.strayText()
                .forEach(stray -> report.warn("stray text \"" + stray.text()
                        + "\" between the elements of the export's channel (line " + stray.line()
                        + "): it belongs to no field and was skipped"));
        BodyConverter converter = new BodyConverter(new Context());
        try {
            WxrReader.read(options.export(), true, item -> {
                try {
                    importItem(item, converter);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            String redirects = redirects();
            commit();
            appendRedirects(redirects);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        } finally {
            removeStaging();
        }
    }

    // ---- the first pass: where everything goes ----------------------------------------------

    private void plan(List<WxrItem> index) {
        Map<Long, WxrItem> byId = new HashMap<>();
        index.forEach(item -> byId.put(item.id(), item));
        Set<String> slugs = new HashSet<>();
        Set<String> pagePaths = new HashSet<>();
        for (WxrItem item : index) {
            if (item.type().equals("attachment")) {
                attachments.put(item.id(), item);
                attachmentsByFile.put(uploadsFile(original(item.attachmentUrl())), item);
                attachmentsByParent
                        .computeIfAbsent(item.parent(), id -> new ArrayList<>())
                        .add(item);
                continue;
            }
            String kind = kind(item);
            if (!kind.equals("publication") && !kind.equals("page")) {
                continue;
            }
            boolean published = item.status().equals("publish");
            Optional<String> unusable = unusableAddress(item, byId);
            if (unusable.isPresent()) {
                report.warn(item, unusable.get());
                refused.add(item.id());
                continue;
            }
            Target target;
            if (kind.equals("publication")) {
                String slug = slug(item);
                if (!slugs.add(slug)) {
                    slug = slug + "-" + item.id();
                    slugs.add(slug);
                }
                target = new Target(kind, "/publications/" + slug, "publications/" + slug + ".md", published, item);
            } else {
                String path = pagePath(item, byId);
                if (!pagePaths.add(path)) {
                    path = path + "-" + item.id();
                    pagePaths.add(path);
                }
                target = new Target(kind, path, PageFiles.fileName(path), published, item);
            }
            targets.put(item.id(), target);
            oldPath(item.link()).ifPresent(old -> {
                oldPaths.put(item.id(), old);
                byOldPath.put(Slugs.decode(old), item.id());
            });
        }
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
    private static String kind(WxrItem item) {
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

    // ---- the second pass: each item ---------------------------------------------------------

    private void importItem(WxrItem item, BodyConverter converter) throws IOException {
        for (WxrItem.Stray stray : item.strayText()) {
            report.warn(
                    item,
                    "stray text \"" + stray.text() + "\" between the elements of the item (line " + stray.line()
                            + "): it belongs to no field and was skipped; check the item's fields");
        }
        if (refused.contains(item.id())) {
            report.count("items with an unusable address (skipped)");
            return;
        }
        String kind = kind(item);
        Target target = targets.get(item.id());
        if (target == null) {
            if (!item.type().equals("attachment")) {
                report.count(kind);
            }
            return;
        }
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
        String frontMatter = target.kind().equals("publication") ? publication(item, warn) : page(item);
        String status = item.status().equals("future") ? "scheduled" : target.published() ? "published" : "drafts";
        String noun = target.kind().equals("publication") ? "publications" : "pages";
        report.count(noun + ": " + status);
        write(target.file(), "---\n" + frontMatter + "---\n\n" + body, item, noun);
    }

    private String page(WxrItem item) {
        StringBuilder yaml = new StringBuilder();
        yaml.append("title: ").append(quoted(title(item))).append('\n');
        yaml.append("description: ").append(quoted(description(item))).append('\n');
        if (!item.status().equals("publish")) {
            yaml.append("draft: true\n");
        }
        return yaml.toString();
    }

    private String publication(WxrItem item, Consumer<String> warn) {
        List<String> types = site.firm().publicationTypes();
        String fallback = map.defaultType()
                .filter(types::contains)
                .orElse(types.contains("Article") ? "Article" : types.getFirst());
        map.defaultType()
                .filter(type -> !types.contains(type))
                .ifPresent(type -> report.warn("--map defaultType \"" + type
                        + "\" is not one of site.yaml publicationTypes " + types + ": \"" + fallback + "\" is used"));
        String type = fallback;
        Set<String> areas = new LinkedHashSet<>();
        Set<String> topics = new LinkedHashSet<>();
        Set<String> topicKeys = new HashSet<>();
        for (WxrItem.Term term : item.terms()) {
            Optional<String> area = map.practiceArea(term);
            Optional<String> mappedType = map.type(term);
            if (area.isPresent()) {
                Optional<PracticeArea> known = site.practiceArea(area.get());
                if (known.isPresent() && !known.get().draft()) {
                    areas.add(area.get());
                } else {
                    warn.accept("--map sends \"" + term.name() + "\" to practice area \"" + area.get()
                            + "\", which the site does not publish: add it to practice-areas/ or fix the map");
                }
            } else if (mappedType.isPresent()) {
                if (types.contains(mappedType.get())) {
                    type = mappedType.get();
                } else {
                    warn.accept("--map sends \"" + term.name() + "\" to type \"" + mappedType.get()
                            + "\", not one of site.yaml publicationTypes " + types);
                }
            } else if (!term.slug().equals("uncategorized")
                    && !term.name().isBlank()
                    && topicKeys.add(term.name().toLowerCase(Locale.ROOT))) {
                topics.add(term.name());
            }
        }
        StringBuilder yaml = new StringBuilder();
        yaml.append("title: ").append(quoted(title(item))).append('\n');
        yaml.append("date: ").append(date(item, warn)).append('\n');
        yaml.append("type: ").append(quoted(type)).append('\n');
        author(item).ifPresent(slug -> yaml.append("authors: [").append(slug).append("]\n"));
        if (!areas.isEmpty()) {
            yaml.append("practiceAreas: [").append(String.join(", ", areas)).append("]\n");
        }
        if (!topics.isEmpty()) {
            yaml.append("topics: [")
                    .append(String.join(
                            ", ", topics.stream().map(Importer::quoted).toList()))
                    .append("]\n");
        }
        yaml.append("description: ").append(quoted(description(item))).append('\n');
        if (!item.status().equals("publish") && !item.status().equals("future")) {
            yaml.append("draft: true\n");
        }
        return yaml.toString();
    }

    /**
     * The date with its offset: WordPress keeps the local time and the UTC time, whose difference is
     * the site's offset on that day; a draft has no UTC time yet, so the local time is read in
     * site.yaml's time zone.
     */
    private String date(WxrItem item, Consumer<String> warn) {
        Optional<LocalDateTime> local = wpDate(item.date());
        Optional<LocalDateTime> utc = wpDate(item.dateGmt());
        if (local.isPresent() && utc.isPresent()) {
            long seconds = java.time.Duration.between(utc.get(), local.get()).toSeconds();
            if (Math.abs(seconds) <= 18 * 3600) {
                return local.get()
                        .atOffset(ZoneOffset.ofTotalSeconds((int) seconds))
                        .format(DATE_TIME);
            }
        }
        if (local.isPresent()) {
            return local.get().atZone(site.firm().timeZone()).toOffsetDateTime().format(DATE_TIME);
        }
        if (utc.isPresent()) {
            return utc.get().atOffset(ZoneOffset.UTC).format(DATE_TIME);
        }
        warn.accept("no date in the export: dated 1970-01-01; set its date");
        return "1970-01-01";
    }

    private static Optional<LocalDateTime> wpDate(String text) {
        if (text.isBlank() || text.startsWith("0000")) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDateTime.parse(text, WP_DATE));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /** The team member who wrote it: through --map authors, else by display name; else none (the firm). */
    private Optional<String> author(WxrItem item) {
        String login = item.creator();
        if (login.isEmpty()) {
            return Optional.empty();
        }
        String mapped = map.authors().get(ImportMap.normal(login));
        if (mapped != null
                && site.lawyer(mapped).filter(lawyer -> !lawyer.draft()).isPresent()) {
            return Optional.of(mapped);
        }
        String name = channel.authors().getOrDefault(login, login);
        for (Lawyer lawyer : site.team()) {
            if (!lawyer.draft() && plainName(lawyer.name()).equals(plainName(name))) {
                return Optional.of(lawyer.slug());
            }
        }
        report.unmatchedAuthor(name + " (" + login + ")");
        return Optional.empty();
    }

    private static String plainName(String name) {
        return Normalizer.normalize(name, Normalizer.Form.NFKD)
                .replaceAll("\\p{M}+", "")
                .replaceAll("[^\\p{L}\\p{N}]+", " ")
                .strip()
                .toLowerCase(Locale.ROOT);
    }

    /** The excerpt, else the body's first sentence; trimmed to about 200 characters at a word. */
    private static String description(WxrItem item) {
        String text = BodyConverter.plainText(item.excerpt()).strip();
        if (text.isEmpty()) {
            String body = BodyConverter.plainText(item.content()).strip();
            Matcher sentence = Pattern.compile("^.+?[.!?](?=\\s|$)").matcher(body);
            text = sentence.find() ? sentence.group() : body;
        }
        text = text.replaceAll("\\s+", " ");
        if (text.length() > DESCRIPTION_LENGTH) {
            int cut = text.lastIndexOf(' ', DESCRIPTION_LENGTH - 1);
            text = text.substring(0, cut > DESCRIPTION_LENGTH / 2 ? cut : DESCRIPTION_LENGTH - 1)
                            .replaceAll("[,;:\\s]+$", "")
                    + "…";
        }
        return text.isEmpty() ? item.title().isBlank() ? "Untitled" : item.title() : text;
    }

    /** The title as text: WordPress may keep character references (an apostrophe as number 8217) and tags (em) in it. */
    private static String title(WxrItem item) {
        String text = org.jsoup.Jsoup.parseBodyFragment(item.title()).text().strip();
        return text.isEmpty() ? "Untitled" : text;
    }

    /** A YAML double-quoted scalar (JSON's string syntax is one). */
    static String quoted(String text) {
        try {
            return JSON.writeValueAsString(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    // ---- writing ----------------------------------------------------------------------------

    /**
     * Plans the writing of a file unless it exists: the same bytes count as unchanged, others are
     * kept unless --force. The file is staged, not written: {@link #commit} moves every staged file
     * into the content folder once every item has been converted, so an import that stops half way
     * (an export unreadable at its end, an item no converter takes) leaves the folder as it was.
     */
    private void write(String relative, String text, WxrItem item, String noun) throws IOException {
        write(relative, text.getBytes(StandardCharsets.UTF_8), item, noun);
    }

    private boolean write(String relative, byte[] bytes, WxrItem item, String noun) throws IOException {
        Path file = content.resolve(relative);
        byte[] digest = digest(bytes);
        byte[] planned = plannedWrites.get(relative);
        boolean exists = planned != null || Files.exists(file);
        if (exists) {
            byte[] there = planned != null ? planned : digest(Files.readAllBytes(file));
            if (Arrays.equals(there, digest)) {
                report.count(noun + " files: already there, unchanged");
                return true;
            }
            if (!options.force()) {
                report.count(noun + " files: not written, a different file is there");
                report.warn(
                        item,
                        relative
                                + " exists with other content: kept; merge by hand, or run again with --force to replace it");
                return false;
            }
            report.count(noun + " files: replaced (--force)");
        } else {
            report.count(noun + " files: written");
        }
        plannedWrites.put(relative, digest);
        if (!options.dryRun()) {
            Path staged = staging().resolve(relative);
            Files.createDirectories(staged.getParent());
            Files.write(staged, bytes);
        }
        return true;
    }

    private static byte[] digest(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The folder files are staged in until every item is converted: outside the content folder, so a crash leaves nothing in it. */
    private Path staging() throws IOException {
        if (staging == null) {
            staging = Files.createTempDirectory("firmsite-import-");
        }
        return staging;
    }

    /** Moves every staged file into the content folder (a copy when the two are on different file systems). */
    private void commit() throws IOException {
        if (staging == null) {
            return;
        }
        for (String relative : plannedWrites.keySet()) {
            Path staged = staging.resolve(relative);
            if (Files.exists(staged)) {
                Path file = content.resolve(relative);
                Files.createDirectories(file.getParent());
                Files.move(staged, file, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    /** Removes the staging folder, whatever happened. */
    private void removeStaging() throws IOException {
        if (staging == null) {
            return;
        }
        try (Stream<Path> walk = Files.walk(staging)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
        staging = null;
    }

    // ---- redirects --------------------------------------------------------------------------

    /** An entry to write: where it leads, and the item whose old address it is (none for an archive). */
    private record Entry(String to, Optional<WxrItem> item) {}

    /**
     * The redirects to append to redirects.yaml: one for each old address of a published item (its
     * permalink and its short links, {@code /?p=ID}, and {@code /?page_id=ID} for a page), for each
     * attachment page (its permalink and {@code /?attachment_id=ID}) to the item it is attached to,
     * for each category and tag archive (to its practice area or the publication list) and each
     * author archive of a team member; existing entries are kept. Never one from an address the new
     * site answers itself (see {@link #servedBySite}): reported instead.
     */
    private String redirects() {
        Set<String> existing = new HashSet<>();
        for (Redirect redirect : site.redirects()) {
            existing.add(redirect.from());
        }
        Set<String> pages = new HashSet<>(site.plainPages().keySet());
        site.publications().forEach(publication -> pages.add("/publications/" + publication.slug()));
        site.team().forEach(lawyer -> pages.add(lawyer.path()));
        site.practiceAreas().forEach(area -> pages.add(area.path()));
        pages.add("/");
        targets.values().forEach(target -> pages.add(target.path()));
        Map<String, Entry> entries = new LinkedHashMap<>();
        for (Map.Entry<Long, Target> entry : targets.entrySet()) {
            Target target = entry.getValue();
            if (!target.published()) {
                continue;
            }
            Optional<WxrItem> item = Optional.of(target.item());
            String old = oldPaths.get(entry.getKey());
            if (old != null) {
                entries.put(old, new Entry(target.path(), item));
            }
            entries.put(shortLink("p", entry.getKey()), new Entry(target.path(), item));
            if (target.kind().equals("page")) {
                entries.put(shortLink("page_id", entry.getKey()), new Entry(target.path(), item));
            }
        }
        new TreeMap<>(attachments).values().forEach(attachment -> {
            Target parent = targets.get(attachment.parent());
            if (parent != null && parent.published()) {
                Entry entry = new Entry(parent.path(), Optional.of(attachment));
                oldPath(attachment.link()).ifPresent(old -> entries.put(old, entry));
                entries.put(shortLink("attachment_id", attachment.id()), entry);
            }
        });
        boolean anyPublication =
                targets.values().stream().anyMatch(target -> target.kind().equals("publication") && target.published());
        if (anyPublication) {
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
                        new Entry(
                                area.map(slug -> "/practice-areas/" + slug).orElse("/publications"), Optional.empty()));
            }
            for (String tag : channel.tags()) {
                entries.put("/tag/" + tag, new Entry("/publications", Optional.empty()));
            }
        }
        channel.authors().forEach((login, name) -> {
            String mapped = map.authors().get(ImportMap.normal(login));
            site.team().stream()
                    .filter(lawyer -> !lawyer.draft())
                    .filter(lawyer -> lawyer.slug().equals(mapped)
                            || plainName(lawyer.name()).equals(plainName(name)))
                    .findFirst()
                    .ifPresent(lawyer -> entries.put("/author/" + login, new Entry(lawyer.path(), Optional.empty())));
        });
        StringBuilder added = new StringBuilder();
        Set<String> written = new HashSet<>();
        for (Map.Entry<String, Entry> entry : entries.entrySet()) {
            String to = entry.getValue().to();
            boolean shortLink = entry.getKey().indexOf(Redirect.QUERY) >= 0;
            String from = shortLink ? entry.getKey() : encoded(entry.getKey());
            String decoded = shortLink ? from : Slugs.decode(from);
            if (decoded.equals(to) || !written.add(decoded)) {
                continue;
            }
            if (existing.contains(decoded)) {
                report.count("redirects already in redirects.yaml, kept");
                continue;
            }
            Optional<String> served = servedBySite(decoded, shortLink, pages);
            if (served.isPresent()) {
                String message = "old address " + decoded + " " + served.get() + ": no redirect written (it would hide"
                        + " what the site serves there); its content is now at " + to;
                entry.getValue().item().ifPresentOrElse(item -> report.warn(item, message), () -> report.warn(message));
                continue;
            }
            added.append("- from: ").append(from).append("\n  to: ").append(to).append('\n');
            report.count("redirects added");
        }
        return added.toString();
    }

    /**
     * Why the new site answers {@code from} itself, so that a redirect from there would claim one of
     * its own addresses (and `serve` refuse to start): under a language prefix ({@code /fr},
     * {@code /fr/...}), a page, a document or path firmsite generates, a Markdown twin, a practice
     * area's publication list. A short link's path is the old home page and may be a page, which
     * answers without the query: only the language prefix counts for it. Empty when nothing is there.
     */
    private Optional<String> servedBySite(String from, boolean shortLink, Set<String> pages) {
        int query = from.indexOf(Redirect.QUERY);
        String path = query < 0 ? from : from.substring(0, query);
        String first = path.length() > 1 ? path.substring(1).split("/", -1)[0] : "";
        if (site.firm().languages().contains(first)) {
            return Optional.of("is under /" + first + ", which the site serves in "
                    + Locale.forLanguageTag(first).getDisplayLanguage(Locale.ENGLISH));
        }
        if (shortLink) {
            return Optional.empty();
        }
        if (pages.contains(path)) {
            return Optional.of("is a page of the new site");
        }
        // A language's home has its twin beside the prefix: /fr.md.
        boolean twin = MarkdownTwin.pageOf(path)
                .filter(page -> pages.contains(page) || site.firm().languages().contains(page.substring(1)))
                .isPresent();
        boolean areaList = path.startsWith("/publications/area/");
        if (ReservedPaths.isReserved(path) || DiscoveryDocuments.isGeneratedPath(path) || twin || areaList) {
            return Optional.of("is a path the new site serves");
        }
        return Optional.empty();
    }

    /** Appends the import's entries to redirects.yaml, after those already there. */
    private void appendRedirects(String added) throws IOException {
        if (added.isEmpty() || options.dryRun()) {
            return;
        }
        Path file = content.resolve("redirects.yaml");
        String before = Files.isRegularFile(file) ? Files.readString(file) : "";
        String separator = before.isEmpty() || before.endsWith("\n") ? "" : "\n";
        Files.writeString(file, before + separator + "# Old WordPress addresses (firmsite import wordpress)\n" + added);
    }

    /**
     * A WordPress short link as redirects.yaml matches it: the old home's path (WordPress may live
     * in a folder, {@code /blog/?p=12}) without its trailing slash, then the query that names the item.
     */
    private String shortLink(String parameter, long id) {
        return homePath + Redirect.QUERY + parameter + "=" + id;
    }

    /** The path of the old site's home ({@code <link>}), where WordPress answers short links. */
    private static String homePath(WxrChannel channel) {
        String path = channel.baseUrls().stream()
                .findFirst()
                .map(base -> {
                    try {
                        return Objects.requireNonNullElse(new URI(base).getRawPath(), "");
                    } catch (URISyntaxException e) {
                        return "";
                    }
                })
                .orElse("")
                .replaceFirst("/+$", "");
        return path.isEmpty() ? "/" : path;
    }

    /** A path as redirects.yaml accepts it: percent-encoded beyond ASCII and for {@code $}. */
    private static String encoded(String path) {
        try {
            return new URI(null, null, Slugs.decode(path), null).toASCIIString().replace("$", "%24");
        } catch (URISyntaxException e) {
            return path;
        }
    }

    /** The published paths of the folder before the import: pages, practice areas, team members, publications. */
    private Set<String> publishedPaths() {
        if (publishedPaths == null) {
            Site published = site.published();
            publishedPaths = new HashSet<>(published.plainPages().keySet());
            published.publications().forEach(publication -> publishedPaths.add("/publications/" + publication.slug()));
            published.team().forEach(lawyer -> publishedPaths.add(lawyer.path()));
            published.practiceAreas().forEach(area -> publishedPaths.add(area.path()));
            publishedPaths.addAll(List.of("/team", "/publications", "/practice-areas"));
        }
        return publishedPaths;
    }

    // ---- addresses --------------------------------------------------------------------------

    /** The path of an old permalink, without its trailing slash; empty for a short link (/?p=ID) or another site. */
    private Optional<String> oldPath(String link) {
        try {
            URI uri = new URI(link.strip());
            if (uri.getHost() != null && !hosts.contains(host(uri.getHost()))) {
                return Optional.empty();
            }
            String path = uri.getRawPath() == null ? "" : uri.getRawPath().replaceFirst("/+$", "");
            if (path.isEmpty()
                    || (uri.getRawQuery() != null
                            && uri.getRawQuery().matches("(.*&)?(p|page_id|attachment_id)=\\d+.*"))) {
                return Optional.empty();
            }
            return Optional.of(path);
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }

    private static Optional<String> hostOf(String url) {
        try {
            String host = new URI(url).getHost();
            return host == null ? Optional.empty() : Optional.of(host(host));
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }

    private static String host(String host) {
        String lower = host.toLowerCase(Locale.ROOT);
        return lower.startsWith("www.") ? lower.substring(4) : lower;
    }

    /** The item a WordPress query names ({@code p=} or {@code page_id=}); {@code rawQuery} is null without a query. */
    private static Optional<Long> queryId(String rawQuery) {
        if (rawQuery == null) {
            return Optional.empty();
        }
        Matcher query = ITEM_QUERY.matcher(rawQuery);
        return query.find() ? Optional.of(Long.parseLong(query.group(1))) : Optional.empty();
    }

    /** The old site's address, for links and images that stay there. */
    private String oldBase() {
        return channel.baseUrls().isEmpty() ? "" : channel.baseUrls().getFirst();
    }

    /** The part of an uploads URL after {@code wp-content/uploads/}, decoded; empty when it is not one. */
    private static String uploadsFile(String url) {
        int at = url.indexOf("/wp-content/uploads/");
        if (at < 0) {
            return "";
        }
        return Slugs.decode(url.substring(at + "/wp-content/uploads/".length()).replaceFirst("[?#].*$", ""));
    }

    /** The original of a resized copy ({@code photo-300x200.jpg} → {@code photo.jpg}). */
    private static String original(String url) {
        Matcher resized = RESIZED.matcher(url);
        return resized.matches() ? resized.group(1) + resized.group(2) : url;
    }

    /** What the bodies need from the whole export: new addresses of links and images. */
    private final class Context implements BodyConverter.Context {
        @Override
        public String link(String href, Consumer<String> warn) {
            String trimmed = href.strip();
            URI uri;
            try {
                uri = new URI(trimmed);
            } catch (URISyntaxException e) {
                return href;
            }
            boolean relative = uri.getScheme() == null
                    && uri.getHost() == null
                    && trimmed.startsWith("/")
                    && !trimmed.startsWith("//");
            if (!relative && (uri.getHost() == null || !hosts.contains(host(uri.getHost())))) {
                return href;
            }
            String absolute = relative ? oldBase() + trimmed : trimmed;
            String fragment = uri.getRawFragment() == null ? "" : "#" + uri.getRawFragment();
            if (!uploadsFile(trimmed).isEmpty()) {
                BodyConverter.Image image = images.get(absolute);
                return image != null && image.src().startsWith("/") ? image.src() : absolute;
            }
            String path = uri.getRawPath() == null ? "" : uri.getRawPath().replaceFirst("/+$", "");
            // The item a link names: by ?p= or ?page_id=, else by its old path.
            Optional<Long> id =
                    queryId(uri.getRawQuery()).or(() -> Optional.ofNullable(byOldPath.get(Slugs.decode(path))));
            Optional<Target> target = id.map(targets::get);
            if (target.isPresent() && target.get().published()) {
                return target.get().path() + fragment;
            }
            if (target.isPresent()) {
                warn.accept(
                        "link to " + absolute
                                + ", which is not published (a draft or scheduled): kept as a link to the old site; change it once that item is published");
                return absolute;
            }
            if (path.isEmpty() && id.isEmpty()) {
                return "/" + fragment;
            }
            // An address the new site already has (its contact page, a team member's page) stays one.
            if (id.isEmpty() && publishedPaths().contains(Slugs.decode(path))) {
                return Slugs.decode(path) + fragment;
            }
            Matcher archive =
                    Pattern.compile("^/(category|tag)/(?:.*/)?([^/]+)$").matcher(path);
            if (archive.matches()) {
                return "/publications";
            }
            warn.accept(
                    "link to " + absolute
                            + " on the old site, which the export does not hold: point it to a page of the new site or remove it");
            return absolute;
        }

        @Override
        public BodyConverter.Image image(String src, String alt, long attachmentId, Consumer<String> warn) {
            String absolute = src.startsWith("/") && !src.startsWith("//")
                    ? oldBase() + src
                    : src.startsWith("//") ? "https:" + src : src;
            String file = uploadsFile(absolute);
            WxrItem attachment = attachments.get(attachmentId);
            if (attachment == null && !file.isEmpty()) {
                attachment = attachmentsByFile.get(original(file));
            }
            String text = alt.strip();
            if (text.isEmpty() && attachment != null) {
                text = attachment
                        .meta()
                        .getOrDefault("_wp_attachment_image_alt", "")
                        .strip();
                if (text.isEmpty()) {
                    text = attachment.title().strip();
                }
                if (!text.isEmpty()) {
                    text = text.replaceAll("\\s+", " ");
                }
            }
            if (text.isEmpty()) {
                String name = absolute.replaceFirst("[?#].*$", "")
                        .replaceFirst("^.*/", "")
                        .replaceFirst("\\.[^.]*$", "");
                text = Slugs.decode(original(name + ".x"))
                        .replaceFirst("\\.x$", "")
                        .replaceAll("[-_]+", " ")
                        .strip();
                text = text.isEmpty() ? "Image" : text;
                warn.accept("image " + absolute + " has no alt text: \"" + text
                        + "\" (from its file name) is used; write one that says what it shows");
            }
            if (file.isEmpty()) {
                warn.accept(
                        "image " + absolute
                                + " is not in the old site's uploads: it stays a link to where it is; copy it into images/ if it should stay");
                return new BodyConverter.Image(absolute, text);
            }
            BodyConverter.Image known = images.get(absolute);
            if (known != null) {
                return new BodyConverter.Image(known.src(), text);
            }
            // Resized copies of one original are one image: copied (and counted) once.
            Optional<String> copied = copies.get(original(file));
            if (copied == null) {
                copied = copy(file, warn);
                copies.put(original(file), copied);
            }
            BodyConverter.Image image = new BodyConverter.Image(copied.orElse(absolute), text);
            images.put(absolute, image);
            return image;
        }

        /** Copies the original of {@code file} from --uploads into images/; its site path, else empty (reported). */
        private Optional<String> copy(String file, Consumer<String> warn) {
            if (options.uploads().isEmpty()) {
                report.count("images left as links to the old site (no --uploads)");
                warn.accept(
                        "images stay links to the old site: run the import again with --uploads wp-content/uploads to copy them");
                return Optional.empty();
            }
            Path uploads = options.uploads().get().toAbsolutePath().normalize();
            for (String candidate : List.of(original(file), file)) {
                Path source = uploads.resolve(candidate).normalize();
                if (!source.startsWith(uploads) || !Files.isRegularFile(source) || !inside(source, uploads)) {
                    continue;
                }
                String name = Slugs.fileName(source.getFileName().toString());
                String extension = name.contains(".")
                        ? name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT)
                        : "";
                if (!IMAGE_FORMATS.contains(extension)) {
                    report.count("images left as links to the old site");
                    warn.accept(
                            "image " + candidate + " is ." + extension
                                    + ", which the site does not serve (JPEG, PNG, WebP): it stays a link; convert it and put it in images/");
                    return Optional.empty();
                }
                try {
                    int width = width(source);
                    if (width < MIN_IMAGE_WIDTH) {
                        report.count("images left as links to the old site");
                        warn.accept("image " + candidate + " is " + width + " pixels wide, under the " + MIN_IMAGE_WIDTH
                                + " a body image needs: it stays a link; find a larger original");
                        return Optional.empty();
                    }
                    String folder = candidate.contains("/") ? candidate.substring(0, candidate.lastIndexOf('/')) : "";
                    StringBuilder relative = new StringBuilder("images");
                    for (String segment : folder.split("/", -1)) {
                        if (!segment.isEmpty()) {
                            relative.append('/').append(Slugs.fileName(segment));
                        }
                    }
                    relative.append('/').append(name);
                    WxrItem owner = new WxrItem(
                            0,
                            0,
                            candidate,
                            "",
                            "",
                            "attachment",
                            "",
                            "",
                            0,
                            "",
                            "",
                            "",
                            "",
                            "",
                            List.of(),
                            Map.of(),
                            List.of());
                    if (!write(relative.toString(), Files.readAllBytes(source), owner, "images")) {
                        return Optional.empty();
                    }
                    return Optional.of("/" + relative);
                } catch (IOException e) {
                    report.count("images left as links to the old site");
                    warn.accept("image " + candidate + " cannot be read (" + e.getMessage() + "): it stays a link");
                    return Optional.empty();
                }
            }
            report.count("images left as links to the old site (not in --uploads)");
            warn.accept("image " + file + " is not in " + options.uploads().get()
                    + ": it stays a link to the old site; find the file and put it in images/");
            return Optional.empty();
        }

        @Override
        public Optional<WxrItem> attachment(long id) {
            return Optional.ofNullable(attachments.get(id));
        }

        @Override
        public List<WxrItem> attachmentsOf(long id) {
            return attachmentsByParent.getOrDefault(id, List.of());
        }
    }

    /** Whether {@code file}, its links followed, is still inside {@code folder} (a link out of --uploads is not followed). */
    private static boolean inside(Path file, Path folder) {
        try {
            return file.toRealPath().startsWith(folder.toRealPath());
        } catch (IOException e) {
            return false;
        }
    }

    /** The width of an image from its header, without decoding its pixels. */
    private static int width(Path file) throws IOException {
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            var readers = ImageIO.getImageReaders(in);
            if (in == null || !readers.hasNext()) {
                throw new IOException("not an image this server reads");
            }
            ImageReader reader = readers.next();
            try {
                reader.setInput(in);
                return reader.getWidth(0);
            } finally {
                reader.dispose();
            }
        }
    }
}
