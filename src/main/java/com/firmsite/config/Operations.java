package com.firmsite.config;

import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How firmsite runs in production, beyond serving: the admin port and https.
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

    static Operations from(Limits.Source source) throws ConfigException {
        Optional<String> port = source.get(Config.Option.ADMIN_PORT);
        OptionalInt adminPort = port.isEmpty()
                ? OptionalInt.empty()
                : OptionalInt.of(Limits.count(Config.Option.ADMIN_PORT.flag(), port.get(), 0, 65535));
        Optional<Path> certificate = source.get(Config.Option.TLS_CERT).map(Path::of);
        Optional<Path> key = source.get(Config.Option.TLS_KEY).map(Path::of);
        if (certificate.isPresent() != key.isPresent()) {
            throw new ConfigException("--tls-cert and --tls-key go together: give both, or neither for plain HTTP");
        }
        Optional<String> adminBind = source.get(Config.Option.ADMIN_BIND);
        if (adminBind.isPresent() && adminPort.isEmpty()) {
            throw new ConfigException("--admin-bind needs --admin-port");
        }
        return new Operations(adminPort, adminBind, certificate, key);
    }
}
