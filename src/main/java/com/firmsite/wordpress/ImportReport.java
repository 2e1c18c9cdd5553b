package com.firmsite.wordpress;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** What an import did (or, with --dry-run, would do): counts by kind, then every warning. */
final class ImportReport {
    /** A warning: the item it is about (id 0: the export as a whole), and what to do. */
    record Warning(long id, String title, String message) {
        @Override
        public String toString() {
            return id == 0 ? message : "item " + id + " \"" + title + "\": " + message;
        }
    }

    private final Map<String, Integer> counts = new LinkedHashMap<>();
    private final List<Warning> warnings = new ArrayList<>();
    private final Set<String> unmatchedAuthors = new LinkedHashSet<>();

    void count(String kind) {
        counts.merge(kind, 1, Integer::sum);
    }

    void warn(WxrItem item, String message) {
        Warning warning = new Warning(item.id(), item.displayTitle(), message);
        if (!warnings.contains(warning)) {
            warnings.add(warning);
        }
    }

    void warn(String message) {
        warnings.add(new Warning(0, "", message));
    }

    void unmatchedAuthor(String author) {
        unmatchedAuthors.add(author);
    }

    List<Warning> warnings() {
        return List.copyOf(warnings);
    }

    Map<String, Integer> counts() {
        return Map.copyOf(counts);
    }

    /** Items imported, items skipped, files, images, then addresses: the order a reader checks them in. */
    private static int rank(String kind) {
        if (kind.contains("files:")) {
            return 2;
        }
        if (kind.startsWith("publications") || kind.startsWith("pages")) {
            return 0;
        }
        if (kind.contains("(skipped")) {
            return 1;
        }
        return kind.startsWith("images") ? 3 : 4;
    }

    void print(PrintStream out) {
        counts.entrySet().stream()
                .sorted(java.util.Comparator.comparingInt(entry -> rank(entry.getKey())))
                .forEach(entry -> out.printf("  %6d  %s%n", entry.getValue(), entry.getKey()));
        if (!unmatchedAuthors.isEmpty()) {
            out.println("authors who are not team members (their items have no author: the byline is the firm):");
            unmatchedAuthors.forEach(author -> out.println("  " + author));
        }
        if (warnings.isEmpty()) {
            out.println("no warnings");
        } else {
            out.println(warnings.size() + " warning(s), each for a person to look at:");
            warnings.forEach(warning -> out.println("  " + warning));
        }
    }
}
