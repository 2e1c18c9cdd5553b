package com.firmsite.render;

import com.firmsite.content.Body;
import com.firmsite.content.Lawyer;
import com.firmsite.content.MarkdownSource;
import com.firmsite.content.Office;
import com.firmsite.content.Page;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.render.PageView.Crumb;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.commonmark.renderer.html.HtmlRenderer;
import org.commonmark.renderer.markdown.MarkdownRenderer;

/**
 * Renders every page of a site twice, as HTML and as Markdown, from the same parsed bodies. The
 * output list is in site order (the order of llms.txt, sitemaps and llms-full.txt).
 */
public final class SiteRenderer {
  private static final TemplateEngine TEMPLATES = TemplateEngine.createPrecompiled(ContentType.Html);
  private static final HtmlRenderer HTML = HtmlRenderer.builder().extensions(MarkdownSource.EXTENSIONS).build();
  private static final MarkdownRenderer MARKDOWN = MarkdownRenderer.builder().extensions(MarkdownSource.EXTENSIONS).build();

  private final Site site;
  private final String baseUrl;
  private final StructuredData structuredData;
  private final MarkdownPages markdown;

  public SiteRenderer(Site site, String baseUrl) {
    this.site = site;
    this.baseUrl = baseUrl;
    this.structuredData = new StructuredData(site, baseUrl);
    this.markdown = new MarkdownPages(site, baseUrl);
  }

  /** A rendered page with its summary, as the discovery documents list it. */
  public record RenderedPage(String path, String title, String description, java.time.LocalDate lastModified, Output output) {}

  public List<RenderedPage> renderPages() {
    List<java.util.function.Supplier<RenderedPage>> pages = new ArrayList<>();
    pages.add(this::home);
    pages.add(() -> plain(site.about()));
    pages.add(this::practiceAreas);
    site.practiceAreas().forEach(area -> pages.add(() -> practiceArea(area)));
    pages.add(this::team);
    site.team().forEach(lawyer -> pages.add(() -> lawyer(lawyer)));
    pages.add(this::publications);
    site.publications().forEach(publication -> pages.add(() -> publication(publication)));
    pages.add(this::contact);
    pages.add(() -> plain(site.legal()));
    pages.add(() -> plain(site.privacy()));
    // Pages are independent and the renderers keep no state: render on every core (start-up time
    // of large sites). The list stays in site order.
    return pages.parallelStream().map(java.util.function.Supplier::get).toList();
  }

  /** The body of the negotiated 404 and 405 pages, in HTML and Markdown. */
  public Representation[] message(String title, String message) {
    PageView view = new PageView(site.firm(), baseUrl, "/404", title, message, List.of(), "", List.of());
    String html = template("message.jte", Map.of("page", view, "message", message));
    return new Representation[] {
      Representation.of(MediaType.HTML, html), Representation.of(MediaType.MARKDOWN, markdown.message(title, message))
    };
  }

  // ---- one method per page kind ----

  private RenderedPage home() {
    Page page = site.home();
    PageView view = view(page.path(), page.title(), page.description(), List.of(structuredData.firm(), structuredData.website()));
    String html = template("home.jte", Map.of("page", view, "site", site, "bodyHtml", html(page.body())));
    return rendered(page.path(), page.title(), page.description(), page.body(), html, markdown.home(page, body(page.body())));
  }

  private RenderedPage plain(Page page) {
    PageView view = view(page.path(), page.title(), page.description(), List.of());
    String html = template("plain.jte", Map.of("page", view, "bodyHtml", html(page.body())));
    return rendered(page.path(), page.title(), page.description(), page.body(), html, markdown.plain(page, body(page.body())));
  }

  private RenderedPage contact() {
    Page page = site.contact();
    PageView view = view(page.path(), page.title(), page.description(), List.of(structuredData.contactPage()));
    String html = template("contact.jte", Map.of("page", view, "firm", site.firm(), "bodyHtml", html(page.body())));
    return rendered(page.path(), page.title(), page.description(), page.body(), html, markdown.contact(page, body(page.body())));
  }

  private RenderedPage practiceAreas() {
    Page page = site.practiceAreasIntro();
    PageView view = view(page.path(), page.title(), page.description(), List.of());
    String html = template("practiceAreas.jte", Map.of("page", view, "introHtml", html(page.body()), "areas", site.practiceAreas()));
    return rendered(page.path(), page.title(), page.description(), page.body(), html, markdown.practiceAreas(page, body(page.body())));
  }

