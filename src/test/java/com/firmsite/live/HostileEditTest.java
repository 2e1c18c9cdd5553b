package com.firmsite.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --watch} under an edit that would overflow the stack of whatever walks it: the edit
 * is a content error in the log, the last good site keeps serving, and the watcher keeps watching.
 */
class HostileEditTest {
    @TempDir
    Path dir;

    @Test
    void markdownNestedTwoThousandDeepIsReportedAndTheNextValidEditShows() {
        Path content = ContentFolder.copyOfSample(dir);
        Path about = content.resolve("about.md");
        try (TestServer server = TestServer.builder().content(content).watch().start()) {
            String before = server.get("/about").body();
            ContentFolder.append(about, "\n" + "> ".repeat(2000) + "Quoted.\n");
            String error =
                    about + ":" + ContentFolder.lineOf(about, "> > > ") + ": Markdown nested more than 100 levels deep";
            await("the deep edit reported")
                    .atMost(Duration.ofSeconds(20))
                    .until(() -> server.log().contains(error));
            assertThat(server.log())
                    .contains("still serving the last good version")
                    .doesNotContain("\tat ");
            assertThat(server.get("/about").body()).isEqualTo(before);

            long edited = System.nanoTime();
            ContentFolder.replaceLine(about, "> > > ", "Quoted, once.");
            ContentFolder.replaceLine(about, "title:", "title: About the firm, after the deep edit");
            await("the next valid edit shows")
                    .atMost(Duration.ofSeconds(20))
                    .until(() -> server.get("/about").body().contains("About the firm, after the deep edit"));
            // What the "done when" asks for: how long the valid edit took to show.
            System.out.println("HostileEditTest: the valid edit showed after "
                    + Duration.ofNanos(System.nanoTime() - edited).toMillis() + " ms; the log said: "
                    + server.log()
                            .lines()
                            .filter(line -> line.contains("Markdown nested") || line.contains("last good"))
                            .toList());
        }
    }
}
