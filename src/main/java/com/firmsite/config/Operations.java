package com.firmsite.config;

import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How firmsite runs in production, beyond serving: the admin port and https (options of
 * {@link ServerOptions}).
 *
 * @param adminPort where {@code /metrics} and {@code /healthz} are served; empty (the default)
 *     serves neither
 * @param adminBind the admin port's address; empty means loopback (127.0.0.1), whatever {@code --bind} says
 * @param tlsCertificate PEM certificate chain; with {@link #tlsKey}, firmsite serves https
 * @param tlsKey PEM PKCS#8 private key
 */
public record Operations(
        OptionalInt adminPort, Optional<String> adminBind, Optional<Path> tlsCertificate, Optional<Path> tlsKey) {

    public static final Operations DEFAULTS =
            new Operations(OptionalInt.empty(), Optional.empty(), Optional.empty(), Optional.empty());

    /** Whether firmsite serves https itself. */
    public boolean tls() {
        return tlsCertificate.isPresent();
    }
}
