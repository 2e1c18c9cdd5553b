package com.firmsite.http;

import com.firmsite.output.Header;
import com.firmsite.output.MediaType;
import com.firmsite.output.ProblemCode;
import com.firmsite.ratelimit.Decision;
import com.firmsite.ratelimit.RateLimitHeaders;
import com.firmsite.ratelimit.RateLimiter;
import com.firmsite.snapshot.StatusLine;
import com.firmsite.snapshot.WireBytes;
import io.netty.buffer.ByteBuf;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code /api/*}: the health status and, for every other path, {@code api_route_not_found}. Every
 * request counts against the client's quota, whatever its method or outcome (docs/decisions.md §4.1), and
 * every response carries the rate-limit fields; past the quota the answer is 429.
 */
final class ApiEndpoint {
    static final String STATUS_PATH = "/api/status.json";

    /** Read by browser scripts on every /api/ answer: any origin may, and may see the quota fields. */
    private static final List<Header> CORS =
            List.of(Header.ALLOW_ANY_ORIGIN, new Header("Access-Control-Expose-Headers", RateLimitHeaders.EXPOSED));

    /**
     * The 200 answer never changes but for {@code Date} and the rate-limit fields: its head and body
     * are encoded once (with HSTS for an https public address, without for http).
     */
    private static final StatusOk STATUS_OK_HTTP = new StatusOk(false);

    private static final StatusOk STATUS_OK_HTTPS = new StatusOk(true);

    private record StatusOk(ByteBuf head, ByteBuf body) {
        private static final byte[] BODY = "{\"status\":\"ok\"}".getBytes(StandardCharsets.UTF_8);

        StatusOk(boolean hsts) {
            this(WireBytes.frozen(head(hsts).getBytes(StandardCharsets.ISO_8859_1)), WireBytes.frozen(BODY));
        }

        private static String head(boolean hsts) {
            StringBuilder head = new StringBuilder(StatusLine.of(200))
                    .append("Content-Type: ")
                    .append(MediaType.JSON.value())
                    .append("\r\n")
                    .append("Content-Length: ")
                    .append(BODY.length)
                    .append("\r\n")
                    .append(Header.NOSNIFF.line())
                    .append(Header.NO_STORE.line());
            if (hsts) {
                Header.HSTS.appendTo(head);
            }
            CORS.forEach(header -> header.appendTo(head));
            return head.toString();
        }
    }

    /**
     * Counted instead of the peer when the connection closed before its address was read: the
     * unspecified address, which no real peer has.
     */
    private static final InetAddress UNKNOWN_PEER = unspecifiedAddress();

    private final RateLimiter limiter;

    ApiEndpoint(RateLimiter limiter) {
        this.limiter = limiter;
    }

    void handle(Exchange exchange) {
        InetSocketAddress peer = exchange.remoteAddress();
        InetAddress address = peer == null || peer.getAddress() == null ? UNKNOWN_PEER : peer.getAddress();
        Decision decision = limiter.check(address, exchange::headers, exchange::addHeader);
        if (decision.allowed() && exchange.path().equals(STATUS_PATH) && exchange.isGetOrHead()) {
            if (exchange.preview()) {
                // Encoded once for a public server; a preview's answer says private, no-store instead.
                exchange.sendDynamic(200, MediaType.JSON, StatusOk.BODY, CORS);
                return;
            }
            StatusOk ok = exchange.snapshot().baseUrl().startsWith("https://") ? STATUS_OK_HTTPS : STATUS_OK_HTTP;
            exchange.sendEncoded(200, ok.head(), ok.body());
            return;
        }
        CORS.forEach(exchange::addHeader);
        if (!decision.allowed()) {
            // Retry-After is already among the fields the limiter added.
            exchange.sendProblem(ProblemCode.RATE_LIMIT_EXCEEDED, List.of());
        } else if (!exchange.path().equals(STATUS_PATH)) {
            exchange.sendProblem(ProblemCode.API_ROUTE_NOT_FOUND, List.of());
        } else {
            exchange.sendProblem(ProblemCode.METHOD_NOT_ALLOWED, List.of(Header.ALLOW_GET_HEAD));
        }
    }

    private static InetAddress unspecifiedAddress() {
        try {
            return InetAddress.getByAddress(new byte[4]);
        } catch (java.net.UnknownHostException e) {
            throw new IllegalStateException("four bytes are always an IPv4 address", e);
        }
    }
}
