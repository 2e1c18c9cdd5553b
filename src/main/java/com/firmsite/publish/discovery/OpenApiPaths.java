package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.Json.array;
import static com.firmsite.publish.discovery.Json.object;
import static com.firmsite.publish.discovery.Json.ref;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.LanguagePath;
import com.firmsite.content.MarkdownTwin;
import com.firmsite.content.ReservedPaths;
import com.firmsite.content.Site;
import com.firmsite.publish.AtomFeeds;
import com.firmsite.publish.ListPages;
import com.firmsite.publish.Paging;
import com.firmsite.publish.RenderedPage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code paths} of the OpenAPI description, as a table: every kind of endpoint is one method
 * that states its operations, in the order of the specification's endpoint table.
 */
final class OpenApiPaths {
    /** Methods answered with 405 on GET-only resources (docs/decisions.md §3.1); listed so clients see it. */
    static final List<String> NOT_ALLOWED_ON_GET_ONLY = List.of("post", "put", "patch", "delete", "options");

    /** The reserved OAuth and registration URLs of docs/decisions.md §5.3. */
    static final List<String> RESERVED = List.of(
            "/agent/auth", "/agent/claim", "/agent/revoke", "/oauth/authorize", "/oauth/token", "/oauth/revoke");

    private static final String ATOM = "application/atom+xml";

    private final ObjectNode paths = object();
    private final OpenApiOperations operations = new OpenApiOperations();

    /** @param translated by other language, its pages at their URL paths ({@code /fr/about}) */
    static ObjectNode of(Site site, List<RenderedPage> pages, Map<String, List<RenderedPage>> translated) {
        OpenApiPaths table = new OpenApiPaths();
        table.discoveryDocuments();
        table.api();
        table.mcp();
        table.reserved();
        table.pages(site, pages, "");
        table.feeds(site, "");
        table.contacts(site, "");
        table.calendars(site);
        translated.forEach((language, languagePages) -> table.language(site, language, languagePages));
        return table.paths;
    }

    /** The paths {@link #of} describes for one other language: what {@code /docs} lists for it. */
    static List<String> languagePaths(Site site, String language, List<RenderedPage> pages) {
        OpenApiPaths table = new OpenApiPaths();
        table.language(site, language, pages);
        List<String> described = new java.util.ArrayList<>();
        table.paths.fieldNames().forEachRemaining(described::add);
        return List.copyOf(described);
    }

    /**
     * The default language's list templates the description gives ({@code /publications/type/{key}},
     * {@code /publications/page/{page}}, …, twins left out), in its order: what {@code /docs}'s
     * pages table lists for the lists, so that the two never disagree on a name.
     */
    static List<String> listTemplates(Site site) {
        OpenApiPaths table = new OpenApiPaths();
        table.lists(site, "", "");
        List<String> templates = new ArrayList<>();
        table.paths.fieldNames().forEachRemaining(path -> {
            if (!path.endsWith(".md")) {
                templates.add(path);
            }
        });
        return List.copyOf(templates);
    }

    /**
     * Another language's pages, families, feeds and indexes, under its prefix (docs/decisions.md
     * §9.9): the same table as the default language's, with that language's items.
     */
    private void language(Site original, String language, List<RenderedPage> pages) {
        Site site = original.translations().get(language);
        LanguagePath languages = LanguagePath.of(original.firm());
        String prefix = languages.url(language, "/");
        String name = LlmsTxt.languageName(language);
        pages(site, pages, prefix);
        feeds(site, prefix);
        contacts(site, prefix);
        if (site.has("/publications")) {
            readOnly(
                    prefix + AtomFeeds.PUBLICATIONS_FEED,
                    "Discovery",
                    "Publications feed (Atom), " + name,
                    "RFC 4287 Atom feed of the publications translated into " + language
                            + ", newest first, 50 at most; the older ones are in RFC 5005 archive documents (prev-archive); answers If-None-Match and If-Modified-Since.",
                    List.of(),
                    operations.ok(ATOM, "Atom", cors().set("Last-Modified", ref("headers", "Last-Modified"))),
                    false);
        }
        markdownIndex(
                LlmsTxt.path(language, languages),
                "llms.txt, " + name,
                "The index of the pages published in " + language + ", with its feeds.");
        markdownIndex(
                LlmsFullTxt.path(language, languages),
                "llms-full.txt, " + name,
                "The Markdown of every page published in " + language + " in one file, in site order.");
    }

    /** A language's own {@code llms.txt} or {@code llms-full.txt}. */
    private void markdownIndex(String path, String summary, String description) {
        readOnly(
                path,
                "Discovery",
                summary,
                description,
                List.of(),
                operations.ok("text/markdown", "Markdown", cors()),
                false);
    }

