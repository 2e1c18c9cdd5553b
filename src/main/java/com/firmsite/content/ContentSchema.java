package com.firmsite.content;

import static com.firmsite.content.Field.Type.BOOLEAN;
import static com.firmsite.content.Field.Type.DATE;
import static com.firmsite.content.Field.Type.INTEGER;
import static com.firmsite.content.Field.Type.ITEM;
import static com.firmsite.content.Field.Type.SLUGS;
import static com.firmsite.content.Field.Type.SLUGS_OR_ITEMS;
import static com.firmsite.content.Field.Type.SLUG_OR_ITEM;
import static com.firmsite.content.Field.Type.STRING;
import static com.firmsite.content.Field.Type.STRINGS;
import static com.firmsite.content.Field.described;
import static com.firmsite.content.Field.items;
import static com.firmsite.content.Field.mapped;
import static com.firmsite.content.Field.optional;
import static com.firmsite.content.Field.optionalItems;
import static com.firmsite.content.Field.required;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Every key of every content type, declared once. The loader reads and validates with these, and
 * docs/content-format.md shows them as tables (a test keeps the two equal): adding a key is one
 * line here plus its use.
 */
public final class ContentSchema {
    private ContentSchema() {}

    private static final Field DRAFT = optional(
            "draft", BOOLEAN, false, "`true` keeps it off the published site (404, in no list, menu, sitemap or feed)");

    public static final Schema LINK = new Schema(
            "Link (navigation, footer)",
            List.of(
                    required("title", STRING, "the link's text"),
                    required(
                            "path", STRING, "a page's site path (`/careers`, `/team`) or an absolute `https://` URL")));

    public static final Schema OFFICE = new Schema(
            "Office",
            List.of(
                    required("slug", STRING, "identifier used by team members' `office`"),
                    required("name", STRING, "e.g. `Boston`"),
                    required("street", STRING, "street address"),
                    required("locality", STRING, "city"),
                    optional("region", STRING, "", "state or region"),
                    required("postalCode", STRING, ""),
                    required("country", STRING, "ISO 3166-1 alpha-2 code"),
                    required("phone", STRING, ""),
                    required("email", STRING, ""),
                    required("hours", STRING, "opening hours in words"),
                    required("directions", STRING, "how to get there, in words (accessible entrances, transit)"),
                    optional(
                            "photo",
                            STRING,
                            "",
                            "site path of a photo of the office (`/images/offices/boston.jpg`), shown on the contact page; at least 480 px wide"),
                    optional(
                            "photoAlt",
                            STRING,
                            "",
                            "what the photo shows, for people who cannot see it (required with `photo`)")));

