package com.firmsite.publish;

import com.firmsite.content.PracticeArea;
import com.firmsite.content.Site;
import java.util.ArrayList;
import java.util.List;

/**
 * The practice-area filters of the publications index. Each filter is a page of its own
 * ({@code /publications/area/{slug}}) reached by a plain link: no query parameters, no script, and
 * every filtered list is in the sitemap.
 *
 * @param current the path of the page showing the filters
 */
public record PublicationFilters(List<Filter> filters, String current) {

    /** One filter link: its label, target and how many publications it lists. */
    public record Filter(String label, String path, int count) {}

    PublicationFilters(Site site, String current) {
        this(filters(site), current);
    }

    /** The page listing the publications of {@code area}. */
    public static String path(PracticeArea area) {
        return "/publications/area/" + area.slug();
    }

    /** {@code "page"} for the filter showing now, else null (jte then leaves the attribute out). */
    public String ariaCurrent(Filter filter) {
        return filter.path().equals(current) ? "page" : null;
    }

    private static List<Filter> filters(Site site) {
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
}
