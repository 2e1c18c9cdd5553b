package com.firmsite.snapshot;

import com.firmsite.content.Site;
import com.firmsite.images.ImageLibrary;
import com.firmsite.publish.RenderMemo;
import com.firmsite.snapshot.SnapshotBuilder.Build;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What {@link SnapshotBuilder} is asked to build: the site and its images ({@code /images/…}) as
 * they are at {@code now} (a publication scheduled after it is left out, or in a preview shown with
 * a banner), reusing what {@code memo} kept of the last render of the same site and what {@code
 * earlier} (the build before) encoded of the outputs that did not change. A request that answers
 * early leaves the late producers' documents to be made when first asked for ({@link
 * LateResources}). A request that shows its pages first hands over, before any other document is
 * made, the snapshot it was asked to reuse with the pages that changed in it ({@link
 * #showingPagesFirst}).
 */
public record SnapshotRequest(
        Site site,
        ImageLibrary images,
        Instant now,
        RenderMemo memo,
        Build earlier,
        boolean answerEarly,
        Optional<Consumer<Snapshot>> pagesFirst) {
    /** The site as it is now, without images, everything rendered and encoded afresh. */
    public static SnapshotRequest of(Site site) {
        return new SnapshotRequest(
                site, ImageLibrary.EMPTY, Instant.now(), RenderMemo.NONE, Build.NONE, false, Optional.empty());
    }

    /** The same request, with {@code images} served too. */
    public SnapshotRequest withImages(ImageLibrary images) {
        return new SnapshotRequest(site, images, now, memo, earlier, answerEarly, pagesFirst);
    }

    /** The same request, for the site as it is at {@code instant}. */
    public SnapshotRequest at(Instant instant) {
        return new SnapshotRequest(site, images, instant, memo, earlier, answerEarly, pagesFirst);
    }

    /** The same request, incrementally: reusing {@code memo}'s renders and {@code build}'s resources. */
    public SnapshotRequest reusing(RenderMemo renders, Build build) {
        return new SnapshotRequest(site, images, now, renders, build, answerEarly, pagesFirst);
    }

    /**
     * The same request, showing its pages first: once the pages of every language are rendered, and
     * before the documents made from them (the llms indexes, the sitemaps, the WebMCP data, the
     * feeds…), {@code show} gets {@link #earlier}'s snapshot with every page output that changed
     * since in place (its resources encoded as the build encodes them, which the build then keeps).
     * What a reload serves while it makes the rest: an edit shows on its page in the time its pages
     * take to render. Not called when there is no earlier build, or no page changed.
     */
    public SnapshotRequest showingPagesFirst(Consumer<Snapshot> show) {
        return new SnapshotRequest(site, images, now, memo, earlier, answerEarly, Optional.of(show));
    }

    /**
     * The same request, answering early: the snapshot serves the late producers' documents ({@code
     * publish.LateProducer}) by making each when it is first asked for, or when the snapshot is
     * compressed, whichever comes first. For the first snapshot of a start without a saved one.
     */
    public SnapshotRequest answeringEarly() {
        return new SnapshotRequest(site, images, now, memo, earlier, true, pagesFirst);
    }
}
