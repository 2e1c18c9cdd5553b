package com.firmsite.content;

import java.util.List;

/**
 * One member of the team: {@code /team/<slug>}. Paralegals and staff are team members too.
 *
 * @param role one of the roles that site.yaml lists
 */
public record Lawyer(
    String slug,
    String name,
    String role,
    String office,
    List<String> practiceAreas,
    String email,
    String phone,
    List<Admission> admissions,
    List<Education> education,
    List<String> languages,
    String description,
    int order,
    boolean draft,
    Body body) {

  public String path() {
    return "/team/" + slug;
  }

  /** A bar admission. */
  public record Admission(String jurisdiction, int year) {}

  /** A degree. */
  public record Education(String degree, String school, int year) {}
}
