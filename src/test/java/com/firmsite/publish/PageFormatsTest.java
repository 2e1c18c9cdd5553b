package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.ContentLoader;
import com.firmsite.content.Site;
import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import com.firmsite.output.Representation;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.testing.AgentNote;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The page formats are the registry's: every page of the sample firm, and the body of a
 * negotiated error, is rendered once in each format of {@link OutputFormats#PAGE}, with that
 * format's media type, by the templates {@link PageFormats} registers for it.
 */
class PageFormatsTest {
    private static SiteRenderer renderer;
    private static List<RenderedPage> pages;

    @BeforeAll
    static void render() throws Exception {
        Site site = ContentLoader.load(Path.of("content"), DiscoveryDocuments::isGeneratedPath)
                .published();
        renderer = new SiteRenderer(site, "https://example.com");
        pages = renderer.renderPages();
    }

    @Test
    void everyPageHasABodyInEachPageFormatOfTheRegistry() {
        assertThat(pages).isNotEmpty();
        for (RenderedPage page : pages) {
            for (OutputFormat format : OutputFormats.PAGE) {
                Representation body = page.output().representation(format);
                assertThat(body.type()).as(page.path() + " in " + format).isEqualTo(format.mediaType());
                assertThat(body.body()).as(page.path() + " in " + format).isNotEmpty();
            }
        }
    }

    @Test
    void anErrorsBodyIsRenderedInEachPageFormatAndNoOther() {
        Map<OutputFormat, Representation> bodies = renderer.message("Not found", "Nothing is published here.");

        assertThat(bodies).containsOnlyKeys(OutputFormats.PAGE);
        OutputFormats.PAGE.forEach(
                format -> assertThat(bodies.get(format).type()).isEqualTo(format.mediaType()));
    }

    @Test
    void theHtmlAndMarkdownTemplatesWriteTheSameMessage() {
        Map<OutputFormat, Representation> bodies = renderer.message("Not found", "Nothing is published here.");

        assertThat(new String(bodies.get(OutputFormats.HTML).body(), StandardCharsets.UTF_8))
                .contains("<h1>Not found</h1>", "Nothing is published here.");
        assertThat(AgentNote.after(new String(bodies.get(OutputFormats.MARKDOWN).body(), StandardCharsets.UTF_8)))
                .startsWith("# Not found\n");
    }
}
