package com.firmsite.wordpress;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javax.xml.XMLConstants;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads a WordPress export (WXR 1.0 to 1.2) as a stream: one item at a time is held, so the heap
 * an import needs does not grow with the export. An export is untrusted input: the parser resolves
 * no external entity and reads no DTD, and an export that declares one ({@code <!DOCTYPE>}, which
 * WordPress never writes) is refused before any entity is expanded (XXE, billion laughs).
 */
final class WxrReader {
    private static final String WP_NAMESPACE = "http://wordpress.org/export/";
    private static final String CONTENT_NAMESPACE = "http://purl.org/rss/1.0/modules/content/";
    private static final String DC_NAMESPACE = "http://purl.org/dc/elements/1.1/";

    /** The post meta an import reads; everything else (edit locks, SEO plugins' data) is not kept. */
    private static boolean keptMeta(String key) {
        return key.equals("_wp_attachment_image_alt")
                || key.equals("footnotes")
                || (key.startsWith("_oembed_") && !key.startsWith("_oembed_time_"));
    }

    private WxrReader() {}

    private static XMLInputFactory factory() {
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setProperty(XMLInputFactory.IS_COALESCING, true);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        return factory;
    }

    /**
     * Reads the export at {@code file}, giving each item to {@code items} in order; returns the
     * channel's facts. Without {@code bodies}, items come without their content and excerpt (the
     * first of the import's two passes needs only addresses, titles and attachments).
     */
    static WxrChannel read(Path file, boolean bodies, Consumer<WxrItem> items)
            throws IOException, UnusableExportException {
        try (InputStream in = Files.newInputStream(file)) {
            XMLStreamReader reader = factory().createXMLStreamReader(in);
            try {
                return new WxrReader.Pass(reader, bodies, items).run();
            } finally {
                reader.close();
            }
        } catch (XMLStreamException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNumber();
            String message = e.getMessage() == null
                    ? "malformed XML"
                    : e.getMessage()
                            .replaceFirst("(?s)^ParseError at \\[row,col\\]:\\[\\d+,\\d+\\]\\s*Message:\\s*", "");
            throw new UnusableExportException(
                    line,
                    "not readable XML (" + message.strip() + "); a truncated export: export again from WordPress");
        }
    }

    /** One reading of the export. */
    private static final class Pass {
        private final XMLStreamReader reader;
        private final boolean bodies;
        private final Consumer<WxrItem> items;
        private String version = "";
        private final List<String> baseUrls = new ArrayList<>();
        private final Map<String, String> authors = new LinkedHashMap<>();
        private final List<WxrChannel.Category> categories = new ArrayList<>();
        private final List<String> tags = new ArrayList<>();
        private final List<WxrItem.Stray> channelStrayText = new ArrayList<>();

        Pass(XMLStreamReader reader, boolean bodies, Consumer<WxrItem> items) {
            this.reader = reader;
            this.bodies = bodies;
            this.items = items;
        }

