package com.firmsite.content;

import java.nio.file.Path;

/** One problem in a content folder, located precisely enough for an editor to jump to it. */
public record ContentError(Path file, int line, String message) implements Comparable<ContentError> {

    @Override
    public String toString() {
        return file + ":" + line + ": " + message;
    }

    @Override
    public int compareTo(ContentError other) {
        int byFile = file.toString().compareTo(other.file.toString());
        return byFile != 0 ? byFile : Integer.compare(line, other.line);
    }
}
