package com.firmsite.content;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Reads {@code redirects.yaml} at the content root (optional): a list of {@code {from, to,
 * status}}. Every problem is a content error at its file and line: a {@code to} that does not
 * resolve, a {@code from} that is a page or shadows a path firmsite generates (in any of the site's
 * languages, drafts included: a preview serves them), a duplicate {@code from}, an empty {@code
 * from} or {@code to}, a chain (naming the final target) and a loop (a redirect that a request
 * for its target meets again, query included).
 */
final class RedirectsFile {
    static final String NAME = "redirects.yaml";

    /**
     * The characters a URL may hold unencoded (RFC 3986) but {@code $}, which is kept out because the
     * exported nginx map would read it as a variable: it can always be written {@code %24}.
     */
    private static final Pattern URL_CHARACTERS = Pattern.compile("[A-Za-z0-9._~!&'()*+,;=:@/%?#\\[\\]-]+");

    /** What each other language serves besides its pages, at {@code /<lang>/llms.txt} and so on. */
    private static final Set<String> LANGUAGE_DOCUMENTS = Set.of("/llms.txt", "/llms-full.txt");

    /** The last segment of each Atom feed, which every language has: the publications' and each practice area's. */
    private static final String FEED = "/feed.atom";

    private final Path file;
    private final Set<String> pages;
    private final Set<String> previewed;
    private final Map<String, String> unpublished;
    private final Predicate<String> isGeneratedPath;
    private final List<ContentError> errors;

    /** One entry as read, with the line of its {@code from} and of its {@code to}. */
    private record Entry(Redirect redirect, int fromLine, int toLine) {}

    private RedirectsFile(
            Path file,
            Set<String> pages,
            Set<String> previewed,
            Map<String, String> unpublished,
            Predicate<String> isGeneratedPath,
            List<ContentError> errors) {
        this.file = file;
        this.pages = pages;
        this.previewed = previewed;
        this.unpublished = unpublished;
        this.isGeneratedPath = isGeneratedPath;
        this.errors = errors;
    }

    /**
     * The redirects of the folder at {@code root} (none when it has no {@code redirects.yaml}); any
     * problem is added to {@code errors}.
     *
     * @param pages the site path of every published page of the default language
     * @param allPages the same, drafts and publications scheduled later included
     * @param unpublished the pages that exist but are not published (drafts, publications scheduled
     *     later), each with the reason a redirect cannot lead there ("is a draft")
     * @param translations the site in each other language, whose pages are served at {@code /<lang>/…}
     * @param isGeneratedPath the documents firmsite generates ({@code /llms.txt}, {@code /docs}, ...)
     */
    static List<Redirect> read(
            Path root,
            Set<String> pages,
            Set<String> allPages,
            Map<String, String> unpublished,
            Firm firm,
            Map<String, Site> translations,
            Instant now,
            Predicate<String> isGeneratedPath,
            List<ContentError> errors) {
        Path file = root.resolve(NAME);
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        LanguagePath languages = LanguagePath.of(firm);
        Set<String> published = new HashSet<>(pages);
        Set<String> previewed = new HashSet<>(allPages);
        translations.forEach((language, translated) -> {
            published.addAll(urlPaths(translated.published(now), language, languages));
            previewed.addAll(urlPaths(translated, language, languages));
        });
        Predicate<String> generated =
                path -> isGeneratedPath.test(path) || isLanguageDocument(path, languages, isGeneratedPath);
        RedirectsFile reader = new RedirectsFile(file, published, previewed, unpublished, generated, errors);
        List<Entry> entries = reader.entries();
        reader.checkTargets(entries);
        return entries.stream().map(Entry::redirect).toList();
    }

