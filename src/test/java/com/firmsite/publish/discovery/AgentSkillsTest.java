package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.ApiCatalogTest.names;
import static com.firmsite.publish.discovery.DiscoveryResponses.fetch;
import static com.firmsite.publish.discovery.DiscoveryResponses.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Site;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/** docs/decisions.md §5.11: the Agent Skills discovery v0.2.0 index and the SKILL.md files it lists. */
@ParameterizedClass(name = "base URL {0}")
@MethodSource("com.firmsite.publish.discovery.BaseUrls#both")
class AgentSkillsTest {
    static final String INDEX = "/.well-known/agent-skills/index.json";
    private static final String MARKDOWN = "text/markdown; charset=utf-8";

    @Parameter
    String base;

    private TestServer server;

    @BeforeEach
    void connect() {
        server = BaseUrls.server(base);
    }

    @Test
    void theIndexHasTheV020SchemaAndAtLeastTwoWellFormedSkillEntries() {
        JsonNode index = json(fetch(server, INDEX, "application/json"));
        assertThat(names(index)).containsExactly("$schema", "skills");
        assertThat(index.get("$schema").textValue())
                .isEqualTo("https://schemas.agentskills.io/discovery/0.2.0/schema.json");
        assertThat(index.get("skills").size()).isGreaterThanOrEqualTo(2);
        for (JsonNode skill : index.get("skills")) {
            assertThat(names(skill)).containsExactly("name", "type", "description", "url", "digest");
            assertThat(skill.get("name").textValue()).matches("(?!-)(?!.*--)[a-z0-9-]{1,64}(?<!-)");
            assertThat(skill.get("type").textValue()).isEqualTo("skill-md");
            assertThat(skill.get("description").textValue()).isNotBlank().hasSizeLessThanOrEqualTo(1024);
            assertThat(skill.get("url").textValue())
                    .isEqualTo(server.baseUrl() + "/.well-known/agent-skills/"
                            + skill.get("name").textValue() + "/SKILL.md");
            assertThat(skill.get("digest").textValue()).matches("sha256:[0-9a-f]{64}");
        }
        assertThat(index.get("skills").findValuesAsText("name")).contains("find-a-lawyer", "contact-the-firm");
    }

    @Test
    void eachDigestIsTheSha256OfExactlyTheBytesServedAtItsUrl() throws Exception {
        for (JsonNode skill : skills()) {
            String path = pathOf(skill);
            HttpResponse<byte[]> identity = server.getBytes(path);
            fetch(server, path, MARKDOWN);
            assertThat(identity.headers().firstValue("content-encoding")).isEmpty();
            assertThat(sha256(identity.body()))
                    .as("digest of %s", path)
                    .isEqualTo(skill.get("digest").textValue());
            // With gzip on the wire, the digest still covers the decoded entity.
            HttpResponse<byte[]> gzipped = server.getBytes(path, "Accept-Encoding", "gzip");
            assertThat(gzipped.headers().firstValue("content-encoding")).hasValue("gzip");
            assertThat(sha256(gunzip(gzipped.body())))
                    .isEqualTo(skill.get("digest").textValue());
        }
    }

    @Test
    void eachSkillsFrontMatterNamesItsDirectoryAndRepeatsTheIndexDescription() {
        for (JsonNode skill : skills()) {
            String markdown = server.get(pathOf(skill)).body();
            assertThat(markdown).startsWith("---\n");
            int close = markdown.indexOf("\n---\n", 3);
            Map<?, ?> frontMatter =
                    (Map<?, ?>) new Load(LoadSettings.builder().build()).loadFromString(markdown.substring(4, close));
            String directory =
                    URI.create(skill.get("url").textValue()).getPath().split("/", -1)[3];
            assertThat(frontMatter.get("name"))
                    .isEqualTo(directory)
                    .isEqualTo(skill.get("name").textValue());
            assertThat(frontMatter.get("description"))
                    .isEqualTo(skill.get("description").textValue());
            assertThat(markdown.substring(close))
                    .as("placeholders left in %s", directory)
                    .doesNotContainPattern("\\{[a-z_]+\\}");
        }
    }

    @Test
    void headOnTheIndexAndOnEachSkillAnswersLikeGetWithoutABody() {
        List<String> paths = new java.util.ArrayList<>(List.of(INDEX));
        skills().forEach(skill -> paths.add(pathOf(skill)));
        for (String path : paths) {
            HttpResponse<String> head = server.send("HEAD", path, HttpRequest.BodyPublishers.noBody());
            assertThat(head.statusCode()).as("HEAD %s", path).isEqualTo(200);
            assertThat(head.headers().firstValue("content-length"))
                    .isEqualTo(server.get(path).headers().firstValue("content-length"));
            assertThat(head.body()).isEmpty();
        }
    }

    @Test
    void findALawyerNamesEveryPracticeAreaTheMarkdownNegotiationAndTheWebMcpTools() throws Exception {
        String skill =
                server.get("/.well-known/agent-skills/find-a-lawyer/SKILL.md").body();
        for (PracticeArea area : site().practiceAreas()) {
            assertThat(skill).contains("[" + area.title() + "](" + server.baseUrl() + area.path() + ")");
        }
        assertThat(skill)
                .contains(
                        "Accept: text/markdown",
                        server.baseUrl() + "/team",
                        "search_team",
                        "get_team_member",
                        "list_practice_areas");
        assertThat(skill).contains(site().firm().legalNotice().strip().replaceAll("\\s+", " "));
    }

    @Test
    void contactTheFirmGivesEveryOfficeFromTheContentAndWhatNotToSend() throws Exception {
        String skill = server.get("/.well-known/agent-skills/contact-the-firm/SKILL.md")
                .body();
        assertThat(skill).contains(site().firm().phone(), site().firm().email());
        for (Office office : site().firm().offices()) {
            assertThat(skill)
                    .contains(
                            "### " + office.name(),
                            office.singleLineAddress(),
                            office.phone(),
                            office.email(),
                            office.hours());
        }
        assertThat(skill).contains("## What not to send", "conflict check", "engagement letter", "confidential");
    }

    private List<JsonNode> skills() {
        List<JsonNode> skills = new java.util.ArrayList<>();
        json(server.get(INDEX)).get("skills").forEach(skills::add);
        return skills;
    }

    private static String pathOf(JsonNode skill) {
        return URI.create(skill.get("url").textValue()).getPath();
    }

    private static Site site() throws Exception {
        return TestServer.sampleSite();
    }

    static String sha256(byte[] bytes) throws Exception {
        return "sha256:"
                + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    private static byte[] gunzip(byte[] bytes) throws IOException {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
            return in.readAllBytes();
        }
    }
}
