package com.firmsite.wordpress;

import java.util.List;
import java.util.Map;

/**
 * One {@code <item>} of a WordPress export, as written (no interpretation yet).
 *
 * @param line the line of its {@code <item>} tag, for messages
 * @param content the body ({@code content:encoded}), empty when read without bodies
 * @param terms its categories and tags
 * @param meta the post meta the import uses (attachment alt text, embeds, footnotes)
 * @param strayText text found between the item's elements, where WXR has none (skipped)
 */
record WxrItem(
        int line,
        long id,
        String title,
        String link,
        String creator,
        String type,
        String status,
        String slug,
        long parent,
        String date,
        String dateGmt,
        String content,
        String excerpt,
        String attachmentUrl,
        List<Term> terms,
        Map<String, String> meta,
        List<Stray> strayText) {

    /** A category ({@code domain="category"}) or tag ({@code domain="post_tag"}) of an item. */
    record Term(String domain, String slug, String name) {}

    /**
     * Text between elements, which a well-formed export may carry (WordPress's own Theme Unit Test
     * data has a character after {@code </wp:is_sticky>}): what it was, abbreviated, and its line.
     */
    record Stray(String text, int line) {
        private static final int SHOWN = 40;

        Stray {
            text = text.length() > SHOWN ? text.substring(0, SHOWN) + "…" : text;
        }
    }

    String displayTitle() {
        return title.isBlank() ? "(no title)" : title;
    }
}
