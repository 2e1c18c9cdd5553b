package com.firmsite.render;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** Date formats shown to people. */
public final class Dates {
    private static final DateTimeFormatter HUMAN = DateTimeFormatter.ofPattern("d MMMM uuuu", Locale.ENGLISH);

    private Dates() {}

    /** "14 March 2026". */
    public static String human(LocalDate date) {
        return HUMAN.format(date);
    }
}