    /**
     * The URL paths of {@code translated}'s pages in {@code language} ({@code /fr}, {@code
     * /fr/team/margaret-hale}), with its publications filtered by practice area, as {@link
     * LanguagePath} serves them.
     */
    private static Set<String> urlPaths(Site translated, String language, LanguagePath languages) {
        Set<String> paths = new HashSet<>();
        translated.pages().forEach(page -> paths.add(page.path()));
        translated.practiceAreas().forEach(area -> {
            paths.add("/practice-areas/" + area.slug());
            paths.add("/practice-areas/" + area.slug() + "/publications");
        });
        translated.team().forEach(lawyer -> paths.add("/team/" + lawyer.slug()));
        translated.publications().forEach(publication -> paths.add("/publications/" + publication.slug()));
        Set<String> urls = new HashSet<>();
        paths.forEach(path -> urls.add(languages.url(language, path)));
        return urls;
    }

    /** {@code /fr/llms.txt}, {@code /fr/publications/feed.atom}: a document each other language has of its own. */
    private static boolean isLanguageDocument(String path, LanguagePath languages, Predicate<String> isGeneratedPath) {
        if (languages.prefix(path).isEmpty()) {
            return false;
        }
        String sitePath = languages.locate(path).path();
        return LANGUAGE_DOCUMENTS.contains(sitePath)
                || ReservedPaths.isListPage(sitePath)
                || ((sitePath.endsWith(FEED) || sitePath.endsWith(".atom")) && isGeneratedPath.test(sitePath));
    }

    private List<Entry> entries() {
        Optional<Node> root = compose();
        if (root.isEmpty()) {
            return List.of();
        }
        if (!(root.get() instanceof SequenceNode list)) {
            error(1, "expected a list of redirects, each with from, to and status");
            return List.of();
        }
        List<Entry> entries = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        for (Node item : list.getValue()) {
            YamlMap yaml = new YamlMap(file, 0, item, errors);
            Optional<Entry> entry = entry(yaml, ContentSchema.REDIRECT.read(yaml));
            entry.ifPresent(it -> {
                Integer first = seen.putIfAbsent(it.redirect().from(), it.fromLine());
                if (first != null) {
                    error(it.fromLine(), "from: " + it.redirect().from() + " is already redirected at line " + first);
                } else {
                    entries.add(it);
                }
            });
        }
        return entries;
    }

    private Optional<Entry> entry(YamlMap yaml, FrontMatter fields) {
        String from = fields.string("from");
        String to = fields.string("to");
        int status = fields.integer("status");
        if (!Redirect.STATUSES.contains(status)) {
            error(yaml.lineOf("status"), "status: expected one of " + Redirect.STATUSES + ", got " + status);
        }
        // A missing or null value is reported by the schema; an empty string ("") would pass it.
        if (from.isEmpty() || to.isEmpty()) {
            for (String key : List.of("from", "to")) {
                if (yaml.optionalString(key).filter(String::isEmpty).isPresent()) {
                    error(yaml.lineOf(key), key + ": must not be empty");
                }
            }
            return Optional.empty();
        }
        int fromLine = yaml.lineOf("from");
        int toLine = yaml.lineOf("to");
        Optional<String> source = source(from, fromLine);
        boolean targetValid = validTarget(to, toLine);
        return source.filter(path -> targetValid)
                .map(path -> new Entry(new Redirect(path, normalizedTarget(to), status), fromLine, toLine));
    }

