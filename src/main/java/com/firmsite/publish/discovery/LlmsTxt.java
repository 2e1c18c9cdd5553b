package com.firmsite.publish.discovery;

import com.firmsite.content.LanguagePath;
import com.firmsite.content.Lawyer;
import com.firmsite.content.MarkdownTwin;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import com.firmsite.publish.AtomFeeds;
import com.firmsite.publish.LanguageLinks;
import com.firmsite.publish.SiteRenderer.RenderedPage;
import com.firmsite.publish.WebMcpTools;
import java.util.List;
import java.util.Locale;
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

    /** @param pages every page in site order, {@code /docs} included */
    static Output render(Site site, String baseUrl, List<RenderedPage> pages) {
        return Output.document(
                PATH,
                Representation.of(MediaType.MARKDOWN, new LlmsTxt(site, baseUrl).write(pages)),
                Output.Cache.DISCOVERY);
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
    static Output renderLanguage(Site translated, String baseUrl, LanguagePath languages, List<RenderedPage> pages) {
        String language = translated.firm().language();
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
            index.item(page.title(), index.twin(page.path()), page.description());
        }
        // Named by the format alone, so the index of a language holds no word of another.
        index.section("Atom");
        for (AtomFeeds.Feed feed : AtomFeeds.of(translated)) {
            index.item(feed.title(), baseUrl + languages.url(language, feed.path()), feed.subtitle());
        }
        return Output.document(
                path(language, languages),
                Representation.of(MediaType.MARKDOWN, index.text.toString()),
                Output.Cache.DISCOVERY);
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

    private String write(List<RenderedPage> pages) {
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
        section("Practice areas");
        for (PracticeArea area : site.practiceAreas()) {
            item(area.title(), twin(area.path()), area.description());
        }
        section("Team");
        for (Lawyer lawyer : site.team()) {
            String office =
                    site.firm().office(lawyer.office()).map(Office::name).orElse(lawyer.office());
            item(
                    lawyer.name(),
                    twin(lawyer.path()),
                    lawyer.role() + ", " + office + " office. " + lawyer.description());
        }
        section("Publications");
        for (Publication publication : site.publications()) {
            item(
                    publication.title(),
                    twin(publication.path()),
                    publication.type() + ", " + publication.date() + ". " + publication.description());
        }
        for (RenderedPage page : pages) {
            if (page.path().startsWith("/publications/area/")) {
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
        // Registered in every page by /assets/webmcp.js; the same list the module and /docs describe.
        for (WebMcpTools.Tool tool : WebMcpTools.ALL) {
            item(tool.name(), baseUrl + "/docs#webmcp-tools", tool.description(site.strings()));
        }
        languagesSection();
        section("Optional");
        resources(MachineReadable.Listing.OPTIONAL);
        return text.toString();
    }

    /** Pages that are not one of a family's detail pages (those have sections of their own). */
    private void pagesSection(List<RenderedPage> pages) {
        section("Pages");
        Set<String> detailPaths = PageFamily.detailPaths(site);
        for (RenderedPage page : pages) {
            if (!detailPaths.contains(page.path())) {
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
        String label = oneLine(name).replace("\\", "\\\\").replace("[", "\\[").replace("]", "\\]");
        text.append("- [")
                .append(label)
                .append("](")
                .append(url)
                .append("): ")
                .append(oneLine(notes))
                .append('\n');
    }

    private String twin(String path) {
        return baseUrl + MarkdownTwin.of(path);
    }

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    /** Link lines and the summary must stay on one line each, whatever the content's line breaks. */
    private static String oneLine(String text) {
        return WHITESPACE.matcher(text.strip()).replaceAll(" ");
    }
}
