package com.firmsite.wordpress;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.vladsch.flexmark.html2md.converter.FlexmarkHtmlConverter;
import com.vladsch.flexmark.util.data.MutableDataSet;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Comment;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.Elements;

/**
 * Turns the body of a WordPress post or page into Markdown: WordPress's automatic paragraphs for
 * the classic editor, shortcodes with a Markdown form (caption, gallery, embed, video, audio),
 * block-editor comments dropped and its figures flattened, links and images handed to the import
 * to rewrite, then HTML to Markdown by flexmark's converter. Whatever Markdown cannot say (a
 * table with merged cells, an iframe, a script, an unknown shortcode) is reported, never dropped
 * silently.
 */
final class BodyConverter {
    /** What the import knows beyond one body: the new addresses of links and images. */
    interface Context {
        /** The address a link in a body should have now. */
        String link(String href, Consumer<String> warn);

        /** The new address and alt text of an image; {@code attachmentId} 0 when the markup names none. */
        Image image(String src, String alt, long attachmentId, Consumer<String> warn);

        /** An attachment by id (galleries list them by id). */
        Optional<WxrItem> attachment(long id);

        /** The attachments whose parent is {@code id} (a gallery without ids shows those). */
        List<WxrItem> attachmentsOf(long id);
    }

    /** An image as the Markdown shows it. */
    record Image(String src, String alt) {}

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final Pattern SHORTCODE =
            Pattern.compile("\\[(\\[?)(/?)([a-z][a-z0-9_-]*)((?:\\s[^\\]]*)?)(/?)\\](\\]?)");
    private static final Pattern ATTRIBUTE = Pattern.compile("([a-zA-Z_-]+)\\s*=\\s*(?:\"([^\"]*)\"|'([^']*)'|(\\S+))");
    private static final Pattern CAPTION = Pattern.compile("(?s)\\[caption([^\\]]*)\\](.*?)\\[/caption\\]");
    private static final Pattern CAPTION_IMAGE =
            Pattern.compile("(?s)^\\s*((?:<a[^>]*>\\s*)?<img[^>]*>(?:\\s*</a>)?)(.*)$");
    private static final Pattern ENCLOSED = Pattern.compile("(?s)\\[(embed|video|audio)([^\\]]*)\\](.*?)\\[/\\1\\]");
    private static final Pattern SELF_CLOSED = Pattern.compile("\\[(gallery|video|audio|playlist)(\\s[^\\]]*)?/?\\]");
    private static final Pattern WP_IMAGE_CLASS = Pattern.compile("wp-image-(\\d+)");
    private static final Pattern BLOCK_TAG = Pattern.compile(
            "(?i)^<(/?)(p|h[1-6]|ul|ol|li|dl|dt|dd|table|thead|tbody|tfoot|tr|td|th|caption|blockquote|pre|div|figure|figcaption|hr|section|"
                    + "article|aside|header|footer|form|iframe|address|math|style|script|select|option|details|summary|hr)\\b");
    /** Block elements that wpautop puts on paragraphs of their own, as WordPress does. */
    private static final String BLOCKS =
            "table|ul|ol|dl|pre|blockquote|h[1-6]|figure|div|hr|p|form|section|address|iframe";

    private static final Pattern BLOCK_OPENING = Pattern.compile("(?i)(<(?:" + BLOCKS + ")\\b[^>]*>)");
    private static final Pattern BLOCK_CLOSING = Pattern.compile("(?i)(</(?:" + BLOCKS + ")>)");
    private static final Pattern URL_ALONE = Pattern.compile("^https?://\\S+$");

    /**
     * The deepest nesting of elements a body keeps. flexmark's converter recurses once per level
     * (several frames each: 500 nested {@code <div>} overflow the launcher's 512 KiB stacks), and so
     * do the Markdown renderers that serve the page; real content, page builders' wrappers
     * included, stays well under it.
     */
    static final int MAX_DEPTH = 32;

    private static final FlexmarkHtmlConverter CONVERTER =
            FlexmarkHtmlConverter.builder(options()).build();

