package com.firmsite;

import static com.firmsite.testing.ContentFolder.lineOf;
import static com.firmsite.testing.ContentFolder.replaceLine;
import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.images.TestImages;
import com.firmsite.testing.ContentFolder;
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
 * Issue 20: a page, a team member, a publication or an office that uses an image is told what is
 * wrong with it by {@code firmsite check}, at its own file and the line of the reference.
 */
class ImageReferenceCheckTest {
    @TempDir
    Path dir;

    private Path content;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @BeforeEach
    void copySample() {
        content = ContentFolder.copyOfSample(dir);
    }

    private String checkFails() {
        int status = Main.run(
                new String[] {"check", "--content", content.toString()},
                Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).as("exit status of firmsite check").isEqualTo(2);
        return err.toString(StandardCharsets.UTF_8);
    }

    private String at(String file, String lineText) {
        Path path = content.resolve(file);
        return path + ":" + lineOf(path, lineText) + ": ";
    }

    @Test
    void aPortraitThatIsNotThereIsAnErrorAtThePhotoLine() {
        replaceLine(content.resolve("team/aisha-bello.md"), "photo:", "photo: /images/team/nobody.jpg");

        assertThat(checkFails())
                .contains(at("team/aisha-bello.md", "photo:")
                        + "image /images/team/nobody.jpg not found: images live under images/ in the content folder");
    }

    @Test
    void anUnsupportedFormatAndAPathOutsideTheImagesFolderAreErrorsAtTheirLines() {
        replaceLine(content.resolve("team/aisha-bello.md"), "photo:", "photo: /images/team/aisha-bello.gif");
        replaceLine(content.resolve("team/samuel-cho.md"), "photo:", "photo: https://example.com/samuel.jpg");

        assertThat(checkFails())
                .contains(at("team/aisha-bello.md", "photo:")
                        + "image /images/team/aisha-bello.gif: unsupported image format")
                .contains(at("team/samuel-cho.md", "photo:")
                        + "photo: expected the site path of an image under images/ in the content folder");
    }

    @Test
    void aPublicationImageWithoutAltTextIsAnError() {
        Path file = content.resolve("publications/earnout-disputes.md");
        replaceLine(file, "imageAlt:", "imageAlt: \"  \"");

        assertThat(checkFails())
                .contains(at("publications/earnout-disputes.md", "imageAlt:")
                        + "imageAlt: required with image: say what the image shows, for people who cannot see it");
    }

    @Test
    void anOfficePhotoWithoutAltTextIsAnErrorInSiteYaml() throws IOException {
        Path site = content.resolve("site.yaml");
        Files.writeString(site, Files.readString(site).replaceFirst("    photoAlt: [^\n]*\n", ""));

        assertThat(checkFails())
                .contains(at("site.yaml", "photo: /images/offices/boston.jpg") + "photoAlt: required with photo");
    }

    @Test
    void aBodyImageWithoutAltTextOrFileIsAnErrorAtItsLine() {
        Path history = content.resolve("about/history.md");
        ContentFolder.append(
                history,
                "\n![](/images/offices/boston.jpg)\n\nThe new building: ![New York](/images/offices/tokyo.jpg)\n");

        assertThat(checkFails())
                .contains(at("about/history.md", "![](/images/offices/boston.jpg)")
                        + "image /images/offices/boston.jpg has no alt text")
                .contains(at("about/history.md", "![New York]") + "image /images/offices/tokyo.jpg not found");
    }

    @Test
    void anImageNarrowerThanItsSlotNeedsIsAnErrorWhereItIsUsed() throws IOException {
        Files.write(content.resolve("images/publications/small.png"), TestImages.png(400, 225));
        replaceLine(
                content.resolve("publications/earnout-disputes.md"), "image:", "image: /images/publications/small.png");
        // The same image is wide enough in a body, whose smallest width is 320.
        ContentFolder.append(
                content.resolve("about/history.md"), "\n![A small chart](/images/publications/small.png)\n");

        String errors = checkFails();

        assertThat(errors)
                .contains(
                        at("publications/earnout-disputes.md", "image:")
                                + "image /images/publications/small.png is 400 px wide; an article image needs at least 480 px");
        assertThat(errors).contains("1 error(s)");
    }

    @Test
    void aReferenceToAnImageThatCannotBePublishedPointsToTheImagesOwnError() throws IOException {
        Files.writeString(content.resolve("images/team/damaged.jpg"), "not a picture");
        replaceLine(content.resolve("team/aisha-bello.md"), "photo:", "photo: /images/team/damaged.jpg");

        assertThat(checkFails())
                .contains(content.resolve("images/team/damaged.jpg") + ":0: not a JPEG image")
                .contains(
                        at("team/aisha-bello.md", "photo:")
                                + "image /images/team/damaged.jpg cannot be published: see the error at images/team/damaged.jpg");
    }

    @Test
    void theServerRefusesToStartOnTheSameErrors() {
        replaceLine(content.resolve("team/aisha-bello.md"), "photo:", "photo: /images/team/nobody.jpg");

        int status = Main.run(
                new String[] {
                    "serve", "--content", content.toString(), "--port", "0", "--cache-dir", "target/test-serve-cache"
                },
                Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(status).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains(at("team/aisha-bello.md", "photo:") + "image /images/team/nobody.jpg not found");
    }
}
