package com.firmsite.content;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What one load found, in the order it found it: the parts of the loader report here, so that every
 * error of a folder is reported at once, each at its file and line.
 */
final class Problems implements PageFiles.Errors {
    /** Shared with the {@link YamlMap}s the load reads, which add their own. */
    final List<ContentError> errors = new ArrayList<>();

    /** What is worth saying but not wrong (docs/decisions.md §1.7): it fails nothing. */
    final List<ContentError> warnings = new ArrayList<>();

    @Override
    public void report(Path file, int line, String message) {
        errors.add(new ContentError(file, line, message));
    }
}
