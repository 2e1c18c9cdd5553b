package com.firmsite.publish;

import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Site content with its cross-references resolved, in the groupings the list pages show. Both the
 * HTML templates and the Markdown twins read these, so the two always list the same things.
 */
public final class Listings {
    private final Site site;
    private final Site original;
    /**
     * Each publication's and team member's item, by slug (a record's own field: its path is made
     * anew at each call), made once for all the pages that show
     * it: a large firm's list pages (the whole list, each filter, each practice area's and author's)
     * show each publication six to eight times over, and resolving its authors and practice areas
     * each time was most of what a reload's pages cost when few of them changed (issue 34).
     */
    private final Map<String, PublicationItem> publicationItems = new ConcurrentHashMap<>();

    private final Map<String, MemberItem> memberItems = new ConcurrentHashMap<>();

    /**
     * The listings of {@code site}; {@code original} is the default language's site, where an
     * author not translated into {@code site}'s language is still found (a fact: the publication
     * names its authors in every language; their links then lead to the original's page).
     */
    Listings(Site site, Site original) {
        this.site = site;
        this.original = original;
    }

    /** A publication with its authors and practice areas, and the firm that signs it when it names no author. */
    public record PublicationItem(
            Publication publication, List<Lawyer> authors, List<PracticeArea> areas, String firmName) {
        /** "A", "A and B", "A, B and C" in the words of {@code strings}; the firm when there is no author. */
        public String authorNames(InterfaceStrings strings) {
            return authors.isEmpty()
                    ? firmName
                    : strings.list(authors.stream().map(Lawyer::name).toList());
        }
    }

    /** A team member with their office and practice areas. */
    public record MemberItem(Lawyer lawyer, Office office, List<PracticeArea> areas) {
        /** Up to two initials, for the decorative monogram that stands in for a portrait. */
        public String initials() {
            String[] words = lawyer.name().trim().split("\\s+", -1);
            String first = words[0].substring(0, 1);
            return words.length == 1 ? first : first + words[words.length - 1].charAt(0);
        }
    }

    /** The publications of one year, newest first. */
    public record YearGroup(int year, List<PublicationItem> items) {}

    /** The team members of one role, in site order. */
    public record RoleGroup(String heading, List<MemberItem> members) {
        /**
         * The heading as an HTML id: a firm's own roles may have spaces, and a language's headings
         * accents, which are folded ("Associés" is {@code associes}, not {@code associ-s}).
         */
        public String anchor() {
            String folded = java.text.Normalizer.normalize(heading, java.text.Normalizer.Form.NFD)
                    .replaceAll("\\p{M}+", "");
            return folded.toLowerCase(java.util.Locale.ROOT)
                    .replaceAll("[^a-z0-9]+", "-")
                    .replaceAll("^-|-$", "");
        }
    }

    /** A practice area with how many people and publications it has. */
    public record AreaItem(PracticeArea area, int people, int publications) {}

    public PublicationItem publication(Publication publication) {
        PublicationItem item = publicationItems.computeIfAbsent(publication.slug(), slug -> item(publication));
        return same(item.publication(), publication) ? item : item(publication);
    }

    public MemberItem member(Lawyer lawyer) {
        MemberItem item = memberItems.computeIfAbsent(lawyer.slug(), slug -> item(lawyer));
        return same(item.lawyer(), lawyer) ? item : item(lawyer);
    }

    /**
     * Whether the item kept for a slug was made from this very record: the site's own always is;
     * any other record with that slug gets an item of its own.
     */
    @SuppressWarnings("ReferenceEquality") // the very record, not an equal one: see above
    private static boolean same(Object kept, Object asked) {
        return kept == asked;
    }

    private PublicationItem item(Publication publication) {
        List<Lawyer> authors = publication.authors().stream()
                .map(slug -> site.lawyer(slug)
                        .or(() -> original.lawyer(slug))
                        .orElseThrow(() -> new IllegalStateException("no lawyer " + slug)))
                .toList();
        return new PublicationItem(
                publication,
                authors,
                areas(publication.practiceAreas()),
                site.firm().name());
    }

    private MemberItem item(Lawyer lawyer) {
        return new MemberItem(lawyer, site.firm().office(lawyer.office()).orElseThrow(), areas(lawyer.practiceAreas()));
    }

    public List<PublicationItem> publications(List<Publication> publications) {
        return publications.stream().map(this::publication).toList();
    }

    public List<MemberItem> members(List<Lawyer> lawyers) {
        return lawyers.stream().map(this::member).toList();
    }

    public List<AreaItem> areas() {
        return site.practiceAreas().stream()
                .map(area -> new AreaItem(
                        area,
                        site.lawyersIn(area).size(),
                        site.publicationsIn(area).size()))
                .toList();
    }

    /** Publications grouped by year, newest year first (the site lists publications newest first). */
    public List<YearGroup> byYear(List<Publication> publications) {
        Map<Integer, List<PublicationItem>> years = new LinkedHashMap<>();
        for (Publication publication : publications) {
            years.computeIfAbsent(publication.date().getYear(), year -> new ArrayList<>())
                    .add(publication(publication));
        }
        return years.entrySet().stream()
                .map(e -> new YearGroup(e.getKey(), List.copyOf(e.getValue())))
                .toList();
    }

    /** The team by role, in the order of site.yaml {@code roles}, leaving out roles nobody holds. */
    public List<RoleGroup> byRole() {
        return byRole(site.team());
    }

    /** {@code people} by role, in the order of site.yaml {@code roles}: one page of a list of the team. */
    public List<RoleGroup> byRole(List<Lawyer> people) {
        List<RoleGroup> groups = new ArrayList<>();
        for (String role : site.firm().roles()) {
            List<Lawyer> members =
                    people.stream().filter(l -> l.role().equals(role)).toList();
            if (!members.isEmpty()) {
                groups.add(new RoleGroup(site.roleHeading(role), members(members)));
            }
        }
        return List.copyOf(groups);
    }

    /** The practice areas of {@code slugs} this site has: a translation lists only those translated into it. */
    private List<PracticeArea> areas(List<String> slugs) {
        return slugs.stream().flatMap(slug -> site.practiceArea(slug).stream()).toList();
    }
}
