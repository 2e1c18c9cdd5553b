package com.firmsite.images;

/**
 * The largest image firmsite accepts. All are checked before an image is decoded: the file size
 * from the file system, the pixel count and the decoded size from the image's header, so a
 * decompression bomb (a small PNG declaring 100,000 × 100,000 pixels, or 7,000 × 7,000 pixels of
 * 16-bit RGBA in 381 KB) is refused without allocating its pixels.
 *
 * @param maxFileBytes the largest file, default 20 MB
 * @param maxPixels the most pixels (width × height), default 50 megapixels
 * @param maxDecodedBytes the most bytes the decoder may allocate for the pixels (width × height ×
 *     the bytes of a pixel as the decoder stores it: 16-bit channels and alpha count), default 256
 *     MiB. The pixel count alone does not bound memory: 50 megapixels of 16-bit RGBA are 400 MB
 */
public record ImageLimits(long maxFileBytes, long maxPixels, long maxDecodedBytes) {
    /** The default largest file; a constant, so that the option's declaration can name it. */
    public static final long DEFAULT_MAX_FILE_BYTES = 20_000_000L;
    /** The default most pixels; a constant, so that the option's declaration can name it. */
    public static final long DEFAULT_MAX_PIXELS = 50_000_000L;
    /**
     * The default most decoded bytes, 256 MiB: a 50-megapixel photo decodes to 150 MB (8-bit RGB),
     * 200 MB with alpha; 7,000 × 7,000 pixels of 16-bit RGBA would take 392 MB, and with the working
     * copies of resizing more than the default 1 GB heap holds beside a site.
     */
    public static final long DEFAULT_MAX_DECODED_BYTES = 256L << 20;

    public static final ImageLimits DEFAULTS =
            new ImageLimits(DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_PIXELS, DEFAULT_MAX_DECODED_BYTES);

    public ImageLimits {
        if (maxFileBytes <= 0 || maxPixels <= 0 || maxDecodedBytes <= 0) {
            throw new IllegalArgumentException("image limits must be positive");
        }
    }

    /** A file size and a pixel count, with the default decoded size. */
    public ImageLimits(long maxFileBytes, long maxPixels) {
        this(maxFileBytes, maxPixels, DEFAULT_MAX_DECODED_BYTES);
    }
}