  private RenderedPage practiceArea(PracticeArea area) {
    PageView view = view(area.path(), area.title(), area.description(), List.of(structuredData.practiceArea(area)));
    String html =
        template(
            "practiceArea.jte",
            Map.of(
                "page", view, "area", area, "bodyHtml", html(area.body()),
                "lawyers", site.lawyersIn(area), "publications", site.publicationsIn(area)));
    return rendered(area.path(), area.title(), area.description(), area.body(), html, markdown.practiceArea(area, body(area.body())));
  }

  private RenderedPage team() {
    Page page = site.teamIntro();
    PageView view = view(page.path(), page.title(), page.description(), List.of());
    String html = template("team.jte", Map.of("page", view, "site", site, "introHtml", html(page.body())));
    return rendered(page.path(), page.title(), page.description(), page.body(), html, markdown.team(page, body(page.body())));
  }

  private RenderedPage lawyer(Lawyer lawyer) {
    Office office = site.firm().office(lawyer.office()).orElseThrow();
    List<PracticeArea> areas = lawyer.practiceAreas().stream().map(slug -> site.practiceArea(slug).orElseThrow()).toList();
    PageView view = view(lawyer.path(), lawyer.name(), lawyer.description(), List.of(structuredData.person(lawyer)));
    String html =
        template(
            "lawyer.jte",
            Map.of(
                "page", view, "lawyer", lawyer, "office", office, "bodyHtml", html(lawyer.body()),
                "areas", areas, "publications", site.publicationsBy(lawyer)));
    return rendered(lawyer.path(), lawyer.name(), lawyer.description(), lawyer.body(), html, markdown.lawyer(lawyer, body(lawyer.body())));
  }

  private RenderedPage publications() {
    Page page = site.publicationsIntro();
    Map<Integer, List<Publication>> byYear = new TreeMap<>(java.util.Comparator.reverseOrder());
    for (Publication publication : site.publications()) {
      byYear.computeIfAbsent(publication.date().getYear(), year -> new ArrayList<>()).add(publication);
    }
    PageView view = view(page.path(), page.title(), page.description(), List.of());
    String html = template("publications.jte", Map.of("page", view, "introHtml", html(page.body()), "byYear", byYear));
    return rendered(page.path(), page.title(), page.description(), page.body(), html, markdown.publications(page, body(page.body())));
  }

  private RenderedPage publication(Publication publication) {
    List<Lawyer> authors = publication.authors().stream().map(slug -> site.lawyer(slug).orElseThrow()).toList();
    List<PracticeArea> areas = publication.practiceAreas().stream().map(slug -> site.practiceArea(slug).orElseThrow()).toList();
    PageView view = view(publication.path(), publication.title(), publication.description(), List.of(structuredData.article(publication)));
    String html =
        template(
            "publication.jte",
            Map.of("page", view, "publication", publication, "bodyHtml", html(publication.body()), "authors", authors, "areas", areas));
    return rendered(publication.path(), publication.title(), publication.description(), publication.body(), html, markdown.publication(publication, body(publication.body())));
  }

  // ---- shared pieces ----

  private PageView view(String path, String title, String description, List<String> jsonLd) {
    List<Crumb> crumbs = breadcrumbs(path, title);
    List<String> blocks = new ArrayList<>(jsonLd);
    if (crumbs.size() > 1) {
      blocks.add(structuredData.breadcrumbs(crumbs));
    }
    return new PageView(site.firm(), baseUrl, path, title, description, crumbs, baseUrl + MarkdownPages.twinPath(path), List.copyOf(blocks));
  }

  private List<Crumb> breadcrumbs(String path, String title) {
    List<Crumb> crumbs = new ArrayList<>();
    crumbs.add(new Crumb("Home", "/"));
    Map<String, String> sections = new LinkedHashMap<>();
    sections.put("/practice-areas", site.practiceAreasIntro().title());
    sections.put("/team", site.teamIntro().title());
    sections.put("/publications", site.publicationsIntro().title());
    sections.forEach(
        (section, label) -> {
          if (path.startsWith(section + "/")) {
            crumbs.add(new Crumb(label, section));
          }
        });
    if (!path.equals("/")) {
      crumbs.add(new Crumb(title, path));
    }
    return List.copyOf(crumbs);
  }

  private RenderedPage rendered(String path, String title, String description, Body body, String html, String markdownText) {
    Output output = Output.page(path, Representation.of(MediaType.HTML, html), Representation.of(MediaType.MARKDOWN, markdownText));
    return new RenderedPage(path, title, description, body.lastModified(), output);
  }

  private static String html(Body body) {
    return HTML.render(body.document());
  }

  private static String body(Body body) {
    return MARKDOWN.render(body.document()).strip();
  }

  private static String template(String name, Map<String, Object> params) {
    StringOutput out = new StringOutput(32 * 1024);
    TEMPLATES.render(name, params, out);
    return out.toString();
  }
}
