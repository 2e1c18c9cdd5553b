package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The {@code Date} header's IMF-fixdate (RFC 9110 §5.6.7), spelled out by hand for start-up time. */
class HttpDateTest {
    private static final DateTimeFormatter REFERENCE = DateTimeFormatter.ofPattern(
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    @Test
    void theRfcExampleIsSpelledAsTheRfcSpellsIt() {
        assertThat(HttpDate.imfFixdate(784111777L)).isEqualTo("Sun, 06 Nov 1994 08:49:37 GMT");
    }

    @Test
    void everyDayMonthAndTimeOfDayMatchesJavaTimesFormatter() {
        // Every day of years 1999 to 2101 (leap years, the 2100 non-leap year, every weekday and month),
        // each at a random second of the day; a fixed seed keeps a failure reproducible.
        SplittableRandom random = new SplittableRandom(9110);
        long first = Instant.parse("1999-01-01T00:00:00Z").getEpochSecond();
        long last = Instant.parse("2101-12-31T00:00:00Z").getEpochSecond();
        for (long day = first; day <= last; day += 86_400) {
            long second = day + random.nextInt(86_400);
            assertThat(HttpDate.imfFixdate(second))
                    .as("%d", second)
                    .isEqualTo(REFERENCE.format(Instant.ofEpochSecond(second)));
        }
    }

    @Test
    void midnightAndTheLastSecondOfTheDayKeepTwoDigits() {
        long midnight = Instant.parse("2026-03-01T00:00:00Z").getEpochSecond();
        assertThat(HttpDate.imfFixdate(midnight)).isEqualTo("Sun, 01 Mar 2026 00:00:00 GMT");
        assertThat(HttpDate.imfFixdate(midnight - 1)).isEqualTo("Sat, 28 Feb 2026 23:59:59 GMT");
    }
}
