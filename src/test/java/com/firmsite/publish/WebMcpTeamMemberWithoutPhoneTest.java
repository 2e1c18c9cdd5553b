package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.Chromium;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * WebMCP's team results leave out what a team member does not have: no phone line and no languages
 * line for a member without them (docs/decisions.md §1.9), through Chromium's own WebMCP API.
 */
class WebMcpTeamMemberWithoutPhoneTest {
    @TempDir
    static Path dir;

    @RegisterExtension
    static final TestServer server = TestServer.builder()
            .content(() -> {
                Path content = ContentFolder.copyOfSample(dir);
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
            })
            .extension();

    private static Chromium browser;
    private static NativeWebMcp webMcp;

    @BeforeAll
    static void start() {
        browser = Chromium.launch(NativeWebMcp.FLAG);
        webMcp = new NativeWebMcp(browser);
    }

    @AfterAll
    static void stop() {
        browser.close();
    }

    @Test
    void searchTeamShowsNoPhoneOrLanguagesForAMemberWithout() {
        browser.open(server.baseUrl() + "/");
        String rosa = webMcp.call("search_team", Map.of("name", "delgado")).text();
        assertThat(rosa)
                .contains("## Rosa Delgado", "E-mail: rdelgado@example-firm.com")
                .doesNotContain("Phone:", "Languages:", "undefined");
        String kevin = webMcp.call("search_team", Map.of("name", "mcardle")).text();
        assertThat(kevin).contains("Phone: +1 617 555 0190", "Languages: English");
        assertThat(browser.consoleErrors()).as("console errors").isEmpty();
    }
}
