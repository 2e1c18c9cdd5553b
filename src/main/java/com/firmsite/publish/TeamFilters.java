package com.firmsite.publish;

import com.firmsite.publish.PublicationFilters.Filter;
import java.util.List;

/**
 * The filters of the team's lists: by office, practice area and role, each a list of its own
 * ({@code /team/office/{slug}}, {@code /team/area/{slug}}, {@code /team/role/{role}}, see {@link
 * ListPages}) reached by a plain link, only where it has people.
 *
 * @param current the path of the list showing the filters (its first page)
 */
public record TeamFilters(List<Filter> offices, List<Filter> areas, List<Filter> roles, String current) {

    /** The filters of the team's lists {@code lists} ({@link ListPages#teamLists}). */
    static TeamFilters of(List<ListPages.TeamList> lists) {
        return new TeamFilters(
                group(lists, "/team/office/"), group(lists, "/team/area/"), group(lists, "/team/role/"), "/team");
    }

    /** The same filters shown on the list at {@code path} (its first page's path). */
    TeamFilters at(String path) {
        return new TeamFilters(offices, areas, roles, path);
    }

    /** {@code "page"} for the filter showing now, else null (jte then leaves the attribute out). */
    public String ariaCurrent(Filter filter) {
        return filter.path().equals(current) ? "page" : null;
    }

    private static List<Filter> group(List<ListPages.TeamList> lists, String prefix) {
        return lists.stream()
                .filter(list -> list.path().startsWith(prefix))
                .map(list ->
                        new Filter(list.label(), list.path(), list.entries().size()))
                .toList();
    }
}
