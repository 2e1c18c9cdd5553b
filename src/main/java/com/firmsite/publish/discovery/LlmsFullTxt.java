package com.firmsite.publish.discovery;

import com.firmsite.content.LanguagePath;
import com.firmsite.content.MarkdownTwin;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.OutputFormats;
import com.firmsite.output.Representation;
import com.firmsite.publish.SiteRenderer.RenderedPage;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code /llms-full.txt}: the Markdown of every page in one file, in site order (the convention
 * Mintlify and others follow next to llms.txt). Each page is exactly its Markdown representation,
 * introduced by a thematic break and a {@code Source:} line naming its address.
 */
final class LlmsFullTxt {
    static final String PATH = "/llms-full.txt";

    private LlmsFullTxt() {}

    /** The line that introduces a page: a thematic break, then where the page lives. */
    static String separator(String baseUrl, String path) {
        String twin = MarkdownTwin.of(path);
        return "\n* * *\n\nSource: " + baseUrl + path + " (Markdown: " + baseUrl + twin + ")\n\n";
    }

    /**
     * {@code /llms-full.txt}: every page of the default language.
     *
     * @param pages every page in site order, {@code /docs} included
     */
    static Output render(Site site, String baseUrl, List<RenderedPage> pages) {
        String heading = "# " + site.firm().name() + ": every page in full\n\n"
                + "> " + oneLine(site.firm().description()) + "\n\n"
                + "The Markdown of every page of " + baseUrl + ", in site order. The index is " + baseUrl + LlmsTxt.PATH
                + ".\n";
        return assemble(PATH, heading, baseUrl, pages);
    }

    /**
     * {@code /<lang>/llms-full.txt}: the Markdown of every page of one other language in one file
     * (docs/decisions.md §9.9), headed by the firm's name and description in that language and a
     * link to that language's index; each page introduced as in {@code /llms-full.txt}.
     *
     * @param translated that language's site
     * @param pages that language's indexed pages, at their URL paths, in site order
     */
    static Output renderLanguage(Site translated, String baseUrl, LanguagePath languages, List<RenderedPage> pages) {
        String language = translated.firm().language();
        String heading = "# " + oneLine(translated.firm().name()) + " (" + LlmsTxt.languageName(language) + ")\n\n"
                + "> " + oneLine(translated.firm().description()) + "\n\n"
                + "- [llms.txt](" + baseUrl + LlmsTxt.path(language, languages) + ")\n";
        return assemble(path(language, languages), heading, baseUrl, pages);
    }

    /** Where {@code language}'s file lives: {@code /fr/llms-full.txt}. */
    static String path(String language, LanguagePath languages) {
        return languages.url(language, "/") + PATH;
    }

    /**
     * Assembled as bytes: the pages' Markdown is already UTF-8, so it is copied into one array of
     * exactly the file's size. For 10,000 pages the file is about 50 MB; built as a string it went
     * through a UTF-16 builder, its growth copies and an encoding copy (a peak of about 300 MB, which
     * ran a reload out of heap).
     */
    private static Output assemble(String path, String heading, String baseUrl, List<RenderedPage> pages) {
        List<byte[]> parts = new ArrayList<>(2 * pages.size() + 1);
        parts.add(utf8(heading));
        for (RenderedPage page : pages) {
            parts.add(utf8(separator(baseUrl, page.path())));
            parts.add(markdownBytes(page));
        }
        return Output.document(
                path, new Representation(MediaType.MARKDOWN, concatenate(parts)), Output.Cache.DISCOVERY);
    }

    private static String oneLine(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }

    private static byte[] concatenate(List<byte[]> parts) {
        long size = parts.stream().mapToLong(part -> part.length).sum();
        if (size > Integer.MAX_VALUE - 8) {
            throw new IllegalStateException("llms-full.txt would be " + size + " bytes, more than one array holds");
        }
        byte[] file = new byte[(int) size];
        int offset = 0;
        for (byte[] part : parts) {
            System.arraycopy(part, 0, file, offset, part.length);
            offset += part.length;
        }
        return file;
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] markdownBytes(RenderedPage page) {
        return page.output().representation(OutputFormats.MARKDOWN).body();
    }
}
