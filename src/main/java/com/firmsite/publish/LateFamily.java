package com.firmsite.publish;

import com.firmsite.output.Output;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A producer of documents made from the pages' output, whose paths are known only once they are
 * made: {@code llms-full.txt}, split into documents by the bytes of the pages' Markdown
 * (docs/decisions.md §5.18). A build that answers early leaves them to be made when a path {@code
 * holds} accepts is first asked for, or once the server listens; any other build makes them as
 * {@code producer} does.
 *
 * @param holds the paths its documents may have (a path it accepts and it does not make is not found)
 * @param producer makes them
 */
public record LateFamily(Predicate<String> holds, OutputProducer producer) implements OutputProducer {
    /** The documents of one build, to be made later. */
    public record Pending(Predicate<String> holds, Supplier<List<Output>> outputs) {}

    /** The documents of {@code build}, none made yet. */
    public Pending later(BuildContext build) {
        return new Pending(holds, () -> producer.produce(build));
    }

    @Override
    public List<Output> produce(BuildContext build) {
        return producer.produce(build);
    }
}
