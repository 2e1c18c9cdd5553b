package com.firmsite.http;

import com.firmsite.config.ConfigException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;

/**
 * Proves at start that the key belongs to the certificate: it signs a message that the
 * certificate's public key must verify. Netty would otherwise accept a mismatched pair, and every
 * handshake would fail later, in production.
 */
final class KeyPairCheck {
    private static final byte[] MESSAGE = "firmsite key pair check".getBytes(StandardCharsets.US_ASCII);

    private KeyPairCheck() {}

    static void requireMatch(Path certificateFile, Path keyFile) throws ConfigException {
        X509Certificate certificate = certificate(certificateFile);
        PublicKey publicKey = certificate.getPublicKey();
        try {
            PrivateKey privateKey = KeyFactory.getInstance(publicKey.getAlgorithm())
                    .generatePrivate(new PKCS8EncodedKeySpec(pemBody(keyFile, "PRIVATE KEY")));
            String algorithm = switch (publicKey.getAlgorithm()) {
                case "RSA" -> "SHA256withRSA";
                case "EC" -> "SHA256withECDSA";
                default -> publicKey.getAlgorithm();
            };
            Signature signer = Signature.getInstance(algorithm);
            signer.initSign(privateKey);
            signer.update(MESSAGE);
            byte[] signature = signer.sign();
            Signature verifier = Signature.getInstance(algorithm);
            verifier.initVerify(publicKey);
            verifier.update(MESSAGE);
            if (!verifier.verify(signature)) {
                throw new ConfigException(
                        "--tls-key: " + keyFile + " is not the private key of the certificate in " + certificateFile);
            }
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new ConfigException("--tls-cert/--tls-key: cannot use " + certificateFile + " with " + keyFile
                    + " (the key is not a " + publicKey.getAlgorithm() + " PKCS#8 key matching the certificate)");
        }
    }

    private static X509Certificate certificate(Path file) throws ConfigException {
        try (InputStream in = Files.newInputStream(file)) {
            return (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(in);
        } catch (IOException | GeneralSecurityException e) {
            throw new ConfigException("--tls-cert: " + file + " holds no readable X.509 certificate");
        }
    }

    private static byte[] pemBody(Path file, String label) throws ConfigException {
        try {
            String text = Files.readString(file, StandardCharsets.ISO_8859_1);
            int begin = text.indexOf("-----BEGIN " + label + "-----");
            int end = text.indexOf("-----END " + label + "-----");
            if (begin < 0 || end < begin) {
                throw new ConfigException("--tls-key: " + file + " holds no PEM \"" + label + "\" block");
            }
            return Base64.getMimeDecoder().decode(text.substring(begin + label.length() + 16, end));
        } catch (IOException e) {
            throw new ConfigException("--tls-key: cannot read " + file);
        }
    }
}
