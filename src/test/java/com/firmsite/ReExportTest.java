package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ContentFolder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code firmsite export DIR} into a folder that is not empty: an earlier export is brought to
 * exactly the current site; any other folder is refused, with nothing in it touched.
 */
class ReExportTest {
    private static final String PUBLICATION = "publications/earnout-disputes.md";

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @TempDir
    Path work;

    private Path content;
    private Path site;

    @BeforeEach
    void copyTheSampleFirm() throws IOException {
        content = ContentFolder.copyOfSample(work);
        site = work.resolve("site");
    }

    @Test
    void reExportRemovesTheFilesOfAPageTheSiteNoLongerHas() throws IOException {
        assertThat(export()).as(errors()).isZero();
        assertThat(site.resolve("publications/earnout-disputes.html")).exists();
        assertThat(site.resolve("publications/earnout-disputes.html.gz")).exists();

        Files.delete(content.resolve(PUBLICATION));
        assertThat(export()).as(errors()).isZero();

        assertThat(site.resolve("publications/earnout-disputes.html")).doesNotExist();
        assertThat(site.resolve("publications/earnout-disputes.html.gz")).doesNotExist();
        assertThat(site.resolve("publications/earnout-disputes.html.br")).doesNotExist();
        assertThat(site.resolve("publications/earnout-disputes.md")).doesNotExist();
        assertThat(site.resolve("publications.html")).exists();
        assertThat(Files.readString(site.resolve("publications.html")))
                .doesNotContain("/publications/earnout-disputes\"");
    }

    @Test
    void reExportLeavesAFileItNeverWroteAlone() throws IOException {
        assertThat(export()).as(errors()).isZero();
        Files.writeString(site.resolve("google1234.html"), "google-site-verification: google1234.html");
        Files.delete(content.resolve(PUBLICATION));

        assertThat(export()).as(errors()).isZero();

        assertThat(site.resolve("google1234.html")).hasContent("google-site-verification: google1234.html");
        assertThat(site.resolve("publications/earnout-disputes.html")).doesNotExist();
    }

    @Test
    void aFolderThatIsNoEarlierExportIsRefusedAndLeftAsItWas() throws IOException {
        Files.createDirectories(site.resolve("css"));
        Files.writeString(site.resolve("index.html"), "<!DOCTYPE html><title>my own site</title>");
        Files.writeString(site.resolve("css/site.css"), "body { color: black }");
        Map<String, String> before = tree(site);

        int status = export();

        assertThat(status).isEqualTo(Main.INVALID);
        assertThat(errors())
                .contains("export refused")
                .contains(site.toString())
                .contains("holds no earlier export")
                .doesNotContain("Exception")
                .doesNotContain("\tat ");
        assertThat(tree(site)).isEqualTo(before);
    }

    @Test
    void aFileAnEarlierExportDidNotWriteIsNeverOverwritten() throws IOException {
        Path held = work.resolve("held.md");
        Files.move(content.resolve(PUBLICATION), held);
        assertThat(export()).as(errors()).isZero();
        Files.writeString(site.resolve("publications/earnout-disputes.html"), "the operator's own page");
        Files.move(held, content.resolve(PUBLICATION));
        Map<String, String> before = tree(site);

        int status = export();

        assertThat(status).isEqualTo(Main.INVALID);
        assertThat(errors())
                .contains("export refused")
                .contains("earnout-disputes.html was not written by an earlier export");
        assertThat(tree(site)).isEqualTo(before);
    }

    @Test
    void aFolderOrFileReplacedByALinkIsReplacedNeverWrittenThrough() throws IOException {
        assertThat(export()).as(errors()).isZero();
        Path outside = Files.createDirectories(work.resolve("outside"));
        Path foreign = Files.writeString(work.resolve("foreign.txt"), "someone else's file");
        deleteTree(site.resolve("team"));
        Files.createSymbolicLink(site.resolve("team"), outside);
        Files.delete(site.resolve("about.html"));
        Files.createSymbolicLink(site.resolve("about.html"), foreign);
        Files.delete(site.resolve("nginx-redirects.conf"));
        Files.createSymbolicLink(site.resolve("nginx-redirects.conf"), foreign);

        assertThat(export()).as(errors()).isZero();

        try (Stream<Path> written = Files.list(outside)) {
            assertThat(written).as("nothing written through the link").isEmpty();
        }
        assertThat(foreign).hasContent("someone else's file");
        assertThat(Files.isSymbolicLink(site.resolve("team"))).isFalse();
        assertThat(site.resolve("team/margaret-hale.html")).isRegularFile();
        assertThat(Files.isSymbolicLink(site.resolve("about.html"))).isFalse();
        assertThat(Files.readString(site.resolve("about.html"))).startsWith("<!DOCTYPE html>");
        assertThat(Files.isSymbolicLink(site.resolve("nginx-redirects.conf"))).isFalse();
    }

    @Test
    void aReExportRemovesNothingThroughALinkedFolder() throws IOException {
        assertThat(export()).as(errors()).isZero();
        Path outside = Files.createDirectories(work.resolve("outside/publications"));
        Path victim = Files.writeString(outside.resolve("earnout-disputes.html"), "not the export's");
        deleteTree(site.resolve("publications"));
        Files.createSymbolicLink(site.resolve("publications"), outside);
        Files.delete(content.resolve(PUBLICATION));

        assertThat(export()).as(errors()).isZero();

        assertThat(victim).hasContent("not the export's");
    }

    @Test
    void aManifestThatNamesAFileOutsideTheFolderIsRefusedBeforeAnythingIsWritten() throws IOException {
        assertThat(export()).as(errors()).isZero();
        Path manifest = site.resolve(".firmsite-export");
        Files.writeString(manifest, Files.readString(manifest) + "../escaped.html\n");
        Map<String, String> before = tree(site);

        int status = export();

        assertThat(status).isEqualTo(Main.INVALID);
        assertThat(errors())
                .contains("export refused")
                .contains("../escaped.html")
                .doesNotContain("Exception")
                .doesNotContain("\tat ");
        assertThat(tree(site)).as("nothing written").isEqualTo(before);
    }

    @Test
    void aFileOfItsOwnWhereTheExportWritesAFolderIsRefusedInOneLine() throws IOException {
        assertThat(export()).as(errors()).isZero();
        deleteTree(site.resolve("team"));
        Files.writeString(site.resolve("team"), "the operator's own file");
        Map<String, String> before = tree(site);

        int status = export();

        assertThat(status).isEqualTo(Main.INVALID);
        assertThat(errors())
                .contains("export refused")
                .contains(site.resolve("team") + " is a file the export did not write")
                .doesNotContain("Exception");
        assertThat(tree(site)).isEqualTo(before);
    }

    @Test
    void anEmptyOrMissingFolderIsExportedInto() throws IOException {
        Files.createDirectories(site);
        assertThat(export()).as(errors()).isZero();
        assertThat(site.resolve(".firmsite-export"))
                .content()
                .contains("index.html\n")
                .contains("index.html.gz\n");
        assertThat(export()).as("an export over itself").isZero();
    }

    private int export() {
        out.reset();
        err.reset();
        return Main.run(
                new String[] {
                    "export", site.toString(), "--content", content.toString(), "--base-url", "https://www.example.com"
                },
                Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String errors() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path path : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    /** Every file under {@code root} with its content, to show that nothing was touched. */
    private static Map<String, String> tree(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                files.put(
                        root.relativize(file).toString(),
                        Files.readString(file, StandardCharsets.ISO_8859_1) + "@" + Files.getLastModifiedTime(file));
            }
        }
        return files;
    }
}
