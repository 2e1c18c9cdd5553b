package com.firmsite.audit;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** The checks made so far, each a PASS or FAIL line; the summary; the exit status. */
final class Report {
    /** One check: what was checked and what was found. */
    record Check(boolean passed, String name, String detail) {
        String line() {
            return (passed ? "PASS " : "FAIL ") + name + ": " + detail;
        }
    }

    private final List<Check> checks = new ArrayList<>();
    private final PrintStream out;

    /** Prints each check as it is made, so a slow site shows progress. */
    Report(PrintStream out) {
        this.out = out;
    }

    /** PASS with {@code detail} when {@code problems} is empty, else FAIL listing them. */
    void add(String name, Problems problems, String detail) {
        add(new Check(problems.none(), name, problems.none() ? detail : problems.describe()));
    }

    void pass(String name, String detail) {
        add(new Check(true, name, detail));
    }

    void fail(String name, String detail) {
        add(new Check(false, name, detail));
    }

    private void add(Check check) {
        checks.add(check);
        out.println(check.line());
    }

    List<Check> checks() {
        return List.copyOf(checks);
    }

    long failures() {
        return checks.stream().filter(check -> !check.passed()).count();
    }

    String summary(String url, int requests) {
        return "audit of " + url + ": " + checks.size() + " checks, " + (checks.size() - failures()) + " passed, "
                + failures() + " failed (" + requests + " requests)";
    }
}
