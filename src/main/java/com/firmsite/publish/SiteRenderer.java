package com.firmsite.publish;

import com.firmsite.content.Body;
import com.firmsite.content.Event;
import com.firmsite.content.ImageRef;
import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.JobOpening;
import com.firmsite.content.Lawyer;
import com.firmsite.content.MarkdownSource;
import com.firmsite.content.Page;
import com.firmsite.content.PageFiles;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.images.ImageLibrary;
import com.firmsite.output.Header;
import com.firmsite.output.Output;
import com.firmsite.output.OutputFormat;
import com.firmsite.output.Representation;
import com.firmsite.publish.Listings.PublicationItem;
import com.firmsite.publish.PageModel.BodyText;
import com.firmsite.publish.PageView.Meta;
import com.firmsite.publish.PageView.Social;
import com.firmsite.publish.PageView.SocialImage;
import com.firmsite.publish.WebPageData.Item;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.commonmark.renderer.html.AttributeProviderFactory;
import org.commonmark.renderer.html.HtmlRenderer;
import org.commonmark.renderer.markdown.MarkdownRenderer;

/**
 * Renders every page of a site once in each page format ({@link PageFormats}: HTML and Markdown),
 * from the same parsed bodies: a page is a {@link PageModel} that each format's templates render.
 * The output list is in site order (the order of llms.txt, sitemaps and llms-full.txt).
 */
public final class SiteRenderer {
    /** The publications' index: a page a translation may not have yet. */
    private static final String PUBLICATIONS = "/publications";

    /** The events' index, which firmsite writes itself: no page of the content folder is its. */
    private static final String EVENTS = "/events";

    private static final String CAREERS = "/careers";

    private final Site site;
    private final String baseUrl;
    private final StructuredData things;
    private final WebPageData pageData;
    private final PageViews views;
    private final Listings listings;
    private final EventListings eventListings;
    /** The instant the site is rendered at: which events are upcoming, which past. */
    private final Instant now;

    private final MarkdownRenderer markdownRenderer;
    private final Pictures pictures;
    private final HtmlRenderer bodies;
    private final Map<String, String> banners;
    private final ImageLibrary images;
    private final LanguageLinks links;
    /** The templates of each page format. */
    private final PageFormats formats;
    /** What this renderer reuses of the last render of its site, and keeps for the next. */
    private final RenderMemo.Render render;

    /** How many of its latest publications a practice area's or a team member's page shows. */
    public static final int LATEST = 5;

    /** How many of its people a practice area's page shows before the link to all of them. */
    public static final int AREA_MEMBERS = 12;

    /** A renderer of a site without images (its pages show none). */
    public SiteRenderer(Site site, String baseUrl) {
        this(site, baseUrl, ImageLibrary.EMPTY, Map.of());
    }

    /** A renderer of a site whose pages show the images of {@code images}. */
    public SiteRenderer(Site site, String baseUrl, ImageLibrary images) {
        this(site, baseUrl, images, Map.of());
    }

    /**
     * A renderer whose pages show the images of {@code images}; for an editors' preview, {@code
     * banners} says, by site path, what the banner of each page the public does not see says (see
     * {@link PreviewBanners}).
     */
    public SiteRenderer(Site site, String baseUrl, ImageLibrary images, Map<String, String> banners) {
        this(site, baseUrl, images, banners, RenderMemo.NONE);
    }

    /** As above, reusing the pages of the last render with {@code memo} whose inputs are unchanged. */
    public SiteRenderer(Site site, String baseUrl, ImageLibrary images, Map<String, String> banners, RenderMemo memo) {
        this(LanguageLinks.of(site), baseUrl, images, banners, memo, Instant.now());
    }

    /** As above, rendered as at {@code now} (a build's instant). */
    public SiteRenderer(
            Site site, String baseUrl, ImageLibrary images, Map<String, String> banners, RenderMemo memo, Instant now) {
        this(LanguageLinks.of(site), baseUrl, images, banners, memo, now);
    }

    /**
     * A renderer of one language's site, {@code links.site()}: the default language's ({@link
     * LanguageLinks#of(Site)}) or a translation's ({@link LanguageLinks#of(Site, String)}). Its
     * pages' paths are URL paths ({@code /fr/about}), its links stay in that language where the
     * target is translated (docs/decisions.md §9.7), and a fixed page the translation lacks is not
     * rendered.
     */
    public SiteRenderer(
            LanguageLinks links, String baseUrl, ImageLibrary images, Map<String, String> banners, RenderMemo memo) {
        this(links, baseUrl, images, banners, memo, Instant.now());
    }

