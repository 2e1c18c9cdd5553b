package com.firmsite.ratelimit;

import io.netty.util.NetUtil;

/** An address block such as {@code 10.0.0.0/8} or {@code 2001:db8::/32}; a bare address is a /32 or /128. */
record Cidr(boolean v4, long hi, long lo, long hiMask, long loMask) {

    /**
     * Parses a CIDR block.
     *
     * @throws IllegalArgumentException with a message fit for the operator, when the text is not an
     *     address block or has bits set after the prefix
     */
    static Cidr parse(String text) {
        int slash = text.indexOf('/');
        String address = slash < 0 ? text : text.substring(0, slash);
        byte[] bytes = NetUtil.createByteArrayFromIpAddressString(address);
        if (bytes == null || address.startsWith("[") || address.indexOf('%') >= 0) {
            throw new IllegalArgumentException(
                    "\"" + text + "\" is not an IP address or CIDR block (like 10.0.0.0/8 or 2001:db8::/32)");
        }
        IpAddress network = IpAddress.of(bytes);
        int bits = bytes.length * 8;
        int prefix = slash < 0 ? bits : prefixLength(text, text.substring(slash + 1), bits);
        // An IPv4-mapped IPv6 block is an IPv4 block: ::ffff:10.0.0.0/104 is 10.0.0.0/8.
        if (network.v4() && bytes.length == 16) {
            prefix = prefix - 96;
            if (prefix < 0) {
                throw new IllegalArgumentException(
                        "\"" + text + "\" is wider than the IPv4-mapped range; write an IPv4 block");
            }
        }
        long hiMask = network.v4() ? 0 : mask(Math.min(prefix, 64));
        long loMask = network.v4() ? mask(prefix) >>> 32 : mask(Math.max(prefix - 64, 0));
        if ((network.hi() & ~hiMask) != 0 || (network.lo() & ~loMask) != 0) {
            throw new IllegalArgumentException(
                    "\"" + text + "\" has address bits set after the /" + prefix + " prefix");
        }
        return new Cidr(network.v4(), network.hi(), network.lo(), hiMask, loMask);
    }

    boolean contains(IpAddress address) {
        return address.v4() == v4 && (address.hi() & hiMask) == hi && (address.lo() & loMask) == lo;
    }

    private static int prefixLength(String text, String digits, int bits) {
        if (digits.isEmpty() || digits.length() > 3 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new IllegalArgumentException("\"" + text + "\" has no valid prefix length after the /");
        }
        int prefix = Integer.parseInt(digits);
        if (prefix > bits) {
            throw new IllegalArgumentException("\"" + text + "\": the prefix length is at most " + bits);
        }
        return prefix;
    }

    /** The top {@code bits} bits of a long set (0 to 64). */
    private static long mask(int bits) {
        return bits == 0 ? 0 : -1L << (64 - bits);
    }
}
