package com.firmsite.publish;

import com.firmsite.output.Output;
import java.util.function.Supplier;

/**
 * An output whose path is known before it is rendered: a start-up without a snapshot in the cache
 * answers before it is made, and makes it when it is first asked for or once the server listens,
 * whichever comes first (docs/architecture.md, "Answering before the long tail is rendered").
 *
 * @param path where it is served
 * @param kind what it is: a {@link Output.Kind#DOCUMENT}, or a {@link Output.Kind#PAGE} (served at
 *     its twin's path too)
 * @param render makes it, on any thread, from what the build read and nothing else: the same bytes
 *     whenever it runs
 */
public record LateOutput(String path, Output.Kind kind, Supplier<Output> render) {
    /** A document at {@code path}. */
    public LateOutput(String path, Supplier<Output> render) {
        this(path, Output.Kind.DOCUMENT, render);
    }

    /** A page, its summary known, its output rendered when it is asked for (see {@link RenderedPage}). */
    public static LateOutput of(RenderedPage page) {
        return new LateOutput(page.path(), Output.Kind.PAGE, page::output);
    }

    /** The output, made now; refused if it is not the output announced. */
    public Output output() {
        Output output = render.get();
        if (!output.path().equals(path) || output.kind() != kind) {
            throw new IllegalStateException("a late output announced as the " + kind + " " + path + " made the "
                    + output.kind() + " " + output.path());
        }
        return output;
    }
}