    public static final Schema SITE = new Schema(
            "site.yaml",
            List.of(
                    required("name", STRING, "the firm's name as it appears everywhere"),
                    described("shortName", STRING, "`name`", "short form for narrow places"),
                    required("tagline", STRING, "one line under the name"),
                    required("description", STRING, "one or two sentences: who the firm is and whom it serves"),
                    described(
                            "baseUrl",
                            STRING,
                            "`http://localhost:<port>`",
                            "the public address (`https://www.example.com`, no trailing slash); `--base-url` overrides it"),
                    required("language", STRING, "BCP 47 tag of the content, e.g. `en`"),
                    optional(
                            "languages",
                            STRINGS,
                            List.of(),
                            "BCP 47 tags of other languages; folders named after them are not pages"),
                    required("phone", STRING, "main number, international form (`+1 617 555 0100`)"),
                    required("email", STRING, "general enquiries address"),
                    optional("founded", INTEGER, "year the firm was founded"),
                    required(
                            "legalNotice",
                            STRING,
                            "attorney-advertising and no-attorney-client-relationship notice; shown on every page, in every Markdown twin, every WebMCP tool result and `llms.txt`"),
                    optional("contentSignal", STRING, Firm.DEFAULT_CONTENT_SIGNAL, "robots.txt `Content-Signal` value"),
                    required(
                            "contentPolicy", STRING, "one paragraph: how agents and people may use the site's content"),
                    optional(
                            "timeZone",
                            STRING,
                            "UTC",
                            "IANA time zone (`America/New_York`) in which a publication `date` without a time means midnight"),
                    optional(
                            "roles",
                            STRINGS,
                            Firm.DEFAULT_ROLES,
                            "team roles in the order the team page groups them; a member's `role` is one of them"),
                    optional(
                            "publicationTypes",
                            STRINGS,
                            Firm.DEFAULT_PUBLICATION_TYPES,
                            "publication types; a publication's `type` is one of them"),
                    optional(
                            "pageSize",
                            INTEGER,
                            Firm.DEFAULT_PAGE_SIZE,
                            "entries per page of every list (publications, the team, their filters, a practice area's or a team member's publications, the events, the open positions), 1 to 100; `/publications` is page 1, `/publications/page/2` the next"),
                    items(
                            "navigation",
                            false,
                            LINK,
                            "the header menu, a list of links (see below); default: practice areas, team, publications, about, contact"),
                    items(
                            "footer",
                            false,
                            LINK,
                            "the footer's list of links; default: legal notice, privacy, developers' documentation, llms.txt"),
                    items("offices", true, OFFICE, "at least one office, see below")));

    public static final Schema PAGE = new Schema(
            "Pages",
            List.of(
                    required("title", STRING, "page title"),
                    required("description", STRING, "one-sentence summary (meta description, llms.txt, sitemaps)"),
                    DRAFT,
                    optional(
                            "order",
                            INTEGER,
                            0,
                            "position in menus and in its folder's page list (ascending, then by title)"),
                    optional(
                            "noindex",
                            BOOLEAN,
                            false,
                            "`true` keeps it out of sitemaps, llms.txt and search engines (`X-Robots-Tag: noindex`)")));

    public static final Schema PRACTICE_AREA = new Schema(
            "Practice areas (`practice-areas/<slug>.md`)",
            List.of(
                    required("title", STRING, "e.g. `Employment and Labor`"),
                    required("description", STRING, "one-sentence summary"),
                    required("order", INTEGER, "position in lists (ascending, unique)"),
                    DRAFT));

    public static final Schema ADMISSION = new Schema(
            "Admission",
            List.of(
                    required("jurisdiction", STRING, "e.g. `Massachusetts`"),
                    required("year", INTEGER, "year admitted")));

    public static final Schema EDUCATION = new Schema(
            "Education",
            List.of(
                    required("degree", STRING, "e.g. `J.D.`"),
                    required("school", STRING, ""),
                    required("year", INTEGER, "year of the degree")));

    public static final Schema TEAM_MEMBER = new Schema(
            "Team members (`team/<slug>.md`)",
            List.of(
                    required("name", STRING, "full name"),
                    required("role", STRING, "one of site.yaml `roles`"),
                    required("office", STRING, "an office `slug` from site.yaml"),
                    optional("practiceAreas", SLUGS, List.of(), "practice area slugs (none for staff)"),
                    required("email", STRING, ""),
                    optional(
                            "phone",
                            STRING,
                            "",
                            "direct line, international form; none: no number is shown for the member, not even the office's"),
                    optionalItems("admissions", ADMISSION, "bar admissions (see below); none: not shown"),
                    optionalItems("education", EDUCATION, "degrees (see below); none: not shown"),
                    optional(
                            "languages",
                            STRINGS,
                            List.of(),
                            "languages spoken, e.g. `[English, French]`; none: not shown"),
                    required("description", STRING, "one-sentence summary"),
                    required("order", INTEGER, "position in lists (ascending, unique)"),
                    optional(
                            "photo",
                            STRING,
                            "",
                            "site path of a portrait (`/images/team/margaret-hale.jpg`), 4:5, at least 160 px wide; its alt text is the name"),
                    DRAFT));

