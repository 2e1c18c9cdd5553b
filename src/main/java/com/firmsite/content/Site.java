package com.firmsite.content;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * A whole loaded and validated content folder, drafts included. Immutable; {@link #published()} is
 * the view the public site is rendered from (a preview renders this one whole).
 *
 * @param pages every page in site order: the fixed pages first, then the others by path
 * @param redirects the entries of {@code redirects.yaml}, validated (none without the file; none in a
 *     translation: redirects are the origin's)
 * @param translations the site in each of the firm's other languages, in site.yaml {@code languages}
 *     order (docs/decisions.md §9.4): same paths and slugs, only the items translated into it, facts
 *     from the originals, {@code firm().language()} its language; empty in a translation itself and
 *     for a one-language firm
 * @param strings the interface words of this site's language (docs/decisions.md §9.5): built-in,
 *     overridden by the firm's {@code content/<lang>/strings.yaml}
 * @param warnings what the loader found worth saying but not wrong (a skipped heading level), at its
 *     file and line: {@code check} prints them and {@code serve} logs them; none fails anything
 */
public record Site(
        Firm firm,
        List<Page> pages,
        List<PracticeArea> practiceAreas,
        List<Lawyer> team,
        List<Publication> publications,
        List<Event> events,
        List<JobOpening> jobOpenings,
        List<Redirect> redirects,
        Map<String, Site> translations,
        InterfaceStrings strings,
        List<ContentError> warnings) {

    /** Pages that firmsite renders with templates of their own, and needs: their files must exist. */
    public static final List<String> FIXED_PAGES =
            List.of("/", "/about", "/practice-areas", "/team", "/publications", "/contact", "/legal", "/privacy");

    /** The lists are indexed by slug (pages by path): every lookup below is constant time, not a scan. */
    public Site {
        pages = SlugIndex.of(pages, Page::path);
        practiceAreas = SlugIndex.of(practiceAreas, PracticeArea::slug);
        team = SlugIndex.of(team, Lawyer::slug);
        publications = SlugIndex.of(publications, Publication::slug);
        events = SlugIndex.of(events, Event::slug);
        jobOpenings = SlugIndex.of(jobOpenings, JobOpening::slug);
        redirects = List.copyOf(redirects);
        translations = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(translations));
        warnings = List.copyOf(warnings);
    }

    /** A site of {@code firm} to fill in: every list empty, the built-in strings of its language. */
    public static Builder builder(Firm firm) {
        return new Builder(firm);
    }

    /** A builder holding this site, to change some of it. */
    public Builder toBuilder() {
        return new Builder(firm)
                .pages(pages)
                .practiceAreas(practiceAreas)
                .team(team)
                .publications(publications)
                .events(events)
                .jobOpenings(jobOpenings)
                .redirects(redirects)
                .translations(translations)
                .strings(strings)
                .warnings(warnings);
    }

    /** Builds a {@link Site} by name: what is not set is empty (strings: the built-in ones). */
    public static final class Builder {
        private final Firm firm;
        private List<Page> pages = List.of();
        private List<PracticeArea> practiceAreas = List.of();
        private List<Lawyer> team = List.of();
        private List<Publication> publications = List.of();
        private List<Event> events = List.of();
        private List<JobOpening> jobOpenings = List.of();
        private List<Redirect> redirects = List.of();
        private Map<String, Site> translations = Map.of();
        private Optional<InterfaceStrings> strings = Optional.empty();
        private List<ContentError> warnings = List.of();

        private Builder(Firm firm) {
            this.firm = firm;
        }

        public Builder pages(List<Page> pages) {
            this.pages = pages;
            return this;
        }

        public Builder practiceAreas(List<PracticeArea> practiceAreas) {
            this.practiceAreas = practiceAreas;
            return this;
        }

        public Builder team(List<Lawyer> team) {
            this.team = team;
            return this;
        }

        public Builder publications(List<Publication> publications) {
            this.publications = publications;
            return this;
        }

        /** The events, by start (the loader's order). */
        public Builder events(List<Event> events) {
            this.events = events;
            return this;
        }

        public Builder jobOpenings(List<JobOpening> jobOpenings) {
            this.jobOpenings = jobOpenings;
            return this;
        }

        public Builder redirects(List<Redirect> redirects) {
            this.redirects = redirects;
            return this;
        }

        public Builder translations(Map<String, Site> translations) {
            this.translations = translations;
            return this;
        }

        public Builder strings(InterfaceStrings strings) {
            this.strings = Optional.of(strings);
            return this;
        }

        public Builder warnings(List<ContentError> warnings) {
            this.warnings = warnings;
            return this;
        }

        public Site build() {
            return new Site(
                    firm,
                    pages,
                    practiceAreas,
                    team,
                    publications,
                    events,
                    jobOpenings,
                    redirects,
                    translations,
                    // A language without a built-in catalog gets its words from the firm's strings.yaml,
                    // which the loader applies (withStrings) or reports missing; never shown as English.
                    strings.orElseGet(
                            () -> InterfaceStrings.builtIn(firm.language()).orElseGet(InterfaceStrings::english)),
                    warnings);
        }
    }

    /** What this site's pages show for the role {@code role} (docs/decisions.md §9.12). */
    public String role(String role) {
        return firm.role(role, strings);
    }

    /** The heading of the team's group of {@code role}. */
    public String roleHeading(String role) {
        return firm.vocabulary().roleHeading(role, strings);
    }

    /** What this site's pages show for the publication type {@code type}. */
    public String publicationType(String type) {
        return firm.publicationType(type, strings);
    }

    /** The same site with the interface words {@code loaded} (the firm's strings.yaml applied). */
    public Site withStrings(InterfaceStrings loaded) {
        return toBuilder().strings(loaded).build();
    }

    /** The same site with its translations' interface words from {@code byLanguage}, each its own. */
    Site withStrings(Map<String, InterfaceStrings> byLanguage) {
        Map<String, Site> translated = new LinkedHashMap<>();
        translations.forEach((language, site) ->
                translated.put(language, site.withStrings(byLanguage.getOrDefault(language, site.strings()))));
        return toBuilder()
                .translations(translated)
                .strings(byLanguage.getOrDefault(firm.language(), strings))
                .build();
    }

    /** The site as the public sees it now (see {@link #published(Instant)}). */
    public Site published() {
        return published(Instant.now());
    }

    /**
     * The site as the public sees it at {@code now}: no drafts, and no publication scheduled after
     * {@code now}. References to drafts, and to publications that go live later than what refers to
     * them, are content errors, so none dangle.
     */
    public Site published(Instant now) {
        Map<String, Site> published = new LinkedHashMap<>();
        translations.forEach((language, site) -> published.put(language, site.published(now)));
        return toBuilder()
                .pages(pages.stream().filter(p -> !p.draft()).toList())
                .practiceAreas(practiceAreas.stream().filter(a -> !a.draft()).toList())
                .team(team.stream().filter(l -> !l.draft()).toList())
                .publications(publications.stream()
                        .filter(p -> !p.draft() && !p.scheduledAfter(now))
                        .toList())
                .events(events.stream().filter(e -> !e.draft()).toList())
                .jobOpenings(jobOpenings.stream()
                        .filter(job -> !job.draft() && job.openAt(now))
                        .toList())
                .translations(published)
                .build();
    }

    /** The publications that are not drafts and go live after {@code now}, soonest first. */
    public List<Publication> scheduled(Instant now) {
        return publications.stream()
                .filter(p -> !p.draft() && p.scheduledAfter(now))
                .sorted(Comparator.comparing(Publication::published).thenComparing(Publication::slug))
                .toList();
    }

    /**
     * The next instant after {@code now} at which the site as the public sees it changes, if any: a
     * scheduled publication goes live, an event ends (it moves from the upcoming events to the past
     * ones, and leaves the calendar) or a job opening closes. A running server builds its snapshot
     * again then (docs/decisions.md §1.14).
     */
    public Optional<Instant> nextPublication(Instant now) {
        Stream<Instant> publications = scheduled(now).stream().map(Publication::published);
        Stream<Instant> eventEnds =
                events.stream().filter(e -> !e.draft()).map(e -> e.end().toInstant());
        Stream<Instant> closings =
                jobOpenings.stream().filter(job -> !job.draft()).map(JobOpening::validThrough);
        Stream<Instant> translated = translations.values().stream()
                .map(site -> site.nextPublication(now))
                .flatMap(Optional::stream);
        return Stream.of(publications, eventEnds, closings, translated)
                .flatMap(stream -> stream)
                .filter(instant -> instant.isAfter(now))
                .min(Instant::compareTo);
    }

    /**
     * What changes for the public at {@code instant} (one of {@link #nextPublication}'s answers), one
     * phrase each, in the default language's paths: "publication /publications/x goes live", "event
     * /events/x ends (moves to the past events)", "job opening /careers/x closes". A translation's
     * items change at the same instants as their originals', so they are not named again.
     */
    public List<String> changesAt(Instant instant) {
        List<String> changes = new java.util.ArrayList<>();
        publications.stream()
                .filter(p -> !p.draft() && p.published().equals(instant))
                .forEach(p -> changes.add("publication " + p.path() + " goes live"));
        events.stream()
                .filter(e -> !e.draft() && e.end().toInstant().equals(instant))
                .forEach(e -> changes.add("event /events/" + e.slug() + " ends (moves to the past events)"));
        jobOpenings.stream()
                .filter(job -> !job.draft() && job.validThrough().equals(instant))
                .forEach(job -> changes.add("job opening " + job.path() + " closes"));
        return List.copyOf(changes);
    }

    /** The events that have not ended at {@code now}, soonest first. */
    public List<Event> upcomingEvents(Instant now) {
        return events.stream().filter(e -> e.upcomingAt(now)).toList();
    }

    /** The events that have ended at {@code now}, the latest first. */
    public List<Event> pastEvents(Instant now) {
        return events.stream()
                .filter(e -> !e.upcomingAt(now))
                .sorted(Comparator.comparing((Event e) -> e.start().toInstant()).reversed())
                .toList();
    }

    public Optional<Event> event(String slug) {
        return ((SlugIndex<Event>) events).find(slug);
    }

    public Optional<JobOpening> jobOpening(String slug) {
        return ((SlugIndex<JobOpening>) jobOpenings).find(slug);
    }

    public Optional<Page> page(String path) {
        return ((SlugIndex<Page>) pages).find(path);
    }

    public Page home() {
        return fixed("/");
    }

    public Page about() {
        return fixed("/about");
    }

    public Page contact() {
        return fixed("/contact");
    }

    public Page legal() {
        return fixed("/legal");
    }

    public Page privacy() {
        return fixed("/privacy");
    }

    public Page practiceAreasIntro() {
        return fixed("/practice-areas");
    }

    public Page teamIntro() {
        return fixed("/team");
    }

    public Page publicationsIntro() {
        return fixed("/publications");
    }

    /** Pages other than the fixed ones, by path. */
    public List<Page> otherPages() {
        return pages.stream().filter(p -> !FIXED_PAGES.contains(p.path())).toList();
    }

    /** The pages directly under {@code path} ({@code /about/history} under {@code /about}), by order then title. */
    public List<Page> childrenOf(String path) {
        List<Page> children = new ArrayList<>();
        for (Page page : pages) {
            if (!page.path().equals("/") && page.parentPath().equals(path) && !path.equals("/")) {
                children.add(page);
            }
        }
        children.sort(Comparator.comparingInt(Page::order).thenComparing(Page::title));
        return List.copyOf(children);
    }

    public Optional<PracticeArea> practiceArea(String slug) {
        return ((SlugIndex<PracticeArea>) practiceAreas).find(slug);
    }

    public Optional<Lawyer> lawyer(String slug) {
        return ((SlugIndex<Lawyer>) team).find(slug);
    }

    public Optional<Publication> publication(String slug) {
        return ((SlugIndex<Publication>) publications).find(slug);
    }

    public List<Lawyer> lawyersIn(PracticeArea area) {
        return ((SlugIndex<Lawyer>) team).referring("practiceAreas", Lawyer::practiceAreas, area.slug());
    }

    public List<Publication> publicationsIn(PracticeArea area) {
        return ((SlugIndex<Publication>) publications)
                .referring("practiceAreas", Publication::practiceAreas, area.slug());
    }

    public List<Publication> publicationsBy(Lawyer lawyer) {
        return ((SlugIndex<Publication>) publications).referring("authors", Publication::authors, lawyer.slug());
    }

    /**
     * The publications whose {@code key} is {@code value}, in site order. The grouping is computed
     * once per site under {@code name} (one name, one key function): list pages ask this for every
     * link of every page, and a scan each time was most of a large firm's render.
     */
    public List<Publication> publicationsWhere(String name, Function<Publication, String> key, String value) {
        return ((SlugIndex<Publication>) publications).referring(name, p -> List.of(key.apply(p)), value);
    }

    /** The team members whose {@code key} is {@code value}, in site order; as {@link #publicationsWhere}. */
    public List<Lawyer> teamWhere(String name, Function<Lawyer, String> key, String value) {
        return ((SlugIndex<Lawyer>) team).referring(name, l -> List.of(key.apply(l)), value);
    }

    /** Whether a page, practice area, team member or publication has the site path {@code path}. */
    public boolean has(String path) {
        if (page(path).isPresent()) {
            return true;
        }
        if (path.equals("/events")) {
            return !events.isEmpty(); // the events' index, which firmsite writes when there are events
        }
        int slash = path.lastIndexOf('/');
        String section = path.substring(0, slash + 1);
        String slug = path.substring(slash + 1);
        return switch (section) {
            case "/practice-areas/" -> practiceArea(slug).isPresent();
            case "/team/" -> lawyer(slug).isPresent();
            case "/publications/" ->
                ((SlugIndex<Publication>) publications).find(slug).isPresent();
            case "/events/" -> event(slug).isPresent();
            case "/careers/" -> jobOpening(slug).isPresent();
            default -> false;
        };
    }

    /**
     * The languages {@code path} exists in, the default language first, then the others in site.yaml
     * order: the alternates of the page in that language (hreflang, sitemaps).
     */
    public List<String> languagesOf(String path) {
        List<String> languages = new ArrayList<>();
        if (has(path)) {
            languages.add(firm.language());
        }
        translations.forEach((language, site) -> {
            if (site.has(path)) {
                languages.add(language);
            }
        });
        return List.copyOf(languages);
    }

    /** The site path of every page, practice area, team member and publication, in site order. */
    public List<String> paths() {
        List<String> paths = new ArrayList<>(itemCount());
        pages.forEach(page -> paths.add(page.path()));
        practiceAreas.forEach(area -> paths.add(area.path()));
        team.forEach(lawyer -> paths.add(lawyer.path()));
        publications.forEach(publication -> paths.add(publication.path()));
        events.forEach(event -> paths.add(event.path()));
        jobOpenings.forEach(job -> paths.add(job.path()));
        return List.copyOf(paths);
    }

    /** How many pages, practice areas, team members and publications it holds: what loading it read. */
    public int itemCount() {
        return pages.size()
                + practiceAreas.size()
                + team.size()
                + publications.size()
                + events.size()
                + jobOpenings.size();
    }

    /** Every page by path, in site order. */
    public Map<String, Page> plainPages() {
        var byPath = new LinkedHashMap<String, Page>();
        pages.forEach(page -> byPath.put(page.path(), page));
        return java.util.Collections.unmodifiableMap(byPath);
    }

    private Page fixed(String path) {
        return page(path).orElseThrow(() -> new IllegalStateException("the loader guarantees the page " + path));
    }
}
