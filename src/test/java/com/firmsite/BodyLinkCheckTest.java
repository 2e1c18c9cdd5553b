package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code firmsite check} (and {@code serve}, which refuses to start) on what a body links to: a
 * link, an image or a raw HTML attribute may only use the schemes of docs/decisions.md §1.6; any
 * other is an error at its line. And the outline of a body's headings: a skipped level is a warning
 * at its line, which does not fail the check.
 */
class BodyLinkCheckTest {
    @TempDir
    Path dir;

    private Path content;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @BeforeEach
    void copySample() {
        content = ContentFolder.copyOfSample(dir);
    }

    private int run(String... args) {
        return Main.run(
                args,
                Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String output() {
        return out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
    }

    private Path page(String name, String body) throws IOException {
        return Files.writeString(
                content.resolve(name),
                "---\ntitle: Links\ndescription: A page.\n---\n\n" + body,
                StandardCharsets.UTF_8);
    }

    @Test
    void linksImagesAndRawHtmlWithAnotherSchemeAreErrorsAtTheirLines() throws IOException {
        Path file = page("links.md", """
                [web](https://example.com) [old](http://example.com) [mail](mailto:a@example.com) [call](tel:+15551234) [top](#top) [up](../about) [home](/about)
                [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)
                [vb](vbscript:msgbox)
                [js](JavaScript:alert)
                ![A dot](data:image/png;base64,iVBORw0KGgo=)
                Text with <a href="data:text/html,x">raw HTML</a> in it.

                <div>
                <iframe title="x" src=" vbscript:x"></iframe>
                <a href='java&#x09;script:alert(1)'>entity</a>
                </div>
                """);

        assertThat(run("check", "--content", content.toString())).as(output()).isEqualTo(2);

        assertThat(output())
                .doesNotContain(file + ":6: ")
                .contains(file + ":7: link \"data:text/html;base64,")
                .contains("the scheme \"data\" is not allowed")
                .contains(file + ":8: link \"vbscript:msgbox\": the scheme \"vbscript\" is not allowed")
                .contains(file + ":9: link \"JavaScript:alert\": the scheme \"javascript\" is not allowed")
                .contains(
                        file + ":10: image \"data:image/png;base64,iVBORw0KGgo=\": the scheme \"data\" is not allowed")
                .contains(file + ":11: link \"data:text/html,x\": the scheme \"data\" is not allowed")
                .contains(file + ":14: link \" vbscript:x\": the scheme \"vbscript\" is not allowed")
                .contains(file + ":15: link \"java&#x09;script:alert(1)\": the scheme \"javascript\" is not allowed");
    }

    @Test
    void serveRefusesToStartOnABodyLinkWithAnotherScheme() throws IOException {
        Path file = page("links.md", "[vb](vbscript:msgbox)\n");

        assertThat(run("serve", "--port", "0", "--content", content.toString())).isEqualTo(2);

        assertThat(output())
                .contains(file + ":6: link \"vbscript:msgbox\": the scheme \"vbscript\" is not allowed")
                .doesNotContain("listening on");
    }

    @Test
    void aSkippedHeadingLevelIsAWarningAtItsLineThatDoesNotFailTheCheck() throws IOException {
        Path file = page("outline.md", """
                ### Straight to three

                ## Two

                #### Then four

                ### Three after four is fine
                """);

        assertThat(run("check", "--content", content.toString())).as(output()).isZero();

        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains(file + ":6: warning: heading level 3 right after level 1 (the page's title)")
                .contains(file + ":10: warning: heading level 4 right after level 2")
                .doesNotContain(file + ":8: ")
                .doesNotContain(file + ":12: ");
    }

    @Test
    void aTeamMembersBiographyStartsUnderItsHeading() throws IOException {
        Path file = content.resolve("team/margaret-hale.md");
        ContentFolder.append(file, "\n### Speaking\n\nConferences.\n\n##### Too deep\n");

        assertThat(run("check", "--content", content.toString())).as(output()).isZero();

        assertThat(out.toString(StandardCharsets.UTF_8))
                .doesNotContain(file + ":" + ContentFolder.lineOf(file, "### Speaking") + ": ")
                .contains(file + ":" + ContentFolder.lineOf(file, "##### Too deep")
                        + ": warning: heading level 5 right after level 3");
    }

    @Test
    void aReloadRefusesABodyLinkWithAnotherSchemeAndLogsASkippedHeadingLevel() {
        Path about = content.resolve("about.md");
        try (TestServer server = TestServer.start(content, null)) {
            String before = server.get("/about").body();
            ContentFolder.append(about, "\n[vb](vbscript:msgbox)\n");

            assertThat(server.snapshot().reload()).isFalse();
            assertThat(server.get("/about").body()).isEqualTo(before);
            assertThat(server.log())
                    .contains(about + ":" + ContentFolder.lineOf(about, "vbscript:")
                            + ": link \"vbscript:msgbox\": the scheme \"vbscript\" is not allowed");

            ContentFolder.replaceLine(about, "[vb](vbscript:msgbox)", "#### Too deep");
            assertThat(server.snapshot().reload()).isTrue();
            assertThat(server.log())
                    .contains(about + ":" + ContentFolder.lineOf(about, "#### Too deep")
                            + ": warning: heading level 4 right after level");
        }
    }

    @Test
    void theSampleFirmHasNoWarning() {
        assertThat(run("check", "--content", content.toString())).as(output()).isZero();
        assertThat(output()).doesNotContain("warning");
    }
}
