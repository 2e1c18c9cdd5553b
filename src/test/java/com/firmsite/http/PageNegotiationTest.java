package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.TestServer;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** docs/decisions.md §2.1: which representation each Accept header gets, on a page and on a missing page. */
class PageNegotiationTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    @ParameterizedTest(name = "Accept [{0}] on a page gives {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "                                   | text/html; charset=utf-8",
                "text/html                          | text/html; charset=utf-8",
                "text/markdown                      | text/markdown; charset=utf-8",
                "text/markdown;q=0.5, text/html     | text/html; charset=utf-8",
                "text/html;q=0, text/markdown       | text/markdown; charset=utf-8",
                "*/*                                | text/html; charset=utf-8",
                "application/json                   | text/html; charset=utf-8",
                "text/*;q=0.8, text/markdown        | text/markdown; charset=utf-8",
                "text/markdown, text/html           | text/html; charset=utf-8",
            })
    void pageRepresentationFollowsAccept(String accept, String expectedType) {
        HttpResponse<String> response = accept == null ? server.get("/about") : server.get("/about", "Accept", accept);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).hasValue(expectedType);
        assertThat(response.headers().firstValue("vary").orElse("")).contains("Accept");
    }

    @ParameterizedTest(name = "Accept [{0}] on a missing page gives {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "                                   | text/html; charset=utf-8",
                "text/html                          | text/html; charset=utf-8",
                "text/markdown                      | text/markdown; charset=utf-8",
                "text/markdown;q=0.5, text/html     | text/html; charset=utf-8",
                "text/html;q=0, text/markdown       | text/markdown; charset=utf-8",
                "*/*                                | text/html; charset=utf-8",
                "application/json                   | application/problem+json",
                "application/problem+json           | application/problem+json",
            })
    void missingPageIsA404InTheNegotiatedRepresentation(String accept, String expectedType) {
        HttpResponse<String> response =
                accept == null ? server.get("/no-such-page") : server.get("/no-such-page", "Accept", accept);
        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.headers().firstValue("content-type")).hasValue(expectedType);
        assertThat(response.headers().firstValue("vary").orElse("")).contains("Accept");
    }
}
