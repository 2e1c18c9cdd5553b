package com.firmsite.content;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Optional;
import java.util.regex.Pattern;

/** The date-times of events and job openings, as front matter writes them. */
final class DateTimes {
    /** A time followed by an offset ({@code Z}, {@code +01:00}): an exact instant as written. */
    private static final Pattern WITH_OFFSET = Pattern.compile(".*T.*(Z|[+-]\\d\\d:?\\d\\d)$");

    private DateTimes() {}

    /**
     * {@code 2027-03-04T09:00:00-05:00} at that fixed offset, or {@code 2027-03-04T09:00} in {@code
     * zone} (the site's): the zone an event is shown and exported in.
     */
    static Optional<ZonedDateTime> dateTime(String text, ZoneId zone) {
        try {
            if (WITH_OFFSET.matcher(text).matches()) {
                return Optional.of(OffsetDateTime.parse(text).toZonedDateTime());
            }
            return Optional.of(LocalDateTime.parse(text).atZone(zone));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }

    /**
     * The instant an opening closes: a date alone closes at the end of that day in {@code zone} (it
     * is valid through it), a date and time with offset at that instant.
     */
    static Optional<Instant> closing(String text, ZoneId zone) {
        try {
            if (text.contains("T")) {
                return Optional.of(OffsetDateTime.parse(text).toInstant());
            }
            return Optional.of(
                    LocalDate.parse(text).plusDays(1).atStartOfDay(zone).toInstant());
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }

    static Optional<LocalDate> date(String text) {
        try {
            return Optional.of(LocalDate.parse(text));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }
}
