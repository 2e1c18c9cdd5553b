package com.firmsite.ratelimit;

import io.netty.util.NetUtil;
import java.net.InetAddress;
import java.util.Optional;

/**
 * An IP address as two longs: IPv4 in the low 32 bits of {@code lo}, IPv6 as its high and low 64
 * bits. IPv4-mapped IPv6 addresses ({@code ::ffff:192.0.2.1}) are IPv4.
 */
record IpAddress(boolean v4, long hi, long lo) {
    /**
     * Marks IPv4 keys. No unicast /64 starts with {@code ff} (that is IPv6 multicast, never a source
     * address), so an IPv4 key can never equal an IPv6 key.
     */
    private static final long IPV4_KEY_TAG = 0xFF00_0000_0000_0000L;

    /** The rate-limit key: the IPv4 address, or the IPv6 /64 prefix. */
    long key() {
        return v4 ? IPV4_KEY_TAG | lo : hi;
    }

    boolean isIpv6Multicast() {
        return !v4 && (hi >>> 56) == 0xFF;
    }

    static IpAddress of(InetAddress address) {
        return of(address.getAddress());
    }

    /** From 4 or 16 network-order bytes. */
    static IpAddress of(byte[] bytes) {
        if (bytes.length == 4) {
            return new IpAddress(true, 0, readInt(bytes, 0));
        }
        long hi = readLong(bytes, 0);
        long lo = readLong(bytes, 8);
        if (hi == 0 && (lo >>> 32) == 0xFFFFL) {
            return new IpAddress(true, 0, lo & 0xFFFF_FFFFL);
        }
        return new IpAddress(false, hi, lo);
    }

    /**
     * Parses an address as proxies write it: {@code 192.0.2.1}, {@code 192.0.2.1:8080}, {@code
     * 2001:db8::1}, {@code [2001:db8::1]} or {@code [2001:db8::1]:8080}. Never resolves a name.
     */
    static Optional<IpAddress> parse(String text) {
        String literal = text.strip();
        if (literal.startsWith("[")) {
            int close = literal.indexOf(']');
            if (close < 0 || !isPortSuffix(literal, close + 1)) {
                return Optional.empty();
            }
            literal = literal.substring(1, close);
        } else if (literal.indexOf(':') == literal.lastIndexOf(':') && literal.indexOf(':') > 0) {
            // One colon: IPv4 with a port (an IPv6 literal has at least two).
            int colon = literal.indexOf(':');
            if (!isPortSuffix(literal, colon)) {
                return Optional.empty();
            }
            literal = literal.substring(0, colon);
        }
        if (literal.indexOf('%') >= 0) {
            return Optional.empty();
        }
        byte[] bytes = NetUtil.createByteArrayFromIpAddressString(literal);
        return bytes == null ? Optional.empty() : Optional.of(of(bytes));
    }

    /** Nothing at {@code from}, or a colon followed by 1 to 5 digits. */
    private static boolean isPortSuffix(String text, int from) {
        if (from == text.length()) {
            return true;
        }
        int digits = text.length() - from - 1;
        if (text.charAt(from) != ':' || digits < 1 || digits > 5) {
            return false;
        }
        for (int i = from + 1; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private static long readInt(byte[] bytes, int from) {
        long value = 0;
        for (int i = from; i < from + 4; i++) {
            value = (value << 8) | (bytes[i] & 0xFF);
        }
        return value;
    }

    private static long readLong(byte[] bytes, int from) {
        return (readInt(bytes, from) << 32) | readInt(bytes, from + 4);
    }
}
