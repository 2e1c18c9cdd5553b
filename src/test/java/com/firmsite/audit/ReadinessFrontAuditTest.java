package com.firmsite.audit;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.LocalProcesses;
import com.firmsite.testing.Nginx;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scorecard sees what a front does to a correct firmsite's agent readiness: an nginx (config in
 * src/test/resources/nginx/unready-front.conf) that denies /.well-known/, asks the origin for HTML
 * whatever the client accepts, and drops {@code Link} loses exactly those scanner checks and falls
 * from level 5 to level 2.
 */
class ReadinessFrontAuditTest {
    @TempDir
    Path dir;

    @Test
    void theScorecardFailsExactlyTheChecksTheFrontBreaks() throws Exception {
        int port = LocalProcesses.freePort();
        String base = "http://127.0.0.1:" + port;
        try (TestServer origin = TestServer.start(TestServer.SAMPLE_CONTENT, base);
                Nginx front = Nginx.start(dir.resolve("nginx"), config(port, origin.port()), port)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            int status =
                    AuditCommand.run(base, new PrintStream(out, true, StandardCharsets.UTF_8), SSLContext.getDefault());
            String report = out.toString(StandardCharsets.UTF_8);
            assertThat(status).as(report).isEqualTo(1);
            List<String> failed = report.lines()
                    .filter(line -> line.matches("FAIL [a-zA-Z]+/.*"))
                    .map(line -> line.substring(5, line.indexOf(": ")))
                    .toList();
            assertThat(failed)
                    .as(report + front.log())
                    .containsExactlyInAnyOrder(
                            "discoverability/linkHeaders",
                            "contentAccessibility/markdownNegotiation",
                            "discovery/apiCatalog",
                            "discovery/oauthDiscovery",
                            "discovery/oauthProtectedResource",
                            "discovery/mcpServerCard",
                            "discovery/agentSkills");
            assertThat(report)
                    .contains(
                            "FAIL contentAccessibility/markdownNegotiation: GET / with Accept: text/markdown answered 200 text/html")
                    .contains("FAIL discovery/mcpServerCard: http://127.0.0.1:" + port
                            + "/.well-known/mcp/server-card.json answered 403 text/html, expected 200")
                    .contains("agent readiness: level 2 (Bot-Aware), score 42: 5 pass, 7 fail, 7 N/A;"
                            + " level 3 needs markdownNegotiation");
        }
    }

    private static String config(int port, int upstream) throws Exception {
        String template =
                Files.readString(Path.of("src/test/resources/nginx/unready-front.conf"), StandardCharsets.UTF_8);
        return Nginx.substitute(
                template, Map.of("@PORT@", String.valueOf(port), "@UPSTREAM@", String.valueOf(upstream)));
    }
}
