package com.firmsite.live;

import com.firmsite.base.Events;
import com.firmsite.content.ContentException;
import com.firmsite.content.ParsedFiles;
import com.firmsite.images.ImageLoader;
import com.firmsite.publish.RenderMemo;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.snapshot.SnapshotBuilder.Build;
import com.firmsite.snapshot.SnapshotRequest;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * How the live site builds its content folder, as of any instant: at start, at each reload and
 * ahead of each scheduled change.
 *
 * @param parsed the parse of each content file, kept across reloads: an edit parses the files it
 *     changed
 * @param rendered the pages of the last render, kept across reloads: an edit renders the pages it
 *     changed
 */
record FolderBuild(
        Path contentDir,
        Predicate<String> isGeneratedPath,
        SnapshotBuilder builder,
        ImageLoader imageLoader,
        ParsedFiles parsed,
        RenderMemo rendered) {

    /** Renders with a memo when {@code parsed} keeps what reloads reuse (with {@code --watch}). */
    static FolderBuild of(
            Path contentDir,
            Predicate<String> isGeneratedPath,
            SnapshotBuilder builder,
            ImageLoader imageLoader,
            ParsedFiles parsed) {
        return new FolderBuild(
                contentDir,
                isGeneratedPath,
                builder,
                imageLoader,
                parsed,
                parsed.keeps() ? RenderMemo.create() : RenderMemo.NONE);
    }

    /** The content as of {@code asOf}: a build starts, with room for the heap to grow ({@link BuildHeap}). */
    LoadedContent load(Instant asOf) throws ContentException {
        BuildHeap.roomToGrow();
        return SiteBuild.load(contentDir, isGeneratedPath, imageLoader, asOf, parsed);
    }

    /**
     * Every output of {@code content} as of {@code asOf}, in identity, reusing what {@code earlier}
     * served. The bodies' trees are let go once it has rendered (see {@code content.BodyTree}): the
     * next render parses again the few it needs.
     */
    Build render(LoadedContent content, Instant asOf, Build earlier) throws ContentException {
        return render(content, asOf, earlier, UnaryOperator.identity());
    }

    /**
     * As above, handing {@code show} {@code earlier}'s snapshot with the pages that changed in place
     * as soon as the pages are rendered, before the documents made from them ({@link
     * SnapshotRequest#showingPagesFirst}): what a reload serves while it makes the rest.
     */
    Build renderShowingPagesFirst(LoadedContent content, Instant asOf, Build earlier, Consumer<Snapshot> show)
            throws ContentException {
        return render(content, asOf, earlier, request -> request.showingPagesFirst(show));
    }

    /**
     * As above for the first snapshot of a start without a saved one, which answers early: the late
     * documents are made when first asked for, or by the compression that follows the first answer
     * ({@code snapshot.LateResources}).
     */
    Build renderAnsweringEarly(LoadedContent content, Instant asOf) throws ContentException {
        // The bodies' parsed trees are kept for the pages rendered after the first answer; {@link
        // #releaseTrees} lets them go once those are made.
        return SiteBuild.render(
                builder, content, contentDir, asOf, rendered, Build.NONE, SnapshotRequest::answeringEarly);
    }

    private Build render(LoadedContent content, Instant asOf, Build earlier, UnaryOperator<SnapshotRequest> asked)
            throws ContentException {
        try {
            return SiteBuild.render(builder, content, contentDir, asOf, rendered, earlier, asked);
        } finally {
            parsed.releaseTrees();
        }
    }

    /** Lets the bodies' parsed trees go (each is parsed again if a render asks for it). */
    void releaseTrees() {
        parsed.releaseTrees();
    }

    /** How many item files the last load read into records, the others kept ({@link ParsedFiles#lastLoad}). */
    String lastLoad() {
        return parsed.lastLoad();
    }

    /**
     * What the next reload may reuse of {@code build}: all of it when this keeps what reloads reuse
     * (with {@code --watch}), else its snapshot alone, so that the rendered outputs are garbage once
     * it is built (10,000 pages: 300 MB).
     */
    Build kept(Build build) {
        return parsed.keeps() ? build : new Build(build.snapshot(), Map.of(), build.unchanged());
    }

    /**
     * One full collection once a build is no longer referenced (called after the method that held it
     * returned), so that the heap shrinks back to what is served (the launcher keeps little free heap
     * and shrinks it at once) instead of keeping the build's peak for the life of the process. It
     * pauses requests once, for as long as the build's garbage takes to sweep (milliseconds for the
     * sample firm). The build had room to grow ({@link BuildHeap}); this collection sizes the heap as
     * configured again.
     */
    static void returnBuildMemory(Events events) {
        BuildHeap.asConfigured();
        System.gc();
        Runtime heap = Runtime.getRuntime();
        events.info("build collected: heap " + ((heap.totalMemory() - heap.freeMemory()) >> 20) + " MB in use, "
                + (heap.totalMemory() >> 20) + " MB held");
    }
}
