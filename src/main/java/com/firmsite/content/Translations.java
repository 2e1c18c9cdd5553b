package com.firmsite.content;

import com.firmsite.content.ContentFiles.Parsed;
import com.firmsite.content.YamlMap.Located;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Reads the translations of a content folder ({@code <lang>/} for each of site.yaml {@code
 * languages}) into a {@link Site} per language (docs/decisions.md §9.2–§9.4): each translation
 * sits at its original's relative path and brings only translatable texts; every fact is the
 * original's, and a fact repeated with another value is an error at its line.
 */
final class Translations {
    /**
     * What the loader lends: its files and readers, where the load's findings go, and what it read
     * of the originals.
     *
     * @param markdown reads a Markdown file, reporting into the findings it is given
     * @param languages the firm's other languages: how a body's headings are read depends on them
     */
    record Loader(
            Path root,
            ContentFiles files,
            BiFunction<Path, Findings, Optional<Parsed>> markdown,
            Function<Path, Optional<YamlMap>> yaml,
            Findings found,
            Predicate<String> isGeneratedPath,
            Map<Path, FrontMatter> originals,
            List<String> languages) {}

    private final Loader loader;
    private final Site original;
    private final FrontMatter originalSite;
    /** The languages as the last load had them when equal: a translation's context compares by identity. */
    private final List<?> languages;

    Translations(Loader loader, Site original, FrontMatter originalSite) {
        this.loader = loader;
        this.original = original;
        this.originalSite = originalSite;
        this.languages = loader.files().keptContext("translations", loader.languages());
    }

    /** The site in each language of {@code languages} (valid tags, with their lines in site.yaml). */
    Map<String, Site> read(List<Located<String>> languages) {
        Map<String, Site> sites = new LinkedHashMap<>();
        for (Located<String> language : languages) {
            sites.put(language.value(), read(language));
        }
        return sites;
    }

    private Site read(Located<String> language) {
        Path dir = loader.root().resolve(language.value());
        Path siteFile = loader.root().resolve("site.yaml");
        for (String required : List.of("home.md", "site.yaml")) {
            if (!Files.isRegularFile(dir.resolve(required))) {
                error(
                        siteFile,
                        language.line(),
                        "languages: \"" + language.value() + "\" needs " + language.value() + "/" + required
                                + (required.equals("home.md")
                                        ? " (its home page, /" + language.value() + ")"
                                        : " (the firm's texts in that language)"));
            }
        }
        Path shadow = loader.root().resolve(language.value() + ".md");
        if (Files.exists(shadow)) {
            error(
                    shadow,
                    1,
                    "this page's address /" + language.value() + " is the home page of language \"" + language.value()
                            + "\": rename the file");
        }
        Items items = new Items();
        // Side by side, as the originals' folders are (ContentFiles.readFolder): each file is read
        // on its own, and the items are put in the originals' order afterwards.
        markdownFiles(dir).entrySet().parallelStream()
                .forEach(file -> translate(file.getKey(), file.getValue(), items));
        Site translated = items.site(original, original.firm());
        Firm firm = Files.isRegularFile(dir.resolve("site.yaml"))
                ? firm(dir.resolve("site.yaml"), language.value(), translated)
                : original.firm();
        return items.site(original, firm);
    }

    // ---- pages and items ----

    /** The translated items of one language, by site path, put from the files read side by side. */
    private static final class Items {
        final Map<String, Page> pages = new ConcurrentHashMap<>();
        final Map<String, PracticeArea> areas = new ConcurrentHashMap<>();
        final Map<String, Lawyer> team = new ConcurrentHashMap<>();
        final Map<String, Publication> publications = new ConcurrentHashMap<>();
        final Map<String, Event> events = new ConcurrentHashMap<>();
        final Map<String, JobOpening> jobOpenings = new ConcurrentHashMap<>();

        /** Puts a translated item at its path, in the map of its kind. */
        void put(String path, Record item) {
            switch (item) {
                case Page page -> pages.put(path, page);
                case PracticeArea area -> areas.put(path, area);
                case Lawyer lawyer -> team.put(path, lawyer);
                case Publication publication -> publications.put(path, publication);
                case Event event -> events.put(path, event);
                case JobOpening opening -> jobOpenings.put(path, opening);
                default -> throw new IllegalStateException("not an item of a section: " + item);
            }
        }

