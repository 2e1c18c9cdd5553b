package com.firmsite.publish.discovery;

import com.firmsite.content.LanguagePath;
import com.firmsite.content.MarkdownTwin;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import com.firmsite.publish.AtomFeeds;
import com.firmsite.publish.LanguageLinks;
import com.firmsite.publish.ListPages;
import com.firmsite.publish.RenderedPage;
import com.firmsite.publish.WebMcpTools;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * {@code /llms.txt} in the llmstxt.org structure (docs/decisions.md §5.14): one H1 (the firm), a blockquote
 * summary, plain paragraphs, then H2 sections of {@code - [name](url): notes} lines with absolute
 * URLs, {@code ## Optional} last. Pages link to their Markdown twins.
 */
final class LlmsTxt {
    static final String PATH = "/llms.txt";

    private final Site site;
    private final String baseUrl;
    private final StringBuilder text = new StringBuilder(16 * 1024);

    private LlmsTxt(Site site, String baseUrl) {
        this.site = site;
        this.baseUrl = baseUrl;
    }

    /** {@code /llms.txt} with the indexes of its families, and {@code /sitemap.md}: see {@link #indexes}. */
    record Indexes(List<Output> llms, Output sitemap) {}

    /**
     * {@code /llms.txt}, and the indexes of the families that would make it pass {@link
     * LlmsSplit#INDEX_LIMIT} characters (docs/decisions.md §5.18), largest first; and {@code
     * /sitemap.md} ({@link #sitemap}), from the same plan.
     *
     * @param pages every page in site order, {@code /docs} included
     */
    static Indexes indexes(Site site, String baseUrl, List<RenderedPage> pages) {
        Plan plan = plan(site, baseUrl, pages);
        return new Indexes(render(site, baseUrl, plan), sitemap(site, baseUrl, pages, plan));
    }

    private static List<Output> render(Site site, String baseUrl, Plan plan) {
        List<Output> outputs = new ArrayList<>();
        outputs.add(markdown(PATH, plan.text()));
        for (LlmsSplit.Family family : plan.families().keySet()) {
            if (plan.split().contains(family)) {
                outputs.addAll(familyIndexes(
                        site,
                        baseUrl,
                        "",
                        family,
                        SECTIONS.get(family),
                        plan.families().get(family)));
            }
        }
        return List.copyOf(outputs);
    }

    /**
     * {@code /llms.txt}'s text, each family's lines, and the families moved to indexes of their own
     * so that the text stays within {@link LlmsSplit#INDEX_LIMIT} (docs/decisions.md §5.18).
     */
    private record Plan(String text, Map<LlmsSplit.Family, List<Entry>> families, Set<LlmsSplit.Family> split) {}

    private static Plan plan(Site site, String baseUrl, List<RenderedPage> pages) {
        Map<LlmsSplit.Family, List<Entry>> families = familyEntries(site, baseUrl);
        Set<LlmsSplit.Family> split = new HashSet<>();
        String text = new LlmsTxt(site, baseUrl).write(pages, families, split);
        for (LlmsSplit.Family family : largestFirst(families)) {
            if (text.length() <= LlmsSplit.INDEX_LIMIT) {
                break;
            }
            split.add(family);
            text = new LlmsTxt(site, baseUrl).write(pages, families, split);
        }
        return new Plan(text, families, split);
    }

    /**
     * {@code /sitemap.md}: every page of the default language by section, each linked by its
     * Markdown twin with its description (docs/decisions.md §5.20). Its lines are {@code
     * /llms.txt}'s page lines, and a family that {@code /llms.txt} moved to an index of its own is
     * one line to that index here too, so it is never longer than {@code /llms.txt} and keeps
     * within {@link LlmsSplit#INDEX_LIMIT} at any size of firm.
     *
     * @param pages every page in site order, {@code /docs} included
     */
    private static Output sitemap(Site site, String baseUrl, List<RenderedPage> pages, Plan plan) {
        LlmsTxt sitemap = new LlmsTxt(site, baseUrl);
        sitemap.text.append("# Sitemap of ").append(oneLine(site.firm().name())).append("\n\n");
        sitemap.text.append("> ").append(oneLine(site.firm().description())).append("\n\n");
        sitemap.text
                .append("Every page of the site by section, linked to its Markdown version; the page itself is the")
                .append(" same address without `.md`. The machine-readable files are listed in ")
                .append(baseUrl)
                .append(PATH)
                .append(".\n");
        sitemap.pagesSection(pages);
        for (LlmsSplit.Family family : plan.families().keySet()) {
            sitemap.section(SECTIONS.get(family));
            List<Entry> entries = plan.families().get(family);
            if (plan.split().contains(family)) {
                sitemap.item(
                        SECTIONS.get(family) + " (" + entries.size() + ")",
                        baseUrl + family.document("", List.of(), PATH.substring(1)),
                        "an index of its own, each entry linked to its Markdown version");
            } else {
                entries.forEach(entry -> sitemap.text.append(entry.line()));
            }
            if (family.equals(LlmsSplit.Family.PUBLICATIONS)) {
                // Each practice area's publications, the first page of each list (docs/decisions.md §1.10).
                for (RenderedPage page : pages) {
                    if (ListPages.isAreaPublications(page.path())) {
                        sitemap.item(page.title(), sitemap.twin(page.path()), page.description());
                    }
                }
            }
        }
        if (!site.translations().isEmpty()) {
            sitemap.section("Languages");
            LanguagePath languages = LanguagePath.of(site.firm());
            site.translations()
                    .keySet()
                    .forEach(language -> sitemap.item(
                            languageName(language) + " (" + language + ")",
                            baseUrl + path(language, languages),
                            "the pages published in "
                                    + Locale.forLanguageTag(language).getDisplayName(Locale.ENGLISH)));
        }
        return markdown(WellKnown.SITEMAP_MD, sitemap.text.toString());
    }

    /** The sections of {@code /llms.txt} that list a family's items. */
    private static final Map<LlmsSplit.Family, String> SECTIONS = Map.of(
            LlmsSplit.Family.PRACTICE_AREAS, "Practice areas",
            LlmsSplit.Family.TEAM, "Team",
            LlmsSplit.Family.PUBLICATIONS, "Publications",
            LlmsSplit.Family.EVENTS, "Events",
            LlmsSplit.Family.JOB_OPENINGS, "Job openings");

    /** One line of an index, and the groups its item belongs to when its family has indexes of its own. */
    record Entry(String name, String url, String notes, List<String> keys, String line) {
        /**
         * An entry with its line, made once: every index that lists it, and each trial of whether a
         * group of entries fits one index (docs/decisions.md §5.18), appends the same string.
         */
        Entry(String name, String url, String notes, List<String> keys) {
            this(name, url, notes, keys, LlmsTxt.line(name, url, notes));
        }
    }

    private static Map<LlmsSplit.Family, List<Entry>> familyEntries(Site site, String baseUrl) {
        Map<LlmsSplit.Family, List<Entry>> families = new LinkedHashMap<>();
        families.put(
                LlmsSplit.Family.PRACTICE_AREAS,
                site.practiceAreas().stream()
                        .map(area -> new Entry(
                                area.title(),
                                baseUrl + MarkdownTwin.of(area.path()),
                                area.description(),
                                LlmsSplit.slugKeys(area.slug())))
                        .toList());
        families.put(
                LlmsSplit.Family.TEAM,
                site.team().stream()
                        .map(lawyer -> {
                            String office = site.firm()
                                    .office(lawyer.office())
                                    .map(Office::name)
                                    .orElse(lawyer.office());
                            return new Entry(
                                    lawyer.name(),
                                    baseUrl + MarkdownTwin.of(lawyer.path()),
                                    lawyer.role() + ", " + office + " office. " + lawyer.description(),
                                    LlmsSplit.slugKeys(lawyer.slug()));
                        })
                        .toList());
        families.put(
                LlmsSplit.Family.PUBLICATIONS,
                site.publications().stream()
                        .map(publication -> new Entry(
                                publication.title(),
                                baseUrl + MarkdownTwin.of(publication.path()),
                                publication.type() + ", " + publication.date() + ". " + publication.description(),
                                LlmsSplit.dateKeys(publication)))
                        .toList());
        families.put(
                LlmsSplit.Family.EVENTS,
                site.events().stream()
                        .map(event -> new Entry(
                                event.title(),
                                baseUrl + MarkdownTwin.of(event.path()),
                                "event, " + event.start().toLocalDate() + ". " + event.description(),
                                LlmsSplit.dateKeys(event)))
                        .toList());
        families.put(
                LlmsSplit.Family.JOB_OPENINGS,
                site.jobOpenings().stream()
                        .map(job -> new Entry(
                                job.title(),
                                baseUrl + MarkdownTwin.of(job.path()),
                                "job opening, posted " + job.datePosted() + ". " + job.description(),
                                LlmsSplit.slugKeys(job.slug())))
                        .toList());
        return families;
    }

    /** The families by the characters their lines take, most first (ties in their order). */
    private static List<LlmsSplit.Family> largestFirst(Map<LlmsSplit.Family, List<Entry>> families) {
        Map<LlmsSplit.Family, Long> characters = new LinkedHashMap<>();
        families.forEach((family, entries) -> characters.put(
                family,
                entries.stream().mapToLong(entry -> entry.line().length()).sum()));
        List<LlmsSplit.Family> order = new ArrayList<>(families.keySet());
        order.sort(Comparator.comparingLong(characters::get).reversed());
        return order;
    }

    /**
     * A family's own index at {@code <prefix><family>/llms.txt} and, when that would pass the limit,
     * the indexes of its groups it links instead (docs/decisions.md §5.18).
     */
    private static List<Output> familyIndexes(
            Site site, String baseUrl, String prefix, LlmsSplit.Family family, String title, List<Entry> entries) {
        // A group that fits is written once: the text its trial made is the index served.
        IdentityHashMap<LlmsSplit.Group<Entry>, String> fitting = new IdentityHashMap<>();
        LlmsSplit.Group<Entry> tree = LlmsSplit.group(List.of(), entries, Entry::keys, group -> {
            String text = familyIndex(site, baseUrl, prefix, family, title, group);
            boolean fits = text.length() <= LlmsSplit.INDEX_LIMIT;
            if (fits) {
                fitting.put(group, text);
            }
            return fits;
        });
        return tree.all().stream()
                .map(group -> markdown(
                        family.document(prefix, group.keys(), "llms.txt"),
                        Optional.ofNullable(fitting.get(group))
                                .orElseGet(() -> familyIndex(site, baseUrl, prefix, family, title, group))))
                .toList();
    }

    private static String familyIndex(
            Site site,
            String baseUrl,
            String prefix,
            LlmsSplit.Family family,
            String title,
            LlmsSplit.Group<Entry> group) {
        LlmsTxt index = new LlmsTxt(site, baseUrl);
        String heading = group.keys().isEmpty() ? title : title + ": " + LlmsSplit.label(group.keys());
        index.text
                .append("# ")
                .append(oneLine(site.firm().name()))
                .append(": ")
                .append(heading)
                .append("\n\n");
        index.text.append("> ").append(oneLine(site.firm().description())).append("\n\n");
        index.text.append(oneLine(site.firm().legalNotice())).append("\n\n");
        index.text
                .append("- [llms.txt](")
                .append(baseUrl)
                .append(prefix)
                .append(PATH)
                .append(")\n");
        if (!group.keys().isEmpty()) {
            index.text
                    .append("- [")
                    .append(title)
                    .append("](")
                    .append(baseUrl)
                    .append(family.document(prefix, List.of(), "llms.txt"))
                    .append(")\n");
        }
        index.section(heading);
        if (group.leaf()) {
            group.items().forEach(entry -> index.text.append(entry.line()));
        } else {
            for (LlmsSplit.Group<Entry> child : group.children()) {
                index.text.append(line(
                        LlmsSplit.label(child.keys()) + " (" + child.items().size() + ")",
                        baseUrl + family.document(prefix, child.keys(), "llms.txt"),
                        ""));
            }
        }
        return index.text.toString();
    }

    private static Output markdown(String path, String text) {
        return Output.document(path, Representation.of(MediaType.MARKDOWN, text), Output.Cache.DISCOVERY);
    }

    /**
     * {@code /<lang>/llms.txt}: the index of one other language's pages (docs/decisions.md §9.7), in
     * that language's own words (the firm's translated texts, each page's title and description)
     * and linking each page's Markdown twin in that language. The discovery documents themselves
     * are the origin's, listed once in {@code /llms.txt}, which this file points back to.
     *
     * @param translated that language's site
     * @param pages that language's indexed pages, at their URL paths, in site order
     */
    static List<Output> renderLanguage(
            Site translated, String baseUrl, LanguagePath languages, List<RenderedPage> pages) {
        String language = translated.firm().language();
        String prefix = languages.url(language, "/");
        Map<String, LlmsSplit.Member> members = LlmsSplit.members(translated);
        Map<LlmsSplit.Family, List<Entry>> families = new LinkedHashMap<>();
        for (RenderedPage page : pages) {
            LlmsSplit.Member member = members.get(languages.locate(page.path()).path());
            if (member != null) {
                families.computeIfAbsent(member.family(), family -> new ArrayList<>())
                        .add(new Entry(
                                page.title(),
                                baseUrl + MarkdownTwin.of(page.path()),
                                page.description(),
                                member.keys()));
            }
        }
        Set<LlmsSplit.Family> split = new HashSet<>();
        String text = writeLanguage(translated, baseUrl, languages, pages, members, families, split);
        for (LlmsSplit.Family family : largestFirst(families)) {
            if (text.length() <= LlmsSplit.INDEX_LIMIT) {
                break;
            }
            split.add(family);
            text = writeLanguage(translated, baseUrl, languages, pages, members, families, split);
        }
        List<Output> outputs = new ArrayList<>();
        outputs.add(markdown(path(language, languages), text));
        for (LlmsSplit.Family family : families.keySet()) {
            if (split.contains(family)) {
                outputs.addAll(familyIndexes(
                        translated, baseUrl, prefix, family, listTitle(pages, prefix, family), families.get(family)));
            }
        }
        return List.copyOf(outputs);
    }

    /** The title of a family's list page in a language ({@code /fr/publications}), else its path's last word. */
    static String listTitle(List<RenderedPage> pages, String prefix, LlmsSplit.Family family) {
        String listPath = prefix + family.path();
        return pages.stream()
                .filter(page -> page.path().equals(listPath))
                .map(RenderedPage::title)
                .findFirst()
                .orElse(family.path().substring(family.path().lastIndexOf('/') + 1));
    }

    private static String writeLanguage(
            Site translated,
            String baseUrl,
            LanguagePath languages,
            List<RenderedPage> pages,
            Map<String, LlmsSplit.Member> members,
            Map<LlmsSplit.Family, List<Entry>> families,
            Set<LlmsSplit.Family> split) {
        String language = translated.firm().language();
        String prefix = languages.url(language, "/");
        LlmsTxt index = new LlmsTxt(translated, baseUrl);
        index.heading();
        index.text.append("- [llms.txt](").append(baseUrl).append(PATH).append(")\n");
        index.text
                .append("- [llms-full.txt](")
                .append(baseUrl)
                .append(LlmsFullTxt.path(language, languages))
                .append(")\n");
        index.section(languageName(language));
        for (RenderedPage page : pages) {
            LlmsSplit.Member member = members.get(languages.locate(page.path()).path());
            if (member == null || !split.contains(member.family())) {
                index.item(page.title(), index.twin(page.path()), page.description());
            }
        }
        // A family moved to indexes of its own: one line each, after the pages (docs/decisions.md §5.18).
        for (LlmsSplit.Family family : families.keySet()) {
            if (split.contains(family)) {
                index.text.append(line(
                        listTitle(pages, prefix, family) + " ("
                                + families.get(family).size() + ")",
                        baseUrl + family.document(prefix, List.of(), "llms.txt"),
                        ""));
            }
        }
        // Named by the format alone, so the index of a language holds no word of another.
        index.section("Atom");
        for (AtomFeeds.Feed feed : AtomFeeds.of(translated)) {
            index.item(feed.title(), baseUrl + languages.url(language, feed.path()), feed.subtitle());
        }
        return index.text.toString();
    }

    /** Where {@code language}'s index lives: {@code /fr/llms.txt}. */
    static String path(String language, LanguagePath languages) {
        return languages.url(language, "/") + PATH;
    }

    /** A language's name in itself, capitalised as a heading ({@code Français}, {@code Deutsch}). */
    static String languageName(String tag) {
        return LanguageLinks.languageName(tag);
    }

    /** The firm, its description, legal notice and content policy, in the site's language. */
    private void heading() {
        text.append("# ").append(oneLine(site.firm().name())).append("\n\n");
        text.append("> ").append(oneLine(site.firm().description())).append("\n\n");
        text.append(oneLine(site.firm().legalNotice())).append("\n\n");
        text.append(oneLine(site.firm().contentPolicy())).append("\n\n");
    }

    private String write(
            List<RenderedPage> pages, Map<LlmsSplit.Family, List<Entry>> families, Set<LlmsSplit.Family> split) {
        text.append("# ").append(oneLine(site.firm().name())).append("\n\n");
        text.append("> ").append(oneLine(site.firm().description())).append("\n\n");
        text.append("Legal notice: ").append(oneLine(site.firm().legalNotice())).append("\n\n");
        text.append("Use of this content: ")
                .append(oneLine(site.firm().contentPolicy()))
                .append("\n\n");
        text.append(
                        "This website is read-only and public: nothing needs authentication, and it offers no public REST API. ")
                .append(
                        "Every page is HTML by default; send `Accept: text/markdown`, or add `.md` to a page's address ")
                .append(
                        "(`/index.md` for the home page), for Markdown. The links below lead to the Markdown versions.\n");
        if (!site.translations().isEmpty()) {
            text.append('\n').append(languagesParagraph(site, baseUrl)).append('\n');
        }
        pagesSection(pages);
        for (LlmsSplit.Family family : families.keySet()) {
            section(SECTIONS.get(family));
            List<Entry> entries = families.get(family);
            if (split.contains(family)) {
                item(
                        SECTIONS.get(family) + " (" + entries.size() + ")",
                        baseUrl + family.document("", List.of(), PATH.substring(1)),
                        "an index of its own, too large to list here: " + entries.size()
                                + " entries, each linked to its Markdown version"
                                + (family.equals(LlmsSplit.Family.PUBLICATIONS)
                                                || family.equals(LlmsSplit.Family.EVENTS)
                                        ? ", by year, then month, when one index would pass 50,000 characters"
                                        : ", by the first letters of their addresses when one index would pass"
                                                + " 50,000 characters"));
            } else {
                entries.forEach(entry -> text.append(entry.line()));
            }
        }
        // Each practice area's publications, the first page of each list (docs/decisions.md §1.10).
        for (RenderedPage page : pages) {
            if (ListPages.isAreaPublications(page.path())) {
                item(page.title(), twin(page.path()), page.description());
            }
        }
        section("Feeds");
        resources(MachineReadable.Listing.FEEDS);
        for (PracticeArea area : site.practiceAreas()) {
            item(
                    area.title() + " feed (Atom)",
                    baseUrl + AtomFeeds.path(area),
                    "the " + area.title() + " publications only, newest first");
        }
        section("Machine-readable resources");
        resources(MachineReadable.Listing.RESOURCES);
        item(
                "Health status",
                baseUrl + "/api/status.json",
                "the only API endpoint: `{\"status\":\"ok\"}`, rate-limited to 120 requests per 60 seconds");
        section("WebMCP tools");
        // Registered in every page by /assets/webmcp.js; the same list the module and /docs/webmcp describe.
        for (WebMcpTools.Tool tool : WebMcpTools.ALL) {
            item(tool.name(), baseUrl + Documentation.WEBMCP_TOOLS, tool.description(site.strings()));
        }
        languagesSection();
        section("Optional");
        resources(MachineReadable.Listing.OPTIONAL);
        return text.toString();
    }

    /** Pages that are not one of a family's detail pages (those have sections of their own). */
    private void pagesSection(List<RenderedPage> pages) {
        section("Pages");
        // Events and job openings have sections of their own too.
        Set<String> detailPaths = PageFamily.describedPaths(site);
        for (RenderedPage page : pages) {
            // A practice area's publications are listed with the publications.
            if (!detailPaths.contains(page.path()) && !ListPages.isAreaPublications(page.path())) {
                item(page.path().equals("/") ? "Home" : page.title(), twin(page.path()), page.description());
            }
        }
    }

    /**
     * Where each other language's pages are indexed, when the firm publishes in several: one line
     * per language with its index, full text and feeds (how languages are addressed is said above
     * the sections, which hold links only).
     */
    private void languagesSection() {
        if (site.translations().isEmpty()) {
            return;
        }
        section("Languages");
        LanguagePath languages = LanguagePath.of(site.firm());
        site.translations()
                .keySet()
                .forEach(language -> item(
                        languageName(language) + " (" + language + ")",
                        baseUrl + path(language, languages),
                        "the index of the pages published in "
                                + Locale.forLanguageTag(language).getDisplayName(Locale.ENGLISH) + ", under "
                                + baseUrl + languages.url(language, "/") + ", with its Atom feeds; every page of it in"
                                + " full: " + baseUrl + LlmsFullTxt.path(language, languages)));
    }

    /**
     * How the languages of a multilingual firm are addressed (docs/decisions.md §9.9), in one
     * paragraph: also said by the agent skills and {@code /docs}.
     */
    static String languagesParagraph(Site site, String baseUrl) {
        LanguagePath languages = LanguagePath.of(site.firm());
        List<String> others = site.translations().keySet().stream()
                .map(language -> "`" + language + "` at " + baseUrl + languages.url(language, "/"))
                .toList();
        return "The site is published in `" + site.firm().language() + "` (the default language, at " + baseUrl
                + "/) and in " + String.join(", ", others) + ": the same path under a language's prefix is"
                + " that page in that language, and a page not translated into a language does not exist"
                + " there. The language is chosen by the URL only, never by `Accept-Language`; `Accept:"
                + " text/markdown` and the `.md` addresses work the same in every language, and every page"
                + " names its other language versions (`hreflang`).";
    }

    private void resources(MachineReadable.Listing listing) {
        for (MachineReadable resource : MachineReadable.ALL) {
            if (resource.listing() == listing) {
                item(resource.title(), baseUrl + resource.path(), resource.summary());
            }
        }
    }

    private void section(String title) {
        text.append("\n## ").append(title).append("\n\n");
    }

    private void item(String name, String url, String notes) {
        text.append(line(name, url, notes));
    }

    /** {@code - [name](url): notes}, the name's brackets escaped; without notes, no colon. */
    private static String line(String name, String url, String notes) {
        String label = oneLine(name).replace("\\", "\\\\").replace("[", "\\[").replace("]", "\\]");
        String note = oneLine(notes);
        return "- [" + label + "](" + url + ")" + (note.isEmpty() ? "" : ": " + note) + "\n";
    }

    private String twin(String path) {
        return baseUrl + MarkdownTwin.of(path);
    }

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    /**
     * Link lines and the summary must stay on one line each, whatever the content's line breaks:
     * each run of whitespace is one space. Most titles and descriptions have no run to fold, and
     * are returned as they are without a regular expression (a large firm's indexes fold about
     * 30,000 texts at every build and reload).
     */
    static String oneLine(String text) {
        String stripped = text.strip();
        for (int i = 0; i < stripped.length(); i++) {
            char c = stripped.charAt(i);
            boolean folds = isSpace(c) && (c != ' ' || (i + 1 < stripped.length() && isSpace(stripped.charAt(i + 1))));
            if (folds) {
                return WHITESPACE.matcher(stripped).replaceAll(" ");
            }
        }
        return stripped;
    }

    /** Whitespace as {@link #WHITESPACE}'s {@code \s} means it: ASCII only. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }
}
