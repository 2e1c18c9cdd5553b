package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.TestServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javax.net.ssl.SSLSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A TLS 1.2 client that starts a renegotiation (each one a full handshake of the server's CPU) is
 * refused: the handshake fails and the connection ends; other connections are served. TLS 1.3 has
 * no renegotiation at all.
 */
class TlsRenegotiationTest {
    @TempDir
    static Path dir;

    @RegisterExtension
    static final TestServer server = TestServer.builder()
            .baseUrl("https://localhost")
            .tlsCertificateIn(() -> dir)
            .extension();

    @Test
    void aClientInitiatedRenegotiationIsRefusedAndTheConnectionEnds() throws Exception {
        try (SSLSocket socket = tls12()) {
            assertThat(get(socket)).as("served before renegotiating").startsWith("HTTP/1.1 200");
            boolean refused;
            try {
                socket.startHandshake();
                // The JDK's client may return before the server's answer: the next exchange shows it.
                refused = !get(socket).startsWith("HTTP/1.1 200");
            } catch (IOException alert) {
                refused = true;
            }
            assertThat(refused).as("renegotiation refused").isTrue();
        }
        try (SSLSocket fresh = tls12()) {
            assertThat(get(fresh)).as("a new connection is served").startsWith("HTTP/1.1 200");
        }
    }

    private static SSLSocket tls12() throws IOException {
        SSLSocket socket = (SSLSocket) server.certificate()
                .clientContext()
                .getSocketFactory()
                .createSocket(InetAddress.getLoopbackAddress(), server.port());
        socket.setEnabledProtocols(new String[] {"TLSv1.2"});
        socket.setSoTimeout(5000);
        socket.startHandshake();
        return socket;
    }

    /** One keep-alive GET; the status line and head, or "" when the connection ended. */
    private static String get(SSLSocket socket) throws IOException {
        OutputStream out = socket.getOutputStream();
        out.write("GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        out.flush();
        InputStream in = socket.getInputStream();
        StringBuilder head = new StringBuilder();
        int length = -1;
        for (int b = in.read(); b != -1; b = in.read()) {
            head.append((char) b);
            if (head.toString().endsWith("\r\n\r\n")) {
                String text = head.toString().toLowerCase(java.util.Locale.ROOT);
                int at = text.indexOf("content-length: ");
                length = Integer.parseInt(text.substring(at + 16, text.indexOf("\r\n", at)));
                break;
            }
        }
        if (length < 0) {
            return "";
        }
        in.readNBytes(length);
        return head.toString();
    }
}