        WxrChannel run() throws XMLStreamException, UnusableExportException {
            boolean rss = false;
            boolean channel = false;
            while (reader.hasNext()) {
                int event = reader.next();
                if (event == XMLStreamConstants.DTD) {
                    throw new UnusableExportException(
                            line(),
                            "refused: the export declares a DTD (<!DOCTYPE>), which WordPress never writes; its entities"
                                    + " could expand without bound or read local files, so nothing of it is read");
                }
                if (event == XMLStreamConstants.ENTITY_REFERENCE) {
                    throw new UnusableExportException(
                            line(),
                            "refused: the export uses the entity &" + reader.getLocalName()
                                    + "; that WordPress never writes");
                }
                if (event != XMLStreamConstants.START_ELEMENT) {
                    continue;
                }
                String name = reader.getLocalName();
                String ns = namespace();
                if (!rss) {
                    if (!name.equals("rss")) {
                        throw new UnusableExportException(
                                line(), "not a WordPress export: its root element is <" + name + ">, not <rss>");
                    }
                    rss = true;
                } else if (name.equals("channel") && ns.isEmpty()) {
                    channel = true;
                } else if (!channel) {
                    skip();
                } else if (name.equals("item") && ns.isEmpty()) {
                    items.accept(item());
                } else if (ns.startsWith(WP_NAMESPACE)) {
                    channelElement(name);
                } else if (name.equals("link") && ns.isEmpty()) {
                    addBaseUrl(text());
                } else {
                    skip();
                }
            }
            if (version.isEmpty()) {
                throw new UnusableExportException(line(), "not a WordPress export: no <wp:wxr_version> in its channel");
            }
            return new WxrChannel(
                    version,
                    List.copyOf(baseUrls),
                    // In the export's order: the redirects written per author follow it, and a Map.copyOf would
                    // iterate in another order at each run (the same import gave another redirects.yaml).
                    Collections.unmodifiableMap(new LinkedHashMap<>(authors)),
                    List.copyOf(categories),
                    List.copyOf(tags),
                    List.copyOf(channelStrayText));
        }

        private void channelElement(String name) throws XMLStreamException, UnusableExportException {
            switch (name) {
                case "wxr_version" -> version = text();
                case "base_site_url", "base_blog_url" -> addBaseUrl(text());
                case "author" -> {
                    Map<String, String> fields = children(channelStrayText);
                    authors.put(
                            fields.getOrDefault("author_login", ""), fields.getOrDefault("author_display_name", ""));
                }
                case "category" -> {
                    Map<String, String> fields = children(channelStrayText);
                    categories.add(new WxrChannel.Category(
                            fields.getOrDefault("category_nicename", ""),
                            fields.getOrDefault("category_parent", ""),
                            fields.getOrDefault("cat_name", "")));
                }
                case "tag" -> tags.add(children(channelStrayText).getOrDefault("tag_slug", ""));
                default -> skip();
            }
        }

        private void addBaseUrl(String url) {
            String trimmed = url.strip().replaceFirst("/+$", "");
            if (!trimmed.isEmpty() && !baseUrls.contains(trimmed)) {
                baseUrls.add(trimmed);
            }
        }

        private WxrItem item() throws XMLStreamException, UnusableExportException {
            int line = line();
            Map<String, String> fields = new LinkedHashMap<>();
            List<WxrItem.Term> terms = new ArrayList<>();
            Map<String, String> meta = new LinkedHashMap<>();
            List<WxrItem.Stray> stray = new ArrayList<>();
            while (nextTag(stray) == XMLStreamConstants.START_ELEMENT) {
                String name = reader.getLocalName();
                String ns = namespace();
                if (name.equals("category") && ns.isEmpty()) {
                    String domain = attribute("domain");
                    String slug = attribute("nicename");
                    terms.add(new WxrItem.Term(domain, slug, text().strip()));
                } else if (name.equals("postmeta")) {
                    Map<String, String> entry = children(stray);
                    String key = entry.getOrDefault("meta_key", "");
                    if (keptMeta(key)) {
                        meta.put(key, entry.getOrDefault("meta_value", ""));
                    }
                } else if (name.equals("comment")) {
                    skip();
                } else if (!bodies
                        && (ns.equals(CONTENT_NAMESPACE) || (ns.startsWith(WP_NAMESPACE) && name.equals("encoded")))) {
                    skip();
                } else {
                    String key = ns.equals(CONTENT_NAMESPACE)
                            ? "content"
                            : ns.startsWith(WP_NAMESPACE) && name.equals("encoded")
                                    ? "excerpt"
                                    : ns.equals(DC_NAMESPACE) ? "dc:" + name : name;
                    fields.put(key, text());
                }
            }
            return new WxrItem(
                    line,
                    number(fields.get("post_id")),
                    fields.getOrDefault("title", "").strip(),
                    fields.getOrDefault("link", "").strip(),
                    fields.getOrDefault("dc:creator", "").strip(),
                    fields.getOrDefault("post_type", "post").strip(),
                    fields.getOrDefault("status", "").strip(),
                    fields.getOrDefault("post_name", "").strip(),
                    number(fields.get("post_parent")),
                    fields.getOrDefault("post_date", "").strip(),
                    fields.getOrDefault("post_date_gmt", "").strip(),
                    fields.getOrDefault("content", ""),
                    fields.getOrDefault("excerpt", ""),
                    fields.getOrDefault("attachment_url", "").strip(),
                    List.copyOf(terms),
                    Map.copyOf(meta),
                    List.copyOf(stray));
        }

