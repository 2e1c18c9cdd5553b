package com.firmsite.live;

import com.firmsite.content.ContentError;
import com.firmsite.content.ContentException;
import com.firmsite.content.ContentLoader;
import com.firmsite.content.ImageRef;
import com.firmsite.content.ParsedFiles;
import com.firmsite.content.Site;
import com.firmsite.images.ImageFormat;
import com.firmsite.images.ImageLibrary;
import com.firmsite.images.ImageLoader;
import com.firmsite.images.Slot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/** What a snapshot is built from: the validated site and its published images. */
public record LoadedContent(Site site, ImageLibrary images) {

    /**
     * Loads the pages and the images of {@code contentDir}. Fails with the errors of both, so one
     * run lists everything to fix.
     */
    public static LoadedContent load(Path contentDir, Predicate<String> isGeneratedPath, ImageLoader imageLoader)
            throws ContentException {
        return load(contentDir, isGeneratedPath, imageLoader, Instant.now());
    }

    /**
     * As {@code firmsite check} reads a folder: every image use checked against its image (headers,
     * limits, widths, each image decoded once), nothing encoded.
     */
    public static LoadedContent validate(
            Path contentDir, Predicate<String> isGeneratedPath, ImageLoader images, Instant now)
            throws ContentException {
        return load(
                contentDir,
                isGeneratedPath,
                (dir, slots) -> images.withSlots(slots).validate(dir),
                now);
    }

    /** As above, the content validated as of {@code now}. */
    public static LoadedContent load(
            Path contentDir, Predicate<String> isGeneratedPath, ImageLoader imageLoader, Instant now)
            throws ContentException {
        return load(contentDir, isGeneratedPath, imageLoader, now, ParsedFiles.NONE);
    }

    /** As above, reusing the parse of each file unchanged since the last load with {@code parsed}. */
    public static LoadedContent load(
            Path contentDir,
            Predicate<String> isGeneratedPath,
            ImageLoader imageLoader,
            Instant now,
            ParsedFiles parsed)
            throws ContentException {
        return load(
                contentDir,
                isGeneratedPath,
                (dir, slots) -> imageLoader.withSlots(slots).load(dir),
                now,
                parsed);
    }

    /** How the images of a content folder are loaded ({@link ImageLoader#load} or {@link ImageLoader#validate}). */
    public interface Images {
        /**
         * The images of {@code contentDir}.
         *
         * @param slots the slots each image (by site path) is shown in, as the content uses it
         */
        ImageLibrary load(Path contentDir, Function<String, Set<Slot>> slots) throws ContentException;
    }

    /**
     * As above, with the images loaded by {@code images}. The pages are loaded first: their uses of
     * images decide each image's widths, and each use is checked against the loaded image at the
     * file and line that makes it (missing, unsupported, unpublishable, too narrow for its slot).
     */
    public static LoadedContent load(Path contentDir, Predicate<String> isGeneratedPath, Images imageLoader)
            throws ContentException {
        return load(contentDir, isGeneratedPath, imageLoader, Instant.now());
    }

    /** As above, the content validated as of {@code now} (see {@link ContentLoader#load(Path, Predicate, Instant)}). */
    public static LoadedContent load(
            Path contentDir, Predicate<String> isGeneratedPath, Images imageLoader, Instant now)
            throws ContentException {
        return load(contentDir, isGeneratedPath, imageLoader, now, ParsedFiles.NONE);
    }

    private static LoadedContent load(
            Path contentDir, Predicate<String> isGeneratedPath, Images imageLoader, Instant now, ParsedFiles parsed)
            throws ContentException {
        List<ContentError> errors = new ArrayList<>();
        Site site = null;
        ImageLibrary images = ImageLibrary.EMPTY;
        List<ImageRef> uses = new ArrayList<>();
        try {
            site = ContentLoader.load(contentDir, isGeneratedPath, uses, now, parsed);
        } catch (ContentException e) {
            errors.addAll(e.errors());
        }
        Map<String, Set<Slot>> slots = slotsByPath(uses);
        List<ContentError> imageErrors = List.of();
        try {
            images = imageLoader.load(contentDir, path -> slots.getOrDefault(path, Slot.byFolder(path)));
        } catch (ContentException e) {
            imageErrors = e.errors();
            errors.addAll(imageErrors);
        }
        for (ImageRef use : uses) {
            problem(contentDir, use, images, imageErrors)
                    .ifPresent(message -> errors.add(new ContentError(use.file(), use.line(), message)));
        }
        if (!errors.isEmpty()) {
            throw new ContentException(errors);
        }
        return new LoadedContent(site, images);
    }

    private static Map<String, Set<Slot>> slotsByPath(List<ImageRef> uses) {
        Map<String, Set<Slot>> slots = new HashMap<>();
        for (ImageRef use : uses) {
            slots.computeIfAbsent(use.path(), path -> EnumSet.noneOf(Slot.class))
                    .addAll(Slot.of(use.place()));
        }
        return slots;
    }

    /** What is wrong with one use of an image, if anything; the image's own errors are reported at its file. */
    private static Optional<String> problem(
            Path contentDir, ImageRef use, ImageLibrary images, List<ContentError> imageErrors) {
        String path = use.path();
        if (ImageFormat.ofFileName(path).isEmpty()) {
            return Optional.of("image " + path
                    + ": unsupported image format: use JPEG (.jpg), PNG (.png), WebP (.webp) or SVG (.svg)");
        }
        Path file = contentDir.resolve(path.substring(1)).normalize();
        if (!file.startsWith(contentDir.resolve("images").normalize()) || !Files.isRegularFile(file)) {
            return Optional.of("image " + path + " not found: images live under images/ in the content folder");
        }
        if (imageErrors.stream().anyMatch(error -> error.file().equals(file))) {
            return Optional.of(
                    "image " + path + " cannot be published: see the error at " + contentDir.relativize(file));
        }
        if (images.find(path).isEmpty()) {
            // Loaded, the library has every image file; failed (another file's error), widths wait.
            return imageErrors.isEmpty()
                    ? Optional.of("image " + path + " not found: images live under images/ in the content folder")
                    : Optional.empty();
        }
        return Slot.of(use.place()).stream()
                .sorted()
                .flatMap(slot -> images.problem(path, slot).stream())
                .findFirst();
    }
}