    /** As above, rendered as at {@code now}: the events that have ended by then are past. */
    public SiteRenderer(
            LanguageLinks links,
            String baseUrl,
            ImageLibrary images,
            Map<String, String> banners,
            RenderMemo memo,
            Instant now) {
        Site site = links.site();
        this.now = now;
        this.links = links;
        this.site = site;
        this.images = images;
        this.banners = banners;
        this.pictures = new Pictures(images);
        this.bodies = HtmlRenderer.builder()
                .extensions(MarkdownSource.EXTENSIONS)
                .nodeRendererFactory(BodyImages.factory(pictures))
                .attributeProviderFactory(languageOfLinks(links))
                .build();
        this.baseUrl = baseUrl;
        this.things = new StructuredData(links, baseUrl, pictures);
        this.pageData = new WebPageData(site, baseUrl, things);
        this.views = new PageViews(site, baseUrl, pageData, banners, links);
        this.listings = new Listings(site, links.original());
        this.eventListings = new EventListings(site, links.original());
        this.markdownRenderer = MarkdownRenderer.builder()
                .extensions(MarkdownSource.EXTENSIONS)
                .nodeRendererFactory(AbsoluteLinks.factory(baseUrl, links::href))
                .build();
        this.formats = new PageFormats(pictures, new MarkdownText(baseUrl, site, links::href));
        this.render = memo.begin(this::frame);
    }

    /**
     * Every page, in site order. With a memo, a page whose inputs are those of the last render (the
     * records it shows; the frame every page shares is checked once, see {@link RenderMemo}) is
     * the last render's, lists included (each page by what it shows).
     */
    public List<RenderedPage> renderPages() {
        List<RenderedPage> pages = planPages();
        // Pages are independent and the renderers keep no mutable state: render on every core
        // (start-up time of large sites).
        pages.parallelStream().forEach(RenderedPage::output);
        return pages;
    }

