package com.firmsite.audit;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import javax.net.ssl.SSLContext;

/**
 * An audit of one deployed site, from its public base URL, as an agent and a scanner see it: the
 * discovery documents, their links, skill digests, negotiation through whatever proxy or CDN is in
 * front, the API's rate-limit fields and problems. It reads and never writes: the only POST is the
 * one JSON-RPC call that {@code /mcp} is documented to refuse, and it spends a handful of the
 * {@code /api/} quota.
 */
final class Audit {
    final String base;
    final Fetcher fetcher;
    final Report report;
    /** The isitagentready scorecard, made last from the answers the checks above already fetched. */
    final Readiness readiness = new Readiness();
    /** Every URL a document advertised, with the documents that advertised it. */
    private final Map<String, Set<String>> advertised = new LinkedHashMap<>();

    /** @param tls the certificates to trust: the JDK's default context, or a test's own */
    Audit(String base, PrintStream out, SSLContext tls) {
        this.base = base;
        this.fetcher = new Fetcher(tls);
        this.report = new Report(out);
    }

    /** Runs every check family in turn; the links they found are checked last. */
    Report run() {
        Response home = get("/");
        if (home.status() == 0) {
            report.fail("reachable", base + "/ gave no answer (" + home.error() + "); nothing else was checked");
            return report;
        }
        CrawlerChecks.run(this);
        CatalogChecks.run(this);
        OAuthChecks.run(this);
        SkillChecks.run(this);
        PageChecks.run(this);
        ApiChecks.run(this);
        LinkChecks.run(this);
        ReadinessChecks.run(this, readiness);
        ReadinessDiscovery.run(this, readiness);
        return report;
    }

    /** {@code base + path}. */
    String url(String path) {
        return base + path;
    }

    Response get(String path, String... headers) {
        return fetcher.get(url(path), headers);
    }

    /** Notes that {@code source} advertises {@code link}; {@link LinkChecks} resolves each once. */
    void advertise(String source, String link) {
        advertised.computeIfAbsent(link, key -> new LinkedHashSet<>()).add(source);
    }

    /**
     * Notes every URL under the base URL that {@code text} mentions (Markdown links, autolinks, code
     * spans, prose); sentence punctuation after a URL is not part of it.
     */
    void advertiseUrlsIn(String source, String text) {
        for (int start = text.indexOf(base); start >= 0; start = text.indexOf(base, start + 1)) {
            int end = start;
            while (end < text.length() && " \t\r\n)>]`\"'<".indexOf(text.charAt(end)) < 0) {
                end++;
            }
            while (end > start && ".,:;".indexOf(text.charAt(end - 1)) >= 0) {
                end--;
            }
            advertise(source, text.substring(start, end));
        }
    }

    /** The POST-only MCP endpoint, checked by {@link ApiChecks}, not as a link. */
    String mcpEndpoint() {
        String endpoint = get("/.well-known/mcp/server-card.json")
                .json()
                .map(card -> Json.text(card, "transport.endpoint"))
                .orElse("");
        return isOwn(endpoint) ? endpoint : url("/mcp");
    }

    Map<String, Set<String>> advertised() {
        return advertised;
    }

    /** Whether {@code url} is this site's (starts with the base URL followed by a path or nothing). */
    boolean isOwn(String url) {
        return url.equals(base) || url.startsWith(base + "/");
    }
}
