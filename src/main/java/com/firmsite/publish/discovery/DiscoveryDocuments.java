package com.firmsite.publish.discovery;

import com.firmsite.content.LanguagePath;
import com.firmsite.content.ReservedPaths;
import com.firmsite.content.Site;
import com.firmsite.output.Output;
import com.firmsite.publish.AtomFeeds;
import com.firmsite.publish.BuildContext;
import com.firmsite.publish.LanguageLinks;
import com.firmsite.publish.OutputProducer;
import com.firmsite.publish.RenderMemo;
import com.firmsite.publish.RenderedPage;
import com.firmsite.publish.WebMcpData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Every machine-readable document of the discovery surface, generated from the content model and
 * the configured base URL (never a request's Host header): one producer per document family, each
 * wrapping its document's class, registered in {@code publish.build.BuildOutputs.PRODUCERS}. The
 * documents stay one per origin (docs/decisions.md §9.7): the sitemaps list every page of every
 * language with its alternates, {@code /llms.txt} names each language's own index, {@code
 * /<lang>/llms.txt}.
 */
public final class DiscoveryDocuments {
    private DiscoveryDocuments() {}

    /** Paths firmsite generates itself, which content may link to. */
    public static boolean isGeneratedPath(String path) {
        return path.equals("/docs")
                || Documentation.isPage(path)
                || path.equals("/llms.txt")
                || path.equals("/llms-full.txt")
                || path.equals("/robots.txt")
                || path.equals("/openapi.json")
                || path.equals("/auth.md")
                || path.equals("/api/status.json")
                || path.startsWith("/sitemap")
                || path.startsWith("/.well-known/")
                || path.equals("/events")
                || (path.startsWith("/events/") && path.endsWith(".ics"))
                || isFeed(path)
                || ReservedPaths.isListPage(path);
    }

    /** The Atom feeds: the publications' and each practice area's ({@link AtomFeeds}), and their archives. */
    private static boolean isFeed(String path) {
        return path.equals(AtomFeeds.PUBLICATIONS_FEED)
                || (path.startsWith("/practice-areas/")
                        && path.endsWith("/feed.atom")
                        && path.indexOf('/', "/practice-areas/".length()) == path.length() - "/feed.atom".length())
                || FEED_ARCHIVE.matcher(path).matches();
    }

    /** An archive document of a feed: {@code /publications/feed/archive/1.atom}, a practice area's. */
    private static final Pattern FEED_ARCHIVE =
            Pattern.compile("(/publications|/practice-areas/[^/]+)/feed/archive/[1-9][0-9]*\\.atom");

    /** {@code /docs} and its other pages, rendered with the pages ({@link BuildContext#documentation}). */
    public static final OutputProducer DOCUMENTATION =
            build -> build.documentation().stream().map(RenderedPage::output).toList();

    public static final OutputProducer ROBOTS = build -> List.of(Robots.render(build.site(), build.baseUrl()));

    /** The skills' index and each skill's {@code SKILL.md}. */
    public static final OutputProducer AGENT_SKILLS =
            build -> AgentSkills.render(AgentSkills.build(build.site(), build.baseUrl()), build.baseUrl());

    public static final OutputProducer API_CATALOG =
            build -> List.of(ApiCatalog.render(build.baseUrl(), AgentSkills.build(build.site(), build.baseUrl())));

    /** The AI catalog, at the contract's path and at ARD's ({@code /.well-known/ard.json}). */
    public static final OutputProducer AI_CATALOG =
            build -> AiCatalog.render(build.site(), build.baseUrl(), AgentSkills.build(build.site(), build.baseUrl()));

    public static final OutputProducer MCP_SERVER_CARD =
            build -> List.of(McpServerCard.render(build.site(), build.baseUrl()));

    public static final OutputProducer OAUTH_METADATA = build -> OAuthMetadata.render(build.site(), build.baseUrl());

    public static final OutputProducer RESERVED_URLS = build -> ReservedUrls.render(build.baseUrl());

    public static final OutputProducer AUTH_MARKDOWN =
            build -> List.of(AuthMarkdown.render(build.site(), build.baseUrl()));

    /** The WebMCP tools' data, one per language: each answers from that language's site (§9.10). */
    public static final OutputProducer WEBMCP_DATA = build -> {
        List<Output> outputs = new ArrayList<>();
        outputs.addAll(WebMcpData.render(build.site(), build.baseUrl(), build.pagesWithDocumentation()));
        build.translated()
                .forEach((language, languagePages) -> outputs.addAll(
                        WebMcpData.render(LanguageLinks.of(build.site(), language), build.baseUrl(), languagePages)));
        return outputs;
    };

