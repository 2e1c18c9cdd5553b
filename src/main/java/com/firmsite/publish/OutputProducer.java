package com.firmsite.publish;

import com.firmsite.output.Output;
import java.util.List;

/**
 * Makes some of what a build publishes (a family of pages, a document, the feeds, the images) from
 * the build's {@link BuildContext}. Producers are listed in {@code publish.build.BuildOutputs.PRODUCERS}: a new
 * document is one class implementing this and one line there. The producers of a build run side by
 * side: one reads the context and keeps no state of its own across calls (the render memo, which
 * several share, is safe to use from many threads).
 */
@FunctionalInterface
public interface OutputProducer {
    /** The outputs, in the order the snapshot and the indexes list them; none at another's path. */
    List<Output> produce(BuildContext build);
}
