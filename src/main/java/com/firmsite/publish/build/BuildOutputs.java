package com.firmsite.publish.build;

import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.LanguagePath;
import com.firmsite.content.Redirect;
import com.firmsite.content.Site;
import com.firmsite.output.Output;
import com.firmsite.output.OutputFormat;
import com.firmsite.output.Representation;
import com.firmsite.publish.*;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Everything a build of a site produces, rendered: the pages of each language, the documents, the
 * feeds, the assets and the images ({@link #PRODUCERS}, in the order the snapshot and the indexes
 * list them), each redirect's bodies and the error pages. {@link #of} is the one way to build a
 * site; {@code snapshot.SnapshotBuilder} only encodes what it returns.
 *
 * @param produced each producer's outputs, in the order of {@link #PRODUCERS}; none of a {@link
 *     LateProducer}'s when the build answers early ({@link #answeringEarly})
 * @param late a build answering early: each late producer's outputs, to be made on demand; else none
 * @param lateFamilies a build answering early: each {@link LateFamily}'s documents, to be made on
 *     demand; else none
 * @param redirects every redirect of {@code redirects.yaml}, with its bodies
 * @param notFound the 404 page of the default language
 * @param methodNotAllowed the 405 page (of the default language: methods are the origin's)
 * @param notFoundIn the 404 page of each other language, served under its prefix
 */
public record BuildOutputs(
        List<Produced> produced,
        List<LateOutput> late,
        List<LateFamily.Pending> lateFamilies,
        List<RedirectPage> redirects,
        ErrorPage notFound,
        ErrorPage methodNotAllowed,
        Map<String, ErrorPage> notFoundIn) {
    /**
     * What a build makes, one producer a line, in the order the snapshot and the indexes list them.
     * A new document (a section index, an event calendar, a vCard per lawyer) is one class
     * implementing {@link OutputProducer} and one line here.
     */
    public static final List<Producer> PRODUCERS = List.of(
            // The home page is made before the first answer even when the others are not: it is the
            // page a visitor (and a health check) asks for first, and made by that request it waited
            // for the made late pages on the same two cores.
            new Producer("home page", build -> outputsOf(homePage(build.pages()))),
            new Producer("pages", new LateProducer(build -> latePages(withoutHomePage(build.pages())))),
            new Producer("pages in other languages", new LateProducer(BuildOutputs::translatedPages)),
            new Producer("/docs and its pages", DiscoveryDocuments.DOCUMENTATION),
            new Producer("/robots.txt", DiscoveryDocuments.ROBOTS),
            new Producer("agent skills", DiscoveryDocuments.AGENT_SKILLS),
            new Producer("API catalog", DiscoveryDocuments.API_CATALOG),
            new Producer("AI catalog", DiscoveryDocuments.AI_CATALOG),
            new Producer("MCP server card", DiscoveryDocuments.MCP_SERVER_CARD),
            new Producer("OAuth metadata", DiscoveryDocuments.OAUTH_METADATA),
            new Producer("reserved URLs", DiscoveryDocuments.RESERVED_URLS),
            new Producer("/auth.md", DiscoveryDocuments.AUTH_MARKDOWN),
            new Producer("WebMCP data", DiscoveryDocuments.WEBMCP_DATA),
            new Producer("sitemaps", new LateFamily(DiscoveryDocuments::isSitemap, DiscoveryDocuments.SITEMAPS)),
            new Producer(
                    "llms.txt and /sitemap.md",
                    new LateFamily(
                            DiscoveryDocuments::isLlmsTxtOrSitemapMd, DiscoveryDocuments.LLMS_TXT_AND_SITEMAP_MD)),
            new Producer(
                    "llms-full.txt",
                    new LateFamily(DiscoveryDocuments::isLlmsFullTxt, DiscoveryDocuments.LLMS_FULL_TXT)),
            new Producer("/openapi.json", DiscoveryDocuments.OPENAPI),
            new Producer("Atom feeds and their archives", new LateProducer(BuildOutputs::feeds)),
            new Producer("contact cards", new LateProducer(VCards::late)),
            new Producer("printable biographies", new LateProducer(Biographies::late)),
            new Producer("event calendars", new LateProducer(EventCalendars::late)),
            new Producer("assets", build -> Assets.all(build.site())),
            new Producer("images and their variants", build -> build.images().outputs()));

    public BuildOutputs {
        produced = List.copyOf(produced);
        late = List.copyOf(late);
        lateFamilies = List.copyOf(lateFamilies);
        redirects = List.copyOf(redirects);
        notFoundIn = Collections.unmodifiableMap(new LinkedHashMap<>(notFoundIn));
    }

    /** What one producer made now, and what it left to be made later (a build answering early). */
    private record Made(Produced produced, List<LateOutput> late, List<LateFamily.Pending> families) {
        Made(Produced produced) {
            this(produced, List.of(), List.of());
        }
    }

    /** A producer of {@link #PRODUCERS}, named for the reader (and for a test that lists them). */
    public record Producer(String name, OutputProducer producer) {}

    /** What one producer made. */
    public record Produced(String producer, List<Output> outputs) {}

    /** A redirect, where it sends ({@code Location}), and its body in each negotiated format. */
    public record RedirectPage(Redirect redirect, String location, RedirectBodies.Bodies bodies) {}

    /** An error page's body in each page format, and the language it is written in. */
    public record ErrorPage(String language, Map<OutputFormat, Representation> bodies) {}

    /**
     * Renders the site of {@code request}: every page of every language, then each producer's
     * outputs, the redirects' bodies and the error pages. With a memo, what the last build of the
     * same site rendered from equal inputs is reused (see {@link RenderMemo}).
     */
    public static BuildOutputs of(BuildRequest request) {
        return of(request, false, pages -> {});
    }

    /**
     * As {@link #of}, handing {@code pagesRendered} the outputs of every language's pages (the first
     * two of {@link #PRODUCERS}) as soon as they are rendered, before any other producer runs: a
     * reload shows an edit on its pages while the documents made from them are made (see {@code
     * snapshot.SnapshotRequest#showingPagesFirst}).
     */
    public static BuildOutputs of(BuildRequest request, Consumer<List<Output>> pagesRendered) {
        return of(request, false, pagesRendered);
    }

    /**
     * As {@link #of}, leaving each {@link LateProducer}'s outputs to be made when they are needed
     * ({@link #late}): what a start without a saved snapshot serves first, to answer before the long
     * tail is rendered (docs/architecture.md). Each is made exactly as {@link #of} makes it.
     */
    public static BuildOutputs answeringEarly(BuildRequest request) {
        return of(request, true, pages -> {});
    }

    private static BuildOutputs of(BuildRequest request, boolean answerEarly, Consumer<List<Output>> pagesRendered) {
        RenderMemo memo = request.memo();
        memo.startBuild();
        Site site = request.site();
        Site published = site.published(request.now());
        Site shown = request.preview() ? site : published;
        Map<String, String> banners = banners(request, shown);
        SiteRenderer renderer =
                new SiteRenderer(shown, request.baseUrl(), request.images(), banners, memo, request.now());
        Map<String, SiteRenderer> translations = translations(request, shown);
        BuildContext build = context(
                request, shown, published, banners.keySet(), renderer, translations, answerEarly, pagesRendered);
        // Side by side: each producer reads the build's context and nothing else, and most of them
        // make their documents on one thread (a large firm's reload left the second core idle for
        // most of its rendering). The list keeps PRODUCERS' order.
        List<Made> made = PRODUCERS.parallelStream()
                .map(entry -> !answerEarly
                        ? new Made(new Produced(entry.name(), entry.producer().produce(build)))
                        : switch (entry.producer()) {
                            case LateProducer producer ->
                                new Made(new Produced(entry.name(), List.of()), producer.late(build), List.of());
                            case LateFamily family ->
                                new Made(
                                        new Produced(entry.name(), List.of()), List.of(), List.of(family.later(build)));
                            default ->
                                new Made(new Produced(
                                        entry.name(), entry.producer().produce(build)));
                        })
                .toList();
        List<Produced> produced = made.stream().map(Made::produced).toList();
        List<LateOutput> late =
                made.stream().flatMap(each -> each.late().stream()).toList();
        List<LateFamily.Pending> lateFamilies =
                made.stream().flatMap(each -> each.families().stream()).toList();
        // A late output made after this keeps its parts in the memo as this build's, for the next
        // build to reuse; the memo compares a part's inputs, so a part is never reused for others.
        memo.endBuild();
        Map<String, ErrorPage> notFoundIn = new LinkedHashMap<>();
        translations.forEach((language, translated) -> notFoundIn.put(
                language, notFound(translated, language, shown.translations().get(language))));
        InterfaceStrings words = shown.strings();
        String language = shown.firm().language();
        return new BuildOutputs(
                produced,
                late,
                lateFamilies,
                site.redirects().stream()
                        .map(redirect -> redirectPage(site, request.baseUrl(), redirect))
                        .toList(),
                notFound(renderer, language, shown),
                new ErrorPage(
                        language,
                        renderer.message(words.text("methodNotAllowedTitle"), words.text("methodNotAllowedMessage"))),
                notFoundIn);
    }

    /** Every output, in the order of {@link #PRODUCERS}: what a snapshot is built from. */
    public List<Output> outputs() {
        return produced.stream()
                .flatMap(producer -> producer.outputs().stream())
                .toList();
    }

    /**
     * The build's context: the pages of every language rendered (the default language's, then each
     * other language's, in site.yaml order), handed to {@code pagesRendered} at once, and the
     * documentation ({@code /docs} and its pages), which lists them.
     */
    private static BuildContext context(
            BuildRequest request,
            Site shown,
            Site published,
            Set<String> unlisted,
            SiteRenderer renderer,
            Map<String, SiteRenderer> translations,
            boolean answerEarly,
            Consumer<List<Output>> pagesRendered) {
        // A build answering early plans the pages (their summaries are what the indexes list) and
        // renders each when it is asked for; any other renders them all now, on every core.
        Function<SiteRenderer, List<RenderedPage>> pagesOf =
                answerEarly ? SiteRenderer::planPages : SiteRenderer::renderPages;
        List<RenderedPage> pages = pagesOf.apply(renderer);
        Map<String, List<RenderedPage>> translated = new LinkedHashMap<>();
        translations.forEach((language, languageRenderer) -> translated.put(language, pagesOf.apply(languageRenderer)));
        if (answerEarly) {
            return context(request, shown, published, unlisted, pages, translated);
        }
        pagesRendered.accept(Stream.concat(
                        outputsOf(pages).stream(),
                        translated.values().stream().flatMap(List::stream).map(RenderedPage::output))
                .toList());
        return context(request, shown, published, unlisted, pages, translated);
    }

    private static BuildContext context(
            BuildRequest request,
            Site shown,
            Site published,
            Set<String> unlisted,
            List<RenderedPage> pages,
            Map<String, List<RenderedPage>> translated) {
        return new BuildContext(
                shown,
                published,
                unlisted,
                request.baseUrl(),
                request.images(),
                request.memo(),
                request.now(),
                request.preview(),
                pages,
                translated,
                DiscoveryDocuments.documentation(shown, request.baseUrl(), pages, translated, request.memo()));
    }

    /**
     * A renderer for each of the firm's other languages, in site.yaml order: each renders that
     * language's site at its own URLs ({@code /fr/…}; docs/decisions.md §9.4).
     */
    private static Map<String, SiteRenderer> translations(BuildRequest request, Site site) {
        Map<String, SiteRenderer> renderers = new LinkedHashMap<>();
        site.translations()
                .forEach((language, translated) -> renderers.put(
                        language,
                        new SiteRenderer(
                                LanguageLinks.of(site, language),
                                request.baseUrl(),
                                request.images(),
                                banners(request, translated),
                                request.memo().forLanguage(language),
                                request.now())));
        return renderers;
    }

    /** In a preview, the banner of each page the public does not see, by site path; else none. */
    private static Map<String, String> banners(BuildRequest request, Site site) {
        return request.preview() ? PreviewBanners.of(site, request.now()) : Map.of();
    }

    private static List<Output> outputsOf(List<RenderedPage> pages) {
        return pages.stream().map(RenderedPage::output).toList();
    }

    /** The home page of the default language, if the site has one: the first of its pages. */
    private static List<RenderedPage> homePage(List<RenderedPage> pages) {
        return pages.isEmpty() || !pages.getFirst().path().equals("/") ? List.of() : List.of(pages.getFirst());
    }

    private static List<RenderedPage> withoutHomePage(List<RenderedPage> pages) {
        return pages.subList(homePage(pages).size(), pages.size());
    }

    /** Each page of {@code pages}, made when it is asked for (made already, but in a build answering early). */
    private static List<LateOutput> latePages(List<RenderedPage> pages) {
        return pages.stream().map(LateOutput::of).toList();
    }

    private static List<LateOutput> translatedPages(BuildContext build) {
        return build.translated().values().stream()
                .flatMap(pages -> latePages(pages).stream())
                .toList();
    }

    /**
     * The Atom feeds of the public site ({@code listed}: no draft, nothing scheduled), the default
     * language's then each other language's, each with its archives.
     */
    private static List<LateOutput> feeds(BuildContext build) {
        List<LateOutput> outputs =
                new ArrayList<>(AtomFeeds.late(LanguageLinks.of(build.listed()), build.baseUrl(), build.memo()));
        build.listed()
                .translations()
                .keySet()
                .forEach(language -> outputs.addAll(
                        AtomFeeds.late(LanguageLinks.of(build.listed(), language), build.baseUrl(), build.memo())));
        return outputs;
    }

    private static ErrorPage notFound(SiteRenderer renderer, String language, Site site) {
        InterfaceStrings words = site.strings();
        return new ErrorPage(language, renderer.message(words.text("notFoundTitle"), words.text("notFoundMessage")));
    }

    private static RedirectPage redirectPage(Site site, String baseUrl, Redirect redirect) {
        String location = redirect.location(baseUrl);
        return new RedirectPage(
                redirect, location, RedirectBodies.render(redirect, location, wordsOfTarget(site, redirect)));
    }

    /**
     * The words of a redirect's bodies: redirects are the origin's, so the default language's, unless
     * the target is a page under another language's prefix (docs/decisions.md §9.12).
     */
    private static InterfaceStrings wordsOfTarget(Site site, Redirect redirect) {
        if (!redirect.to().startsWith("/")) {
            return site.strings();
        }
        return LanguagePath.of(site.firm())
                .prefix(redirect.to())
                .flatMap(language -> Optional.ofNullable(site.translations().get(language)))
                .map(Site::strings)
                .orElse(site.strings());
    }
}