    /**
     * The sitemaps, one set per origin (docs/decisions.md §9.7): every listed page of every language
     * with its alternates.
     */
    public static final OutputProducer SITEMAPS = build -> {
        LanguagePath languages = LanguagePath.of(build.site().firm());
        List<Sitemaps.Entry> entries = new ArrayList<>();
        indexed(build).stream()
                .filter(page -> !build.unlisted().contains(page.path()))
                .forEach(page -> entries.add(entry(build.site(), languages, page)));
        indexedIn(build)
                .values()
                .forEach(languagePages ->
                        languagePages.forEach(page -> entries.add(entry(build.site(), languages, page))));
        return Sitemaps.render(build.baseUrl(), entries);
    };

    /**
     * {@code /llms.txt} and its indexes, which name each language's own index, then {@code
     * /<lang>/llms.txt}, then {@code /sitemap.md}, the Markdown sitemap of Vercel's
     * agent-readability spec: the default language's pages by section, as {@code /llms.txt} lists
     * them (docs/decisions.md §5.20). One producer, so that both are written from one plan (a large
     * firm's plan lists 15,000 items).
     */
    public static final OutputProducer LLMS_TXT_AND_SITEMAP_MD = build -> {
        LanguagePath languages = LanguagePath.of(build.site().firm());
        LlmsTxt.Indexes indexes = LlmsTxt.indexes(
                build.site(),
                build.baseUrl(),
                withoutLists(indexed(build), languages, ReservedPaths::isNamedInIndexes));
        List<Output> outputs = new ArrayList<>(indexes.llms());
        indexedIn(build)
                .forEach((language, languagePages) -> outputs.addAll(LlmsTxt.renderLanguage(
                        build.site().translations().get(language),
                        build.baseUrl(),
                        languages,
                        withoutLists(languagePages, languages, ReservedPaths::isNamedInIndexes))));
        outputs.add(indexes.sitemap());
        return outputs;
    };

    /**
     * {@code pages} without the generated list pages ({@link ReservedPaths#isListPage}) but those
     * {@code kept} keeps (by site path).
     */
    private static List<RenderedPage> withoutLists(
            List<RenderedPage> pages, LanguagePath languages, Predicate<String> kept) {
        return pages.stream()
                .filter(page -> {
                    String sitePath = languages.locate(page.path()).path();
                    return !ReservedPaths.isListPage(sitePath) || kept.test(sitePath);
                })
                .toList();
    }

    /**
     * Whether {@code path} may be a sitemap: the index or one of its children, as many as the pages
     * need ({@link Sitemaps}).
     */
    public static boolean isSitemap(String path) {
        return path.startsWith("/sitemap-") && path.endsWith(".xml");
    }

    /**
     * Whether {@code path} may be an index of {@code llms.txt}: its own, a language's, or one of
     * those a large site's is split into ({@code /publications/llms.txt}, {@code
     * /publications/2019/llms.txt}), or the Markdown sitemap written from the same plan.
     */
    public static boolean isLlmsTxtOrSitemapMd(String path) {
        return path.endsWith(LlmsTxt.PATH) || path.equals(WellKnown.SITEMAP_MD);
    }

    /**
     * Whether {@code path} may be a document of {@code llms-full.txt}: its own, a language's, or one
     * of those it is split into ({@code /publications/llms-full.txt}, {@code
     * /publications/2019/llms-full.txt}), whose paths depend on the pages' bytes.
     */
    public static boolean isLlmsFullTxt(String path) {
        return path.endsWith(LlmsFullTxt.PATH);
    }

    /** {@code /llms-full.txt}, then {@code /<lang>/llms-full.txt}. */
    public static final OutputProducer LLMS_FULL_TXT = build -> {
        // Every entry of a list is a page of its own in the document: the lists' later pages and
        // filters would hold each entry again (docs/decisions.md §1.10), so only their first pages
        // of /publications, /team and each practice area's publications are in it.
        LanguagePath languages = LanguagePath.of(build.site().firm());
        List<Output> outputs = new ArrayList<>(LlmsFullTxt.render(
                build.site(), build.baseUrl(), withoutLists(indexed(build), languages, path -> false), build.memo()));
        indexedIn(build)
                .forEach((language, languagePages) -> outputs.addAll(LlmsFullTxt.renderLanguage(
                        build.site().translations().get(language),
                        build.baseUrl(),
                        languages,
                        withoutLists(languagePages, languages, path -> false),
                        build.memo())));
        return outputs;
    };

    /** {@code /openapi.json}, made again only when what it describes changed (see {@link RenderMemo#part}). */
    public static final OutputProducer OPENAPI = build -> {
        List<RenderedPage> withDocs = build.pagesWithDocumentation();
        return List.of(build.memo()
                .part(
                        "openapi",
                        openApiInputs(build.site(), build.baseUrl(), withDocs, build.translated()),
                        Output.class,
                        () -> OpenApi.render(build.site(), build.baseUrl(), withDocs, build.translated())));
    };

