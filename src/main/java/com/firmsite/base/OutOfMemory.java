package com.firmsite.base;

import java.io.PrintStream;

/**
 * A server that ran out of memory while serving ends at once, with one line that says so: a
 * process that lost a thread or a buffer to an {@link OutOfMemoryError} is half alive (an event
 * loop or the access log gone, the admin port silent) and should be restarted whole by its
 * supervisor. Exit status {@value #EXIT_STATUS}, which the systemd units restart on (unlike 3, a
 * site too big for the heap at start, which a restart would meet again).
 *
 * <p>Armed once a server is serving ({@link #arm}); before that, the start-up reports a heap too
 * small for the site itself.
 */
public final class OutOfMemory {
    public static final int EXIT_STATUS = 4;
    private static volatile PrintStream armedFor;

    private OutOfMemory() {}

    /** From now on, an out-of-memory error reported to {@link #haltIfArmed} ends the process; lines go to {@code err}. */
    public static void arm(PrintStream err) {
        armedFor = err;
    }

    /** Whether {@code thrown}, or any of its causes, is an {@link OutOfMemoryError}. */
    public static boolean isCause(Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError) {
                return true;
            }
        }
        return false;
    }

    /** Ends the process if armed and {@code thrown} is (or was caused by) running out of memory; else returns. */
    public static void haltIfArmed(Throwable thrown, String where) {
        PrintStream err = armedFor;
        if (err == null || !isCause(thrown)) {
            return;
        }
        // No formatting beyond concatenation and no logging framework: memory is short.
        err.println("firmsite: out of memory while serving (" + where + ": " + innermostMessage(thrown)
                + "); exiting with status " + EXIT_STATUS + " for the supervisor to restart it");
        err.flush();
        Runtime.getRuntime().halt(EXIT_STATUS);
    }

    private static String innermostMessage(Throwable thrown) {
        String message = String.valueOf(thrown.getMessage());
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError && cause.getMessage() != null) {
                message = cause.getMessage();
            }
        }
        return message;
    }
}
