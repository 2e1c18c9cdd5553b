package com.firmsite.live;

import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder.Build;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * The snapshot being served, swapped whole: every request reads one reference, so a change shows
 * everywhere at once. Beside it, the build it serves (what the next reload may reuse) and how many
 * builds were swapped in since the first (what a snapshot built ahead of a change was built after).
 * A build's compressed or saved version replaces it only if it is still the one served.
 */
final class ServedSnapshot implements Supplier<Snapshot> {
    private final AtomicReference<Snapshot> current = new AtomicReference<>();
    /**
     * The outputs of the build being served, with the snapshot serving them: a reload serves each
     * unchanged output with its resources. Guarded by this; {@link Build#NONE} when what is served
     * is not known to be that build's (one restored from the cache, or built ahead of a change).
     */
    private Build served = Build.NONE;
    /** Builds swapped in since the first (reloads and scheduled changes), not their compressed versions; guarded by this. */
    private long swaps;
    /**
     * The snapshot a reload shows first ({@link #showFirst}) while it is served, and the one it was
     * shown over; null otherwise. Guarded by this.
     */
    private Snapshot shownFirst;

    private Snapshot shownOver;

    @Override
    public Snapshot get() {
        return current.get();
    }

    /** Serves the first {@code snapshot}, which serves {@code build} ({@link Build#NONE} when not known). */
    synchronized void first(Snapshot snapshot, Build build) {
        served = build;
        current.set(snapshot);
    }

    /** What a build may reuse: the build being served, if it is still what serves. */
    synchronized Build reusable() {
        return isServing(served, current.get()) ? served : Build.NONE;
    }

    /**
     * Serves {@code build}'s snapshot in place of the one served, which it returns: the one a
     * snapshot shown first was shown over, if that is what was served (the codings to reuse, and
     * what the site published before, are that one's).
     */
    synchronized Snapshot swap(Build build) {
        served = build;
        swaps++;
        Snapshot replaced = current.getAndSet(build.snapshot());
        Snapshot before = isShownFirst(replaced) ? shownOver : replaced;
        forgetShownFirst();
        return before;
    }

    /**
     * Serves {@code pagesFirst}, a reload's pages shown over {@code over}, if {@code over} is still
     * served; true if it did. What the next build may reuse stays {@code over}'s build: the reload
     * that shows them swaps its own build in ({@link #swap}), or withdraws them ({@link
     * #withdrawShownFirst}).
     */
    synchronized boolean showFirst(Snapshot over, Snapshot pagesFirst) {
        if (!current.compareAndSet(over, pagesFirst)) {
            return false;
        }
        shownFirst = pagesFirst;
        shownOver = over;
        return true;
    }

    /** Serves again what a failed reload's pages were shown over, if they are still served. */
    synchronized void withdrawShownFirst() {
        if (shownFirst != null) {
            current.compareAndSet(shownFirst, shownOver);
        }
        forgetShownFirst();
    }

    @SuppressWarnings("ReferenceEquality") // the very snapshot shown, not an equal one
    private boolean isShownFirst(Snapshot snapshot) {
        return shownFirst != null && snapshot == shownFirst;
    }

    private void forgetShownFirst() {
        shownFirst = null;
        shownOver = null;
    }

    /**
     * Serves {@code snapshot} (built ahead of a change, after {@code swapsBefore} swaps) unless
     * another build was swapped in since; true if it did.
     */
    synchronized boolean swapIfNoneSince(Snapshot snapshot, long swapsBefore) {
        if (swaps != swapsBefore) {
            return false;
        }
        current.set(snapshot);
        served = Build.NONE;
        swaps++;
        forgetShownFirst();
        return true;
    }

    /** Builds swapped in since the first. */
    synchronized long swaps() {
        return swaps;
    }

    /**
     * Serves {@code after} (the same build compressed, or read back from its file) if {@code before}
     * is still served; true if it did.
     */
    boolean replace(Snapshot before, Snapshot after) {
        if (!current.compareAndSet(before, after)) {
            return false;
        }
        servedBy(before, after);
        return true;
    }

    /**
     * Serves {@code saved}, the same build as {@code built} read back from the file it was saved
     * to, if {@code built} is still served; the bodies that build's outputs still hold on the heap
     * (for the render memo's next build) are then read from the file. How many were; empty if
     * {@code saved} is not served.
     */
    synchronized OptionalInt replaceBySaved(Snapshot built, Snapshot saved) {
        if (!replace(built, saved)) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(isServing(served, saved) ? served.readBodiesFrom(built, saved) : 0);
    }

    /** {@code now} serves the build {@code before} served. */
    private synchronized void servedBy(Snapshot before, Snapshot now) {
        if (isServing(served, before)) {
            served = served.servedBy(now);
        }
    }

    /** Whether {@code snapshot} is the very object that serves {@code build} (snapshots are records: equal is not enough). */
    @SuppressWarnings("ReferenceEquality")
    private static boolean isServing(Build build, Snapshot snapshot) {
        return build.snapshot() == snapshot;
    }
}
