package com.firmsite.publish.discovery;

import com.firmsite.content.Event;
import com.firmsite.content.JobOpening;
import com.firmsite.content.Lawyer;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A family of detail pages under one list page: {@code /team/{slug}} under {@code /team}. The
 * discovery documents describe families as a whole (an OpenAPI path template, an llms.txt
 * section) and every other page on its own.
 *
 * @param section the list page's path, e.g. {@code /team}
 * @param slugs the slugs of the family's pages, in site order
 */
record PageFamily(String section, String title, List<String> slugs) {

    static List<PageFamily> of(Site site) {
        return List.of(
                new PageFamily(
                        "/practice-areas",
                        "Practice areas",
                        site.practiceAreas().stream().map(PracticeArea::slug).toList()),
                new PageFamily(
                        "/team", "Team", site.team().stream().map(Lawyer::slug).toList()),
                new PageFamily(
                        "/publications",
                        "Publications",
                        site.publications().stream().map(Publication::slug).toList()));
        // A practice area's publications (/practice-areas/{slug}/publications) are a list, described
        // with the other lists (OpenApiPaths#lists), not a family of detail pages.
    }

    /**
     * The families /openapi.json describes by their templates: {@link #of} and the events and job
     * openings ({@code /events/{slug}}, {@code /careers/{slug}}), which a large firm has by the
     * hundred (a path each would grow the document with the firm). The llms indexes list those
     * among the pages, so they are not in {@link #of}.
     */
    static List<PageFamily> described(Site site) {
        List<PageFamily> all = new ArrayList<>(of(site));
        all.add(new PageFamily(
                "/events", "Events", site.events().stream().map(Event::slug).toList()));
        all.add(new PageFamily(
                "/careers",
                "Job openings",
                site.jobOpenings().stream().map(JobOpening::slug).toList()));
        return List.copyOf(all);
    }

    /** The paths of the detail pages of {@link #described}. */
    static Set<String> describedPaths(Site site) {
        Set<String> paths = new HashSet<>();
        for (PageFamily family : described(site)) {
            for (String slug : family.slugs()) {
                paths.add(family.section() + "/" + slug);
            }
        }
        return Set.copyOf(paths);
    }

    /**
     * The paths of every family's detail pages (not the list pages). A set, built once per document:
     * asking each page against every family's slugs was quadratic, and 10,000 publications spent
     * seconds of a cold start there.
     */
    static Set<String> detailPaths(Site site) {
        Set<String> paths = new HashSet<>();
        for (PageFamily family : of(site)) {
            for (String slug : family.slugs()) {
                paths.add(family.section() + "/" + slug);
            }
        }
        return Set.copyOf(paths);
    }

    /** The OpenAPI path template of the family's pages: {@code /team/{slug}}. */
    String template() {
        return section + "/{slug}";
    }
}
