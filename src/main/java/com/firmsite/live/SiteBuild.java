package com.firmsite.live;

import com.firmsite.content.ContentError;
import com.firmsite.content.ContentException;
import com.firmsite.content.ParsedFiles;
import com.firmsite.images.ImageLoader;
import com.firmsite.publish.RenderFailure;
import com.firmsite.publish.RenderMemo;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.snapshot.SnapshotBuilder.Build;
import com.firmsite.snapshot.SnapshotRequest;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The one build of a content folder: loaded and validated, images encoded, every page of every
 * language rendered. {@code check} runs it and stops before listening; {@code serve} runs it at
 * start, at each reload and ahead of each scheduled publication; {@code export} runs it before
 * writing. So what {@code check} accepts cannot fail at start. Whatever the build throws, a stack
 * overflow included, is a content error: at the page's file when a page failed to render, else at
 * the content folder, one line each, never a stack trace (docs/decisions.md §8.6). Running out of
 * memory is not: it is a setting to change, reported as such by each command.
 */
public final class SiteBuild {
    private SiteBuild() {}

    /** The content of {@code contentDir} loaded as of {@code now} (see {@link LoadedContent#load}). */
    public static LoadedContent load(
            Path contentDir, Predicate<String> isGeneratedPath, ImageLoader images, Instant now, ParsedFiles parsed)
            throws ContentException {
        try {
            return LoadedContent.load(contentDir, isGeneratedPath, images, now, parsed);
        } catch (RuntimeException | StackOverflowError e) {
            if (ranOutOfMemory(e)) {
                throw e;
            }
            throw failed(contentDir, "could not be loaded", e);
        }
    }

    /**
     * Every output of {@code content} as of {@code now}, rendered by {@code builder} in identity
     * (see {@link SnapshotBuilder#buildUncompressed(SnapshotRequest)}), asked for as {@code asked}
     * says (the late documents left to be made when first asked for: {@link
     * SnapshotRequest#answeringEarly}; the pages shown first: {@link
     * SnapshotRequest#showingPagesFirst}).
     */
    public static Build render(
            SnapshotBuilder builder,
            LoadedContent content,
            Path contentDir,
            Instant now,
            RenderMemo memo,
            Build earlier,
            UnaryOperator<SnapshotRequest> asked)
            throws ContentException {
        try {
            SnapshotRequest request = SnapshotRequest.of(content.site())
                    .withImages(content.images())
                    .at(now)
                    .reusing(memo, earlier);
            return builder.buildUncompressed(asked.apply(request));
        } catch (RuntimeException | StackOverflowError e) {
            if (ranOutOfMemory(e)) {
                throw e;
            }
            throw failed(contentDir, "could not be built", e);
        }
    }

    /** As above, nothing kept for a later build. */
    public static Build render(SnapshotBuilder builder, LoadedContent content, Path contentDir, Instant now)
            throws ContentException {
        return render(builder, content, contentDir, now, RenderMemo.NONE, Build.NONE, UnaryOperator.identity());
    }

    /**
     * {@code thrown} as one content error: at the page's file when a page failed (a parallel
     * render may hand it back wrapped), else at the folder.
     */
    private static ContentException failed(Path contentDir, String what, Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof RenderFailure page) {
                return new ContentException(List.of(new ContentError(
                        contentDir.resolve(page.file()),
                        0,
                        "this page could not be rendered (" + page.reason() + "); a defect of firmsite's:"
                                + " please report it with this line")));
            }
        }
        String message = thrown.getMessage();
        return new ContentException(List.of(new ContentError(
                contentDir,
                0,
                "the site " + what + " (" + thrown.getClass().getSimpleName()
                        + (message == null ? "" : ": " + message) + "); a defect of firmsite's: please report it"
                        + " with this line")));
    }

    private static boolean ranOutOfMemory(Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError) {
                return true;
            }
        }
        return false;
    }
}
