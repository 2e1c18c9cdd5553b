package com.firmsite.content;

import com.firmsite.content.ContentFiles.Parsed;
import com.firmsite.content.YamlMap.Located;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * Reads a content folder (see docs/content-format.md) into a {@link Site}, or fails with every
 * error it found, each naming its file and line. It composes the parts, in the order their errors
 * are reported: {@link ContentFiles} reads the files, {@link FirmReader} and {@link ItemReaders} map
 * them onto records as {@link ContentSchema} declares, {@link Translations} reads the other
 * languages, and {@link SiteChecks}, {@link RedirectsFile} and {@link StringsFile} check the site as
 * a whole.
 */
public final class ContentLoader {
    private final Path root;
    private final Predicate<String> isGeneratedPath;
    private final Instant now;
    private final Problems problems = new Problems();
    private final ContentFiles files;
    private final Images images = new Images(problems);
    private final SiteChecks checks;
    /** Where every part reports: the load's problems, images, checks and originals. */
    private final Findings found;

    private final FirmReader firmReader;

    private ContentLoader(Path root, Predicate<String> isGeneratedPath, Instant now, ParsedFiles parsed) {
        this.root = root;
        this.isGeneratedPath = isGeneratedPath;
        this.files = new ContentFiles(root, parsed, problems);
        this.checks = new SiteChecks(root, problems, images, isGeneratedPath, now);
        this.found = new Findings(problems, images, checks, new ConcurrentHashMap<>());
        this.firmReader = new FirmReader(files, problems, checks, images);
        this.now = now;
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
            return files.sameRecords(loader.load());
        } finally {
            imageUses.addAll(loader.images.uses());
            loader.files.retainRead();
        }
    }

    private Site load() throws ContentException {
        if (!Files.isDirectory(root)) {
            throw new ContentException(List.of(new ContentError(root, 0, "content folder not found")));
        }
        Firm firm = firmReader.read(root.resolve("site.yaml"));
        ItemReaders items = new ItemReaders(root, this::readMarkdownFile, found, firm);
        Site original = readItems(firm, items);
        Map<String, Site> translations = translations(original, items.originals());
        checks.checkReferences();
        Set<String> pagePaths = SiteChecks.pagePaths(original.pages(), slugsByFolder());
        checks.checkLinks(pagePaths, firm.timeZone());
        Map<String, String> unpublished = checks.unpublished(firm.timeZone());
        Set<String> publishedPaths = new HashSet<>(pagePaths);
        publishedPaths.removeAll(unpublished.keySet());
        List<Redirect> redirects = RedirectsFile.read(
                root,
                publishedPaths,
                pagePaths,
                unpublished,
                firm,
                translations,
                now,
                isGeneratedPath,
                problems.errors);
        StringsFile.Loaded strings = StringsFile.load(root, languagesInUse(firm, translations));
        problems.errors.addAll(strings.errors());
        if (!problems.errors.isEmpty()) {
            throw new ContentException(problems.errors);
        }
        return original.toBuilder()
                .redirects(redirects)
                .translations(translations)
                .warnings(problems.warnings.stream().sorted().toList())
                .build()
                .withStrings(strings.byLanguage());
    }

    /**
     * Every page and item of the default language, in site order. References are checked against
     * the files that exist, not the ones that parsed, so one broken file is reported once instead
     * of again by every file that refers to it.
     */
    private Site readItems(Firm firm, ItemReaders items) {
        List<Page> pages = items.pages();
        // What each folder's reader depends on besides its files (see ContentFiles.readFolder).
        List<String> languages =
                firmReader.languages().stream().map(Located::value).toList();
        List<PracticeArea> areas = files
                .readFolder(
                        "practice-areas",
                        List.of(firm, languages),
                        (file, slug, own) -> items.reporting(own).practiceArea(file, slug),
                        found)
                .stream()
                .sorted(Comparator.comparingInt(PracticeArea::order))
                .toList();
        Set<String> areaSlugs = files.slugsIn("practice-areas");
        List<Lawyer> team = files
                .readFolder(
                        "team",
                        List.of(firm, languages, areaSlugs),
                        (file, slug, own) -> items.reporting(own).lawyer(file, slug, areaSlugs),
                        found)
                .stream()
                .sorted(Comparator.comparingInt((Lawyer l) -> firm.roles().indexOf(l.role()))
                        .thenComparingInt(Lawyer::order))
                .toList();
        Set<String> lawyerSlugs = files.slugsIn("team");
        List<Publication> publications = files
                .readFolder(
                        "publications",
                        List.of(firm, languages, areaSlugs, lawyerSlugs),
                        (file, slug, own) -> items.reporting(own).publication(file, slug, areaSlugs, lawyerSlugs),
                        found)
                .stream()
                .sorted(Comparator.comparing(Publication::published).reversed().thenComparing(Publication::slug))
                .toList();
        List<Event> events = files
                .readFolder(
                        ItemFolder.EVENT.folder,
                        List.of(firm, languages, areaSlugs, lawyerSlugs),
                        (file, slug, own) -> items.reporting(own).event(file, slug, areaSlugs, lawyerSlugs),
                        found)
                .stream()
                .sorted(Comparator.comparing((Event e) -> e.start().toInstant()).thenComparing(Event::slug))
                .toList();
        List<JobOpening> jobOpenings = files
                .readFolder(
                        ItemFolder.JOB_OPENING.folder,
                        List.of(firm, languages),
                        (file, slug, own) -> items.reporting(own).jobOpening(file, slug),
                        found)
                .stream()
                .sorted(Comparator.comparing(JobOpening::datePosted).reversed().thenComparing(JobOpening::slug))
                .toList();
        checks.checkUniqueOrder(
                areas.stream()
                        .map(a -> new SiteChecks.Ordered(a.slug(), a.order()))
                        .toList(),
                "practice-areas");
        checks.checkUniqueOrder(
                team.stream()
                        .map(l -> new SiteChecks.Ordered(l.slug(), l.order()))
                        .toList(),
                "team");
        return Site.builder(firm)
                .pages(pages)
                .practiceAreas(areas)
                .team(team)
                .publications(publications)
                .events(events)
                .jobOpenings(jobOpenings)
                .build();
    }

    /** The slugs of each item folder's well-named files: the site paths links may lead to. */
    private Map<ItemFolder, Set<String>> slugsByFolder() {
        Map<ItemFolder, Set<String>> slugs = new EnumMap<>(ItemFolder.class);
        for (ItemFolder folder : ItemFolder.values()) {
            slugs.put(folder, files.slugsIn(folder.folder));
        }
        return slugs;
    }

    /** Interface strings of every language in use (docs/decisions.md §9.5), each site its own. */
    private static List<String> languagesInUse(Firm firm, Map<String, Site> translations) {
        List<String> inUse = new ArrayList<>();
        inUse.add(firm.language());
        inUse.addAll(translations.keySet());
        return inUse;
    }

    /** The site in each other language (docs/decisions.md §9.2–§9.4), read before links are checked: theirs are too. */
    private Map<String, Site> translations(Site original, Map<Path, FrontMatter> originals) {
        List<Located<String>> languages = firmReader.languages();
        Optional<FrontMatter> siteYaml = firmReader.siteYaml();
        if (languages.isEmpty() || siteYaml.isEmpty()) {
            return Map.of();
        }
        Translations.Loader lent = new Translations.Loader(
                root,
                files,
                this::readMarkdownFile,
                files::readYamlFile,
                found,
                isGeneratedPath,
                originals,
                languages.stream().map(Located::value).toList());
        return new Translations(lent, original, siteYaml.get()).read(languages);
    }

    /**
     * A Markdown file read, its body's links noted for the site checks and its headings' warnings
     * kept, all reported into {@code found}.
     */
    private Optional<Parsed> readMarkdownFile(Path file, Findings found) {
        return files.readMarkdownFile(file, found.problems).flatMap(read -> {
            found.checks.checkBodyRefs(file, read.refs());
            found.problems.warnings.addAll(HeadingOutline.warnings(
                    file,
                    read.headings(),
                    HeadingOutline.levelOfBody(
                            root,
                            file,
                            firmReader.languages().stream().map(Located::value).toList())));
            return read.frontMatter().map(map -> new Parsed(map, read.body()));
        });
    }
}
