package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.TestCertificate;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code firmsite serve} refuses admin and TLS options it cannot honour: exit status 2 and the reason, before reading content. */
class OperationsOptionsTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int serve(Map<String, String> environment, String... options) {
        String[] args = new String[options.length + 3];
        args[0] = "serve";
        args[1] = "--port";
        args[2] = "0";
        System.arraycopy(options, 0, args, 3, options.length);
        return Main.run(
                args,
                environment,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String error() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aCertificateWithoutAKeyIsRefused() {
        assertThat(serve(Map.of(), "--tls-cert", "cert.pem")).isEqualTo(Main.INVALID);
        assertThat(error()).contains("firmsite: --tls-cert and --tls-key go together");
    }

    @Test
    void aMissingCertificateFileIsNamed() {
        assertThat(serve(
                        Map.of(),
                        "--tls-cert",
                        dir.resolve("absent.pem").toString(),
                        "--tls-key",
                        dir.resolve("key.pem").toString()))
                .isEqualTo(Main.INVALID);
        assertThat(error()).contains("firmsite: --tls-cert: cannot read " + dir.resolve("absent.pem"));
    }

    @Test
    void aPkcs1KeyIsRefusedWithTheCommandThatConvertsIt() throws Exception {
        TestCertificate certificate = TestCertificate.create(dir);
        Path pkcs1 = Files.writeString(
                dir.resolve("rsa.pem"), "-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----\n");
        assertThat(serve(Map.of(), "--tls-cert", certificate.certificate().toString(), "--tls-key", pkcs1.toString()))
                .isEqualTo(Main.INVALID);
        assertThat(error()).contains("is a PKCS#1/SEC1 key; convert it to PKCS#8 with openssl pkcs8 -topk8 -nocrypt");
    }

    @Test
    void aKeyThatDoesNotMatchTheCertificateIsRefused() throws Exception {
        TestCertificate one = TestCertificate.create(Files.createDirectories(dir.resolve("one")));
        TestCertificate other = TestCertificate.create(Files.createDirectories(dir.resolve("other")));
        assertThat(serve(
                        Map.of(),
                        "--tls-cert",
                        one.certificate().toString(),
                        "--tls-key",
                        other.key().toString()))
                .isEqualTo(Main.INVALID);
        assertThat(error())
                .contains("firmsite: --tls-key: " + other.key() + " is not the private key of the certificate in "
                        + one.certificate());
    }

    @Test
    void theAdminPortMustBeAPortNumber() {
        assertThat(serve(Map.of("FIRMSITE_ADMIN_PORT", "metrics"))).isEqualTo(Main.INVALID);
        assertThat(error()).contains("firmsite: --admin-port: expected a number from 0 to 65535, got \"metrics\"");
    }

    @Test
    void anAdminAddressWithoutAnAdminPortIsRefused() {
        assertThat(serve(Map.of(), "--admin-bind", "0.0.0.0")).isEqualTo(Main.INVALID);
        assertThat(error()).contains("firmsite: --admin-bind needs --admin-port");
    }
}