    private static MutableDataSet options() {
        MutableDataSet options = new MutableDataSet();
        options.set(FlexmarkHtmlConverter.SETEXT_HEADINGS, false);
        options.set(FlexmarkHtmlConverter.TYPOGRAPHIC_QUOTES, false);
        options.set(FlexmarkHtmlConverter.TYPOGRAPHIC_SMARTS, false);
        options.set(FlexmarkHtmlConverter.OUTPUT_ATTRIBUTES_ID, false);
        options.set(FlexmarkHtmlConverter.SKIP_ATTRIBUTES, true);
        options.set(FlexmarkHtmlConverter.OUTPUT_UNKNOWN_TAGS, false);
        options.set(FlexmarkHtmlConverter.RENDER_COMMENTS, false);
        options.set(FlexmarkHtmlConverter.THEMATIC_BREAK, "---");
        options.set(FlexmarkHtmlConverter.UNORDERED_LIST_DELIMITER, '-');
        options.set(FlexmarkHtmlConverter.NBSP_TEXT, " ");
        options.set(FlexmarkHtmlConverter.MAX_TRAILING_BLANK_LINES, 0);
        return options;
    }

    private final Context context;

    BodyConverter(Context context) {
        this.context = context;
    }

    /** The Markdown of {@code item}'s body; {@code warn} receives what a person must look at. */
    String convert(WxrItem item, Consumer<String> warn) {
        String raw = item.content().replace("\r\n", "\n");
        boolean blocks = raw.contains("<!-- wp:");
        String html = shortcodes(raw, item, warn);
        if (!blocks) {
            html = autoParagraphs(html);
        }
        Document document = Jsoup.parseBodyFragment(html);
        Element body = document.body();
        removeComments(body);
        outline(body);
        footnotes(body, item, warn);
        figures(body);
        embeds(body, item, warn);
        images(body, warn);
        links(body, warn);
        for (Element table : body.select("table")) {
            if (!table.select("[colspan], [rowspan]").isEmpty()) {
                warn.accept(
                        "a table with merged cells (colspan/rowspan) became a plain Markdown table: check its columns");
            }
        }
        // Last, so that nothing added since (the footnotes, read from the raw body) escapes the bound.
        boundDepth(body, warn);
        String markdown = separateQuotes(CONVERTER.convert(body.html()));
        return markdown.replaceAll("\n{3,}", "\n\n").strip() + "\n";
    }

    /**
     * A blank line before and after each block quote, so that the paragraph beside it is not read
     * as part of it (a lazy continuation line); fenced and indented code are left alone.
     */
    static String separateQuotes(String markdown) {
        String[] lines = markdown.split("\n", -1);
        StringBuilder out = new StringBuilder();
        boolean fenced = false;
        String previous = "";
        for (String line : lines) {
            if (line.startsWith("```")) {
                fenced = !fenced;
            }
            boolean quote = !fenced && line.startsWith(">");
            boolean previousQuote = previous.startsWith(">");
            if (!fenced
                    && !line.isBlank()
                    && !previous.isBlank()
                    && quote != previousQuote
                    && !line.startsWith("    ")) {
                out.append('\n');
            }
            out.append(line).append('\n');
            previous = fenced ? "" : line;
        }
        return out.toString();
    }

    /**
     * The plain text of a body's first paragraph (else of all of it), for a description when the
     * export has no excerpt: headings, captions and shortcodes left out.
     */
    static String plainText(String html) {
        String withoutShortcodes =
                SHORTCODE.matcher(CAPTION.matcher(html).replaceAll(" ")).replaceAll(" ");
        Element body = Jsoup.parseBodyFragment(
                        html.contains("<!-- wp:") ? withoutShortcodes : autoParagraphs(withoutShortcodes))
                .body();
        for (Element paragraph : body.select("p")) {
            if (!paragraph.text().isBlank()) {
                return paragraph.text();
            }
        }
        return body.text();
    }

    // ---- shortcodes -------------------------------------------------------------------------