    /**
     * {@code from} as the key it matches: the path (trailing slash removed), followed, for an entry
     * written with a query such as WordPress's short link {@code /?p=123}, by {@code ?} and that exact
     * query. A path alone matches whatever the query; a path with a query matches only that query,
     * and so may sit on a page's path (the page still answers without it).
     */
    private Optional<String> source(String from, int line) {
        int question = from.indexOf('?');
        String rawPath = question < 0 ? from : from.substring(0, question);
        String query = question < 0 ? "" : from.substring(question + 1);
        if (!from.startsWith("/")
                || from.startsWith("//")
                || from.contains("#")
                || (question >= 0 && (query.isEmpty() || query.contains("?")))
                || !URL_CHARACTERS.matcher(from).matches()) {
            error(
                    line,
                    "from: \"" + from
                            + "\" must be a site path such as /old-page, or a path and query such as /?p=123 (no host, fragment or unencoded $, space or quote)");
            return Optional.empty();
        }
        Optional<String> decoded = decoded(rawPath);
        if (decoded.isEmpty()) {
            error(line, "from: \"" + from + "\" holds a percent sign that is not followed by two hex digits of UTF-8");
            return Optional.empty();
        }
        String path = withoutTrailingSlash(decoded.get());
        if (query.isEmpty() && isPage(path, previewed)) {
            error(line, "from: " + path + " is a page; a redirect would hide it (remove the redirect or the page)");
            return Optional.empty();
        }
        if (isGenerated(path)) {
            error(line, "from: " + path + " is a path firmsite serves itself; it cannot be redirected");
            return Optional.empty();
        }
        return Optional.of(query.isEmpty() ? path : path + "?" + query);
    }

