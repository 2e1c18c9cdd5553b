package com.firmsite.output;

import com.firmsite.content.MarkdownTwin;
import java.util.List;
import java.util.Optional;

/**
 * The registry of output formats: every page is published in each format of {@link #PAGE}, and a
 * page error (404, 405) or a redirect's body is negotiated among those of {@link #ERROR}. The order
 * is the preference order: the first format is what a client that prefers none of them gets.
 */
public final class OutputFormats {
    /**
     * HTML, the default format of every page: what a browser, or an {@code Accept} that prefers
     * nothing, gets; at the page's own path only (docs/decisions.md §2.5). Pages are for browsers on
     * this origin: no other origin needs to read them from script.
     */
    public static final OutputFormat HTML =
            new OutputFormat("html", MediaType.HTML, "html", OutputFormat::noOwnPath, true, false);

    /**
     * Markdown, the agents' format of every page: chosen by {@code Accept: text/markdown} at the
     * page's path, served alone at its {@code .md} twin, and readable by agents in other origins'
     * pages (docs/decisions.md §2.2, §2.3). Text, not a document a browser runs.
     */
    public static final OutputFormat MARKDOWN = new OutputFormat(
            "markdown", MediaType.MARKDOWN, "md", path -> Optional.of(MarkdownTwin.of(path)), false, true);

    /**
     * RFC 9457 problem details: an error's format only, written per request (it names the request's
     * path), never a page's; {@code Accept: application/json} counts for it (docs/decisions.md §3.6).
     */
    public static final OutputFormat PROBLEM_JSON =
            new OutputFormat("problem+json", MediaType.PROBLEM_JSON, "json", OutputFormat::noOwnPath, false, false);

    /** The formats of every page, default first. A new page format is one more entry here. */
    public static final List<OutputFormat> PAGE = List.of(HTML, MARKDOWN);

    /** The formats an error or a redirect answers in: the page formats, then problem+json. */
    public static final List<OutputFormat> ERROR = List.of(HTML, MARKDOWN, PROBLEM_JSON);

    private OutputFormats() {}

    /** The format every page falls back to. */
    public static OutputFormat defaultFormat() {
        return PAGE.getFirst();
    }

    /**
     * {@code format}'s position in {@link #PAGE}: where a page's representations and variants keep
     * it (formats are equal only to themselves: the registry holds one instance of each).
     */
    public static int index(OutputFormat format) {
        for (int i = 0; i < PAGE.size(); i++) {
            if (PAGE.get(i).equals(format)) {
                return i;
            }
        }
        throw new IllegalArgumentException(format + " is not a page format");
    }

    /** The page format called {@code name} (the start-up cache file stores names). */
    public static OutputFormat named(String name) {
        return PAGE.stream()
                .filter(format -> format.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no page format called " + name));
    }
}
