package com.firmsite.http;

import com.firmsite.config.ConfigException;
import io.netty.handler.ssl.ApplicationProtocolConfig;
import io.netty.handler.ssl.ApplicationProtocolNames;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.SslProvider;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.net.ssl.SSLException;

/**
 * https served by firmsite itself ({@code --tls-cert}, {@code --tls-key}): the JDK's TLS 1.3 and
 * 1.2, with ALPN advertising {@code http/1.1} only. firmsite writes pre-encoded HTTP/1.1 responses,
 * so HTTP/2 is left to a proxy in front (see deploy/nginx); a client offering {@code h2} and
 * {@code http/1.1} gets {@code http/1.1}.
 */
public final class Tls {
    /** The JDK's switch for refusing TLS 1.2 renegotiations a client starts (TLS 1.3 has none). */
    static final String REJECT_CLIENT_RENEGOTIATION = "jdk.tls.rejectClientInitiatedRenegotiation";

    private Tls() {}

    /**
     * The server side of TLS from PEM files, checked at start.
     *
     * @param certificate PEM: the server certificate, then any intermediates
     * @param key PEM: the private key in PKCS#8 ({@code BEGIN PRIVATE KEY}), unencrypted
     */
    public static SslContext context(Path certificate, Path key) throws ConfigException {
        readable("--tls-cert", certificate, "CERTIFICATE");
        readable("--tls-key", key, "PRIVATE KEY");
        KeyPairCheck.requireMatch(certificate, key);
        // A client renegotiating over and over costs the server a handshake each time (288 in 8 s took
        // 4.1 s of CPU): refused, whatever the JVM options say. The JDK reads the property once, at its
        // first server handshake, which is after this; deploy/jvm.options sets it too.
        System.setProperty(REJECT_CLIENT_RENEGOTIATION, "true");
        try {
            return SslContextBuilder.forServer(certificate.toFile(), key.toFile())
                    .sslProvider(SslProvider.JDK)
                    .protocols("TLSv1.3", "TLSv1.2")
                    .applicationProtocolConfig(new ApplicationProtocolConfig(
                            ApplicationProtocolConfig.Protocol.ALPN,
                            ApplicationProtocolConfig.SelectorFailureBehavior.NO_ADVERTISE,
                            ApplicationProtocolConfig.SelectedListenerFailureBehavior.ACCEPT,
                            ApplicationProtocolNames.HTTP_1_1))
                    .build();
        } catch (SSLException | IllegalArgumentException e) {
            throw new ConfigException("--tls-cert/--tls-key: cannot use " + certificate + " with " + key + " ("
                    + e.getMessage() + "); expected a PEM certificate chain and the matching unencrypted PKCS#8 key");
        }
    }

    /** Fails with the flag named when a file is missing, unreadable, or not the PEM kind expected. */
    private static void readable(String flag, Path file, String label) throws ConfigException {
        String text;
        try {
            text = Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new ConfigException(flag + ": cannot read " + file);
        }
        if (label.equals("PRIVATE KEY")
                && (text.contains("BEGIN RSA PRIVATE KEY") || text.contains("BEGIN EC PRIVATE KEY"))) {
            throw new ConfigException(flag + ": " + file + " is a PKCS#1/SEC1 key; convert it to PKCS#8 with "
                    + "openssl pkcs8 -topk8 -nocrypt -in " + file + " -out key.pem");
        }
        if (text.contains("BEGIN ENCRYPTED PRIVATE KEY")) {
            throw new ConfigException(flag + ": " + file + " is encrypted; firmsite needs an unencrypted PKCS#8 key");
        }
        if (!text.contains("-----BEGIN " + label + "-----")) {
            throw new ConfigException(flag + ": " + file + " holds no PEM \"" + label + "\" block");
        }
    }
}
