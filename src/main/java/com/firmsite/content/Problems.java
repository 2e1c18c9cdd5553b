package com.firmsite.content;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What one load found: the parts of the loader report here, so that every error of a folder is
 * reported at once, each at its file and line. The files of a folder are read side by side, so both
 * lists take additions from several threads; their order is the reading's, and what reports them
 * sorts them by file and line ({@link ContentException}, {@link Site#warnings}).
 */
final class Problems implements PageFiles.Errors {
    /** Shared with the {@link YamlMap}s the load reads, which add their own. */
    final List<ContentError> errors = Collections.synchronizedList(new ArrayList<>());

    /** What is worth saying but not wrong (docs/decisions.md §1.7): it fails nothing. */
    final List<ContentError> warnings = Collections.synchronizedList(new ArrayList<>());

    @Override
    public void report(Path file, int line, String message) {
        errors.add(new ContentError(file, line, message));
    }
}