    /**
     * Every page, in site order, as {@link #renderPages} gives them, each with its summary but its
     * output not rendered yet (unless the memo kept it): each is rendered when it is first asked
     * for. A start without a saved snapshot answers before rendering them (docs/architecture.md).
     */
    public List<RenderedPage> planPages() {
        // The filtered lists and the filters every list page shows, worked out once for the site.
        List<ListPages.PublicationList> publicationLists = ListPages.publicationLists(site);
        List<ListPages.TeamList> teamLists = ListPages.teamLists(site);
        PublicationFilters publicationFilters = PublicationFilters.of(site, publicationLists);
        TeamFilters teamFilters = TeamFilters.of(teamLists);
        List<Supplier<RenderedPage>> pages = new ArrayList<>();
        if (site.has("/")) {
            pages.add(guarded(
                    "/",
                    () -> render.page(
                            "/",
                            List.of(site.home(), latest(), listings.areas(), site.team(), latestPublications()),
                            this::home)));
        }
        site.page("/about").ifPresent(about -> pages.add(guarded(about.path(), () -> plain(about, "AboutPage"))));
        if (site.has("/practice-areas")) {
            pages.add(guarded(
                    "/practice-areas",
                    () -> render.page(
                            "/practice-areas",
                            List.of(site.practiceAreasIntro(), listings.areas()),
                            this::practiceAreas)));
        }
        site.practiceAreas()
                .forEach(area -> pages.add(guarded(
                        area.path(),
                        () -> render.page(
                                area.path(),
                                List.of(
                                        area,
                                        listings.members(first(site.lawyersIn(area), AREA_MEMBERS)),
                                        site.lawyersIn(area).size(),
                                        listings.publications(first(site.publicationsIn(area), LATEST)),
                                        site.publicationsIn(area).size()),
                                () -> practiceArea(area)))));
        if (site.has("/team")) {
            Page intro = site.teamIntro();
            ListPages.TeamList whole = new ListPages.TeamList(
                    "/team",
                    intro.title(),
                    intro.title(),
                    intro.description(),
                    ListPages.inRoleOrder(site, site.team()));
            addTeamList(pages, "/team", whole, teamFilters);
        }
        teamLists.forEach(list -> addTeamList(pages, "/team", list, teamFilters));
        site.team()
                .forEach(lawyer -> pages.add(guarded(
                        lawyer.path(),
                        () -> render.page(
                                lawyer.path(),
                                List.of(
                                        lawyer,
                                        listings.member(lawyer),
                                        listings.publications(first(site.publicationsBy(lawyer), LATEST)),
                                        site.publicationsBy(lawyer).size()),
                                () -> lawyer(lawyer)))));
        if (site.has(PUBLICATIONS)) {
            Page intro = site.publicationsIntro();
            ListPages.PublicationList whole = new ListPages.PublicationList(
                    PUBLICATIONS, intro.title(), intro.title(), intro.description(), site.publications());
            addPublicationList(pages, PUBLICATIONS, whole, publicationFilters);
        }
        publicationLists.forEach(list -> addPublicationList(pages, sourceOf(list), list, publicationFilters));
        site.publications()
                .forEach(publication -> pages.add(guarded(publication.path(), () -> {
                    PublicationItem item = listings.publication(publication);
                    return render.page(
                            publication.path(),
                            List.of(item, listings.members(item.authors())),
                            () -> publication(publication, item));
                })));
        if (site.has(EVENTS)) {
            List<Event> upcoming = site.upcomingEvents(now);
            List<Event> past = site.pastEvents(now);
            for (Paging paging : Paging.of(EVENTS, upcoming.size() + past.size(), pageSize())) {
                pages.add(guarded(EVENTS, () -> events(upcoming, past, paging)));
            }
        }
        site.events()
                .forEach(event -> pages.add(guarded(event.path(), () -> {
                    EventListings.EventItem item = eventListings.event(event);
                    return render.page(event.path(), List.of(event, item), () -> event(event, item));
                })));
        site.jobOpenings()
                .forEach(job -> pages.add(guarded(job.path(), () -> {
                    EventListings.JobItem item = eventListings.job(job);
                    return render.page(job.path(), List.of(job, item), () -> jobOpening(job, item));
                })));
        if (site.has("/contact")) {
            pages.add(guarded("/contact", () -> render.page("/contact", site.contact(), this::contact)));
        }
        site.page("/legal").ifPresent(legal -> pages.add(guarded(legal.path(), () -> plain(legal, "WebPage"))));
        site.page("/privacy").ifPresent(privacy -> pages.add(guarded(privacy.path(), () -> plain(privacy, "WebPage"))));
        site.otherPages().forEach(page -> {
            if (page.path().equals(CAREERS)) {
                // The open positions are a list in pages (docs/decisions.md §1.12); the page's own
                // text heads the first.
                for (Paging paging : Paging.of(CAREERS, site.jobOpenings().size(), pageSize())) {
                    pages.add(guarded(page.path(), () -> careers(page, paging)));
                }
            } else {
                pages.add(guarded(page.path(), () -> plain(page, "WebPage")));
            }
        });
        // Choosing what each page shows compares its records with the memo's: on every core. The
        // list stays in site order.
        List<RenderedPage> rendered = pages.parallelStream().map(Supplier::get).toList();
        render.end();
        return rendered;
    }

    /**
     * {@code page}, failing with a {@link RenderFailure} that names the content file of {@code
     * source} (the page's own, or the practice area of its filtered publication list) in this
     * site's language: whatever goes wrong while rendering a page, a stack overflow included, is
     * then one line at the file it came from (docs/decisions.md §8.6).
     */
    private Supplier<RenderedPage> guarded(String source, Supplier<RenderedPage> page) {
        return () -> {
            try {
                return page.get().failingAs(e -> failure(source, e));
            } catch (RuntimeException | StackOverflowError e) {
                throw failure(source, e);
            }
        };
    }

    /** {@code e}, thrown while planning or rendering the page of {@code source}, as one line at its file. */
    private RenderFailure failure(String source, Throwable e) {
        if (e instanceof RenderFailure failure) {
            return failure;
        }
        String folder = links.language().equals(links.original().firm().language()) ? "" : links.language() + "/";
        return new RenderFailure(folder + PageFiles.fileName(source), e);
    }

    /**
     * What every team member's and publication's page shows besides its own records: the firm
     * (site.yaml), the other pages (breadcrumbs), the practice areas, the images as pages show them
     * (sizes and variant URLs), the base URL and the preview banners.
     */
    private List<Object> frame() {
        return frame(links, baseUrl, images, banners);
    }

