package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code serve --port 0}: the system picks a free port, the server binds it before the site is
 * built, and the default base URL (no {@code --base-url}, none in site.yaml) names that port, as the
 * start line does. Every in-process test server starts this way.
 */
class ServeOnPortZeroTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    @Test
    void thePortTheSystemPickedIsReportedAndNamedByTheDefaultBaseUrl() {
        int port = server.port();
        assertThat(port).isPositive();
        assertThat(server.baseUrl()).isEqualTo("http://localhost:" + port);
        assertThat(server.log()).contains("serving http://localhost:" + port + " (listening on port " + port + ",");
    }

    @Test
    void theSitesUrlsNameTheBoundPort() {
        assertThat(server.get("/").statusCode()).isEqualTo(200);
        assertThat(server.sitemapUrls())
                .isNotEmpty()
                .allSatisfy(url -> assertThat(url).startsWith("http://localhost:" + server.port() + "/"));
    }
}
