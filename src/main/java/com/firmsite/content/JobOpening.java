package com.firmsite.content;

import java.time.Instant;
import java.time.LocalDate;

/**
 * One job opening: {@code /careers/<slug>}, listed on {@code /careers} until it closes
 * (docs/content-model §10).
 *
 * @param office the slug of the office where the job is; empty for a remote job
 * @param remote whether it is done remotely (JSON-LD {@code jobLocationType: TELECOMMUTE})
 * @param employmentType one of {@link #EMPLOYMENT_TYPES}
 * @param validThrough the instant it closes: from then on it is in no page, list or document
 */
public record JobOpening(
        String slug,
        String title,
        String description,
        String office,
        boolean remote,
        String employmentType,
        LocalDate datePosted,
        Instant validThrough,
        Salary salary,
        boolean draft,
        Body body) {

    /** schema.org's and Google's values of {@code employmentType}. */
    public static final java.util.List<String> EMPLOYMENT_TYPES = java.util.List.of(
            "FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER");

    /**
     * The pay range, which pay-transparency laws require.
     *
     * @param currency ISO 4217
     * @param unit one of {@link #UNITS}: what the pay is per
     */
    public record Salary(int min, int max, String currency, String unit) {
        public static final java.util.List<String> UNITS = java.util.List.of("HOUR", "DAY", "WEEK", "MONTH", "YEAR");
    }

    /** Whether it is still open at {@code now}. */
    public boolean openAt(Instant now) {
        return validThrough.isAfter(now);
    }

    public String path() {
        return "/careers/" + slug;
    }
}
