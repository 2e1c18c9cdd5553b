package com.firmsite.wordpress;

/** The export cannot be read: malformed or truncated XML, a DTD, or not a WordPress export. */
final class UnusableExportException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int line;

    UnusableExportException(int line, String message) {
        super(message);
        this.line = line;
    }

    /** The line of the export the problem is at (0 when unknown). */
    int line() {
        return line;
    }
}
