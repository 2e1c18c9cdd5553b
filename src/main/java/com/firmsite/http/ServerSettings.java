package com.firmsite.http;

import com.firmsite.config.Limits;
import io.netty.handler.ssl.SslContext;
import java.net.InetAddress;
import java.util.Optional;

/**
 * How the HTTP server listens and what it accepts: values only. The live objects it works with are
 * {@link ServerServices}. Each limit is documented with its default in {@link Limits} and in the
 * README's option table.
 *
 * @param authority the host[:port] of the configured base URL; absolute-form request targets must
 *     name it
 * @param tls the TLS context when firmsite serves https itself ({@code --tls-cert}), else empty
 * @param noindex {@code X-Robots-Tag: noindex} on every response, whatever it is (an editors' preview, {@code --drafts})
 */
public record ServerSettings(
        InetAddress bind, int port, String authority, Limits limits, Optional<SslContext> tls, boolean noindex) {

    /** The limits of docs/decisions.md §3.7 and §8; plain HTTP; indexable. */
    public static ServerSettings defaults(InetAddress bind, int port, String authority) {
        return new ServerSettings(bind, port, authority, Limits.DEFAULTS, Optional.empty(), false);
    }
}