    private void discoveryDocuments() {
        for (MachineReadable document : MachineReadable.ALL) {
            ObjectNode headers = document.cors() ? cors() : object();
            if (document.mediaType().equals(ATOM)) {
                headers.set("Last-Modified", ref("headers", "Last-Modified"));
            }
            readOnly(
                    document.path(),
                    "Discovery",
                    document.title(),
                    document.summary(),
                    List.of(),
                    operations.ok(document.mediaType(), document.schema(), headers),
                    false);
        }
        readOnly(
                "/sitemap-{n}.xml",
                "Discovery",
                "Sitemap",
                "One sitemap of the index: up to 45,000 HTML pages with their lastmod.",
                List.of(object(
                        "name",
                        "n",
                        "in",
                        "path",
                        "required",
                        true,
                        "schema",
                        object("type", "integer", "minimum", 0),
                        "example",
                        0)),
                operations.ok("application/xml", "Xml", cors()),
                true);
        readOnly(
                "/.well-known/agent-skills/{name}/SKILL.md",
                "Discovery",
                "Agent skill",
                "One skill of the agent skills index, as Markdown with YAML front matter.",
                List.of(object(
                        "name",
                        "name",
                        "in",
                        "path",
                        "required",
                        true,
                        "description",
                        "A skill name from the agent skills index.",
                        "schema",
                        object("type", "string", "pattern", "^[a-z0-9]+(-[a-z0-9]+)*$"))),
                operations.ok("text/markdown", "Markdown", cors()),
                true);
    }

    private void api() {
        ObjectNode status = item("/api/status.json");
        ObjectNode ok = OpenApiResponses.response(
                "The site is up.",
                object("application/json", object("schema", OpenApiSchemas.schemaRef("Status"))),
                OpenApiResponses.rateLimited());
        status.set(
                "get",
                operations
                        .operation(
                                "get",
                                "/api/status.json",
                                "API",
                                "Health status",
                                "Rate-limited: 120 requests per 60 s per client.")
                        .set(
                                "responses",
                                operations.withProtocol(
                                        object("200", ok, "429", ref("responses", "RateLimitExceeded")))));
        status.set(
                "head",
                operations
                        .operation(
                                "head", "/api/status.json", "API", "Health status headers", "As GET, without a body.")
                        .set(
                                "responses",
                                operations.withProtocol(object(
                                        "200",
                                        OpenApiResponses.response(
                                                "The site is up.", object(), OpenApiResponses.rateLimited()),
                                        "429",
                                        ref("responses", "RateLimitExceeded")))));
        for (String method : NOT_ALLOWED_ON_GET_ONLY) {
            ObjectNode notAllowed = operations.notAllowed(method, "/api/status.json", "ApiMethodNotAllowed");
            notAllowed.withObjectProperty("responses").set("429", ref("responses", "RateLimitExceeded"));
            status.set(method, notAllowed);
        }
        ObjectNode other = item("/api/{path}");
        other.set(
                "parameters",
                array(object(
                        "name",
                        "path",
                        "in",
                        "path",
                        "required",
                        true,
                        "description",
                        "Any path under /api/ other than status.json.",
                        "schema",
                        object("type", "string", "not", object("const", "status.json")),
                        "example",
                        "search")));
        for (String method : List.of("get", "post")) {
            other.set(
                    method,
                    operations
                            .operation(
                                    method,
                                    "/api/{path}",
                                    "API",
                                    "Undefined API route",
                                    "There is no public REST API: every other path under /api/ is a 404, and counts against the quota.")
                            .set(
                                    "responses",
                                    operations.withProtocol(object(
                                            "404",
                                            ref("responses", "ApiRouteNotFound"),
                                            "429",
                                            ref("responses", "RateLimitExceeded")))));
        }
    }

    private void mcp() {
        ObjectNode mcp = item("/mcp");
        ObjectNode post = operations.operation(
                "post",
                "/mcp",
                "MCP",
                "Reserved MCP endpoint",
                "No MCP server runs here: every request is answered with a JSON-RPC error.");
        post.set(
                "requestBody",
                object(
                        "required",
                        false,
                        "content",
                        object("application/json", object("schema", OpenApiSchemas.schemaRef("JsonRpcRequest")))));
        post.set(
                "responses",
                operations.withProtocol(object(
                        "200",
                        OpenApiResponses.response(
                                "A JSON-RPC error.",
                                object("application/json", object("schema", OpenApiSchemas.schemaRef("JsonRpcError"))),
                                object()))));
        mcp.set("post", post);
        for (String method : List.of("get", "head", "put", "patch", "delete", "options")) {
            mcp.set(method, operations.notAllowed(method, "/mcp", "McpMethodNotAllowed"));
        }
    }

