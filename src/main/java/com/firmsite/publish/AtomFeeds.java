package com.firmsite.publish;

import com.firmsite.content.Lawyer;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.output.Bytes;
import com.firmsite.output.Header;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import gg.jte.html.escape.Escape;
import gg.jte.output.StringOutput;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * Atom 1.0 feeds (RFC 4287, content-model §5 and §8): {@code /publications/feed.atom} with the
 * newest publications and {@code /practice-areas/<slug>/feed.atom} with one practice area's, newest
 * first, at most {@link #ARCHIVE_SIZE} each; the rest in RFC 5005 archive documents ({@code
 * /publications/feed/archive/1.atom} the oldest 50, ...), linked from the feed by {@code
 * prev-archive} and to one another (docs/decisions.md §5.17).
 * Each entry carries the full HTML of the publication ending with the firm's legal notice, its
 * authors (the firm when none), a category per practice area and the page as its id: the id names
 * the publication, so a new title or date never makes a feed reader show it again as new.
 * Every other language has the same feeds under its prefix ({@code /fr/publications/feed.atom};
 * docs/decisions.md §9.9): its translated publications only, in its words, at its URLs.
 * Written with an XML stream writer, so every text and URL is escaped by the XML library.
 */
public final class AtomFeeds {
    public static final String NAMESPACE = "http://www.w3.org/2005/Atom";
    public static final String PUBLICATIONS_FEED = "/publications/feed.atom";
    /** RFC 5005's namespace, of {@code <fh:archive/>}. */
    public static final String HISTORY_NAMESPACE = "http://purl.org/syndication/history/1.0";
    /**
     * The entries of a complete archive document, and the most a subscription feed holds
     * (docs/decisions.md §5.17).
     */
    public static final int ARCHIVE_SIZE = 50;

