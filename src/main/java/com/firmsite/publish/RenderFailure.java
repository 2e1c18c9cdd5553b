package com.firmsite.publish;

import java.io.Serial;

/**
 * A page that could not be rendered, with the content file it is rendered from (relative to the
 * content folder: {@code about.md}, {@code fr/practice-areas/real-estate.md}). Content that loads
 * and validates should always render, so this is a defect of firmsite's, or a rule the loader does
 * not check yet; the build reports it as one line at that file instead of a stack trace
 * (docs/decisions.md §8.6).
 */
public final class RenderFailure extends RuntimeException {
    @Serial
    private static final long serialVersionUID = 1L;

    private final String file;

    public RenderFailure(String file, Throwable cause) {
        super(file + ": " + cause, cause);
        this.file = file;
    }

    /** The page's content file, relative to the content folder. */
    public String file() {
        return file;
    }

    /**
     * What went wrong, in one line: the innermost cause's class and message (a template's failure
     * wraps what the page's data did), without a stack trace.
     */
    public String reason() {
        Throwable cause = getCause();
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        String message = cause.getMessage();
        return cause.getClass().getSimpleName() + (message == null ? "" : ": " + message);
    }
}
