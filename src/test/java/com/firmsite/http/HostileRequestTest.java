package com.firmsite.http;

import static com.firmsite.http.HostileRequests.assertCleanProblem;
import static com.firmsite.http.HostileRequests.assertServerUnharmed;
import static com.firmsite.http.HostileRequests.head;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * docs/decisions.md §2.5 and §3.7 against hostile request lines and heads, over a raw socket: each gets a
 * precise status as a short problem, what must close closes, and the next client is served.
 */
class HostileRequestTest {
    private static final String ACCEPT = "Accept: application/problem+json";

    @RegisterExtension
    static final TestServer server = TestServer.sample();

    static Stream<Arguments> pathsThatReachNothing() {
        return Stream.of(
                Arguments.of("/../../etc/passwd"),
                Arguments.of("/%2e%2e/%2e%2e/etc/passwd"),
                Arguments.of("/%2E%2E/%2E%2E/etc/passwd"),
                Arguments.of("/.%2e/.%2e/etc/passwd"),
                Arguments.of("/%252e%252e/%252e%252e/etc/passwd"),
                Arguments.of("/%252f..%252f..%252fetc%252fpasswd"),
                Arguments.of("/team/../about"),
                Arguments.of("/./about"),
                Arguments.of("//about"));
    }

    @ParameterizedTest(name = "{0} is a 404: dot-segments and double encoding never leave the snapshot")
    @MethodSource("pathsThatReachNothing")
    void traversalThatDecodesToAPathIsNotFound(String path) {
        try (RawConnection connection = RawConnection.open(server.port())) {
            // The problem's instance is the decoded path (docs/decisions.md §3.6); no header is ever reflected.
            RawConnection.Response response = connection
                    .send(head("GET " + path + " HTTP/1.1", "Host: localhost", ACCEPT, "X-Probe: hostile-marker"))
                    .readResponse();
            assertCleanProblem(response, 404, "page_not_found", "hostile-marker");
        }
        assertServerUnharmed(server);
    }

    static Stream<Arguments> targetsThatCannotBeDecoded() {
        return Stream.of(
                Arguments.of("encoded slash", "/..%2f..%2fetc%2fpasswd"),
                Arguments.of("encoded slash, upper case", "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd"),
                Arguments.of("raw backslashes", "/..\\..\\etc\\passwd"),
                Arguments.of("encoded backslashes", "/..%5c..%5cetc%5cpasswd"),
                Arguments.of("encoded NUL", "/about%00.md"),
                Arguments.of("raw NUL", "/about\u0000.md"),
                Arguments.of("encoded control character", "/about%0d%0aSet-Cookie:x"),
                Arguments.of("truncated escape", "/about%2"),
                Arguments.of("non-hex escape", "/about%zz"),
                Arguments.of("raw byte 0xFF", "/about\u00ff"),
                Arguments.of("raw UTF-8 (unencoded é)", "/caf\u00c3\u00a9"),
                Arguments.of("encoded 0xFF", "/about%ff"),
                Arguments.of("encoded lone continuation byte", "/about%80"),
                Arguments.of("overlong slash (2 bytes)", "/..%c0%af..%c0%afetc"),
                Arguments.of("overlong dot (3 bytes)", "/%e0%80%ae%e0%80%ae/etc"),
                Arguments.of("encoded surrogate", "/%ed%a0%80"),
                Arguments.of("truncated UTF-8 sequence", "/%e2%82"),
                Arguments.of("encoded C1 control", "/%c2%85"),
                Arguments.of("absolute form for another host", "http://evil.example/about"),
                Arguments.of("absolute form with another scheme", "ftp://localhost/about"),
                Arguments.of("asterisk form", "*"),
                Arguments.of("authority form", "localhost:80"));
    }

    @ParameterizedTest(name = "{0} is a 400 and the connection is closed")
    @MethodSource("targetsThatCannotBeDecoded")
    void undecodableTargetIsABadRequest(String description, String target) {
        try (RawConnection connection = RawConnection.open(server.port())) {
            RawConnection.Response response = connection
                    .send(head("GET " + target + " HTTP/1.1", "Host: localhost", ACCEPT))
                    .readResponse();
            assertCleanProblem(response, 400, "bad_request", "passwd");
            assertThat(connection.closedByServer())
                    .as("closed after a bad request")
                    .isTrue();
        }
        assertServerUnharmed(server);
    }

