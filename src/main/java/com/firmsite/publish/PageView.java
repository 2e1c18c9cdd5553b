package com.firmsite.publish;

import com.firmsite.content.Firm;
import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.Link;
import com.firmsite.content.Site;
import com.firmsite.output.OutputFormats;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the layout template needs to frame any page: identity, navigation and head metadata.
 *
 * @param alternates the page's other formats at their own URLs (the Markdown twin), for {@code
 *     <link rel="alternate">}; none for pages without a URL (errors)
 * @param jsonLd JSON-LD blocks, already serialized and safe to embed in a script element
 * @param social the page's Open Graph type and type-specific properties, and its image when it has
 *     one of its own (a lawyer's portrait, a publication's image; else the firm's social card)
 * @param indexable false for error pages: no canonical link, and {@code noindex} for robots
 * @param noindex a page kept out of search engines (front matter {@code noindex}): a robots meta tag
 * @param navigation the header menu
 * @param footer the footer's links
 * @param banner in an editors' preview ({@code serve --drafts}), what the banner of a page the
 *     public does not see says ("Draft", "Scheduled for …"); empty everywhere else
 * @param links where links lead from the page's language (docs/decisions.md §9.7)
 * @param strings the interface words of the page's language
 * @param paging on a page of a list, which page of it: the head's {@code rel="prev"}/{@code
 *     "next"} links and the visible page navigation
 */