    /**
     * The frame of the pages a renderer of {@code links.site()} renders with these images and
     * banners (see {@link #frame()}): what a page rendered outside the site's pages (such as {@code
     * /docs}) is kept with, besides its own text.
     */
    public static List<Object> frame(
            LanguageLinks links, String baseUrl, ImageLibrary images, Map<String, String> banners) {
        Site site = links.site();
        List<Object> pictured = images.all().stream()
                .map(image -> List.of(
                        image.sitePath(),
                        image.width(),
                        image.height(),
                        image.format(),
                        image.variants().stream()
                                .map(v -> List.of(v.url(), v.width(), v.height(), v.format()))
                                .toList()))
                .collect(java.util.stream.Collectors.toList());
        return List.of(
                baseUrl,
                banners,
                site.firm(),
                List.copyOf(site.pages()),
                List.copyOf(site.practiceAreas()),
                pictured,
                site.strings(),
                translatedPaths(links));
    }

    /**
     * Which pages and items each language has: a page's hreflang alternates and the links that
     * lead to another language depend on it, so adding or removing a translation renders every page.
     */
    private static Map<String, List<String>> translatedPaths(LanguageLinks links) {
        Map<String, List<String>> paths = new LinkedHashMap<>();
        links.original().translations().forEach((language, translated) -> paths.put(language, translated.paths()));
        return paths;
    }

    /**
     * A page that is not part of the content folder (such as {@code /docs}) in the site's frame:
     * header, navigation, breadcrumbs, canonical and social tags, JSON-LD {@code WebPage}, footer
     * with the legal notice. {@code markdownBody} is the twin's body without title or notice.
     */
    public Output standalonePage(String path, String title, String description, String bodyHtml, String markdownBody) {
        PageView view = views.view(
                path,
                title,
                description,
                Social.website(),
                List.of(pageData.page("WebPage", path, title, description)));
        PageModel page = new PageModel.PlainPage(view, new BodyText(bodyHtml, markdownBody), List.of());
        return page(links.href(path), formats.render(page));
    }

    /**
     * A page at {@code url}: its language, and the firm's one content policy as {@code Content-Signal} and
     * AIPREF {@code Content-Usage} on every representation (docs/decisions.md §5.12).
     */
    private Output page(String url, Map<OutputFormat, Representation> representations) {
        return Output.page(url, representations)
                .withHeader(Header.contentLanguage(links.language()))
                .withHeader(Header.contentSignal(site.firm().contentSignal()))
                .withHeader(Header.contentUsage(site.firm().contentUsage()));
    }

    /** The body of the negotiated 404 and 405 pages, in each page format. */
    public Map<OutputFormat, Representation> message(String title, String message) {
        return formats.render(new PageModel.MessagePage(views.message(title, message), message));
    }

    // ---- one method per page kind ----

    private RenderedPage home() {
        Page page = site.home();
        RenderedPage rendered = rendered(page, () -> {
            PageView view = views.view(
                    page.path(),
                    page.title(),
                    page.description(),
                    Social.website(),
                    List.of(things.firm(), pageData.website()));
            return new PageModel.HomePage(view, site, bodyText(page.body()), listings.areas(), latest());
        });
        // It lists the latest publications: it changes when one goes live.
        return rendered.changedOn(latestChange(page.body().lastModified(), latestPublications()));
    }

    /** A page of its own: its body, and the pages of its folder when it heads one ({@code about.md} beside {@code about/}). */
    private RenderedPage plain(Page page, String type) {
        // Its children are pages of the frame.
        return render.page(page.path(), List.of(page, type), () -> renderPlain(page, type));
    }

    /**
     * A page of {@code /careers}: the open positions, {@code pageSize} to a page, each a {@code
     * JobPosting} of its own page; the first page has the page's own text and the pages of its folder.
     */
    private RenderedPage careers(Page page, Paging paging) {
        List<EventListings.JobItem> openings = eventListings.jobs(paging.slice(site.jobOpenings(), pageSize()));
        boolean first = paging.number() == 1;
        return render.page(paging.path(), List.of(page, openings, paging), () -> {
            String title = pagedTitle(page.title(), paging);
            LocalDate changed = openings.stream()
                    .map(o -> o.job().body().lastModified())
                    .reduce(page.body().lastModified(), (a, b) -> a.isAfter(b) ? a : b);
            return noindex(page, rendered(paging.path(), title, page.description(), changed, () -> {
                List<Item> items = openings.stream()
                        .map(o -> new Item(o.job().title(), links.href(o.job().path())))
                        .toList();
                PageView view = views.view(
                                paging.path(),
                                title,
                                page.description(),
                                Social.website(),
                                List.of(pageData.collection(
                                        links.href(paging.path()), title, page.description(), items)),
                                page.noindex())
                        .withPaging(paging);
                List<Page> children = first ? site.childrenOf(page.path()) : List.of();
                BodyText body = first ? bodyText(page.body()) : BodyText.EMPTY;
                return new PageModel.CareersPage(view, body, children, openings, first);
            }));
        });
    }

