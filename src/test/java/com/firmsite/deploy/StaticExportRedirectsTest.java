package com.firmsite.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.export.Exporter;
import com.firmsite.export.RedirectMap;
import com.firmsite.testing.LocalProcesses;
import com.firmsite.testing.Nginx;
import com.firmsite.testing.Redirects;
import com.firmsite.testing.TestServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * deploy/nginx/firmsite-static.conf, run as written (port and paths substituted) on the files of
 * {@code firmsite export}: nginx answers every redirect of redirects.yaml as firmsite does (status,
 * Location, Cache-Control), and serves the pages beside them.
 */
class StaticExportRedirectsTest {
    private static final Path CONFIG = Path.of("deploy/nginx/firmsite-static.conf");

    @TempDir
    static Path dir;

    /** One base URL for both: the export's Locations are firmsite's, made from it. */
    @RegisterExtension
    static final TestServer firmsite = TestServer.builder()
            .content(() -> Redirects.sampleWithRedirects(dir))
            .baseUrl("https://www.example-firm.test")
            .extension();

    private static Nginx nginx;
    private static String nginxOrigin;
    private static final HttpClient CLIENT =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeAll
    static void start() throws Exception {
        int port = LocalProcesses.freePort();
        nginxOrigin = "http://127.0.0.1:" + port;
        Path export = dir.resolve("export");
        Exporter.export(firmsite.snapshot().get(), export);
        String site = Nginx.substitute(
                Files.readString(CONFIG, StandardCharsets.UTF_8),
                Map.of("listen 80;", "listen 127.0.0.1:" + port + ";", "/srv/firmsite", export.toString()));
        nginx = Nginx.start(dir.resolve("nginx"), site, port);
    }

    @AfterAll
    static void stop() {
        if (nginx != null) {
            nginx.close();
        }
    }

    @Test
    void nginxAnswersEveryRedirectAsFirmsiteDoes() throws Exception {
        for (Redirects.Case redirect : Redirects.CASES) {
            HttpResponse<String> fromFirmsite = firmsite.get(redirect.request());
            HttpResponse<String> fromNginx = get(redirect.request());
            assertThat(fromNginx.statusCode())
                    .as(redirect.request() + "\n" + nginx.log())
                    .isEqualTo(fromFirmsite.statusCode())
                    .isEqualTo(redirect.status());
            assertThat(fromNginx.headers().firstValue("location"))
                    .as(redirect.request())
                    .isEqualTo(fromFirmsite.headers().firstValue("location"))
                    .hasValue(redirect.location(firmsite.baseUrl()));
            assertThat(fromNginx.headers().firstValue("cache-control"))
                    .as(redirect.request())
                    .isEqualTo(fromFirmsite.headers().firstValue("cache-control"));
        }
    }

    @Test
    void pathsThatAreNotRedirectedAreServedOrNotFoundAsByFirmsite() throws Exception {
        assertThat(get("/about").statusCode()).isEqualTo(200);
        assertThat(get("/").body())
                .as("the home page")
                .isEqualTo(firmsite.get("/").body());
        assertThat(get("/images").statusCode()).as("a folder of the export").isEqualTo(404);
        assertThat(get("/about").body()).isEqualTo(firmsite.get("/about").body());
        assertThat(get("/old-about/more").statusCode()).isEqualTo(404);
        assertThat(get("/Old-About").statusCode())
                .as("paths are case-sensitive, as firmsite's")
                .isEqualTo(404);
        assertThat(get("/?p=124").statusCode())
                .as("a query no entry names: the path's page")
                .isEqualTo(200);
        assertThat(get("/%3Fp=123").statusCode())
                .as("an encoded ? is part of the path, as in firmsite")
                .isEqualTo(firmsite.get("/%3Fp=123").statusCode())
                .isEqualTo(404);
        assertThat(get("/" + RedirectMap.FILE).statusCode())
                .as("the map is configuration, not a document")
                .isEqualTo(404);
    }

    private static HttpResponse<String> get(String path) throws Exception {
        return CLIENT.send(
                HttpRequest.newBuilder(URI.create(nginxOrigin + path))
                        .timeout(Duration.ofSeconds(10))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
