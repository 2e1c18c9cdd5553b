package com.firmsite.wordpress;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

/**
 * The images of the bodies: each gets alt text (its own, its attachment's, else from its file name,
 * reported), and each original in the old site's uploads is copied once into images/ from --uploads
 * (resized copies of one original are one image). An image the site cannot serve stays a link to
 * the old site, reported.
 */
final class BodyImages {
    private static final Set<String> IMAGE_FORMATS = Set.of("jpg", "jpeg", "png", "webp");
    /** The narrowest image the site accepts in a body (images.Slot, body slot). */
    private static final int MIN_IMAGE_WIDTH = 320;

    private final WordPressImport.Options options;
    private final ImportReport report;
    private final OldAddresses addresses;
    private final ImportPlan plan;
    private final StagedFiles files;
    /** Each image met, by its absolute old address. */
    private final Map<String, BodyConverter.Image> images = new HashMap<>();
    /** Each original copied, by its uploads file: its site path, else empty (reported once). */
    private final Map<String, Optional<String>> copies = new HashMap<>();

    BodyImages(
            WordPressImport.Options options,
            ImportReport report,
            OldAddresses addresses,
            ImportPlan plan,
            StagedFiles files) {
        this.options = options;
        this.report = report;
        this.addresses = addresses;
        this.plan = plan;
        this.files = files;
    }

    /** The new address of an image already met at {@code absolute}. */
    Optional<BodyConverter.Image> known(String absolute) {
        return Optional.ofNullable(images.get(absolute));
    }

    BodyConverter.Image image(String src, String alt, long attachmentId, Consumer<String> warn) {
        String absolute = src.startsWith("/") && !src.startsWith("//")
                ? addresses.oldBase() + src
                : src.startsWith("//") ? "https:" + src : src;
        String file = OldAddresses.uploadsFile(absolute);
        WxrItem attachment = plan.attachment(attachmentId)
                .or(() -> file.isEmpty() ? Optional.empty() : plan.attachmentOfFile(OldAddresses.original(file)))
                .orElse(null);
        String text = alt.strip();
        if (text.isEmpty() && attachment != null) {
            text = attachment
                    .meta()
                    .getOrDefault("_wp_attachment_image_alt", "")
                    .strip();
            if (text.isEmpty()) {
                text = attachment.title().strip();
            }
            if (!text.isEmpty()) {
                text = text.replaceAll("\\s+", " ");
            }
        }
        if (text.isEmpty()) {
            String name = absolute.replaceFirst("[?#].*$", "")
                    .replaceFirst("^.*/", "")
                    .replaceFirst("\\.[^.]*$", "");
            text = Slugs.decode(OldAddresses.original(name + ".x"))
                    .replaceFirst("\\.x$", "")
                    .replaceAll("[-_]+", " ")
                    .strip();
            text = text.isEmpty() ? "Image" : text;
            warn.accept("image " + absolute + " has no alt text: \"" + text
                    + "\" (from its file name) is used; write one that says what it shows");
        }
        if (file.isEmpty()) {
            warn.accept(
                    "image " + absolute
                            + " is not in the old site's uploads: it stays a link to where it is; copy it into images/ if it should stay");
            return new BodyConverter.Image(absolute, text);
        }
        BodyConverter.Image known = images.get(absolute);
        if (known != null) {
            return new BodyConverter.Image(known.src(), text);
        }
        // Resized copies of one original are one image: copied (and counted) once.
        Optional<String> copied = copies.get(OldAddresses.original(file));
        if (copied == null) {
            copied = copy(file, warn);
            copies.put(OldAddresses.original(file), copied);
        }
        BodyConverter.Image image = new BodyConverter.Image(copied.orElse(absolute), text);
        images.put(absolute, image);
        return image;
    }

    /** Copies the original of {@code file} from --uploads into images/; its site path, else empty (reported). */
    private Optional<String> copy(String file, Consumer<String> warn) {
        if (options.uploads().isEmpty()) {
            report.count("images left as links to the old site (no --uploads)");
            warn.accept(
                    "images stay links to the old site: run the import again with --uploads wp-content/uploads to copy them");
            return Optional.empty();
        }
        Path uploads = options.uploads().get().toAbsolutePath().normalize();
        for (String candidate : List.of(OldAddresses.original(file), file)) {
            Path source = uploads.resolve(candidate).normalize();
            if (!source.startsWith(uploads) || !Files.isRegularFile(source) || !inside(source, uploads)) {
                continue;
            }
            return copy(source, candidate, warn);
        }
        report.count("images left as links to the old site (not in --uploads)");
        warn.accept("image " + file + " is not in " + options.uploads().get()
                + ": it stays a link to the old site; find the file and put it in images/");
        return Optional.empty();
    }

    /** Copies one file of --uploads found for an image into images/: its site path, else empty (reported). */
    private Optional<String> copy(Path source, String candidate, Consumer<String> warn) {
        String name = Slugs.fileName(source.getFileName().toString());
        String extension =
                name.contains(".") ? name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT) : "";
        if (!IMAGE_FORMATS.contains(extension)) {
            report.count("images left as links to the old site");
            warn.accept(
                    "image " + candidate + " is ." + extension
                            + ", which the site does not serve (JPEG, PNG, WebP): it stays a link; convert it and put it in images/");
            return Optional.empty();
        }
        try {
            int width = width(source);
            if (width < MIN_IMAGE_WIDTH) {
                report.count("images left as links to the old site");
                warn.accept("image " + candidate + " is " + width + " pixels wide, under the " + MIN_IMAGE_WIDTH
                        + " a body image needs: it stays a link; find a larger original");
                return Optional.empty();
            }
            String relative = imagesPath(candidate, name);
            if (!files.write(relative, Files.readAllBytes(source), owner(candidate), "images")) {
                return Optional.empty();
            }
            return Optional.of("/" + relative);
        } catch (IOException e) {
            report.count("images left as links to the old site");
            warn.accept("image " + candidate + " cannot be read (" + e.getMessage() + "): it stays a link");
            return Optional.empty();
        }
    }

    /** Where an uploads file goes: under images/, in its uploads folders ({@code images/2020/05/photo.jpg}). */
    private static String imagesPath(String candidate, String name) {
        String folder = candidate.contains("/") ? candidate.substring(0, candidate.lastIndexOf('/')) : "";
        StringBuilder relative = new StringBuilder("images");
        for (String segment : folder.split("/", -1)) {
            if (!segment.isEmpty()) {
                relative.append('/').append(Slugs.fileName(segment));
            }
        }
        return relative.append('/').append(name).toString();
    }

    /** The item a copied image is reported under: its uploads file, as an attachment. */
    private static WxrItem owner(String candidate) {
        return new WxrItem(
                0, 0, candidate, "", "", "attachment", "", "", 0, "", "", "", "", "", List.of(), Map.of(), List.of());
    }

    /** Whether {@code file}, its links followed, is still inside {@code folder} (a link out of --uploads is not followed). */
    private static boolean inside(Path file, Path folder) {
        try {
            return file.toRealPath().startsWith(folder.toRealPath());
        } catch (IOException e) {
            return false;
        }
    }

    /** The width of an image from its header, without decoding its pixels. */
    private static int width(Path file) throws IOException {
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            var readers = ImageIO.getImageReaders(in);
            if (in == null || !readers.hasNext()) {
                throw new IOException("not an image this server reads");
            }
            ImageReader reader = readers.next();
            try {
                reader.setInput(in);
                return reader.getWidth(0);
            } finally {
                reader.dispose();
            }
        }
    }
}
