package com.firmsite.publish;

import com.firmsite.publish.SiteRenderer.RenderedPage;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The team members' and publications' pages of the last render, kept between the builds of one
 * site (the reloads of {@code serve --watch}) with what each was rendered from: a page whose
 * inputs are equal to last time's is not rendered again, and the build gets the very same output
 * (same arrays), which the snapshot then recognises as unchanged. A page's inputs are the content
 * records it shows (records compare by value; parsed bodies by identity, and {@code
 * content.ParsedFiles} hands an unchanged file's body over again), plus the frame every page shares
 * (site.yaml, the other pages, the practice areas, the images, the base URL): when the frame
 * changes, nothing is reused. Renders of one site run one at a time.
 */
public final class RenderMemo {
    /** Keeps nothing: every page rendered (a one-off build). */
    public static final RenderMemo NONE = new RenderMemo(false);

    private record Entry(Object inputs, RenderedPage page) {}

    private final boolean keeping;
    private final Map<String, RenderMemo> languages = new ConcurrentHashMap<>();
    private Object frame;
    private Map<String, Entry> kept = Map.of();
    private String lastRender = "nothing rendered yet";

    private RenderMemo(boolean keeping) {
        this.keeping = keeping;
    }

    /** An empty memo, to be handed to every render of one site. */
    public static RenderMemo create() {
        return new RenderMemo(true);
    }

    /**
     * The memo of another language's site, kept with this one: each language's pages are rendered
     * by a renderer of their own, and their inputs are that language's records.
     */
    public RenderMemo forLanguage(String language) {
        return keeping ? languages.computeIfAbsent(language, tag -> create()) : NONE;
    }

    /** One render: reads the pages the last render kept (if its frame was {@code frame}), keeps its own. */
    synchronized Render begin(Object frame) {
        return new Render(frame, keeping && frame.equals(this.frame) ? kept : Map.of());
    }

    /** The pages of a render that ended, with its frame (a render that failed keeps nothing). */
    private synchronized void keep(Object frame, Map<String, Entry> pages, int reused) {
        if (keeping) {
            this.frame = frame;
            kept = pages;
            lastRender = reused + " of " + pages.size() + " team and publication pages unchanged";
        }
    }

    /** How many pages the last render reused, for the log. */
    public synchronized String lastRender() {
        return lastRender;
    }

    /** The pages of one render. Safe to use from parallel streams. */
    final class Render {
        private final Object frame;
        private final Map<String, Entry> earlier;
        private final Map<String, Entry> rendered = new ConcurrentHashMap<>();
        private final AtomicInteger reused = new AtomicInteger();

        private Render(Object frame, Map<String, Entry> earlier) {
            this.frame = frame;
            this.earlier = earlier;
        }

        /** The page at {@code path} rendered from {@code inputs}: last render's when they are equal. */
        RenderedPage page(String path, Object inputs, Supplier<RenderedPage> render) {
            Entry before = earlier.get(path);
            Entry entry;
            if (before != null && before.inputs().equals(inputs)) {
                entry = before;
                reused.incrementAndGet();
            } else {
                entry = new Entry(inputs, render.get());
            }
            if (keeping) {
                rendered.put(path, entry);
            }
            return entry.page();
        }

        /** Ends the render: its pages are what the next one may reuse. */
        void end() {
            keep(frame, Map.copyOf(rendered), reused.get());
        }
    }
}
