package com.firmsite.content;

import java.util.List;

/** Thrown when a content folder has errors; carries all of them, sorted by file and line. */
public final class ContentException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<ContentError> errors;

    public ContentException(List<ContentError> errors) {
        super(errors.size() + " content error(s), first: " + errors.get(0));
        this.errors = errors.stream().sorted().toList();
    }

    public List<ContentError> errors() {
        return errors;
    }
}