    private RenderedPage jobOpening(JobOpening job, EventListings.JobItem item) {
        return rendered(job.path(), job.title(), job.description(), job.body().lastModified(), () -> {
            BodyText body = freshBodyText(job.body());
            PageView view = views.view(
                    job.path(),
                    job.title(),
                    job.description(),
                    Social.website(),
                    List.of(things.jobPosting(job, body.html())));
            return new PageModel.JobOpeningPage(view, item, body);
        });
    }

    /**
     * A page of {@code /events}: upcoming first (soonest first), then past (latest first), as at the
     * build's instant, {@code pageSize} to a page as every list (a large firm's years of seminars
     * are many pages, not one page that grows).
     */
    private RenderedPage events(List<Event> allUpcoming, List<Event> allPast, Paging paging) {
        InterfaceStrings words = site.strings();
        String title = pagedTitle(words.text("events"), paging);
        String description =
                words.text("eventsDescription", Map.of("firm", site.firm().name()));
        List<Event> shown = paging.slice(
                Stream.concat(allUpcoming.stream(), allPast.stream()).toList(), pageSize());
        // The slice is upcoming events, then past ones: it has upcoming ones while the page starts among them.
        int upcomingShown = (int) Math.max(
                0, Math.min(shown.size(), allUpcoming.size() - (long) (paging.number() - 1) * pageSize()));
        List<EventListings.EventItem> upcoming = eventListings.events(shown.subList(0, upcomingShown));
        List<EventListings.EventItem> past = eventListings.events(shown.subList(upcomingShown, shown.size()));
        // Every page of the list moves when an event is added, edited or ends.
        LocalDate changed = site.events().stream()
                .map(e -> e.body().lastModified())
                .max(LocalDate::compareTo)
                .orElse(LocalDate.EPOCH);
        return render.page(
                paging.path(),
                List.of(upcoming, past, paging, changed),
                () -> rendered(paging.path(), title, description, changed, () -> {
                    List<Item> items = shown.stream()
                            .map(e -> new Item(e.title(), links.href(e.path())))
                            .toList();
                    PageView view = listView(paging, title, description, items);
                    return new PageModel.EventsPage(view, upcoming, past, paging.number() == 1);
                }));
    }

    private RenderedPage event(Event event, EventListings.EventItem item) {
        return rendered(
                event.path(), event.title(), event.description(), event.body().lastModified(), () -> {
                    PageView view = views.view(
                            event.path(),
                            event.title(),
                            event.description(),
                            Social.website().withImage(socialImage(event.image())),
                            List.of(things.event(event)));
                    return new PageModel.EventPage(view, item, freshBodyText(event.body()));
                });
    }

    private RenderedPage renderPlain(Page page, String type) {
        return rendered(page, () -> {
            PageView view = views.view(
                    page.path(),
                    page.title(),
                    page.description(),
                    Social.website(),
                    List.of(pageData.page(type, links.href(page.path()), page.title(), page.description())),
                    page.noindex());
            List<Page> children = site.childrenOf(page.path());
            return new PageModel.PlainPage(view, bodyText(page.body()), children);
        });
    }

    private RenderedPage contact() {
        Page page = site.contact();
        return rendered(page, () -> {
            PageView view = views.view(
                    page.path(),
                    page.title(),
                    page.description(),
                    Social.website(),
                    List.of(pageData.contact(links.href(page.path()), page.title(), page.description())));
            return new PageModel.ContactPage(view, site.firm(), bodyText(page.body()));
        });
    }

    private RenderedPage practiceAreas() {
        Page page = site.practiceAreasIntro();
        return rendered(page, () -> {
            List<Item> items = site.practiceAreas().stream()
                    .map(a -> new Item(a.title(), links.href(a.path())))
                    .toList();
            PageView view = views.view(
                    page.path(),
                    page.title(),
                    page.description(),
                    Social.website(),
                    List.of(pageData.collection(links.href(page.path()), page.title(), page.description(), items)));
            return new PageModel.PracticeAreasPage(view, bodyText(page.body()), listings.areas());
        });
    }

