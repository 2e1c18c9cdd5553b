package com.firmsite.publish;

import com.firmsite.output.Output;
import java.util.List;
import java.util.function.Function;

/**
 * A producer of documents that are many, costly and seldom asked for (the printable biographies:
 * 1,336 PDFs at a large firm, half of its cold start): it names each document's path at once and
 * makes each one apart ({@link LateOutput}). A build that answers early leaves them to be made on
 * demand; any other build makes them all, side by side, as {@link #produce} does.
 *
 * @param outputs each output's path and how to make it, in the order {@link #produce} lists them
 */
public record LateProducer(Function<BuildContext, List<LateOutput>> outputs) implements OutputProducer {
    /** Each output's path and how to make it, none made yet. */
    public List<LateOutput> late(BuildContext build) {
        return outputs.apply(build);
    }

    @Override
    public List<Output> produce(BuildContext build) {
        return late(build).parallelStream().map(LateOutput::output).toList();
    }
}