        /** The site of these items, in the original's order. */
        Site site(Site original, Firm firm) {
            return Site.builder(firm)
                    .pages(inOrder(original.pages(), Page::path, pages))
                    .practiceAreas(inOrder(original.practiceAreas(), PracticeArea::path, areas))
                    .team(inOrder(original.team(), Lawyer::path, team))
                    .publications(inOrder(original.publications(), Publication::path, publications))
                    .events(inOrder(original.events(), Event::path, events))
                    .jobOpenings(inOrder(original.jobOpenings(), JobOpening::path, jobOpenings))
                    .build();
        }

        /** The translated items, in the order of their originals. */
        private static <T> List<T> inOrder(List<T> originals, Function<T, String> path, Map<String, T> translated) {
            return originals.stream()
                    .map(item -> translated.get(path.apply(item)))
                    .filter(Objects::nonNull)
                    .toList();
        }
    }

    private void translate(String relative, Path file, Items items) {
        String path = PageFiles.sitePath(relative);
        Path originalFile = loader.root().resolve(relative);
        if (!original.has(path)) {
            if (!Files.exists(originalFile)) {
                error(
                        file,
                        1,
                        "a translation of " + relative
                                + ", which does not exist: a translation sits at the relative path of"
                                + " its original in the content folder");
            }
            return; // else the original is broken, and reported as such
        }
        Record source = originalItem(path.substring(0, path.lastIndexOf('/') + 1), path);
        FrontMatter originalYaml = loader.originals().get(originalFile);
        if (originalYaml == null) {
            // The original is at another file (a page as about.md, its translation as
            // fr/about/index.md): the translation's own errors are reported, and nothing is
            // translated from it.
            Optional<Parsed> unused = loader.markdown().apply(file, loader.found());
            return;
        }
        // A translation is made of its file, its original's record and front matter, and nothing
        // else: an unchanged one of an unchanged original is not read again (ContentFiles.readFile).
        // An item's record is the very one when its file is unchanged (kept reads); a page's is
        // read at every load, so its context is compared by value, a handful of pages.
        List<?> context = List.of(source, originalYaml, languages);
        if (source instanceof Page) {
            context = loader.files().keptContext(file, context);
        }
        loader.files()
                .readFile(
                        file,
                        context,
                        own -> loader.markdown()
                                .apply(file, own)
                                .map(read -> translated(source, file, read, originalYaml, own)),
                        loader.found())
                .ifPresent(item -> items.put(path, item));
    }

    /** The original of a translation at {@code path}, in {@code section} ("/" for a page). */
    private Record originalItem(String section, String path) {
        return switch (section) {
            case "/practice-areas/" -> original.practiceArea(slug(path)).orElseThrow();
            case "/team/" -> original.lawyer(slug(path)).orElseThrow();
            // By the slug index, not a scan of every publication: 3,002 translations of 10,000 were
            // 30 million comparisons at a large firm's load (issue 34).
            case "/publications/" -> original.publication(slug(path)).orElseThrow();
            case "/events/" -> original.event(slug(path)).orElseThrow();
            case "/careers/" -> original.jobOpening(slug(path)).orElseThrow();
            default -> original.page(path).orElseThrow();
        };
    }

    /** The item in this language, what reading its file finds reported into {@code into}. */
    private Record translated(Record source, Path file, Parsed read, FrontMatter originalYaml, Findings into) {
        return switch (source) {
            case Publication p -> publication(p, file, read, originalYaml, into);
            case Event event -> event(event, file, read, originalYaml, into);
            case PracticeArea area ->
                texts(area, area.draft(), ContentSchema.PRACTICE_AREA_TRANSLATION, file, read, originalYaml, into);
            case Lawyer l -> texts(l, l.draft(), ContentSchema.TEAM_MEMBER_TRANSLATION, file, read, originalYaml, into);
            case JobOpening job ->
                texts(job, job.draft(), ContentSchema.JOB_OPENING_TRANSLATION, file, read, originalYaml, into);
            case Page page -> texts(page, page.draft(), ContentSchema.PAGE_TRANSLATION, file, read, originalYaml, into);
            default -> throw new IllegalStateException("not an item of a section: " + source);
        };
    }

