package com.firmsite.publish;

import com.firmsite.output.Bytes;
import com.firmsite.output.Output;
import com.firmsite.output.OutputFormats;
import java.time.LocalDate;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A page with its summary, as the discovery documents list it, and its output. Its own type, not
 * {@link SiteRenderer}'s: {@link RenderMemo} keeps pages, and the renderer uses the memo.
 *
 * <p>The summary (path, title, description, date) is known as soon as the page is planned; the
 * output (its HTML and Markdown, most of a build's time) is rendered when it is first asked for,
 * once, on whichever thread asks, and then kept. A build that makes everything asks for every page's
 * output while it renders; a start without a saved snapshot answers before asking for them (see
 * {@code publish.build.BuildOutputs#answeringEarly}), since its indexes, sitemaps and WebMCP data
 * need only the summaries.
 */
public final class RenderedPage {
    private final String path;
    private final String title;
    private final String description;
    private final LocalDate lastModified;
    private final Made made;

    /** A page whose output is already rendered. */
    public RenderedPage(String path, String title, String description, LocalDate lastModified, Output output) {
        this(path, title, description, lastModified, Made.already(output));
    }

    /** A page whose output {@code render} makes when it is first asked for. */
    public static RenderedPage later(
            String path, String title, String description, LocalDate lastModified, Supplier<Output> render) {
        return new RenderedPage(path, title, description, lastModified, new Made(render));
    }

    private RenderedPage(String path, String title, String description, LocalDate lastModified, Made made) {
        this.path = path;
        this.title = title;
        this.description = description;
        this.lastModified = lastModified;
        this.made = made;
    }

    /** Its URL path ({@code /fr/about} in another language). */
    public String path() {
        return path;
    }

    public String title() {
        return title;
    }

    public String description() {
        return description;
    }

    /** The day it last changed (sitemaps' {@code lastmod}). */
    public LocalDate lastModified() {
        return lastModified;
    }

    /** Its output, rendered now if it was not yet. */
    public Output output() {
        return made.output();
    }

    /**
     * The bytes that open its Markdown twin with the note for agents (see {@link #agentNoteLength}),
     * counted once when it is rendered: {@code /llms-full.txt} leaves them out of each page at every
     * build, and by then the twin's body may be read from the start-up cache's file (a large firm's
     * reload counted them again for 15,000 pages, 8 % of the samples of its rendering in a profile).
     */
    public int agentNote() {
        return made.agentNote();
    }

    /**
     * Pages are equal when their summaries and outputs are (the output rendered to compare it): a
     * document assembled from pages, such as {@code llms-full.txt}, is the last build's when its
     * pages equal that build's (see {@link RenderMemo#part}).
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof RenderedPage that
                && path.equals(that.path)
                && Objects.equals(title, that.title)
                && Objects.equals(description, that.description)
                && Objects.equals(lastModified, that.lastModified)
                && (made == that.made || output().equals(that.output()));
    }

    @Override
    public int hashCode() {
        return Objects.hash(path, title, description, lastModified);
    }

    @Override
    public String toString() {
        return "RenderedPage[" + path + (made.isMade() ? "" : ", not rendered yet") + "]";
    }

    /** The same page, last changed on {@code day} (sitemaps' {@code lastmod}); rendered with it. */
    RenderedPage changedOn(LocalDate day) {
        return new RenderedPage(path, title, description, day, made);
    }

    /** The same page, its output changed by {@code change} when it is rendered. */
    RenderedPage withOutput(Function<Output, Output> change) {
        return new RenderedPage(path, title, description, lastModified, new Made(() -> change.apply(output())));
    }

    /**
     * The same page, whatever its rendering throws turned into {@code failure}'s exception (a
     * {@link RenderFailure} naming its content file), whenever it is rendered.
     */
    RenderedPage failingAs(Function<Throwable, RuntimeException> failure) {
        if (made.isMade()) {
            return this;
        }
        return new RenderedPage(path, title, description, lastModified, new Made(() -> {
            try {
                return output();
            } catch (RuntimeException | StackOverflowError e) {
                throw failure.apply(e);
            }
        }));
    }

    /**
     * An output made once: the first thread to ask renders it, another asking meanwhile waits for
     * it (rendering it twice would cost twice and give two copies of equal bytes). A render that
     * fails is tried again by the next to ask, and fails the same way.
     */
    private static final class Made {
        private Supplier<Output> render;
        private volatile Output output;
        private volatile int agentNote;

        Made(Supplier<Output> render) {
            this.render = render;
        }

        static Made already(Output output) {
            Made made = new Made(null);
            made.agentNote = agentNoteOf(output);
            made.output = output;
            return made;
        }

        boolean isMade() {
            return output != null;
        }

        Output output() {
            Output known = output;
            return known != null ? known : make();
        }

        int agentNote() {
            output();
            return agentNote;
        }

        private synchronized Output make() {
            if (output == null) {
                Output rendered = render.get();
                agentNote = agentNoteOf(rendered);
                output = rendered;
                // What it was rendered from (the records it shows) is let go with the recipe.
                render = null;
            }
            return output;
        }
    }

    private static int agentNoteOf(Output output) {
        return output.kind() == Output.Kind.PAGE
                ? agentNoteLength(output.representation(OutputFormats.MARKDOWN).bytes())
                : 0;
    }

    /**
     * The bytes of a page's Markdown twin that open it with the note for agents (docs/decisions.md
     * §2.10): its one quoted line and the blank line after it; 0 for Markdown without one. {@code
     * /llms-full.txt} holds each page without it, since the note only leads to the index and the
     * twin, which the file's own lines already name.
     */
    public static int agentNoteLength(Bytes markdown) {
        int length = markdown.length();
        if (length < 2 || markdown.at(0) != '>' || markdown.at(1) != ' ') {
            return 0;
        }
        for (int i = 2; i + 1 < length; i++) {
            if (markdown.at(i) == '\n') {
                return markdown.at(i + 1) == '\n' ? i + 2 : 0;
            }
        }
        return 0;
    }
}
