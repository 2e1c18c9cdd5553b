package com.firmsite.images;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * The encodings one raster image needs: each width its slots offer in WebP and in the original's
 * format, and the full size in the original's format (served at the site path). Each is taken from
 * the cache when there; the image is decoded (once) only when one is missing.
 */
final class ImageEncoding {
    /** The part of each cache key that names the encoder settings. */
    private static final Pattern SHA256_HEX = Pattern.compile("[0-9a-f]{64}");

    private static final String SETTINGS_KEY =
            Variants.sha256Hex(Codec.SETTINGS.getBytes(StandardCharsets.UTF_8)).substring(0, 12);

    private final String sitePath;
    private final ImageFormat format;
    private final byte[] source;
    private final int orientation;
    private final int width;
    private final int height;
    private final long workingBytes;
    private final VariantCache cache;
    private final DecodeBudget budget;
    private final Counts counts;
    private final String sourceKey;

    /**
     * @param sourceKey {@link #sourceKey} of {@code source}
     * @param header {@code source}'s header, checked against the limits and {@link #checkEncodable}
     * @param budget what the decoding waits for when other images take the heap it needs
     */
    ImageEncoding(
            String sitePath,
            ImageFormat format,
            byte[] source,
            String sourceKey,
            Codec.Header header,
            VariantCache cache,
            DecodeBudget budget,
            Counts counts) {
        this.sitePath = sitePath;
        this.format = format;
        this.source = source;
        this.orientation = header.orientation();
        this.width = header.uprightWidth();
        this.height = header.uprightHeight();
        this.workingBytes = header.workingBytes();
        this.cache = cache;
        this.budget = budget;
        this.counts = counts;
        this.sourceKey = sourceKey;
    }

    /** What names a source in the cache: its bytes' SHA-256 and the encoder settings. */
    static String sourceKey(byte[] source) {
        return Variants.sha256Hex(source) + "-" + SETTINGS_KEY;
    }

    /** The header of {@code source}: from the cache, else read (and cached). */
    static Codec.Header header(byte[] source, ImageFormat format, String sourceKey, VariantCache cache)
            throws ImageProblem {
        Optional<byte[]> cached = cache.get(sourceKey + ".header");
        if (cached.isPresent()) {
            try {
                return Codec.Header.decode(new String(cached.get(), StandardCharsets.US_ASCII));
            } catch (RuntimeException e) {
                // A damaged entry: the header is read again below and the entry replaced.
            }
        }
        Codec.Header header = Codec.header(source, format);
        cache.put(sourceKey + ".header", header.encoded().getBytes(StandardCharsets.US_ASCII));
        return header;
    }

    /** One encoding to have: a width in a format. */
    private record Target(int width, ImageFormat format) {}

    /**
     * The encodings an image {@code width} wide in {@code format} needs in {@code slots}: each of
     * their widths in WebP and in the original's format, then the full size in the original's format.
     */
    private static List<Target> targets(Set<Slot> slots, int width, ImageFormat format) {
        List<ImageFormat> formats =
                format == ImageFormat.WEBP ? List.of(ImageFormat.WEBP) : List.of(ImageFormat.WEBP, format);
        List<Target> targets = new ArrayList<>();
        for (int w : Variants.widths(slots, width)) {
            formats.forEach(f -> targets.add(new Target(w, f)));
        }
        Target full = new Target(width, format);
        if (!targets.contains(full)) {
            targets.add(full);
        }
        return targets;
    }

    /**
     * Refuses, from its header, an image whose encodings in {@code slots} an encoder cannot write: a
     * very tall or wide image (1 × 49,000,000 pixels) has variants over WebP's 16,383 pixels a side.
     */
    static void checkEncodable(ImageFormat format, Codec.Header header, Set<Slot> slots) throws ImageProblem {
        int width = header.uprightWidth();
        int height = header.uprightHeight();
        for (Target target : targets(slots, width, format)) {
            int targetHeight = Variants.height(target.width(), width, height);
            int largestSide = target.format().largestSide();
            if (target.width() > largestSide || targetHeight > largestSide) {
                throw new ImageProblem(String.format(
                        Locale.ROOT,
                        "image cannot be encoded: its %s of %,d × %,d pixels is over %s's limit of %,d pixels a"
                                + " side (the image is %,d × %,d pixels: give it a less extreme shape)",
                        target.width() == width ? "full size in " + target.format() : target.format() + " variant",
                        target.width(),
                        targetHeight,
                        target.format(),
                        largestSide,
                        width,
                        height));
            }
        }
    }

