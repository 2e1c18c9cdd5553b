package com.firmsite.content;

import com.firmsite.content.ContentFiles.Parsed;
import com.firmsite.content.YamlMap.Located;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
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
    private final BiFunction<Path, Findings, Optional<Parsed>> markdownReader;
    private final Function<Path, Optional<Parsed>> markdown;
    private final Findings found;
    private final Problems problems;
    private final SiteChecks checks;
    private final Images images;
    private final Firm firm;

    /**
     * @param markdown reads a Markdown file, reporting into the findings it is given
     * @param found where what the readers find is reported
     */
    ItemReaders(Path root, BiFunction<Path, Findings, Optional<Parsed>> markdown, Findings found, Firm firm) {
        this.root = root;
        this.markdownReader = markdown;
        this.markdown = file -> markdown.apply(file, found);
        this.found = found;
        this.problems = found.problems;
        this.checks = found.checks;
        this.images = found.images;
        this.firm = firm;
    }

    /** These readers, reporting into {@code file}'s findings instead (one file's: see {@link Findings}). */
    ItemReaders reporting(Findings file) {
        return new ItemReaders(root, markdownReader, file, firm);
    }

    /** The originals' front matter by file (kept only for a firm with translations). */
    Map<Path, FrontMatter> originals() {
        return found.originals;
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

    /** An event; {@code areaSlugs} and {@code lawyerSlugs} are the items that exist. */
    Optional<Event> event(Path file, String slug, Set<String> areaSlugs, Set<String> lawyerSlugs) {
        return markdown.apply(file).map(parsed -> {
            FrontMatter yaml = original(ContentSchema.EVENT, parsed.frontMatter());
            boolean draft = yaml.bool("draft");
            checks.noteDraft(file, ItemFolder.EVENT.section + slug, draft);
            if (slug.equals("calendar")) {
                problems.report(
                        file,
                        1,
                        "events/calendar.md: /events/calendar.ics is the calendar of upcoming events; name the file otherwise");
            }
            ZonedDateTime start = eventTime(yaml, "start");
            ZonedDateTime end = eventTime(yaml, "end");
            if (yaml.has("start") && yaml.has("end") && !end.isAfter(start)) {
                problems.report(
                        file, yaml.lineOf("end"), "end: the event ends (" + end + ") before it starts (" + start + ")");
            }
            FieldRules.checkHttpsUrl(yaml, "online", problems);
            FieldRules.checkHttpsUrl(yaml, "registration", problems);
            Optional<Event.Venue> location = venue(yaml);
            if (location.isEmpty() && yaml.string("online").isEmpty() && !yaml.has("location")) {
                problems.report(file, yaml.line(), "an event needs a `location`, an `online` URL or both");
            }
            return RecordBuilder.from(Event.class, yaml)
                    .set("slug", slug)
                    .set("start", start)
                    .set("end", end)
                    .set("location", location)
                    .set("speakers", speakers(yaml, lawyerSlugs, draft))
                    .set(
                            "practiceAreas",
                            checks.references(yaml, "practiceAreas", areaSlugs, ItemFolder.PRACTICE_AREA, draft))
                    .set("image", images.image(yaml, "image", "imageAlt", "", ImageRef.Place.PUBLICATION))
                    .set("body", parsed.body())
                    .build();
        });
    }

    /** An event's start or end; the epoch when missing or malformed (an error). */
    private ZonedDateTime eventTime(FrontMatter yaml, String key) {
        ZonedDateTime none = Instant.EPOCH.atZone(firm.timeZone());
        return yaml.located(key)
                .map(text -> DateTimes.dateTime(text.value(), firm.timeZone()).orElseGet(() -> {
                    problems.report(
                            yaml.file(),
                            text.line(),
                            key + ": expected a date and time, 2027-03-04T09:00:00-05:00 or 2027-03-04T09:00 (in "
                                    + firm.timeZone() + "), got \"" + text.value() + "\"");
                    return none;
                }))
                .orElse(none);
    }

    /** An office of the firm (its slug) or a venue of its own. */
    private Optional<Event.Venue> venue(FrontMatter yaml) {
        return yaml.either("location").flatMap(value -> switch (value) {
            case Located<?> slug ->
                office((String) slug.value(), yaml, slug.line())
                        .map(office -> new Event.Venue(office.slug(), office.name(), ""));
            case FrontMatter place -> Optional.of(new Event.Venue("", place.string("name"), place.string("address")));
            default -> Optional.empty();
        });
    }

    private Optional<Office> office(String slug, FrontMatter yaml, int line) {
        Optional<Office> office = firm.office(slug);
        if (office.isEmpty()) {
            problems.report(
                    yaml.file(),
                    line,
                    "location: unknown office \"" + slug + "\" (site.yaml declares "
                            + firm.offices().stream().map(Office::slug).toList()
                            + "); a venue of its own is {name, address}");
        }
        return office;
    }

    private List<Event.Speaker> speakers(FrontMatter yaml, Set<String> lawyerSlugs, boolean draft) {
        List<Event.Speaker> speakers = new ArrayList<>();
        for (Object value : yaml.eitherList("speakers")) {
            switch (value) {
                case Located<?> slug -> {
                    @SuppressWarnings("unchecked")
                    Located<String> member = (Located<String>) slug;
                    checks.reference(yaml, "speakers", member, lawyerSlugs, ItemFolder.TEAM_MEMBER, draft);
                    speakers.add(new Event.Speaker(member.value(), "", ""));
                }
                case FrontMatter guest ->
                    speakers.add(new Event.Speaker("", guest.string("name"), guest.string("affiliation")));
                default -> throw new IllegalStateException("a speaker is a slug or a mapping: " + value);
            }
        }
        return List.copyOf(speakers);
    }

    /** A job opening, with its dates, place and pay checked. */
    Optional<JobOpening> jobOpening(Path file, String slug) {
        return markdown.apply(file).map(parsed -> {
            FrontMatter yaml = original(ContentSchema.JOB_OPENING, parsed.frontMatter());
            checks.noteDraft(file, ItemFolder.JOB_OPENING.section + slug, yaml.bool("draft"));
            checkOffice(yaml);
            if (yaml.string("office").isEmpty() && !yaml.bool("remote")) {
                problems.report(file, yaml.line(), "a job opening needs an `office`, or `remote: true`");
            }
            FieldRules.checkAmong(yaml, "employmentType", JobOpening.EMPLOYMENT_TYPES, problems);
            LocalDate posted = yaml.located("datePosted")
                    .map(text -> DateTimes.date(text.value()).orElseGet(() -> {
                        problems.report(
                                file, text.line(), "datePosted: expected YYYY-MM-DD, got \"" + text.value() + "\"");
                        return LocalDate.EPOCH;
                    }))
                    .orElse(LocalDate.EPOCH);
            Instant closes = closing(yaml, posted);
            return RecordBuilder.from(JobOpening.class, yaml)
                    .set("slug", slug)
                    .set("datePosted", posted)
                    .set("validThrough", closes)
                    .set("salary", salary(yaml))
                    .set("body", parsed.body())
                    .build();
        });
    }

    /** When the opening closes, which must be after the day it was posted. */
    private Instant closing(FrontMatter yaml, LocalDate posted) {
        return yaml.located("validThrough")
                .map(text -> {
                    Optional<Instant> closes = DateTimes.closing(text.value(), firm.timeZone());
                    if (closes.isEmpty()) {
                        problems.report(
                                yaml.file(),
                                text.line(),
                                "validThrough: expected YYYY-MM-DD or a date and time with offset, got \""
                                        + text.value() + "\"");
                    } else if (!closes.get()
                            .isAfter(posted.atStartOfDay(firm.timeZone()).toInstant())) {
                        problems.report(
                                yaml.file(),
                                text.line(),
                                "validThrough: the opening closes (" + text.value() + ") before it was posted ("
                                        + posted + ")");
                    }
                    return closes.orElse(Instant.EPOCH);
                })
                .orElse(Instant.EPOCH);
    }

    private JobOpening.Salary salary(FrontMatter yaml) {
        return yaml.either("salary")
                .filter(FrontMatter.class::isInstance)
                .map(FrontMatter.class::cast)
                .map(pay -> {
                    FieldRules.checkCurrency(pay, "currency", problems);
                    FieldRules.checkAmong(pay, "unit", JobOpening.Salary.UNITS, problems);
                    if (pay.has("min") && pay.has("max") && pay.integer("min") > pay.integer("max")) {
                        problems.report(
                                pay.file(),
                                pay.lineOf("min"),
                                "salary: min (" + pay.integer("min") + ") is more than max (" + pay.integer("max")
                                        + ")");
                    }
                    return RecordBuilder.from(JobOpening.Salary.class, pay).build();
                })
                .orElse(new JobOpening.Salary(0, 0, "USD", "YEAR"));
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
            found.originals.put(frontMatter.file(), yaml);
        }
        return yaml;
    }
}