    /** An item whose translation brings texts only, read with its translation's {@code schema}. */
    private <T extends Record> T texts(
            T source,
            boolean originalDraft,
            Schema schema,
            Path file,
            Parsed read,
            FrontMatter originalYaml,
            Findings into) {
        FrontMatter yaml = read(schema, read, originalYaml, into);
        return translated(source, yaml, draft(file, originalDraft, yaml, into), read);
    }

    private Publication publication(Publication p, Path file, Parsed read, FrontMatter originalYaml, Findings into) {
        FrontMatter yaml = read(ContentSchema.PUBLICATION_TRANSLATION, read, originalYaml, into);
        if (!p.topics().isEmpty() && !yaml.has("topics")) {
            into.problems.report(
                    file, yaml.line(), "topics: the original has topics " + p.topics() + ": translate them");
        }
        Optional<ImageRef> image = p.image()
                .map(i -> new ImageRef(
                        i.path(),
                        translatedAlt(yaml, "imageAlt", "image", into),
                        i.place(),
                        file,
                        yaml.lineOf("imageAlt")));
        if (p.image().isEmpty() && yaml.has("imageAlt")) {
            into.problems.report(
                    file, yaml.lineOf("imageAlt"), "imageAlt: the original has no image for it to describe");
        }
        return RecordBuilder.copyOf(p)
                .translatedFrom(yaml)
                .set("draft", draft(file, p.draft(), yaml, into))
                .set("image", image)
                .set("body", read.body())
                .build();
    }

    private Event event(Event event, Path file, Parsed read, FrontMatter originalYaml, Findings into) {
        FrontMatter yaml = read(ContentSchema.EVENT_TRANSLATION, read, originalYaml, into);
        Optional<ImageRef> image = event.image()
                .map(i -> new ImageRef(
                        i.path(),
                        translatedAlt(yaml, "imageAlt", "image", into),
                        i.place(),
                        file,
                        yaml.lineOf("imageAlt")));
        return RecordBuilder.copyOf(event)
                .translatedFrom(yaml)
                .set("draft", draft(file, event.draft(), yaml, into))
                .set("image", image)
                .set("body", read.body())
                .build();
    }

    /**
     * An item in this language: its original with the texts that the translation's schema declares
     * and the translation gives; every fact stays the original's.
     */
    private static <T extends Record> T translated(T original, FrontMatter yaml, boolean draft, Parsed read) {
        return RecordBuilder.copyOf(original)
                .translatedFrom(yaml)
                .set("draft", draft)
                .set("body", read.body())
                .build();
    }

    /** An alt text the original needs (it has the image), which the translation must give too. */
    private String translatedAlt(FrontMatter yaml, String altKey, String imageKey, Findings into) {
        if (!yaml.has(altKey) || yaml.string(altKey).isBlank()) {
            into.problems.report(
                    yaml.file(),
                    yaml.lineOf(altKey),
                    altKey + ": the original has " + imageKey + ": say what it shows, in this language");
        }
        return yaml.string(altKey);
    }

    /** Reads a translation's front matter and checks the facts it repeats against the original's. */
    private FrontMatter read(Schema schema, Parsed parsed, FrontMatter originalYaml, Findings into) {
        FrontMatter yaml = schema.read(parsed.frontMatter());
        checkFacts(schema, yaml, originalYaml, into);
        return yaml;
    }

    private void checkFacts(Schema schema, FrontMatter yaml, FrontMatter originalYaml, Findings into) {
        for (String key : ContentSchema.facts(schema)) {
            if (yaml.has(key) && !yaml.plain(key).equals(originalYaml.plain(key))) {
                into.problems.report(
                        yaml.file(),
                        yaml.lineOf(key),
                        key + ": differs from the original in " + loader.root().relativize(originalYaml.file())
                                + " (" + originalYaml.plain(key) + "): a fact comes from the original; leave it out"
                                + " or repeat it unchanged");
            }
        }
    }

