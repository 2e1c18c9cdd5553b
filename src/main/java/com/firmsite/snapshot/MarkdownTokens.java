package com.firmsite.snapshot;

import java.nio.charset.StandardCharsets;

/**
 * The {@code x-markdown-tokens} estimate of a Markdown body (docs/decisions.md §2.2): its characters
 * (Unicode code points) divided by four, rounded up. Four characters a token is the published rule of
 * thumb for English text in the byte-pair tokenizers of today's models (OpenAI's cl100k and o200k); it
 * is an estimate, not a count: no tokenizer is shipped for one header, and models differ anyway. For
 * English prose it lands within about a quarter of a real count; for scripts a tokenizer splits more
 * finely (Greek, Cyrillic, CJK) it is low.
 */
final class MarkdownTokens {
    private MarkdownTokens() {}

    static long estimate(byte[] utf8) {
        long characters = new String(utf8, StandardCharsets.UTF_8).codePoints().count();
        return (characters + 3) / 4;
    }
}
