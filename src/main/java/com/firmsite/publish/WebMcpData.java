package com.firmsite.publish;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Firm;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import com.firmsite.publish.SiteRenderer.RenderedPage;
import java.util.List;

/**
 * {@code /assets/webmcp-data.json}: everything the page module {@code /assets/webmcp.js} needs to
 * answer its tools without scraping HTML, generated from the one content model: the tool
 * descriptors (from {@link WebMcpTools}, enums filled from the content), pages, practice areas,
 * team, publications, offices, the firm's contact details and its legal notice. Full texts are not
 * repeated here; the tools fetch the pages' Markdown twins.
 */
public final class WebMcpData {
    public static final String PATH = "/assets/webmcp-data.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private WebMcpData() {}

    /** The document, served like an asset. {@code pages} are the site's pages in site order. */
    public static Output render(Site site, String baseUrl, List<RenderedPage> pages) {
        ObjectNode root = JSON.createObjectNode();
        root.put("baseUrl", baseUrl);
        firm(root.putObject("firm"), site.firm());
        root.set("tools", new WebMcpSchemas(site).tools());
        ArrayNode pageList = root.putArray("pages");
        pages.forEach(p -> pageList.addObject()
                .put("path", p.path())
                .put("title", p.title())
                .put("description", p.description()));
        ArrayNode areas = root.putArray("practiceAreas");
        site.practiceAreas().forEach(area -> practiceArea(areas.addObject(), area, site));
        ArrayNode team = root.putArray("team");
        site.team().forEach(lawyer -> lawyer(team.addObject(), lawyer));
        ArrayNode publications = root.putArray("publications");
        site.publications().forEach(publication -> publication(publications.addObject(), publication));
        ArrayNode offices = root.putArray("offices");
        site.firm().offices().forEach(office -> office(offices.addObject(), office));
        try {
            Representation json = new Representation(MediaType.JSON, JSON.writeValueAsBytes(root));
            // Public data, like the Markdown twins it points to: any origin may read it.
            return Output.document(PATH, json, Output.Cache.ASSET).withCors(true);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("webmcp-data.json could not be written", e);
        }
    }

    private static void firm(ObjectNode node, Firm firm) {
        node.put("name", firm.name())
                .put("phone", firm.phone())
                .put("email", firm.email())
                .put("legalNotice", firm.legalNotice());
    }

    private static void practiceArea(ObjectNode node, PracticeArea area, Site site) {
        node.put("slug", area.slug())
                .put("title", area.title())
                .put("path", area.path())
                .put("description", area.description())
                .put("teamSize", site.lawyersIn(area).size());
    }

    private static void lawyer(ObjectNode node, Lawyer lawyer) {
        node.put("slug", lawyer.slug())
                .put("name", lawyer.name())
                .put("path", lawyer.path())
                .put("role", lawyer.role())
                .put("office", lawyer.office());
        strings(node.putArray("practiceAreas"), lawyer.practiceAreas());
        node.put("email", lawyer.email()).put("phone", lawyer.phone());
        strings(node.putArray("languages"), lawyer.languages());
        node.put("description", lawyer.description());
        lawyer.photo().ifPresent(photo -> node.put("photo", photo.path()));
    }

    private static void publication(ObjectNode node, Publication publication) {
        node.put("slug", publication.slug())
                .put("title", publication.title())
                .put("path", publication.path())
                .put("date", publication.date().toString())
                .put("type", publication.type());
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