    /** A translation is unpublished when its original is, or when it says {@code draft: true} itself. */
    private boolean draft(Path file, boolean originalDraft, FrontMatter yaml, Findings into) {
        boolean draft = originalDraft || yaml.bool("draft");
        if (draft) {
            into.checks.noteDraftFile(file);
        }
        return draft;
    }

    private static String slug(String path) {
        return path.substring(path.lastIndexOf('/') + 1);
    }

    // ---- <lang>/site.yaml ----

    private Firm firm(Path file, String language, Site translated) {
        Optional<YamlMap> parsed = loader.yaml().apply(file);
        Firm firm = original.firm();
        if (parsed.isEmpty()) {
            return firm;
        }
        FrontMatter yaml = ContentSchema.SITE_TRANSLATION.read(parsed.get());
        checkFacts(ContentSchema.SITE_TRANSLATION, yaml, originalSite, loader.found());
        List<String> others = new ArrayList<>();
        others.add(firm.language());
        firm.languages().stream().filter(l -> !l.equals(language)).forEach(others::add);
        return RecordBuilder.copyOf(firm)
                .translatedFrom(yaml)
                .set("language", language)
                .set("languages", List.copyOf(others))
                .set("navigation", firm.navigation().map(links -> links(yaml, "navigation", links, translated)))
                .set("footer", firm.footer().map(links -> links(yaml, "footer", links, translated)))
                .set("offices", offices(yaml, firm.offices()))
                .set("vocabulary", vocabulary(yaml, firm, translated))
                .build();
    }

    // ---- the firm's vocabularies (docs/decisions.md §9.12) ----

    /**
     * The labels of the firm's roles and publication types in this language. Every term this
     * language's pages show needs one: a built-in term has it in the catalogs, a firm's own term
     * must be labelled here, else its pages would show the default language's word.
     */
    private Vocabulary vocabulary(FrontMatter yaml, Firm firm, Site translated) {
        Set<String> shownRoles = new java.util.LinkedHashSet<>();
        translated.team().forEach(lawyer -> shownRoles.add(lawyer.role()));
        Set<String> shownTypes = new java.util.LinkedHashSet<>();
        for (Publication publication : translated.publications()) {
            shownTypes.add(publication.type());
            // An author not translated is still named, with their role, on the translated publication.
            publication.authors().forEach(slug -> original.lawyer(slug).ifPresent(l -> shownRoles.add(l.role())));
        }
        return new Vocabulary(
                labels(yaml, "roles", "role", firm.roles(), shownRoles, Vocabulary::builtInRole),
                labels(
                        yaml,
                        "publicationTypes",
                        "publication type",
                        firm.publicationTypes(),
                        shownTypes,
                        Vocabulary::builtInType));
    }

    private Map<String, String> labels(
            FrontMatter yaml,
            String key,
            String what,
            List<String> terms,
            Set<String> shown,
            Predicate<String> builtIn) {
        Map<String, String> labels = new LinkedHashMap<>();
        for (FrontMatter item : yaml.items(key)) {
            String term = item.string("term");
            if (!terms.contains(term)) {
                String hint = Suggestion.nearest(term, terms)
                        .map(near -> " (did you mean \"" + near + "\"?)")
                        .orElse("");
                error(yaml.file(), item.lineOf("term"), "term: site.yaml has no " + what + " \"" + term + "\"" + hint);
            } else if (labels.put(term, item.string("label")) != null) {
                error(yaml.file(), item.lineOf("term"), "term: the " + what + " \"" + term + "\" is labelled twice");
            }
        }
        for (String term : shown) {
            // A term site.yaml does not have is already an error at the file that uses it.
            if (terms.contains(term) && !labels.containsKey(term) && !builtIn.test(term)) {
                error(
                        yaml.file(),
                        yaml.lineOf(key),
                        key + ": no label in this language for the " + what + " \"" + term
                                + "\", which its pages show (add {term: " + term + ", label: ...})");
            }
        }
        return labels;
    }

