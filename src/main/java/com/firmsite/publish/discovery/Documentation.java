package com.firmsite.publish.discovery;

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
 * {@code /docs}: the human-readable documentation, a page like any other (HTML through the site
 * layout, Markdown by negotiation and at {@code /docs.md}). Its text is the Markdown fragments in
 * {@code src/main/resources/docs/}, joined in file-name order with {@code {base_url}} replaced.
 *
 * <p>A heading may end with {@code {#some-id}} (the Pandoc and kramdown convention): the HTML
 * heading then gets that {@code id}, which is how problem {@code type} URIs such as {@code
 * B/docs#problem-page-not-found} land on their section. The Markdown keeps the marker as written.
 */
public final class Documentation {
    public static final String PATH = "/docs";
    public static final String TITLE = "Documentation for developers and agents";

    private static final Pattern EXPLICIT_ID = Pattern.compile("\\s*\\{#([A-Za-z][A-Za-z0-9_-]*)}\\s*$");
    private static final Parser PARSER =
            Parser.builder().extensions(MarkdownSource.EXTENSIONS).build();

    private Documentation() {}

    static String description(Site site) {
        return "How the " + site.firm().name() + " website serves people and AI agents: endpoints, Markdown, "
                + "errors, rate limits and authentication.";
    }

    /** @param translated by other language, its pages at their URL paths */
    static Output render(Site site, String baseUrl, Map<String, List<RenderedPage>> translated, RenderMemo memo) {
        String languages = languages(site, baseUrl, translated);
        String body = DocumentationFragments.all().stream()
                .map(fragment -> fragment.text()
                        .replace("{base_url}", baseUrl)
                        .replace("{languages}", languages)
                        .replace("{other_pages}\n", otherPageRows(site))
                        .replace("{list_pages}\n", listRows(site))
                        .strip())
                .collect(Collectors.joining("\n\n"));
        // The page is its text in the site's frame (navigation, breadcrumbs, legal notice), which is
        // all it is kept with: parsing and rendering the fragments was the largest part of a
        // sample-firm reload's discovery documents.
        List<Object> inputs =
                List.of(body, SiteRenderer.frame(LanguageLinks.of(site), baseUrl, ImageLibrary.EMPTY, Map.of()));
        return memo.part(
                "docs",
                inputs,
                Output.class,
                () -> new SiteRenderer(site, baseUrl).standalonePage(PATH, TITLE, description(site), html(body), body));
    }

    /**
     * How languages are addressed and, for each other language, every path the OpenAPI description
     * gives it (docs/decisions.md §9.9).
     */
    private static String languages(Site site, String baseUrl, Map<String, List<RenderedPage>> translated) {
        if (translated.isEmpty()) {
            return "The site is published in one language, `" + site.firm().language() + "`.";
        }
        StringBuilder text = new StringBuilder(LlmsTxt.languagesParagraph(site, baseUrl)).append("\n\n");
        translated.forEach((language, pages) -> text.append("- ")
                .append(LlmsTxt.languageName(language))
                .append(" (`")
                .append(language)
                .append("`): ")
                .append(OpenApiPaths.languagePaths(site, language, pages).stream()
                        .map(path -> "`" + path + "`")
                        .collect(Collectors.joining(", ")))
                .append('\n'));
        return text.toString().strip();
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

    /** Rows of the pages table for the firm's own pages ({@code careers.md}, {@code about/history.md}), noindex pages left out. */
    private static String otherPageRows(Site site) {
        return site.otherPages().stream()
                .filter(page -> !page.noindex())
                .map(page -> "| " + page.title().replace("|", "\\|") + " | `" + page.path() + "` | `" + page.path()
                        + ".md` |\n")
                .collect(Collectors.joining());
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
