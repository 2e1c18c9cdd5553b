package com.firmsite.content;

import com.firmsite.content.ContentFiles.Parsed;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Reads each Markdown file of the site into its record: the keys its {@link ContentSchema} declares
 * map onto the record's components of the same name ({@link RecordBuilder}), and this class sets the
 * rest (the slug or path, the body, an image, a date) and checks what a type cannot say: a role
 * among the firm's, a reference to an existing item, an e-mail address. What needs the whole site
 * it notes in {@link SiteChecks}.
 */
final class ItemReaders {
    private final Path root;
    private final Function<Path, Optional<Parsed>> markdown;
    private final Problems problems;
    private final SiteChecks checks;
    private final Images images;
    private final Firm firm;
    /** Each original's front matter by file, kept only when translations need its facts. */
    private final Map<Path, FrontMatter> originals = new ConcurrentHashMap<>();

    ItemReaders(
            Path root,
            Function<Path, Optional<Parsed>> markdown,
            Problems problems,
            SiteChecks checks,
            Images images,
            Firm firm) {
        this.root = root;
        this.markdown = markdown;
        this.problems = problems;
        this.checks = checks;
        this.images = images;
        this.firm = firm;
    }

    /** The originals' front matter by file (kept only for a firm with translations). */
    Map<Path, FrontMatter> originals() {
        return originals;
    }

    /** Every page file (see {@link PageFiles}), the fixed pages first; a fixed page's file must exist. */
    List<Page> pages() {
        Map<String, Path> files = new PageFiles(root, firm.languages(), problems).find();
        List<Page> pages = new ArrayList<>();
        for (String path : Site.FIXED_PAGES) {
            Path file = files.getOrDefault(path, root.resolve(PageFiles.fileName(path)));
            page(file, path).ifPresent(page -> {
                if (page.draft()) {
                    problems.report(file, 1, "draft: the site needs this page, it cannot be a draft");
                }
                pages.add(page);
            });
        }
        files.forEach((path, file) -> {
            if (!Site.FIXED_PAGES.contains(path)) {
                page(file, path).ifPresent(pages::add);
            }
        });
        return pages;
    }

    private Optional<Page> page(Path file, String path) {
        return markdown.apply(file).map(parsed -> {
            FrontMatter yaml = original(ContentSchema.PAGE, parsed.frontMatter());
            checks.noteDraft(file, path, yaml.bool("draft"));
            return RecordBuilder.from(Page.class, yaml)
                    .set("path", path)
                    .set("body", parsed.body())
                    .build();
        });
    }

    Optional<PracticeArea> practiceArea(Path file, String slug) {
        return markdown.apply(file).map(parsed -> {
            FrontMatter yaml = original(ContentSchema.PRACTICE_AREA, parsed.frontMatter());
            checks.noteDraft(file, ItemFolder.PRACTICE_AREA.section + slug, yaml.bool("draft"));
            return RecordBuilder.from(PracticeArea.class, yaml)
                    .set("slug", slug)
                    .set("body", parsed.body())
                    .build();
        });
    }

    /** A team member; {@code areaSlugs} are the practice areas that exist. */
    Optional<Lawyer> lawyer(Path file, String slug, Set<String> areaSlugs) {
        return markdown.apply(file).map(parsed -> {
            FrontMatter yaml = original(ContentSchema.TEAM_MEMBER, parsed.frontMatter());
            FieldRules.checkOneOf(yaml, "role", firm.roles(), "roles", problems);
            checkOffice(yaml);
            boolean draft = yaml.bool("draft");
            checks.noteDraft(file, ItemFolder.TEAM_MEMBER.section + slug, draft);
            List<String> practiceAreas =
                    checks.references(yaml, "practiceAreas", areaSlugs, ItemFolder.PRACTICE_AREA, draft);
            FieldRules.checkEmail(yaml, "email", problems);
            return RecordBuilder.from(Lawyer.class, yaml)
                    .set("slug", slug)
                    .set("practiceAreas", practiceAreas)
                    .set("photo", images.image(yaml, "photo", "", yaml.string("name"), ImageRef.Place.PORTRAIT))
                    .set("body", parsed.body())
                    .build();
        });
    }

    private void checkOffice(FrontMatter yaml) {
        String office = yaml.string("office");
        if (!office.isEmpty() && firm.office(office).isEmpty()) {
            problems.report(
                    yaml.file(),
                    yaml.lineOf("office"),
                    "office: unknown office \"" + office + "\" (site.yaml declares "
                            + firm.offices().stream().map(Office::slug).toList() + ")");
        }
    }

    /** A publication; {@code areaSlugs} and {@code lawyerSlugs} are the items that exist. */
    Optional<Publication> publication(Path file, String slug, Set<String> areaSlugs, Set<String> lawyerSlugs) {
        return markdown.apply(file).map(parsed -> {
            FrontMatter yaml = original(ContentSchema.PUBLICATION, parsed.frontMatter());
            boolean draft = yaml.bool("draft");
            String path = ItemFolder.PUBLICATION.section + slug;
            checks.noteDraft(file, path, draft);
            PublicationDate date = date(yaml);
            checks.notePublication(file, path, date.instant());
            FieldRules.checkOneOf(yaml, "type", firm.publicationTypes(), "publicationTypes", problems);
            return RecordBuilder.from(Publication.class, yaml)
                    .set("slug", slug)
                    .set("published", date.instant())
                    .set("date", date.day())
                    .set("authors", checks.references(yaml, "authors", lawyerSlugs, ItemFolder.TEAM_MEMBER, draft))
                    .set(
                            "practiceAreas",
                            checks.references(yaml, "practiceAreas", areaSlugs, ItemFolder.PRACTICE_AREA, draft))
                    .set("image", images.image(yaml, "image", "imageAlt", "", ImageRef.Place.PUBLICATION))
                    .set("body", parsed.body())
                    .build();
        });
    }

    /** The publication's date in the firm's time zone; the epoch when it is missing or wrong (an error). */
    private PublicationDate date(FrontMatter yaml) {
        return yaml.located("date")
                .map(text -> PublicationDate.parse(text.value(), firm.timeZone())
                        .orElseGet(() -> {
                            problems.report(
                                    yaml.file(),
                                    text.line(),
                                    "date: expected a date as YYYY-MM-DD, or a date and time with offset as 2026-12-01T09:00:00-05:00, got \""
                                            + text.value() + "\"");
                            return PublicationDate.EPOCH;
                        }))
                .orElse(PublicationDate.EPOCH);
    }

    /** Reads an original's front matter, kept when there are translations to compare with it. */
    private FrontMatter original(Schema schema, YamlMap frontMatter) {
        FrontMatter yaml = schema.read(frontMatter);
        if (!firm.languages().isEmpty()) {
            originals.put(frontMatter.file(), yaml);
        }
        return yaml;
    }
}