    /**
     * The menu in this language: the original's links, in its order, with their translated titles;
     * a link to a page not translated is left out (it does not exist in this language).
     */
    private List<Link> links(FrontMatter yaml, String key, List<Link> originals, Site translated) {
        Map<String, String> titles = new LinkedHashMap<>();
        Set<String> paths = new HashSet<>();
        originals.forEach(link -> paths.add(link.path()));
        for (FrontMatter item : yaml.items(key)) {
            String path = item.string("path");
            if (!paths.contains(path)) {
                error(yaml.file(), item.lineOf("path"), "path: site.yaml " + key + " has no link to \"" + path + "\"");
            } else if (titles.put(path, item.string("title")) != null) {
                error(yaml.file(), item.lineOf("path"), "path: \"" + path + "\" is translated twice");
            }
        }
        List<Link> links = new ArrayList<>();
        for (Link link : originals) {
            boolean shown = link.external()
                    || translated.has(link.path())
                    || loader.isGeneratedPath().test(link.path());
            if (!shown) {
                continue;
            }
            if (!titles.containsKey(link.path())) {
                error(yaml.file(), yaml.lineOf(key), key + ": no title for the link to " + link.path());
            }
            links.add(new Link(titles.getOrDefault(link.path(), link.title()), link.path()));
        }
        return List.copyOf(links);
    }

    /** Every office with its texts in this language, by slug; every office must have them. */
    private List<Office> offices(FrontMatter yaml, List<Office> offices) {
        Map<String, FrontMatter> originals = new TreeMap<>();
        originalSite.items("offices").forEach(office -> originals.put(office.string("slug"), office));
        Map<String, FrontMatter> translated = new TreeMap<>();
        for (FrontMatter office : yaml.items("offices")) {
            String slug = office.string("slug");
            if (!originals.containsKey(slug)) {
                error(yaml.file(), office.lineOf("slug"), "slug: site.yaml has no office \"" + slug + "\"");
            } else if (translated.put(slug, office) != null) {
                error(yaml.file(), office.lineOf("slug"), "slug: office \"" + slug + "\" is translated twice");
            } else {
                checkFacts(ContentSchema.OFFICE_TRANSLATION, office, originals.get(slug), loader.found());
            }
        }
        List<Office> result = new ArrayList<>();
        for (Office office : offices) {
            FrontMatter texts = translated.get(office.slug());
            if (texts == null) {
                error(
                        yaml.file(),
                        yaml.lineOf("offices"),
                        "offices: no texts for office \"" + office.slug() + "\" (hours, directions)");
                result.add(office);
                continue;
            }
            result.add(RecordBuilder.copyOf(office)
                    .translatedFrom(texts)
                    .set(
                            "photo",
                            office.photo()
                                    .map(photo -> new ImageRef(
                                            photo.path(),
                                            translatedAlt(texts, "photoAlt", "photo", loader.found()),
                                            photo.place(),
                                            texts.file(),
                                            texts.lineOf("photoAlt"))))
                    .build());
        }
        return List.copyOf(result);
    }

    // ---- files ----

    /** The Markdown files of a language folder, by path relative to it ({@code team/jane-doe.md}), in order. */
    private Map<String, Path> markdownFiles(Path dir) {
        Map<String, Path> files = new TreeMap<>();
        if (!Files.isDirectory(dir)) {
            return files;
        }
        try {
            Files.walkFileTree(dir, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path folder, BasicFileAttributes attributes) {
                    return folder.getFileName().toString().startsWith(".")
                            ? FileVisitResult.SKIP_SUBTREE
                            : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    String name = file.getFileName().toString();
                    if (attributes.isRegularFile() && name.endsWith(".md") && !name.startsWith(".")) {
                        files.put(
                                dir.relativize(file)
                                        .toString()
                                        .replace(file.getFileSystem().getSeparator(), "/"),
                                file);
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            error(dir, 0, "cannot list folder: " + e.getMessage());
        }
        return files;
    }

    private void error(Path file, int line, String message) {
        loader.found().problems.report(file, line, message);
    }
}
