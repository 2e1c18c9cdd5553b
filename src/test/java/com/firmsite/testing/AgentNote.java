package com.firmsite.testing;

/**
 * The note for agents that opens every Markdown twin (docs/decisions.md §2.10): one quoted line and
 * a blank line. Tests of what a twin says after it read the twin through {@link #after}.
 */
public final class AgentNote {
    private AgentNote() {}

    /** The twin after its note; fails when the twin does not open with one. */
    public static String after(String twin) {
        int end = twin.indexOf("\n\n");
        if (!twin.startsWith("> ") || end < 0 || twin.substring(0, end).contains("\n")) {
            throw new AssertionError("the twin does not open with the note for agents:\n"
                    + twin.substring(0, Math.min(300, twin.length())));
        }
        return twin.substring(end + 2);
    }
}
