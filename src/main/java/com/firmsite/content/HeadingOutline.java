package com.firmsite.content;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;

/**
 * The outline of a body's headings. A level skipped ({@code ###} right after the page's title, or
 * {@code ####} after {@code ##}) leaves a hole that screen-reader users navigate by, so {@code
 * check} warns of it at its line; it is not an error, since the page is still readable
 * (docs/decisions.md §1.7).
 */
final class HeadingOutline {
    /** A heading of a body: its level (1 to 6) and its line in the file. */
    record Heading(int level, int line) {}

    private HeadingOutline() {}

    /** The headings of a parsed body, read while it still has its source spans. */
    static List<Heading> headings(Node document, int firstBodyLine) {
        List<Heading> headings = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(org.commonmark.node.Heading heading) {
                List<SourceSpan> spans = heading.getSourceSpans();
                int line = spans.isEmpty()
                        ? firstBodyLine
                        : firstBodyLine + spans.get(0).getLineIndex();
                headings.add(new Heading(heading.getLevel(), line));
            }
        });
        return List.copyOf(headings);
    }

    /**
     * The level of the heading a body sits under on its page: a team member's biography under its
     * h2 ("Biography"), the contact page's text after its offices' h2, every other body right
     * after the page's h1. Read from the file's place, translations ({@code <lang>/team/...}) alike.
     */
    static int levelOfBody(Path root, Path file, List<String> languages) {
        Path relative = root.relativize(file);
        if (relative.getNameCount() > 1
                && languages.contains(relative.getName(0).toString())) {
            relative = relative.subpath(1, relative.getNameCount());
        }
        String path = relative.toString().replace('\\', '/');
        return path.startsWith("team/") || path.equals("contact.md") ? 2 : 1;
    }

    /** A warning at each heading more than one level below the one before it (the body's first, below {@code start}). */
    static List<ContentError> warnings(Path file, List<Heading> headings, int start) {
        List<ContentError> warnings = new ArrayList<>();
        int previous = start;
        for (Heading heading : headings) {
            if (heading.level() > previous + 1) {
                warnings.add(new ContentError(
                        file,
                        heading.line(),
                        "warning: heading level " + heading.level() + " right after level " + previous
                                + (previous == 1 ? " (the page's title)" : "") + ": use level " + (previous + 1)
                                + ", or add one between (a skipped level is a hole in the page's outline)"));
            }
            previous = heading.level();
        }
        return warnings;
    }
}
