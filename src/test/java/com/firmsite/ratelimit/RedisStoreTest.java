package com.firmsite.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.Events;
import com.firmsite.testing.RedisServer;
import com.firmsite.testing.TestClock;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.args.ClientPauseMode;

/** The Redis store against a real redis-server, with the production timeout. */
class RedisStoreTest {
    private static RedisServer redis;
    private final TestClock clock = new TestClock();
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private RedisStore store;
    private InMemoryStore fallback;

    @BeforeAll
    static void startRedis() {
        redis = RedisServer.start();
    }

    @AfterAll
    static void stopRedis() {
        redis.close();
    }

    @BeforeEach
    void connect() {
        redis.flushAll();
        fallback = new InMemoryStore(Policy.DEFAULT, clock);
        Events events = new Events(new PrintStream(log, true, StandardCharsets.UTF_8), false);
        store = new RedisStore(
                new HostAndPort("127.0.0.1", redis.port()),
                Policy.DEFAULT,
                fallback,
                clock,
                events,
                RedisStore.DEFAULT_TIMEOUT);
    }

    @AfterEach
    void disconnect() {
        store.close();
    }

    @Test
    void eachClientHasOneKeyThatExpiresWithItsWindow() {
        assertThat(store.hit(0xFF00_0000_C000_0201L)).isEqualTo(new Decision(120, 119, 60, true));
        store.hit(0xFF00_0000_C000_0201L);
        try (Jedis jedis = new Jedis("127.0.0.1", redis.port())) {
            Set<String> keys = jedis.keys("*");
            assertThat(keys).containsExactly("firmsite:ratelimit:default:ff000000c0000201");
            assertThat(jedis.get("firmsite:ratelimit:default:ff000000c0000201")).isEqualTo("2");
            assertThat(jedis.pttl("firmsite:ratelimit:default:ff000000c0000201"))
                    .isBetween(1L, 60_000L);
        }
    }

    @Test
    void theQuotaIsCountedInRedisNotInMemory() {
        for (int i = 0; i < 120; i++) {
            assertThat(store.hit(42).allowed()).isTrue();
        }
        Decision refused = store.hit(42);
        assertThat(refused.allowed()).isFalse();
        assertThat(refused.remaining()).isZero();
        assertThat(refused.retryAfterSeconds()).isBetween(1L, 60L);
        assertThat(fallback.size()).isZero();
    }

    @Test
    void aSlowRedisIsBypassedAfterTheTimeoutAndUsedAgainWhenItAnswers() {
        assertThat(store.hit(7).remaining()).isEqualTo(119);
        try (Jedis jedis = new Jedis("127.0.0.1", redis.port())) {
            // Redis runs no script for 2 s, far beyond the 50 ms a request waits (WRITE mode lets
            // this connection's UNPAUSE through).
            jedis.clientPause(2_000, ClientPauseMode.WRITE);
            long start = System.nanoTime();
            Decision decision = store.hit(7);
            long waited = Duration.ofNanos(System.nanoTime() - start).toMillis();
            jedis.clientUnpause();
            assertThat(decision.remaining()).as("counted in memory").isEqualTo(119);
            assertThat(waited).as("ms waited for a paused Redis").isLessThan(2_000);
        }
        assertThat(warnings()).isEqualTo(1);
        assertThat(store.hit(7).remaining())
                .as("in memory until the retry interval passes")
                .isEqualTo(118);
        assertThat(awaitRecovery()).isTrue();
        assertThat(warnings()).as("one warning for the outage").isEqualTo(1);
    }

    /**
     * Moves the clock past the retry interval until a request is answered by Redis; more than one
     * try only on a machine so loaded that a reply is later than 50 ms.
     */
    private boolean awaitRecovery() {
        for (int attempt = 0; attempt < 20; attempt++) {
            clock.advance(RedisStore.RETRY_INTERVAL);
            store.hit(7);
            if (log.toString(StandardCharsets.UTF_8).contains("answers again")) {
                return true;
            }
        }
        return false;
    }

    private int warnings() {
        return log.toString(StandardCharsets.UTF_8).split("warn rate limiting", -1).length - 1;
    }
}
