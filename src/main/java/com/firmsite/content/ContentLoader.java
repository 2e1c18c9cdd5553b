package com.firmsite.content;

import com.firmsite.content.Lawyer.Admission;
import com.firmsite.content.Lawyer.Education;
import com.firmsite.content.YamlMap.Located;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;

/**
 * Reads a content folder (see docs/content-format.md) into a {@link Site}, or fails with every
 * error it found, each naming its file and line.
 */
public final class ContentLoader {
    private static final Pattern SLUG = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");
    private static final Pattern BASE_URL = Pattern.compile("https?://[^/?#\\s]+");

    private final Path root;
    private final Predicate<String> isGeneratedPath;
    private final List<ContentError> errors = new ArrayList<>();
    /** What is worth saying but not wrong (docs/decisions.md §1.7): it fails nothing. */
    private final List<ContentError> warnings = new ArrayList<>();

    private final List<PendingLink> links = new ArrayList<>();
    private final List<PendingReference> references = new ArrayList<>();
    private final List<ImageRef> images = new ArrayList<>();
    /** Drafts, by file and by site path: published content must not lead to them. */
    private final Set<Path> draftFiles = ConcurrentHashMap.newKeySet();

    private final Set<String> draftPaths = ConcurrentHashMap.newKeySet();
    /** When each publication goes live, by site path and by file: nothing may lead to it before then. */
    private final Map<String, Instant> publicationInstants = new ConcurrentHashMap<>();

    private final Map<Path, Instant> fileInstants = new ConcurrentHashMap<>();
    private final Instant now;
    private ZoneId zone = ZoneOffset.UTC;
    private final Map<Path, Prepared> prepared = new ConcurrentHashMap<>();
    /** The parses of earlier loads of this folder, and the Markdown files this load read (to keep theirs). */
    private final ParsedFiles files;

    private final Set<Path> read = ConcurrentHashMap.newKeySet();

    /** The valid tags of site.yaml {@code languages}, with their lines, and site.yaml read. */
    private List<Located<String>> languages = List.of();

    private Optional<FrontMatter> siteYaml = Optional.empty();
    /** Each original's front matter by file, kept only when translations need its facts. */
    private final Map<Path, FrontMatter> originals = new ConcurrentHashMap<>();

    private ContentLoader(Path root, Predicate<String> isGeneratedPath, Instant now, ParsedFiles files) {
        this.root = root;
        this.isGeneratedPath = isGeneratedPath;
        this.now = now;
        this.files = files;
    }

    /**
     * Loads and validates a content folder.
     *
     * @param isGeneratedPath tells which site paths firmsite generates itself (for example {@code
     *     /docs}), so that content may link to them
     */
    public static Site load(Path root, Predicate<String> isGeneratedPath) throws ContentException {
        return load(root, isGeneratedPath, Instant.now());
    }

    /**
     * As above, validated as of {@code now}: a link to a publication scheduled after {@code now} is
     * an error unless what links to it goes live no earlier. Content valid at one instant stays valid
     * at every later one.
     */
    public static Site load(Path root, Predicate<String> isGeneratedPath, Instant now) throws ContentException {
        return new ContentLoader(root, isGeneratedPath, now, ParsedFiles.NONE).load();
    }

    /**
     * As {@link #load(Path, Predicate)}, and adds to {@code imageUses} every use of an image it read,
     * even when the content has errors: the uses can then be checked against the images too.
     */
    public static Site load(Path root, Predicate<String> isGeneratedPath, List<ImageRef> imageUses)
            throws ContentException {
        return load(root, isGeneratedPath, imageUses, Instant.now());
    }

    /** As {@link #load(Path, Predicate, List)}, validated as of {@code now} (see {@link #load(Path, Predicate, Instant)}). */
    public static Site load(Path root, Predicate<String> isGeneratedPath, List<ImageRef> imageUses, Instant now)
            throws ContentException {
        return load(root, isGeneratedPath, imageUses, now, ParsedFiles.NONE);
    }

    /**
     * As above, taking from {@code files} the parse of every Markdown file unchanged since an earlier
     * load with the same {@code files} (see {@link ParsedFiles}), and leaving this load's there.
     */
    public static Site load(
            Path root, Predicate<String> isGeneratedPath, List<ImageRef> imageUses, Instant now, ParsedFiles files)
            throws ContentException {
        ContentLoader loader = new ContentLoader(root, isGeneratedPath, now, files);
        try {
            return loader.load();
        } finally {
            imageUses.addAll(loader.images);
            files.retain(loader.read);
        }
    }