    private void reserved() {
        for (String path : RESERVED) {
            ObjectNode item = item(path);
            item.put(
                    "description",
                    "Reserved: must not be used to obtain credentials. Never redirects; a redirect_uri parameter is ignored.");
            for (String method : List.of("get", "post", "put", "patch", "delete", "options")) {
                item.set(
                        method,
                        operations
                                .operation(
                                        method,
                                        path,
                                        "Reserved",
                                        "Refused: access_denied",
                                        "Every method gets 403 with the access-denied document.")
                                .set(
                                        "responses",
                                        operations.withProtocol(object("403", ref("responses", "AccessDenied")))));
            }
        }
    }

    /**
     * A language's pages: each page that is not of a family on its own, then each family as a
     * template. {@code prefix} is the language's ({@code /fr}), empty for the default language.
     */
    private void pages(Site site, List<RenderedPage> pages, String prefix) {
        Set<String> detailPaths = new HashSet<>();
        PageFamily.describedPaths(site).forEach(path -> detailPaths.add(prefix + path));
        String home = prefix.isEmpty() ? "/" : prefix;
        String suffix = prefix.isEmpty() ? "" : " (" + prefix.substring(1) + ")";
        for (RenderedPage page : pages) {
            // The lists' pages are described by their templates below, not one by one. A
            // translation's pages are at their URL paths (/fr/publications/page/2): the list rule
            // is on the path under the prefix (a translation's own firm does not know its prefix).
            String unprefixed = page.path().equals(home) ? "/" : page.path().substring(prefix.length());
            if (!detailPaths.contains(page.path()) && !ReservedPaths.isListPage(unprefixed)) {
                page(
                        page.path(),
                        page.path().equals(home) ? "Home page" + suffix : page.title(),
                        page.description(),
                        List.of(),
                        false);
            }
        }
        for (PageFamily family : PageFamily.described(site)) {
            if (!family.slugs().isEmpty()) {
                page(
                        prefix + family.template(),
                        family.title() + ": one page" + suffix,
                        "One of the " + family.title().toLowerCase(java.util.Locale.ROOT) + " pages" + suffix + ".",
                        List.of(slugParameter(family.slugs())),
                        true);
            }
        }
        lists(site, prefix, suffix);
    }

    /**
     * The lists' pages (docs/decisions.md §1.10) by template: each filter with the values it has,
     * and the later pages of each kind of list that has some, {@code /publications/page/{page}}.
     */
    private void lists(Site site, String prefix, String suffix) {
        Map<String, List<String>> filters = new LinkedHashMap<>();
        Map<String, Integer> pagesOf = new LinkedHashMap<>();
        int pageSize = site.firm().pageSize();
        List<ListPages.PublicationList> publications = ListPages.publicationLists(site);
        List<ListPages.TeamList> team = ListPages.teamLists(site);
        pagesOf.merge("/publications", Paging.pageCount(site.publications().size(), pageSize), Math::max);
        pagesOf.merge("/team", Paging.pageCount(site.team().size(), pageSize), Math::max);
        if (site.has("/events")) {
            pagesOf.merge("/events", Paging.pageCount(site.events().size(), pageSize), Math::max);
        }
        if (site.has("/careers")) {
            pagesOf.merge("/careers", Paging.pageCount(site.jobOpenings().size(), pageSize), Math::max);
        }
        publications.forEach(
                list -> listed(filters, pagesOf, list.path(), list.entries().size(), pageSize));
        team.forEach(
                list -> listed(filters, pagesOf, list.path(), list.entries().size(), pageSize));
        filters.forEach((template, keys) -> page(
                prefix + template,
                "List: " + template + suffix,
                "The first page of a filtered list" + suffix + ".",
                List.of(keyParameter(template, keys)),
                true));
        pagesOf.forEach((list, pages) -> {
            if (pages > 1) {
                List<ObjectNode> parameters = new ArrayList<>();
                if (filters.containsKey(list)) {
                    parameters.add(keyParameter(list, filters.get(list)));
                }
                parameters.add(pageParameter(pages));
                page(
                        prefix + list + Paging.SEGMENT + "{page}",
                        "List: " + list + ", a later page" + suffix,
                        "A later page of a list" + suffix + " (page 1 is the list's own path); past the last, 404.",
                        parameters,
                        true);
            }
        });
    }