    private String shortcodes(String raw, WxrItem item, Consumer<String> warn) {
        String html = replace(CAPTION, raw, m -> {
            Matcher image = CAPTION_IMAGE.matcher(m.group(2));
            String caption = attributes(m.group(1)).getOrDefault("caption", "");
            String img = m.group(2);
            if (image.matches()) {
                img = image.group(1);
                caption = caption.isEmpty() ? image.group(2).strip() : caption;
            }
            return "\n\n<figure>" + img + (caption.isEmpty() ? "" : "<figcaption>" + caption + "</figcaption>")
                    + "</figure>\n\n";
        });
        html = replace(ENCLOSED, html, m -> {
            Map<String, String> attributes = attributes(m.group(2));
            String url = m.group(1).equals("embed")
                    ? m.group(3).strip()
                    : firstSource(attributes).orElse(m.group(3).strip());
            return "\n\n<p><a href=\"" + escape(url) + "\">" + escape(embedTitle(url, item)) + "</a></p>\n\n";
        });
        html = replace(SELF_CLOSED, html, m -> {
            Map<String, String> attributes = attributes(m.group(2) == null ? "" : m.group(2));
            if (m.group(1).equals("gallery")) {
                return gallery(attributes, item, warn);
            }
            Optional<String> source = firstSource(attributes);
            if (source.isEmpty()) {
                warn.accept("shortcode [" + m.group(1)
                        + "] without a source file: removed nothing, kept as text; replace it by hand");
                return m.group();
            }
            return "\n\n<p><a href=\"" + escape(source.get()) + "\">" + escape(embedTitle(source.get(), item))
                    + "</a></p>\n\n";
        });
        Set<String> kept = new LinkedHashSet<>();
        Matcher other = SHORTCODE.matcher(html);
        while (other.find()) {
            boolean escaped = !other.group(1).isEmpty() && !other.group(6).isEmpty();
            boolean closing = !other.group(2).isEmpty();
            String name = other.group(3);
            boolean looksLikeShortcode = !other.group(4).isBlank()
                    || name.contains("_")
                    || name.contains("-")
                    || html.contains("[/" + name + "]");
            if (!escaped && !closing && looksLikeShortcode) {
                kept.add(name);
            }
        }
        for (String name : kept) {
            warn.accept("shortcode [" + name
                    + "] has no Markdown form: kept as text; replace it (a link, a list) or delete it");
        }
        return html;
    }

    private String gallery(Map<String, String> attributes, WxrItem item, Consumer<String> warn) {
        List<WxrItem> images = new ArrayList<>();
        String ids = attributes.getOrDefault("ids", attributes.getOrDefault("include", ""));
        if (ids.isBlank()) {
            images.addAll(context.attachmentsOf(item.id()));
        } else {
            for (String id : ids.split(",", -1)) {
                try {
                    Optional<WxrItem> attachment = context.attachment(Long.parseLong(id.strip()));
                    if (attachment.isPresent()) {
                        images.add(attachment.get());
                    } else {
                        warn.accept("gallery image " + id.strip()
                                + " is not in the export: left out of the gallery; add it by hand");
                    }
                } catch (NumberFormatException e) {
                    warn.accept("gallery id \"" + id.strip() + "\" is not a number: left out of the gallery");
                }
            }
        }
        StringBuilder html = new StringBuilder("\n\n");
        for (WxrItem image : images) {
            html.append("<p><img src=\"")
                    .append(escape(image.attachmentUrl()))
                    .append("\" alt=\"")
                    .append(escape(image.meta().getOrDefault("_wp_attachment_image_alt", "")))
                    .append("\" class=\"wp-image-")
                    .append(image.id())
                    .append("\"></p>\n\n");
        }
        return html.toString();
    }

    private static Optional<String> firstSource(Map<String, String> attributes) {
        for (String key : List.of("src", "mp4", "m4v", "webm", "ogv", "mp3", "ogg", "wav", "m4a", "url")) {
            if (attributes.containsKey(key) && !attributes.get(key).isBlank()) {
                return Optional.of(attributes.get(key));
            }
        }
        return Optional.empty();
    }

