package com.firmsite.ratelimit;

import java.net.InetAddress;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Who a request counts against (docs/decisions.md §4.3): the TCP peer, IPv6 peers by their /64. When the
 * peer is a configured trusted proxy, the right-most address in {@code Forwarded} or {@code
 * X-Forwarded-For} that is not itself a trusted proxy.
 */
public final class ClientAddress {
    private final Cidr[] trustedProxies;

    private ClientAddress(Cidr[] trustedProxies) {
        this.trustedProxies = trustedProxies;
    }

    /**
     * Resolves clients behind the given proxies.
     *
     * @param trustedProxies CIDR blocks such as {@code 10.0.0.0/8}; empty trusts no proxy
     * @throws IllegalArgumentException naming the first block that does not parse
     */
    public static ClientAddress trusting(List<String> trustedProxies) {
        return new ClientAddress(trustedProxies.stream().map(Cidr::parse).toArray(Cidr[]::new));
    }

    /**
     * The client's key: its IPv4 address or IPv6 /64 prefix, as a long.
     *
     * @param headers all field lines of a request header by lower-case name; read only when the peer
     *     is a trusted proxy
     */
    public long key(InetAddress peer, Function<String, List<String>> headers) {
        IpAddress address = IpAddress.of(peer);
        if (trustedProxies.length == 0 || !isTrusted(address)) {
            return address.key();
        }
        return forwardedClient(address, headers).key();
    }

    /**
     * A request may carry both headers: one written by the proxy, the other by the client. Unable to
     * tell which is which, firmsite believes neither when they disagree and counts the request
     * against the proxy itself, so a forged header can never pick someone else's quota.
     */
    private IpAddress forwardedClient(IpAddress proxy, Function<String, List<String>> headers) {
        List<String> forwarded = headers.apply("forwarded");
        List<String> xForwardedFor = headers.apply("x-forwarded-for");
        Optional<IpAddress> fromForwarded = forwarded.isEmpty()
                ? Optional.empty()
                : Optional.of(rightMostUntrusted(proxy, ForwardedChain.fromForwarded(forwarded)));
        Optional<IpAddress> fromXff = xForwardedFor.isEmpty()
                ? Optional.empty()
                : Optional.of(rightMostUntrusted(proxy, ForwardedChain.fromXForwardedFor(xForwardedFor)));
        if (fromForwarded.isPresent() && fromXff.isPresent()) {
            return fromForwarded.get().key() == fromXff.get().key() ? fromXff.get() : proxy;
        }
        return fromForwarded.or(() -> fromXff).orElse(proxy);
    }

    /**
     * Walks from the right: trusted hops are skipped; the first untrusted address is the client. A
     * node that is not an address ({@code unknown}, an obfuscated name, garbage) ends the walk at
     * the last trusted hop, which is the one that recorded it.
     */
    private IpAddress rightMostUntrusted(IpAddress proxy, List<String> nodes) {
        IpAddress lastTrusted = proxy;
        for (int i = nodes.size() - 1; i >= 0; i--) {
            Optional<IpAddress> node = IpAddress.parse(nodes.get(i));
            if (node.isEmpty() || node.get().isIpv6Multicast()) {
                return lastTrusted;
            }
            if (!isTrusted(node.get())) {
                return node.get();
            }
            lastTrusted = node.get();
        }
        return lastTrusted;
    }

    /** Whether {@code peer} is a configured trusted proxy (whose forwarding headers are believed). */
    public boolean isTrustedProxy(InetAddress peer) {
        return trustedProxies.length != 0 && isTrusted(IpAddress.of(peer));
    }

    private boolean isTrusted(IpAddress address) {
        for (Cidr block : trustedProxies) {
            if (block.contains(address)) {
                return true;
            }
        }
        return false;
    }
}