    private Site load() throws ContentException {
        if (!Files.isDirectory(root)) {
            throw new ContentException(List.of(new ContentError(root, 0, "content folder not found")));
        }
        Firm firm = readFirm(root.resolve("site.yaml"));
        zone = firm.timeZone();
        List<Page> pages = readPages(firm);
        List<PracticeArea> areas = readFolder("practice-areas", this::readPracticeArea).stream()
                .sorted(Comparator.comparingInt(PracticeArea::order))
                .toList();
        // References are checked against the files that exist, not the ones that parsed, so one broken
        // file is reported once instead of again by every file that refers to it.
        Set<String> areaSlugs = slugsIn("practice-areas");
        List<Lawyer> team = readFolder("team", (file, slug) -> readLawyer(file, slug, firm, areaSlugs)).stream()
                .sorted(Comparator.comparingInt((Lawyer l) -> firm.roles().indexOf(l.role()))
                        .thenComparingInt(Lawyer::order))
                .toList();
        Set<String> lawyerSlugs = slugsIn("team");
        List<Publication> publications =
                readFolder("publications", (f, s) -> readPublication(f, s, firm, areaSlugs, lawyerSlugs)).stream()
                        .sorted(Comparator.comparing(Publication::published)
                                .reversed()
                                .thenComparing(Publication::slug))
                        .toList();
        checkUniqueOrder(
                areas.stream().map(a -> new Ordered(a.slug(), a.order())).toList(), "practice-areas");
        checkUniqueOrder(
                team.stream().map(l -> new Ordered(l.slug(), l.order())).toList(), "team");
        Map<String, Site> translations = translations(new Site(firm, pages, areas, team, publications, List.of()));
        checkReferences();
        Set<String> pagePaths = pagePaths(pages, areaSlugs, lawyerSlugs, slugsIn("publications"));
        checkLinks(pagePaths);
        // A redirect must lead to a page the public can open: drafts are not among its targets.
        Map<String, String> unpublished = new HashMap<>();
        publicationInstants.forEach((path, instant) -> {
            if (instant.isAfter(now)) {
                unpublished.put(
                        path,
                        "is scheduled for " + ScheduledTime.describe(instant, zone) + " and not published before then");
            }
        });
        draftPaths.forEach(path -> unpublished.put(path, "is a draft"));
        Set<String> publishedPaths = new HashSet<>(pagePaths);
        publishedPaths.removeAll(unpublished.keySet());
        List<Redirect> redirects = RedirectsFile.read(
                root, publishedPaths, pagePaths, unpublished, firm, translations, now, isGeneratedPath, errors);
        // Interface strings of every language in use (docs/decisions.md §9.5), each site its own.
        List<String> inUse = new ArrayList<>();
        inUse.add(firm.language());
        inUse.addAll(translations.keySet());
        StringsFile.Loaded strings = StringsFile.load(root, inUse);
        errors.addAll(strings.errors());
        if (!errors.isEmpty()) {
            throw new ContentException(errors);
        }
        return new Site(firm, pages, areas, team, publications, redirects, translations)
                .withStrings(strings.byLanguage())
                .withWarnings(warnings);
    }

    /** The site in each other language (docs/decisions.md §9.2–§9.4), read before links are checked: theirs are too. */
    private Map<String, Site> translations(Site original) {
        if (languages.isEmpty() || siteYaml.isEmpty()) {
            return Map.of();
        }
        Translations.Loader lent = new Translations.Loader(
                root,
                this::readMarkdownFile,
                this::readYamlFile,
                this::error,
                draftFiles::add,
                isGeneratedPath,
                originals);
        return new Translations(lent, original, siteYaml.get()).read(languages);
    }

    // ---- site.yaml ----

    private Firm readFirm(Path file) {
        Optional<YamlMap> parsed = readYamlFile(file);
        if (parsed.isEmpty()) {
            return emptyFirm();
        }
        FrontMatter yaml = ContentSchema.SITE.read(parsed.get());
        siteYaml = Optional.of(yaml);
        languages = languages(yaml);
        String name = yaml.string("name");
        Optional<String> baseUrl = Optional.of(yaml.string("baseUrl")).filter(url -> !url.isEmpty());
        baseUrl.filter(url -> !BASE_URL.matcher(url).matches())
                .ifPresent(url -> error(
                        file,
                        yaml.lineOf("baseUrl"),
                        "baseUrl: expected scheme and host with no path or trailing slash, got \"" + url + "\""));
        List<Office> offices = new ArrayList<>();
        Set<String> officeSlugs = new HashSet<>();
        for (FrontMatter office : yaml.items("offices")) {
            Office read = readOffice(file, office);
            if (!read.slug().isEmpty() && !officeSlugs.add(read.slug())) {
                error(file, office.lineOf("slug"), "slug: duplicate office slug \"" + read.slug() + "\"");
            }
            offices.add(read);
        }
        if (offices.isEmpty() && yaml.has("offices")) {
            error(file, yaml.lineOf("offices"), "offices: at least one office is required");
        }
        return new Firm(
                name,
                yaml.has("shortName") ? yaml.string("shortName") : name,
                yaml.string("tagline"),
                yaml.string("description"),
                baseUrl,
                yaml.string("language"),
                languages.stream().map(Located::value).toList(),
                yaml.string("phone"),
                email(yaml, "email"),
                yaml.has("founded") ? OptionalInt.of(yaml.integer("founded")) : OptionalInt.empty(),
                yaml.string("legalNotice"),
                yaml.string("contentSignal"),
                yaml.string("contentPolicy"),
                timeZone(yaml),
                vocabulary(yaml, "roles"),
                vocabulary(yaml, "publicationTypes"),
                links(yaml, "navigation"),
                links(yaml, "footer"),
                List.copyOf(offices),
                Vocabulary.NONE);
    }

