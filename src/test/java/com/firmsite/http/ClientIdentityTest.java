package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.RateLimitFields;
import com.firmsite.testing.TestClock;
import com.firmsite.testing.TestServer;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * docs/decisions.md §4.3 over real connections: the client is the TCP peer; forwarding headers count only
 * from a trusted proxy; IPv6 clients are keyed by their /64.
 */
class ClientIdentityTest {
    private static final TestClock CLOCK = new TestClock();
    /** Trusts no proxy (the default). */
    @RegisterExtension
    static final TestServer direct = TestServer.builder().clock(CLOCK).extension();
    /** Trusts 127.0.0.1/32 as a proxy, as when firmsite runs behind a local nginx. */
    @RegisterExtension
    static final TestServer behindProxy =
            TestServer.builder().clock(CLOCK).trustedProxies("127.0.0.1/32").extension();

    @BeforeEach
    void startNewWindow() {
        CLOCK.advance(Duration.ofMinutes(2));
    }

    @Test
    void twoClientsDoNotShareAQuota() throws Exception {
        for (int i = 0; i < 120; i++) {
            direct.get("/api/status.json");
        }
        assertThat(direct.get("/api/status.json").statusCode()).isEqualTo(429);
        HttpResponse<String> other = fromAddress("127.0.0.2", direct, "/api/status.json");
        assertThat(other.statusCode()).isEqualTo(200);
        assertThat(RateLimitFields.of(other).r()).isEqualTo(119);
    }

    @Test
    void aForgedXForwardedForFromAnUntrustedPeerDoesNotChangeTheClient() {
        assertThat(remaining(direct, "X-Forwarded-For", "203.0.113.9")).isEqualTo(119);
        assertThat(remaining(direct, "X-Forwarded-For", "203.0.113.10")).isEqualTo(118);
        assertThat(remaining(direct, "Forwarded", "for=203.0.113.11")).isEqualTo(117);
        assertThat(remaining(direct)).isEqualTo(116);
    }

    @Test
    void xForwardedForFromATrustedProxyNamesTheClient() {
        assertThat(remaining(behindProxy, "X-Forwarded-For", "203.0.113.9")).isEqualTo(119);
        assertThat(remaining(behindProxy, "X-Forwarded-For", "203.0.113.10")).isEqualTo(119);
        assertThat(remaining(behindProxy, "X-Forwarded-For", "203.0.113.9")).isEqualTo(118);
        assertThat(remaining(behindProxy)).as("the proxy's own requests").isEqualTo(119);
    }

    @Test
    void aClientCannotPickAnotherQuotaByPrependingToXForwardedFor() {
        assertThat(remaining(behindProxy, "X-Forwarded-For", "203.0.113.20")).isEqualTo(119);
        // The proxy appends the real peer; what the client wrote before it is ignored.
        assertThat(remaining(behindProxy, "X-Forwarded-For", "198.51.100.1, 203.0.113.20"))
                .isEqualTo(118);
        assertThat(remaining(behindProxy, "X-Forwarded-For", "198.51.100.1")).isEqualTo(119);
    }

    @Test
    void forwardedFromATrustedProxyNamesTheClient() {
        assertThat(remaining(behindProxy, "Forwarded", "for=192.0.2.60;proto=https;by=127.0.0.1"))
                .isEqualTo(119);
        assertThat(remaining(behindProxy, "X-Forwarded-For", "192.0.2.60")).isEqualTo(118);
    }

    @Test
    void ipv6AddressesInOne64ShareAQuotaAndAnother64HasItsOwn() {
        assertThat(remaining(behindProxy, "Forwarded", "for=\"[2001:db8:cafe:1::17]:4711\""))
                .isEqualTo(119);
        assertThat(remaining(behindProxy, "X-Forwarded-For", "2001:db8:cafe:1:ffff:ffff:ffff:ffff"))
                .isEqualTo(118);
        assertThat(remaining(behindProxy, "X-Forwarded-For", "[2001:db8:cafe:1::1]:443"))
                .isEqualTo(117);
        assertThat(remaining(behindProxy, "X-Forwarded-For", "2001:db8:cafe:2::17"))
                .isEqualTo(119);
    }

    @Test
    void anIpv6PeerIsCountedToo() throws Exception {
        try (TestServer v6 = TestServer.builder().bind("::1").clock(CLOCK).start()) {
            HttpRequest request = HttpRequest.newBuilder(URI.create("http://[::1]:" + v6.port() + "/api/status.json"))
                    .build();
            HttpResponse<String> first = v6.client().send(request, HttpResponse.BodyHandlers.ofString());
            HttpResponse<String> second = v6.client().send(request, HttpResponse.BodyHandlers.ofString());
            assertThat(first.statusCode()).isEqualTo(200);
            assertThat(RateLimitFields.of(first).r()).isEqualTo(119);
            assertThat(RateLimitFields.of(second).r()).isEqualTo(118);
        }
    }

    private static long remaining(TestServer server, String... headers) {
        HttpResponse<String> response = server.get("/api/status.json", headers);
        assertThat(response.statusCode()).isEqualTo(200);
        return RateLimitFields.of(response).r();
    }

    /** A request whose connection starts from {@code localAddress} (any 127/8 address is loopback). */
    private static HttpResponse<String> fromAddress(String localAddress, TestServer server, String path)
            throws Exception {
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .localAddress(InetAddress.getByName(localAddress))
                .build();
        try (client) {
            return client.send(
                    HttpRequest.newBuilder(URI.create(server.origin() + path)).build(),
                    HttpResponse.BodyHandlers.ofString());
        }
    }
}
