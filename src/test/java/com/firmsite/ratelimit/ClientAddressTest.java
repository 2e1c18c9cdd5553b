package com.firmsite.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** docs/decisions.md §4.3 as a table: which address a request is counted against. */
class ClientAddressTest {
    private static final ClientAddress TRUSTING_PROXIES =
            ClientAddress.trusting(List.of("10.0.0.0/8", "2001:db8:ffff::/48"));
    private static final ClientAddress TRUSTING_NONE = ClientAddress.trusting(List.of());

    @ParameterizedTest(name = "{0} and {1} share a /64")
    @CsvSource({
        "2001:db8:1:2::1, 2001:db8:1:2:ffff:ffff:ffff:ffff",
        "2001:db8:1:2:aaaa::1, 2001:db8:1:2:bbbb::2",
        "fe80::1, fe80::2:3:4:5",
    })
    void ipv6AddressesInOne64HaveOneKey(String a, String b) throws Exception {
        assertThat(peerKey(a)).isEqualTo(peerKey(b));
    }

    @ParameterizedTest(name = "{0} and {1} are different clients")
    @CsvSource({
        "2001:db8:1:2::1, 2001:db8:1:3::1",
        "192.0.2.1, 192.0.2.2",
        "0.0.0.1, ::1",
        "192.0.2.1, 2001:db8::1",
        "2001:db8::1, 2001:db9::1",
    })
    void differentAddressesAndPrefixesHaveDifferentKeys(String a, String b) throws Exception {
        assertThat(peerKey(a)).isNotEqualTo(peerKey(b));
    }

