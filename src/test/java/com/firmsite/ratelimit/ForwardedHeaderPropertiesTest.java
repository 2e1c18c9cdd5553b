package com.firmsite.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Properties of client identity under hostile {@code Forwarded} / {@code X-Forwarded-For} values
 * (docs/decisions.md §4.3): nothing escapes, an untrusted peer is always itself, and a trusted proxy's
 * request is counted against the proxy or an address that really is in the header.
 */
class ForwardedHeaderPropertiesTest {
    private static final InetAddress PROXY = address("10.0.0.5");
    private static final InetAddress STRANGER = address("203.0.113.9");
    private static final ClientAddress TRUSTING_PROXY = ClientAddress.trusting(List.of("10.0.0.0/24"));

    @Property(tries = 1500)
    void anUntrustedPeerIsAlwaysCountedAsItself(
            @ForAll("headerValues") String forwarded, @ForAll("headerValues") String xff) {
        long key = TRUSTING_PROXY.key(STRANGER, headers(forwarded, xff));
        assertThat(key).isEqualTo(IpAddress.of(STRANGER).key());
    }

    @Property(tries = 1500)
    void aTrustedProxysRequestCountsAgainstTheProxyOrAnAddressInTheHeaders(
            @ForAll("headerValues") String forwarded, @ForAll("headerValues") String xff) {
        long key = TRUSTING_PROXY.key(PROXY, headers(forwarded, xff));
        Set<Long> allowed = new HashSet<>();
        allowed.add(IpAddress.of(PROXY).key());
        for (String token : (forwarded + "," + xff).split("[,;=\"\\s]+", -1)) {
            IpAddress.parse(token).ifPresent(a -> allowed.add(a.key()));
            IpAddress.parse(token.replaceAll("^\\[|\\](:\\d+)?$", "")).ifPresent(a -> allowed.add(a.key()));
        }
        assertThat(allowed).contains(key);
    }

    @Property(tries = 1000)
    void whatAClientPrependsNeverChangesWhoItIs(
            @ForAll("headerValues") String forged, @ForAll("clientAddresses") String client) {
        String chain = forged + ", " + client;
        long key = TRUSTING_PROXY.key(PROXY, headers("", chain));
        assertThat(key).isEqualTo(IpAddress.parse(client).orElseThrow().key());
    }

    @Property(tries = 1000)
    void whatAClientPrependsToForwardedNeverChangesWhoItIs(
            @ForAll("headerValues") String forged, @ForAll("clientAddresses") String client) {
        String node = client.contains(":") ? "\"[" + client + "]\"" : client;
        long key = TRUSTING_PROXY.key(PROXY, headers(forged + ", for=" + node + ";proto=https", ""));
        assertThat(key).isEqualTo(IpAddress.parse(client).orElseThrow().key());
    }

    @Provide
    Arbitrary<String> headerValues() {
        Arbitrary<String> fragments = Arbitraries.oneOf(
                clientAddresses(),
                Arbitraries.of(
                        "10.0.0.7",
                        "unknown",
                        "_hidden",
                        "for=",
                        "for=\"[2001:db8::1]:443\"",
                        "for=192.0.2.60;proto=http",
                        "\"",
                        "\\",
                        ";",
                        ",",
                        "=",
                        "[",
                        "]",
                        "::",
                        "[::1",
                        "999.1.1.1",
                        "1.2.3",
                        "for=\"\\\"",
                        "by=10.0.0.5"),
                Arbitraries.strings().ofMaxLength(12));
        return fragments
                .list()
                .ofMaxSize(8)
                .map(parts -> String.join(Arbitraries.of(",", ", ", ";", " ").sample(), parts));
    }

    @Provide
    Arbitrary<String> clientAddresses() {
        Arbitrary<String> ipv4 = Combinators.combine(
                        Arbitraries.integers().between(1, 223),
                        Arbitraries.integers().between(0, 255),
                        Arbitraries.integers().between(0, 255),
                        Arbitraries.integers().between(1, 254))
                .as((a, b, c, d) -> a + "." + b + "." + c + "." + d)
                .filter(ip -> !ip.startsWith("10.0.0."));
        Arbitrary<String> ipv6 = Arbitraries.integers()
                .between(1, 0xfffe)
                .list()
                .ofSize(8)
                .map(groups -> "2001:db8:"
                        + String.join(
                                ":",
                                groups.subList(0, 6).stream()
                                        .map(Integer::toHexString)
                                        .toList()));
        return Arbitraries.oneOf(ipv4, ipv6);
    }

    private static Function<String, List<String>> headers(String forwarded, String xff) {
        Map<String, List<String>> fields = Map.of(
                "forwarded", forwarded.isEmpty() ? List.of() : List.of(forwarded),
                "x-forwarded-for", xff.isEmpty() ? List.of() : List.of(xff));
        return name -> fields.getOrDefault(name, List.of());
    }

    private static InetAddress address(String literal) {
        try {
            return InetAddress.getByName(literal);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
