package com.firmsite.publish;

import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The lists a site publishes besides {@code /publications} and {@code /team}, each paged at its own
 * stable URL (docs/decisions.md §1.10): the publications of a practice area ({@code
 * /practice-areas/<slug>/publications}, under the area as an author's are under the author), of a
 * type ({@code /publications/type/<type>}), of a year ({@code /publications/year/2019}) and of an
 * author ({@code /team/<slug>/publications}); the people of an office ({@code /team/office/<slug>}),
 * of a practice area ({@code /team/area/<slug>}) and of a role ({@code /team/role/<role>}). A filter
 * exists only where it has entries, except a practice area's publications, which every practice
 * area has (its page and feed link to it).
 */
public final class ListPages {
    private ListPages() {}

    /**
     * A list of publications: its first page's path, its filter's label, its title and description,
     * its entries newest first.
     */
    public record PublicationList(
            String path, String label, String title, String description, List<Publication> entries) {}

    /** A list of people: its first page's path, its filter's label, title and description, its entries in role order. */
    public record TeamList(String path, String label, String title, String description, List<Lawyer> entries) {}

    /**
     * Whether {@code site} renders the list page {@code path} (any page of any of its lists, {@code
     * /fr/...} without its prefix): the pages other languages link to and name as alternates. Asked
     * of one path, without building every list of the site.
     */
    public static boolean renders(Site site, String path) {
        Optional<Paging.Located> later = Paging.locate(path);
        String list = later.map(Paging.Located::basePath).orElse(path);
        int number = later.map(Paging.Located::number).orElse(1);
        OptionalInt entries = entries(site, list);
        return entries.isPresent()
                && number <= Paging.pageCount(entries.getAsInt(), site.firm().pageSize());
    }

    /** How many entries the list at {@code list} (a first page's path) has in {@code site}; empty when it has no such list. */
    private static OptionalInt entries(Site site, String list) {
        String[] parts = list.split("/", -1);
        if (list.equals("/events")) {
            return site.has(list) ? OptionalInt.of(site.events().size()) : OptionalInt.empty();
        }
        if (list.equals("/careers")) {
            return site.has(list) ? OptionalInt.of(site.jobOpenings().size()) : OptionalInt.empty();
        }
        if (list.equals("/publications") || list.equals("/team")) {
            return site.has(list)
                    ? OptionalInt.of(
                            list.equals("/team")
                                    ? site.team().size()
                                    : site.publications().size())
                    : OptionalInt.empty();
        }
        if (parts.length != 4) {
            return OptionalInt.empty();
        }
        String key = parts[3];
        int count = switch (parts[1] + "/" + parts[2]) {
            case "publications/type" ->
                site.publicationsWhere("typePath", p -> typePath(p.type()), list)
                        .size();
            case "publications/year" ->
                site.publicationsWhere("yearPath", p -> yearPath(p.date().getYear()), list)
                        .size();
            case "team/office" -> site.teamWhere("office", Lawyer::office, key).size();
            case "team/area" ->
                site.practiceArea(key).map(area -> site.lawyersIn(area).size()).orElse(0);
            case "team/role" ->
                site.teamWhere("rolePath", l -> rolePath(l.role()), list).size();
            default -> {
                if (!key.equals("publications")) {
                    yield 0;
                }
                yield switch (parts[1]) {
                    case "team" ->
                        site.lawyer(parts[2])
                                .map(l -> site.publicationsBy(l).size())
                                .orElse(0);
                    case "practice-areas" ->
                        site.practiceArea(parts[2])
                                .map(area -> site.publicationsIn(area).size())
                                .orElse(-1);
                    default -> 0;
                };
            }
        };
        // A practice area's publications exist with none (the area's page and feed link there);
        // every other filter only where it has entries.
        return count > 0 || (count == 0 && isAreaPublications(list)) ? OptionalInt.of(count) : OptionalInt.empty();
    }

    /** {@code /practice-areas/<slug>/publications}: every publication of a practice area, paged. */
    public static String areaPublicationsPath(PracticeArea area) {
        return area.path() + AREA_PUBLICATIONS;
    }

    /** The segment after a practice area's path that names its publications. */
    private static final String AREA_PUBLICATIONS = "/publications";

    /** Whether {@code path} is the first page of a practice area's publications ({@code /practice-areas/tax/publications}). */
    public static boolean isAreaPublications(String path) {
        return path.startsWith("/practice-areas/")
                && path.endsWith(AREA_PUBLICATIONS)
                && path.indexOf('/', "/practice-areas/".length()) == path.length() - AREA_PUBLICATIONS.length();
    }

    public static String typePath(String type) {
        return "/publications/type/" + slug(type);
    }

    public static String yearPath(int year) {
        return "/publications/year/" + year;
    }

    public static String authorPath(Lawyer lawyer) {
        return lawyer.path() + "/publications";
    }

    public static String officePath(Office office) {
        return "/team/office/" + office.slug();
    }

    public static String areaTeamPath(PracticeArea area) {
        return "/team/area/" + area.slug();
    }

    public static String rolePath(String role) {
        return "/team/role/" + slug(role);
    }

    /**
     * The slugs made so far, by name: a firm has a few types and roles, and the lists are grouped by
     * them at every build (10,000 publications, three regular expressions each, at a large firm).
     * Held to {@link #SLUGS_KEPT} names, whatever a firm's vocabulary.
     */
    private static final Map<String, String> SLUGS = new ConcurrentHashMap<>();

    private static final int SLUGS_KEPT = 1_000;

    /** A type's or role's name in a URL: "Client alert" is {@code client-alert}, "Associé" {@code associe}. */
    static String slug(String name) {
        String known = SLUGS.get(name);
        if (known != null) {
            return known;
        }
        String slug = slugOf(name);
        if (SLUGS.size() < SLUGS_KEPT) {
            SLUGS.put(name, slug);
        }
        return slug;
    }

    private static String slugOf(String name) {
        String folded = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return folded.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }

    /** The publications' filtered lists of {@code site}, in site order: by practice area, type, year, author. */
    public static List<PublicationList> publicationLists(Site site) {
        InterfaceStrings words = site.strings();
        String firm = site.firm().name();
        List<PublicationList> lists = new ArrayList<>();
        for (PracticeArea area : site.practiceAreas()) {
            lists.add(new PublicationList(
                    areaPublicationsPath(area),
                    area.title(),
                    words.text("areaPublicationsTitle", Map.of("area", area.title())),
                    words.text(
                            "areaPublicationsDescription",
                            Map.of("area", words.inRunningText(area.title()), "firm", firm)),
                    site.publicationsIn(area)));
        }
        byType(site).forEach((type, entries) -> {
            String title = words.text("typePublicationsTitle", Map.of("type", site.publicationType(type)));
            lists.add(new PublicationList(
                    typePath(type), site.publicationType(type), title, listDescription(site, title), entries));
        });
        byYear(site).forEach((year, entries) -> {
            String title = words.text("yearPublicationsTitle", Map.of("year", String.valueOf(year)));
            lists.add(new PublicationList(
                    yearPath(year), String.valueOf(year), title, listDescription(site, title), entries));
        });
        for (Lawyer lawyer : site.team()) {
            List<Publication> written = site.publicationsBy(lawyer);
            if (!written.isEmpty()) {
                lists.add(new PublicationList(
                        authorPath(lawyer),
                        lawyer.name(),
                        words.text("authorPublicationsTitle", Map.of("name", lawyer.name())),
                        words.text("authorPublicationsDescription", Map.of("name", lawyer.name(), "firm", firm)),
                        written));
            }
        }
        return List.copyOf(lists);
    }

    /** The team's filtered lists of {@code site}, in site order: by office, practice area, role. */
    public static List<TeamList> teamLists(Site site) {
        InterfaceStrings words = site.strings();
        List<TeamList> lists = new ArrayList<>();
        for (Office office : site.firm().offices()) {
            List<Lawyer> there = site.teamWhere("office", Lawyer::office, office.slug());
            String title = words.text("officeTeamTitle", Map.of("office", office.name()));
            addTeam(lists, site, officePath(office), office.name(), title, there);
        }
        for (PracticeArea area : site.practiceAreas()) {
            String title = words.text("areaTeam", Map.of("area", area.title()));
            addTeam(lists, site, areaTeamPath(area), area.title(), title, site.lawyersIn(area));
        }
        for (String role : site.firm().roles()) {
            List<Lawyer> holding = site.teamWhere("role", Lawyer::role, role);
            addTeam(lists, site, rolePath(role), site.roleHeading(role), site.roleHeading(role), holding);
        }
        return List.copyOf(lists);
    }

    /** The people the lists of the team show, in the team page's order: by role (site.yaml order), then site order. */
    public static List<Lawyer> inRoleOrder(Site site, List<Lawyer> people) {
        List<Lawyer> ordered = new ArrayList<>(people.size());
        Map<String, List<Lawyer>> byRole = new HashMap<>();
        for (Lawyer person : people) {
            byRole.computeIfAbsent(person.role(), role -> new ArrayList<>()).add(person);
        }
        for (String role : site.firm().roles()) {
            ordered.addAll(byRole.getOrDefault(role, List.of()));
        }
        return List.copyOf(ordered);
    }

    private static void addTeam(
            List<TeamList> lists, Site site, String path, String label, String title, List<Lawyer> people) {
        if (!people.isEmpty()) {
            lists.add(new TeamList(path, label, title, listDescription(site, title), inRoleOrder(site, people)));
        }
    }

    private static String listDescription(Site site, String title) {
        return site.strings()
                .text(
                        "listDescription",
                        Map.of("list", title, "firm", site.firm().name()));
    }

    /** The publications of each type that has some, in site.yaml's order of types. */
    private static Map<String, List<Publication>> byType(Site site) {
        Map<String, List<Publication>> types = new LinkedHashMap<>();
        for (String type : site.firm().publicationTypes()) {
            List<Publication> ofType = site.publicationsWhere("type", Publication::type, type);
            if (!ofType.isEmpty()) {
                types.put(type, ofType);
            }
        }
        return types;
    }

    /** The publications of each year that has some, newest year first. */
    private static Map<Integer, List<Publication>> byYear(Site site) {
        Map<Integer, List<Publication>> years = new LinkedHashMap<>();
        for (Publication publication : site.publications()) {
            years.computeIfAbsent(publication.date().getYear(), year -> new ArrayList<>())
                    .add(publication);
        }
        years.replaceAll((year, entries) -> List.copyOf(entries));
        return years;
    }
}