    static Stream<Arguments> badHosts() {
        return Stream.of(
                Arguments.of("missing", new String[] {}),
                Arguments.of("repeated", new String[] {"Host: localhost", "Host: localhost"}),
                Arguments.of("repeated, different", new String[] {"Host: localhost", "Host: evil.example"}),
                Arguments.of("empty", new String[] {"Host: "}),
                Arguments.of("with a space", new String[] {"Host: local host"}),
                Arguments.of("with a path", new String[] {"Host: localhost/about"}),
                Arguments.of("with user info", new String[] {"Host: user@localhost"}),
                Arguments.of("port out of range", new String[] {"Host: localhost:99999"}),
                Arguments.of("port not a number", new String[] {"Host: localhost:http"}),
                Arguments.of("unclosed IPv6 literal", new String[] {"Host: [::1"}));
    }

    @ParameterizedTest(name = "a Host header that is {0} is a 400")
    @MethodSource("badHosts")
    void missingRepeatedOrMalformedHostIsABadRequest(String description, String[] hostLines) {
        String[] headers =
                Stream.concat(Stream.of(hostLines), Stream.of(ACCEPT)).toArray(String[]::new);
        try (RawConnection connection = RawConnection.open(server.port())) {
            RawConnection.Response response =
                    connection.send(head("GET /about HTTP/1.1", headers)).readResponse();
            assertCleanProblem(response, 400, "bad_request", "evil");
            assertThat(connection.closedByServer()).isTrue();
        }
        assertServerUnharmed(server);
    }

    @ParameterizedTest(name = "Host [{0}] is accepted")
    @MethodSource("goodHosts")
    void wellFormedHostsAreAccepted(String host) {
        try (RawConnection connection = RawConnection.open(server.port())) {
            assertThat(connection
                            .send(head("GET /about HTTP/1.1", "Host: " + host))
                            .readResponse()
                            .status())
                    .isEqualTo(200);
        }
    }

    static Stream<String> goodHosts() {
        return Stream.of(
                "localhost", "localhost:8080", "127.0.0.1", "[::1]:8080", "www.example.com", "xn--bcher-kva.example");
    }

    @org.junit.jupiter.api.Test
    void http10WithoutHostIsServed() {
        try (RawConnection connection = RawConnection.open(server.port())) {
            assertThat(connection
                            .send(head("GET /about HTTP/1.0"))
                            .readResponse()
                            .status())
                    .isEqualTo(200);
        }
    }

    @org.junit.jupiter.api.Test
    void absoluteFormForThisSiteIsServed() {
        String target = server.baseUrl() + "/about";
        try (RawConnection connection = RawConnection.open(server.port())) {
            assertThat(connection
                            .send(head("GET " + target + " HTTP/1.1", "Host: localhost"))
                            .readResponse()
                            .status())
                    .isEqualTo(200);
        }
    }

    @ParameterizedTest(name = "Accept [{0}] still gets the page")
    @org.junit.jupiter.params.provider.ValueSource(
            strings = {";", ";;;", ",;,", ";q=0", "text/html;", "=;=", "*/*;q=\u0661"})
    void acceptHeadersOfSeparatorsOnlyStillGetThePage(String accept) {
        try (RawConnection connection = RawConnection.open(server.port())) {
            RawConnection.Response response = connection
                    .send(head("GET /about HTTP/1.1", "Host: localhost", "Accept: " + accept))
                    .readResponse();
            assertThat(response.status()).isEqualTo(200);
            assertThat(response.header("content-type")).hasValue("text/html; charset=utf-8");
        }
    }

    @org.junit.jupiter.api.Test
    void anotherHttpVersionIsABadRequest() {
        try (RawConnection connection = RawConnection.open(server.port())) {
            assertCleanProblem(
                    connection
                            .send(head("GET /about HTTP/2.0", "Host: localhost"))
                            .readResponse(),
                    400,
                    "bad_request",
                    "about");
        }
        assertServerUnharmed(server);
    }

    @org.junit.jupiter.api.Test
    void garbageInsteadOfARequestIsABadRequest() {
        try (RawConnection connection = RawConnection.open(server.port())) {
            assertCleanProblem(
                    connection
                            .send("\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003 garbage\r\n\r\n")
                            .readResponse(),
                    400,
                    "bad_request",
                    "garbage");
            assertThat(connection.closedByServer()).isTrue();
        }
        assertServerUnharmed(server);
    }
}
