package com.firmsite.publish.discovery;

import com.firmsite.content.LanguagePath;
import com.firmsite.content.MarkdownSource;
import com.firmsite.content.Site;
import com.firmsite.images.ImageLibrary;
import com.firmsite.output.Output;
import com.firmsite.publish.LanguageLinks;
import com.firmsite.publish.RenderMemo;
import com.firmsite.publish.RenderedPage;
import com.firmsite.publish.SiteRenderer;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * The human-readable documentation: {@code /docs} and its pages of their own ({@code /docs/pages},
 * {@code /docs/webmcp}; docs/decisions.md §5.19), each a page like any other (HTML through the
 * site layout, Markdown by negotiation and at its {@code .md} twin). A page's text is its Markdown
 * fragments ({@link DocumentationFragments}: {@code src/main/resources/docs/} for {@code /docs},
 * {@code docs/<page>/} for {@code /docs/<page>}), joined in file-name order with {@code
 * {base_url}} and the other placeholders replaced. {@code /docs} names every other page.
 *
 * <p>Every page stays within a page's bounds at any size of firm (issue 34: 1,500 elements): what
 * grows with the content (the firm's own pages, its languages) is listed up to {@link #LISTED}
 * rows, the rest counted and left to the indexes that list everything ({@code /llms.txt}, {@code
 * /openapi.json}).
 *
 * <p>A heading may end with {@code {#some-id}} (the Pandoc and kramdown convention): the HTML
 * heading then gets that {@code id}, which is how problem {@code type} URIs such as {@code
 * B/docs#problem-page-not-found} land on their section. The Markdown keeps the marker as written.
 */
public final class Documentation {
    public static final String PATH = "/docs";
    public static final String TITLE = "Documentation for developers and agents";

    /** The section of the documentation that lists the WebMCP tools, which llms.txt links for each. */
    static final String WEBMCP_TOOLS = PATH + "/webmcp#webmcp-tools";

    /** How many of the firm's own pages, or of its languages, a documentation page lists. */
    static final int LISTED = 20;

    private static final Pattern EXPLICIT_ID = Pattern.compile("\\s*\\{#([A-Za-z][A-Za-z0-9_-]*)}\\s*$");
    private static final Parser PARSER =
            Parser.builder().extensions(MarkdownSource.EXTENSIONS).build();

    /**
     * One page of the documentation: its folder under {@code docs/} ({@code ""} for {@code /docs}),
     * title, subject and what it holds, for its description and for {@code /docs}' list of pages.
     */
    record DocPage(String folder, String title, String subject, String about) {
        String path() {
            return folder.isEmpty() ? PATH : PATH + "/" + folder;
        }
    }

    /**
     * The documentation's pages, {@code /docs} first: each other page is the part that is a topic
     * of its own for a reader, or that lists what grows with the firm. A folder of fragments with
     * no entry here, or an entry with no folder, stops the start (see {@link #pages}).
     */
    private static final List<DocPage> PAGES = List.of(
            new DocPage("", TITLE, "", "endpoints, Markdown, errors, rate limits and authentication"),
            new DocPage(
                    "pages",
                    "Pages, feeds and languages",
                    "The pages, feeds and languages",
                    "every kind of page and its Markdown twin, the lists and their filters, the firm's own pages,"
                            + " the Atom feeds, the languages and the redirects"),
            new DocPage(
                    "webmcp",
                    "WebMCP tools for agents in the browser",
                    "The WebMCP tools",
                    "the tools every page offers browser agents, their parameters and results, in each language,"
                            + " and the data they answer from"));

    private Documentation() {}

    static String description(Site site) {
        return "How the " + site.firm().name() + " website serves people and AI agents: endpoints, Markdown, "
                + "errors, rate limits and authentication.";
    }

    private static String description(Site site, DocPage page) {
        return page.folder().isEmpty()
                ? description(site)
                : page.subject() + " of the " + site.firm().name() + " website, for developers and agents: "
                        + page.about() + ".";
    }

    /** The documentation's pages, {@code /docs} first, each with its fragments. */
    static List<DocPage> pages() {
        Map<String, List<DocumentationFragments.Fragment>> fragments = DocumentationFragments.byPage();
        List<String> folders = PAGES.stream().map(DocPage::folder).toList();
        if (!new java.util.HashSet<>(folders).equals(fragments.keySet())) {
            throw new IllegalStateException("the documentation's folders " + fragments.keySet() + " are not its pages "
                    + folders + " (Documentation.PAGES)");
        }
        return PAGES;
    }

    /**
     * Every page of the documentation, {@code /docs} first. Their date is {@code newest}, the
     * newest content date: the documentation is rebuilt with the content.
     *
     * @param translated by other language, its pages at their URL paths
     */
    static List<RenderedPage> render(
            Site site,
            String baseUrl,
            Map<String, List<RenderedPage>> translated,
            RenderMemo memo,
            java.time.LocalDate newest) {
        String languages = languages(site, baseUrl, translated);
        String documentationPages = documentationPages(baseUrl);
        // Written once, not for each fragment: the lists' rows name every list of a large firm.
        String otherPages = otherPageRows(site);
        String lists = listRows(site);
        List<RenderedPage> rendered = new java.util.ArrayList<>();
        for (DocPage page : pages()) {
            String body = DocumentationFragments.byPage().get(page.folder()).stream()
                    .map(fragment -> fragment.text()
                            .replace("{base_url}", baseUrl)
                            .replace("{languages}", languages)
                            .replace("{documentation_pages}", documentationPages)
                            .replace("{other_pages}\n", otherPages)
                            .replace("{list_pages}\n", lists)
                            .strip())
                    .collect(Collectors.joining("\n\n"));
            String description = description(site, page);
            // The page is its text in the site's frame (navigation, breadcrumbs, legal notice), which is
            // all it is kept with: parsing and rendering the fragments was the largest part of a
            // sample-firm reload's discovery documents.
            List<Object> inputs = List.of(
                    body,
                    description,
                    SiteRenderer.frame(LanguageLinks.of(site), baseUrl, ImageLibrary.EMPTY, Map.of()));
            Output output = memo.part(
                    "docs " + page.path(),
                    inputs,
                    Output.class,
                    () -> new SiteRenderer(site, baseUrl)
                            .standalonePage(page.path(), page.title(), description, html(body), body));
            rendered.add(new RenderedPage(page.path(), page.title(), description, newest, output));
        }
        return List.copyOf(rendered);
    }

    /** Whether {@code path} is a page of the documentation ({@code /docs}, {@code /docs/webmcp}). */
    static boolean isPage(String path) {
        return PAGES.stream().anyMatch(page -> page.path().equals(path));
    }

    /** What {@code /docs} says of its other pages: one line each, with its address. */
    private static String documentationPages(String baseUrl) {
        StringBuilder text = new StringBuilder("The documentation has pages of its own for:\n\n");
        for (DocPage page : PAGES.subList(1, PAGES.size())) {
            text.append("- [")
                    .append(page.title())
                    .append("](")
                    .append(baseUrl)
                    .append(page.path())
                    .append(") (`")
                    .append(page.path())
                    .append("`, in Markdown at `")
                    .append(page.path())
                    .append(".md`): ")
                    .append(page.about())
                    .append(".\n");
        }
        return text.toString().strip();
    }

    /**
     * How languages are addressed and, for each other language (the first {@link #LISTED}), its
     * home, its index and its full text (docs/decisions.md §9.9). Its other pages are the default
     * language's paths under its prefix, each named in {@code /openapi.json}: listing them here
     * would grow with the firm.
     */
    private static String languages(Site site, String baseUrl, Map<String, List<RenderedPage>> translated) {
        if (translated.isEmpty()) {
            return "The site is published in one language, `" + site.firm().language() + "`.";
        }
        LanguagePath paths = LanguagePath.of(site.firm());
        StringBuilder text = new StringBuilder(LlmsTxt.languagesParagraph(site, baseUrl)).append("\n\n");
        String first = translated.keySet().iterator().next();
        String prefix = paths.url(first, "/");
        text.append("Each language has the pages translated into it at the default language's paths under its"
                        + " prefix (`")
                .append(prefix)
                .append("/about` for `/about`, with its twin `")
                .append(prefix)
                .append("/about.md`), and feeds of its own; ")
                .append(baseUrl)
                .append("/openapi.json names every one of them.\n\n")
                .append("| Language | Home | Index of its pages | Every page in full |\n| --- | --- | --- | --- |\n");
        List<String> languages = List.copyOf(translated.keySet());
        for (String language : languages.subList(0, Math.min(LISTED, languages.size()))) {
            text.append("| ")
                    .append(LlmsTxt.languageName(language))
                    .append(" (`")
                    .append(language)
                    .append("`) | `")
                    .append(paths.url(language, "/"))
                    .append("` | `")
                    .append(LlmsTxt.path(language, paths))
                    .append("` | `")
                    .append(LlmsFullTxt.path(language, paths))
                    .append("` |\n");
        }
        if (languages.size() > LISTED) {
            text.append("\n").append(more(languages.size() - LISTED, "languages", baseUrl + "/llms.txt names"));
        }
        return text.toString().strip();
    }

    /** The sentence that ends a list cut at {@link #LISTED}: how many more, and where they all are. */
    private static String more(int count, String what, String where) {
        return "And " + String.format(java.util.Locale.ROOT, "%,d", count) + " more " + what + ": " + where
                + " every one.";
    }

    /** What each list template holds, by the template's start; a later page names its list. */
    private static final Map<String, String> LIST_LABELS = new java.util.LinkedHashMap<>();

    static {
        LIST_LABELS.put("/practice-areas/{slug}/publications", "Publications in one practice area");
        LIST_LABELS.put("/team/{slug}/publications", "One team member's publications");
        LIST_LABELS.put("/publications/type/{key}", "Publications of one type (`client-alert`, `article`, …)");
        LIST_LABELS.put("/publications/year/{key}", "Publications of one year");
        LIST_LABELS.put("/team/office/{key}", "The people of an office");
        LIST_LABELS.put("/team/area/{key}", "The people of a practice area");
        LIST_LABELS.put("/team/role/{key}", "The people of a role (`partner`, …)");
        LIST_LABELS.put("/publications", "Publications");
        LIST_LABELS.put("/team", "Team");
        LIST_LABELS.put("/events", "Events");
        LIST_LABELS.put("/careers", "Open positions");
    }

    /**
     * Rows of the pages table for the lists' templates, exactly as /openapi.json names them
     * (docs/decisions.md §1.10): which filters and later pages exist depends on the content.
     */
    private static String listRows(Site site) {
        return OpenApiPaths.listTemplates(site).stream()
                .map(template -> "| " + listLabel(template) + " | `" + template + "` | `" + template + ".md` |\n")
                .collect(Collectors.joining());
    }

    private static String listLabel(String template) {
        int later = template.indexOf(com.firmsite.publish.Paging.SEGMENT);
        String list = later < 0 ? template : template.substring(0, later);
        String label = LIST_LABELS.getOrDefault(list, "A list");
        return later < 0 ? label : label + ", a later page (page 1 is the list's own path)";
    }

    /**
     * Rows of the pages table for the firm's own pages ({@code careers.md}, {@code
     * about/history.md}), noindex pages left out: the first {@link #LISTED}, then a row that counts
     * the rest.
     */
    private static String otherPageRows(Site site) {
        List<com.firmsite.content.Page> pages =
                site.otherPages().stream().filter(page -> !page.noindex()).toList();
        String rows = pages.stream()
                .limit(LISTED)
                .map(page -> "| " + page.title().replace("|", "\\|") + " | `" + page.path() + "` | `" + page.path()
                        + ".md` |\n")
                .collect(Collectors.joining());
        if (pages.size() <= LISTED) {
            return rows;
        }
        return rows + "| "
                + more(pages.size() - LISTED, "of the firm's own pages", "`/llms.txt` and `/openapi.json` name")
                + " | | |\n";
    }

    /** The fragments' HTML, with explicit heading ids moved from the text into {@code id} attributes. */
    static String html(String markdown) {
        Node document = PARSER.parse(markdown);
        IdentityHashMap<Node, String> ids = new IdentityHashMap<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Heading heading) {
                if (heading.getLastChild() instanceof Text text) {
                    Matcher marker = EXPLICIT_ID.matcher(text.getLiteral());
                    if (marker.find()) {
                        ids.put(heading, marker.group(1));
                        text.setLiteral(text.getLiteral().substring(0, marker.start()));
                    }
                }
            }
        });
        HtmlRenderer renderer = HtmlRenderer.builder()
                .extensions(MarkdownSource.EXTENSIONS)
                .attributeProviderFactory(context -> (node, tagName, attributes) -> {
                    String id = ids.get(node);
                    if (id != null) {
                        attributes.put("id", id);
                    }
                    if (tagName.equals("pre")) {
                        // Long examples scroll sideways; keyboard users must be able to reach the scroll (WCAG 2.1.1).
                        attributes.put("tabindex", "0");
                    }
                })
                .build();
        return renderer.render(document);
    }
}
