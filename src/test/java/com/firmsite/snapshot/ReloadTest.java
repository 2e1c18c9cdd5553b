package com.firmsite.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Decisions §1.4: a reload swaps the whole snapshot; a broken edit keeps the last good one. */
class ReloadTest {
  @TempDir Path dir;

  @Test
  void aReloadServesTheEditedContent() {
    Path content = ContentFolder.copyOfSample(dir);
    try (TestServer server = TestServer.start(content, null)) {
      assertThat(server.get("/about").body()).doesNotContain("Now with a Providence office");
      ContentFolder.replaceLine(content.resolve("about.md"), "title:", "title: Now with a Providence office");
      assertThat(server.snapshot().reload()).isTrue();
      assertThat(server.get("/about").body()).contains("Now with a Providence office");
      assertThat(server.get("/about", "Accept", "text/markdown").body()).startsWith("# Now with a Providence office");
    }
  }

  @Test
  void aBrokenEditKeepsTheLastGoodSnapshotServingAndLogsEveryError() {
    Path content = ContentFolder.copyOfSample(dir);
    try (TestServer server = TestServer.start(content, null)) {
      String before = server.get("/team/margaret-hale").body();
      ContentFolder.replaceLine(content.resolve("team/margaret-hale.md"), "office:", "office: chicago");
      ContentFolder.replaceLine(content.resolve("team/samuel-cho.md"), "role:", "role: Intern");
      assertThat(server.snapshot().reload()).isFalse();
      assertThat(server.get("/team/margaret-hale").body()).isEqualTo(before);
      assertThat(server.log())
          .contains("margaret-hale.md:" + ContentFolder.lineOf(content.resolve("team/margaret-hale.md"), "office:") + ": office: unknown office \"chicago\"")
          .contains("samuel-cho.md:")
          .contains("still serving the last good version");
    }
  }

  @Test
  void watchingPicksUpAChangeWithoutBeingAsked() throws Exception {
    Path content = ContentFolder.copyOfSample(dir);
    try (TestServer server = TestServer.start(content, null)) {
      server.snapshot().watch();
      ContentFolder.replaceLine(content.resolve("privacy.md"), "title:", "title: Privacy notice, revised");
      long deadline = System.nanoTime() + 10_000_000_000L;
      while (!server.get("/privacy").body().contains("Privacy notice, revised") && System.nanoTime() < deadline) {
        Thread.sleep(100);
      }
      assertThat(server.get("/privacy").body()).contains("Privacy notice, revised");
    }
  }
}
