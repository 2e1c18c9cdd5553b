package com.firmsite.content;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** How firmsite writes the instant a scheduled publication goes live, for editors: in the site's zone, and in UTC. */
public final class ScheduledTime {
    private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm z", Locale.ENGLISH);
    private static final DateTimeFormatter LOCAL_SECONDS =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss z", Locale.ENGLISH);

    private ScheduledTime() {}

    /** {@code 2026-12-01 09:00 EST (America/New_York)}; {@code 2026-12-01 14:00 UTC} in UTC; seconds when there are some. */
    public static String local(Instant instant, ZoneId zone) {
        String text = (instant.getEpochSecond() % 60 == 0 ? LOCAL : LOCAL_SECONDS).format(instant.atZone(zone));
        return zone.normalized().equals(ZoneOffset.UTC) ? text : text + " (" + zone.getId() + ")";
    }

    /** {@code 2026-12-01 09:00 EST (America/New_York) = 2026-12-01T14:00:00Z}: the site's zone, then UTC. */
    public static String describe(Instant instant, ZoneId zone) {
        return local(instant, zone) + " = " + instant;
    }
}
