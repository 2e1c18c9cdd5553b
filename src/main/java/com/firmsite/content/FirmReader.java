package com.firmsite.content;

import com.firmsite.content.YamlMap.Located;
import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads site.yaml into the {@link Firm}: the keys {@link ContentSchema#SITE} declares map onto the
 * record's components of the same name ({@link RecordBuilder}); this class checks what a type
 * cannot say (a base URL, the languages, the time zone, the vocabularies, the offices) and builds
 * the components that are more than a key's value.
 */
final class FirmReader {
    private static final Pattern BASE_URL = Pattern.compile("https?://[^/?#\\s]+");

    private final ContentFiles files;
    private final Problems problems;
    private final SiteChecks checks;
    private final Images images;

    /** The valid tags of site.yaml {@code languages}, with their lines, and site.yaml read. */
    private List<Located<String>> languages = List.of();

    private Optional<FrontMatter> siteYaml = Optional.empty();

    FirmReader(ContentFiles files, Problems problems, SiteChecks checks, Images images) {
        this.files = files;
        this.problems = problems;
        this.checks = checks;
        this.images = images;
    }

    /** The valid tags of site.yaml {@code languages}, with their lines in site.yaml. */
    List<Located<String>> languages() {
        return languages;
    }

    /** site.yaml as read, which translations compare theirs with; none when it could not be read. */
    Optional<FrontMatter> siteYaml() {
        return siteYaml;
    }

    Firm read(Path file) {
        Optional<YamlMap> parsed = files.readYamlFile(file);
        if (parsed.isEmpty()) {
            return emptyFirm();
        }
        FrontMatter yaml = ContentSchema.SITE.read(parsed.get());
        siteYaml = Optional.of(yaml);
        languages = languages(yaml);
        Optional<String> baseUrl = baseUrl(yaml);
        List<Office> offices = offices(yaml);
        // In the order the keys' errors have always been reported in.
        FieldRules.checkEmail(yaml, "email", problems);
        ZoneId timeZone = timeZone(yaml);
        checkVocabulary(yaml, "roles");
        checkVocabulary(yaml, "publicationTypes");
        int pageSize = pageSize(yaml);
        return RecordBuilder.from(Firm.class, yaml)
                .set("shortName", yaml.has("shortName") ? yaml.string("shortName") : yaml.string("name"))
                .set("baseUrl", baseUrl)
                .set("languages", languages.stream().map(Located::value).toList())
                .set("timeZone", timeZone)
                .set("navigation", links(yaml, "navigation"))
                .set("footer", links(yaml, "footer"))
                .set("offices", offices)
                .set("pageSize", pageSize)
                .set("vocabulary", Vocabulary.NONE)
                .build();
    }

    /**
     * {@code pageSize}, 1 to {@link Firm#MAX_PAGE_SIZE}: beyond that a list page outgrows the
     * bounds of a large firm's pages (docs/decisions.md §1.10); out of range, an error at its line
     * and the default, so that the rest of the site is still checked.
     */
    private int pageSize(FrontMatter yaml) {
        if (!yaml.has("pageSize")) {
            return Firm.DEFAULT_PAGE_SIZE;
        }
        int pageSize = yaml.integer("pageSize");
        if (pageSize >= 1 && pageSize <= Firm.MAX_PAGE_SIZE) {
            return pageSize;
        }
        problems.report(
                yaml.file(),
                yaml.lineOf("pageSize"),
                "pageSize: expected 1 to " + Firm.MAX_PAGE_SIZE + " entries per page, got " + pageSize);
        return Firm.DEFAULT_PAGE_SIZE;
    }

    private Optional<String> baseUrl(FrontMatter yaml) {
        Optional<String> baseUrl = Optional.of(yaml.string("baseUrl")).filter(url -> !url.isEmpty());
        baseUrl.filter(url -> !BASE_URL.matcher(url).matches())
                .ifPresent(url -> problems.report(
                        yaml.file(),
                        yaml.lineOf("baseUrl"),
                        "baseUrl: expected scheme and host with no path or trailing slash, got \"" + url + "\""));
        return baseUrl;
    }

    private List<Office> offices(FrontMatter yaml) {
        List<Office> offices = new ArrayList<>();
        Set<String> officeSlugs = new HashSet<>();
        for (FrontMatter office : yaml.items("offices")) {
            Office read = readOffice(yaml.file(), office);
            if (!read.slug().isEmpty() && !officeSlugs.add(read.slug())) {
                problems.report(
                        yaml.file(), office.lineOf("slug"), "slug: duplicate office slug \"" + read.slug() + "\"");
            }
            offices.add(read);
        }
        if (offices.isEmpty() && yaml.has("offices")) {
            problems.report(yaml.file(), yaml.lineOf("offices"), "offices: at least one office is required");
        }
        return List.copyOf(offices);
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
                problems.report(yaml.file(), tag.line(), "languages: \"" + tag.value() + "\" " + problem);
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
            problems.report(
                    yaml.file(),
                    yaml.lineOf("timeZone"),
                    "timeZone: \"" + zone + "\" is not an IANA time zone (such as America/New_York or UTC)");
            return ZoneOffset.UTC;
        }
    }

    /** A list of names the firm owns (roles, publication types): not empty, no name twice. */
    private void checkVocabulary(FrontMatter yaml, String key) {
        List<String> names = yaml.strings(key);
        if (names.isEmpty()) {
            problems.report(yaml.file(), yaml.lineOf(key), key + ": at least one is required");
        }
        Set<String> seen = new HashSet<>();
        for (Located<String> name : yaml.locatedList(key)) {
            if (!seen.add(name.value())) {
                problems.report(yaml.file(), name.line(), key + ": \"" + name.value() + "\" is listed twice");
            }
        }
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
                checks.noteMenuLink(item.file(), item.lineOf("path"), link.path());
            }
            links.add(link);
        }
        return Optional.of(List.copyOf(links));
    }

    private Office readOffice(Path file, FrontMatter yaml) {
        FieldRules.checkSlug(file, yaml.lineOf("slug"), yaml.string("slug"), problems);
        FieldRules.checkEmail(yaml, "email", problems);
        return RecordBuilder.from(Office.class, yaml)
                .set("photo", images.image(yaml, "photo", "photoAlt", "", ImageRef.Place.OFFICE))
                .build();
    }

    /**
     * The firm while site.yaml cannot be read (that is an error already): every key's default, so
     * that the rest of the folder is still read and checked.
     */
    private static Firm emptyFirm() {
        return RecordBuilder.defaults(Firm.class, ContentSchema.SITE)
                .set("language", "en")
                .set("timeZone", ZoneOffset.UTC)
                .set("vocabulary", Vocabulary.NONE)
                .build();
    }
}
