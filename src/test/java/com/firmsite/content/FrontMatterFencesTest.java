package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A file is split at its front matter's fences exactly where splitting its text at each {@code
 * \r?\n} and joining the parts with {@code \n} puts them (what the loader did before it scanned),
 * whatever the line ends, the white space around a fence or the lines after it.
 */
class FrontMatterFencesTest {
    @ParameterizedTest
    @ValueSource(
            strings = {
                "---\ntitle: A\n---\nbody\n",
                "---\r\ntitle: A\r\n---\r\nline one\r\nline two\r\n",
                "---\ntitle: A\n---\na\rb\n",
                "---\ntitle: A\n---\nx\r\r\ny\r",
                "  ---  \ntitle: A\n\t---\r\nbody",
                "---\n---\nbody",
                "---\ntitle: A\n---",
                "---\ntitle: A\n---\n",
                "---\ntitle: A\n----\n--- x\n---\n\n\nbody\n\n",
                "---\ntitle: A\n",
                "---",
                "---\n",
                "title: A\n",
                "",
                "\n---\ntitle: A\n---\n",
                "---\u00a0\ntitle: A\n\u2003---\u2003\nbody",
                "---\n\n\n---\n---\n"
            })
    void theFencesAreWhereSplittingEveryLinePutsThem(String text) {
        SourceFile.Fenced fenced = SourceFile.Fenced.of(text);
        SourceFile.Fenced expected = bySplitting(text);

        assertThat(fenced).isEqualTo(expected);
    }

    /** The loader's split before it scanned, kept here as the specification. */
    private static SourceFile.Fenced bySplitting(String text) {
        String[] lines = text.split("\r?\n", -1);
        if (lines.length == 0 || !lines[0].strip().equals("---")) {
            return failed("expected front matter: the file must start with a line \"---\"");
        }
        int close = 1;
        while (close < lines.length && !lines[close].strip().equals("---")) {
            close++;
        }
        if (close == lines.length) {
            return failed("front matter is not closed: add a line \"---\" after it");
        }
        return new SourceFile.Fenced(
                Optional.empty(),
                String.join("\n", Arrays.copyOfRange(lines, 1, close)),
                String.join("\n", Arrays.copyOfRange(lines, close + 1, lines.length)),
                close);
    }

    private static SourceFile.Fenced failed(String error) {
        return new SourceFile.Fenced(Optional.of(error), "", "", 0);
    }
}
