package com.firmsite.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.output.Output;
import com.firmsite.output.OutputFormats;
import com.firmsite.snapshot.Resource;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** {@code firmsite export DIR}: the files hold exactly the bytes the server sends, in every coding. */
class ExportTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    private static List<String> files;

    @TempDir
    static Path dir;

    @BeforeAll
    static void export() throws IOException {
        Exporter.export(server.snapshot().get(), dir);
        try (Stream<Path> walk = Files.walk(dir)) {
            // The export's list of what it wrote is for the next export, not a representation; the redirect
            // map is nginx configuration (RedirectMapTest and StaticExportRedirectsTest cover it).
            files = walk.filter(Files::isRegularFile)
                    .map(file -> dir.relativize(file).toString().replace('\\', '/'))
                    .filter(file -> !file.equals(ExportManifest.NAME) && !file.equals(RedirectMap.FILE))
                    .sorted()
                    .toList();
        }
    }

    @Test
    void everyExportedFileHoldsTheBytesTheServerSendsForItsUrlAndCoding() throws IOException {
        List<String> mismatches = new ArrayList<>();
        for (String file : files) {
            Request request = Request.of(file);
            HttpResponse<byte[]> response =
                    server.getBytes(request.path(), "Accept", request.accept(), "Accept-Encoding", request.coding());
            byte[] exported = Files.readAllBytes(dir.resolve(file));
            boolean sameCoding = response.headers()
                    .firstValue("content-encoding")
                    .orElse("identity")
                    .equals(request.coding());
            if (response.statusCode() != request.status()
                    || !sameCoding
                    || !java.util.Arrays.equals(response.body(), exported)) {
                mismatches.add(file + " (GET " + request.path() + ": " + response.statusCode() + ")");
            }
        }
        assertThat(mismatches).as("files whose bytes differ from the server's").isEmpty();
        assertThat(files).hasSizeGreaterThan(100);
    }

    @Test
    void everyPageEveryDocumentAndTheNotFoundPageAreExported() {
        List<String> expected = new ArrayList<>(List.of("404.html", "404.md"));
        server.snapshot().get().resources().forEach((path, resource) -> {
            switch (resource) {
                case Resource.Page page -> {
                    if (path.startsWith(Snapshot.NOT_FOUND_KEY)) {
                        String language = path.substring(Snapshot.NOT_FOUND_KEY.length());
                        expected.addAll(List.of(language + "/404.html", language + "/404.md"));
                    } else {
                        expected.add(Exporter.pageFile(path));
                    }
                }
                case Resource.Document document -> expected.add(path.substring(1));
                case Resource.Reserved reserved -> {}
                case Resource.Redirect redirect -> {}
            }
        });
        assertThat(files)
                .containsAll(expected)
                .contains("index.html", "index.md", "robots.txt", "assets/site.css")
                .contains("team/margaret-hale.vcf", "team/margaret-hale.pdf", "fr/team/margaret-hale.vcf");
    }

    @Test
    void gzipFilesDecompressToTheirIdentityFile() throws IOException {
        List<String> gzipped =
                files.stream().filter(file -> file.endsWith(".gz")).toList();
        assertThat(gzipped).contains("index.html.gz", "index.md.gz", "publications.html.gz");
        for (String file : gzipped) {
            byte[] identity = Files.readAllBytes(dir.resolve(file.substring(0, file.length() - 3)));
            try (GZIPInputStream in =
                    new GZIPInputStream(new ByteArrayInputStream(Files.readAllBytes(dir.resolve(file))))) {
                assertThat(in.readAllBytes()).as(file).isEqualTo(identity);
            }
        }
    }

    @Test
    void everyPageAndDocumentIsExportedWithExactlyTheBytesItWasRenderedAs() throws IOException {
        for (Output output : server.outputs()) {
            switch (output.kind()) {
                case PAGE -> {
                    assertThat(Files.readAllBytes(dir.resolve(Exporter.pageFile(output.path()))))
                            .as(output.path())
                            .isEqualTo(output.representation(OutputFormats.HTML).body());
                    String twin = output.path().equals("/")
                            ? "index.md"
                            : output.path().substring(1) + ".md";
                    assertThat(Files.readAllBytes(dir.resolve(twin)))
                            .as(twin)
                            .isEqualTo(output.representation(OutputFormats.MARKDOWN)
                                    .body());
                }
                case DOCUMENT ->
                    assertThat(Files.readAllBytes(dir.resolve(output.path().substring(1))))
                            .as(output.path())
                            .isEqualTo(output.representation().body());
                case RESERVED ->
                    assertThat(dir.resolve(output.path().substring(1))).doesNotExist();
            }
        }
    }

    /** The request whose response an exported file holds. */
    private record Request(String path, String accept, String coding, int status) {
        private static final java.util.regex.Pattern NOT_FOUND_FILE =
                java.util.regex.Pattern.compile("([a-z]{2,3}(?:-[A-Za-z0-9]+)*/)?404\\.(html|md)");

        static Request of(String file) {
            String coding = file.endsWith(".gz") ? "gzip" : file.endsWith(".br") ? "br" : "identity";
            String name = coding.equals("identity") ? file : file.substring(0, file.length() - 3);
            java.util.regex.Matcher notFound = NOT_FOUND_FILE.matcher(name);
            if (notFound.matches()) {
                // a language's 404 page (fr/404.html) is what a missing page under its prefix answers
                String prefix = notFound.group(1) == null ? "/" : "/" + notFound.group(1);
                return new Request(
                        prefix + "no-such-page-here",
                        name.endsWith(".md") ? "text/markdown" : "text/html",
                        coding,
                        404);
            }
            if (name.endsWith(".html")) {
                String page =
                        name.equals("index.html") ? "/" : "/" + name.substring(0, name.length() - ".html".length());
                return new Request(page, "text/html", coding, 200);
            }
            return new Request("/" + name, "*/*", coding, 200);
        }
    }
}
