package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import com.firmsite.snapshot.Encoding;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Table tests for the pure negotiation functions (docs/decisions.md §2.1, §2.6). */
class NegotiationTest {

    @ParameterizedTest(name = "page, Accept [{0}] -> {1}")
    @CsvSource(
            delimiter = '|',
            nullValues = "NONE",
            value = {
                "NONE                                   | HTML",
                "''                                     | HTML",
                "text/markdown                          | MARKDOWN",
                "TEXT/MARKDOWN                          | MARKDOWN",
                "text/markdown; charset=utf-8           | MARKDOWN",
                "text/html;q=0.9, text/markdown         | MARKDOWN",
                "text/html, text/markdown               | HTML",
                "text/*, text/markdown;q=0.5            | HTML",
                "text/markdown;q=0                      | HTML",
                "*/*;q=0.1, text/markdown;q=0.2         | MARKDOWN",
                "image/png                              | HTML",
                "garbage                                | HTML",
                "text/markdown;q=2                      | HTML",
                "text/markdown;q=0.1234                 | HTML",
                "text/markdown;q=0.999, text/html;q=0.998 | MARKDOWN",
                "*/markdown                             | HTML",
            })
    void pageChoice(String accept, String expected) {
        assertThat(Negotiation.forPage(accept)).isEqualTo(format(expected));
    }

    @ParameterizedTest(name = "error, Accept [{0}] -> {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "application/json                       | PROBLEM_JSON",
                "application/problem+json               | PROBLEM_JSON",
                "application/*                          | PROBLEM_JSON",
                "text/html, application/json            | HTML",
                "text/html;q=0.5, application/json      | PROBLEM_JSON",
                "text/markdown, application/json;q=0.9  | MARKDOWN",
                "*/*                                    | HTML",
            })
    void errorChoice(String accept, String expected) {
        assertThat(Negotiation.forError(accept)).isEqualTo(format(expected));
    }

    @ParameterizedTest(name = "Accept-Encoding [{0}] -> {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "gzip, deflate, br, zstd        | BR",
                "gzip                           | GZIP",
                "GZIP                           | GZIP",
                "x-gzip                         | GZIP",
                "br;q=0.1, gzip;q=0.2           | GZIP",
                "*;q=0                          | IDENTITY",
                "identity;q=0, gzip;q=0.5       | GZIP",
                "br;q=1.5                       | IDENTITY",
                "identity, gzip;q=0.5           | IDENTITY",
            })
    void encodingChoice(String acceptEncoding, Encoding expected) {
        assertThat(Negotiation.encoding(acceptEncoding, true, true)).isEqualTo(expected);
    }

    @org.junit.jupiter.api.Test
    void onlyTheFirst64EntriesAreConsidered() {
        String many = "image/png, ".repeat(70) + "text/markdown";
        assertThat(Negotiation.forPage(many)).isEqualTo(OutputFormats.HTML);
        assertThat(Negotiation.forPage("text/markdown, " + "image/png, ".repeat(70)))
                .isEqualTo(OutputFormats.MARKDOWN);
    }

    /** The format a table names: HTML, MARKDOWN or PROBLEM_JSON. */
    private static OutputFormat format(String name) {
        return switch (name) {
            case "HTML" -> OutputFormats.HTML;
            case "MARKDOWN" -> OutputFormats.MARKDOWN;
            case "PROBLEM_JSON" -> OutputFormats.PROBLEM_JSON;
            default -> throw new IllegalArgumentException(name);
        };
    }
}
