package com.firmsite.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.firmsite.base.Events;
import com.firmsite.config.ConfigException;
import com.firmsite.testing.TestClock;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code --rate-limit-store} and {@code --trusted-proxy}: what they accept, and precise refusals. */
class RateLimiterConfigTest {
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private final Events events = new Events(new PrintStream(log, true, StandardCharsets.UTF_8), false);
    private final TestClock clock = new TestClock();

    @Test
    void memoryIsTheInProcessStore() throws Exception {
        try (RateLimiter limiter = RateLimiter.configure("memory", List.of("10.0.0.0/8", "::1"), clock, events)) {
            assertThat(check(limiter, "192.0.2.1").remaining()).isEqualTo(119);
            assertThat(check(limiter, "192.0.2.1").remaining()).isEqualTo(118);
        }
    }

    @ParameterizedTest(name = "\"{0}\" is refused")
    @ValueSource(
            strings = {
                "Memory",
                "memcached://h:1",
                "redis://",
                "redis:host:1",
                "redis://h:1/0",
                "redis://user:secret@h:1",
                "redis://h:1?db=2",
                "http://h:1",
                ""
            })
    void otherStoresAreRefused(String store) {
        assertThatThrownBy(() -> RateLimiter.configure(store, List.of(), clock, events))
                .isInstanceOf(ConfigException.class)
                .hasMessage("--rate-limit-store: expected memory or redis://host:port, got \"" + store + "\"");
    }

    @Test
    void aMalformedTrustedProxyIsRefusedWithItsReason() {
        assertThatThrownBy(() -> RateLimiter.configure("memory", List.of("10.0.0.0/8", "10.0.0.1/8"), clock, events))
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith("--trusted-proxy: \"10.0.0.1/8\"");
    }

    @Test
    void redisAddressesTakeHostAndPortAndDefaultTo6379() throws Exception {
        assertThat(RateLimiter.redisAddress("redis://cache.internal:6380").toString())
                .isEqualTo("cache.internal:6380");
        assertThat(RateLimiter.redisAddress("redis://cache.internal").getPort()).isEqualTo(6379);
        assertThat(RateLimiter.redisAddress("redis://[::1]:7000").getHost()).isEqualTo("::1");
    }

    @Test
    void aRedisThatIsDownAtStartIsReportedOnceAndRequestsAreStillDecided() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        try (RateLimiter limiter = RateLimiter.configure("redis://127.0.0.1:" + closedPort, List.of(), clock, events)) {
            List<Decision> decisions = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                decisions.add(check(limiter, "192.0.2.1"));
            }
            assertThat(decisions).extracting(Decision::remaining).containsExactly(119, 118, 117, 116, 115);
        }
        String text = log.toString(StandardCharsets.UTF_8);
        assertThat(text.split("failed", -1)).hasSize(2);
        assertThat(text).contains("warn rate limiting: Redis at 127.0.0.1:" + closedPort + " failed");
    }

    private static Decision check(RateLimiter limiter, String peer) throws Exception {
        Map<String, String> added = new java.util.LinkedHashMap<>();
        Decision decision = limiter.check(InetAddress.getByName(peer), name -> List.of(), added::put);
        assertThat(added)
                .containsKeys(
                        "RateLimit-Policy", "RateLimit", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset");
        return decision;
    }
}
