package com.firmsite.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code --trusted-proxy} blocks: what they contain, and the precise refusal of what is not a block. */
class CidrTest {

    @ParameterizedTest(name = "{0} contains {1}: {2}")
    @CsvSource({
        "10.0.0.0/8, 10.255.255.255, true",
        "10.0.0.0/8, 11.0.0.0, false",
        "127.0.0.1/32, 127.0.0.1, true",
        "127.0.0.1/32, 127.0.0.2, false",
        "127.0.0.1, 127.0.0.1, true",
        "0.0.0.0/0, 203.0.113.9, true",
        "0.0.0.0/0, 2001:db8::1, false",
        "192.168.0.0/23, 192.168.1.200, true",
        "192.168.0.0/23, 192.168.2.0, false",
        "2001:db8::/32, 2001:db8:ffff::1, true",
        "2001:db8::/32, 2001:db9::1, false",
        "2001:db8:0:0:8000::/65, 2001:db8::8000:0:0:1, true",
        "2001:db8:0:0:8000::/65, 2001:db8::7fff:0:0:1, false",
        "::1/128, ::1, true",
        "::1, ::2, false",
        "::/0, 2001:db8::1, true",
        "::/0, 10.0.0.1, false",
        "::ffff:10.0.0.0/104, 10.1.2.3, true",
    })
    void blocksContainTheirAddresses(String block, String address, boolean contained) throws Exception {
        assertThat(Cidr.parse(block).contains(IpAddress.of(InetAddress.getByName(address))))
                .isEqualTo(contained);
    }

    @ParameterizedTest(name = "{0} is refused: {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "10.0.0.1/8        | address bits set after the /8 prefix",
                "2001:db8::1/32    | address bits set after the /32 prefix",
                "10.0.0.0/33       | at most 32",
                "2001:db8::/129    | at most 128",
                "10.0.0.0/         | no valid prefix length",
                "10.0.0.0/-1       | no valid prefix length",
                "10.0.0.0/8/8      | no valid prefix length",
                "proxy.internal    | not an IP address or CIDR block",
                "10.0.0            | not an IP address or CIDR block",
                "[::1]/128         | not an IP address or CIDR block",
                "::ffff:0:0/90     | wider than the IPv4-mapped range",
            })
    void malformedBlocksAreRefusedWithTheReason(String block, String reason) {
        assertThatThrownBy(() -> Cidr.parse(block))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(reason)
                .hasMessageContaining(block);
    }
}
