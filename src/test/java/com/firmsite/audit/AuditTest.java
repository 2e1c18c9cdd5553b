package com.firmsite.audit;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.Main;
import com.firmsite.testing.LocalProcesses;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code firmsite audit URL} against firmsite itself, on loopback: every check passes; a wrong base URL or no server fails. */
class AuditTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int audit(String... arguments) {
        return Main.run(
                Stream.concat(Stream.of("audit"), Stream.of(arguments)).toArray(String[]::new),
                Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private List<String> lines() {
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void everyCheckPassesAgainstFirmsiteItself() {
        assertThat(audit(server.baseUrl()))
                .as(out.toString(StandardCharsets.UTF_8))
                .isZero();
        List<String> checks = lines().subList(0, lines().size() - 2);
        assertThat(checks)
                .hasSizeGreaterThanOrEqualTo(30)
                .allSatisfy(line -> assertThat(line).matches("(PASS|N/A ) .*"));
        // N/A only where the scanner's check does not apply to a firm's read-only site, each with its reason.
        assertThat(checks.stream().filter(line -> line.startsWith("N/A ")))
                .extracting(line -> line.substring(5, line.indexOf(": ")))
                .containsExactlyInAnyOrder(
                        "botAccessControl/webBotAuth",
                        "discovery/a2aAgentCard",
                        "commerce/x402",
                        "commerce/mpp",
                        "commerce/ucp",
                        "commerce/acp",
                        "commerce/ap2");
        assertThat(checks)
                .contains("PASS discovery/webMcp: /assets/webmcp.js registers tools with modelContext;"
                        + " Permissions-Policy allows tools=(self)")
                .anySatisfy(line -> assertThat(line).startsWith("PASS contentAccessibility/markdownNegotiation: "));
        assertThat(lines().get(lines().size() - 2))
                .isEqualTo("agent readiness: level 5 (Agent-Native), score 100: 12 pass, 0 fail, 7 N/A");
        assertThat(checks)
                .anySatisfy(line ->
                        assertThat(line).startsWith("PASS skill find-a-lawyer: 200 text/markdown, digest matches"))
                .anySatisfy(line -> assertThat(line).startsWith("PASS Markdown negotiation of /:"))
                .anySatisfy(line -> assertThat(line).startsWith("PASS links in sitemaps: "))
                .anySatisfy(line -> assertThat(line).startsWith("PASS /api/ errors and quota: "));
        assertThat(lines().getLast())
                .matches("audit of " + server.baseUrl() + ": (\\d+) checks, \\1 passed, 0 failed \\(\\d+ requests\\)");
    }

    @Test
    void jsonIsOneDocumentInTheScannersShape() throws Exception {
        assertThat(audit("--format", "json", server.baseUrl())).isZero();
        var root = new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toByteArray());
        assertThat(root.path("level").asInt()).isEqualTo(5);
        assertThat(root.path("levelName").asText()).isEqualTo("Agent-Native");
        assertThat(root.path("score").asInt()).isEqualTo(100);
        assertThat(root.at("/checks/discoverability/robotsTxt/status").asText()).isEqualTo("pass");
        assertThat(root.at("/checks/discovery/a2aAgentCard/status").asText()).isEqualTo("n/a");
        assertThat(root.at("/checks/commerce").size()).isEqualTo(5);
        assertThat(root.path("checks").size()).isEqualTo(5);
        assertThat(root.path("audit"))
                .allSatisfy(
                        check -> assertThat(check.path("passed").asBoolean()).isTrue());
    }

    @Test
    void documentsWrittenForAnotherBaseUrlFail() {
        // The server's base URL is http://localhost:PORT; audited as 127.0.0.1, every absolute URL is foreign.
        assertThat(audit(server.origin())).isEqualTo(1);
        assertThat(lines())
                .contains("FAIL /.well-known/oauth-authorization-server: issuer is \"" + server.baseUrl()
                        + "\", expected \"" + server.origin() + "\"");
        assertThat(lines())
                .anySatisfy(line -> assertThat(line)
                        .startsWith(
                                "FAIL robots.txt: Sitemap " + server.baseUrl() + "/sitemap-index.xml is not under"));
        assertThat(lines().getLast()).contains("failed").doesNotContain(" 0 failed");
    }

    @Test
    void aSiteThatDoesNotAnswerIsOneFailure() {
        String nobody = "http://127.0.0.1:" + LocalProcesses.freePort();
        assertThat(audit(nobody)).isEqualTo(1);
        assertThat(lines()).hasSize(2);
        assertThat(lines().getFirst()).startsWith("FAIL reachable: " + nobody + "/ gave no answer (ConnectException");
    }

    @Test
    void theArgumentMustBeOneBaseUrl() {
        assertThat(audit("http://localhost:8080/docs")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("firmsite: audit: expected scheme and host with no path");
        assertThat(audit()).isEqualTo(2);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
    }
}