    public static final Schema PUBLICATION = new Schema(
            "Publications (`publications/<slug>.md`)",
            List.of(
                    required("title", STRING, ""),
                    required(
                            "date",
                            DATE,
                            "`YYYY-MM-DD` (midnight in site.yaml `timeZone`) or a date and time with offset, `2026-12-01T09:00:00-05:00`; a future one schedules the publication"),
                    required("type", STRING, "one of site.yaml `publicationTypes`"),
                    optional("authors", SLUGS, List.of(), "team member slugs; none: the byline is the firm"),
                    optional("practiceAreas", SLUGS, List.of(), "practice area slugs"),
                    optional(
                            "topics",
                            STRINGS,
                            List.of(),
                            "free topics (`[Remote work, Trade secrets]`): shown on the page, searchable, JSON-LD `keywords`"),
                    required("description", STRING, "summary, one or two sentences"),
                    optional(
                            "image",
                            STRING,
                            "",
                            "site path of an image (`/images/publications/earnout-disputes.png`) for the head of the page and its cards, at least 480 px wide"),
                    optional(
                            "imageAlt",
                            STRING,
                            "",
                            "what the image shows, for people who cannot see it (required with `image`)"),
                    DRAFT));

    public static final Schema VENUE = new Schema(
            "Venue (an event's `location` outside the firm's offices)",
            List.of(
                    required("name", STRING, "e.g. `Boston Bar Association`"),
                    required("address", STRING, "the street address in one line")));

    public static final Schema GUEST = new Schema(
            "Guest speaker (an event's `speakers` from outside the firm)",
            List.of(
                    required("name", STRING, "full name"),
                    optional("affiliation", STRING, "", "their firm, company or school")));

    private static final String EVENT_TIME =
            "a date and time, `2027-03-04T09:00:00-05:00` (exact, shown and exported with that offset) or `2027-03-04T09:00` (in site.yaml `timeZone`)";

    public static final Schema EVENT = new Schema(
            "Events (`events/<slug>.md`)",
            List.of(
                    required("title", STRING, ""),
                    required("description", STRING, "summary, one or two sentences"),
                    required("start", DATE, EVENT_TIME),
                    required("end", DATE, EVENT_TIME + "; after `start`: the event is past from this instant on"),
                    mapped(
                            "location",
                            SLUG_OR_ITEM,
                            false,
                            VENUE,
                            "an office `slug` from site.yaml, or a venue `{name, address}` (see below); an event needs `location`, `online` or both"),
                    optional("online", STRING, "", "the absolute `https://` URL where it is held online"),
                    optional("registration", STRING, "", "the absolute `https://` URL where people register"),
                    mapped(
                            "speakers",
                            SLUGS_OR_ITEMS,
                            false,
                            GUEST,
                            "team member slugs and/or guests `{name, affiliation}` (see below), in the order shown"),
                    optional("practiceAreas", SLUGS, List.of(), "practice area slugs"),
                    optional(
                            "image",
                            STRING,
                            "",
                            "site path of an image for the head of the page, at least 480 px wide"),
                    optional(
                            "imageAlt",
                            STRING,
                            "",
                            "what the image shows, for people who cannot see it (required with `image`)"),
                    DRAFT));

    public static final Schema SALARY = new Schema(
            "Salary (a job opening's `salary`)",
            List.of(
                    required("min", INTEGER, "the lowest pay of the range"),
                    required("max", INTEGER, "the highest pay of the range, at least `min`"),
                    required("currency", STRING, "ISO 4217 code, e.g. `USD`"),
                    required("unit", STRING, "what the pay is per: `HOUR`, `DAY`, `WEEK`, `MONTH` or `YEAR`")));

