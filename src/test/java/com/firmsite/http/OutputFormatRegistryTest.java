package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.export.Exporter;
import com.firmsite.output.Output;
import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import com.firmsite.testing.TestServer;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The output-format registry is the only place that names a page format: whatever {@link
 * OutputFormats#PAGE} holds, every page is served in each of its formats when {@code Accept} asks
 * for it, alone at the format's own URL, and exported there. These tests iterate the registry, so a
 * format added to it is covered without a line changed here (docs/architecture.md, "Output formats").
 */
class OutputFormatRegistryTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    @TempDir
    static Path exported;

    private static List<Output> pages() {
        return server.outputs().stream()
                .filter(output -> output.kind() == Output.Kind.PAGE)
                .toList();
    }

    @Test
    void everyPageAnswersInEachFormatItsAcceptNames() {
        for (Output page : pages()) {
            for (OutputFormat format : OutputFormats.PAGE) {
                HttpResponse<byte[]> response =
                        server.getBytes(page.path(), "Accept", format.type() + "/" + format.subtype());
                assertThat(response.statusCode())
                        .as(page.path() + " as " + format)
                        .isEqualTo(200);
                assertThat(response.headers().firstValue("Content-Type"))
                        .as(page.path() + " as " + format)
                        .contains(format.mediaType().value());
                assertThat(response.body())
                        .as(page.path() + " as " + format)
                        .isEqualTo(page.representation(format).body());
            }
        }
    }

    @Test
    void aFormatWithAUrlOfItsOwnServesThePageThereWhateverAcceptSays() {
        for (Output page : pages()) {
            for (OutputFormat format : OutputFormats.PAGE) {
                format.ownPath(page.path()).ifPresent(own -> {
                    HttpResponse<byte[]> response = server.getBytes(own, "Accept", "text/html");
                    assertThat(response.statusCode()).as(own).isEqualTo(200);
                    assertThat(response.headers().firstValue("Content-Type"))
                            .as(own)
                            .contains(format.mediaType().value());
                    assertThat(response.headers().firstValue("Link"))
                            .as(own)
                            .contains(
                                    "<" + server.baseUrl() + page.path() + ">; rel=\"canonical\"; type=\"text/html\"");
                    assertThat(response.body())
                            .as(own)
                            .isEqualTo(page.representation(format).body());
                });
            }
        }
    }

    @Test
    void theDefaultFormatLinksEveryOtherFormatsOwnUrl() {
        for (Output page : pages()) {
            String link = server.get(page.path()).headers().firstValue("Link").orElseThrow();
            for (OutputFormat format : OutputFormats.PAGE) {
                format.ownPath(page.path())
                        .ifPresent(own -> assertThat(link)
                                .as(page.path())
                                .contains("<" + server.baseUrl() + own + ">; rel=\"alternate\"; type=\"" + format.type()
                                        + "/" + format.subtype() + "\""));
            }
        }
    }

    @Test
    void anExportWritesEachFormatAtItsOwnUrlAndTheDefaultAtThePagesFile() throws Exception {
        Exporter.export(server.snapshot().get(), exported);
        for (Output page : pages()) {
            assertThat(Files.readAllBytes(exported.resolve(Exporter.pageFile(page.path()))))
                    .as(page.path())
                    .isEqualTo(
                            page.representation(OutputFormats.defaultFormat()).body());
            for (OutputFormat format : OutputFormats.PAGE) {
                format.ownPath(page.path())
                        .ifPresent(own -> assertThat(exported.resolve(own.substring(1)))
                                .as(own)
                                .hasBinaryContent(page.representation(format).body()));
            }
        }
        for (OutputFormat format : OutputFormats.PAGE) {
            assertThat(exported.resolve("404." + format.extension())).exists();
        }
    }
}
