package com.firmsite.images;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.drew.imaging.ImageMetadataReader;
import com.drew.metadata.Metadata;
import com.drew.metadata.exif.ExifIFD0Directory;
import com.drew.metadata.exif.GpsDirectory;
import com.firmsite.base.Events;
import com.firmsite.content.ContentError;
import com.firmsite.content.ContentException;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 20: what the image library publishes from a content folder, and what it refuses. */
class ImageLoaderTest {
    @TempDir
    Path content;

    @TempDir
    Path cacheDir;

    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private final Events events = new Events(new PrintStream(log, true, StandardCharsets.UTF_8), false);

    private ImageLoader loader() {
        return new ImageLoader(ImageLimits.DEFAULTS, VariantCache.directory(cacheDir), events, Slot::byFolder);
    }

    private void write(String path, byte[] bytes) throws IOException {
        Path file = content.resolve("images").resolve(path);
        Files.createDirectories(file.getParent());
        Files.write(file, bytes);
    }

    private static List<byte[]> everyOutput(SiteImage image) {
        List<byte[]> outputs = new ArrayList<>();
        outputs.add(image.original());
        image.variants().forEach(variant -> outputs.add(variant.bytes()));
        return outputs;
    }

    @Test
    void gpsDataOfAPhotoIsInNoOutput() throws Exception {
        byte[] photo = TestImages.jpegWithGps(400, 300, 1);
        Metadata input = ImageMetadataReader.readMetadata(new ByteArrayInputStream(photo));
        assertThat(input.getFirstDirectoryOfType(GpsDirectory.class)
                        .getGeoLocation()
                        .getLatitude())
                .as("the test input carries GPS data")
                .isEqualTo(42.35);
        write("team/photo.jpg", photo);

        SiteImage image = loader().load(content).find("/images/team/photo.jpg").orElseThrow();

        assertThat(image.variants()).isNotEmpty();
        for (byte[] output : everyOutput(image)) {
            Metadata metadata = ImageMetadataReader.readMetadata(new ByteArrayInputStream(output));
            assertThat(metadata.getFirstDirectoryOfType(GpsDirectory.class)).isNull();
            assertThat(metadata.getFirstDirectoryOfType(ExifIFD0Directory.class))
                    .isNull();
            assertThat(new String(output, StandardCharsets.ISO_8859_1)).doesNotContain("Exif\0\0");
        }
    }

    @Test
    void theExifOrientationIsAppliedSoAQuarterTurnedPhotoStandsUpright() throws Exception {
        // Stored 400 × 300, orientation 6: shown turned a quarter clockwise, 300 × 400.
        write("team/turned.jpg", TestImages.jpegWithGps(400, 300, 6));

        SiteImage image = loader().load(content).find("/images/team/turned.jpg").orElseThrow();

        assertThat(image.width()).isEqualTo(300);
        assertThat(image.height()).isEqualTo(400);
        BufferedImage original = ImageIO.read(new ByteArrayInputStream(image.original()));
        assertThat(original.getWidth()).isEqualTo(300);
        assertThat(original.getHeight()).isEqualTo(400);
        // The stored left half (dark) is the top half once turned clockwise.
        assertThat(brightness(original.getRGB(150, 20))).isLessThan(brightness(original.getRGB(150, 380)));
    }