    public static final Schema JOB_OPENING = new Schema(
            "Job openings (`careers/<slug>.md`)",
            List.of(
                    required("title", STRING, "the position, e.g. `Litigation Associate`"),
                    required("description", STRING, "summary, one or two sentences"),
                    optional(
                            "office",
                            STRING,
                            "",
                            "an office `slug` from site.yaml where the job is; required unless `remote`"),
                    optional(
                            "remote",
                            BOOLEAN,
                            false,
                            "`true`: the job is done from anywhere in the firm's offices' countries"),
                    required(
                            "employmentType",
                            STRING,
                            "`FULL_TIME`, `PART_TIME`, `CONTRACTOR`, `TEMPORARY`, `INTERN`, `VOLUNTEER`, `PER_DIEM` or `OTHER`"),
                    required("datePosted", DATE, "`YYYY-MM-DD`, the day it was first published"),
                    required(
                            "validThrough",
                            DATE,
                            "`YYYY-MM-DD` (the opening closes at the end of that day in site.yaml `timeZone`) or a date and time with offset; from then on it is in no page, list or document"),
                    mapped("salary", ITEM, true, SALARY, "the pay range `{min, max, currency, unit}` (see below)"),
                    DRAFT));

    public static final Schema REDIRECT = new Schema(
            "Redirects (`redirects.yaml`)",
            List.of(
                    required(
                            "from",
                            STRING,
                            "the old site path; matched exactly and case-sensitively, whatever the query; `/old/` is `/old`; percent-encoding is decoded (`/%C3%A9quipe` is `/équipe`), as requests are. Written with a query (`/?p=123`, an old short link), it matches only requests with exactly that query, before the path's own page or redirect, and may sit on a page"),
                    required(
                            "to",
                            STRING,
                            "a site path that firmsite publishes in any language (a page, `/fr/team`, a Markdown twin, a feed, a document), which may carry a query or fragment, or an absolute `https://` URL"),
                    optional(
                            "status",
                            INTEGER,
                            Redirect.DEFAULT_STATUS,
                            "`301` or `308` for a move (clients keep it for a day), `302` or `307` for a temporary detour (never stored)")));

    // ---- translations (docs/decisions.md §9.2) ----

    private static final String FACT =
            "a fact: always the original's; may be repeated only with the original's value (a differing one is an error)";

    private static final Field TRANSLATION_DRAFT = optional(
            "draft",
            BOOLEAN,
            false,
            "`true` holds this translation back; a draft original keeps its translations unpublished whatever this says");

    public static final Schema LINK_TRANSLATION = new Schema(
            "Translated link (`<lang>/site.yaml` navigation, footer)",
            List.of(
                    required("title", STRING, "the link's text in this language"),
                    required("path", STRING, "the `path` of the original link it translates")));

    public static final Schema TERM_TRANSLATION = new Schema(
            "Translated term (`<lang>/site.yaml` roles, publicationTypes)",
            List.of(
                    required("term", STRING, "the role or publication type as site.yaml names it"),
                    required("label", STRING, "what this language's pages show for it")));

    public static final Schema OFFICE_TRANSLATION = translation(
            "Translated office",
            OFFICE,
            required("slug", STRING, "the `slug` of the office it translates"),
            same(OFFICE, "hours"),
            same(OFFICE, "directions"),
            optional("photoAlt", STRING, "", "what the photo shows (required when the office has a `photo`)"));

    public static final Schema SITE_TRANSLATION = translation(
            "Translated site.yaml (`<lang>/site.yaml`)",
            SITE,
            same(SITE, "tagline"),
            same(SITE, "description"),
            same(SITE, "legalNotice"),
            same(SITE, "contentPolicy"),
            items(
                    "navigation",
                    false,
                    LINK_TRANSLATION,
                    "a title for each header link, by `path`; required for each link that leads to a page of this language, a generated page or another site"),
            items("footer", false, LINK_TRANSLATION, "as `navigation`, for the footer's links"),
            items("offices", false, OFFICE_TRANSLATION, "every office's texts, by `slug`"),
            items(
                    "roles",
                    false,
                    TERM_TRANSLATION,
                    "a label for each of the firm's own roles that this language's pages show (built-in roles have one in every catalog)"),
            items(
                    "publicationTypes",
                    false,
                    TERM_TRANSLATION,
                    "a label for each of the firm's own publication types that this language's pages show, as `roles`"));

