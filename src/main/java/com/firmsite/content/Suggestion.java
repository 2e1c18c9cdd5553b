package com.firmsite.content;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.apache.commons.text.similarity.LevenshteinDistance;

/** The "did you mean" of content errors: the known word nearest a misspelt one, if near enough. */
final class Suggestion {
    /** Two edits catch a transposition or a dropped letter without suggesting unrelated words. */
    private static final LevenshteinDistance NEAR = new LevenshteinDistance(2);

    private Suggestion() {}

    static Optional<String> nearest(String word, List<String> known) {
        return known.stream()
                .filter(candidate -> NEAR.apply(
                                word.toLowerCase(java.util.Locale.ROOT), candidate.toLowerCase(java.util.Locale.ROOT))
                        >= 0)
                .min(Comparator.comparingInt(candidate -> NEAR.apply(
                        word.toLowerCase(java.util.Locale.ROOT), candidate.toLowerCase(java.util.Locale.ROOT))));
    }
}