        private static long number(String text) {
            if (text == null) {
                return 0;
            }
            try {
                return Long.parseLong(text.strip());
            } catch (NumberFormatException e) {
                return 0;
            }
        }

        /** The text children of the current element by local name; the reader ends on its end tag. */
        private Map<String, String> children(List<WxrItem.Stray> stray)
                throws XMLStreamException, UnusableExportException {
            Map<String, String> fields = new LinkedHashMap<>();
            while (nextTag(stray) == XMLStreamConstants.START_ELEMENT) {
                fields.put(reader.getLocalName(), text());
            }
            return fields;
        }

        /**
         * The next start or end tag, as {@link XMLStreamReader#nextTag()} but for text between
         * elements: a well-formed export may carry some where WXR has none (WordPress's own Theme Unit
         * Test data does), and it is skipped and added to {@code stray} instead of refusing the export.
         */
        private int nextTag(List<WxrItem.Stray> stray) throws XMLStreamException, UnusableExportException {
            while (true) {
                int startLine = line();
                int event = reader.next();
                switch (event) {
                    case XMLStreamConstants.START_ELEMENT, XMLStreamConstants.END_ELEMENT -> {
                        return event;
                    }
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA -> {
                        String text = reader.getText();
                        if (!text.isBlank()) {
                            String leading = text.substring(0, text.indexOf(text.strip()));
                            int line = startLine
                                    + (int) leading.chars()
                                            .filter(c -> c == '\n')
                                            .count();
                            stray.add(new WxrItem.Stray(text.strip(), line));
                        }
                    }
                    case XMLStreamConstants.ENTITY_REFERENCE ->
                        throw new UnusableExportException(
                                line(),
                                "refused: the export uses the entity &" + reader.getLocalName()
                                        + "; that WordPress never writes");
                    case XMLStreamConstants.END_DOCUMENT ->
                        throw new UnusableExportException(line(), "the export ends inside an element: it is truncated");
                    default -> {}
                }
            }
        }

        /** The text of the current element, nested elements skipped; the reader ends on its end tag. */
        private String text() throws XMLStreamException, UnusableExportException {
            StringBuilder text = new StringBuilder();
            int depth = 1;
            while (depth > 0) {
                int event = reader.next();
                switch (event) {
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                        if (depth == 1) {
                            text.append(reader.getText());
                        }
                    }
                    case XMLStreamConstants.START_ELEMENT -> depth++;
                    case XMLStreamConstants.END_ELEMENT -> depth--;
                    case XMLStreamConstants.ENTITY_REFERENCE ->
                        throw new UnusableExportException(
                                line(),
                                "refused: the export uses the entity &" + reader.getLocalName()
                                        + "; that WordPress never writes");
                    case XMLStreamConstants.END_DOCUMENT ->
                        throw new UnusableExportException(line(), "the export ends inside an element: it is truncated");
                    default -> {}
                }
            }
            return text.toString();
        }

        private void skip() throws XMLStreamException, UnusableExportException {
            text();
        }

        private String attribute(String name) {
            String value = reader.getAttributeValue(null, name);
            return value == null ? "" : value;
        }

        private String namespace() {
            String ns = reader.getNamespaceURI();
            return ns == null ? "" : ns;
        }

        private int line() {
            return reader.getLocation() == null ? 0 : reader.getLocation().getLineNumber();
        }
    }
}