    public static final Schema PAGE_TRANSLATION =
            translation("Translated pages (`<lang>/<path>.md`)", PAGE, same(PAGE, "title"), same(PAGE, "description"));

    public static final Schema PRACTICE_AREA_TRANSLATION = translation(
            "Translated practice areas (`<lang>/practice-areas/<slug>.md`)",
            PRACTICE_AREA,
            same(PRACTICE_AREA, "title"),
            same(PRACTICE_AREA, "description"));

    public static final Schema TEAM_MEMBER_TRANSLATION = translation(
            "Translated team members (`<lang>/team/<slug>.md`)", TEAM_MEMBER, same(TEAM_MEMBER, "description"));

    public static final Schema PUBLICATION_TRANSLATION = translation(
            "Translated publications (`<lang>/publications/<slug>.md`)",
            PUBLICATION,
            same(PUBLICATION, "title"),
            same(PUBLICATION, "description"),
            optional(
                    "topics",
                    STRINGS,
                    List.of(),
                    "the topics in this language (required when the original has topics)"),
            optional("imageAlt", STRING, "", "what the image shows (required when the original has an `image`)"));

    public static final Schema EVENT_TRANSLATION = translation(
            "Translated events (`<lang>/events/<slug>.md`)",
            EVENT,
            same(EVENT, "title"),
            same(EVENT, "description"),
            optional("imageAlt", STRING, "", "what the image shows (required when the original has an `image`)"));

    public static final Schema JOB_OPENING_TRANSLATION = translation(
            "Translated job openings (`<lang>/careers/<slug>.md`)",
            JOB_OPENING,
            same(JOB_OPENING, "title"),
            same(JOB_OPENING, "description"));

    /** Every schema, in the order docs/content-format.md shows them. */
    public static final List<Schema> ALL = List.of(
            SITE,
            OFFICE,
            LINK,
            PAGE,
            PRACTICE_AREA,
            TEAM_MEMBER,
            ADMISSION,
            EDUCATION,
            PUBLICATION,
            EVENT,
            VENUE,
            GUEST,
            JOB_OPENING,
            SALARY,
            REDIRECT,
            SITE_TRANSLATION,
            OFFICE_TRANSLATION,
            LINK_TRANSLATION,
            TERM_TRANSLATION,
            PAGE_TRANSLATION,
            PRACTICE_AREA_TRANSLATION,
            TEAM_MEMBER_TRANSLATION,
            PUBLICATION_TRANSLATION,
            EVENT_TRANSLATION,
            JOB_OPENING_TRANSLATION);

    /** The keys of a translation schema that are facts of the original. */
    static List<String> facts(Schema translation) {
        return translation.fields().stream()
                .filter(field -> field.meaning().equals(FACT))
                .map(Field::key)
                .toList();
    }

    private static Field same(Schema schema, String key) {
        return schema.field(key).orElseThrow();
    }

    /**
     * The schema of a translation of {@code original}'s content type: the {@code translated} fields
     * as given, {@code draft} holding the translation back, and every other key of the original a
     * fact (optional, compared with the original when repeated), all in the original's order.
     */
    private static Schema translation(String name, Schema original, Field... translated) {
        Map<String, Field> own =
                java.util.Arrays.stream(translated).collect(Collectors.toMap(Field::key, Function.identity()));
        List<Field> fields = original.fields().stream()
                .map(field ->
                        field.key().equals("draft") ? TRANSLATION_DRAFT : own.getOrDefault(field.key(), fact(field)))
                .toList();
        return new Schema(name, fields);
    }

    private static Field fact(Field field) {
        return new Field(field.key(), field.type(), false, Optional.empty(), "", FACT, field.items());
    }
}
