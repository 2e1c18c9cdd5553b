package com.firmsite.images;

/**
 * The largest image firmsite accepts. Both are checked before an image is decoded: the file size
 * from the file system, the pixel count from the image's header, so a decompression bomb (a small
 * PNG declaring 100,000 × 100,000 pixels) is refused without allocating its pixels.
 *
 * @param maxFileBytes the largest file, default 20 MB
 * @param maxPixels the most pixels (width × height), default 50 megapixels
 */
public record ImageLimits(long maxFileBytes, long maxPixels) {
    /** The default largest file; a constant, so that the option's declaration can name it. */
    public static final long DEFAULT_MAX_FILE_BYTES = 20_000_000L;
    /** The default most pixels; a constant, so that the option's declaration can name it. */
    public static final long DEFAULT_MAX_PIXELS = 50_000_000L;

    public static final ImageLimits DEFAULTS = new ImageLimits(DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_PIXELS);

    public ImageLimits {
        if (maxFileBytes <= 0 || maxPixels <= 0) {
            throw new IllegalArgumentException("image limits must be positive");
        }
    }
}
