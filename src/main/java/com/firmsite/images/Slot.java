package com.firmsite.images;

import com.firmsite.content.ImageRef;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Where on a page an image is shown, as data: the widths (in pixels) a browser may pick from for
 * it, and the {@code sizes} attribute that tells the browser how wide the slot is drawn, so it
 * picks before layout. An image used in a slot must be at least as wide as the slot's smallest
 * width; its variants are those widths, never wider than the original.
 */
public enum Slot {
    /** A lawyer's portrait on the team page, their own page and practice-area pages (4:5). */
    PORTRAIT(List.of(160, 320, 480, 640), "(min-width: 48rem) 15rem, 40vw"),
    /** A publication's image on a card in a listing. */
    CARD(List.of(320, 480, 640), "(min-width: 48rem) 20rem, 100vw"),
    /** A publication's image at the head of its page. */
    ARTICLE(List.of(480, 768, 1024, 1440), "(min-width: 48rem) 45rem, 100vw"),
    /** An office photo on the contact page. */
    OFFICE(List.of(480, 768, 1024), "(min-width: 48rem) 30rem, 100vw"),
    /** An image in a Markdown body ({@code ![alt](/images/…)}). */
    BODY(List.of(320, 640, 960, 1440), "(min-width: 48rem) 45rem, 100vw");

    // List.of: unmodifiable, though its type does not say so.
    @SuppressWarnings("ImmutableEnumChecker")
    private final List<Integer> widths;

    private final String sizes;

    Slot(List<Integer> widths, String sizes) {
        this.widths = widths;
        this.sizes = sizes;
    }

    /** The widths this slot offers, ascending. */
    public List<Integer> widths() {
        return widths;
    }

    public int smallestWidth() {
        return widths.get(0);
    }

    /** The value of the {@code sizes} attribute for an image in this slot. */
    public String sizes() {
        return sizes;
    }

    /** How messages name an image of this slot: "a portrait", "an article". */
    public String label() {
        String name = name().toLowerCase(Locale.ROOT);
        return ("aeiou".indexOf(name.charAt(0)) >= 0 ? "an " : "a ") + name;
    }

    /** The slots an image used at {@code place} is shown in. */
    public static Set<Slot> of(ImageRef.Place place) {
        return switch (place) {
            case PORTRAIT -> Set.of(PORTRAIT);
            case PUBLICATION -> Set.of(ARTICLE, CARD);
            case OFFICE -> Set.of(OFFICE);
            case BODY -> Set.of(BODY);
        };
    }

    /**
     * The slots an image serves when no content uses it, by its folder: {@code
     * images/team/} portraits, {@code images/publications/} article images and cards, {@code
     * images/offices/} office photos, anywhere else body images.
     */
    public static Set<Slot> byFolder(String sitePath) {
        if (sitePath.startsWith("/images/team/")) {
            return Set.of(PORTRAIT);
        }
        if (sitePath.startsWith("/images/publications/")) {
            return Set.of(ARTICLE, CARD);
        }
        if (sitePath.startsWith("/images/offices/")) {
            return Set.of(OFFICE);
        }
        return Set.of(BODY);
    }
}