    /**
     * The pages the default language's indexes list: its pages and {@code /docs}, but those whose
     * front matter keeps them out of search engines.
     */
    private static List<RenderedPage> indexed(BuildContext build) {
        return build.pagesWithDocumentation().stream()
                .filter(page -> !noindex(build.site(), page))
                .toList();
    }

    /**
     * The pages each other language's indexes list (and the sitemaps): neither kept out of search
     * engines nor shown only in a preview.
     */
    private static Map<String, List<RenderedPage>> indexedIn(BuildContext build) {
        LanguagePath languages = LanguagePath.of(build.site().firm());
        Map<String, List<RenderedPage>> indexedIn = new LinkedHashMap<>();
        build.translated()
                .forEach((language, languagePages) -> indexedIn.put(
                        language,
                        languagePages.stream()
                                .filter(page -> {
                                    String sitePath =
                                            languages.locate(page.path()).path();
                                    return !build.unlisted().contains(sitePath) && !noindex(build.site(), sitePath);
                                })
                                .toList()));
        return indexedIn;
    }

    /**
     * What {@code /openapi.json} describes: the firm, the base URL, each language's item paths (the
     * families' slugs, the practice areas' feeds) and the summaries of its other pages (an item's
     * page is described by its family's template, so its title is not in the document).
     */
    private static List<Object> openApiInputs(
            Site site, String baseUrl, List<RenderedPage> pages, Map<String, List<RenderedPage>> translated) {
        LanguagePath languages = LanguagePath.of(site.firm());
        Map<String, Object> inLanguages = new LinkedHashMap<>();
        translated.forEach((language, languagePages) -> {
            Site translation = site.translations().get(language);
            String prefix = languages.url(language, "/");
            inLanguages.put(language, List.of(summaries(translation, prefix, languagePages), translation.paths()));
        });
        return List.of(baseUrl, site.firm(), summaries(site, "", pages), site.paths(), inLanguages);
    }

    /** The summaries of {@code pages} (under {@code prefix}) that are not an item's page of {@code site}. */
    private static List<Summary> summaries(Site site, String prefix, List<RenderedPage> pages) {
        Set<String> items = new HashSet<>();
        PageFamily.detailPaths(site).forEach(path -> items.add(prefix + path));
        return pages.stream()
                .filter(page -> !items.contains(page.path()))
                .map(page -> new Summary(page.path(), page.title(), page.description(), page.lastModified()))
                .toList();
    }

    /** A page as the indexes list it: its path, title, description and date, not its bytes. */
    private record Summary(String path, String title, String description, LocalDate lastModified) {}

    /** A page whose front matter keeps it out of search engines, and so out of the indexes firmsite publishes. */
    private static boolean noindex(Site site, RenderedPage page) {
        return noindex(site, page.path());
    }

    private static boolean noindex(Site site, String sitePath) {
        return site.page(sitePath).map(com.firmsite.content.Page::noindex).orElse(false);
    }

    /**
     * A page's sitemap entry: when it exists in more than one language, every version of it (itself
     * included) and {@code x-default}, the default language's (docs/decisions.md §9.7).
     */
    private static Sitemaps.Entry entry(Site site, LanguagePath languages, RenderedPage page) {
        String sitePath = languages.locate(page.path()).path();
        List<String> versions = site.languagesOf(sitePath);
        if (versions.size() < 2) {
            return new Sitemaps.Entry(page.path(), page.lastModified());
        }
        List<Sitemaps.Alternate> alternates = new ArrayList<>();
        versions.forEach(
                language -> alternates.add(new Sitemaps.Alternate(language, languages.url(language, sitePath))));
        alternates.add(new Sitemaps.Alternate("x-default", sitePath));
        return new Sitemaps.Entry(page.path(), page.lastModified(), List.copyOf(alternates));
    }

    /**
     * {@code /docs} and its other pages ({@code /docs/webmcp}, …), which the listings treat as pages
     * like any other. Their date is the newest content date: the documentation is rebuilt with the
     * content. Parts that a build of the same site made before come from {@code memo} (see {@link
     * RenderMemo#part}).
     */
    public static List<RenderedPage> documentation(
            Site site,
            String baseUrl,
            List<RenderedPage> pages,
            Map<String, List<RenderedPage>> translated,
            RenderMemo memo) {
        LocalDate newest = pages.stream()
                .map(RenderedPage::lastModified)
                .max(Comparator.naturalOrder())
                .orElseThrow();
        return Documentation.render(site, baseUrl, translated, memo, newest);
    }
}