    @Test
    void anIpv4MappedIpv6PeerIsTheIpv4Client() throws Exception {
        byte[] mapped = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, (byte) 0xff, (byte) 0xff, (byte) 192, 0, 2, 1};
        assertThat(IpAddress.of(mapped)).isEqualTo(IpAddress.of(InetAddress.getByName("192.0.2.1")));
    }

    @Test
    void anUntrustedPeerIsTheClientWhateverItsHeadersSay() throws Exception {
        Function<String, List<String>> forged =
                headers(Map.of("x-forwarded-for", List.of("198.51.100.7"), "forwarded", List.of("for=198.51.100.8")));
        assertThat(TRUSTING_NONE.key(InetAddress.getByName("192.0.2.1"), forged))
                .isEqualTo(peerKey("192.0.2.1"));
        assertThat(TRUSTING_PROXIES.key(InetAddress.getByName("192.0.2.1"), forged))
                .isEqualTo(peerKey("192.0.2.1"));
    }

    @ParameterizedTest(name = "from proxy 10.0.0.1, X-Forwarded-For [{0}] is client {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "198.51.100.7                          | 198.51.100.7",
                "198.51.100.7:5555                     | 198.51.100.7",
                "  198.51.100.7 ,  10.0.0.2            | 198.51.100.7",
                "203.0.113.1, 198.51.100.7             | 198.51.100.7",
                "203.0.113.1, 198.51.100.7, 10.9.9.9   | 198.51.100.7",
                "10.0.0.3, 10.0.0.2                    | 10.0.0.3",
                "unknown                               | 10.0.0.1",
                "203.0.113.1, unknown, 10.0.0.2        | 10.0.0.2",
                "not an address                        | 10.0.0.1",
                "ff02::1                               | 10.0.0.1",
                "[2001:db8::1]:80                      | 2001:db8::1",
                "2001:db8:ffff:1::5, 2001:db8:5::1     | 2001:db8:5::1",
                "2001:db8:5::1, 2001:db8:ffff:1::5     | 2001:db8:5::1",
                "fe80::1%eth0                          | 10.0.0.1",
                "example.com                           | 10.0.0.1",
            })
    void xForwardedForFromATrustedProxyGivesTheRightMostUntrustedAddress(String header, String client)
            throws Exception {
        assertThat(TRUSTING_PROXIES.key(
                        InetAddress.getByName("10.0.0.1"), headers(Map.of("x-forwarded-for", List.of(header)))))
                .isEqualTo(peerKey(client));
    }

    @ParameterizedTest(name = "from proxy 10.0.0.1, Forwarded [{0}] is client {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "for=198.51.100.7                                         | 198.51.100.7",
                "For=\"198.51.100.7\"                                     | 198.51.100.7",
                "for=203.0.113.1, for=198.51.100.7;proto=https            | 198.51.100.7",
                "proto=https;for=198.51.100.7;by=10.0.0.1                 | 198.51.100.7",
                "for=\"[2001:db8:cafe::17]:4711\"                         | 2001:db8:cafe::17",
                "for=198.51.100.7, for=10.0.0.9                           | 198.51.100.7",
                "for=unknown                                              | 10.0.0.1",
                "for=_hidden, for=10.0.0.9                                | 10.0.0.9",
                "proto=https                                              | 10.0.0.1",
                "for=\"203.0.113.1,x\", for=198.51.100.7                  | 198.51.100.7",
            })
    void forwardedFromATrustedProxyGivesTheRightMostUntrustedAddress(String header, String client) throws Exception {
        assertThat(TRUSTING_PROXIES.key(
                        InetAddress.getByName("10.0.0.1"), headers(Map.of("forwarded", List.of(header)))))
                .isEqualTo(peerKey(client));
    }

    @Test
    void severalFieldLinesAreOneListInOrder() throws Exception {
        var lines = headers(Map.of("x-forwarded-for", List.of("198.51.100.7", "203.0.113.1, 10.0.0.5")));
        assertThat(TRUSTING_PROXIES.key(InetAddress.getByName("10.0.0.1"), lines))
                .isEqualTo(peerKey("203.0.113.1"));
    }

    @Test
    void bothHeadersAgreeingNameTheClient() throws Exception {
        var both =
                headers(Map.of("forwarded", List.of("for=198.51.100.7"), "x-forwarded-for", List.of("198.51.100.7")));
        assertThat(TRUSTING_PROXIES.key(InetAddress.getByName("10.0.0.1"), both))
                .isEqualTo(peerKey("198.51.100.7"));
    }

    @Test
    void bothHeadersDisagreeingCountAgainstTheProxy() throws Exception {
        // One was written by the proxy, the other by the client; firmsite cannot tell which.
        var both = headers(Map.of("forwarded", List.of("for=198.51.100.7"), "x-forwarded-for", List.of("203.0.113.1")));
        assertThat(TRUSTING_PROXIES.key(InetAddress.getByName("10.0.0.1"), both))
                .isEqualTo(peerKey("10.0.0.1"));
    }

    @Test
    void aTrustedPeerWithoutForwardingHeadersIsTheClient() throws Exception {
        assertThat(TRUSTING_PROXIES.key(InetAddress.getByName("10.0.0.1"), headers(Map.of())))
                .isEqualTo(peerKey("10.0.0.1"));
    }

    @Test
    void headersAreNotReadUnlessThePeerIsTrusted() throws Exception {
        Function<String, List<String>> failing = name -> {
            throw new AssertionError("read " + name);
        };
        assertThat(TRUSTING_NONE.key(InetAddress.getByName("10.0.0.1"), failing))
                .isEqualTo(peerKey("10.0.0.1"));
        assertThat(TRUSTING_PROXIES.key(InetAddress.getByName("192.0.2.1"), failing))
                .isEqualTo(peerKey("192.0.2.1"));
    }

    @ParameterizedTest(name = "[{0}] parses to {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "192.0.2.1          | 192.0.2.1",
                "192.0.2.1:80       | 192.0.2.1",
                "[::1]              | ::1",
                "[::1]:8080         | ::1",
                "::ffff:192.0.2.1   | 192.0.2.1",
            })
    void addressesParseAsProxiesWriteThem(String text, String address) throws Exception {
        assertThat(IpAddress.parse(text)).hasValue(IpAddress.of(InetAddress.getByName(address)));
    }

    @ParameterizedTest(name = "[{0}] is not an address")
    @CsvSource(
            delimiter = '|',
            value = {
                "unknown",
                "192.0.2",
                "192.0.2.1:",
                "192.0.2.1:123456",
                "192.0.2.1:8o",
                "[::1",
                "[::1]x",
                "::1]",
                "[192.0.2.1]:80:80",
                "localhost",
                "''"
            })
    void nonAddressesDoNotParse(String text) {
        assertThat(IpAddress.parse(text)).isEqualTo(Optional.empty());
    }

    private static long peerKey(String literal) throws Exception {
        return TRUSTING_NONE.key(InetAddress.getByName(literal), name -> List.of());
    }

    private static Function<String, List<String>> headers(Map<String, List<String>> values) {
        return name -> values.getOrDefault(name, List.of());
    }
}
