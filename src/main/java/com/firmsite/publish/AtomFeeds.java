package com.firmsite.publish;

import com.firmsite.content.Lawyer;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.output.Header;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import gg.jte.html.escape.Escape;
import gg.jte.output.StringOutput;
import java.io.StringWriter;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Atom 1.0 feeds (RFC 4287, content-model §5): {@code /publications/feed.atom} with every
 * publication and {@code /practice-areas/<slug>/feed.atom} with one practice area's, newest first.
 * Each entry carries the full HTML of the publication ending with the firm's legal notice, its
 * authors (the firm when none), a category per practice area and the page as its id: the id names
 * the publication, so a new title or date never makes a feed reader show it again as new.
 * Written with an XML stream writer, so every text and URL is escaped by the XML library.
 */
public final class AtomFeeds {
    public static final String NAMESPACE = "http://www.w3.org/2005/Atom";
    public static final String PUBLICATIONS_FEED = "/publications/feed.atom";
    private static final XMLOutputFactory XML = XMLOutputFactory.newFactory();
    /** IMF-fixdate (RFC 9110 §5.6.7); the JDK's RFC_1123 formatter leaves out a day's leading zero. */
    private static final DateTimeFormatter HTTP_DATE =
            DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH);

    private final Site site;
    private final String baseUrl;

    private AtomFeeds(Site site, String baseUrl) {
        this.site = site;
        this.baseUrl = baseUrl;
    }

    /** The path of a practice area's feed: {@code /practice-areas/<slug>/feed.atom}. */
    public static String path(PracticeArea area) {
        return area.path() + "/feed.atom";
    }

    /** Every feed of the site: the publications', then each practice area's in site order. */
    public static List<Output> render(Site site, String baseUrl) {
        AtomFeeds feeds = new AtomFeeds(site, baseUrl);
        List<Output> outputs = new ArrayList<>();
        Page publications = new Page(
                site.publicationsIntro().path(),
                site.firm().name() + ": publications",
                site.publicationsIntro().description(),
                site.publicationsIntro().body().lastModified());
        outputs.add(feeds.feed(PUBLICATIONS_FEED, publications, site.publications()));
        for (PracticeArea area : site.practiceAreas()) {
            Page page = new Page(
                    PublicationFilters.path(area),
                    site.firm().name() + ": " + area.title() + " publications",
                    "Client alerts, articles and insights on " + area.title() + ".",
                    area.body().lastModified());
            outputs.add(feeds.feed(path(area), page, site.publicationsIn(area)));
        }
        return outputs;
    }

    /** The HTML page a feed is the alternate of, and the date a feed without entries was updated. */
    private record Page(String path, String title, String subtitle, LocalDate lastModified) {}

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

    private Output feed(String path, Page page, List<Publication> publications) {
        List<Publication> newestFirst = publications.stream()
                .sorted(Comparator.comparing(AtomFeeds::published).reversed().thenComparing(Publication::slug))
                .toList();
        Instant updated = updated(newestFirst, page.lastModified());
        StringWriter text = new StringWriter(64 * 1024);
        try {
            XMLStreamWriter xml = XML.createXMLStreamWriter(text);
            xml.writeStartDocument("utf-8", "1.0");
            xml.writeStartElement("feed");
            xml.writeDefaultNamespace(NAMESPACE);
            xml.writeAttribute("xml:lang", site.firm().language());
            // Links inside entry content are root-relative, as on the site; this resolves them.
            xml.writeAttribute("xml:base", baseUrl + "/");
            element(xml, "id", baseUrl + path);
            element(xml, "title", page.title());
            element(xml, "subtitle", page.subtitle());
            element(xml, "updated", timestamp(updated));
            link(xml, "self", "application/atom+xml", baseUrl + path);
            link(xml, "alternate", "text/html", baseUrl + page.path());
            // Square, as RFC 4287 §4.2.5 asks of an icon; feed readers show it beside the feed's title.
            element(xml, "icon", baseUrl + "/assets/icons/icon-192.png");
            firmAsAuthor(xml);
            element(xml, "rights", site.firm().contentPolicy());
            for (Publication publication : newestFirst) {
                entry(xml, publication);
            }
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("feed " + path + " could not be written", e);
        }
        return Output.document(path, Representation.of(MediaType.ATOM, text + "\n"), Output.Cache.PAGE)
                .withCors(true)
                .withHeader(new Header("Last-Modified", HTTP_DATE.format(updated.atOffset(ZoneOffset.UTC))));
    }

    private void entry(XMLStreamWriter xml, Publication publication) throws XMLStreamException {
        xml.writeStartElement("entry");
        element(xml, "id", baseUrl + publication.path());
        element(xml, "title", publication.title());
        link(xml, "alternate", "text/html", baseUrl + publication.path());
        element(xml, "published", timestamp(published(publication)));
        element(xml, "updated", timestamp(updated(publication)));
        if (publication.authors().isEmpty()) {
            firmAsAuthor(xml);
        }
        for (String slug : publication.authors()) {
            Lawyer lawyer = site.lawyer(slug).orElseThrow();
            author(xml, lawyer.name(), baseUrl + lawyer.path());
        }
        for (String slug : publication.practiceAreas()) {
            PracticeArea area = site.practiceArea(slug).orElseThrow();
            category(xml, area.slug(), baseUrl + site.practiceAreasIntro().path(), area.title());
        }
        category(xml, publication.type(), baseUrl + site.publicationsIntro().path(), publication.type());
        for (String topic : publication.topics()) {
            category(xml, topic, baseUrl + site.publicationsIntro().path(), topic);
        }
        element(xml, "summary", publication.description());
        xml.writeStartElement("content");
        xml.writeAttribute("type", "html");
        xml.writeCharacters(SiteRenderer.html(publication.body()) + legalNotice());
        xml.writeEndElement();
        xml.writeEndElement();
    }

    /** The firm's legal notice (site.yaml `legalNotice`), which every representation of its content carries, as HTML. */
    private String legalNotice() {
        StringOutput html = new StringOutput();
        html.writeContent("<p><strong>Legal notice.</strong> ");
        Escape.htmlContent(site.firm().legalNotice(), html);
        html.writeContent("</p>\n");
        return html.toString();
    }

    private void firmAsAuthor(XMLStreamWriter xml) throws XMLStreamException {
        author(xml, site.firm().name(), baseUrl + "/");
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