    /** Notes a list's template ({@code /publications/type/{key}}) and key, and how many pages its longest list has. */
    private static void listed(
            Map<String, List<String>> filters, Map<String, Integer> pagesOf, String path, int entries, int pageSize) {
        int slash = path.lastIndexOf('/');
        // An author's or a practice area's publications: /team/{key}/publications,
        // /practice-areas/{key}/publications; every other filter ends with its key.
        boolean underOwner = path.endsWith("/publications");
        int section = path.indexOf('/', 1);
        String template =
                underOwner ? path.substring(0, section) + "/{slug}/publications" : path.substring(0, slash) + "/{key}";
        String key = underOwner ? path.substring(section + 1, slash) : path.substring(slash + 1);
        filters.computeIfAbsent(template, t -> new ArrayList<>()).add(key);
        pagesOf.merge(template, Paging.pageCount(entries, pageSize), Math::max);
    }

    /**
     * The parameter of a list's template, one of {@code keys}: {@code {slug}} for an owner's list
     * ({@code /team/{slug}/publications}, as the page it belongs to names it), else {@code {key}}.
     */
    private static ObjectNode keyParameter(String template, List<String> keys) {
        ObjectNode parameter = slugParameter(keys);
        return template.contains("{slug}") ? parameter : parameter.put("name", "key");
    }

    /** The {@code {page}} of a later page: 2 or more (up to the most pages a list of its kind has, said in words). */
    private static ObjectNode pageParameter(int pages) {
        return object(
                "name",
                "page",
                "in",
                "path",
                "required",
                true,
                "schema",
                object("type", "integer", "minimum", 2),
                "description",
                "the page number, 2 to " + pages + " on the longest list of this kind; past a list's last page, 404",
                "example",
                2);
    }

    /**
     * Most values a path parameter's {@code enum} lists. A large firm has 10,000 publication slugs:
     * listed in full they made /openapi.json 2.1 MB. Past this many, the schema gives the slugs'
     * pattern and says where the values are listed (docs/decisions.md §5.15).
     */
    static final int MOST_ENUM_VALUES = 100;

    /** The slugs content may use (content.FieldRules): lower-case letters, digits and single hyphens. */
    private static final String SLUG_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$";

    /** The {@code {slug}} of a path template, one of {@code slugs}. */
    private static ObjectNode slugParameter(List<String> slugs) {
        return object(
                "name", "slug", "in", "path", "required", true, "schema", slugSchema(slugs), "example", slugs.get(0));
    }

    /** An {@code enum} of the slugs while it stays short, else their pattern and where they are listed. */
    private static ObjectNode slugSchema(List<String> slugs) {
        if (slugs.size() <= MOST_ENUM_VALUES) {
            return object("type", "string", "enum", slugs);
        }
        return object(
                "type",
                "string",
                "pattern",
                SLUG_PATTERN,
                "description",
                "one of " + slugs.size()
                        + " slugs, too many to list here: the sitemaps and the llms.txt indexes list every page;"
                        + " any other value answers 404");
    }

    /** Each practice area's Atom feed (the publications' is a machine-readable document), under {@code prefix}. */
    private void feeds(Site site, String prefix) {
        List<String> slugs = site.practiceAreas().stream()
                .map(com.firmsite.content.PracticeArea::slug)
                .toList();
        if (slugs.isEmpty()) {
            return;
        }
        readOnly(
                prefix + "/practice-areas/{slug}/feed.atom",
                "Discovery",
                "Practice area feed (Atom)" + (prefix.isEmpty() ? "" : " (" + prefix.substring(1) + ")"),
                "RFC 4287 Atom feed of one practice area's publications, newest first, 50 at most; the older ones are in RFC 5005 archive documents (prev-archive); answers If-None-Match and If-Modified-Since.",
                List.of(slugParameter(slugs)),
                operations.ok(ATOM, "Atom", cors().set("Last-Modified", ref("headers", "Last-Modified"))),
                true);
    }

    /**
     * Each team member's contact card and printable biography (content-model §9), under {@code
     * prefix}: one of each per member page of the language.
     */
    private void contacts(Site site, String prefix) {
        List<String> slugs =
                site.team().stream().map(com.firmsite.content.Lawyer::slug).toList();
        if (slugs.isEmpty()) {
            return;
        }
        String language = prefix.isEmpty() ? "" : " (" + prefix.substring(1) + ")";
        readOnly(
                prefix + "/team/{slug}.vcf",
                "Pages",
                "Team member's contact card (vCard)" + language,
                "vCard 3.0 (RFC 2426) with the member's name, role, firm, office address, e-mail, telephone when they have one, page URL and embedded portrait, to add them to an address book; its UID is stable, so importing it again updates the contact.",
                List.of(slugParameter(slugs)),
                operations.ok("text/vcard", "VCard", object()),
                true);
        readOnly(
                prefix + "/team/{slug}.pdf",
                "Pages",
                "Team member's printable biography (PDF)" + language,
                "Tagged PDF (PDF/UA) with embedded fonts: the member's portrait, contact, practice areas, admissions, education, languages, biography, recent publications and the legal notice.",
                List.of(slugParameter(slugs)),
                operations.ok("application/pdf", "Pdf", object()),
                true);
    }

