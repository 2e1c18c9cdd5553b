package com.firmsite.content;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.Optional;

/**
 * A publication's {@code date}: a day ({@code 2026-12-01}, midnight in the site's time zone) or an
 * instant with its offset ({@code 2026-12-01T09:00:00-05:00}).
 *
 * @param day the calendar day as written, which pages show
 */
record PublicationDate(Instant instant, LocalDate day) {
    static final PublicationDate EPOCH = new PublicationDate(Instant.EPOCH, LocalDate.EPOCH);

    static Optional<PublicationDate> parse(String text, ZoneId zone) {
        try {
            if (text.contains("T")) {
                OffsetDateTime dateTime = OffsetDateTime.parse(text);
                return Optional.of(new PublicationDate(dateTime.toInstant(), dateTime.toLocalDate()));
            }
            LocalDate day = LocalDate.parse(text);
            return Optional.of(new PublicationDate(day.atStartOfDay(zone).toInstant(), day));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }
}