public record PageView(
        Firm firm,
        String baseUrl,
        String path,
        String title,
        String description,
        List<Crumb> breadcrumbs,
        List<Alternate> alternates,
        List<String> jsonLd,
        Social social,
        boolean indexable,
        boolean noindex,
        List<Link> navigation,
        List<Link> footer,
        String banner,
        LanguageLinks links,
        InterfaceStrings strings,
        Optional<Paging> paging) {

    /** The image shared pages show in link previews (1200 × 630). */
    public static final String SOCIAL_IMAGE = "/assets/icons/social-card.png";

    /** Another format of the page at its own URL: its media type (no parameters) and absolute URL. */
    public record Alternate(String type, String url) {}

    /** One step of the breadcrumb trail. */
    public record Crumb(String label, String path) {}

    /** One {@code <meta>} element: {@code property} (Open Graph) or {@code name} (Twitter) and its value. */
    public record Meta(String attribute, String key, String content) {}

    /**
     * The Open Graph object type ({@code website}, {@code article}, {@code profile}) and its own
     * properties, such as {@code article:published_time}.
     */
    public record Social(String type, List<Meta> properties, Optional<SocialImage> image) {
        public Social(String type, List<Meta> properties) {
            this(type, properties, Optional.empty());
        }

        public static Social website() {
            return new Social("website", List.of());
        }

        /** The same, shared with {@code image} in link previews instead of the firm's social card. */
        public Social withImage(Optional<SocialImage> other) {
            return new Social(type, properties, other);
        }
    }

    /** The image of a link preview: its absolute URL, size in pixels and alt text. */
    public record SocialImage(String url, int width, int height, String alt) {
        /** A wide image makes a large card; a portrait a summary card beside the text. */
        String twitterCard() {
            return width >= height ? "summary_large_image" : "summary";
        }
    }

    /** An Atom feed a page links to: its {@code title} attribute, the feed's absolute URL, its URL path. */
    public record FeedLink(String title, String url, String path) {}

    /**
     * The feeds a page announces in its head: its language's publications feed on every page, then,
     * on a practice area's page and its publication list, that practice area's; each at its URL in
     * the page's language (docs/decisions.md §9.9).
     */
    public List<FeedLink> feeds() {
        Site shown = links.site();
        List<FeedLink> feeds = new ArrayList<>();
        if (shown.has("/publications")) {
            feeds.add(feed(AtomFeeds.publicationsTitle(shown), AtomFeeds.PUBLICATIONS_FEED));
        }
        shown.practiceArea(areaSlug())
                .ifPresent(area -> feeds.add(feed(AtomFeeds.areaTitle(shown, area), AtomFeeds.path(area))));
        return List.copyOf(feeds);
    }

    /** The feed a page's visible "Subscribe" link leads to: the most specific of {@link #feeds()}. */
    public FeedLink subscribe() {
        return feeds().getLast();
    }

    private FeedLink feed(String feedTitle, String sitePath) {
        String feedPath = links.own(sitePath);
        return new FeedLink(feedTitle, baseUrl + feedPath, feedPath);
    }

    /** The practice area of {@code /practice-areas/<slug>} or {@code /practice-areas/<slug>/publications}, or "". */
    private String areaSlug() {
        // A later page of the area's publications announces the area's feed as its first page does.
        String path = Paging.locate(this.path).map(Paging.Located::basePath).orElse(this.path);
        String prefix = "/practice-areas/";
        if (ListPages.isAreaPublications(path)) {
            return path.substring(prefix.length(), path.lastIndexOf('/'));
        }
        return path.startsWith(prefix) && path.indexOf('/', prefix.length()) < 0 ? path.substring(prefix.length()) : "";
    }

    /** The same frame on page {@code onList} of a list. */
    public PageView withPaging(Paging onList) {
        return new PageView(
                firm,
                baseUrl,
                path,
                title,
                description,
                breadcrumbs,
                alternates,
                jsonLd,
                social,
                indexable,
                noindex,
                navigation,
                footer,
                banner,
                links,
                strings,
                Optional.of(onList));
    }

    /** The absolute URL of the page before this one of its list, for {@code <link rel="prev">}; empty on none. */
    public String previousUrl() {
        return paging.flatMap(Paging::previous)
                .map(p -> baseUrl + links.href(p))
                .orElse("");
    }

    /** The absolute URL of the page after this one of its list, for {@code <link rel="next">}; empty on none. */
    public String nextUrl() {
        return paging.flatMap(Paging::next).map(p -> baseUrl + links.href(p)).orElse("");
    }

    public String canonicalUrl() {
        return baseUrl + links.href(path);
    }

    /** The page's language tag ({@code <html lang>}). */
    public String language() {
        return links.language();
    }

    /** The interface word {@code key} in the page's language. */
    public String text(String key) {
        return strings.text(key);
    }

    /** What the page shows for a person's {@code role}, in its language (docs/decisions.md §9.12). */
    public String role(String role) {
        return firm.role(role, strings);
    }

    /** What the page shows for a publication's {@code type}, in its language. */
    public String publicationType(String type) {
        return firm.publicationType(type, strings);
    }

    /** What goes before item {@code index} of {@code size} of a list in running text ({@link InterfaceStrings#separator}). */
    public String separator(int index, int size, String item) {
        return strings.separator(index, size, item);
    }

    /** The URL path of a link to the site path {@code target} from this page ({@link LanguageLinks#href}). */
    public String href(String target) {
        return links.href(target);
    }

    /**
     * The language of a link's target when it differs from the page's (an untranslated page), for
     * the link's {@code hreflang} and {@code lang}; else null, which makes jte leave them out.
     */
    public String hreflang(String target) {
        return links.otherLanguage(target).orElse(null);
    }

    /** The languages the page exists in, with their absolute URLs: {@code <link rel="alternate" hreflang>}. */
    public List<LanguageLinks.Alternate> languageAlternates() {
        return indexable && links.multilingual() ? links.alternates(baseUrl, path) : List.of();
    }

    /** The default language's URL of the page ({@code hreflang="x-default"}), when it has one. */
    public String defaultLanguageUrl() {
        return languageAlternates().getFirst().url();
    }

    /** The language switcher's links (none for a one-language firm); on an error page, to each language's home. */
    public List<LanguageLinks.Alternate> languageSwitcher() {
        return links.multilingual() ? links.switcher("", indexable ? path : "/") : List.of();
    }

    /**
     * The WebMCP data document of the page's language, named on the module's script element; null
     * (no attribute) in the default language, whose document the module loads by default
     * (docs/decisions.md §9.10).
     */
    public String webMcpData() {
        String path = WebMcpData.path(links);
        return path.equals(WebMcpData.PATH) ? null : path;
    }

    /**
     * A hint, in {@code language}, that the site exists in it, with a link to its home: one per other
     * language on a home page, kept in an inert {@code <template>} that {@code /assets/language-hint.js}
     * reads (docs/decisions.md §9.11).
     */
    public record LanguageHint(
            String language, String url, String label, String message, String link, String dismiss) {}

    /** The hints of a home page of a firm in several languages; none on any other page. */
    public List<LanguageHint> languageHints() {
        if (!indexable || !path.equals("/") || !links.multilingual()) {
            return List.of();
        }
        return links.switcher("", "/").stream()
                .filter(other -> !other.language().equals(language()))
                .map(other -> {
                    InterfaceStrings words = links.stringsOf(other.language());
                    return new LanguageHint(
                            other.language(),
                            other.url(),
                            words.text("languageHint.label"),
                            words.text("languageHint.message"),
                            words.text("languageHint.link"),
                            words.text("languageHint.dismiss"));
                })
                .toList();
    }

    /** Where each language's llms index lives, under its prefix: {@code /llms.txt}, {@code /fr/llms.txt}. */
    public static final String LLMS_TXT = "/llms.txt";

    private static final String MARKDOWN_TYPE = OutputFormats.MARKDOWN.type() + "/" + OutputFormats.MARKDOWN.subtype();

    private static final Pattern NOTE_LINK = Pattern.compile("\\{(index|twin)\\}");

    /** A piece of the note for agents: words ({@code url} null), or a link to {@code url} showing {@code text}. */
    public record NotePart(String text, String url) {}

    /**
     * The note for agents that opens every page and every Markdown twin (docs/decisions.md §2.10): in
     * the page's language, the index of that language ({@code /fr/llms.txt} on a French page) and
     * the page's Markdown twin; a page without a URL of its own (the 404 page) names the index only.
     * Each link shows its URL path, so that a text-only extraction of the page keeps the address.
     */
    public List<NotePart> agentNote() {
        String index = links.own(LLMS_TXT);
        Map<String, String> targets = new HashMap<>();
        targets.put("index", baseUrl + index);
        String twin = alternates.stream()
                .filter(alternate -> alternate.type().equals(MARKDOWN_TYPE))
                .map(Alternate::url)
                .findFirst()
                .orElse("");
        if (!twin.isEmpty()) {
            targets.put("twin", twin);
        }
        // One line whatever a firm's strings.yaml holds: the twin's note is one quoted line.
        String sentence = strings.text(twin.isEmpty() ? "agentNoteIndex" : "agentNote")
                .strip()
                .replaceAll("\\s+", " ");
        List<NotePart> parts = new ArrayList<>();
        Matcher matcher = NOTE_LINK.matcher(sentence);
        int from = 0;
        while (matcher.find()) {
            if (matcher.start() > from) {
                parts.add(new NotePart(sentence.substring(from, matcher.start()), null));
            }
            String url = targets.get(matcher.group(1));
            if (url == null) {
                throw new IllegalStateException("the note for agents names {" + matcher.group(1) + "} on " + path);
            }
            parts.add(new NotePart(url.substring(baseUrl.length()), url));
            from = matcher.end();
        }
        if (from < sentence.length()) {
            parts.add(new NotePart(sentence.substring(from), null));
        }
        return List.copyOf(parts);
    }

    /** {@code "true"} for the switcher's link to the page's own language, else null (attribute left out). */
    public String ariaCurrentLanguage(LanguageLinks.Alternate alternate) {
        return alternate.language().equals(language()) ? "true" : null;
    }

    /** The document title: page title and firm name, or the firm name and tagline on the home page. */
    public String documentTitle() {
        return path.equals("/") ? firm.name() + " | " + firm.tagline() : title + " | " + firm.name();
    }

    /** Open Graph and Twitter card tags, every URL absolute (link previews are fetched out of context). */
    public List<Meta> socialMeta() {
        List<Meta> meta = new ArrayList<>();
        meta.add(new Meta("property", "og:type", social.type()));
        meta.add(new Meta("property", "og:site_name", firm.name()));
        meta.add(new Meta("property", "og:title", path.equals("/") ? firm.name() : title));
        meta.add(new Meta("property", "og:description", description));
        meta.add(new Meta("property", "og:url", canonicalUrl()));
        SocialImage image =
                social.image().orElseGet(() -> new SocialImage(baseUrl + SOCIAL_IMAGE, 1200, 630, socialImageAlt()));
        meta.add(new Meta("property", "og:image", image.url()));
        meta.add(new Meta("property", "og:image:width", Integer.toString(image.width())));
        meta.add(new Meta("property", "og:image:height", Integer.toString(image.height())));
        meta.add(new Meta("property", "og:image:alt", image.alt()));
        meta.addAll(social.properties());
        meta.add(new Meta("name", "twitter:card", image.twitterCard()));
        meta.add(new Meta("name", "twitter:title", path.equals("/") ? firm.name() : title));
        meta.add(new Meta("name", "twitter:description", description));
        meta.add(new Meta("name", "twitter:image", image.url()));
        meta.add(new Meta("name", "twitter:image:alt", image.alt()));
        return List.copyOf(meta);
    }

    private String socialImageAlt() {
        return strings.text("socialImageAlt", java.util.Map.of("firm", firm.name()));
    }

    /**
     * {@code "page"} when the navigation link to {@code section} leads to this page or its section,
     * else null, which makes jte leave the {@code aria-current} attribute out.
     */
    public String ariaCurrent(String section) {
        boolean current =
                section.equals("/") ? path.equals("/") : path.equals(section) || path.startsWith(section + "/");
        return current ? "page" : null;
    }

    /** {@link #ariaCurrent(String)} for a menu link; never for a link off the site. */
    public String ariaCurrent(Link link) {
        return link.external() ? null : ariaCurrent(link.path());
    }

    /** {@code "page"} for the link to exactly this page, else null (attribute left out). */
    public String ariaCurrentExactly(String link) {
        return link.equals(path) ? "page" : null;
    }
}
