package com.firmsite.audit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.testing.LocalProcesses;
import com.firmsite.testing.Nginx;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code firmsite audit} beside {@code afdocs}, the Agent-Friendly Documentation Spec's own checker
 * (npm {@code afdocs} 0.22.2, pinned in qa/package.json), run from qa/node_modules on the same pages of
 * the same server: the sample firm served directly, then behind the unready nginx front of
 * {@link ReadinessFrontAuditTest}. Where both judge the same thing they must give the same verdict;
 * afdocs' score must stay at 95 or more, and its one FAIL is the disagreement docs/agent-readiness.md
 * explains.
 */
class AfdocsComparisonTest {
    /**
     * The afdocs checks that judge what an audit check judges: afdocs' id, and the start of the audit's
     * line (its name). afdocs samples the pages of {@link #PAGES}; the audit asks {@code /} (and
     * {@code /about} for its own negotiation check), so negotiation is compared on those pages' common
     * ground: a front that breaks it breaks it for every page.
     */
    private static final Map<String, String> SAME_JUDGEMENT = Map.of(
            "llms-txt-exists", "/llms.txt",
            "llms-txt-links-resolve", "links in /llms.txt",
            "content-negotiation", "contentAccessibility/markdownNegotiation");

    /** The pages afdocs scores (--urls): the home page, a plain page, a publication, a lawyer, a practice area. */
    private static final List<String> PAGES = List.of(
            "/", "/about", "/publications/ai-tools-in-hiring", "/team/margaret-hale", "/practice-areas/real-estate");

    @TempDir
    Path dir;

    @Test
    void theSampleFirmScoresAtLeast95AndBothJudgeAlike() throws Exception {
        try (TestServer server = TestServer.start()) {
            String base = server.baseUrl();
            JsonNode afdocs = afdocs(base);
            Map<String, String> verdicts = verdicts(afdocs);
            Map<String, String> audit = verdictsOf(auditLines(base));

            assertThat(afdocs.path("scoring").path("overall").asInt())
                    .as(afdocs.toPrettyString())
                    .isGreaterThanOrEqualTo(95);
            assertThat(afdocs.path("summary").path("total").asInt()).isEqualTo(28);
            assertThat(afdocs.path("summary").path("error").asInt()).isZero();
            // Every check passes or does not apply, but one: afdocs wants 90% of llms.txt's links to be
            // Markdown, and the contract's llms.txt also lists the machine-readable files (feeds, the
            // discovery documents, sitemap, robots.txt), which are not (docs/agent-readiness.md).
            assertThat(verdicts)
                    .as(afdocs.toPrettyString())
                    .allSatisfy((id, status) -> assertThat(status)
                            .as(id)
                            .isIn(id.equals("llms-txt-links-markdown") ? List.of("fail") : List.of("pass", "skip")));
            JsonNode links = result(afdocs, "llms-txt-links-markdown").path("details");
            assertThat(links.path("sampled").asBoolean()).isFalse();
            assertThat(links.path("fetchErrors").asInt()).isZero();
            assertThat(links.path("markdownRate").asInt()).isBetween(75, 89);
            // The audit passes all it judges; and where afdocs judges the same, it agrees.
            assertThat(audit)
                    .isNotEmpty()
                    .allSatisfy((name, status) -> assertThat(status).as(name).isIn("PASS", "N/A"));
            sameVerdicts(verdicts, audit);
        }
    }

    @Test
    void behindAFrontThatAsksForHtmlBothSeeNegotiationFail() throws Exception {
        int port = LocalProcesses.freePort();
        String base = "http://127.0.0.1:" + port;
        try (TestServer origin = TestServer.start(TestServer.SAMPLE_CONTENT, base);
                Nginx front = Nginx.start(dir.resolve("nginx"), frontConfig(port, origin.port()), port)) {
            JsonNode afdocs = afdocs(base);
            Map<String, String> verdicts = verdicts(afdocs);
            Map<String, String> lines = auditLines(base);
            Map<String, String> audit = verdictsOf(lines);
            assertThat(verdicts).as(front.log()).containsEntry("content-negotiation", "fail");
            // The .md twins and llms.txt go through the front untouched: both still find them.
            assertThat(verdicts).containsEntry("markdown-url-support", "pass").containsEntry("llms-txt-exists", "pass");
            sameVerdicts(verdicts, audit);
            // The denied /.well-known/ documents: afdocs only warns (most links still resolve), the
            // audit fails; both name the same broken links.
            List<String> brokenForAfdocs = new ArrayList<>();
            result(afdocs, "llms-txt-links-resolve")
                    .path("details")
                    .path("sameOrigin")
                    .path("broken")
                    .forEach(link ->
                            brokenForAfdocs.add(withoutFragment(link.path("url").asText())));
            // The audit's line names the first six and counts the rest ("; and 2 more").
            String line = lines.get("links in /llms.txt");
            List<String> namedByAudit = BROKEN.matcher(line)
                    .results()
                    .map(match -> withoutFragment(match.group(1)))
                    .toList();
            int more = MORE.matcher(line)
                    .results()
                    .mapToInt(match -> Integer.parseInt(match.group(1)))
                    .sum();
            assertThat(brokenForAfdocs)
                    .as(line)
                    .isNotEmpty()
                    .allSatisfy(url -> assertThat(url).startsWith(base + "/.well-known/"))
                    .containsAll(namedByAudit)
                    .hasSize(namedByAudit.size() + more);
        }
    }

