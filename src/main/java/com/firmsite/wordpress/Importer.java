package com.firmsite.wordpress;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.content.Lawyer;
import com.firmsite.content.PageFiles;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Redirect;
import com.firmsite.content.ReservedPaths;
import com.firmsite.content.Site;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
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
    private record Target(String kind, String path, String file, boolean published) {}

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
    private final Map<Long, String> oldPaths = new LinkedHashMap<>();
    private final Map<String, Long> byOldPath = new HashMap<>();
    private final Map<String, BodyConverter.Image> images = new HashMap<>();
    private final Map<String, Optional<String>> copies = new HashMap<>();
    private final Set<String> hosts = new HashSet<>();
    private Set<String> publishedPaths;
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
        BodyConverter converter = new BodyConverter(new Context());
        try {
            WxrReader.read(options.export(), true, item -> {
                try {
                    importItem(item, converter);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        redirects();
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
            Target target;
            if (kind.equals("publication")) {
                String slug = Slugs.of(item.slug());
                slug = slug.isEmpty() ? Slugs.of(item.title()) : slug;
                slug = slug.isEmpty() ? "post-" + item.id() : slug;
                if (!slugs.add(slug)) {
                    slug = slug + "-" + item.id();
                    slugs.add(slug);
                }
                target = new Target(kind, "/publications/" + slug, "publications/" + slug + ".md", published);
            } else {
                String path = pagePath(item, byId);
                if (!pagePaths.add(path)) {
                    path = path + "-" + item.id();
                    pagePaths.add(path);
                }
                target = new Target(kind, path, PageFiles.fileName(path), published);
            }
            targets.put(item.id(), target);
            oldPath(item.link()).ifPresent(old -> {
                oldPaths.put(item.id(), old);
                byOldPath.put(Slugs.decode(old), item.id());
            });
        }
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
            String slug = Slugs.of(current.slug());
            segments.addFirst(
                    slug.isEmpty()
                            ? (Slugs.of(current.title()).isEmpty() ? "page-" + current.id() : Slugs.of(current.title()))
                            : slug);
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
        String kind = kind(item);
        Target target = targets.get(item.id());
        if (target == null) {
            if (!item.type().equals("attachment")) {
                report.count(kind);
            }
            return;
        }
        Consumer<String> warn = message -> report.warn(item, message);
        String body = converter.convert(item, warn);
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

    /** Writes a file unless it exists: the same bytes count as unchanged, others are kept unless --force. */
    private void write(String relative, String text, WxrItem item, String noun) throws IOException {
        write(relative, text.getBytes(StandardCharsets.UTF_8), item, noun);
    }

    private boolean write(String relative, byte[] bytes, WxrItem item, String noun) throws IOException {
        Path file = content.resolve(relative);
        if (Files.exists(file)) {
            if (Arrays.equals(Files.readAllBytes(file), bytes)) {
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
        if (!options.dryRun()) {
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
        }
        return true;
    }

    // ---- redirects --------------------------------------------------------------------------

    /**
     * A redirect for each old address of a published item (its permalink and its short links, {@code
     * /?p=ID}, and {@code /?page_id=ID} for a page), for each attachment page (its permalink and
     * {@code /?attachment_id=ID}) to the item it is attached to, for each category and tag archive
     * (to its practice area or the publication list) and each author archive of a team member;
     * existing entries are kept.
     */
    private void redirects() throws IOException {
        Set<String> existing = new HashSet<>();
        for (Redirect redirect : site.redirects()) {
            existing.add(redirect.from());
        }
        Set<String> pages = new HashSet<>(site.plainPages().keySet());
        site.publications().forEach(publication -> pages.add("/publications/" + publication.slug()));
        site.team().forEach(lawyer -> pages.add(lawyer.path()));
        site.practiceAreas().forEach(area -> pages.add(area.path()));
        targets.values().forEach(target -> pages.add(target.path()));
        Map<String, String> entries = new LinkedHashMap<>();
        for (Map.Entry<Long, Target> entry : targets.entrySet()) {
            Target target = entry.getValue();
            if (!target.published()) {
                continue;
            }
            String old = oldPaths.get(entry.getKey());
            if (old != null) {
                entries.put(old, target.path());
            }
            entries.put(shortLink("p", entry.getKey()), target.path());
            if (target.kind().equals("page")) {
                entries.put(shortLink("page_id", entry.getKey()), target.path());
            }
        }
        new TreeMap<>(attachments).values().forEach(attachment -> {
            Target parent = targets.get(attachment.parent());
            if (parent != null && parent.published()) {
                oldPath(attachment.link()).ifPresent(old -> entries.put(old, parent.path()));
                entries.put(shortLink("attachment_id", attachment.id()), parent.path());
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
                        area.map(slug -> "/practice-areas/" + slug).orElse("/publications"));
            }
            for (String tag : channel.tags()) {
                entries.put("/tag/" + tag, "/publications");
            }
        }
        channel.authors().forEach((login, name) -> {
            String mapped = map.authors().get(ImportMap.normal(login));
            site.team().stream()
                    .filter(lawyer -> !lawyer.draft())
                    .filter(lawyer -> lawyer.slug().equals(mapped)
                            || plainName(lawyer.name()).equals(plainName(name)))
                    .findFirst()
                    .ifPresent(lawyer -> entries.put("/author/" + login, lawyer.path()));
        });
        StringBuilder added = new StringBuilder();
        Set<String> written = new HashSet<>();
        for (Map.Entry<String, String> entry : entries.entrySet()) {
            boolean shortLink = entry.getKey().indexOf(Redirect.QUERY) >= 0;
            String from = shortLink ? entry.getKey() : encoded(entry.getKey());
            String decoded = shortLink ? from : Slugs.decode(from);
            if (decoded.equals(entry.getValue()) || !written.add(decoded)) {
                continue;
            }
            if (existing.contains(decoded)) {
                report.count("redirects already in redirects.yaml, kept");
                continue;
            }
            // A short link's path is the old home page: it may be a page, which answers without the query.
            if (!shortLink && pages.contains(decoded)) {
                report.warn("old address " + decoded + " is a page of the new site, so it cannot redirect to "
                        + entry.getValue() + ": check the page is the one wanted");
                continue;
            }
            added.append("- from: ")
                    .append(from)
                    .append("\n  to: ")
                    .append(entry.getValue())
                    .append('\n');
            report.count("redirects added");
        }
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
                            0, 0, candidate, "", "", "attachment", "", "", 0, "", "", "", "", "", List.of(), Map.of());
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
