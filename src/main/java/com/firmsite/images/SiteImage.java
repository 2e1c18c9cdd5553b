package com.firmsite.images;

import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An image of the content folder as published. A raster image is served at its site path ({@code
 * /images/team/margaret-hale.jpg}) as its full size in its own format, oriented and stripped of
 * metadata, and has its {@link ImageVariant}s; an SVG is served as it is and has none.
 *
 * @param sitePath where the original is served, as content refers to it
 * @param width the width as displayed (after the EXIF orientation is applied), in pixels; 0 for
 *     an SVG (it scales to its box)
 * @param height the height as displayed, in pixels; 0 for an SVG
 * @param format the original's format
 * @param original the bytes served at {@code sitePath}
 * @param variants every variant, by width then format
 */
public record SiteImage(
        String sitePath, int width, int height, ImageFormat format, byte[] original, List<ImageVariant> variants) {

    public SiteImage {
        variants = variants.stream()
                .sorted(Comparator.comparingInt(ImageVariant::width).thenComparing(ImageVariant::format))
                .toList();
    }

    /** The variants in {@code format} that {@code slot} offers (its widths, capped at the original's). */
    public List<ImageVariant> variants(ImageFormat format, Slot slot) {
        List<Integer> widths = Variants.widths(List.of(slot), width);
        return variants.stream()
                .filter(v -> v.format() == format && widths.contains(v.width()))
                .toList();
    }

    /** The {@code srcset} attribute for {@code slot} in {@code format}: "URL 160w, URL 320w, …". */
    public String srcset(ImageFormat format, Slot slot) {
        return variants(format, slot).stream().map(ImageVariant::candidate).collect(Collectors.joining(", "));
    }

    /**
     * The variant an {@code <img src>} names in {@code slot}: the original's format, at the slot's
     * middle width, so a browser without {@code srcset} still gets a reasonable size.
     */
    public ImageVariant fallback(Slot slot) {
        if (!isRaster()) {
            throw new IllegalStateException(sitePath + " is an SVG: it has no variants, use its site path");
        }
        List<ImageVariant> candidates = variants(format, slot);
        return candidates.get((candidates.size() - 1) / 2);
    }

    /** The formats a {@code <picture>} offers, best first: WebP, then the original's format. */
    public List<ImageFormat> formats() {
        return format == ImageFormat.WEBP ? List.of(ImageFormat.WEBP) : List.of(ImageFormat.WEBP, format);
    }

    /** The height a box {@code boxWidth} wide needs to show this image unstretched (for width/height attributes). */
    public int heightAt(int boxWidth) {
        return Math.max(1, Math.round((float) height * boxWidth / width));
    }

    public boolean isRaster() {
        return format.isRaster();
    }
}
