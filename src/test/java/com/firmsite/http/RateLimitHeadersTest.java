package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.RateLimitFields;
import com.firmsite.testing.TestClock;
import com.firmsite.testing.TestServer;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * docs/decisions.md §4.2, judged by an RFC 9651 parser: the fields on every {@code /api/} response (200,
 * 404, 405, 429), their agreement with the legacy trio, and their absence everywhere else.
 */
class RateLimitHeadersTest {
    private static final TestClock CLOCK = new TestClock();

    @RegisterExtension
    static final TestServer server = TestServer.builder().clock(CLOCK).extension();

    @BeforeEach
    void startNewWindow() {
        CLOCK.advance(Duration.ofMinutes(2));
    }

    @ParameterizedTest(name = "{0} {1} ({2}) carries valid RateLimit fields")
    @CsvSource({
        "GET, /api/status.json, 200",
        "HEAD, /api/status.json, 200",
        "POST, /api/status.json, 405",
        "GET, /api/nothing, 404",
        "POST, /api/nothing, 404"
    })
    void everyApiResponseCarriesThePolicyAndTheRemainingQuota(String method, String path, int status) {
        HttpResponse<String> response = server.send(method, path, BodyPublishers.noBody());
        assertThat(response.statusCode()).isEqualTo(status);
        RateLimitFields fields = RateLimitFields.of(response);
        assertThat(fields.policyName()).isEqualTo("default");
        assertThat(fields.q()).isEqualTo(120);
        assertThat(fields.w()).isEqualTo(60);
        assertThat(fields.limitName()).isEqualTo("default");
        assertThat(fields.r()).isEqualTo(119);
        assertThat(fields.t()).isEqualTo(60);
        assertLegacyFieldsAgree(fields);
        assertThat(fields.retryAfter()).isEmpty();
    }

    @Test
    void theFieldsAreExactlyTheDecidedText() {
        HttpResponse<String> response = server.get("/api/status.json");
        assertThat(response.headers().allValues("RateLimit-Policy")).containsExactly("\"default\";q=120;w=60");
        assertThat(response.headers().allValues("RateLimit")).containsExactly("\"default\";r=119;t=60");
        assertThat(response.headers().allValues("RateLimit-Limit")).containsExactly("120");
        assertThat(response.headers().allValues("RateLimit-Remaining")).containsExactly("119");
        assertThat(response.headers().allValues("RateLimit-Reset")).containsExactly("60");
    }

    @Test
    void a429CarriesTheFieldsWithRZeroAndRetryAfterNotBeforeT() {
        for (int i = 0; i < 120; i++) {
            server.get("/api/nothing");
        }
        CLOCK.advance(Duration.ofMillis(59_001));
        for (String method : new String[] {"GET", "HEAD", "POST"}) {
            HttpResponse<String> refused = server.send(method, "/api/status.json", BodyPublishers.noBody());
            assertThat(refused.statusCode()).isEqualTo(429);
            RateLimitFields fields = RateLimitFields.of(refused);
            assertThat(fields.r()).isZero();
            assertThat(fields.t()).isEqualTo(1);
            assertThat(fields.retryAfter()).hasValue(1L);
            assertLegacyFieldsAgree(fields);
        }
    }

    @ParameterizedTest(name = "{0} {1} carries no rate-limit field")
    @CsvSource({
        "GET, /",
        "GET, /about",
        "GET, /about.md",
        "GET, /robots.txt",
        "GET, /no-such-page",
        "POST, /about",
        "GET, /apiary",
        "POST, /mcp"
    })
    void responsesOutsideTheApiCarryNone(String method, String path) {
        HttpResponse<String> response = server.send(method, path, BodyPublishers.ofString("{}"));
        assertThat(RateLimitFields.anyPresent(response))
                .as("%s %s (%d)", method, path, response.statusCode())
                .isFalse();
    }

    private static void assertLegacyFieldsAgree(RateLimitFields fields) {
        assertThat(fields.legacyLimit()).isEqualTo(fields.q());
        assertThat(fields.legacyRemaining()).isEqualTo(fields.r());
        assertThat(fields.legacyReset()).isEqualTo(fields.t());
    }
}
