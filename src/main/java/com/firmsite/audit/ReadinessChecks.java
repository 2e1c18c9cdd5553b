package com.firmsite.audit;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javax.xml.parsers.ParserConfigurationException;
import org.xml.sax.SAXException;

/**
 * The scorecard's first three groups, each check by the scanner's pass criterion (docs/agent-readiness.md):
 * discoverability (robots.txt, sitemap, Link headers), content (Markdown negotiation) and bot access (AI
 * rules and Content Signals in robots.txt, Web Bot Auth).
 */
final class ReadinessChecks {
    static final String DISCOVERABILITY = "discoverability";
    static final String CONTENT = "contentAccessibility";
    static final String BOT_ACCESS = "botAccessControl";

    /** The sitemaps the scanner tries when robots.txt names none, in its order (the gzipped one left out). */
    private static final List<String> SITEMAP_FALLBACKS =
            List.of("/sitemap-index.xml", "/sitemap_index.xml", "/sitemap.xml");

    /** The scanner's relations that tell an agent where to go next. */
    private static final Set<String> AGENT_RELATIONS =
            Set.of("api-catalog", "service-desc", "service-doc", "describedby");

    /** The AI crawlers whose user-agent groups the scanner looks for. */
    private static final List<String> AI_BOTS = List.of(
            "gptbot",
            "chatgpt-user",
            "google-extended",
            "ccbot",
            "anthropic-ai",
            "claude-web",
            "claudebot",
            "bytespider",
            "perplexitybot",
            "cohere-ai",
            "applebot-extended",
            "amazonbot",
            "meta-externalagent",
            "facebookbot",
            "omgilibot",
            "diffbot");

    private ReadinessChecks() {}

    static void run(Audit audit, Readiness readiness) {
        Response robots = audit.get("/robots.txt");
        List<String> lines =
                isRobotsFile(robots) ? robots.text().lines().map(String::strip).toList() : List.of();
        robotsTxt(readiness, robots, lines);
        sitemap(audit, readiness, lines);
        linkHeaders(audit, readiness);
        markdownNegotiation(audit, readiness);
        aiRules(readiness, lines);
        contentSignals(readiness, lines);
        webBotAuth(audit, readiness);
    }

    private static void robotsTxt(Readiness readiness, Response robots, List<String> lines) {
        Problems problems = new Problems();
        if (problems.expectOk(robots)) {
            problems.expectEqual(robots.mediaType(), "text/plain", "Content-Type");
            problems.expect(isRobotsFile(robots), "the body is HTML, not robots.txt (a soft 404)");
            problems.expect(!values(lines, "user-agent").isEmpty(), "no User-agent line");
        }
        readiness.add(
                DISCOVERABILITY,
                "robotsTxt",
                problems,
                "200 text/plain with " + values(lines, "user-agent").size() + " User-agent line(s)");
    }

    private static void sitemap(Audit audit, Readiness readiness, List<String> robots) {
        List<String> candidates = new ArrayList<>(values(robots, "sitemap"));
        SITEMAP_FALLBACKS.forEach(path -> candidates.add(audit.url(path)));
        List<String> tried = new ArrayList<>();
        for (String url : candidates) {
            Response sitemap = audit.fetcher.get(url);
            Optional<String> root = sitemapRoot(sitemap);
            if (root.isPresent()) {
                readiness.pass(
                        DISCOVERABILITY,
                        "sitemap",
                        url + " is a <" + root.get() + ">"
                                + (tried.isEmpty() ? "" : " (after " + String.join(", ", tried) + ")"));
                return;
            }
            tried.add(url + " " + sitemap.summary());
        }
        readiness.fail(DISCOVERABILITY, "sitemap", "no sitemap: " + String.join(", ", tried));
    }

    private static Optional<String> sitemapRoot(Response sitemap) {
        if (sitemap.status() != 200) {
            return Optional.empty();
        }
        try {
            String root =
                    CrawlerChecks.parse(sitemap.body()).getDocumentElement().getLocalName();
            return Set.of("urlset", "sitemapindex").contains(root) ? Optional.of(root) : Optional.empty();
        } catch (SAXException | IOException | ParserConfigurationException e) {
            return Optional.empty();
        }
    }

