package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.TestServer;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --tls-cert}/{@code --tls-key}: https with the JDK's TLS, ALPN choosing {@code http/1.1}
 * (HTTP/2 is a proxy's job, see deploy/nginx), HSTS because the base URL is https.
 */
class TlsTest {
    @TempDir
    static Path dir;

    @RegisterExtension
    static final TestServer server = TestServer.builder()
            .baseUrl("https://localhost")
            .tlsCertificateIn(() -> dir)
            .extension();

    private static HttpClient client;

    @BeforeAll
    static void start() throws Exception {
        client = HttpClient.newBuilder()
                .sslContext(server.certificate().clientContext())
                .version(HttpClient.Version.HTTP_2)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    @Test
    void pagesAreServedOverHttpsWithHstsAndHttp11EvenToAClientPreferringHttp2() throws Exception {
        HttpResponse<String> page = client.send(request("/about").build(), HttpResponse.BodyHandlers.ofString());
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.version()).isEqualTo(HttpClient.Version.HTTP_1_1);
        assertThat(page.headers().firstValue("strict-transport-security")).hasValue("max-age=31536000");
        assertThat(page.body()).contains("<html");
        HttpResponse<String> problem = client.send(request("/api/nope").build(), HttpResponse.BodyHandlers.ofString());
        assertThat(problem.statusCode()).isEqualTo(404);
        assertThat(problem.headers().firstValue("strict-transport-security")).hasValue("max-age=31536000");
    }

    @Test
    void alpnSelectsHttp11WhenTheClientOffersH2First() throws Exception {
        try (SSLSocket socket = (SSLSocket) server.certificate()
                .clientContext()
                .getSocketFactory()
                .createSocket(InetAddress.getLoopbackAddress(), server.port())) {
            SSLParameters parameters = socket.getSSLParameters();
            parameters.setApplicationProtocols(new String[] {"h2", "http/1.1"});
            socket.setSSLParameters(parameters);
            socket.startHandshake();
            assertThat(socket.getApplicationProtocol()).isEqualTo("http/1.1");
            assertThat(socket.getSession().getProtocol()).isIn("TLSv1.3", "TLSv1.2");
        }
    }

    @Test
    void plainHttpOnTheHttpsPortGetsNoHttpAnswer() throws Exception {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            socket.setSoTimeout(5000);
            OutputStream out = socket.getOutputStream();
            out.write("GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] answer = in.readNBytes(5);
            assertThat(new String(answer, StandardCharsets.ISO_8859_1)).doesNotStartWith("HTTP/");
        }
    }

    @Test
    void aConnectionBeyondTheLimitIsRefusedInHttpsToo() throws Exception {
        try (TestServer limited = TestServer.builder()
                        .baseUrl("https://localhost")
                        .tls(server.certificate())
                        .limits(limits -> limits.withMaxConnections(1))
                        .start();
                SSLSocket first = (SSLSocket) server.certificate()
                        .clientContext()
                        .getSocketFactory()
                        .createSocket(InetAddress.getLoopbackAddress(), limited.port())) {
            first.startHandshake();
            HttpResponse<String> refused = client.send(
                    HttpRequest.newBuilder(URI.create("https://127.0.0.1:" + limited.port() + "/about"))
                            .timeout(Duration.ofSeconds(10))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(refused.statusCode()).isEqualTo(503);
            assertThat(refused.headers().firstValue("retry-after")).hasValue("1");
        }
    }

    private static HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("https://127.0.0.1:" + server.port() + path))
                .timeout(Duration.ofSeconds(10));
    }
}
