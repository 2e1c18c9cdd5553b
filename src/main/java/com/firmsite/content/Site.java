package com.firmsite.content;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A whole loaded and validated content folder. Immutable; every representation the server sends is
 * rendered from one instance of this.
 */
public record Site(
    Firm firm,
    Page home,
    Page about,
    Page contact,
    Page legal,
    Page privacy,
    Page practiceAreasIntro,
    Page teamIntro,
    Page publicationsIntro,
    List<PracticeArea> practiceAreas,
    List<Lawyer> team,
    List<Publication> publications) {

  /** The lists are indexed by slug: every lookup below is constant time, not a scan. */
  public Site {
    practiceAreas = SlugIndex.of(practiceAreas, PracticeArea::slug);
    team = SlugIndex.of(team, Lawyer::slug);
    publications = SlugIndex.of(publications, Publication::slug);
  }

  public Optional<PracticeArea> practiceArea(String slug) {
    return ((SlugIndex<PracticeArea>) practiceAreas).find(slug);
  }

  public Optional<Lawyer> lawyer(String slug) {
    return ((SlugIndex<Lawyer>) team).find(slug);
  }

  public List<Lawyer> lawyersIn(PracticeArea area) {
    return ((SlugIndex<Lawyer>) team).referring("practiceAreas", Lawyer::practiceAreas, area.slug());
  }

  public List<Publication> publicationsIn(PracticeArea area) {
    return ((SlugIndex<Publication>) publications).referring("practiceAreas", Publication::practiceAreas, area.slug());
  }

  public List<Publication> publicationsBy(Lawyer lawyer) {
    return ((SlugIndex<Publication>) publications).referring("authors", Publication::authors, lawyer.slug());
  }

  /** Plain pages by path, in site order. */
  public Map<String, Page> plainPages() {
    var pages = new java.util.LinkedHashMap<String, Page>();
    for (Page page :
        List.of(home, about, practiceAreasIntro, teamIntro, publicationsIntro, contact, legal, privacy)) {
      pages.put(page.path(), page);
    }
    return java.util.Collections.unmodifiableMap(pages);
  }
}
