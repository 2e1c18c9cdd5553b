package com.firmsite.publish;

import com.firmsite.content.Lawyer;
import com.firmsite.content.Link;
import com.firmsite.content.Page;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Site;
import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import com.firmsite.publish.PageView.Crumb;
import com.firmsite.publish.PageView.Social;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Builds each page's frame: breadcrumbs (shown and as JSON-LD), social tags and head metadata. */
final class PageViews {
    private final Site site;
    private final String baseUrl;
    private final WebPageData pageData;
    private final Map<String, String> banners;
    private final LanguageLinks links;

    /** @param banners by site path, the preview banner of each page the public does not see (empty outside a preview) */
    PageViews(Site site, String baseUrl, WebPageData pageData, Map<String, String> banners, LanguageLinks links) {
        this.links = links;
        this.site = site;
        this.baseUrl = baseUrl;
        this.pageData = pageData;
        this.banners = banners;
    }

    /** The menus when site.yaml sets none: what the site has always shown, in the page's language. */
    private static final List<Link> DEFAULT_NAVIGATION = List.of(
            new Link("practiceAreas", "/practice-areas"),
            new Link("team", "/team"),
            new Link("publications", "/publications"),
            new Link("about", "/about"),
            new Link("contact", "/contact"));

    private static final List<Link> DEFAULT_FOOTER = List.of(
            new Link("legalNotice", "/legal"),
            new Link("privacy", "/privacy"),
            new Link("forDevelopers", "/docs"),
            new Link("llmsTxtLink", "/llms.txt"));

    PageView view(String path, String title, String description, Social social, List<String> jsonLd) {
        return view(path, title, description, social, jsonLd, false);
    }

    PageView view(String path, String title, String description, Social social, List<String> jsonLd, boolean noindex) {
        List<Crumb> crumbs = breadcrumbs(path, title);
        List<String> blocks = new ArrayList<>(jsonLd);
        if (crumbs.size() > 1) {
            // JSON-LD names each step by its URL in this page's language (docs/decisions.md §9.7).
            blocks.add(pageData.breadcrumbs(crumbs.stream()
                    .map(crumb -> new Crumb(crumb.label(), links.href(crumb.path())))
                    .toList()));
        }
        List<PageView.Alternate> alternates = new ArrayList<>();
        for (OutputFormat format : OutputFormats.PAGE) {
            format.ownPath(links.href(path))
                    .ifPresent(own -> alternates.add(
                            new PageView.Alternate(format.type() + "/" + format.subtype(), baseUrl + own)));
        }
        return new PageView(
                site.firm(),
                baseUrl,
                path,
                title,
                description,
                crumbs,
                List.copyOf(alternates),
                List.copyOf(blocks),
                social,
                true,
                noindex,
                navigation(),
                footer(),
                banners.getOrDefault(path, ""),
                links,
                site.strings(),
                Optional.empty());
    }

    /** The frame of an error page: no breadcrumbs, no canonical URL, not to be indexed. */
    PageView message(String title, String message) {
        return new PageView(
                site.firm(),
                baseUrl,
                "/404",
                title,
                message,
                List.of(),
                List.of(),
                List.of(),
                Social.website(),
                false,
                true,
                navigation(),
                footer(),
                "",
                links,
                site.strings(),
                Optional.empty());
    }

    private List<Link> navigation() {
        return site.firm().navigation().orElseGet(() -> inLanguage(DEFAULT_NAVIGATION));
    }

    private List<Link> footer() {
        return site.firm().footer().orElseGet(() -> inLanguage(DEFAULT_FOOTER));
    }

    /** Default links, whose titles are interface string keys, with their titles in the site's language. */
    private List<Link> inLanguage(List<Link> keyed) {
        return keyed.stream()
                .map(link -> new Link(site.strings().text(link.title()), link.path()))
                .toList();
    }

    /** Home, then every page above this one ({@code /about} above {@code /about/history}), then this page. */
    private List<Crumb> breadcrumbs(String path, String title) {
        List<Crumb> crumbs = new ArrayList<>();
        crumbs.add(new Crumb(site.strings().text("homeCrumb"), "/"));
        for (int slash = path.indexOf('/', 1); slash > 0; slash = path.indexOf('/', slash + 1)) {
            String above = path.substring(0, slash);
            above(above).ifPresent(label -> crumbs.add(new Crumb(label, above)));
        }
        if (!path.equals("/")) {
            crumbs.add(new Crumb(title, path));
        }
        return List.copyOf(crumbs);
    }

    /**
     * The title of the page at {@code path} above another: {@code /docs}, a page of the content, or the practice
     * area or team member a list of publications is under ({@code /practice-areas/tax} above {@code
     * /practice-areas/tax/publications}).
     */
    private Optional<String> above(String path) {
        if (path.equals("/docs")) {
            // The documentation's entry point, above its other pages (/docs/webmcp): named as the footer names it.
            return Optional.of(site.strings().text("forDevelopers"));
        }
        Optional<String> page = site.page(path).map(Page::title);
        String[] parts = path.split("/", -1);
        if (page.isPresent() || parts.length != 3) {
            return page;
        }
        return switch (parts[1]) {
            case "practice-areas" -> site.practiceArea(parts[2]).map(PracticeArea::title);
            case "team" -> site.lawyer(parts[2]).map(Lawyer::name);
            default -> Optional.empty();
        };
    }
}
