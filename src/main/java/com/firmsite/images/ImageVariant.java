package com.firmsite.images;

/**
 * One encoded rendition of an image: a width, in one format, at a URL that names a digest of its
 * bytes ({@code /images/team/margaret-hale.480w.3f9a1c2b5d7e.webp}), so the URL changes whenever
 * the bytes do and browsers may keep it for a year.
 *
 * @param url the site path it is served at
 * @param bytes exactly what is served: decoded, oriented, resized, re-encoded, no metadata
 */
public record ImageVariant(String url, int width, int height, ImageFormat format, byte[] bytes) {

    /** The {@code srcset} candidate of this variant: its URL and width descriptor. */
    public String candidate() {
        return url + " " + width + "w";
    }
}