    /** The events' iCalendar files: one per event, and the calendar of the upcoming ones. */
    private void calendars(Site site) {
        List<String> slugs =
                site.events().stream().map(com.firmsite.content.Event::slug).toList();
        if (slugs.isEmpty()) {
            return;
        }
        readOnly(
                "/events/calendar.ics",
                "Discovery",
                "Calendar of upcoming events (iCalendar)",
                "RFC 5545 calendar of the events that have not ended, soonest first; each event's UID is stable, so a subscribed calendar updates them.",
                List.of(),
                operations.ok("text/calendar", "ICalendar", object()),
                false);
        readOnly(
                "/events/{slug}.ics",
                "Discovery",
                "One event (iCalendar)",
                "RFC 5545 calendar holding one event, past or upcoming, to add it to a calendar.",
                List.of(slugParameter(slugs)),
                operations.ok("text/calendar", "ICalendar", object()),
                true);
    }

    /** A page and its Markdown twin ({@code /index.md} for the home page). */
    private void page(
            String path, String summary, String description, List<ObjectNode> parameters, boolean mayBeMissing) {
        ObjectNode negotiated = object(
                "text/html", object("schema", OpenApiSchemas.schemaRef("Html")),
                "text/markdown", object("schema", OpenApiSchemas.schemaRef("Markdown")));
        readOnly(
                path,
                "Pages",
                summary,
                description + " HTML by default; Markdown with Accept: text/markdown.",
                parameters,
                operations.ok(
                        negotiated,
                        pageHeaders()
                                .setAll(object(
                                        "Link",
                                        ref("headers", "Link"),
                                        "Content-Location",
                                        ref("headers", "Content-Location")))),
                mayBeMissing);
        String twin = MarkdownTwin.of(path);
        readOnly(
                twin,
                "Markdown twins",
                summary + " (Markdown)",
                "The Markdown of " + path + ", always.",
                parameters,
                operations.ok(
                        "text/markdown",
                        "Markdown",
                        pageHeaders().<ObjectNode>setAll(cors()).set("Link", ref("headers", "Link"))),
                mayBeMissing);
    }

    /** Every page's content-policy headers, and a Markdown answer's token estimate (docs/decisions.md §2.2). */
    private static ObjectNode pageHeaders() {
        return object(
                "Content-Signal", ref("headers", "Content-Signal"),
                "Content-Usage", ref("headers", "Content-Usage"),
                "x-markdown-tokens", ref("headers", "x-markdown-tokens"));
    }

    /** GET and HEAD answer; the other methods get 405 with {@code Allow: GET, HEAD}. */
    private void readOnly(
            String path,
            String tag,
            String summary,
            String description,
            List<ObjectNode> parameters,
            ObjectNode ok,
            boolean mayBeMissing) {
        ObjectNode item = item(path);
        if (!parameters.isEmpty()) {
            item.set("parameters", array(parameters.toArray()));
        }
        item.set("get", operations.read("get", path, tag, summary, description, ok, mayBeMissing));
        item.set(
                "head",
                operations.read(
                        "head",
                        path,
                        tag,
                        summary,
                        "As GET, without a body.",
                        operations.withoutContent(ok),
                        mayBeMissing));
        for (String method : NOT_ALLOWED_ON_GET_ONLY) {
            item.set(method, refused(method, path, mayBeMissing));
        }
    }

    /**
     * 405 for another method; where the path's parameters may name nothing, that is a missing page
     * first, whatever the method (a made-up skill name answers 404, not 405).
     */
    private ObjectNode refused(String method, String path, boolean mayBeMissing) {
        ObjectNode refused = operations.notAllowed(method, path, "MethodNotAllowed");
        if (mayBeMissing) {
            refused.withObjectProperty("responses").set("404", ref("responses", "PageNotFound"));
        }
        return refused;
    }

    private static ObjectNode cors() {
        return object("Access-Control-Allow-Origin", ref("headers", "Access-Control-Allow-Origin"));
    }

    private ObjectNode item(String path) {
        if (paths.has(path)) {
            throw new IllegalStateException("OpenAPI path described twice: " + path);
        }
        return paths.putObject(path);
    }
}
