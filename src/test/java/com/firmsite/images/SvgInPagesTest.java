package com.firmsite.images;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 20: an SVG in a body is one {@code <img>} served as it is, its box sized from its viewBox. */
class SvgInPagesTest {
  @TempDir Path dir;

  @Test
  void anSvgInABodyHasTheRatioOfItsViewBoxAndIsServedAsItIs() throws IOException {
    Path content = ContentFolder.copyOfSample(dir);
    byte[] svg = "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 300 150\"><rect width=\"300\" height=\"150\"/></svg>"
        .getBytes(StandardCharsets.UTF_8);
    Files.createDirectories(content.resolve("images/diagrams"));
    Files.write(content.resolve("images/diagrams/timeline.svg"), svg);
    ContentFolder.append(content.resolve("about/history.md"), "\n![A timeline of the firm from 1998 to 2024](/images/diagrams/timeline.svg)\n");

    try (TestServer server = TestServer.start(content, null)) {
      Element img = Jsoup.parse(server.get("/about/history", "Accept", "text/html").body()).selectFirst("main img[src$=.svg]");

      assertThat(img).isNotNull();
      assertThat(img.attr("src")).isEqualTo("/images/diagrams/timeline.svg");
      assertThat(img.attr("alt")).isEqualTo("A timeline of the firm from 1998 to 2024");
      assertThat(img.attr("width")).isEqualTo("300");
      assertThat(img.attr("height")).isEqualTo("150");
      assertThat(img.attr("loading")).isEqualTo("lazy");
      assertThat(img.attr("decoding")).isEqualTo("async");
      var response = server.getBytes("/images/diagrams/timeline.svg");
      assertThat(response.headers().firstValue("Content-Type")).contains("image/svg+xml");
      assertThat(response.body()).isEqualTo(svg);
    }
  }
}
