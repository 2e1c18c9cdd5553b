package com.firmsite.publish;

import com.firmsite.content.ImageRef;
import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.Site;
import gg.jte.Content;
import gg.jte.TemplateOutput;
import java.util.Optional;

/**
 * What the Markdown templates ({@code src/main/jte-markdown}) call: links and images with absolute
 * URLs and their text escaped, table cells, the blank line between blocks, and the interface words
 * of the twin's language (docs/decisions.md §9.12). One per render of a site (its base URL, its
 * language).
 */
public final class MarkdownText {
    private final String baseUrl;
    private final Site site;
    private final java.util.function.UnaryOperator<String> href;

    /** @param href the URL path of a site path in the twin's language ({@link LanguageLinks#href}) */
    MarkdownText(String baseUrl, Site site, java.util.function.UnaryOperator<String> href) {
        this.href = href;
        this.baseUrl = baseUrl;
        this.site = site;
    }

    public String baseUrl() {
        return baseUrl;
    }

    /** The firm's legal notice, the last line of every twin. */
    public String legalNotice() {
        return site.firm().legalNotice();
    }

    /** The interface words of the twin's language. */
    public InterfaceStrings strings() {
        return site.strings();
    }

    /** The interface word {@code key}. */
    public String text(String key) {
        return site.strings().text(key);
    }

    /** The interface text {@code key} with its one placeholder {@code name} filled. */
    public String text(String key, String name, String value) {
        return site.strings().text(key, java.util.Map.of(name, value));
    }

    /** The word {@code key} as a label before its value: "Telephone:", "Téléphone :". */
    public String label(String key) {
        return text("label", "label", text(key));
    }

    /** "1 person", "2 people", "0 personne": the plural form of {@code key} for {@code n}. */
    public String count(String key, int n) {
        return site.strings().count(key, n);
    }

    /** What the twin shows for a person's {@code role} (docs/decisions.md §9.12). */
    public String role(String role) {
        return site.role(role);
    }

    /** What the twin shows for a publication's {@code type}. */
    public String publicationType(String type) {
        return site.publicationType(type);
    }

    /** The absolute URL of a site path in the twin's language ({@code /} is {@code /fr} in French). */
    public String url(String path) {
        return baseUrl + href.apply(path);
    }

    /** {@code [text](absolute URL of path)}, brackets in the text escaped. */
    public String link(String text, String path) {
        return "[" + brackets(text) + "](" + url(path) + ")";
    }

    /** {@code [text](url)} to another site (an event's registration), brackets in the text escaped. */
    public String external(String text, String url) {
        return "[" + brackets(text) + "](<" + url.replace(">", "%3E") + ">)";
    }

    /** An image as its own paragraph, {@code ![alt](absolute URL of the original)}; "" without one. */
    public String image(Optional<ImageRef> image) {
        return image.map(ref -> "![" + brackets(ref.alt()) + "](" + baseUrl + ref.path() + ")\n\n")
                .orElse("");
    }

    /** A table cell's text: its pipes escaped. */
    public static String cell(String text) {
        return text.replace("|", "\\|");
    }

    /**
     * Ends what was written so far with exactly one blank line, whatever it ended with (a body may
     * be empty, a list ends with a line break): the next block starts after it.
     */
    public Content blankLine() {
        return output -> {
            if (!(output instanceof Buffer text)) {
                throw new IllegalStateException("a Markdown template writes to MarkdownText.Buffer");
            }
            text.blankLine();
        };
    }

    private static String brackets(String text) {
        return text.replace("[", "\\[").replace("]", "\\]");
    }

    /** What a Markdown template writes to: text that {@link #blankLine()} can end with a blank line. */
    static final class Buffer implements TemplateOutput {
        private final StringBuilder text = new StringBuilder(4096);

        @Override
        public void writeContent(String value) {
            text.append(value);
        }

        @Override
        public void writeContent(String value, int beginIndex, int endIndex) {
            text.append(value, beginIndex, endIndex);
        }

        void blankLine() {
            int end = text.length();
            while (end > 0 && text.charAt(end - 1) == '\n') {
                end--;
            }
            text.setLength(end);
            text.append("\n\n");
        }

        @Override
        public String toString() {
            return text.toString();
        }
    }
}
