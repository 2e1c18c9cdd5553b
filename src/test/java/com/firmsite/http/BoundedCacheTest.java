package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.output.OutputFormats;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Parsed header values are remembered, and no client can make the memory grow. */
class BoundedCacheTest {
    @Test
    void aRepeatedValueIsParsedOnce() {
        BoundedCache<Integer> cache = new BoundedCache<>();
        AtomicInteger parses = new AtomicInteger();
        for (int i = 0; i < 100; i++) {
            int parsed = cache.get("text/markdown", value -> {
                parses.incrementAndGet();
                return value.length();
            });
            assertThat(parsed).isEqualTo(13);
        }
        assertThat(parses).hasValue(1);
    }

    @Test
    void manyDistinctValuesNeverHoldMoreThanTheBound() {
        BoundedCache<String> cache = new BoundedCache<>();
        for (int i = 0; i < 100_000; i++) {
            cache.get("text/x-" + i, value -> value);
            assertThat(cache.size()).isLessThanOrEqualTo(BoundedCache.MAX_ENTRIES);
        }
    }

    @Test
    void longValuesAreParsedEveryTimeAndNeverKept() {
        BoundedCache<Integer> cache = new BoundedCache<>();
        String longValue = "text/html;q=0.9, ".repeat(100);
        AtomicInteger parses = new AtomicInteger();
        cache.get(longValue, value -> parses.incrementAndGet());
        cache.get(longValue, value -> parses.incrementAndGet());
        assertThat(parses).hasValue(2);
        assertThat(cache.size()).isZero();
    }

    @Test
    void cachedNegotiationGivesTheSameAnswersAsParsing() {
        for (int round = 0; round < 3; round++) {
            assertThat(Negotiation.forPage("text/markdown")).isEqualTo(OutputFormats.MARKDOWN);
            assertThat(Negotiation.forPage("text/html;q=0, text/markdown")).isEqualTo(OutputFormats.MARKDOWN);
            assertThat(Negotiation.forError("application/json")).isEqualTo(OutputFormats.PROBLEM_JSON);
            assertThat(Negotiation.forPage("application/json")).isEqualTo(OutputFormats.HTML);
            assertThat(Negotiation.encoding("gzip, deflate, br", true, true))
                    .isEqualTo(com.firmsite.snapshot.Encoding.BR);
            assertThat(Negotiation.encoding("gzip, deflate, br", false, true))
                    .isEqualTo(com.firmsite.snapshot.Encoding.GZIP);
            assertThat(Negotiation.encoding("br;q=0, gzip;q=0", true, true))
                    .isEqualTo(com.firmsite.snapshot.Encoding.IDENTITY);
            assertThat(Negotiation.encoding("*;q=0.5", true, true)).isEqualTo(com.firmsite.snapshot.Encoding.BR);
        }
    }
}