    /**
     * A practice area's page: its first people and latest publications, each with a link to the
     * whole list ({@code /team/area/<slug>} when there are more people, {@code
     * /practice-areas/<slug>/publications}).
     */
    private RenderedPage practiceArea(PracticeArea area) {
        List<Lawyer> everyone = site.lawyersIn(area);
        List<Publication> all = site.publicationsIn(area);
        LocalDate changed = latestChange(area.body().lastModified(), first(all, LATEST));
        return rendered(area.path(), area.title(), area.description(), changed, () -> {
            List<Listings.MemberItem> members = listings.members(first(everyone, AREA_MEMBERS));
            List<PublicationItem> publications = listings.publications(first(all, LATEST));
            PageView view = views.view(
                    area.path(),
                    area.title(),
                    area.description(),
                    Social.website(),
                    List.of(things.practiceArea(area)));
            return new PageModel.PracticeAreaPage(
                    view, area, bodyText(area.body()), members, everyone.size(), publications, all.size());
        });
    }

    private RenderedPage lawyer(Lawyer lawyer) {
        List<Publication> written = site.publicationsBy(lawyer);
        LocalDate changed = latestChange(lawyer.body().lastModified(), first(written, LATEST));
        return rendered(lawyer.path(), lawyer.name(), lawyer.description(), changed, () -> {
            Listings.MemberItem member = listings.member(lawyer);
            // The latest few; the whole list is a page of its own (/team/<slug>/publications).
            List<PublicationItem> publications = listings.publications(first(written, LATEST));
            PageView view = views.view(
                    lawyer.path(),
                    lawyer.name(),
                    lawyer.description(),
                    new Social("profile", List.of()).withImage(socialImage(lawyer.photo())),
                    List.of(things.person(lawyer)));
            return new PageModel.LawyerPage(view, member, freshBodyText(lawyer.body()), publications, written.size());
        });
    }

    /** Each page of the publications' list {@code list} (see {@link #addListPages}). */
    private void addPublicationList(
            List<Supplier<RenderedPage>> pages,
            String source,
            ListPages.PublicationList list,
            PublicationFilters allFilters) {
        PublicationFilters filters = allFilters.at(list.path());
        addListPages(
                pages,
                source,
                list.path(),
                list.entries().size(),
                paging -> List.of(
                        list.title(),
                        list.description(),
                        listings.publications(paging.slice(list.entries(), pageSize())),
                        paging,
                        filters,
                        site.page(PUBLICATIONS)),
                paging -> publicationIndex(list, paging, filters));
    }

    /**
     * Each page of the list at {@code path}, the last render's when what it shows is unchanged: an
     * edit to one publication renders again the few list pages that show it (and all of them only
     * when a filter's count changes), not the thousands of a large firm (docs/architecture.md, the
     * render memo).
     *
     * @param shows what a page is rendered from: the list's own words and what that page shows,
     *     never the whole list (comparing ten thousand records for each of its pages would cost what
     *     rendering does)
     */
    private void addListPages(
            List<Supplier<RenderedPage>> pages,
            String source,
            String path,
            int entries,
            Function<Paging, Object> shows,
            Function<Paging, RenderedPage> renderPage) {
        for (Paging paging : Paging.of(path, entries, pageSize())) {
            pages.add(guarded(
                    source, () -> render.page(paging.path(), shows.apply(paging), () -> renderPage.apply(paging))));
        }
    }

    /**
     * The content file a list's failure is reported at: a practice area's or an author's own,
     * else the publications' index.
     */
    private String sourceOf(ListPages.PublicationList list) {
        boolean underItsOwner = list.path().startsWith("/team/") || ListPages.isAreaPublications(list.path());
        return underItsOwner ? list.path().substring(0, list.path().lastIndexOf('/')) : PUBLICATIONS;
    }