    private static Map<String, String> attributes(String text) {
        Map<String, String> attributes = new java.util.HashMap<>();
        Matcher m = ATTRIBUTE.matcher(text);
        while (m.find()) {
            String value = m.group(2) != null ? m.group(2) : m.group(3) != null ? m.group(3) : m.group(4);
            attributes.put(m.group(1).toLowerCase(java.util.Locale.ROOT), value);
        }
        return attributes;
    }

    /**
     * The title of an embedded video: WordPress keeps each embed's HTML in the post's meta
     * ({@code _oembed_…}), whose iframe names it; else the site's name and "video".
     */
    private static String embedTitle(String url, WxrItem item) {
        String id = url.replaceFirst("^.*(?:[?&]v=|youtu\\.be/|vimeo\\.com/(?:video/)?)([A-Za-z0-9_-]+).*$", "$1");
        for (Map.Entry<String, String> meta : item.meta().entrySet()) {
            if (meta.getKey().startsWith("_oembed_")
                    && !id.equals(url)
                    && meta.getValue().contains(id)) {
                Element iframe = Jsoup.parseBodyFragment(meta.getValue()).selectFirst("iframe[title]");
                if (iframe != null && !iframe.attr("title").isBlank()) {
                    return iframe.attr("title");
                }
            }
        }
        String host = url.replaceFirst("^https?://(www\\.)?([^/]+).*$", "$2");
        return host.contains("youtu") || host.contains("vimeo") ? "Video on " + host : "Media on " + host;
    }

