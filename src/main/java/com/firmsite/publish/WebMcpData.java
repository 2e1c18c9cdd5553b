package com.firmsite.publish;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Event;
import com.firmsite.content.Firm;
import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.JobOpening;
import com.firmsite.content.Lawyer;
import com.firmsite.content.MarkdownTwin;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.ReservedPaths;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
    /** The shards are read by programs only: no indentation, which would be a third of their size. */
    private static final ObjectMapper COMPACT = new ObjectMapper();

    private WebMcpData() {}

    /**
     * Largest size of a shard of the index, well under the 512 KB every document of the site stays
     * below (docs/decisions.md §6.5); an item is never split, and none comes near this.
     */
    static final int SHARD_BYTES = 256 * 1024;

    /** The default language's documents. {@code pages} are the site's pages in site order. */
    public static List<Output> render(Site site, String baseUrl, List<RenderedPage> pages) {
        return render(LanguageLinks.of(site), baseUrl, pages);
    }

    /**
     * The documents of the language of {@code links}, served like assets: the core document at
     * {@link #path(LanguageLinks)} (tools, words, firm, the pages other than profiles and
     * publications, practice areas, offices, and where the shards are) and the shards of the
     * index, the team's and the publications', each under {@link #SHARD_BYTES}. The page search and
     * the WebMCP tools read the same documents (docs/decisions.md §6.5). {@code pages} are that
     * language's pages in site order, at their URL paths.
     */
    public static List<Output> render(LanguageLinks links, String baseUrl, List<RenderedPage> pages) {
        Site site = links.site();
        List<ObjectNode> team =
                site.team().stream().map(lawyer -> lawyer(lawyer, links)).toList();
        List<ObjectNode> publications = site.publications().stream()
                .map(publication -> publication(publication, links))
                .toList();
        EventListings listings = new EventListings(site, links.original());
        List<ObjectNode> events = site.events().stream()
                .map(event -> event(listings.event(event), links))
                .toList();
        List<ObjectNode> openings = site.jobOpenings().stream()
                .map(job -> opening(listings.job(job), links))
                .toList();
        Map<String, List<List<byte[]>>> shards = new LinkedHashMap<>();
        shards.put("team", shards(team));
        shards.put("publications", shards(publications));
        shards.put("events", shards(events));
        shards.put("openings", shards(openings));
        String folder = "/assets/webmcp/" + links.language() + "/";
        List<Output> outputs = new ArrayList<>();
        Map<String, ObjectNode> indexes = new LinkedHashMap<>();
        shards.forEach((kind, kindShards) -> indexes.put(kind, shardIndex(folder, kind, kindShards)));
        outputs.add(core(links, baseUrl, pages, indexes));
        shards.forEach((kind, kindShards) -> outputs.addAll(shardOutputs(folder, kind, kindShards)));
        return List.copyOf(outputs);
    }

    private static Output core(
            LanguageLinks links, String baseUrl, List<RenderedPage> pages, Map<String, ObjectNode> indexes) {
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
        // Profiles and publications are pages too, but they are in the shards: listing them here
        // again would make this document grow with the firm. So would the lists' later pages and
        // each author's list (thousands at a large firm): as in llms.txt, the core names each
        // list's first page, whose page links the rest (docs/decisions.md §1.10). Events and job
        // openings, years of seminars at a large firm, are in shards of their own likewise.
        Set<String> inShards = new HashSet<>();
        site.team().forEach(lawyer -> inShards.add(links.href(lawyer.path())));
        site.publications().forEach(publication -> inShards.add(links.href(publication.path())));
        site.events().forEach(event -> inShards.add(links.href(event.path())));
        site.jobOpenings().forEach(job -> inShards.add(links.href(job.path())));
        String prefix = prefix(links);
        ArrayNode pageList = root.putArray("pages");
        pages.stream()
                .filter(p -> !inShards.contains(p.path()))
                .filter(p -> ReservedPaths.isNamedInIndexes(unprefixed(p.path(), prefix)))
                .forEach(p -> pageList.addObject()
                        .put("path", p.path())
                        .put("title", p.title())
                        .put("description", p.description()));
        ArrayNode areas = root.putArray("practiceAreas");
        site.practiceAreas().forEach(area -> practiceArea(areas.addObject(), area, site, links));
        ObjectNode shards = root.putObject("shards");
        indexes.forEach(shards::set);
        ArrayNode offices = root.putArray("offices");
        site.firm().offices().forEach(office -> office(offices.addObject(), office));
        try {
            return json(path(links), JSON.writeValueAsBytes(root));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(path(links) + " could not be written", e);
        }
    }

    /** Public data, like the Markdown twins it points to: any origin may read it. */
    private static Output json(String path, byte[] body) {
        return Output.document(path, new Representation(MediaType.JSON, body), Output.Cache.ASSET)
                .withCors(true);
    }

    /**
     * {@code items}' compact JSON cut, in order, into runs that stay under {@link #SHARD_BYTES}. Each
     * item is written once: its bytes both size the run and go into the shard ({@link
     * #shardDocument}); a large firm has 11,000 items, written twice before.
     */
    static List<List<byte[]>> shards(List<ObjectNode> items) {
        List<List<byte[]>> shards = new ArrayList<>();
        List<byte[]> current = new ArrayList<>();
        int bytes = 0;
        for (ObjectNode item : items) {
            byte[] written = compact(item);
            int size = written.length + 1;
            if (!current.isEmpty() && bytes + size > SHARD_BYTES) {
                shards.add(List.copyOf(current));
                current.clear();
                bytes = 0;
            }
            current.add(written);
            bytes += size;
        }
        if (!current.isEmpty()) {
            shards.add(List.copyOf(current));
        }
        return List.copyOf(shards);
    }

    private static final byte[] SHARD_START = "{\"items\":[".getBytes(StandardCharsets.UTF_8);
    private static final byte[] SHARD_END = "]}".getBytes(StandardCharsets.UTF_8);

    /**
     * A shard's document, {@code {"items":[…]}}, from its items' compact JSON: the bytes Jackson
     * writes for the same object (WebMcpPagingTest compares them).
     */
    static byte[] shardDocument(List<byte[]> items) {
        ByteArrayOutputStream document = new ByteArrayOutputStream(SHARD_START.length
                + SHARD_END.length
                + items.stream().mapToInt(item -> item.length + 1).sum());
        document.writeBytes(SHARD_START);
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                document.write(',');
            }
            document.writeBytes(items.get(i));
        }
        document.writeBytes(SHARD_END);
        return document.toByteArray();
    }

    private static String shardPath(String folder, String kind, int index) {
        return folder + kind + "-" + (index + 1) + ".json";
    }

    /** What the core document says of a kind's shards: how many items in all, and each shard's path. */
    private static ObjectNode shardIndex(String folder, String kind, List<List<byte[]>> shards) {
        ObjectNode index = JSON.createObjectNode();
        index.put("count", shards.stream().mapToInt(List::size).sum());
        ArrayNode paths = index.putArray("paths");
        for (int i = 0; i < shards.size(); i++) {
            paths.add(shardPath(folder, kind, i));
        }
        return index;
    }

    private static List<Output> shardOutputs(String folder, String kind, List<List<byte[]>> shards) {
        List<Output> outputs = new ArrayList<>();
        for (int i = 0; i < shards.size(); i++) {
            outputs.add(json(shardPath(folder, kind, i), shardDocument(shards.get(i))));
        }
        return outputs;
    }

    private static byte[] compact(ObjectNode node) {
        try {
            return COMPACT.writeValueAsBytes(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an index entry could not be written", e);
        }
    }

    /** A page's path under its language's prefix ({@code /fr/team/page/2} is {@code /team/page/2}). */
    private static String unprefixed(String path, String prefix) {
        String under = path.startsWith(prefix + "/") || path.equals(prefix) ? path.substring(prefix.length()) : path;
        return under.isEmpty() ? "/" : under;
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

    private static ObjectNode lawyer(Lawyer lawyer, LanguageLinks links) {
        ObjectNode node = JSON.createObjectNode();
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
        // What the page search finds a lawyer by, besides name, role, office, areas and languages.
        ArrayNode admissions = node.putArray("admissions");
        lawyer.admissions().forEach(admission -> admissions.add(admission.jurisdiction()));
        // the card and the biography in this document's language, as the page (content-model §9)
        node.put("vcard", links.own(VCards.path(lawyer))).put("biography", links.own(Biographies.path(lawyer)));
        return node;
    }

    private static ObjectNode publication(Publication publication, LanguageLinks links) {
        ObjectNode node = titled(publication.slug(), publication.title(), links.href(publication.path()));
        node.put("date", publication.date().toString())
                .put("type", publication.type())
                .put("typeLabel", links.site().publicationType(publication.type()));
        strings(node.putArray("authors"), publication.authors());
        strings(node.putArray("practiceAreas"), publication.practiceAreas());
        strings(node.putArray("topics"), publication.topics());
        node.put("description", publication.description());
        return node;
    }

    /** The head every titled item's record starts with (a publication, an event, an opening): what the tools' results name it by. */
    private static ObjectNode titled(String slug, String title, String path) {
        ObjectNode node = JSON.createObjectNode();
        node.put("slug", slug).put("title", title).put("path", path);
        return node;
    }

    /**
     * An event as find_events tells it, in the document's language: {@code end} (an instant) says
     * whether it is upcoming when the tool runs; {@code when} and {@code where} are the page's words.
     */
    private static ObjectNode event(EventListings.EventItem item, LanguageLinks links) {
        Event event = item.event();
        ObjectNode node = titled(event.slug(), event.title(), links.href(event.path()));
        node.put("description", event.description())
                .put("start", event.start().toInstant().toString())
                .put("end", event.end().toInstant().toString())
                .put("when", item.when());
        if (!item.where().isEmpty()) {
            node.put("where", item.where());
        }
        if (event.isOnline()) {
            node.put("online", event.online());
        }
        if (!event.registration().isEmpty()) {
            node.put("registration", event.registration());
        }
        // The calendars are the default language's documents (one UID per event, whatever the page's language).
        node.put("calendar", event.path() + ".ics");
        ArrayNode speakers = node.putArray("speakers");
        item.speakers()
                .forEach(speaker -> speakers.add(
                        speaker.affiliation().isEmpty()
                                ? speaker.name()
                                : speaker.name() + " (" + speaker.affiliation() + ")"));
        ArrayNode speakerSlugs = node.putArray("speakerSlugs");
        event.speakers().stream()
                .filter(speaker -> !speaker.isGuest())
                .forEach(speaker -> speakerSlugs.add(speaker.slug()));
        strings(node.putArray("practiceAreas"), event.practiceAreas());
        return node;
    }

    /** A job opening as find_job_openings tells it, its place, type, pay and closing day in the document's words. */
    private static ObjectNode opening(EventListings.JobItem item, LanguageLinks links) {
        JobOpening job = item.job();
        ObjectNode node = titled(job.slug(), job.title(), links.href(job.path()));
        node.put("description", job.description())
                .put("office", job.office())
                .put("place", item.place())
                .put("employmentType", job.employmentType())
                .put("employment", links.site().strings().text("employment." + job.employmentType()))
                .put("pay", item.pay())
                .put("datePosted", job.datePosted().toString())
                .put("closes", item.closes());
        return node;
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