    private static void linkHeaders(Audit audit, Readiness readiness) {
        Response home = audit.get("/");
        List<String> relations = LinkHeader.parse(home.header("link").orElse("")).stream()
                .flatMap(link -> link.relations().stream())
                .filter(AGENT_RELATIONS::contains)
                .distinct()
                .toList();
        if (relations.isEmpty()) {
            readiness.fail(
                    DISCOVERABILITY,
                    "linkHeaders",
                    "GET / answered " + home.summary() + " with no Link to "
                            + String.join(
                                    ", ", AGENT_RELATIONS.stream().sorted().toList()));
        } else {
            readiness.pass(DISCOVERABILITY, "linkHeaders", "GET / links rel " + String.join(", ", relations));
        }
    }

    private static void markdownNegotiation(Audit audit, Readiness readiness) {
        Response markdown = audit.get("/", "Accept", "text/markdown");
        Problems problems = new Problems();
        if (problems.expectOk(markdown)) {
            problems.expect(
                    markdown.header("content-type")
                            .orElse("")
                            .toLowerCase(Locale.ROOT)
                            .startsWith("text/markdown"),
                    "GET / with Accept: text/markdown answered " + markdown.summary());
            problems.expect(!markdown.text().stripLeading().startsWith("<"), "the Markdown body starts like HTML");
        }
        readiness.add(
                CONTENT,
                "markdownNegotiation",
                problems,
                "GET / with Accept: text/markdown answers "
                        + markdown.header("content-type").orElse(""));
    }

    /** The scanner passes a robots.txt that names AI crawlers, or whose {@code *} group applies to them. */
    private static void aiRules(Readiness readiness, List<String> lines) {
        List<String> agents = values(lines, "user-agent").stream()
                .map(agent -> agent.toLowerCase(Locale.ROOT))
                .toList();
        List<String> named = agents.stream().filter(AI_BOTS::contains).toList();
        if (!named.isEmpty()) {
            readiness.pass(BOT_ACCESS, "robotsTxtAiRules", "groups for " + String.join(", ", named));
        } else if (agents.contains("*")) {
            readiness.pass(
                    BOT_ACCESS, "robotsTxtAiRules", "no AI crawler is named: the User-agent: * group applies to them");
        } else {
            readiness.fail(
                    BOT_ACCESS,
                    "robotsTxtAiRules",
                    "robots.txt has neither a group for an AI crawler nor a User-agent: * group");
        }
    }

    private static void contentSignals(Readiness readiness, List<String> lines) {
        List<String> signals = values(lines, "content-signal");
        if (signals.isEmpty()) {
            readiness.fail(BOT_ACCESS, "contentSignals", "robots.txt has no Content-Signal line");
        } else {
            readiness.pass(BOT_ACCESS, "contentSignals", "Content-Signal: " + String.join(" | ", signals));
        }
    }

    /**
     * The directory of keys with which a site's own bots sign their requests. A site that sends no
     * bots has none: the scanner then calls the check neutral, and so does the audit.
     */
    private static void webBotAuth(Audit audit, Readiness readiness) {
        String path = "/.well-known/http-message-signatures-directory";
        readiness
                .optionalDocument(
                        audit,
                        BOT_ACCESS,
                        "webBotAuth",
                        path,
                        "this site sends no bots, so it signs no requests and publishes no keys")
                .ifPresent(directory -> {
                    boolean keys = directory
                            .json()
                            .map(root -> root.path("keys").isArray()
                                    && !root.path("keys").isEmpty())
                            .orElse(false);
                    if (keys) {
                        readiness.pass(BOT_ACCESS, "webBotAuth", path + " is a JWKS with keys");
                    } else {
                        readiness.fail(
                                BOT_ACCESS,
                                "webBotAuth",
                                path + " answered " + directory.summary() + ", not a JWKS with keys");
                    }
                });
    }

    private static boolean isRobotsFile(Response robots) {
        return robots.status() == 200 && !robots.text().stripLeading().startsWith("<");
    }

    /** The values of every {@code field:} line, in order. */
    private static List<String> values(List<String> lines, String field) {
        return lines.stream()
                .filter(line -> line.toLowerCase(Locale.ROOT).startsWith(field + ":"))
                .map(line -> line.substring(field.length() + 1).strip())
                .toList();
    }
}
