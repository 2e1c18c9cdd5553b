package com.firmsite.images;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import java.util.TreeSet;

/** Which variants an image has, and what they are called. */
final class Variants {
    /** Hex digits of the SHA-256 of a variant's bytes in its URL: 48 bits, a clash is not a concern. */
    static final int DIGEST_HEX_DIGITS = 12;

    private Variants() {}

    /**
     * The widths of an image {@code originalWidth} wide used in {@code slots}: each slot's widths, a
     * width the original does not reach replaced by the original's own width (never upscaled).
     */
    static List<Integer> widths(Collection<Slot> slots, int originalWidth) {
        TreeSet<Integer> widths = new TreeSet<>();
        for (Slot slot : slots) {
            for (int width : slot.widths()) {
                widths.add(Math.min(width, originalWidth));
            }
        }
        return List.copyOf(widths);
    }

    /** The height of a variant {@code width} wide, in the original's proportions. */
    static int height(int width, int originalWidth, int originalHeight) {
        return Math.max(1, (int) Math.round((double) originalHeight * width / originalWidth));
    }

    /**
     * A variant's URL: the original's path without its extension, the width, the start of the
     * SHA-256 of its bytes in hex, and the format's extension: {@code
     * /images/team/margaret-hale.480w.3f9a1c2b5d7e.webp}.
     */
    static String url(String sitePath, int width, ImageFormat format, String sha256Hex) {
        String stem = sitePath.substring(0, sitePath.lastIndexOf('.'));
        return stem + "." + width + "w." + sha256Hex.substring(0, DIGEST_HEX_DIGITS) + "." + format.extension();
    }

    static String sha256Hex(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
