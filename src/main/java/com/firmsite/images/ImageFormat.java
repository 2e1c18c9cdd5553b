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