    private static String replace(
            Pattern pattern, String text, java.util.function.Function<Matcher, String> replacement) {
        Matcher m = pattern.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(replacement.apply(m)));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("\"", "&quot;")
                .replace("<", "&lt;")
                .replace(">", "&gt;");
    }

    // ---- automatic paragraphs ---------------------------------------------------------------

    /**
     * WordPress's automatic paragraphs (wpautop), as the classic editor relies on them: text
     * separated by a blank line is a paragraph, a single line break inside one is a {@code <br>},
     * and chunks that start with a block element are left as they are; {@code <pre>} is untouched.
     */
    static String autoParagraphs(String html) {
        html = BLOCK_OPENING.matcher(html).replaceAll("\n\n$1");
        html = BLOCK_CLOSING.matcher(html).replaceAll("$1\n\n");
        StringBuilder out = new StringBuilder();
        Matcher pre = Pattern.compile("(?is)<pre\\b.*?</pre>").matcher(html);
        int from = 0;
        while (pre.find()) {
            out.append(paragraphs(html.substring(from, pre.start())))
                    .append("\n\n")
                    .append(pre.group())
                    .append("\n\n");
            from = pre.end();
        }
        return out.append(paragraphs(html.substring(from))).toString();
    }

    private static String paragraphs(String text) {
        StringBuilder out = new StringBuilder();
        for (String chunk : text.split("\\n\\s*\\n", -1)) {
            String trimmed = chunk.strip();
            if (trimmed.isEmpty()) {
                continue;
            }
            if (BLOCK_TAG.matcher(trimmed).find()) {
                out.append(trimmed).append("\n\n");
            } else {
                out.append("<p>")
                        .append(trimmed.replaceAll("\\s*\\n\\s*", "<br>\n"))
                        .append("</p>\n\n");
            }
        }
        return out.toString();
    }

    // ---- the HTML tree ----------------------------------------------------------------------

    /**
     * What lies deeper than {@link #MAX_DEPTH} elements becomes the plain text of the element at
     * that depth, with a warning: the converter then recurses a bounded number of times. jsoup's
     * parser and its traversals (select, text, html, clone), which every step before uses on the
     * unbounded tree, are iterative.
     */
    private static void boundDepth(Element body, Consumer<String> warn) {
        List<Element> tooDeep = new ArrayList<>();
        int[] deepest = {0};
        body.traverse((node, depth) -> {
            if (node instanceof Element element) {
                deepest[0] = Math.max(deepest[0], depth);
                if (depth == MAX_DEPTH && !element.children().isEmpty()) {
                    tooDeep.add(element);
                }
            }
        });
        if (tooDeep.isEmpty()) {
            return;
        }
        for (Element element : tooDeep) {
            String text = element.text();
            element.empty().appendText(text);
            // Text straight in a list or a table is not rendered: the flattened text becomes a block.
            if (element.tag().isBlock() && !element.tagName().matches("p|li|dd|dt|td|th|blockquote|h[1-6]")) {
                element.tagName("div");
            }
        }
        warn.accept("the body nests elements " + deepest[0] + " levels deep; what lay deeper than " + MAX_DEPTH
                + " levels was flattened to plain text: check its paragraphs, lists and quotes");
    }

    /**
     * Headings as the page's outline needs them: the page's title is its only {@code h1}, so the
     * body's headings start at {@code h2} and never skip a level. Each heading becomes one level
     * below the nearest heading before it of a higher level (as the original levels say), so
     * sections keep their order and nesting: h1, h3, h6, h3 become h2, h3, h4, h3.
     */
    private static void outline(Element body) {
        Deque<int[]> open = new ArrayDeque<>();
        for (Element heading : body.select("h1, h2, h3, h4, h5, h6")) {
            int level = heading.tagName().charAt(1) - '0';
            while (!open.isEmpty() && open.peek()[0] >= level) {
                open.pop();
            }
            int shown = Math.min(6, open.isEmpty() ? 2 : open.peek()[1] + 1);
            open.push(new int[] {level, shown});
            heading.tagName("h" + shown);
        }
    }

    private static void removeComments(Element root) {
        List<Node> comments = new ArrayList<>();
        root.traverse((node, depth) -> {
            if (node instanceof Comment) {
                comments.add(node);
            }
        });
        comments.forEach(Node::remove);
    }

    /**
     * Footnotes as numbered references, since the site's Markdown has no footnote syntax: a marker
     * ({@code <sup><a href="#fn1">1</a></sup>}) becomes "[1]" and the notes a numbered list under
     * "Notes": the block editor's (kept in the post's meta) or a classic plugin's list.
     */
    private static void footnotes(Element body, WxrItem item, Consumer<String> warn) {
        int number = 0;
        for (Element sup : body.select("sup")) {
            Element anchor = sup.selectFirst("a[href^=#]");
            if (anchor != null) {
                number++;
                String label = anchor.text().strip().isEmpty()
                        ? String.valueOf(number)
                        : anchor.text().strip();
                sup.replaceWith(new TextNode("[" + label + "]"));
            }
        }
        String json = item.meta().getOrDefault("footnotes", "");
        body.select("ol.footnotes, div.footnotes, .wp-block-footnotes").forEach(Element::remove);
        List<String> notes = new ArrayList<>();
        if (!json.isBlank()) {
            try {
                for (JsonNode note : JSON.readTree(json)) {
                    notes.add(note.path("content").asText());
                }
            } catch (java.io.IOException e) {
                warn.accept("the footnotes the block editor kept are not readable JSON: add the notes by hand");
            }
        } else {
            for (Element list : Jsoup.parseBodyFragment(item.content()).select("ol.footnotes, div.footnotes ol")) {
                list.select("a[href^=#]").forEach(back -> {
                    if (back.text().matches("[↩︎^]+|back|return")) {
                        back.remove();
                    }
                });
                list.children().forEach(li -> notes.add(li.html()));
            }
        }
        if (!notes.isEmpty()) {
            Element list = body.appendElement("h2").text("Notes").parent().appendElement("ol");
            notes.forEach(note -> list.appendElement("li").html(note));
        }
    }

    /**
     * Figures unwrapped, innermost first: each image (or linked image) becomes a paragraph of its
     * own, tables, quotes and a gallery's images stay in order, and the caption follows in italics.
     */
    private static void figures(Element body) {
        for (Element figure : body.select("figure").reversed()) {
            if (figure.hasClass("wp-block-embed") || figure.selectFirst(".wp-block-embed__wrapper") != null) {
                continue;
            }
            Element caption = null;
            for (Node child : new ArrayList<>(figure.childNodes())) {
                if (child instanceof Element element && element.tagName().equals("figcaption")) {
                    caption = element;
                    continue;
                }
                Node moved = child;
                if (child instanceof Element element
                        && (element.tagName().equals("img")
                                || (element.tagName().equals("a") && element.selectFirst("img") != null))) {
                    moved = new Element("p").appendChild(element.clone());
                }
                figure.before(moved);
            }
            if (caption != null && !caption.text().isBlank()) {
                Element paragraph = new Element("p");
                paragraph.appendElement("em").html(caption.html());
                figure.before(paragraph);
            }
            figure.remove();
        }
    }

    /** Embeds (block or iframe) as links with their title; other embedded content reported. */
    private static void embeds(Element body, WxrItem item, Consumer<String> warn) {
        for (Element figure : body.select("figure.wp-block-embed, figure:has(.wp-block-embed__wrapper)")) {
            Element wrapper = figure.selectFirst(".wp-block-embed__wrapper");
            String url = wrapper == null ? "" : wrapper.text().strip();
            Element caption = figure.selectFirst("figcaption");
            String title = caption != null && !caption.text().isBlank() ? caption.text() : embedTitle(url, item);
            if (url.isEmpty()) {
                warn.accept("an embed block without an address was removed: add a link by hand");
                figure.remove();
            } else {
                figure.replaceWith(link(url, title));
            }
        }
        for (Element iframe : body.select("iframe")) {
            String src = iframe.attr("abs:src").isEmpty() ? iframe.attr("src") : iframe.attr("abs:src");
            warn.accept(
                    "an iframe (" + (src.isEmpty() ? "no address" : src) + ") became a link: Markdown cannot embed it");
            String title = iframe.attr("title").isBlank() ? "Embedded content" : iframe.attr("title");
            iframe.replaceWith(src.isEmpty() ? new TextNode(title) : link(src, title));
        }
        for (Element media : body.select("video, audio")) {
            Element source = media.hasAttr("src") ? media : media.selectFirst("source[src]");
            if (source != null) {
                media.replaceWith(link(source.attr("src"), media.tagName().equals("video") ? "Video" : "Audio"));
            }
        }
        for (Element script : body.select("script, style, object, embed, form")) {
            warn.accept("a <" + script.tagName()
                    + "> element was removed: Markdown cannot hold it; rebuild it by hand if it mattered");
            script.remove();
        }
        for (Element paragraph : body.select("p")) {
            String text = paragraph.text().strip();
            if (paragraph.children().isEmpty() && URL_ALONE.matcher(text).matches()) {
                paragraph
                        .empty()
                        .appendChild(new Element("a").attr("href", text).text(text));
            }
        }
    }

    private static Element link(String url, String title) {
        Element paragraph = new Element("p");
        paragraph.appendElement("a").attr("href", url).text(title);
        return paragraph;
    }

    private void images(Element body, Consumer<String> warn) {
        for (Element img : body.select("img")) {
            String src = img.attr("src");
            long attachment = 0;
            Matcher id = WP_IMAGE_CLASS.matcher(img.className());
            if (id.find()) {
                attachment = Long.parseLong(id.group(1));
            }
            Image image = context.image(src, img.attr("alt"), attachment, warn);
            // An image left on the old site becomes a link to it: the new site shows only its own
            // images (its pages' Content-Security-Policy loads none from elsewhere, and firmsite check
            // refuses a body image outside images/), and a link keeps it one click away.
            Element replacement = image.src().startsWith("/")
                    ? new Element("img").attr("src", image.src()).attr("alt", image.alt())
                    : new Element("a").attr("href", image.src()).text("Image: " + image.alt());
            Element parent = img.parent();
            // A thumbnail linked to its full-size file or attachment page is the image itself.
            if (parent != null
                    && parent.tagName().equals("a")
                    && parent.children().size() == 1
                    && (parent.attr("href").contains("/wp-content/uploads/")
                            || parent.attr("href").contains("attachment_id=")
                            || parent.attr("rel").contains("attachment"))) {
                parent.replaceWith(replacement);
            } else {
                img.replaceWith(replacement);
            }
        }
    }

    private void links(Element body, Consumer<String> warn) {
        Elements anchors = body.select("a[href]");
        for (Element anchor : anchors) {
            anchor.attr("href", context.link(anchor.attr("href"), warn));
        }
    }
}
