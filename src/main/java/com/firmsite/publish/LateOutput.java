package com.firmsite.publish;

import com.firmsite.output.Output;
import java.util.function.Supplier;

/**
 * A document whose path is known before it is rendered: a start-up without a snapshot in the cache
 * answers before it is made, and makes it when it is first asked for or once the server listens,
 * whichever comes first (docs/architecture.md, "Answering before the long tail is rendered").
 *
 * @param path where it is served; the output {@code render} makes is a {@link Output.Kind#DOCUMENT}
 *     at that path and nowhere else
 * @param render makes it, on any thread, from what the build read and nothing else: the same bytes
 *     whenever it runs
 */
public record LateOutput(String path, Supplier<Output> render) {
    /** The document, made now; refused if it is not one document at {@link #path}. */
    public Output output() {
        Output output = render.get();
        if (!output.path().equals(path) || output.kind() != Output.Kind.DOCUMENT) {
            throw new IllegalStateException("a late output announced as the document " + path + " made the "
                    + output.kind() + " " + output.path());
        }
        return output;
    }
}
