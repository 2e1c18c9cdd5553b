package com.firmsite.publish.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.firmsite.testing.TestServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;

/** What every discovery document promises (docs/decisions.md §2.7, §5.16 and §7), checked in one place. */
final class DiscoveryResponses {
    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private DiscoveryResponses() {}

    /** GETs a discovery document and checks status, exact media type and the shared headers. */
    static HttpResponse<String> fetch(TestServer server, String path, String contentType) {
        HttpResponse<String> response = server.get(path);
        assertThat(response.statusCode()).as("status of %s", path).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type"))
                .as("Content-Type of %s", path)
                .hasValue(contentType);
        assertThat(response.headers().allValues("access-control-allow-origin"))
                .as("CORS of %s", path)
                .containsExactly("*");
        assertThat(response.headers().allValues("cache-control"))
                .as("Cache-Control of %s", path)
                .containsExactly("public, max-age=3600");
        assertThat(response.headers().firstValue("x-content-type-options")).hasValue("nosniff");
        assertPublicAddressOnly(server, path, response);
        return response;
    }

    /** With an https base URL: HSTS, and no trace of the loopback address the test connected to. */
    static void assertPublicAddressOnly(TestServer server, String path, HttpResponse<String> response) {
        if (server.baseUrl().startsWith("https://")) {
            assertThat(response.headers().firstValue("strict-transport-security"))
                    .as("HSTS on %s", path)
                    .hasValue("max-age=31536000");
            assertThat(response.body())
                    .as("body of %s", path)
                    .doesNotContain("http://localhost")
                    .doesNotContain("127.0.0.1");
        } else {
            assertThat(response.headers().firstValue("strict-transport-security"))
                    .as("no HSTS over http on %s", path)
                    .isEmpty();
        }
    }

    static JsonNode json(HttpResponse<String> response) {
        try {
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON: " + response.body(), e);
        }
    }

    static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON: " + text, e);
        }
    }
}
