package com.firmsite.publish.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.TestServer;
import crawlercommons.robots.BaseRobotRules;
import crawlercommons.robots.SimpleRobotRulesParser;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * docs/decisions.md §5.12 and contentsignals.org: robots.txt allows everything, states the Content-Signal
 * policy inside a group (and the AIPREF Content-Usage as its header), and points to the sitemap index.
 * Judged by crawler-commons' RFC 9309 parser and by Lighthouse 13's robots.txt audit.
 */
@ExtendWith(SharedServer.class)
class RobotsTest {
    private static final List<String> AI_BOTS = List.of(
            "gptbot",
            "chatgpt-user",
            "google-extended",
            "ccbot",
            "anthropic-ai",
            "claude-web",
            "bytespider",
            "perplexitybot",
            "cohere-ai",
            "applebot-extended",
            "amazonbot",
            "meta-externalagent");

    private static TestServer server;
    private static HttpResponse<String> response;

    @BeforeAll
    static void fetch(TestServer shared) {
        server = shared;
        response = server.get("/robots.txt");
    }

    @Test
    void isPlainText() {
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).hasValue("text/plain; charset=utf-8");
    }

    @Test
    void everyCrawlerAndAiBotMayFetchEveryPageAndEveryDiscoveryDocument() {
        SimpleRobotRulesParser parser = new SimpleRobotRulesParser();
        for (String bot : concat(List.of("googlebot", "bingbot"), AI_BOTS)) {
            BaseRobotRules rules = parser.parseContent(
                    server.baseUrl() + "/robots.txt",
                    response.body().getBytes(StandardCharsets.UTF_8),
                    "text/plain",
                    List.of(bot));
            for (String path : List.of(
                    "/", "/team/margaret-hale", "/llms.txt", "/.well-known/api-catalog", "/openapi.json", "/docs.md")) {
                assertThat(rules.isAllowed(server.baseUrl() + path))
                        .as("%s may fetch %s", bot, path)
                        .isTrue();
            }
            assertThat(rules.getSitemaps()).containsExactly(server.baseUrl() + "/sitemap-index.xml");
        }
    }

    @Test
    void theContentSignalLineIsInsideTheWildcardGroupWithTheSitesPolicy() {
        List<String> lines = response.body().lines().toList();
        int userAgent = lines.indexOf("User-agent: *");
        int signal = indexOfPrefix(lines, "Content-Signal:");
        assertThat(userAgent).isNotNegative();
        assertThat(signal).isGreaterThan(userAgent);
        assertThat(lines.subList(userAgent + 1, signal))
                .allMatch(line -> line.matches("(?i)(allow|disallow|user-agent):.*"));
        String value = lines.get(signal).substring("Content-Signal:".length()).strip();
        assertThat(value).isEqualTo(server.site().firm().contentSignal());
        assertThat(value.split(",\\s*")).allMatch(pair -> pair.matches("(search|ai-input|ai-train)=(yes|no)"));
        assertThat(lines.get(signal + 1)).isEqualTo("Allow: /");
    }

    @Test
    void theAiprefContentUsageIsThisResponsesHeaderAndACommentForPeople() {
        // draft-ietf-aipref-attach-05 §4: the header field; the rule stays a comment (Lighthouse, below).
        assertThat(response.headers().allValues("content-usage")).containsExactly("search=y, ai-use=y, train-ai=n");
        assertThat(response.headers().allValues("content-signal"))
                .containsExactly(server.site().firm().contentSignal());
        assertThat(response.body().lines()).contains("# Content-Usage: search=y, ai-use=y, train-ai=n");
    }

    @Test
    void lighthousesOwnRobotsTxtAuditFindsNoError() throws Exception {
        Path node = Path.of("qa/node_modules/.bin/node");
        assertThat(node).as("Lighthouse is missing: run `npm ci` in qa/").exists();
        Process audit = new ProcessBuilder(node.toAbsolutePath().toString(), "robots-txt.mjs")
                .directory(Path.of("qa").toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        try (var in = audit.getOutputStream()) {
            in.write(response.body().getBytes(StandardCharsets.UTF_8));
        }
        String verdict = new String(audit.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(audit.waitFor()).isZero();
        assertThat(verdict).isEqualTo("{\"score\":1,\"errors\":[]}");
    }

    @Test
    void theSitemapLineIsAbsoluteAndResolves() {
        String sitemap = response.body()
                .lines()
                .filter(line -> line.startsWith("Sitemap:"))
                .findFirst()
                .orElseThrow()
                .substring("Sitemap:".length())
                .strip();
        assertThat(sitemap).isEqualTo(server.baseUrl() + "/sitemap-index.xml");
        HttpResponse<String> index = server.get("/sitemap-index.xml");
        assertThat(index.statusCode()).isEqualTo(200);
        assertThat(index.headers().firstValue("content-type").orElse("")).startsWith("application/xml");
    }

    private static int indexOfPrefix(List<String> lines, String prefix) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }

    private static List<String> concat(List<String> first, List<String> second) {
        return java.util.stream.Stream.concat(first.stream(), second.stream()).toList();
    }
}
