package com.firmsite.content;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Optional;

/**
 * One event: {@code /events/<slug>} (docs/content-model §10).
 *
 * @param start when it begins, in the zone it was written in: a fixed offset when written with one,
 *     else the site's time zone (the iCalendar export keeps that difference: UTC or {@code TZID})
 * @param end when it ends, after {@code start}: from then on it is past
 * @param location where it is held in person, if anywhere
 * @param online the URL where it is held online; empty when it is not
 * @param registration the URL where people register; empty when there is none
 * @param speakers in the order shown: team members and guests
 */
public record Event(
        String slug,
        String title,
        String description,
        ZonedDateTime start,
        ZonedDateTime end,
        Optional<Venue> location,
        String online,
        String registration,
        List<Speaker> speakers,
        List<String> practiceAreas,
        boolean draft,
        Optional<ImageRef> image,
        Body body) {

    public Event {
        speakers = List.copyOf(speakers);
        practiceAreas = List.copyOf(practiceAreas);
    }

    /**
     * Where an event is held: one of the firm's offices, or a venue of its own.
     *
     * @param office the office's slug; empty for a venue
     */
    public record Venue(String office, String name, String address) {
        public boolean isOffice() {
            return !office.isEmpty();
        }
    }

    /**
     * A speaker: a team member (by slug) or a guest from outside the firm.
     *
     * @param slug the team member's slug; empty for a guest
     * @param name a guest's name; empty for a team member (their page names them)
     */
    public record Speaker(String slug, String name, String affiliation) {
        public boolean isGuest() {
            return slug.isEmpty();
        }
    }

    /** Whether it has not ended at {@code now}: the events' page lists it first, the calendar has it. */
    public boolean upcomingAt(Instant now) {
        return end.toInstant().isAfter(now);
    }

    /** Whether its times were written in the site's time zone (not with a fixed offset). */
    public boolean inTimeZone() {
        return !(start.getZone() instanceof ZoneOffset);
    }

    public boolean inPerson() {
        return location.isPresent();
    }

    public boolean isOnline() {
        return !online.isEmpty();
    }

    public String path() {
        return "/events/" + slug;
    }
}
