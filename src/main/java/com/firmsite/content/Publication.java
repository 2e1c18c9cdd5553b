package com.firmsite.content;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * One publication: {@code /publications/<slug>}.
 *
 * @param published the instant of its date (midnight in the site's time zone for a date alone)
 * @param date the calendar date as written, for display and grouping by year
 * @param authors team member slugs; empty when the firm is the byline
 * @param topics free topics, searchable
 * @param image shown at the head of the page and on its cards
 */
public record Publication(
        String slug,
        String title,
        Instant published,
        LocalDate date,
        String type,
        List<String> authors,
        List<String> practiceAreas,
        List<String> topics,
        String description,
        boolean draft,
        Optional<ImageRef> image,
        Body body) {

    /** Whether it goes live after {@code now}: until then it is treated as a draft. */
    public boolean scheduledAfter(Instant now) {
        return published.isAfter(now);
    }

    public String path() {
        return "/publications/" + slug;
    }
}
