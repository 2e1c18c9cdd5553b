package com.firmsite.content;

import java.util.List;

/** One member of the team: {@code /team/<slug>}. Paralegals are team members too. */
public record Lawyer(
    String slug,
    String name,
    Role role,
    String office,
    List<String> practiceAreas,
    String email,
    String phone,
    List<Admission> admissions,
    List<Education> education,
    List<String> languages,
    String description,
    int order,
    Body body) {

  public String path() {
    return "/team/" + slug;
  }

  /** The roles a team member can have, in the order lists show them. */
  public enum Role {
    PARTNER("Partner"),
    COUNSEL("Counsel"),
    ASSOCIATE("Associate"),
    PARALEGAL("Paralegal");

    private final String label;

    Role(String label) {
      this.label = label;
    }

    public String label() {
      return label;
    }

    public static java.util.Optional<Role> fromLabel(String label) {
      for (Role role : values()) {
        if (role.label.equals(label)) {
          return java.util.Optional.of(role);
        }
      }
      return java.util.Optional.empty();
    }
  }

  /** A bar admission. */
  public record Admission(String jurisdiction, int year) {}

  /** A degree. */
  public record Education(String degree, String school, int year) {}
}