    SiteImage publish(Set<Slot> slots) throws ImageProblem {
        List<Integer> widths = Variants.widths(slots, width);
        List<Target> targets = targets(slots, width, format);
        Target full = new Target(width, format);
        Set<Target> fresh = new HashSet<>();
        Map<Target, byte[]> encoded = encodeAll(targets, fresh);
        List<ImageVariant> variants = new ArrayList<>();
        for (Target target : targets) {
            if (widths.contains(target.width())) {
                byte[] bytes = encoded.get(target);
                String digest = digest(target, bytes, fresh.contains(target));
                variants.add(new ImageVariant(
                        Variants.url(sitePath, target.width(), target.format(), digest),
                        target.width(),
                        Variants.height(target.width(), width, height),
                        target.format(),
                        bytes));
            }
        }
        counts.add(variants);
        return new SiteImage(sitePath, width, height, format, encoded.get(full), variants);
    }

    /**
     * The SHA-256 of a variant's bytes (hex), which its URL carries: kept in the cache beside the
     * bytes, as a cold start on two cores hashed the reused variants in the interpreter at about
     * 50 ms a megabyte (the JIT's SHA-256 instructions come later), a tenth of its Java time.
     * Computed, and kept, for bytes just encoded.
     */
    private String digest(Target target, byte[] bytes, boolean fresh) {
        String key = key(target) + ".sha256";
        if (!fresh) {
            Optional<String> kept = cache.get(key).map(hex -> new String(hex, StandardCharsets.US_ASCII));
            if (kept.isPresent() && SHA256_HEX.matcher(kept.get()).matches()) {
                return kept.get();
            }
        }
        String digest = Variants.sha256Hex(bytes);
        cache.put(key, digest.getBytes(StandardCharsets.US_ASCII));
        return digest;
    }

    /**
     * Every target's bytes: from the cache, else encoded (in parallel) and saved there; the
     * targets encoded go into {@code fresh}.
     */
    private Map<Target, byte[]> encodeAll(List<Target> targets, Set<Target> fresh) throws ImageProblem {
        Map<Target, byte[]> bytes = new LinkedHashMap<>();
        List<Target> missing = new ArrayList<>();
        for (Target target : targets) {
            Optional<byte[]> cached = cache.get(key(target));
            cached.ifPresentOrElse(found -> bytes.put(target, found), () -> missing.add(target));
        }
        counts.reused.addAndGet(targets.size() - missing.size());
        if (missing.isEmpty()) {
            return bytes;
        }
        // The decoded pixels are reachable from this block only: once the share is given back, they are garbage.
        try (DecodeBudget.Share _ = budget.take(workingBytes)) {
            BufferedImage upright = Codec.decodeUpright(source, format, orientation);
            missing.parallelStream()
                    .map(target -> Map.entry(target, encode(upright, target)))
                    .toList()
                    .forEach(entry -> {
                        bytes.put(entry.getKey(), entry.getValue());
                        cache.put(key(entry.getKey()), entry.getValue());
                    });
        }
        fresh.addAll(missing);
        counts.encoded.addAndGet(missing.size());
        return bytes;
    }

    private byte[] encode(BufferedImage upright, Target target) {
        int targetHeight = Variants.height(target.width(), width, height);
        return Codec.encode(Codec.resize(upright, target.width(), targetHeight), target.format());
    }

    private String key(Target target) {
        return sourceKey + "-" + target.width() + "w." + target.format().extension();
    }

    /** What a load did, for its log line: encodings made and reused, and WebP's saving. */
    static final class Counts {
        final AtomicLong encoded = new AtomicLong();
        final AtomicLong reused = new AtomicLong();
        private final AtomicLong webpBytes = new AtomicLong();
        private final AtomicLong originalFormatBytes = new AtomicLong();

        /** Adds the variants of an image that has a WebP and an original-format variant at each width. */
        void add(List<ImageVariant> variants) {
            for (ImageVariant variant : variants) {
                boolean hasPair = variants.stream()
                        .anyMatch(other -> other.width() == variant.width() && other.format() != variant.format());
                if (hasPair) {
                    (variant.format() == ImageFormat.WEBP ? webpBytes : originalFormatBytes)
                            .addAndGet(variant.bytes().length);
                }
            }
        }

        String summary() {
            long webp = webpBytes.get();
            long original = originalFormatBytes.get();
            String saving = original == 0
                    ? ""
                    : String.format(
                            Locale.ROOT,
                            "; WebP variants %,d bytes against %,d in the originals' formats (%d%% smaller)",
                            webp,
                            original,
                            Math.round(100.0 * (original - webp) / original));
            return encoded.get() + " encoded, " + reused.get() + " reused from the cache" + saving;
        }
    }
}