    private static final XMLOutputFactory XML = XMLOutputFactory.newFactory();
    /** IMF-fixdate (RFC 9110 §5.6.7); the JDK's RFC_1123 formatter leaves out a day's leading zero. */
    private static final DateTimeFormatter HTTP_DATE =
            DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH);

    private final LanguageLinks links;
    private final Site site;
    private final String baseUrl;
    private final HtmlRenderer bodies;
    private final RenderMemo memo;
    /** What every entry is written with besides its own records: see {@link #entry(Publication)}. */
    private final List<?> frame;
    /**
     * What each entry shows of its authors and practice areas, worked out once per build; the
     * documents may be written side by side ({@link #late}).
     */
    private final Map<String, List<Object>> shown = new ConcurrentHashMap<>();

    private AtomFeeds(LanguageLinks links, String baseUrl, RenderMemo memo) {
        this.links = links;
        this.site = links.site();
        this.baseUrl = baseUrl;
        this.bodies = SiteRenderer.feedHtml(links);
        this.memo = memo;
        // In another language, a link leads there or to the default language's page depending on
        // which pages the language has (LanguageLinks.href).
        List<Object> frame = List.of(
                baseUrl,
                site.firm(),
                site.strings().text("legalNoticeLabel"),
                links.language().equals(links.original().firm().language()) ? List.of() : site.paths());
        // The last build's very frame when equal, so that every entry's inputs compare it by
        // identity (10,000 entries each comparing site.yaml's records took a reload 0.1 s).
        this.frame = memo.part(links.language() + " atom frame", frame, List.class, () -> frame);
    }

    /** The site path of a practice area's feed: {@code /practice-areas/<slug>/feed.atom}. */
    public static String path(PracticeArea area) {
        return area.path() + "/feed.atom";
    }

    /**
     * The site path of a feed's archive document {@code number} (1 is the oldest): {@code
     * /publications/feed/archive/1.atom} for {@code /publications/feed.atom}.
     */
    public static String archivePath(String feedPath, int number) {
        return feedPath.substring(0, feedPath.length() - ".atom".length()) + "/archive/" + number + ".atom";
    }

    /**
     * How many complete archive documents a feed of {@code entries} publications has: the entries
     * counted from the oldest in groups of {@link #ARCHIVE_SIZE}, leaving the subscription feed 1 to
     * 50 of the newest (none only when there is none at all).
     */
    public static int archives(int entries) {
        return entries == 0 ? 0 : (entries - 1) / ARCHIVE_SIZE;
    }

    /** The title of {@code site}'s publications feed, in its language. */
    public static String publicationsTitle(Site site) {
        return site.strings()
                .text("feed.publications", Map.of("firm", site.firm().name()));
    }

    /** The title of {@code area}'s feed in {@code site}'s language. */
    public static String areaTitle(Site site, PracticeArea area) {
        return site.strings().text("feed.area", Map.of("firm", site.firm().name(), "area", area.title()));
    }

    /** Every feed of the default language's site: the publications', then each practice area's in site order. */
    public static List<Output> render(Site site, String baseUrl) {
        return render(LanguageLinks.of(site), baseUrl);
    }

    /**
     * Every feed of one language's site ({@code links.site()}), at that language's URLs ({@link
     * #of(Site)}).
     */
    public static List<Output> render(LanguageLinks links, String baseUrl) {
        return render(links, baseUrl, RenderMemo.NONE);
    }

    /**
     * As above, each entry written once per build and kept in {@code memo} across builds while what
     * it is written from is unchanged: an entry is in the publications' feed and in each of its
     * practice areas', and carries the publication's full HTML (a reload of 10,000 pages spent most
     * of its discovery documents' time writing the feeds again).
     */
    public static List<Output> render(LanguageLinks links, String baseUrl, RenderMemo memo) {
        return late(links, baseUrl, memo).stream().map(LateOutput::output).toList();
    }

    /**
     * As above, each document made when it is needed, in any order and side by side ({@link
     * LateOutput}): a cold start answers before the feeds of a large firm are written (2.6 s of it).
     */
    public static List<LateOutput> late(LanguageLinks links, String baseUrl, RenderMemo memo) {
        AtomFeeds feeds = new AtomFeeds(links, baseUrl, memo);
        return of(links.site()).stream()
                .flatMap(feed -> feeds.documents(feed).stream())
                .map(document -> new LateOutput(links.own(document.path()), () -> feeds.document(document)))
                .toList();
    }

    private static final String PUBLICATIONS_PAGE = "/publications";

    /**
     * One feed of a language's site, as its own document and {@code llms.txt} describe it.
     *
     * @param path its site path (served under the language's prefix)
     * @param page the site path of the HTML page it is the alternate of
     * @param pageLastModified when that page changed: the feed's date while it has no entries
     */
    public record Feed(
            String path,
            String title,
            String subtitle,
            String page,
            LocalDate pageLastModified,
            List<Publication> publications) {}

    /**
     * The feeds of a language's site: the publications' when the language has the publications
     * page, then each of its practice areas', in its words and with its publications only.
     */
    public static List<Feed> of(Site site) {
        List<Feed> feeds = new ArrayList<>();
        site.page(PUBLICATIONS_PAGE)
                .ifPresent(intro -> feeds.add(new Feed(
                        PUBLICATIONS_FEED,
                        publicationsTitle(site),
                        intro.description(),
                        intro.path(),
                        intro.body().lastModified(),
                        site.publications())));
        for (PracticeArea area : site.practiceAreas()) {
            feeds.add(new Feed(
                    path(area),
                    areaTitle(site, area),
                    site.strings().text("feed.areaSubtitle", Map.of("area", area.title())),
                    PublicationFilters.path(area),
                    area.body().lastModified(),
                    site.publicationsIn(area)));
        }
        return List.copyOf(feeds);
    }

    /** The instant a publication was published (its date at midnight in the site's zone, or its date and time). */
    static Instant published(Publication publication) {
        return publication.published();
    }

    /** The last change to a publication: its file's, or its publication if that is later. */
    static Instant updated(Publication publication) {
        Instant edited =
                publication.body().lastModified().atStartOfDay(ZoneOffset.UTC).toInstant();
        return edited.isAfter(published(publication)) ? edited : published(publication);
    }

    /** When a feed last changed: its newest entry's update (RFC 4287 §4.2.15), or its page's. */
    public static Instant updated(List<Publication> publications, LocalDate pageLastModified) {
        return publications.stream()
                .map(AtomFeeds::updated)
                .max(Comparator.naturalOrder())
                .orElse(pageLastModified.atStartOfDay(ZoneOffset.UTC).toInstant());
    }

    /**
     * One document of a feed (RFC 5005 §4): the subscription feed ({@code number} 0) or archive
     * document {@code number} of {@code archives}, with its publications newest first. A record of
     * what it is written from, not of the whole feed, so that its inputs compare in the time of its
     * own entries.
     */
    private record Document(
            String feedPath,
            String title,
            String subtitle,
            String page,
            LocalDate pageLastModified,
            int number,
            int archives,
            List<Publication> newestFirst) {
        String path() {
            return number == 0 ? feedPath : archivePath(feedPath, number);
        }
    }

    /**
     * A feed's documents: the subscription feed, then its complete archives from the oldest. The
     * publications in date order (then by slug) are cut into groups of {@link #ARCHIVE_SIZE} from
     * the oldest, so a complete archive keeps its entries when newer ones are published.
     */
    private List<Document> documents(Feed feed) {
        List<Publication> oldestFirst = feed.publications().stream()
                .sorted(Comparator.comparing(AtomFeeds::published).thenComparing(Publication::slug))
                .toList();
        int archives = archives(oldestFirst.size());
        List<Document> outputs = new ArrayList<>(archives + 1);
        for (int number = 0; number <= archives; number++) {
            int from = number == 0 ? archives * ARCHIVE_SIZE : (number - 1) * ARCHIVE_SIZE;
            int to = number == 0 ? oldestFirst.size() : number * ARCHIVE_SIZE;
            outputs.add(new Document(
                    feed.path(),
                    feed.title(),
                    feed.subtitle(),
                    feed.page(),
                    feed.pageLastModified(),
                    number,
                    archives,
                    List.copyOf(oldestFirst.subList(from, to).reversed())));
        }
        return outputs;
    }

    /**
     * A feed document, kept in the memo with what it is written from: the frame, the document (its
     * words, place and publications), and each publication's authors and practice areas, as its
     * entries show them. Kept or written, its entries are kept for the next build where they are in
     * its bytes.
     */
    private Output document(Document document) {
        List<Object> inputs = List.of(
                frame,
                document,
                document.newestFirst().stream().map(this::shown).toList());
        Written written = memo.part(
                links.language() + " atom feed " + document.path(), inputs, Written.class, () -> written(document));
        written.entries().forEach(entry -> memo.keep(entry.name(), entry.inputs(), entry.span()));
        return written.output();
    }

    /** What an entry shows of a publication's authors and practice areas. */
    private List<Object> shown(Publication publication) {
        return shown.computeIfAbsent(
                publication.path(),
                path -> List.of(
                        publication.authors().stream().map(this::author).toList(),
                        publication.practiceAreas().stream().map(this::area).toList()));
    }

    /**
     * Where the UTF-8 bytes of an entry are: in the body of a feed (or, just written, an array of
     * their own). Keeping where an entry is rather than its text keeps no byte twice: the feeds'
     * bodies are held by the snapshot anyway (a copy of every entry was 100 MB on 10,000 pages), and
     * read from the start-up cache's file once it holds them ({@link Bytes}).
     */
    private record Span(Bytes bytes, int offset, int length) {}

    /** An entry of a feed: its name and inputs in the memo, and where it is in the feed. */
    private record KeptEntry(String name, List<Object> inputs, Span span) {}

    /** A feed as written, with where each of its entries is in its body. */
    private record Written(Output output, List<KeptEntry> entries) {}

    private Written written(Document document) {
        String path = links.own(document.path());
        String feedUrl = baseUrl + links.own(document.feedPath());
        List<Publication> newestFirst = document.newestFirst();
        Instant updated = updated(newestFirst, document.pageLastModified());
        StringWriter text = new StringWriter(4 * 1024);
        int entriesAt;
        try {
            XMLStreamWriter xml = XML.createXMLStreamWriter(text);
            xml.writeStartDocument("utf-8", "1.0");
            xml.writeStartElement("feed");
            xml.writeDefaultNamespace(NAMESPACE);
            if (document.number() > 0) {
                xml.writeNamespace("fh", HISTORY_NAMESPACE);
            }
            xml.writeAttribute("xml:lang", site.firm().language());
            // Links inside entry content are root-relative, as on the site; this resolves them.
            xml.writeAttribute("xml:base", baseUrl + "/");
            // One logical feed (RFC 5005 §4): its archives have the subscription feed's id.
            element(xml, "id", feedUrl);
            element(xml, "title", document.title());
            element(xml, "subtitle", document.subtitle());
            element(xml, "updated", timestamp(updated));
            link(xml, "self", "application/atom+xml", baseUrl + path);
            link(xml, "alternate", "text/html", url(document.page()));
            if (document.number() > 0) {
                link(xml, "current", "application/atom+xml", feedUrl);
            }
            int older = document.number() == 0 ? document.archives() : document.number() - 1;
            if (older > 0) {
                link(xml, "prev-archive", "application/atom+xml", archiveUrl(document, older));
            }
            if (document.number() > 0 && document.number() < document.archives()) {
                link(xml, "next-archive", "application/atom+xml", archiveUrl(document, document.number() + 1));
            }
            // Square, as RFC 4287 §4.2.5 asks of an icon; feed readers show it beside the feed's title.
            element(xml, "icon", baseUrl + "/assets/icons/icon-192.png");
            firmAsAuthor(xml);
            if (document.number() > 0) {
                // Before rights: an empty element stays open until the next event, and the entries
                // are placed after the flush below.
                xml.writeEmptyElement("fh", "archive", HISTORY_NAMESPACE);
            }
            element(xml, "rights", site.firm().contentPolicy());
            // The entries are whole elements, written apart (see entry) and placed here as bytes.
            xml.flush();
            entriesAt = text.getBuffer().length();
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("feed " + path + " could not be written", e);
        }
        String written = text.toString();
        byte[] head = written.substring(0, entriesAt).getBytes(StandardCharsets.UTF_8);
        byte[] tail = (written.substring(entriesAt) + "\n").getBytes(StandardCharsets.UTF_8);
        List<KeptEntry> entries = newestFirst.stream().map(this::entry).toList();
        byte[] body = new byte
                [head.length
                        + entries.stream()
                                .mapToInt(entry -> entry.span().length())
                                .sum()
                        + tail.length];
        System.arraycopy(head, 0, body, 0, head.length);
        Bytes feed = Bytes.of(body);
        int at = head.length;
        List<KeptEntry> placed = new ArrayList<>(entries.size());
        for (KeptEntry entry : entries) {
            Span span = entry.span();
            span.bytes().copyTo(span.offset(), body, at, span.length());
            placed.add(new KeptEntry(entry.name(), entry.inputs(), new Span(feed, at, span.length())));
            at += span.length();
        }
        System.arraycopy(tail, 0, body, at, tail.length);
        Output.Cache cache = document.number() == 0 ? Output.Cache.PAGE : Output.Cache.ARCHIVE;
        Output output = Output.document(path, new Representation(MediaType.ATOM, feed), cache)
                .withCors(true)
                .withHeader(new Header("Last-Modified", HTTP_DATE.format(updated.atOffset(ZoneOffset.UTC))));
        return new Written(output, List.copyOf(placed));
    }

    /**
     * A publication's entry, the same in every feed of the language: where a feed of this build or
     * the last holds it when it was written from the same frame, publication, authors and practice
     * areas; else written now.
     */
    private KeptEntry entry(Publication publication) {
        String name = links.language() + " atom entry " + publication.path();
        List<Object> inputs = List.of(frame, publication, shown(publication));
        Span span = memo.part(name, inputs, Span.class, () -> {
            StringWriter text = new StringWriter(8 * 1024);
            try {
                XMLStreamWriter xml = XML.createXMLStreamWriter(text);
                entry(xml, publication);
                xml.close();
            } catch (XMLStreamException e) {
                throw new IllegalStateException("feed entry " + publication.path() + " could not be written", e);
            }
            byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
            return new Span(Bytes.of(bytes), 0, bytes.length);
        });
        return new KeptEntry(name, inputs, span);
    }

    private String archiveUrl(Document document, int number) {
        return baseUrl + links.own(archivePath(document.feedPath(), number));
    }

    /** A member not translated is still an author, with the page of the default language. */
    private Lawyer author(String slug) {
        return site.lawyer(slug).or(() -> links.original().lawyer(slug)).orElseThrow();
    }

    private PracticeArea area(String slug) {
        return site.practiceArea(slug)
                .or(() -> links.original().practiceArea(slug))
                .orElseThrow();
    }

    private void entry(XMLStreamWriter xml, Publication publication) throws XMLStreamException {
        xml.writeStartElement("entry");
        element(xml, "id", url(publication.path()));
        element(xml, "title", publication.title());
        link(xml, "alternate", "text/html", url(publication.path()));
        element(xml, "published", timestamp(published(publication)));
        element(xml, "updated", timestamp(updated(publication)));
        if (publication.authors().isEmpty()) {
            firmAsAuthor(xml);
        }
        for (String slug : publication.authors()) {
            Lawyer lawyer = author(slug);
            author(xml, lawyer.name(), url(lawyer.path()));
        }
        for (String slug : publication.practiceAreas()) {
            PracticeArea area = area(slug);
            category(xml, area.slug(), url("/practice-areas"), area.title());
        }
        category(xml, publication.type(), url(PUBLICATIONS_PAGE), publication.type());
        for (String topic : publication.topics()) {
            category(xml, topic, url(PUBLICATIONS_PAGE), topic);
        }
        element(xml, "summary", publication.description());
        xml.writeStartElement("content");
        xml.writeAttribute("type", "html");
        xml.writeCharacters(bodies.render(publication.body().document()) + legalNotice());
        xml.writeEndElement();
        xml.writeEndElement();
    }

    /** The firm's legal notice (site.yaml `legalNotice`), which every representation of its content carries, as HTML. */
    private String legalNotice() {
        StringOutput html = new StringOutput();
        html.writeContent("<p><strong>");
        Escape.htmlContent(site.strings().text("legalNoticeLabel"), html);
        html.writeContent("</strong> ");
        Escape.htmlContent(site.firm().legalNotice(), html);
        html.writeContent("</p>\n");
        return html.toString();
    }

    private void firmAsAuthor(XMLStreamWriter xml) throws XMLStreamException {
        author(xml, site.firm().name(), url("/"));
    }

    /** The absolute URL of a link to the site path {@code path} from this language ({@link LanguageLinks#href}). */
    private String url(String path) {
        return baseUrl + links.href(path);
    }

    private static void author(XMLStreamWriter xml, String name, String uri) throws XMLStreamException {
        xml.writeStartElement("author");
        element(xml, "name", name);
        element(xml, "uri", uri);
        xml.writeEndElement();
    }

    private static void category(XMLStreamWriter xml, String term, String scheme, String label)
            throws XMLStreamException {
        xml.writeEmptyElement("category");
        xml.writeAttribute("term", term);
        xml.writeAttribute("scheme", scheme);
        xml.writeAttribute("label", label);
    }

    private static void link(XMLStreamWriter xml, String rel, String type, String href) throws XMLStreamException {
        xml.writeEmptyElement("link");
        xml.writeAttribute("rel", rel);
        xml.writeAttribute("type", type);
        xml.writeAttribute("href", href);
    }

    private static void element(XMLStreamWriter xml, String name, String text) throws XMLStreamException {
        xml.writeStartElement(name);
        xml.writeCharacters(text);
        xml.writeEndElement();
    }

    /** An RFC 3339 date-time in UTC, to the second (RFC 4287 §3.3). */
    private static String timestamp(Instant instant) {
        return DateTimeFormatter.ISO_INSTANT.format(instant.truncatedTo(java.time.temporal.ChronoUnit.SECONDS));
    }
}
