package com.firmsite.publish;

import com.firmsite.content.Body;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * What the last build of one site rendered, kept between the builds of that site (the reloads of
 * {@code serve --watch}) with what each thing was rendered from, so that a thing whose inputs are
 * equal to last time's is not rendered again and the build gets the very same value (the same
 * {@code output.Bytes}, which the snapshot then recognises as unchanged without reading them, and
 * which are read from the saved start-up cache file once it serves them). Three kinds are kept:
 *
 * <ul>
 *   <li>the pages, by path (each page of a list with the records that page shows), with the
 *       content records each shows (records compare by value; parsed bodies
 *       by identity, and {@code content.ParsedFiles} hands an unchanged file's body over again),
 *       valid while the frame every page shares is equal
 *       (site.yaml, the other pages, the practice areas, the images, the base URL, the languages'
 *       paths): when the frame changes, nothing of a render is reused;
 *   <li>under the same frame, the bodies of the pages and of the practice areas, as HTML and as
 *       Markdown ({@link Render#body}): a page that lists what changed is rendered again, but its
 *       own text rarely changes;
 *   <li>parts of the discovery documents ({@link #part}): the feeds and their entries, {@code
 *       /docs}, {@code /openapi.json}, each named, with the inputs it is made from.
 * </ul>
 *
 * Each language's site has a memo of its own ({@link #forLanguage}). Renders of one site run one at
 * a time.
 */
public final class RenderMemo {
    /** Keeps nothing: everything rendered (a one-off build). */
    public static final RenderMemo NONE = new RenderMemo(false);

    private record Entry(Object inputs, RenderedPage page) {}

    /** A body rendered as HTML or as Markdown: bodies compare by identity of their parse. */
    private record BodyKey(boolean html, Body body) {}

    private record Part(Object inputs, Object value) {}

    private final boolean keeping;
    private final Map<String, RenderMemo> languages = new ConcurrentHashMap<>();
    private Object frame;
    private Map<String, Entry> kept = Map.of();
    private Map<BodyKey, String> keptBodies = Map.of();
    private String lastRender = "nothing rendered yet";
    /** The parts the last build used, and those this build has used so far ({@link #part}). */
    private volatile Map<String, Part> lastBuild = Map.of();

    private volatile Map<String, Part> thisBuild = new ConcurrentHashMap<>();

    private RenderMemo(boolean keeping) {
        this.keeping = keeping;
    }

    /** An empty memo, to be handed to every build of one site. */
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

    /**
     * Starts a build of the site (and of its other languages): the parts the build before used are
     * what this one may reuse; those it does not use again are dropped at the next build, so what is
     * kept is what the site has now, not everything it ever had.
     */
    public void startBuild() {
        if (keeping) {
            lastBuild = Map.copyOf(thisBuild);
            thisBuild = new ConcurrentHashMap<>();
            languages.values().forEach(RenderMemo::startBuild);
        }
    }

    /**
     * Ends a build: the parts of the build before are let go (a 10,000-page site's publications
     * feed alone is tens of MB), what this build used is what the next may reuse.
     */
    public void endBuild() {
        if (keeping) {
            lastBuild = Map.of();
            languages.values().forEach(RenderMemo::endBuild);
        }
    }

    /**
     * A part of a document made from {@code inputs}: the very value made last build (or earlier in
     * this one) under {@code name} when its inputs were equal, else {@code make}'s. Inputs compare as
     * pages' do (records by value, parsed bodies by identity), so they must hold everything the part
     * is made from. Safe to call from parallel streams.
     */
    public <T> T part(String name, Object inputs, Class<T> type, Supplier<T> make) {
        if (!keeping) {
            return make.get();
        }
        Part now = thisBuild.get(name);
        if (now != null && now.inputs().equals(inputs)) {
            return type.cast(now.value());
        }
        Part before = lastBuild.get(name);
        Part part = before != null && before.inputs().equals(inputs) ? before : new Part(inputs, make.get());
        thisBuild.put(name, part);
        return type.cast(part.value());
    }

    /**
     * Keeps {@code value} as the part {@code name} made from {@code inputs} for the rest of this
     * build and the next: the same value as {@link #part} made or found, held elsewhere (an entry
     * found where a feed just written holds its bytes).
     */
    public void keep(String name, Object inputs, Object value) {
        if (keeping) {
            thisBuild.put(name, new Part(inputs, value));
        }
    }

    /**
     * One render: reads what the last render kept if its frame was equal to {@code frame} (asked
     * only when this memo keeps anything), keeps its own.
     */
    synchronized Render begin(Supplier<Object> frame) {
        if (!keeping) {
            return new Render(List.of(), Map.of(), Map.of());
        }
        Object now = frame.get();
        boolean same = now.equals(this.frame);
        return new Render(now, same ? kept : Map.of(), same ? keptBodies : Map.of());
    }

    /** What a render that ended rendered, with its frame (a render that failed keeps nothing). */
    private synchronized void keep(Object frame, Map<String, Entry> pages, Map<BodyKey, String> bodies, int reused) {
        if (keeping) {
            this.frame = frame;
            kept = pages;
            keptBodies = bodies;
            lastRender = reused + " of " + pages.size() + " pages kept";
        }
    }

    /** How many pages the last render reused, for the log. */
    public synchronized String lastRender() {
        return lastRender;
    }

    /** What one render rendered and reused. Safe to use from parallel streams. */
    final class Render {
        private final Object frame;
        private final Map<String, Entry> earlier;
        private final Map<BodyKey, String> earlierBodies;
        private final Map<String, Entry> rendered = new ConcurrentHashMap<>();
        private final Map<BodyKey, String> bodies = new ConcurrentHashMap<>();
        private final AtomicInteger reused = new AtomicInteger();

        private Render(Object frame, Map<String, Entry> earlier, Map<BodyKey, String> earlierBodies) {
            this.frame = frame;
            this.earlier = earlier;
            this.earlierBodies = earlierBodies;
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

        /** A body rendered as HTML ({@code html}) or as Markdown: last render's for the same parse. */
        String body(boolean html, Body body, Supplier<String> render) {
            if (!keeping) {
                return render.get();
            }
            BodyKey key = new BodyKey(html, body);
            String text = earlierBodies.get(key);
            if (text == null) {
                text = render.get();
            }
            bodies.put(key, text);
            return text;
        }

        /**
         * Ends the render: what it rendered is what the next one may reuse. The bodies are kept as
         * they go on being rendered: a page's output may be rendered after its render ended (see
         * {@link RenderedPage}), and the next render should find its body all the same.
         */
        void end() {
            keep(frame, Map.copyOf(rendered), bodies, reused.get());
        }
    }
}
