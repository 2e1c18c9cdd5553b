package com.firmsite.publish.discovery;

import com.firmsite.content.LanguagePath;
import com.firmsite.content.Site;
import com.firmsite.output.Output;
import com.firmsite.publish.AtomFeeds;
import com.firmsite.publish.LanguageLinks;
import com.firmsite.publish.RenderMemo;
import com.firmsite.publish.SiteRenderer.RenderedPage;
import com.firmsite.publish.WebMcpData;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Every machine-readable document of the discovery surface, generated from the content model and
 * the configured base URL (never a request's Host header).
 */
public final class DiscoveryDocuments {
    private DiscoveryDocuments() {}

    /** Paths firmsite generates itself, which content may link to. */
    public static boolean isGeneratedPath(String path) {
        return path.equals("/docs")
                || path.equals("/llms.txt")
                || path.equals("/llms-full.txt")
                || path.equals("/robots.txt")
                || path.equals("/openapi.json")
                || path.equals("/auth.md")
                || path.equals("/api/status.json")
                || path.startsWith("/sitemap")
                || path.startsWith("/.well-known/")
                || isFeed(path);
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

    public static List<Output> render(Site site, String baseUrl, List<RenderedPage> pages) {
        return render(site, baseUrl, pages, site, Set.of());
    }

    /**
     * As above, for an editors' preview: {@code site} holds drafts and scheduled items, which {@code
     * pages} render, but the sitemaps and the feeds list only what the public sees ({@code listed},
     * without the pages at {@code unlisted} paths).
     */
    public static List<Output> render(
            Site site, String baseUrl, List<RenderedPage> pages, Site listed, Set<String> unlisted) {
        return render(site, baseUrl, pages, listed, unlisted, Map.of(), RenderMemo.NONE);
    }

    /**
     * As above, for a firm in several languages: {@code translated} holds, by language, the pages of
     * that language's site (at their URL paths, {@code /fr/about}). The discovery documents stay one
     * per origin (docs/decisions.md §9.7): the sitemaps list every page of every language with its
     * alternates, {@code /llms.txt} names each language's own index, {@code /<lang>/llms.txt}.
     * Parts that a build of the same site made before come from {@code memo} (see {@link
     * RenderMemo#part}).
     */
    public static List<Output> render(
            Site site,
            String baseUrl,
            List<RenderedPage> pages,
            Site listed,
            Set<String> unlisted,
            Map<String, List<RenderedPage>> translated,
            RenderMemo memo) {
        List<RenderedPage> withDocs = withDocumentation(site, baseUrl, pages, translated, memo);
        List<Output> outputs = new ArrayList<>();
        outputs.add(withDocs.getLast().output());
        outputs.add(Robots.render(site, baseUrl));
        List<AgentSkills.Skill> skills = AgentSkills.build(site, baseUrl);
        outputs.addAll(AgentSkills.render(skills, baseUrl));
        outputs.add(ApiCatalog.render(baseUrl, skills));
        outputs.add(AiCatalog.render(site, baseUrl, skills));
        outputs.add(McpServerCard.render(site, baseUrl));
        outputs.addAll(OAuthMetadata.render(site, baseUrl));
        outputs.addAll(ReservedUrls.render(baseUrl));
        outputs.add(AuthMarkdown.render(site, baseUrl));
        outputs.add(WebMcpData.render(site, baseUrl, withDocs));
        // Each language's tools answer from that language's site (docs/decisions.md §9.10).
        translated.forEach((language, languagePages) ->
                outputs.add(WebMcpData.render(LanguageLinks.of(site, language), baseUrl, languagePages)));
        List<RenderedPage> indexed =
                withDocs.stream().filter(page -> !noindex(site, page)).toList();
        LanguagePath languages = LanguagePath.of(site.firm());
        List<Sitemaps.Entry> entries = new ArrayList<>();
        indexed.stream()
                .filter(page -> !unlisted.contains(page.path()))
                .forEach(page -> entries.add(entry(site, languages, page)));
        Map<String, List<RenderedPage>> indexedIn = new LinkedHashMap<>();
        translated.forEach((language, languagePages) -> {
            List<RenderedPage> listedPages = languagePages.stream()
                    .filter(page -> {
                        String sitePath = languages.locate(page.path()).path();
                        return !unlisted.contains(sitePath) && !noindex(site, sitePath);
                    })
                    .toList();
            indexedIn.put(language, listedPages);
            listedPages.forEach(page -> entries.add(entry(site, languages, page)));
        });
        outputs.addAll(Sitemaps.render(baseUrl, entries));
        outputs.addAll(LlmsTxt.render(site, baseUrl, indexed));
        indexedIn.forEach((language, languagePages) -> outputs.addAll(
                LlmsTxt.renderLanguage(site.translations().get(language), baseUrl, languages, languagePages)));
        outputs.addAll(LlmsFullTxt.render(site, baseUrl, indexed));
        indexedIn.forEach((language, languagePages) -> outputs.addAll(
                LlmsFullTxt.renderLanguage(site.translations().get(language), baseUrl, languages, languagePages)));
        outputs.add(memo.part(
                "openapi",
                openApiInputs(site, baseUrl, withDocs, translated),
                Output.class,
                () -> OpenApi.render(site, baseUrl, withDocs, translated)));
        outputs.addAll(AtomFeeds.render(LanguageLinks.of(listed), baseUrl, memo));
        listed.translations()
                .keySet()
                .forEach(language ->
                        outputs.addAll(AtomFeeds.render(LanguageLinks.of(listed, language), baseUrl, memo)));
        return outputs;
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
     * The site's pages followed by {@code /docs}, which the listings treat as a page like any other.
     * Its date is the newest content date: the documentation is rebuilt with the content.
     */
    private static List<RenderedPage> withDocumentation(
            Site site,
            String baseUrl,
            List<RenderedPage> pages,
            Map<String, List<RenderedPage>> translated,
            RenderMemo memo) {
        LocalDate newest = pages.stream()
                .map(RenderedPage::lastModified)
                .max(Comparator.naturalOrder())
                .orElseThrow();
        RenderedPage docs = new RenderedPage(
                Documentation.PATH,
                Documentation.TITLE,
                Documentation.description(site),
                newest,
                Documentation.render(site, baseUrl, translated, memo));
        List<RenderedPage> all = new ArrayList<>(pages);
        all.add(docs);
        return List.copyOf(all);
    }
}
