package com.firmsite.http;

import com.firmsite.ratelimit.ClientAddress;
import io.netty.handler.codec.http.HttpHeaders;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The {@code X-Request-Id} of a response and its access-log line: the one a trusted proxy sent
 * (so the proxy's log and firmsite's name the same request), else 16 random hex digits. A
 * client's own id is never taken: it could forge or collide with another request's, and a value
 * that is not a short token is never reflected at all.
 */
final class RequestId {
    static final String HEADER = "X-Request-Id";
    private static final int MAX_LENGTH = 64;

    private RequestId() {}

    /**
     * @param headers the request's header fields (read only when the peer is a trusted proxy)
     * @param clients knows the configured trusted proxies
     */
    static String of(HttpHeaders headers, SocketAddress peer, ClientAddress clients) {
        if (peer instanceof InetSocketAddress address
                && address.getAddress() != null
                && clients.isTrustedProxy(address.getAddress())) {
            List<String> incoming = headers.getAll(HEADER);
            if (incoming.size() == 1 && isWellFormed(incoming.get(0))) {
                return incoming.get(0);
            }
        }
        return HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
    }

    /** 1 to 64 letters, digits, {@code -}, {@code _}, {@code .} or {@code :}: nginx's 32 hex digits, UUIDs and the like. */
    static boolean isWellFormed(String value) {
        if (value.isEmpty() || value.length() > MAX_LENGTH) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            boolean allowed = (c >= 'a' && c <= 'z')
                    || (c >= 'A' && c <= 'Z')
                    || (c >= '0' && c <= '9')
                    || c == '-'
                    || c == '_'
                    || c == '.'
                    || c == ':';
            if (!allowed) {
                return false;
            }
        }
        return true;
    }
}