    /**
     * {@code from} percent-decoded, as requests are routed (an old address such as {@code
     * /caf%C3%A9} matches a request for it, encoded or not); empty when it is not valid UTF-8.
     */
    private static Optional<String> decoded(String from) {
        try {
            // URLDecoder reads '+' as a space, which in a path it is not.
            return Optional.of(
                    java.net.URLDecoder.decode(from.replace("+", "%2B"), java.nio.charset.StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private boolean validTarget(String to, int line) {
        if (!URL_CHARACTERS.matcher(to).matches()) {
            error(line, "to: \"" + to + "\" holds a character a URL cannot (percent-encode it; $ as %24)");
            return false;
        }
        if (to.startsWith("https://")) {
            try {
                URI uri = new URI(to);
                if (uri.getHost() != null) {
                    return true;
                }
            } catch (URISyntaxException e) {
                // reported below
            }
            error(line, "to: \"" + to + "\" is not a valid absolute https:// URL");
            return false;
        }
        if (!to.startsWith("/") || to.startsWith("//")) {
            error(line, "to: \"" + to + "\" must be a site path such as /team or an absolute https:// URL");
            return false;
        }
        return true;
    }

    /** Site paths lose a trailing slash (the page's own address); URLs and queries are kept as written. */
    private static String normalizedTarget(String to) {
        if (!to.startsWith("/")) {
            return to;
        }
        int suffix = indexOfQueryOrFragment(to);
        return withoutTrailingSlash(to.substring(0, suffix)) + to.substring(suffix);
    }

    /** Every site-path target must be served: a page or document, or another redirect (a chain, reported). */
    private void checkTargets(List<Entry> entries) {
        Map<String, Entry> byFrom = new HashMap<>();
        entries.forEach(entry -> byFrom.put(entry.redirect().from(), entry));
        for (Entry entry : entries) {
            String to = entry.redirect().to();
            if (!to.startsWith("/")) {
                continue;
            }
            String target = targetPath(to);
            if (hop(to, byFrom).isPresent()) {
                reportChain(entry, byFrom);
            } else if (!isPage(target, pages) && !isGeneratedPath.test(target) && !isTwin(target, pages)) {
                String page = MarkdownTwin.pageOf(target).orElse(target);
                error(
                        entry.toLine(),
                        "to: " + target
                                + (unpublished.containsKey(page)
                                        ? " " + unpublished.get(page) + ": a redirect cannot lead to it"
                                        : " does not exist (no page or document has this path)"));
            }
        }
    }

    /**
     * A redirect to a redirect: a chain (say where it should point) or a loop (say which). Each step
     * is the entry a request for the previous target meets, as {@link #hop} finds it; the entries
     * are finitely many and a step to one already visited stops, so the walk ends.
     */
    private void reportChain(Entry entry, Map<String, Entry> byFrom) {
        Set<String> visited = new LinkedHashSet<>();
        visited.add(entry.redirect().from());
        Entry current = entry;
        while (true) {
            Optional<Entry> hop = hop(current.redirect().to(), byFrom);
            if (hop.isEmpty()) {
                String end = current.redirect().to();
                error(
                        entry.toLine(),
                        "to: " + targetPath(entry.redirect().to()) + " is itself redirected (a chain "
                                + String.join(" -> ", visited) + " -> " + (end.startsWith("/") ? targetPath(end) : end)
                                + "); point to " + end + " directly");
                return;
            }
            String next = hop.get().redirect().from();
            if (!visited.add(next)) {
                error(entry.toLine(), "to: redirect loop " + String.join(" -> ", visited) + " -> " + next);
                return;
            }
            current = hop.get();
        }
    }

    /**
     * The entry a request for {@code to} meets, as the server routes it: the entry written with
     * exactly that path and query first, else the entry of the path alone (which matches whatever
     * the query); none for a URL elsewhere, or a path no entry has.
     */
    private static Optional<Entry> hop(String to, Map<String, Entry> byFrom) {
        if (!to.startsWith("/")) {
            return Optional.empty();
        }
        String path =
                decoded(targetPath(to)).map(RedirectsFile::withoutTrailingSlash).orElse(targetPath(to));
        int question = to.indexOf('?');
        int fragment = to.indexOf('#');
        if (question >= 0 && (fragment < 0 || question < fragment)) {
            String query = to.substring(question + 1, fragment < 0 ? to.length() : fragment);
            Entry withQuery = byFrom.get(path + "?" + query);
            if (withQuery != null) {
                return Optional.of(withQuery);
            }
        }
        return Optional.ofNullable(byFrom.get(path));
    }

    /** Whether {@code path} is one of {@code served}, or the default language's publications of one of its practice areas. */
    private static boolean isPage(String path, Set<String> served) {
        return served.contains(path) || isAreaFilter(path, served);
    }

    /** {@code /practice-areas/<slug>/publications}: the publication list of one practice area the site has. */
    private static boolean isAreaFilter(String path, Set<String> served) {
        String area =
                path.endsWith(AREA_PUBLICATIONS) ? path.substring(0, path.length() - AREA_PUBLICATIONS.length()) : "";
        return area.startsWith("/practice-areas/")
                && area.indexOf('/', "/practice-areas/".length()) < 0
                && served.contains(area);
    }

    /** What follows a practice area's path to name its publications. */
    private static final String AREA_PUBLICATIONS = "/publications";

    private boolean isGenerated(String path) {
        return isGeneratedPath.test(path) || ReservedPaths.isReserved(path) || isTwin(path, previewed);
    }

    /** A page's Markdown twin: {@code /about.md}, {@code /index.md}, {@code /fr.md}. */
    private static boolean isTwin(String path, Set<String> served) {
        return MarkdownTwin.pageOf(path).filter(served::contains).isPresent();
    }

    private static String targetPath(String to) {
        return to.substring(0, indexOfQueryOrFragment(to));
    }

    private static int indexOfQueryOrFragment(String path) {
        int query = path.indexOf('?');
        int fragment = path.indexOf('#');
        int end = path.length();
        if (query >= 0) {
            end = query;
        }
        if (fragment >= 0 && fragment < end) {
            end = fragment;
        }
        return end;
    }

    private static String withoutTrailingSlash(String path) {
        String result = path;
        while (result.length() > 1 && result.endsWith("/")) {
            result = result.substring(0, result.length() - 1);
        }
        return result;
    }

    private Optional<Node> compose() {
        try {
            String text = Files.readString(file);
            return new Compose(LoadSettings.builder().setLabel(file.toString()).build()).composeString(text);
        } catch (MarkedYamlEngineException e) {
            error(e.getProblemMark().map(Mark::getLine).orElse(0) + 1, "invalid YAML: " + e.getProblem());
        } catch (YamlEngineException e) {
            error(1, "invalid YAML: " + e.getMessage());
        } catch (java.io.IOException e) {
            error(0, "cannot read: " + e.getMessage());
        }
        return Optional.empty();
    }

    private void error(int line, String message) {
        errors.add(new ContentError(file, line, message));
    }
}
