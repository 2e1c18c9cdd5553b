package com.firmsite.discovery;

import com.firmsite.content.Lawyer;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import java.util.List;

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
        new PageFamily("/practice-areas", "Practice areas", site.practiceAreas().stream().map(PracticeArea::slug).toList()),
        new PageFamily("/team", "Team", site.team().stream().map(Lawyer::slug).toList()),
        new PageFamily("/publications", "Publications", site.publications().stream().map(Publication::slug).toList()),
        // The publication list filtered to one practice area: /publications/area/{practice area}.
        new PageFamily("/publications/area", "Publications by practice area", site.practiceAreas().stream().map(PracticeArea::slug).toList()));
  }

  /** Whether a path is one of the detail pages of some family (not a list page). */
  static boolean isDetailPage(Site site, String path) {
    return of(site).stream().anyMatch(family -> family.slugs().stream().anyMatch(slug -> path.equals(family.section() + "/" + slug)));
  }

  /** The OpenAPI path template of the family's pages: {@code /team/{slug}}. */
  String template() {
    return section + "/{slug}";
  }
}
