package com.firmsite.publish;

import com.firmsite.content.PracticeArea;
import com.firmsite.content.Site;
import java.util.ArrayList;
import java.util.List;

/**
 * The filters of the publications index: by practice area, type and year. Each filter is a list
 * of its own ({@code /practice-areas/{slug}/publications}, {@code /publications/type/{type}},
 * {@code /publications/year/{year}}, see {@link ListPages}) reached by a plain link: no query
 * parameters, no script, and every filtered list is in the sitemap. A practice area's filter leads
 * to the list under the area itself: there is no second copy of it under {@code /publications}.
 *
 * @param filters the practice areas', after the whole index's
 * @param types the types that have publications
 * @param years the years that have publications, newest first
 * @param current the path of the list showing the filters (its first page)
 */
public record PublicationFilters(List<Filter> filters, List<Filter> types, List<Filter> years, String current) {

    /** One filter link: its label, target and how many publications it lists. */
    public record Filter(String label, String path, int count) {}

    /** The filters of {@code site}, whose filtered lists are {@code lists} ({@link ListPages#publicationLists}). */
    static PublicationFilters of(Site site, List<ListPages.PublicationList> lists) {
        return new PublicationFilters(areas(site), types(lists), years(lists), "/publications");
    }

    /** The same filters shown on the list at {@code path} (its first page's path). */
    PublicationFilters at(String path) {
        return new PublicationFilters(filters, types, years, path);
    }

    /** The page listing the publications of {@code area}. */
    public static String path(PracticeArea area) {
        return ListPages.areaPublicationsPath(area);
    }

    /** {@code "page"} for the filter showing now, else null (jte then leaves the attribute out). */
    public String ariaCurrent(Filter filter) {
        return filter.path().equals(current) ? "page" : null;
    }

    private static List<Filter> areas(Site site) {
        List<Filter> filters = new ArrayList<>();
        filters.add(new Filter(
                site.strings().text("allPracticeAreas"),
                "/publications",
                site.publications().size()));
        for (PracticeArea area : site.practiceAreas()) {
            filters.add(new Filter(
                    area.title(), path(area), site.publicationsIn(area).size()));
        }
        return List.copyOf(filters);
    }

    private static List<Filter> types(List<ListPages.PublicationList> lists) {
        return lists.stream()
                .filter(list -> list.path().startsWith("/publications/type/"))
                .map(list ->
                        new Filter(list.label(), list.path(), list.entries().size()))
                .toList();
    }

    private static List<Filter> years(List<ListPages.PublicationList> lists) {
        return lists.stream()
                .filter(list -> list.path().startsWith("/publications/year/"))
                .map(list ->
                        new Filter(list.label(), list.path(), list.entries().size()))
                .toList();
    }
}
