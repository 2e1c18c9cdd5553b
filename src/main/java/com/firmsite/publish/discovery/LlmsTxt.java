package com.firmsite.publish.discovery;

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
import com.firmsite.publish.SiteRenderer.RenderedPage;
import com.firmsite.publish.WebMcpTools;
import java.util.List;
import java.util.Set;

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
            item(tool.name(), baseUrl + "/docs#webmcp-tools", tool.description());
        }
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

    /** Link lines and the summary must stay on one line each, whatever the content's line breaks. */
    private static String oneLine(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }
}