    private RenderedPage publicationIndex(ListPages.PublicationList list, Paging paging, PublicationFilters filters) {
        List<Publication> shown = paging.slice(list.entries(), pageSize());
        boolean whole = list.path().equals(PUBLICATIONS);
        // The index's introduction heads its first page; a filtered list leads with its description.
        // A translation that has the lists but not yet the publications' index shows them without
        // the index's introduction, whose words it would otherwise borrow (docs/decisions.md §9.3).
        Optional<Body> intro = paging.number() == 1 && (whole || ListPages.isAreaPublications(list.path()))
                ? site.page(PUBLICATIONS).map(Page::body)
                : Optional.empty();
        String lead = whole ? "" : list.description();
        String title = pagedTitle(list.title(), paging);
        LocalDate own =
                site.page(PUBLICATIONS).map(page -> page.body().lastModified()).orElse(LocalDate.EPOCH);
        return rendered(paging.path(), title, list.description(), latestChange(own, shown), () -> {
            List<Item> items = shown.stream()
                    .map(p -> new Item(p.title(), links.href(p.path())))
                    .toList();
            PageView view = listView(paging, title, list.description(), items);
            BodyText introText = intro.map(this::bodyText).orElse(BodyText.EMPTY);
            return new PageModel.PublicationsPage(view, lead, introText, filters, listings.byYear(shown));
        });
    }

    /** Each page of the team's list {@code list} (see {@link #addListPages}). */
    private void addTeamList(
            List<Supplier<RenderedPage>> pages, String source, ListPages.TeamList list, TeamFilters allFilters) {
        TeamFilters filters = allFilters.at(list.path());
        addListPages(
                pages,
                source,
                list.path(),
                list.entries().size(),
                paging -> List.of(
                        list.title(),
                        list.description(),
                        listings.members(paging.slice(list.entries(), pageSize())),
                        paging,
                        filters,
                        site.teamIntro()),
                paging -> teamIndex(list, paging, filters));
    }

    private RenderedPage teamIndex(ListPages.TeamList list, Paging paging, TeamFilters filters) {
        List<Lawyer> shown = paging.slice(list.entries(), pageSize());
        Page intro = site.teamIntro();
        boolean whole = list.path().equals("/team");
        String title = pagedTitle(list.title(), paging);
        return rendered(paging.path(), title, list.description(), intro.body().lastModified(), () -> {
            List<Item> items = shown.stream()
                    .map(l -> new Item(l.name(), links.href(l.path())))
                    .toList();
            PageView view = listView(paging, title, list.description(), items);
            BodyText introText = whole && paging.number() == 1 ? bodyText(intro.body()) : BodyText.EMPTY;
            return new PageModel.TeamPage(
                    view, whole ? "" : list.description(), introText, filters, listings.byRole(shown));
        });
    }

    /** The view of a page of a list: a collection of {@code items}, linked to the list's other pages. */
    private PageView listView(Paging paging, String title, String description, List<Item> items) {
        return views.view(
                        paging.path(),
                        title,
                        description,
                        Social.website(),
                        List.of(pageData.collection(links.href(paging.path()), title, description, items)))
                .withPaging(paging);
    }

    /** A list's title on its later pages says which page it is: no two pages share a title. */
    private String pagedTitle(String title, Paging paging) {
        return paging.number() == 1
                ? title
                : site.strings()
                        .text(
                                "pagedTitle",
                                Map.of(
                                        "title",
                                        title,
                                        "number",
                                        String.valueOf(paging.number()),
                                        "pages",
                                        String.valueOf(paging.pages())));
    }

    private int pageSize() {
        return site.firm().pageSize();
    }

    private RenderedPage publication(Publication publication, PublicationItem item) {
        return rendered(
                publication.path(),
                publication.title(),
                publication.description(),
                changed(publication),
                () -> publicationModel(publication, item));
    }

    private PageModel publicationModel(Publication publication, PublicationItem item) {
        List<Meta> properties = new ArrayList<>();
        properties.add(new Meta(
                "property", "article:published_time", publication.date().toString()));
        properties.add(new Meta("property", "article:section", site.publicationType(publication.type())));
        item.authors()
                .forEach(a -> properties.add(new Meta("property", "article:author", baseUrl + links.href(a.path()))));
        item.areas().forEach(a -> properties.add(new Meta("property", "article:tag", a.title())));
        List<Listings.MemberItem> authors = listings.members(item.authors());
        PageView view = views.view(
                publication.path(),
                publication.title(),
                publication.description(),
                new Social("article", properties).withImage(socialImage(publication.image())),
                List.of(things.article(publication)));
        return new PageModel.PublicationPage(view, item, freshBodyText(publication.body()), authors);
    }

    // ---- shared pieces ----

    /** A page's own image in link previews: the original, full size (previews crop it themselves). */
    private Optional<SocialImage> socialImage(Optional<ImageRef> image) {
        return image.flatMap(ref -> pictures.find(ref)
                .filter(found -> found.isRaster())
                .map(found -> new SocialImage(baseUrl + ref.path(), found.width(), found.height(), ref.alt())));
    }