    @Test
    void variantsHaveTheSlotWidthsInWebpAndTheOriginalFormatAndNoneIsWiderThanTheOriginal() throws Exception {
        write("team/portrait.png", TestImages.png(500, 625));

        SiteImage image =
                loader().load(content).find("/images/team/portrait.png").orElseThrow();

        // Portrait widths 160, 320, 480, 640: the last becomes the original's 500.
        assertThat(image.variants())
                .extracting(ImageVariant::width)
                .containsExactly(160, 160, 320, 320, 480, 480, 500, 500);
        assertThat(image.variants()).extracting(ImageVariant::format).containsOnly(ImageFormat.WEBP, ImageFormat.PNG);
        for (ImageVariant variant : image.variants()) {
            BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(variant.bytes()));
            assertThat(decoded.getWidth())
                    .as(variant.url())
                    .isEqualTo(variant.width())
                    .isLessThanOrEqualTo(image.width());
            assertThat(decoded.getHeight()).as(variant.url()).isEqualTo(variant.height());
        }
        assertThat(image.srcset(ImageFormat.WEBP, Slot.PORTRAIT))
                .matches(
                        "/images/team/portrait\\.160w\\.[0-9a-f]{12}\\.webp 160w, /images/team/portrait\\.320w\\.[0-9a-f]{12}\\.webp 320w, "
                                + "/images/team/portrait\\.480w\\.[0-9a-f]{12}\\.webp 480w, /images/team/portrait\\.500w\\.[0-9a-f]{12}\\.webp 500w");
    }

    @Test
    void aVariantUrlNamesTheDigestOfItsBytes() throws Exception {
        write("offices/front.jpg", TestImages.jpeg(800, 500));

        for (ImageVariant variant : loader().load(content)
                .find("/images/offices/front.jpg")
                .orElseThrow()
                .variants()) {
            String digest = Variants.sha256Hex(variant.bytes()).substring(0, 12);
            assertThat(variant.url())
                    .isEqualTo("/images/offices/front." + variant.width() + "w." + digest + "."
                            + variant.format().extension());
        }
    }

    @Test
    void aReusedVariantsUrlNamesTheDigestOfItsBytesAndADamagedKeptDigestIsComputedAgain() throws Exception {
        write("offices/front.jpg", TestImages.jpeg(800, 500));
        loader().load(content);
        List<Path> kept;
        try (Stream<Path> files = Files.list(cacheDir)) {
            kept = files.filter(file -> file.toString().endsWith(".sha256")).toList();
        }
        assertThat(kept).as("a digest kept beside each variant").isNotEmpty();
        Files.writeString(kept.getFirst(), "not a digest");

        for (ImageVariant variant : loader().load(content)
                .find("/images/offices/front.jpg")
                .orElseThrow()
                .variants()) {
            String digest = Variants.sha256Hex(variant.bytes()).substring(0, 12);
            assertThat(variant.url()).contains("w." + digest + ".");
        }
        assertThat(Files.readString(kept.getFirst())).matches("[0-9a-f]{64}");
    }

    @Test
    void aDecompressionBombIsRefusedFromItsHeaderWithoutDecodingIt() throws Exception {
        byte[] bomb = TestImages.pngDeclaring(100_000, 100_000);
        assertThat(bomb.length).isLessThan(200);
        write("team/bomb.png", bomb);

        ContentException refused = assertTimeoutPreemptively(
                Duration.ofSeconds(20),
                () -> org.junit.jupiter.api.Assertions.assertThrows(
                        ContentException.class, () -> loader().load(content)));

        assertThat(refused.errors())
                .extracting(ContentError::toString)
                .containsExactly(
                        content.resolve("images/team/bomb.png")
                                + ":0: image too large: 100,000 × 100,000 pixels; the limit is 50,000,000 pixels (--max-image-pixels)");
    }

    @Test
    void theHeaderGivesTheBytesTheDecoderAllocatesSixteenBitChannelsAndAlphaCounted() throws Exception {
        assertThat(Codec.header(TestImages.uniformPng(10, 10, 16, 6), ImageFormat.PNG)
                        .decodedBytes())
                .as("16-bit RGBA: four shorts a pixel")
                .isEqualTo(800);
        assertThat(Codec.header(TestImages.uniformPng(10, 10, 8, 6), ImageFormat.PNG)
                        .decodedBytes())
                .isEqualTo(400);
        assertThat(Codec.header(TestImages.uniformPng(10, 10, 16, 0), ImageFormat.PNG)
                        .decodedBytes())
                .isEqualTo(200);
        assertThat(Codec.header(TestImages.jpeg(10, 10), ImageFormat.JPEG).decodedBytes())
                .isEqualTo(300);
        assertThat(Codec.header(Codec.encode(TestImages.picture(10, 10), ImageFormat.WEBP), ImageFormat.WEBP)
                        .decodedBytes())
                .as("a WebP decodes to one int a pixel")
                .isEqualTo(400);
    }

    @Test
    void anImageOverTheDecodedSizeLimitIsRefusedFromItsHeader() throws Exception {
        write("team/deep.png", TestImages.uniformPng(7_000, 7_000, 16, 6));

        ContentException refused = assertTimeoutPreemptively(
                Duration.ofSeconds(20),
                () -> org.junit.jupiter.api.Assertions.assertThrows(
                        ContentException.class, () -> loader().load(content)));

        assertThat(refused.errors())
                .extracting(ContentError::toString)
                .containsExactly(content.resolve("images/team/deep.png")
                        + ":0: image too large: 7,000 × 7,000 pixels of 8 bytes each decode to 392,000,000 bytes; the"
                        + " limit is 268,435,456 bytes (--max-image-decoded-bytes)");
    }

    @Test
    void anImageWhoseVariantsWebpCannotHoldIsAContentErrorNotACrash() throws Exception {
        // 400 wide and 20,000 tall: its 320 px wide WebP variant would be 16,000 tall, its 400 px one 20,000.
        write("misc/scroll.png", TestImages.uniformPng(400, 20_000, 8, 0));
        write("misc/ribbon.png", TestImages.uniformPng(1, 49_000_000, 8, 0));

        assertThatThrownBy(() -> loader().load(content))
                .isInstanceOfSatisfying(
                        ContentException.class,
                        e -> assertThat(e.errors())
                                .extracting(ContentError::toString)
                                .containsExactly(
                                        content.resolve("images/misc/ribbon.png")
                                                + ":0: image cannot be encoded: its full size in WebP of 1 × 49,000,000"
                                                + " pixels is over WebP's limit of 16,383 pixels a side (the image is"
                                                + " 1 × 49,000,000 pixels: give it a less extreme shape)",
                                        content.resolve("images/misc/scroll.png")
                                                + ":0: image cannot be encoded: its full size in WebP of 400 × 20,000"
                                                + " pixels is over WebP's limit of 16,383 pixels a side (the image is"
                                                + " 400 × 20,000 pixels: give it a less extreme shape)"));
    }

    @Test
    void imagesLoadOneAtATimeWhenTheBudgetHoldsOnlyOne() throws Exception {
        write("team/a.jpg", TestImages.jpeg(640, 800));
        write("team/b.png", TestImages.png(480, 600));
        write("offices/c.jpg", TestImages.jpeg(800, 500));
        DecodeBudget oneByte = new DecodeBudget(1);

        ImageLibrary library = assertTimeoutPreemptively(
                Duration.ofSeconds(60), () -> loader().withBudget(oneByte).load(content));

        assertThat(library.all()).hasSize(3);
        assertThat(oneByte.inFlight()).as("every share given back").isZero();
    }

    @Test
    void aFileOverTheSizeLimitIsRefusedBeforeItIsRead() throws Exception {
        write("team/big.png", TestImages.png(400, 500));
        ImageLoader small = loader().withLimits(new ImageLimits(1_000, ImageLimits.DEFAULTS.maxPixels()));

        assertThatThrownBy(() -> small.load(content))
                .isInstanceOfSatisfying(
                        ContentException.class,
                        e -> assertThat(e.errors().get(0).message())
                                .startsWith("image too large: ")
                                .endsWith(" bytes; the limit is 1,000 bytes (--max-image-bytes)"));
    }

    @Test
    void everyBadImageIsAnErrorAtItsFileAndAllAreListedTogether() throws Exception {
        write("photo.gif", new byte[] {'G', 'I', 'F', '8', '9', 'a'});
        write("team/broken.jpg", "not a picture".getBytes(StandardCharsets.US_ASCII));
        write("team/tiny.png", TestImages.png(100, 125));
        write("publications/cover.png", TestImages.png(400, 225));

        assertThatThrownBy(() -> loader().load(content))
                .isInstanceOfSatisfying(
                        ContentException.class,
                        e -> assertThat(e.errors())
                                .extracting(ContentError::toString)
                                .containsExactly(
                                        content.resolve("images/photo.gif")
                                                + ":0: unsupported image format: use JPEG (.jpg), PNG (.png), WebP (.webp) or SVG (.svg)",
                                        content.resolve("images/publications/cover.png")
                                                + ":0: image /images/publications/cover.png is 400 px wide; an article image needs at least 480 px",
                                        content.resolve("images/team/broken.jpg")
                                                + ":0: not a JPEG image (the file's bytes do not match its extension, or it is damaged)",
                                        content.resolve("images/team/tiny.png")
                                                + ":0: image /images/team/tiny.png is 100 px wide; a portrait image needs at least 160 px"));
    }

    @Test
    void aSecondLoadTakesEveryVariantFromTheCacheAndEncodesNothing() throws Exception {
        write("team/a.jpg", TestImages.jpeg(640, 800));
        write("publications/b.png", TestImages.png(1600, 900));

        ImageLibrary first = loader().load(content);
        String firstLog = log.toString(StandardCharsets.UTF_8);
        log.reset();
        ImageLibrary second = loader().load(content);

        assertThat(firstLog).containsPattern("images: 2 files, [1-9][0-9]* encoded, 0 reused from the cache");
        assertThat(log.toString(StandardCharsets.UTF_8))
                .containsPattern("images: 2 files, 0 encoded, [1-9][0-9]* reused from the cache");
        assertThat(second.outputs())
                .extracting(output -> output.path())
                .isEqualTo(first.outputs().stream().map(output -> output.path()).toList());
    }

    @Test
    void svgIsPublishedAsItIsAndTextFilesBesideTheImagesAreSkipped() throws Exception {
        byte[] svg =
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><rect width=\"10\" height=\"10\"/></svg>"
                        .getBytes(StandardCharsets.UTF_8);
        write("logo.svg", svg);
        write("README.md", "# Licence\n".getBytes(StandardCharsets.UTF_8));

        ImageLibrary library = loader().load(content);

        assertThat(library.all()).extracting(SiteImage::sitePath).containsExactly("/images/logo.svg");
        assertThat(library.find("/images/logo.svg").orElseThrow().original()).isEqualTo(svg);
        assertThat(library.find("/images/logo.svg").orElseThrow().variants()).isEmpty();
    }

    @Test
    void aPageAskingForAMissingOrTooNarrowImageIsToldWhy() throws Exception {
        write("misc/small.png", TestImages.png(400, 300));
        ImageLibrary library = loader().load(content);

        assertThat(library.problem("/images/misc/small.png", Slot.CARD)).isEmpty();
        assertThat(library.problem("/images/misc/small.png", Slot.ARTICLE))
                .contains("image /images/misc/small.png is 400 px wide; an article image needs at least 480 px");
        assertThat(library.problem("/images/none.jpg", Slot.PORTRAIT))
                .contains("image /images/none.jpg not found: images live under images/ in the content folder");
    }

    private static int brightness(int rgb) {
        return ((rgb >> 16) & 0xFF) + ((rgb >> 8) & 0xFF) + (rgb & 0xFF);
    }
}
