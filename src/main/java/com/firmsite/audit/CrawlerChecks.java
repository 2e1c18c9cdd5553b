package com.firmsite.audit;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/** What a crawler reads first: robots.txt, the sitemaps it names, and llms.txt. */
final class CrawlerChecks {
    private static final String SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
    private static final Pattern MARKDOWN_LINK = Pattern.compile("\\]\\((\\S+?)\\)");

    private CrawlerChecks() {}

    static void run(Audit audit) {
        List<String> sitemaps = robots(audit);
        sitemaps(audit, sitemaps.isEmpty() ? List.of(audit.url("/sitemap-index.xml")) : sitemaps);
        llmsTxt(audit);
    }

    /** Returns the {@code Sitemap:} URLs. */
    private static List<String> robots(Audit audit) {
        Response robots = audit.get("/robots.txt");
        Problems problems = new Problems();
        List<String> sitemaps = new ArrayList<>();
        if (problems.expectOk(robots)) {
            problems.expectEqual(robots.mediaType(), "text/plain", "Content-Type");
            List<String> lines = robots.text().lines().map(String::strip).toList();
            problems.expect(lines.stream().anyMatch(line -> startsWith(line, "user-agent:")), "no User-agent line");
            problems.expect(
                    lines.stream().anyMatch(line -> startsWith(line, "content-signal:")), "no Content-Signal line");
            for (String line : lines) {
                if (startsWith(line, "sitemap:")) {
                    String url = line.substring("sitemap:".length()).strip();
                    problems.expect(audit.isOwn(url), "Sitemap " + url + " is not under " + audit.base);
                    sitemaps.add(url);
                }
            }
            problems.expect(!sitemaps.isEmpty(), "no Sitemap line");
        }
        audit.report.add(
                "robots.txt",
                problems,
                "200 text/plain with User-agent, Content-Signal and " + sitemaps.size() + " Sitemap line(s)");
        return sitemaps;
    }

    private static void sitemaps(Audit audit, List<String> indexes) {
        Problems problems = new Problems();
        int pages = 0;
        for (String index : indexes) {
            for (String sitemap : locations(audit, problems, index, "sitemap")) {
                for (String page : locations(audit, problems, sitemap, "url")) {
                    pages++;
                    audit.advertise("sitemaps", page);
                }
            }
        }
        problems.expect(pages > 0, "the sitemaps list no pages");
        audit.report.add("sitemaps", problems, String.join(", ", indexes) + " list " + pages + " pages");
    }

    /** The {@code <loc>} of every {@code <element>} in the XML document at {@code url}. */
    private static List<String> locations(Audit audit, Problems problems, String url, String element) {
        Response response = audit.fetcher.get(url);
        List<String> locations = new ArrayList<>();
        if (!problems.expect(audit.isOwn(url), url + " is not under " + audit.base) || !problems.expectOk(response)) {
            return locations;
        }
        problems.expect(
                response.mediaType().equals("application/xml")
                        || response.mediaType().equals("text/xml"),
                url + " is " + response.mediaType() + ", expected application/xml");
        try {
            NodeList nodes = parse(response.body()).getElementsByTagNameNS(SITEMAP_NS, element);
            for (int i = 0; i < nodes.getLength(); i++) {
                NodeList loc = ((org.w3c.dom.Element) nodes.item(i)).getElementsByTagNameNS(SITEMAP_NS, "loc");
                if (problems.expect(loc.getLength() == 1, url + ": a <" + element + "> without one <loc>")) {
                    locations.add(loc.item(0).getTextContent().strip());
                }
            }
            problems.expect(!locations.isEmpty(), url + " has no <" + element + "> in the sitemap namespace");
        } catch (SAXException | IOException | ParserConfigurationException e) {
            problems.expect(false, url + " is not well-formed XML (" + e.getMessage() + ")");
        }
        return locations;
    }

    private static void llmsTxt(Audit audit) {
        Response llms = audit.get("/llms.txt");
        Problems problems = new Problems();
        java.util.Set<String> links = new java.util.LinkedHashSet<>();
        if (problems.expectOk(llms)) {
            problems.expectEqual(llms.mediaType(), "text/markdown", "Content-Type");
            List<String> lines = llms.text().lines().toList();
            problems.expect(!lines.isEmpty() && lines.get(0).startsWith("# "), "the first line is not an H1");
            problems.expect(lines.stream().anyMatch(line -> line.startsWith("> ")), "no blockquote summary");
            List<String> sections =
                    lines.stream().filter(line -> line.startsWith("## ")).toList();
            problems.expect(!sections.isEmpty(), "no H2 section");
            problems.expect(
                    !sections.contains("## Optional") || sections.getLast().equals("## Optional"),
                    "## Optional is not the last section");
            Matcher link = MARKDOWN_LINK.matcher(llms.text());
            while (link.find()) {
                links.add(link.group(1));
                audit.advertise("/llms.txt", link.group(1));
            }
            problems.expect(!links.isEmpty(), "no links");
        }
        audit.report.add("/llms.txt", problems, "200 text/markdown: H1, summary, sections, " + links.size() + " links");
    }

    static Document parse(byte[] xml) throws ParserConfigurationException, SAXException, IOException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        var builder = factory.newDocumentBuilder();
        // The default handler prints "[Fatal Error]" to standard error; the check reports it instead.
        builder.setErrorHandler(new org.xml.sax.helpers.DefaultHandler() {
            @Override
            public void fatalError(org.xml.sax.SAXParseException e) throws SAXException {
                throw e;
            }
        });
        return builder.parse(new ByteArrayInputStream(xml));
    }

    private static boolean startsWith(String line, String prefix) {
        return line.toLowerCase(Locale.ROOT).startsWith(prefix);
    }
}