    /** The later of {@code own} (a page's file) and the last change of the publications it lists. */
    private static LocalDate latestChange(LocalDate own, List<Publication> listed) {
        return Stream.concat(Stream.of(own), listed.stream().map(SiteRenderer::changed))
                .max(LocalDate::compareTo)
                .orElseThrow();
    }

    /**
     * The day a publication last changed for its readers: its file's last change, or the day it went
     * live if that is later (a publication written on Friday and scheduled for Monday appears on Monday).
     */
    private static LocalDate changed(Publication publication) {
        LocalDate live = LocalDate.ofInstant(publication.published(), java.time.ZoneOffset.UTC);
        return live.isAfter(publication.body().lastModified())
                ? live
                : publication.body().lastModified();
    }

    /** The first {@code count} of {@code all}. */
    private static <T> List<T> first(List<T> all, int count) {
        return List.copyOf(all.subList(0, Math.min(count, all.size())));
    }

    private List<PublicationItem> latest() {
        return listings.publications(latestPublications());
    }

    /** The publications the home page lists, newest first. */
    private List<Publication> latestPublications() {
        return site.publications().subList(0, Math.min(3, site.publications().size()));
    }

    /** {@code page} with its own title, description and date, its output made from {@code model} when asked for. */
    private RenderedPage rendered(Page page, Supplier<PageModel> model) {
        return noindex(
                page,
                rendered(
                        page.path(),
                        page.title(),
                        page.description(),
                        page.body().lastModified(),
                        model));
    }

    /** {@code rendered} with the {@code X-Robots-Tag} of a page its file keeps out of search engines' indexes. */
    private static RenderedPage noindex(Page page, RenderedPage rendered) {
        if (!page.noindex()) {
            return rendered;
        }
        return rendered.withOutput(output -> output.withHeader(Header.NOINDEX));
    }

    /**
     * A page's summary now, its output made from {@code model} when it is first asked for (see
     * {@link RenderedPage}): what it shows is chosen here, its view and templates run then.
     */
    private RenderedPage rendered(
            String path, String title, String description, LocalDate lastModified, Supplier<PageModel> model) {
        String url = links.href(path);
        return RenderedPage.later(url, title, description, lastModified, () -> page(url, formats.render(model.get())));
    }

    /**
     * A body's link to a site path leads to the page in this language, or, when it is not translated,
     * to the default language's page marked with its language (docs/decisions.md §9.7).
     */
    private static AttributeProviderFactory languageOfLinks(LanguageLinks links) {
        return context -> (node, tagName, attributes) -> {
            String href = attributes.get("href");
            if (node instanceof org.commonmark.node.Link && href != null) {
                attributes.put("href", links.href(href));
                links.otherLanguage(href).ifPresent(language -> {
                    attributes.put("hreflang", language);
                    attributes.put("lang", language);
                });
            }
        };
    }

    /**
     * Renders bodies of {@code links}' language as HTML, images as they are written and links in that
     * language (the Atom feeds' content); in the default language every link stays as written.
     */
    static HtmlRenderer feedHtml(LanguageLinks links) {
        return HtmlRenderer.builder()
                .extensions(MarkdownSource.EXTENSIONS)
                .attributeProviderFactory(languageOfLinks(links))
                .build();
    }

    /** A body in each page format, as the last render left it when its source is unchanged. */
    private BodyText bodyText(Body body) {
        return new BodyText(bodyHtml(body), body(body));
    }

    /**
     * A body in each page format, rendered now: for the team members' and publications' pages,
     * which the memo keeps whole (keeping their bodies too would hold a large site's text twice).
     */
    private BodyText freshBodyText(Body body) {
        return new BodyText(freshBodyHtml(body), freshBody(body));
    }

    /** A body as a page shows it: its images with their widths and formats ({@link BodyImages}). */
    private String bodyHtml(Body body) {
        return render.body(true, body, () -> freshBodyHtml(body));
    }

    /** A body as a Markdown twin shows it (absolute links). */
    private String body(Body body) {
        return render.body(false, body, () -> freshBody(body));
    }

    /** As {@link #bodyHtml}, rendered now (see {@link #freshBodyText}). */
    private String freshBodyHtml(Body body) {
        return bodies.render(body.document());
    }

    private String freshBody(Body body) {
        return markdownRenderer.render(body.document()).strip();
    }
}
