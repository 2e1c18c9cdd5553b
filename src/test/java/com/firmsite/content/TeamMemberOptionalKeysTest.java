package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.Main;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A team member's {@code phone}, {@code admissions}, {@code education} and {@code languages} are
 * optional (staff and paralegals often have none): a member without them passes check and is
 * served, and no representation shows what is absent (docs/decisions.md §1.9).
 */
class TeamMemberOptionalKeysTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String STAFF = "/team/rosa-delgado";

    @TempDir
    static Path dir;

    @TempDir
    Path otherDir;

    private static Path content;

    @RegisterExtension
    static final TestServer server = TestServer.builder()
            .content(TeamMemberOptionalKeysTest::prepareContent)
            .extension();

    /** The sample firm with an office manager who has none of the four keys. */
    private static Path prepareContent() throws Exception {
        content = ContentFolder.copyOfSample(dir);
        Files.writeString(content.resolve("team/rosa-delgado.md"), """
                ---
                name: Rosa Delgado
                role: Paralegal
                office: boston
                practiceAreas: [real-estate]
                email: rdelgado@example-firm.com
                description: Rosa keeps the Boston office's closings on schedule.
                order: 98
                ---

                Rosa Delgado coordinates closings for the real estate team.
                """);
        return content;
    }

    @Test
    void aMemberWithoutTheFourKeysPassesCheck() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        int status = Main.run(new String[] {"check", "--content", content.toString()}, Map.of(), print, print);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains(": valid (");
        assertThat(status).isZero();
        Lawyer rosa = server.site().lawyer("rosa-delgado").orElseThrow();
        assertThat(rosa.phone()).isEmpty();
        assertThat(rosa.admissions()).isEmpty();
        assertThat(rosa.education()).isEmpty();
        assertThat(rosa.languages()).isEmpty();
    }

    @Test
    void herPageShowsNoneOfTheFour() {
        HttpResponse<String> response = server.get(STAFF);
        assertThat(response.statusCode()).isEqualTo(200);
        Element main = main(response.body());
        assertThat(main.text()).contains("Rosa Delgado", "rdelgado@example-firm.com", "Practice areas");
        assertThat(main.select("a[href^=tel:]")).as("tel: links").isEmpty();
        assertThat(main.select("dt").eachText()).doesNotContain("Telephone");
        assertThat(main.select("h2").eachText()).doesNotContain("Bar admissions", "Education", "Languages");
        assertThat(main.select("#admissions-title, #education-title, #languages-title"))
                .isEmpty();
    }

    @Test
    void herMarkdownTwinShowsNoneOfTheFour() {
        HttpResponse<String> twin = server.get(STAFF + ".md");
        assertThat(twin.statusCode()).isEqualTo(200);
        assertThat(twin.body())
                .contains("## Contact", "- E-mail: rdelgado@example-firm.com", "## Practice areas")
                .doesNotContain("Telephone", "## Bar admissions", "## Education", "## Languages")
                .doesNotContain("\n\n\n");
        assertThat(server.get(STAFF, "Accept", "text/markdown").body()).isEqualTo(twin.body());
        assertThat(server.get("/llms-full.txt").body()).contains("# Rosa Delgado");
    }

    @Test
    void herPersonHasNoEmptyProperty() throws Exception {
        JsonNode person = person(server.get(STAFF).body());
        assertThat(person.path("name").asText()).isEqualTo("Rosa Delgado");
        assertThat(person.has("email")).isTrue();
        for (String absent : List.of("telephone", "hasCredential", "alumniOf", "knowsLanguage")) {
            assertThat(person.has(absent)).as(absent).isFalse();
        }
    }

    @Test
    void theTeamListingAndWebMcpDataShowNoPhoneForHer() throws Exception {
        Element card = main(server.get("/team").body()).selectFirst("li:has(a[href=" + STAFF + "])");
        assertThat(card).isNotNull();
        assertThat(card.select("a[href^=tel:]")).isEmpty();
        assertThat(card.select("a[href^=mailto:]")).hasSize(1);

        String teamTwin = server.get("/team.md").body();
        String entry = teamTwin.substring(teamTwin.indexOf("### [Rosa Delgado]"));
        entry = entry.substring(0, entry.indexOf("\n###", 1) < 0 ? entry.length() : entry.indexOf("\n###", 1));
        assertThat(entry).contains("- E-mail: rdelgado@example-firm.com").doesNotContain("Telephone");

        // People are in the WebMCP team shards the core document names (docs/decisions.md §6.5).
        JsonNode core = JSON.readTree(server.get("/assets/webmcp-data.json").body());
        assertThat(core.has("team")).as("the core lists no people").isFalse();
        assertThat(core.path("shards").path("team").path("paths")).isNotEmpty();
        JsonNode rosa = null;
        for (JsonNode path : core.path("shards").path("team").path("paths")) {
            HttpResponse<String> shard = server.get(path.asText());
            assertThat(shard.statusCode()).as(path.asText()).isEqualTo(200);
            for (JsonNode member : JSON.readTree(shard.body()).path("items")) {
                if (member.path("slug").asText().equals("rosa-delgado")) {
                    rosa = member;
                }
            }
        }
        assertThat(rosa).isNotNull();
        assertThat(rosa.has("phone")).isFalse();
        assertThat(rosa.path("languages")).isEmpty();
    }

    @Test
    void aKeyThatIsPresentStillShows() throws Exception {
        // Kevin, a paralegal: phone, education and languages but no admissions
        String kevin = server.get("/team/kevin-mcardle").body();
        Element main = main(kevin);
        assertThat(main.select("a[href=tel:+16175550190]")).hasSize(2);
        assertThat(main.select("h2").eachText())
                .contains("Education", "Languages")
                .doesNotContain("Bar admissions");
        JsonNode person = person(kevin);
        assertThat(person.path("telephone").asText()).isEqualTo("+1 617 555 0190");
        assertThat(person.path("alumniOf")).hasSize(2);
        assertThat(person.path("knowsLanguage")).hasSize(1);
        assertThat(person.has("hasCredential")).isFalse();
        assertThat(server.get("/team/kevin-mcardle.md").body())
                .contains("- Telephone: +1 617 555 0190", "## Education", "## Languages")
                .doesNotContain("## Bar admissions");

        // Margaret, a partner, has all four
        Element margaret = main(server.get("/team/margaret-hale").body());
        assertThat(margaret.select("h2").eachText()).contains("Bar admissions", "Education", "Languages");
        assertThat(margaret.select("a[href^=tel:]")).isNotEmpty();
        assertThat(person(server.get("/team/margaret-hale").body()).path("hasCredential"))
                .isNotEmpty();
    }

    @Test
    void aWrongTypeIsStillAContentErrorAtItsLine() throws Exception {
        Path other = ContentFolder.copyOfSample(otherDir);
        Path file = other.resolve("team/kevin-mcardle.md");
        ContentFolder.replaceLine(file, "phone:", "phone: [1]");
        List<ContentError> errors = catchThrowableOfType(
                        ContentException.class, () -> ContentLoader.load(other, DiscoveryDocuments::isGeneratedPath))
                .errors();
        assertThat(errors).hasSize(1);
        assertThat(errors.get(0).file()).isEqualTo(file);
        assertThat(errors.get(0).line()).isEqualTo(ContentFolder.lineOf(file, "phone:"));
        assertThat(errors.get(0).message()).contains("phone");
    }

    private static Element main(String html) {
        Document page = Jsoup.parse(html);
        return page.selectFirst("main");
    }

    private static JsonNode person(String html) throws Exception {
        for (Element script : Jsoup.parse(html).select("script[type=application/ld+json]")) {
            JsonNode block = JSON.readTree(script.data());
            if (block.path("@type").asText().equals("Person")) {
                return block;
            }
        }
        throw new AssertionError("no Person on the page");
    }
}
