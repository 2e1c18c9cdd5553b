package com.firmsite.audit;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Pages as browsers and agents ask for them: HTML by default, Markdown by {@code Accept} or the
 * {@code .md} twin, {@code Vary: Accept} on both (so a cache in front never serves one to the
 * other), the {@code Link} relations agents follow, validators, HEAD, and negotiated errors.
 */
final class PageChecks {
    private static final List<String> RELATIONS =
            List.of("api-catalog", "service-desc", "service-doc", "describedby", "ard", "alternate");
    private static final String HTML = "text/html";
    private static final String MARKDOWN = "text/markdown";

    private PageChecks() {}

    static void run(Audit audit) {
        home(audit);
        negotiation(audit, "/");
        negotiation(audit, anotherPage(audit));
        validators(audit);
        errors(audit);
    }

    private static void home(Audit audit) {
        Response home = audit.get("/", "Accept", HTML);
        Problems problems = new Problems();
        if (problems.expectOk(home)) {
            problems.expectEqual(home.mediaType(), HTML, "Content-Type");
            List<LinkHeader> links = LinkHeader.parse(home.header("link").orElse(""));
            List<String> missing = new ArrayList<>(RELATIONS);
            for (LinkHeader link : links) {
                missing.removeAll(link.relations());
                problems.expect(
                        audit.isOwn(link.target()), "Link target " + link.target() + " is not under " + audit.base);
                audit.advertise("Link header of /", link.target());
            }
            problems.expect(missing.isEmpty(), "Link lacks rel " + String.join(", ", missing));
            problems.expectEqual(home.header("x-content-type-options").orElse(""), "nosniff", "X-Content-Type-Options");
            problems.expect(home.header("content-security-policy").isPresent(), "no Content-Security-Policy");
            if (audit.base.startsWith("https://")) {
                problems.expect(
                        home.header("strict-transport-security").isPresent(),
                        "no Strict-Transport-Security over https");
            }
        }
        audit.report.add(
                "GET / (HTML)",
                problems,
                home.summary() + ", Link to " + String.join(", ", RELATIONS) + ", security headers");
    }

    /** HTML and Markdown of one page, each with Vary: Accept; the Markdown's Content-Location and .md twin. */
    private static void negotiation(Audit audit, String path) {
        Response html = audit.get(path, "Accept", HTML);
        Response markdown = audit.get(path, "Accept", MARKDOWN);
        Problems problems = new Problems();
        if (problems.expectOk(html) && problems.expectOk(markdown)) {
            problems.expectEqual(html.mediaType(), HTML, "Content-Type for Accept: text/html");
            problems.expectEqual(markdown.mediaType(), MARKDOWN, "Content-Type for Accept: text/markdown");
            problems.expect(
                    html.varies("Accept"),
                    "the HTML lacks Vary: Accept (Vary: " + html.header("vary").orElse("absent") + ")");
            problems.expect(
                    markdown.varies("Accept"),
                    "the Markdown lacks Vary: Accept (Vary: "
                            + markdown.header("vary").orElse("absent") + ")");
            String twin = markdown.header("content-location").orElse("");
            if (problems.expect(audit.isOwn(twin), "Content-Location \"" + twin + "\" is not under " + audit.base)) {
                Response file = audit.fetcher.get(twin);
                problems.expect(
                        file.status() == 200 && file.mediaType().equals(MARKDOWN),
                        twin + " answered " + file.summary() + ", expected 200 text/markdown");
            }
        }
        audit.report.add(
                "Markdown negotiation of " + path,
                problems,
                "HTML and Markdown by Accept, both with Vary: Accept; .md twin at Content-Location");
    }

    /** A page other than the home page, from the sitemaps: /about when they list nothing else. */
    private static String anotherPage(Audit audit) {
        for (String url : audit.advertised().keySet()) {
            if (audit.isOwn(url) && audit.advertised().get(url).contains("sitemaps") && !url.equals(audit.base + "/")) {
                return url.substring(audit.base.length());
            }
        }
        return "/about";
    }

    private static void validators(Audit audit) {
        Response page = audit.get("/", "Accept", HTML);
        Problems problems = new Problems();
        String etag = page.header("etag").orElse("");
        if (problems.expect(!etag.isEmpty(), "GET / has no ETag")) {
            Response revalidated = audit.fetcher.get(audit.url("/"), "Accept", HTML, "If-None-Match", etag);
            problems.expect(
                    revalidated.status() == 304,
                    "If-None-Match with its ETag answered " + revalidated.summary() + ", expected 304");
        }
        Response head = audit.fetcher.head(audit.url("/"), "Accept", HTML);
        problems.expect(
                head.status() == page.status() && head.mediaType().equals(page.mediaType()) && head.body().length == 0,
                "HEAD / answered " + head.summary() + " with " + head.body().length + " body bytes");
        audit.report.add(
                "validators and HEAD", problems, "ETag revalidates to 304; HEAD answers like GET without a body");
    }

    private static void errors(Audit audit) {
        String path = "/firmsite-audit-no-such-page";
        Problems problems = new Problems();
        for (String accept : List.of(HTML, MARKDOWN, "application/problem+json")) {
            Response missing = audit.get(path, "Accept", accept);
            problems.expect(
                    missing.status() == 404 && missing.mediaType().equals(accept),
                    "GET " + path + " with Accept: " + accept + " answered " + missing.summary() + ", expected 404 "
                            + accept);
            problems.expect(missing.varies("Accept"), "the 404 for Accept: " + accept + " lacks Vary: Accept");
            if (accept.endsWith("json")) {
                ApiChecks.problemDetails(audit, problems, missing, 404, Set.of("page_not_found"));
            }
        }
        Response post = audit.fetcher.post(audit.url("/"), "", "Accept", "application/problem+json");
        problems.expect(
                post.status() == 405
                        && post.header("allow").orElse("").replace(" ", "").equals("GET,HEAD"),
                "POST / answered " + post.summary() + " with Allow: "
                        + post.header("allow").orElse("absent") + ", expected 405 with Allow: GET, HEAD");
        audit.report.add(
                "page errors",
                problems,
                "404 page_not_found as HTML, Markdown or problem+json by Accept; 405 with Allow");
    }
}
