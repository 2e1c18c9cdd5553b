package com.firmsite.audit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** What one check found wrong, in the words the FAIL line prints. */
final class Problems {
    private static final int SHOWN = 6;
    private final List<String> found = new ArrayList<>();

    /** Records {@code problem} unless {@code ok}. Returns {@code ok}, so checks can stop early. */
    boolean expect(boolean ok, String problem) {
        if (!ok) {
            found.add(problem);
        }
        return ok;
    }

    /** Records a difference as "WHAT is ACTUAL, expected EXPECTED". */
    boolean expectEqual(Object actual, Object expected, String what) {
        return expect(
                Objects.equals(actual, expected), what + " is " + quoted(actual) + ", expected " + quoted(expected));
    }

    /** Status 200 before anything else is looked at. */
    boolean expectOk(Response response) {
        return expect(response.status() == 200, response.url() + " answered " + response.summary() + ", expected 200");
    }

    boolean none() {
        return found.isEmpty();
    }

    String describe() {
        String shown = String.join("; ", found.subList(0, Math.min(SHOWN, found.size())));
        return found.size() > SHOWN ? shown + "; and " + (found.size() - SHOWN) + " more" : shown;
    }

    private static String quoted(Object value) {
        return value instanceof String text ? "\"" + text + "\"" : String.valueOf(value);
    }
}
