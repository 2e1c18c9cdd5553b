package com.firmsite.images;

import com.firmsite.output.Header;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Every image of a content folder's {@code images/} as published, by site path. Immutable. Loaded
 * by {@link ImageLoader}; pages look images up here ({@link #find}, {@link #problem}) and the
 * snapshot serves {@link #outputs}.
 */
public final class ImageLibrary {
    /**
     * The policy of a content SVG (docs/decisions.md §7): opened directly, an SVG is a document at
     * the site's origin, and a {@code <script>} in it would run there. No script, no fetch, no form, a
     * unique origin ({@code sandbox}); inline styles stay, as drawings use them. An {@code <img>}
     * runs no script whatever the header, so the pages show it as before.
     */
    static final Header SVG_POLICY =
            new Header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");

    /** No images (a content folder without {@code images/}). */
    public static final ImageLibrary EMPTY = new ImageLibrary(List.of());

    private final Map<String, SiteImage> bySitePath;

    public ImageLibrary(Collection<SiteImage> images) {
        TreeMap<String, SiteImage> map = new TreeMap<>();
        images.forEach(image -> map.put(image.sitePath(), image));
        this.bySitePath = java.util.Collections.unmodifiableMap(map);
    }

    /** The image at {@code sitePath} ({@code /images/team/margaret-hale.jpg}), if there is one. */
    public Optional<SiteImage> find(String sitePath) {
        return Optional.ofNullable(bySitePath.get(sitePath));
    }

    /** Every image, in site-path order. */
    public Collection<SiteImage> all() {
        return bySitePath.values();
    }

    /**
     * What is wrong with using {@code sitePath} in {@code slot}, if anything: no such image, or one
     * narrower than the slot's smallest width. The message completes "FILE:LINE: …" of the file
     * that refers to the image.
     */
    public Optional<String> problem(String sitePath, Slot slot) {
        Optional<SiteImage> image = find(sitePath);
        if (image.isEmpty()) {
            return Optional.of("image " + sitePath + " not found: images live under images/ in the content folder");
        }
        return narrowness(image.get(), slot);
    }

    static Optional<String> narrowness(SiteImage image, Slot slot) {
        if (image.isRaster() && image.width() < slot.smallestWidth()) {
            return Optional.of("image " + image.sitePath() + " is " + image.width() + " px wide; " + slot.label()
                    + " image needs at least " + slot.smallestWidth() + " px");
        }
        return Optional.empty();
    }

    /**
     * What the snapshot serves: each original at its site path ({@code Cache-Control} of assets: the
     * URL is stable, so it must be revalidated), and each variant at its digest URL, immutable.
     */
    public List<Output> outputs() {
        List<Output> outputs = new ArrayList<>();
        for (SiteImage image : bySitePath.values()) {
            Representation original = new Representation(image.format().mediaType(), image.original());
            outputs.add(
                    image.isRaster()
                            ? Output.document(image.sitePath(), original, Output.Cache.ASSET)
                            : new Output(
                                    image.sitePath(),
                                    Output.Kind.DOCUMENT,
                                    List.of(original),
                                    Output.Cache.ASSET,
                                    false,
                                    List.of(SVG_POLICY)));
            for (ImageVariant variant : image.variants()) {
                outputs.add(Output.document(
                        variant.url(),
                        new Representation(variant.format().mediaType(), variant.bytes()),
                        Output.Cache.IMMUTABLE));
            }
        }
        return List.copyOf(outputs);
    }
}
