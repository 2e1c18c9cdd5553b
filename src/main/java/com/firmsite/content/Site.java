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

  public Optional<PracticeArea> practiceArea(String slug) {
    return practiceAreas.stream().filter(a -> a.slug().equals(slug)).findFirst();
  }

  public Optional<Lawyer> lawyer(String slug) {
    return team.stream().filter(l -> l.slug().equals(slug)).findFirst();
  }

  public List<Lawyer> lawyersIn(PracticeArea area) {
    return team.stream().filter(l -> l.practiceAreas().contains(area.slug())).toList();
  }

  public List<Publication> publicationsIn(PracticeArea area) {
    return publications.stream().filter(p -> p.practiceAreas().contains(area.slug())).toList();
  }

  public List<Publication> publicationsBy(Lawyer lawyer) {
    return publications.stream().filter(p -> p.authors().contains(lawyer.slug())).toList();
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
