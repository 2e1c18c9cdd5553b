package com.firmsite.publish;

import com.firmsite.output.Bytes;
import com.firmsite.output.Output;
import com.firmsite.output.OutputFormats;
import java.time.LocalDate;

/**
 * A rendered page with its summary, as the discovery documents list it. Its own type, not {@link
 * SiteRenderer}'s: {@link RenderMemo} keeps pages, and the renderer uses the memo.
 *
 * @param agentNote the bytes that open its Markdown twin with the note for agents (see {@link
 *     #agentNoteLength}), counted once when it is rendered: {@code /llms-full.txt} leaves them out of
 *     each page at every build, and by then the twin's body may be read from the start-up cache's file
 *     (a large firm's reload counted them again for 15,000 pages, 8 % of the samples of its rendering in a profile)
 */
public record RenderedPage(
        String path, String title, String description, LocalDate lastModified, Output output, int agentNote) {
    /** A page as rendered, its note for agents counted from its Markdown (none for a document). */
    public RenderedPage(String path, String title, String description, LocalDate lastModified, Output output) {
        this(path, title, description, lastModified, output, agentNoteOf(output));
    }

    /** The same page, last changed on {@code day} (sitemaps' {@code lastmod}). */
    RenderedPage changedOn(LocalDate day) {
        return new RenderedPage(path, title, description, day, output, agentNote);
    }

    private static int agentNoteOf(Output output) {
        return output.kind() == Output.Kind.PAGE
                ? agentNoteLength(output.representation(OutputFormats.MARKDOWN).bytes())
                : 0;
    }

    /**
     * The bytes of a page's Markdown twin that open it with the note for agents (docs/decisions.md
     * §2.10): its one quoted line and the blank line after it; 0 for Markdown without one. {@code
     * /llms-full.txt} holds each page without it, since the note only leads to the index and the
     * twin, which the file's own lines already name.
     */
    public static int agentNoteLength(Bytes markdown) {
        int length = markdown.length();
        if (length < 2 || markdown.at(0) != '>' || markdown.at(1) != ' ') {
            return 0;
        }
        for (int i = 2; i + 1 < length; i++) {
            if (markdown.at(i) == '\n') {
                return markdown.at(i + 1) == '\n' ? i + 2 : 0;
            }
        }
        return 0;
    }
}
