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
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The audit catches what a careless front does to a correct firmsite: an nginx (config in
 * src/test/resources/nginx/broken-front.conf) that strips {@code Vary}, rewrites a SKILL.md with
 * {@code sub_filter}, rewrites the ARD manifest's identifiers, and balances over two instances that
 * do not share their quotas.
 */
class BrokenFrontAuditTest {
    @TempDir
    Path dir;

    @Test
    void theAuditFailsExactlyTheChecksTheFrontBreaks() throws Exception {
        int port = LocalProcesses.freePort();
        String base = "http://127.0.0.1:" + port;
        try (TestServer first = TestServer.start(TestServer.SAMPLE_CONTENT, base);
                TestServer second = TestServer.start(TestServer.SAMPLE_CONTENT, base);
                Nginx front = Nginx.start(dir.resolve("nginx"), config(port, first.port(), second.port()), port)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            int status =
                    AuditCommand.run(base, new PrintStream(out, true, StandardCharsets.UTF_8), SSLContext.getDefault());
            String report = out.toString(StandardCharsets.UTF_8);
            assertThat(status).as(report).isEqualTo(1);
            Set<String> failed = report.lines()
                    .filter(line -> line.startsWith("FAIL "))
                    .map(line -> line.substring(5, line.indexOf(": ")))
                    .collect(Collectors.toSet());
            assertThat(failed)
                    .as(report + front.log())
                    .containsExactlyInAnyOrder(
                            "Markdown negotiation of /",
                            "Markdown negotiation of /about",
                            "page errors",
                            "skill contact-the-firm",
                            "/.well-known/ard.json",
                            "/api/ errors and quota");
            assertThat(report)
                    .contains("the HTML lacks Vary: Accept (Vary: absent)")
                    .containsPattern(
                            "FAIL skill contact-the-firm: the SHA-256 of the \\d+ served bytes is \"sha256:[0-9a-f]{64}\", expected \"sha256:")
                    .contains(
                            "RateLimit r after one more request (not shared between instances? use --rate-limit-store redis://)")
                    .contains(
                            "identifier \"urn:ai:127.0.0.1:api:openapi\" is not urn:air:127.0.0.1:<namespace>:<name>");
        }
    }

    private static String config(int port, int first, int second) throws Exception {
        String template =
                Files.readString(Path.of("src/test/resources/nginx/broken-front.conf"), StandardCharsets.UTF_8);
        return Nginx.substitute(
                template,
                Map.of(
                        "@PORT@",
                        String.valueOf(port),
                        "@FIRST@",
                        String.valueOf(first),
                        "@SECOND@",
                        String.valueOf(second)));
    }
}
