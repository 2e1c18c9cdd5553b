package com.firmsite.publish.discovery;

import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import java.io.StringWriter;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * {@code /sitemap-index.xml} and its children {@code /sitemap-0.xml}, {@code /sitemap-1.xml}, …
 * (docs/decisions.md §5.13, the naming of @astrojs/sitemap). Written with an XML stream writer so every
 * URL is escaped by the XML library, not by hand.
 */
final class Sitemaps {
    static final String NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
    static final String INDEX_PATH = "/sitemap-index.xml";

    /** URLs per child sitemap: under the protocol's 50,000, as @astrojs/sitemap does. */
    static final int ENTRY_LIMIT = 45_000;

    /** Where the alternates of a multilingual site's pages are written (Google's documented form). */
    static final String XHTML = "http://www.w3.org/1999/xhtml";

    /**
     * One HTML page to list, with every language version of it when the site has several (itself
     * included, then {@code x-default}: each {@code <url>} names them all, as Google documents).
     */
    record Entry(String path, LocalDate lastModified, List<Alternate> alternates) {
        Entry(String path, LocalDate lastModified) {
            this(path, lastModified, List.of());
        }
    }

    /** A language version of a page: its {@code hreflang} (a BCP 47 tag, or {@code x-default}) and path. */
    record Alternate(String hreflang, String path) {}

    private Sitemaps() {}

    static List<Output> render(String baseUrl, List<Entry> entries) {
        return render(baseUrl, entries, ENTRY_LIMIT);
    }

    /** With a given entry limit, so tests can see the split without 45,000 pages. */
    static List<Output> render(String baseUrl, List<Entry> entries, int entryLimit) {
        List<Output> outputs = new ArrayList<>();
        List<Entry> children = new ArrayList<>();
        List<List<Entry>> chunks = chunks(entries, entryLimit);
        for (int i = 0; i < chunks.size(); i++) {
            String path = childPath(i);
            outputs.add(xml(path, urlset(baseUrl, chunks.get(i))));
            children.add(new Entry(path, newest(chunks.get(i))));
        }
        outputs.add(0, xml(INDEX_PATH, index(baseUrl, children)));
        return outputs;
    }

    static String childPath(int number) {
        return "/sitemap-" + number + ".xml";
    }

    private static List<List<Entry>> chunks(List<Entry> entries, int size) {
        List<List<Entry>> chunks = new ArrayList<>();
        for (int start = 0; start < entries.size(); start += size) {
            chunks.add(List.copyOf(entries.subList(start, Math.min(entries.size(), start + size))));
        }
        return chunks;
    }

    private static LocalDate newest(List<Entry> entries) {
        return entries.stream()
                .map(Entry::lastModified)
                .max(Comparator.naturalOrder())
                .orElseThrow();
    }

    private static String urlset(String baseUrl, List<Entry> entries) {
        return write("urlset", "url", baseUrl, entries);
    }

    private static String index(String baseUrl, List<Entry> sitemaps) {
        return write("sitemapindex", "sitemap", baseUrl, sitemaps);
    }

    /** Both formats have the same shape: a root of items, each a {@code loc} and a {@code lastmod}. */
    private static String write(String root, String item, String baseUrl, List<Entry> entries) {
        StringWriter text = new StringWriter(256 + entries.size() * 128);
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            boolean multilingual =
                    entries.stream().anyMatch(entry -> !entry.alternates().isEmpty());
            xml.setDefaultNamespace(NAMESPACE);
            xml.writeStartElement(NAMESPACE, root);
            xml.writeDefaultNamespace(NAMESPACE);
            if (multilingual) {
                xml.setPrefix("xhtml", XHTML);
                xml.writeNamespace("xhtml", XHTML);
            }
            for (Entry entry : entries) {
                xml.writeCharacters("\n  ");
                xml.writeStartElement(NAMESPACE, item);
                element(xml, "loc", baseUrl + entry.path());
                element(xml, "lastmod", entry.lastModified().toString());
                for (Alternate alternate : entry.alternates()) {
                    xml.writeEmptyElement(XHTML, "link");
                    xml.writeAttribute("rel", "alternate");
                    xml.writeAttribute("hreflang", alternate.hreflang());
                    xml.writeAttribute("href", baseUrl + alternate.path());
                }
                xml.writeEndElement();
            }
            xml.writeCharacters("\n");
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("sitemap could not be written", e);
        }
        return text.append('\n').toString();
    }

    private static void element(XMLStreamWriter xml, String name, String value) throws XMLStreamException {
        xml.writeStartElement(NAMESPACE, name);
        xml.writeCharacters(value);
        xml.writeEndElement();
    }

    private static Output xml(String path, String text) {
        return Output.document(path, Representation.of(MediaType.XML, text), Output.Cache.DISCOVERY);
    }
}
