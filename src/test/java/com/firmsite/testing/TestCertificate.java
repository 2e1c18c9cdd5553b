package com.firmsite.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * A self-signed certificate for {@code localhost} and {@code 127.0.0.1}, made by the JDK's own
 * {@code keytool}, written as the PEM files that firmsite and nginx read: {@code cert.pem} and an
 * unencrypted PKCS#8 {@code key.pem}. {@link #clientContext()} trusts it, and nothing else.
 */
public final class TestCertificate {
    private static final char[] PASSWORD = "changeit".toCharArray();
    private final Path certificate;
    private final Path key;
    private final KeyStore store;

    private TestCertificate(Path certificate, Path key, KeyStore store) {
        this.certificate = certificate;
        this.key = key;
        this.store = store;
    }

    public static TestCertificate create(Path directory) {
        try {
            Path keystore = directory.resolve("server.p12");
            keytool(List.of(
                    "-genkeypair",
                    "-alias",
                    "server",
                    "-keyalg",
                    "EC",
                    "-groupname",
                    "secp256r1",
                    "-validity",
                    "2",
                    "-dname",
                    "CN=localhost",
                    "-ext",
                    "SAN=dns:localhost,ip:127.0.0.1",
                    "-storetype",
                    "PKCS12",
                    "-keystore",
                    keystore.toString(),
                    "-storepass",
                    new String(PASSWORD),
                    "-keypass",
                    new String(PASSWORD)));
            KeyStore store = KeyStore.getInstance("PKCS12");
            try (InputStream in = Files.newInputStream(keystore)) {
                store.load(in, PASSWORD);
            }
            Certificate certificate = store.getCertificate("server");
            PrivateKey key = (PrivateKey) store.getKey("server", PASSWORD);
            Path certificateFile = Files.writeString(
                    directory.resolve("cert.pem"),
                    pem("CERTIFICATE", certificate.getEncoded()),
                    StandardCharsets.US_ASCII);
            Path keyFile = Files.writeString(
                    directory.resolve("key.pem"), pem("PRIVATE KEY", key.getEncoded()), StandardCharsets.US_ASCII);
            return new TestCertificate(certificateFile, keyFile, store);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    public Path certificate() {
        return certificate;
    }

    public Path key() {
        return key;
    }

    /** TLS for a client that trusts this certificate only. */
    public SSLContext clientContext() {
        try {
            KeyStore trust = KeyStore.getInstance("PKCS12");
            trust.load(null, null);
            trust.setCertificateEntry("server", store.getCertificate("server"));
            TrustManagerFactory trustManagers =
                    TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trustManagers.init(trust);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, trustManagers.getTrustManagers(), null);
            return context;
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String pem(String label, byte[] der) {
        return "-----BEGIN " + label + "-----\n"
                + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der) + "\n-----END " + label + "-----\n";
    }

    private static void keytool(List<String> arguments) throws IOException {
        List<String> command = new java.util.ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
        command.addAll(arguments);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IOException("keytool failed: " + output);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }
}
