package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.Events;
import com.firmsite.ratelimit.ClientAddress;
import com.firmsite.ratelimit.InMemoryStore;
import com.firmsite.ratelimit.Policy;
import com.firmsite.ratelimit.RateLimiter;
import com.firmsite.ratelimit.RedisStore;
import com.firmsite.testing.RateLimitFields;
import com.firmsite.testing.RedisServer;
import com.firmsite.testing.TestClock;
import com.firmsite.testing.TestServer;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.Jedis;

/**
 * docs/decisions.md §4.4 with a real redis-server: two firmsite instances share one quota; an outage never
 * leaves a request unanswered; sharing resumes when Redis is back, without a restart.
 */
class RedisRateLimitTest {
    private static final TestClock CLOCK = new TestClock();
    private static RedisServer redis;
    private static TestServer first;
    private static TestServer second;

    @BeforeAll
    static void start() {
        redis = RedisServer.start();
        first = TestServer.builder()
                .rateLimiters(RedisRateLimitTest::redisLimiter)
                .start();
        second = TestServer.builder()
                .rateLimiters(RedisRateLimitTest::redisLimiter)
                .start();
    }

    @AfterAll
    static void stop() {
        try {
            if (first != null) {
                first.close();
            }
            if (second != null) {
                second.close();
            }
        } finally {
            redis.close();
        }
    }

    @BeforeEach
    void emptyRedisAndNewWindowsInMemory() {
        redis.flushAll();
        CLOCK.advance(Duration.ofMinutes(2));
    }

    @Test
    void twoInstancesOnOneRedisShareOneQuota() {
        long expected = 119;
        for (int i = 0; i < 60; i++) {
            for (TestServer instance : List.of(first, second)) {
                HttpResponse<String> response = instance.get("/api/status.json");
                assertThat(response.statusCode()).isEqualTo(200);
                assertThat(RateLimitFields.of(response).r()).isEqualTo(expected--);
            }
        }
        for (TestServer instance : List.of(first, second)) {
            HttpResponse<String> refused = instance.get("/api/status.json");
            assertThat(refused.statusCode()).isEqualTo(429);
            RateLimitFields fields = RateLimitFields.of(refused);
            assertThat(fields.r()).isZero();
            assertThat(fields.retryAfter())
                    .hasValueSatisfying(seconds -> assertThat(seconds).isGreaterThanOrEqualTo(Math.max(1, fields.t())));
        }
    }

    @Test
    void eightThreadsSending200RequestsThroughRedisGetExactly120Successes() throws Exception {
        assertThat(RateLimitQuotaTest.concurrentSuccesses(first, 8, 200)).isEqualTo(120);
    }

    @Test
    void aRedisThatForgotTheScriptIsStillUsed() {
        int warningsBefore = occurrences(first.log() + second.log(), "warn rate limiting");
        assertThat(remaining(first)).isEqualTo(119);
        try (Jedis jedis = new Jedis("127.0.0.1", redis.port())) {
            jedis.scriptFlush();
        }
        assertThat(remaining(second)).isEqualTo(118);
        assertThat(occurrences(first.log() + second.log(), "warn rate limiting"))
                .as("no outage")
                .isEqualTo(warningsBefore);
    }

    @Test
    void stoppingRedisKeepsEveryRequestAnsweredAndRestartingItResumesSharing() {
        assertThat(remaining(first)).isEqualTo(119);
        assertThat(remaining(second)).isEqualTo(118);
        String firstLogBefore = first.log();
        String secondLogBefore = second.log();

        redis.stop();
        for (int i = 0; i < 10; i++) {
            for (TestServer instance : List.of(first, second)) {
                HttpResponse<String> response = instance.get("/api/status.json");
                assertThat(response.statusCode()).isEqualTo(200);
                assertThat(RateLimitFields.of(response).r()).isBetween(0L, 119L);
            }
        }
        String outageLog = first.log().substring(firstLogBefore.length());
        assertThat(occurrences(outageLog, "warn rate limiting")).as(outageLog).isEqualTo(1);

        redis.restart();
        CLOCK.advance(Duration.ofSeconds(2));
        // Redis came back empty: the count starts again, and is shared again.
        assertThat(remaining(first)).isEqualTo(119);
        assertThat(remaining(second)).isEqualTo(118);
        assertThat(remaining(first)).isEqualTo(117);
        assertThat(occurrences(first.log().substring(firstLogBefore.length()), "answers again"))
                .isEqualTo(1);
        String secondLog = second.log().substring(secondLogBefore.length());
        assertThat(occurrences(secondLog, "warn rate limiting")).as(secondLog).isEqualTo(1);
    }

    private static long remaining(TestServer instance) {
        HttpResponse<String> response = instance.get("/api/status.json");
        assertThat(response.statusCode()).isEqualTo(200);
        return RateLimitFields.of(response).r();
    }

    private static int occurrences(String text, String word) {
        Matcher matcher = Pattern.compile(Pattern.quote(word)).matcher(text);
        int count = 0;
        while (matcher.find()) {
            count++;
        }
        return count;
    }

    /**
     * A generous timeout here: on a loaded test machine a 50 ms reply can be late, which would count
     * a request in memory and make exact sharing untestable. RedisStoreTest tests the production
     * timeout against a Redis that really is slow.
     */
    private static RateLimiter redisLimiter(String configured, List<String> trustedProxies, Events events) {
        RedisStore store = new RedisStore(
                new HostAndPort("127.0.0.1", redis.port()),
                Policy.DEFAULT,
                new InMemoryStore(Policy.DEFAULT, CLOCK),
                CLOCK,
                events,
                Duration.ofSeconds(2));
        return new RateLimiter(Policy.DEFAULT, store, ClientAddress.trusting(List.of()));
    }
}
