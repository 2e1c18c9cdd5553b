package com.firmsite.render;

import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Site content with its cross-references resolved, in the groupings the list pages show. Both the
 * HTML templates and the Markdown twins read these, so the two always list the same things.
 */
public final class Listings {
  private final Site site;

  Listings(Site site) {
    this.site = site;
  }

  /** A publication with its authors and practice areas. */
  public record PublicationItem(Publication publication, List<Lawyer> authors, List<PracticeArea> areas) {
    /** "A", "A and B", "A, B and C". */
    public String authorNames() {
      return naturalList(authors.stream().map(Lawyer::name).toList());
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
  public record RoleGroup(String heading, List<MemberItem> members) {}

  /** A practice area with how many people and publications it has. */
  public record AreaItem(PracticeArea area, int people, int publications) {}

  public PublicationItem publication(Publication publication) {
    List<Lawyer> authors = publication.authors().stream().map(slug -> site.lawyer(slug).orElseThrow()).toList();
    return new PublicationItem(publication, authors, areas(publication.practiceAreas()));
  }

  public MemberItem member(Lawyer lawyer) {
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
        .map(area -> new AreaItem(area, site.lawyersIn(area).size(), site.publicationsIn(area).size()))
        .toList();
  }

  /** Publications grouped by year, newest year first (the site lists publications newest first). */
  public List<YearGroup> byYear(List<Publication> publications) {
    Map<Integer, List<PublicationItem>> years = new LinkedHashMap<>();
    for (Publication publication : publications) {
      years.computeIfAbsent(publication.date().getYear(), year -> new ArrayList<>()).add(publication(publication));
    }
    return years.entrySet().stream().map(e -> new YearGroup(e.getKey(), List.copyOf(e.getValue()))).toList();
  }

  /** The team by role (partners first), leaving out roles nobody holds. */
  public List<RoleGroup> byRole() {
    List<RoleGroup> groups = new ArrayList<>();
    for (Lawyer.Role role : Lawyer.Role.values()) {
      List<Lawyer> members = site.team().stream().filter(l -> l.role() == role).toList();
      if (!members.isEmpty()) {
        groups.add(new RoleGroup(plural(role), members(members)));
      }
    }
    return List.copyOf(groups);
  }

  /** "A", "A and B", "A, B and C": how the pages list names in running text. */
  static String naturalList(List<String> items) {
    return items.size() < 2
        ? String.join("", items)
        : String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
  }

  private static String plural(Lawyer.Role role) {
    return switch (role) {
      case PARTNER -> "Partners";
      case COUNSEL -> "Counsel";
      case ASSOCIATE -> "Associates";
      case PARALEGAL -> "Paralegals";
    };
  }

  private List<PracticeArea> areas(List<String> slugs) {
    return slugs.stream().map(slug -> site.practiceArea(slug).orElseThrow()).toList();
  }
}
