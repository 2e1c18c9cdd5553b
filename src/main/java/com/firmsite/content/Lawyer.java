package com.firmsite.content;

import java.util.List;
import java.util.Optional;

/**
 * One member of the team: {@code /team/<slug>}. Paralegals and staff are team members too.
 *
 * @param role one of the roles that site.yaml lists
 * @param phone the direct line; empty when the member has none, and then no page shows a number
 *     for them (docs/decisions.md §1.9)
 * @param admissions empty when none (staff, paralegals), as {@code education} and {@code
 *     languages}: an empty one is not shown at all
 * @param photo the portrait, its alt text the name
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
        Optional<ImageRef> photo,
        Body body) {

    public String path() {
        return "/team/" + slug;
    }

    /** A bar admission. */
    public record Admission(String jurisdiction, int year) {}

    /** A degree. */
    public record Education(String degree, String school, int year) {}
}