    private static final Pattern BROKEN = Pattern.compile("(https?://\\S+) answered");
    private static final Pattern MORE = Pattern.compile("; and (\\d+) more$");

    private static String withoutFragment(String url) {
        int hash = url.indexOf('#');
        return hash < 0 ? url : url.substring(0, hash);
    }

    /**
     * For each pair of {@link #SAME_JUDGEMENT}: afdocs' pass is the audit's PASS; its warn and fail are the
     * audit's FAIL (the audit has no middle verdict: a broken link fails it); its skip is N/A.
     */
    private static void sameVerdicts(Map<String, String> afdocs, Map<String, String> audit) {
        SAME_JUDGEMENT.forEach((id, name) -> {
            assertThat(afdocs).as("afdocs " + id).containsKey(id);
            assertThat(audit).as("audit " + name).containsKey(name);
            assertThat(audit.get(name))
                    .as("audit %s (%s) against afdocs %s (%s)", name, audit.get(name), id, afdocs.get(id))
                    .isEqualTo(
                            switch (afdocs.get(id)) {
                                case "pass" -> "PASS";
                                case "warn", "fail" -> "FAIL";
                                case "skip" -> "N/A";
                                default -> "afdocs " + afdocs.get(id);
                            });
        });
    }

    /** afdocs on {@code base}, scoring {@link #PAGES} and testing every llms.txt link (no random sample). */
    private JsonNode afdocs(String base) throws Exception {
        Path node = Path.of("qa/node_modules/.bin/node");
        Path cli = Path.of("qa/node_modules/afdocs/bin/afdocs.mjs");
        assertThat(cli).as("afdocs is missing: run `npm ci` in qa/").exists();
        String urls = PAGES.stream().map(page -> base + page).collect(Collectors.joining(","));
        Path out = dir.resolve("afdocs.json");
        Path err = dir.resolve("afdocs.err");
        Process afdocs = new ProcessBuilder(
                        node.toAbsolutePath().toString(),
                        cli.toAbsolutePath().toString(),
                        "check",
                        base,
                        "--format",
                        "json",
                        "--score",
                        "--quiet",
                        "--max-links",
                        "500",
                        "--network-context",
                        "ci",
                        "--urls",
                        urls)
                .directory(Path.of("qa").toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        assertThat(afdocs.waitFor(180, TimeUnit.SECONDS))
                .as("afdocs within 3 minutes")
                .isTrue();
        String json = Files.readString(out, StandardCharsets.UTF_8);
        assertThat(json).as(Files.readString(err, StandardCharsets.UTF_8)).startsWith("{");
        return new ObjectMapper().readTree(json);
    }

    /** afdocs' status of each check by its id. */
    private static Map<String, String> verdicts(JsonNode afdocs) {
        Map<String, String> verdicts = new LinkedHashMap<>();
        afdocs.path("results")
                .forEach(result -> verdicts.put(
                        result.path("id").asText(), result.path("status").asText()));
        return verdicts;
    }

    private static JsonNode result(JsonNode afdocs, String id) {
        for (JsonNode result : afdocs.path("results")) {
            if (result.path("id").asText().equals(id)) {
                return result;
            }
        }
        throw new AssertionError("afdocs made no check " + id);
    }

    /** {@code firmsite audit}'s line of each check by its name. */
    private static Map<String, String> auditLines(String base) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AuditCommand.run(base, new PrintStream(out, true, StandardCharsets.UTF_8), SSLContext.getDefault());
        Map<String, String> lines = new LinkedHashMap<>();
        out.toString(StandardCharsets.UTF_8).lines().forEach(line -> {
            int colon = line.indexOf(": ");
            if (line.matches("(PASS|FAIL|N/A ) .*") && colon > 5) {
                lines.put(line.substring(5, colon), line);
            }
        });
        return lines;
    }

    /** Each check's verdict: PASS, FAIL or N/A. */
    private static Map<String, String> verdictsOf(Map<String, String> lines) {
        Map<String, String> verdicts = new LinkedHashMap<>();
        lines.forEach((name, line) -> verdicts.put(name, line.substring(0, 4).strip()));
        return verdicts;
    }

    private static String frontConfig(int port, int upstream) throws Exception {
        String template =
                Files.readString(Path.of("src/test/resources/nginx/unready-front.conf"), StandardCharsets.UTF_8);
        return Nginx.substitute(
                template, Map.of("@PORT@", String.valueOf(port), "@UPSTREAM@", String.valueOf(upstream)));
    }
}
