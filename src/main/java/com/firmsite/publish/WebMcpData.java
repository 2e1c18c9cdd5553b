package com.firmsite.publish;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Firm;
import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.Lawyer;
import com.firmsite.content.MarkdownTwin;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import java.util.List;

/**
 * {@code /assets/webmcp-data.json}: everything the page module {@code /assets/webmcp.js} needs to
 * answer its tools without scraping HTML, generated from the one content model: the tool
 * descriptors (from {@link WebMcpTools}, enums filled from the content), pages, practice areas,
 * team, publications, offices, the firm's contact details and its legal notice. Full texts are not
 * repeated here; the tools fetch the pages' Markdown twins.
 *
 * <p>Each language has its own document (docs/decisions.md §9.10): {@code /assets/webmcp-data.fr.json}
 * holds the French site's items only, at their French URLs, the tools' descriptions and the words of
 * their results in French, and every document lists the site's languages.
 */
public final class WebMcpData {
    public static final String PATH = "/assets/webmcp-data.json";

    /** Where the document of {@code language} lives; the default language's at {@link #PATH}. */
    public static String path(LanguageLinks links) {
        String language = links.language();
        return language.equals(links.original().firm().language()) ? PATH : "/assets/webmcp-data." + language + ".json";
    }

    /** The interface strings of the tools' results, sent to the module without their prefix. */
    private static final String WORDS = "tool.text.";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private WebMcpData() {}

    /** The default language's document. {@code pages} are the site's pages in site order. */
    public static Output render(Site site, String baseUrl, List<RenderedPage> pages) {
        return render(LanguageLinks.of(site), baseUrl, pages);
    }

    /**
     * The document of the language of {@code links}, served like an asset. {@code pages} are that
     * language's pages in site order, at their URL paths.
     */
    public static Output render(LanguageLinks links, String baseUrl, List<RenderedPage> pages) {
        Site site = links.site();
        ObjectNode root = JSON.createObjectNode();
        root.put("baseUrl", baseUrl);
        root.put("language", links.language());
        root.put("homeTwin", MarkdownTwin.of(links.href("/")));
        root.put("contactPath", links.href("/contact"));
        languages(root.putArray("languages"), links, baseUrl);
        firm(root.putObject("firm"), site.firm());
        root.set("tools", new WebMcpSchemas(site, prefix(links)).tools());
        words(root.putObject("words"), site.strings());
        ArrayNode pageList = root.putArray("pages");
        pages.forEach(p -> pageList.addObject()
                .put("path", p.path())
                .put("title", p.title())
                .put("description", p.description()));
        ArrayNode areas = root.putArray("practiceAreas");
        site.practiceAreas().forEach(area -> practiceArea(areas.addObject(), area, site, links));
        ArrayNode team = root.putArray("team");
        site.team().forEach(lawyer -> lawyer(team.addObject(), lawyer, links));
        ArrayNode publications = root.putArray("publications");
        site.publications().forEach(publication -> publication(publications.addObject(), publication, links));
        ArrayNode offices = root.putArray("offices");
        site.firm().offices().forEach(office -> office(offices.addObject(), office));
        try {
            Representation json = new Representation(MediaType.JSON, JSON.writeValueAsBytes(root));
            // Public data, like the Markdown twins it points to: any origin may read it.
            return Output.document(path(links), json, Output.Cache.ASSET).withCors(true);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(path(links) + " could not be written", e);
        }
    }

    /** The URL prefix of the language ("" for the default, "/fr"), for the tools' example paths. */
    private static String prefix(LanguageLinks links) {
        String home = links.href("/");
        return home.equals("/") ? "" : home;
    }

    /**
     * Every language of the site with its own name and its home page, so that an agent on any page
     * learns which languages exist and where (list_pages shows them).
     */
    private static void languages(ArrayNode array, LanguageLinks links, String baseUrl) {
        links.alternates(baseUrl, "/")
                .forEach(language -> array.addObject()
                        .put("tag", language.language())
                        .put("name", language.name())
                        .put("home", language.url()));
    }

    private static void words(ObjectNode node, InterfaceStrings strings) {
        strings.keys().stream()
                .filter(key -> key.startsWith(WORDS))
                .forEach(key -> node.put(key.substring(WORDS.length()), strings.text(key)));
    }

    private static void firm(ObjectNode node, Firm firm) {
        node.put("name", firm.name())
                .put("phone", firm.phone())
                .put("email", firm.email())
                .put("legalNotice", firm.legalNotice());
    }

    private static void practiceArea(ObjectNode node, PracticeArea area, Site site, LanguageLinks links) {
        node.put("slug", area.slug())
                .put("title", area.title())
                .put("path", links.href(area.path()))
                .put("description", area.description())
                .put("teamSize", site.lawyersIn(area).size());
    }

    private static void lawyer(ObjectNode node, Lawyer lawyer, LanguageLinks links) {
        node.put("slug", lawyer.slug())
                .put("name", lawyer.name())
                .put("path", links.href(lawyer.path()))
                .put("role", lawyer.role())
                // the term stays the filter's value (search_team's enum); the label is what a reader sees
                .put("roleLabel", links.site().role(lawyer.role()))
                .put("office", lawyer.office());
        strings(node.putArray("practiceAreas"), lawyer.practiceAreas());
        node.put("email", lawyer.email());
        if (!lawyer.phone().isEmpty()) {
            node.put("phone", lawyer.phone()); // none: no key, as for the photo
        }
        strings(node.putArray("languages"), lawyer.languages());
        node.put("description", lawyer.description());
        lawyer.photo().ifPresent(photo -> node.put("photo", photo.path()));
        // the card and the biography in this document's language, as the page (content-model §9)
        node.put("vcard", links.own(VCards.path(lawyer))).put("biography", links.own(Biographies.path(lawyer)));
    }

    private static void publication(ObjectNode node, Publication publication, LanguageLinks links) {
        node.put("slug", publication.slug())
                .put("title", publication.title())
                .put("path", links.href(publication.path()))
                .put("date", publication.date().toString())
                .put("type", publication.type())
                .put("typeLabel", links.site().publicationType(publication.type()));
        strings(node.putArray("authors"), publication.authors());
        strings(node.putArray("practiceAreas"), publication.practiceAreas());
        strings(node.putArray("topics"), publication.topics());
        node.put("description", publication.description());
    }

    private static void office(ObjectNode node, Office office) {
        node.put("slug", office.slug())
                .put("name", office.name())
                .put("address", office.singleLineAddress())
                .put("phone", office.phone())
                .put("email", office.email())
                .put("hours", office.hours());
    }

    private static void strings(ArrayNode array, List<String> values) {
        values.forEach(array::add);
    }
}
