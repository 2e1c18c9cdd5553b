package com.firmsite.publish;

import com.firmsite.content.InterfaceStrings;
import java.time.LocalDate;

/** Date formats shown to people. */
public final class Dates {
    // The English catalog's format.date (docs/decisions.md §9.6); other languages use their own catalog.
    private static final InterfaceStrings ENGLISH = InterfaceStrings.english();

    private Dates() {}

    /** "14 March 2026". */
    public static String human(LocalDate date) {
        return ENGLISH.date(date);
    }
}
