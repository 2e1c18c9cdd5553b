package com.firmsite.images;

import com.firmsite.output.MediaType;
import java.util.Locale;
import java.util.Optional;

/** The image formats firmsite publishes: the rasters it builds variants of, and SVG as it is. */
public enum ImageFormat {
    JPEG("jpg", "jpeg"),
    PNG("png", "png"),
    WEBP("webp", "webp"),
    SVG("svg", "");

    private final String extension;
    private final String imageIoName;

    ImageFormat(String extension, String imageIoName) {
        this.extension = extension;
        this.imageIoName = imageIoName;
    }

    /** The extension of variant files ({@code jpg} for JPEG, whatever the original was called). */
    public String extension() {
        return extension;
    }

    public MediaType mediaType() {
        return switch (this) {
            case JPEG -> MediaType.JPEG;
            case PNG -> MediaType.PNG;
            case WEBP -> MediaType.WEBP;
            case SVG -> MediaType.SVG;
        };
    }

    /** The format name ImageIO's readers and writers answer to. */
    String imageIoName() {
        return imageIoName;
    }

    /** The format's name as people write it: JPEG, PNG, WebP, SVG. */
    @Override
    public String toString() {
        return this == WEBP ? "WebP" : name();
    }

    /**
     * The longest side, in pixels, firmsite's encoder of this format writes: libwebp's
     * WEBP_MAX_DIMENSION (its encoder returns nothing beyond, which webp-imageio reported as a
     * NullPointerException), and the JDK's JPEG writer's limit; PNG's is 2^31 - 1.
     */
    int largestSide() {
        return switch (this) {
            case WEBP -> 16_383;
            case JPEG -> 65_500;
            case PNG, SVG -> Integer.MAX_VALUE;
        };
    }

    public boolean isRaster() {
        return this != SVG;
    }

    /** The format a file name says it is in, if firmsite publishes that format. */
    public static Optional<ImageFormat> ofFileName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        int dot = lower.lastIndexOf('.');
        return switch (dot < 0 ? "" : lower.substring(dot + 1)) {
            case "jpg", "jpeg" -> Optional.of(JPEG);
            case "png" -> Optional.of(PNG);
            case "webp" -> Optional.of(WEBP);
            case "svg" -> Optional.of(SVG);
            default -> Optional.empty();
        };
    }
}