    /**
     * The other languages: well-formed BCP 47 tags (docs/decisions.md §9.1), none twice, not the
     * default; a bad one is reported and left out.
     */
    private List<Located<String>> languages(FrontMatter yaml) {
        List<Located<String>> valid = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Located<String> tag : yaml.locatedList("languages")) {
            String problem = languageProblem(tag.value(), yaml.string("language"), seen);
            if (problem.isEmpty()) {
                valid.add(tag);
            } else {
                error(yaml.file(), tag.line(), "languages: \"" + tag.value() + "\" " + problem);
            }
        }
        return List.copyOf(valid);
    }

    /** Why {@code tag} cannot be one of the other languages, or "" when it can. */
    private static String languageProblem(String tag, String defaultLanguage, Set<String> seen) {
        try {
            new java.util.Locale.Builder().setLanguageTag(tag);
        } catch (java.util.IllformedLocaleException e) {
            return "is not a BCP 47 language tag (such as fr, de or pt-BR): " + e.getMessage();
        }
        if (!tag.matches("[A-Za-z0-9-]+")) {
            return "is not a BCP 47 language tag (such as fr, de or pt-BR)";
        }
        if (tag.equalsIgnoreCase(defaultLanguage)) {
            return "is the default language (site.yaml language): list only the others";
        }
        if (!seen.add(tag.toLowerCase(java.util.Locale.ROOT))) {
            return "is listed twice";
        }
        return "";
    }

    private ZoneId timeZone(FrontMatter yaml) {
        String zone = yaml.string("timeZone");
        try {
            return ZoneId.of(zone);
        } catch (DateTimeException e) {
            error(
                    yaml.file(),
                    yaml.lineOf("timeZone"),
                    "timeZone: \"" + zone + "\" is not an IANA time zone (such as America/New_York or UTC)");
            return ZoneOffset.UTC;
        }
    }

    /** A list of names the firm owns (roles, publication types): not empty, no name twice. */
    private List<String> vocabulary(FrontMatter yaml, String key) {
        List<String> names = yaml.strings(key);
        if (names.isEmpty()) {
            error(yaml.file(), yaml.lineOf(key), key + ": at least one is required");
        }
        Set<String> seen = new HashSet<>();
        for (Located<String> name : yaml.locatedList(key)) {
            if (!seen.add(name.value())) {
                error(yaml.file(), name.line(), key + ": \"" + name.value() + "\" is listed twice");
            }
        }
        return names;
    }

    /** A menu's links; each path is checked with the bodies' links, once every page is known. */
    private Optional<List<Link>> links(FrontMatter yaml, String key) {
        if (!yaml.has(key)) {
            return Optional.empty();
        }
        List<Link> links = new ArrayList<>();
        for (FrontMatter item : yaml.items(key)) {
            Link link = new Link(item.string("title"), item.string("path"));
            if (!link.external() && !link.path().isEmpty()) {
                this.links.add(new PendingLink(item.file(), item.lineOf("path"), link.path(), true));
            }
            links.add(link);
        }
        return Optional.of(List.copyOf(links));
    }

    private Office readOffice(Path file, FrontMatter yaml) {
        String slug = yaml.string("slug");
        checkSlug(file, yaml.lineOf("slug"), slug);
        return new Office(
                slug,
                yaml.string("name"),
                yaml.string("street"),
                yaml.string("locality"),
                yaml.string("region"),
                yaml.string("postalCode"),
                yaml.string("country"),
                yaml.string("phone"),
                email(yaml, "email"),
                yaml.string("hours"),
                yaml.string("directions"),
                image(yaml, "photo", "photoAlt", "", ImageRef.Place.OFFICE));
    }

    private static Firm emptyFirm() {
        return new Firm(
                "",
                "",
                "",
                "",
                Optional.empty(),
                "en",
                List.of(),
                "",
                "",
                OptionalInt.empty(),
                "",
                "",
                "",
                ZoneOffset.UTC,
                Firm.DEFAULT_ROLES,
                Firm.DEFAULT_PUBLICATION_TYPES,
                Optional.empty(),
                Optional.empty(),
                List.of(),
                Vocabulary.NONE);
    }

    // ---- pages ----

    /** Every page file (see {@link PageFiles}), the fixed pages first; a fixed page's file must exist. */
    private List<Page> readPages(Firm firm) {
        Map<String, Path> files = new PageFiles(root, firm.languages(), this::error).find();
        List<Page> pages = new ArrayList<>();
        for (String path : Site.FIXED_PAGES) {
            Path file = files.getOrDefault(path, root.resolve(PageFiles.fileName(path)));
            readPage(file, path).ifPresent(page -> {
                if (page.draft()) {
                    error(file, 1, "draft: the site needs this page, it cannot be a draft");
                }
                pages.add(page);
            });
        }
        files.forEach((path, file) -> {
            if (!Site.FIXED_PAGES.contains(path)) {
                readPage(file, path).ifPresent(pages::add);
            }
        });
        return pages;
    }

    private Optional<Page> readPage(Path file, String path) {
        return readMarkdownFile(file).map(parsed -> {
            FrontMatter yaml = original(ContentSchema.PAGE, parsed.frontMatter());
            noteDraft(file, path, yaml.bool("draft"));
            return new Page(
                    path,
                    yaml.string("title"),
                    yaml.string("description"),
                    yaml.bool("draft"),
                    yaml.integer("order"),
                    yaml.bool("noindex"),
                    parsed.body());
        });
    }

    private Optional<PracticeArea> readPracticeArea(Path file, String slug) {
        return readMarkdownFile(file).map(parsed -> {
            FrontMatter yaml = original(ContentSchema.PRACTICE_AREA, parsed.frontMatter());
            noteDraft(file, Kind.PRACTICE_AREA.section + slug, yaml.bool("draft"));
            return new PracticeArea(
                    slug,
                    yaml.string("title"),
                    yaml.string("description"),
                    yaml.integer("order"),
                    yaml.bool("draft"),
                    parsed.body());
        });
    }

    private Optional<Lawyer> readLawyer(Path file, String slug, Firm firm, Set<String> areaSlugs) {
        Optional<Parsed> parsed = readMarkdownFile(file);
        if (parsed.isEmpty()) {
            return Optional.empty();
        }
        FrontMatter yaml = original(ContentSchema.TEAM_MEMBER, parsed.get().frontMatter());
        String role = oneOf(yaml, "role", firm.roles(), "roles");
        String office = yaml.string("office");
        if (!office.isEmpty() && firm.office(office).isEmpty()) {
            error(
                    file,
                    yaml.lineOf("office"),
                    "office: unknown office \"" + office + "\" (site.yaml declares "
                            + firm.offices().stream().map(Office::slug).toList() + ")");
        }
        boolean draft = yaml.bool("draft");
        noteDraft(file, Kind.TEAM_MEMBER.section + slug, draft);
        List<Admission> admissions = yaml.items("admissions").stream()
                .map(item -> new Admission(item.string("jurisdiction"), item.integer("year")))
                .toList();
        List<Education> education = yaml.items("education").stream()
                .map(item -> new Education(item.string("degree"), item.string("school"), item.integer("year")))
                .toList();
        return Optional.of(new Lawyer(
                slug,
                yaml.string("name"),
                role,
                office,
                references(yaml, "practiceAreas", areaSlugs, Kind.PRACTICE_AREA, draft),
                email(yaml, "email"),
                yaml.string("phone"),
                admissions,
                education,
                yaml.strings("languages"),
                yaml.string("description"),
                yaml.integer("order"),
                draft,
                image(yaml, "photo", "", yaml.string("name"), ImageRef.Place.PORTRAIT),
                parsed.get().body()));
    }

    private Optional<Publication> readPublication(
            Path file, String slug, Firm firm, Set<String> areaSlugs, Set<String> lawyerSlugs) {
        Optional<Parsed> parsed = readMarkdownFile(file);
        if (parsed.isEmpty()) {
            return Optional.empty();
        }
        FrontMatter yaml = original(ContentSchema.PUBLICATION, parsed.get().frontMatter());
        boolean draft = yaml.bool("draft");
        noteDraft(file, "/publications/" + slug, draft);
        PublicationDate date = yaml.located("date")
                .map(text -> PublicationDate.parse(text.value(), firm.timeZone())
                        .orElseGet(() -> {
                            error(
                                    file,
                                    text.line(),
                                    "date: expected a date as YYYY-MM-DD, or a date and time with offset as 2026-12-01T09:00:00-05:00, got \""
                                            + text.value() + "\"");
                            return PublicationDate.EPOCH;
                        }))
                .orElse(PublicationDate.EPOCH);
        publicationInstants.put("/publications/" + slug, date.instant());
        fileInstants.put(file, date.instant());
        return Optional.of(new Publication(
                slug,
                yaml.string("title"),
                date.instant(),
                date.day(),
                oneOf(yaml, "type", firm.publicationTypes(), "publicationTypes"),
                references(yaml, "authors", lawyerSlugs, Kind.TEAM_MEMBER, draft),
                references(yaml, "practiceAreas", areaSlugs, Kind.PRACTICE_AREA, draft),
                yaml.strings("topics"),
                yaml.string("description"),
                draft,
                image(yaml, "image", "imageAlt", "", ImageRef.Place.PUBLICATION),
                parsed.get().body()));
    }

    /** Reads an original's front matter, kept when there are translations to compare with it. */
    private FrontMatter original(Schema schema, YamlMap frontMatter) {
        FrontMatter yaml = schema.read(frontMatter);
        if (!languages.isEmpty()) {
            originals.put(frontMatter.file(), yaml);
        }
        return yaml;
    }

    /**
     * The image that front-matter key {@code key} names, with its alt text from {@code altKey}
     * (required with the image) or, without an alt key, {@code defaultAlt}.
     */
    private Optional<ImageRef> image(
            FrontMatter yaml, String key, String altKey, String defaultAlt, ImageRef.Place place) {
        boolean hasAlt = !altKey.isEmpty() && yaml.has(altKey);
        if (!yaml.has(key)) {
            if (hasAlt) {
                error(yaml.file(), yaml.lineOf(altKey), altKey + ": there is no " + key + " for it to describe");
            }
            return Optional.empty();
        }
        String alt = altKey.isEmpty() ? defaultAlt : yaml.string(altKey);
        if (alt.isBlank()) {
            error(
                    yaml.file(),
                    hasAlt ? yaml.lineOf(altKey) : yaml.lineOf(key),
                    altKey + ": required with " + key + ": say what the image shows, for people who cannot see it");
        }
        return imageRef(yaml.file(), yaml.lineOf(key), key + ": ", yaml.string(key), alt.strip(), place);
    }

    /** A use of an image, if its path is a site path under {@code /images/}; else an error. */
    private Optional<ImageRef> imageRef(
            Path file, int line, String prefix, String path, String alt, ImageRef.Place place) {
        if (!path.startsWith("/images/") || path.contains("?") || path.contains("#")) {
            error(
                    file,
                    line,
                    prefix
                            + "expected the site path of an image under images/ in the content folder (such as /images/team/jane-doe.jpg), got \""
                            + path + "\"");
            return Optional.empty();
        }
        ImageRef image = new ImageRef(path, alt, place, file, line);
        images.add(image);
        return Optional.of(image);
    }

    /** A value that must be one of a vocabulary site.yaml owns. */
    private String oneOf(FrontMatter yaml, String key, List<String> vocabulary, String siteKey) {
        String value = yaml.string(key);
        if (!value.isEmpty() && !vocabulary.contains(value)) {
            String suggestion = Suggestion.nearest(value, vocabulary)
                    .map(v -> " (did you mean \"" + v + "\"?)")
                    .orElse("");
            error(
                    yaml.file(),
                    yaml.lineOf(key),
                    key + ": expected one of " + vocabulary + " (site.yaml " + siteKey + "), got \"" + value + "\""
                            + suggestion);
        }
        return value;
    }

    /** What a list of slugs refers to. */
    enum Kind {
        PRACTICE_AREA("practice area", "/practice-areas/"),
        TEAM_MEMBER("team member", "/team/");

        final String words;
        final String section;

        Kind(String words, String section) {
            this.words = words;
            this.section = section;
        }
    }

    /** Reads a list of slugs that must name existing items; a published item must not refer to a draft. */
    private List<String> references(FrontMatter yaml, String key, Set<String> known, Kind kind, boolean fromDraft) {
        List<Located<String>> values = yaml.locatedList(key);
        for (Located<String> value : values) {
            if (!known.contains(value.value())) {
                error(yaml.file(), value.line(), key + ": unknown " + kind.words + " \"" + value.value() + "\"");
            } else if (!fromDraft) {
                references.add(new PendingReference(yaml.file(), value.line(), key, kind, value.value()));
            }
        }
        return values.stream().map(Located::value).distinct().toList();
    }

    private void noteDraft(Path file, String path, boolean draft) {
        if (draft) {
            draftFiles.add(file);
            draftPaths.add(path);
        }
    }

    private String email(FrontMatter yaml, String key) {
        String email = yaml.string(key);
        if (!email.isEmpty() && !EMAIL.matcher(email).matches()) {
            error(yaml.file(), yaml.lineOf(key), key + ": \"" + email + "\" is not an e-mail address");
        }
        return email;
    }

    // ---- folders, files, front matter ----

    private interface ItemReader<T> {
        /** The item, or none when the file could not be read (the error is recorded). */
        Optional<T> read(Path file, String slug);
    }

    private <T> List<T> readFolder(String folder, ItemReader<T> reader) {
        Path dir = root.resolve(folder);
        if (!Files.isDirectory(dir)) {
            error(dir, 0, "folder not found");
            return List.of();
        }
        List<T> items = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> sorted = files.sorted().toList();
            sorted.parallelStream()
                    .filter(file -> file.getFileName().toString().endsWith(".md"))
                    .forEach(file -> prepared.put(file, prepare(file)));
            for (Path file : sorted) {
                String name = file.getFileName().toString();
                if (!name.endsWith(".md") || name.startsWith(".")) {
                    continue;
                }
                String slug = name.substring(0, name.length() - 3);
                if (!SLUG.matcher(slug).matches()) {
                    error(file, 0, "file name must be a slug: lowercase letters, digits and single hyphens");
                    continue;
                }
                reader.read(file, slug).ifPresent(items::add);
            }
        } catch (IOException e) {
            error(dir, 0, "cannot list folder: " + e.getMessage());
        }
        return items;
    }

    record Parsed(YamlMap frontMatter, Body body) {}

    /**
     * A YAML file (site.yaml, a language's strings.yaml) read and composed: composed again only
     * when its bytes changed since the last load ({@link ParsedFiles}), like a Markdown file's parse.
     */
    private Optional<YamlMap> readYamlFile(Path file) {
        read.add(file);
        Optional<byte[]> bytes = readBytes(file, errors);
        if (bytes.isEmpty()) {
            return Optional.empty();
        }
        // A YAML file's day shows nowhere: its bytes alone decide.
        PreparedYaml prepared = files.parsed(file, bytes.get(), LocalDate.EPOCH, () -> composeYaml(file, bytes.get()));
        errors.addAll(prepared.errors());
        return prepared.composed().flatMap(composed -> yamlMap(file, composed, 0));
    }

    /** A YAML file decoded and composed, or the errors of its decoding. Never changed once made. */
    private record PreparedYaml(List<ContentError> errors, Optional<Composed> composed) {}

    private static PreparedYaml composeYaml(Path file, byte[] bytes) {
        List<ContentError> failures = new ArrayList<>();
        Optional<Composed> composed = decode(file, bytes, failures).map(text -> compose(file, text, 0));
        return new PreparedYaml(List.copyOf(failures), composed);
    }

    /**
     * A Markdown file read, split and parsed, ahead of validation. Reading and parsing touch no
     * shared state, so {@link #readFolder} prepares a folder's files on every core; validation then
     * runs in file order, so errors are reported in the same order either way. Never changed once
     * made: a later load of the unchanged file gets it again from {@link ParsedFiles}.
     *
     * @param source the file's parts; none when it could not be read or split (see {@code errors})
     */
    private record Prepared(List<ContentError> errors, Optional<Source> source) {
        static Prepared failed(List<ContentError> errors) {
            return new Prepared(errors, Optional.empty());
        }
    }

    /**
     * A Markdown file read and split: its front matter composed, its body parsed.
     *
     * @param refs the body's links and images, in document order, with their lines
     * @param headings the body's headings, in document order, with their lines
     */
    private record Source(
            Composed yaml,
            Node document,
            int bodyLine,
            LocalDate lastModified,
            List<BodyRef> refs,
            List<HeadingOutline.Heading> headings) {}

    /**
     * A link ({@code image} false) or an image in a body, at its line of the file; {@code rawHtml}
     * for a URL attribute of raw HTML, which is held to the allowed schemes only.
     */
    private record BodyRef(boolean image, int line, String destination, String alt, boolean rawHtml) {}

    /** Front matter composed into a YAML node tree (none if empty), or the error that stopped it. */
    private record Composed(Optional<org.snakeyaml.engine.v2.nodes.Node> node, int errorLine, Optional<String> error) {}

    private Prepared prepare(Path file) {
        read.add(file);
        // The status first, then the bytes: a write between the two shows at the next load.
        long readNanos = FileStatus.nowNanos();
        Optional<FileStatus> status = files.keeps() ? statusOf(file) : Optional.empty();
        Optional<Prepared> unchanged = files.unchanged(file, status);
        if (unchanged.isPresent()) {
            return unchanged.get();
        }
        List<ContentError> failures = new ArrayList<>();
        Optional<byte[]> bytes = readBytes(file, failures);
        if (bytes.isEmpty()) {
            return Prepared.failed(failures);
        }
        LocalDate lastModified = lastModified(file);
        return files.parsed(
                file,
                bytes.get(),
                lastModified,
                status,
                readNanos,
                () -> parse(file, bytes.get(), lastModified, files.maxMarkdownDepth()));
    }

    /** The file's status, or none (the file is then read): one that cannot be read is read as a file too. */
    private static Optional<FileStatus> statusOf(Path file) {
        try {
            return FileStatus.of(file);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static Prepared parse(Path file, byte[] bytes, LocalDate lastModified, int maxDepth) {
        List<ContentError> failures = new ArrayList<>();
        Optional<String> read = decode(file, bytes, failures);
        if (read.isEmpty()) {
            return Prepared.failed(failures);
        }
        String[] lines = read.get().split("\r?\n", -1);
        if (lines.length == 0 || !lines[0].strip().equals("---")) {
            failures.add(new ContentError(file, 1, "expected front matter: the file must start with a line \"---\""));
            return Prepared.failed(failures);
        }
        int close = 1;
        while (close < lines.length && !lines[close].strip().equals("---")) {
            close++;
        }
        if (close == lines.length) {
            failures.add(new ContentError(file, 1, "front matter is not closed: add a line \"---\" after it"));
            return Prepared.failed(failures);
        }
        String yamlText = String.join("\n", java.util.Arrays.copyOfRange(lines, 1, close));
        String bodyText = String.join("\n", java.util.Arrays.copyOfRange(lines, close + 1, lines.length));
        Node document = parseBody(file, bodyText, close + 2, maxDepth, failures);
        List<BodyRef> refs = bodyRefs(document, close + 2);
        List<HeadingOutline.Heading> headings = HeadingOutline.headings(document, close + 2);
        dropSourceSpans(document);
        return new Prepared(
                failures,
                Optional.of(new Source(compose(file, yamlText, 1), document, close + 2, lastModified, refs, headings)));
    }

    /**
     * The body's tree, unless it nests deeper than {@code maxDepth}: then the error at the line of
     * its deep construct, found before anything walks the tree (docs/decisions.md §8.7), and an
     * empty body in its place, so that the page still exists and links to it are not reported as
     * broken too. CommonMark's parser does not recurse (3,000 levels parse on a 512 KB stack);
     * should it overflow all the same, that is the same error.
     */
    private static Node parseBody(Path file, String bodyText, int bodyLine, int maxDepth, List<ContentError> failures) {
        try {
            Node document = MarkdownSource.PARSER.parse(bodyText);
            Optional<Node> deep = MarkdownDepth.firstBeyond(document, maxDepth);
            if (deep.isEmpty()) {
                return document;
            }
            failures.add(new ContentError(
                    file, bodyLine + MarkdownDepth.lineIndex(deep.get()), MarkdownDepth.message(maxDepth)));
        } catch (StackOverflowError e) {
            failures.add(new ContentError(file, bodyLine, MarkdownDepth.message(maxDepth)));
        }
        return new org.commonmark.node.Document();
    }

    private Optional<Parsed> readMarkdownFile(Path file) {
        // Prepared beforehand (readFolder prepares a folder's files on every core), or read now.
        Prepared ready = Optional.ofNullable(prepared.remove(file)).orElseGet(() -> prepare(file));
        errors.addAll(ready.errors());
        if (ready.source().isEmpty()) {
            return Optional.empty();
        }
        Source source = ready.source().get();
        Optional<YamlMap> yaml = yamlMap(file, source.yaml(), 1);
        checkBodyRefs(file, source.refs());
        warnings.addAll(HeadingOutline.warnings(
                file,
                source.headings(),
                HeadingOutline.levelOfBody(
                        root, file, languages.stream().map(Located::value).toList())));
        Body body = new Body(source.document(), source.lastModified());
        return yaml.map(map -> new Parsed(map, body));
    }

    private static Composed compose(Path file, String text, int lineOffset) {
        try {
            return new Composed(
                    new Compose(LoadSettings.builder().setLabel(file.toString()).build())
                            .composeString(text)
                            .map(YamlLines::compact),
                    0,
                    Optional.empty());
        } catch (MarkedYamlEngineException e) {
            int line = e.getProblemMark().map(Mark::getLine).orElse(0) + 1 + lineOffset;
            return new Composed(Optional.empty(), line, Optional.of("invalid YAML: " + e.getProblem()));
        } catch (YamlEngineException e) {
            return new Composed(Optional.empty(), lineOffset + 1, Optional.of("invalid YAML: " + e.getMessage()));
        } catch (StackOverflowError e) {
            // The composer recurses once per level and has no depth limit of its own: a few kilobytes
            // of "[" overflow it. The error is the file's, not the process's (docs/decisions.md §8.7).
            return new Composed(
                    Optional.empty(),
                    lineOffset + 1,
                    Optional.of("invalid YAML: nested too deep to read (lists or mappings inside one another)"));
        }
    }

    private Optional<YamlMap> yamlMap(Path file, Composed composed, int lineOffset) {
        if (composed.error().isPresent()) {
            error(file, composed.errorLine(), composed.error().get());
            return Optional.empty();
        }
        if (composed.node().isEmpty()) {
            error(file, lineOffset + 1, "front matter is empty");
            return Optional.empty();
        }
        if (!(composed.node().get() instanceof MappingNode)) {
            error(file, lineOffset + 1, "expected a mapping of keys to values");
            return Optional.empty();
        }
        return Optional.of(new YamlMap(file, lineOffset, composed.node().get(), errors));
    }

    private static Optional<String> decode(Path file, byte[] bytes, List<ContentError> failures) {
        try {
            return Optional.of(StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(bytes))
                    .toString());
        } catch (CharacterCodingException e) {
            failures.add(new ContentError(file, 0, "not valid UTF-8"));
            return Optional.empty();
        }
    }

    private static Optional<byte[]> readBytes(Path file, List<ContentError> failures) {
        try {
            return Optional.of(Files.readAllBytes(file));
        } catch (java.nio.file.NoSuchFileException e) {
            failures.add(new ContentError(file, 0, "file not found"));
        } catch (IOException e) {
            failures.add(new ContentError(file, 0, "cannot read: " + e.getMessage()));
        }
        return Optional.empty();
    }

    private static LocalDate lastModified(Path file) {
        try {
            return LocalDate.ofInstant(Files.getLastModifiedTime(file).toInstant(), java.time.ZoneOffset.UTC);
        } catch (IOException e) {
            return LocalDate.EPOCH;
        }
    }

    // ---- cross-file checks ----

    /** A site path to check once every page is known: from a body, or a menu ({@code fromMenu}). */
    private record PendingLink(Path file, int line, String destination, boolean fromMenu) {}

    /** A published item's reference to another item, which must not be a draft. */
    private record PendingReference(Path file, int line, String key, Kind kind, String slug) {}

    private record Ordered(String slug, int order) {}

    /**
     * Source spans only serve to name the line of a broken link, so they are dropped once links are
     * collected: kept, they are a quarter of a large site's heap. Iterative, so no nesting depth can
     * overflow the stack.
     */
    private static void dropSourceSpans(Node root) {
        Node node = root;
        while (node != null) {
            node.setSourceSpans(List.of());
            if (node.getFirstChild() != null) {
                node = node.getFirstChild();
                continue;
            }
            while (node != root && node.getNext() == null) {
                node = node.getParent();
            }
            node = node == root ? null : node.getNext();
        }
    }

    /** The links and images of a parsed body, with the lines they are on (before the spans are dropped). */
    private static List<BodyRef> bodyRefs(Node document, int firstBodyLine) {
        List<BodyRef> refs = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(org.commonmark.node.Link link) {
                refs.add(new BodyRef(false, lineOf(link, firstBodyLine), link.getDestination(), "", false));
                visitChildren(link);
            }

            @Override
            public void visit(org.commonmark.node.Image image) {
                refs.add(new BodyRef(
                        true,
                        lineOf(image, firstBodyLine),
                        image.getDestination(),
                        MarkdownSource.altText(image),
                        false));
            }

            // Raw HTML is rendered as written: its URLs are checked like the Markdown's.
            @Override
            public void visit(org.commonmark.node.HtmlInline html) {
                rawHtml(html, html.getLiteral());
            }

            @Override
            public void visit(org.commonmark.node.HtmlBlock html) {
                rawHtml(html, html.getLiteral());
            }

            private void rawHtml(Node node, String literal) {
                int line = lineOf(node, firstBodyLine);
                for (LinkSchemes.Attribute url : LinkSchemes.urlAttributes(literal)) {
                    refs.add(new BodyRef(false, line + url.lineIndex(), url.value(), "", true));
                }
            }
        });
        return List.copyOf(refs);
    }

    private static int lineOf(Node node, int firstBodyLine) {
        List<SourceSpan> spans = node.getSourceSpans();
        return spans.isEmpty() ? firstBodyLine : firstBodyLine + spans.get(0).getLineIndex();
    }

    /** Notes a body's links for the cross-file checks, and checks and records its images. */
    private void checkBodyRefs(Path file, List<BodyRef> refs) {
        for (BodyRef ref : refs) {
            Optional<String> refused = LinkSchemes.refused(ref.destination());
            if (refused.isPresent()) {
                error(
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
                error(
                        file,
                        ref.line(),
                        "image " + ref.destination()
                                + " has no alt text: write what it shows between the brackets, ![what it shows](…)");
            }
            imageRef(file, ref.line(), "image: ", ref.destination(), ref.alt().strip(), ImageRef.Place.BODY);
        }
    }

    private void checkReferences() {
        for (PendingReference reference : references) {
            if (draftPaths.contains(reference.kind().section + reference.slug())) {
                error(
                        reference.file(),
                        reference.line(),
                        reference.key() + ": " + reference.kind().words + " \"" + reference.slug()
                                + "\" is a draft: published content cannot refer to it");
            }
        }
    }

    private void checkLinks(Set<String> pagePaths) {
        for (PendingLink link : links) {
            String destination = link.destination();
            if (link.fromMenu() && !destination.startsWith("/")) {
                error(
                        link.file(),
                        link.line(),
                        "path: expected a site path starting with \"/\" or an https:// URL, got \"" + destination
                                + "\"");
                continue;
            }
            if (!destination.startsWith("/") || destination.startsWith("//") || draftFiles.contains(link.file())) {
                continue;
            }
            String path = destination.replaceFirst("[?#].*$", "");
            String page = MarkdownTwin.pageOf(path).orElse(path);
            Instant live = publicationInstants.getOrDefault(page, Instant.MIN);
            if (draftPaths.contains(page)) {
                error(
                        link.file(),
                        link.line(),
                        "link to a draft \"" + destination + "\": published content cannot lead to it");
            } else if (live.isAfter(now) && live.isAfter(fileInstants.getOrDefault(link.file(), Instant.MIN))) {
                error(
                        link.file(),
                        link.line(),
                        "link to \"" + destination + "\", scheduled for " + ScheduledTime.describe(live, zone)
                                + ": published content cannot lead to it before then");
            } else if (!pagePaths.contains(page) && !isGeneratedPath.test(path)) {
                error(link.file(), link.line(), "broken internal link \"" + destination + "\": no such page");
            }
        }
    }

    private static Set<String> pagePaths(
            List<Page> pages, Set<String> areas, Set<String> team, Set<String> publications) {
        Set<String> paths = new HashSet<>();
        pages.forEach(page -> paths.add(page.path()));
        areas.forEach(slug -> paths.add("/practice-areas/" + slug));
        team.forEach(slug -> paths.add("/team/" + slug));
        publications.forEach(slug -> paths.add("/publications/" + slug));
        return paths;
    }

    /** Slugs of the well-named Markdown files in a folder (errors about the folder are reported elsewhere). */
    private Set<String> slugsIn(String folder) {
        try (Stream<Path> files = Files.list(root.resolve(folder))) {
            Set<String> slugs = new HashSet<>();
            files.map(f -> f.getFileName().toString())
                    .filter(name -> name.endsWith(".md"))
                    .map(name -> name.substring(0, name.length() - 3))
                    .filter(slug -> SLUG.matcher(slug).matches())
                    .forEach(slugs::add);
            return slugs;
        } catch (IOException e) {
            return Set.of();
        }
    }

    private void checkUniqueOrder(List<Ordered> items, String folder) {
        Set<Integer> seen = new HashSet<>();
        for (Ordered item : items) {
            if (!seen.add(item.order())) {
                error(
                        root.resolve(folder).resolve(item.slug() + ".md"),
                        2,
                        "order: " + item.order() + " is already used by another file in " + folder + "/");
            }
        }
    }

    private void checkSlug(Path file, int line, String slug) {
        if (!slug.isEmpty() && !SLUG.matcher(slug).matches()) {
            error(file, line, "slug: \"" + slug + "\" must be lowercase letters, digits and single hyphens");
        }
    }

    private void error(Path file, int line, String message) {
        errors.add(new ContentError(file, line, message));
    }
}
