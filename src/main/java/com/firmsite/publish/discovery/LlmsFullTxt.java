package com.firmsite.publish.discovery;

import com.firmsite.content.LanguagePath;
import com.firmsite.content.MarkdownTwin;
import com.firmsite.content.Site;
import com.firmsite.output.Bytes;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.OutputFormats;
import com.firmsite.output.Representation;
import com.firmsite.publish.RenderMemo;
import com.firmsite.publish.RenderedPage;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code /llms-full.txt}: the Markdown of every page in one file, in site order (the convention
 * Mintlify and others follow next to llms.txt). Each page is exactly its Markdown representation
 * without the note for agents that opens it (docs/decisions.md §2.10), introduced by a thematic
 * break and a {@code Source:} line naming its address.
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
    static List<Output> render(Site site, String baseUrl, List<RenderedPage> pages, RenderMemo memo) {
        String heading = "# " + site.firm().name() + ": every page in full\n\n"
                + "> " + LlmsTxt.oneLine(site.firm().description()) + "\n\n"
                + "The Markdown of every page of " + baseUrl + ", in site order. The index is " + baseUrl + LlmsTxt.PATH
                + ".\n";
        return split(site, "", LanguagePath.of(site.firm()), PATH, heading, new Pages(baseUrl, memo), pages);
    }

    /**
     * {@code /<lang>/llms-full.txt}: the Markdown of every page of one other language in one file
     * (docs/decisions.md §9.9), headed by the firm's name and description in that language and a
     * link to that language's index; each page introduced as in {@code /llms-full.txt}.
     *
     * @param translated that language's site
     * @param pages that language's indexed pages, at their URL paths, in site order
     */
    static List<Output> renderLanguage(
            Site translated, String baseUrl, LanguagePath languages, List<RenderedPage> pages, RenderMemo memo) {
        String language = translated.firm().language();
        String heading =
                "# " + LlmsTxt.oneLine(translated.firm().name()) + " (" + LlmsTxt.languageName(language) + ")\n\n"
                        + "> " + LlmsTxt.oneLine(translated.firm().description()) + "\n\n"
                        + "- [llms.txt](" + baseUrl + LlmsTxt.path(language, languages) + ")\n";
        return split(
                translated,
                languages.url(language, "/"),
                languages,
                path(language, languages),
                heading,
                new Pages(baseUrl, memo),
                pages);
    }

    /**
     * The document at {@code path} and, when it would pass {@link LlmsSplit#FULL_LIMIT} bytes, the
     * documents of the families it links instead of holding their pages, largest first, each split
     * into groups as its own index is (docs/decisions.md §5.18).
     */
    private static List<Output> split(
            Site site,
            String prefix,
            LanguagePath languages,
            String path,
            String heading,
            Pages documents,
            List<RenderedPage> pages) {
        String baseUrl = documents.baseUrl;
        if (documents.size(heading, pages) <= LlmsSplit.FULL_LIMIT) {
            return List.of(documents.assemble(path, heading, pages));
        }
        Map<String, LlmsSplit.Member> members = LlmsSplit.members(site);
        Map<LlmsSplit.Family, List<Member>> families = new LinkedHashMap<>();
        LlmsSplit.Family.ALL.forEach(family -> families.put(family, new ArrayList<>()));
        for (RenderedPage page : pages) {
            LlmsSplit.Member member = members.get(languages.locate(page.path()).path());
            if (member != null) {
                families.get(member.family()).add(new Member(page, member.keys()));
            }
        }
        families.values().removeIf(List::isEmpty);
        Map<LlmsSplit.Family, Long> sizes = new HashMap<>();
        families.forEach((family, familyMembers) -> sizes.put(
                family,
                documents.size("", familyMembers.stream().map(Member::page).toList())));
        List<LlmsSplit.Family> largestFirst = new ArrayList<>(families.keySet());
        largestFirst.sort(Comparator.comparingLong(sizes::get).reversed());
        Set<LlmsSplit.Family> split = new HashSet<>();
        List<Output> outputs = new ArrayList<>();
        String main = heading;
        List<RenderedPage> kept = pages;
        for (LlmsSplit.Family family : largestFirst) {
            if (documents.size(main, kept) <= LlmsSplit.FULL_LIMIT) {
                break;
            }
            split.add(family);
            StringBuilder links = new StringBuilder(heading).append('\n');
            for (LlmsSplit.Family moved : families.keySet()) {
                if (split.contains(moved)) {
                    links.append(link(
                            LlmsTxt.listTitle(pages, prefix, moved) + " ("
                                    + families.get(moved).size() + ")",
                            baseUrl + moved.document(prefix, List.of(), PATH.substring(1))));
                }
            }
            main = links.toString();
            kept = pages.stream()
                    .filter(page -> {
                        LlmsSplit.Member member =
                                members.get(languages.locate(page.path()).path());
                        return member == null || !split.contains(member.family());
                    })
                    .toList();
        }
        outputs.add(documents.assemble(path, main, kept));
        for (LlmsSplit.Family family : families.keySet()) {
            if (split.contains(family)) {
                String title = LlmsTxt.listTitle(pages, prefix, family);
                LlmsSplit.Group<Member> tree = LlmsSplit.group(
                        List.of(),
                        families.get(family),
                        Member::keys,
                        group -> documents.size(
                                        familyHeading(site, baseUrl, prefix, path, family, title, group), pages(group))
                                <= LlmsSplit.FULL_LIMIT);
                for (LlmsSplit.Group<Member> group : tree.all()) {
                    outputs.add(documents.assemble(
                            family.document(prefix, group.keys(), PATH.substring(1)),
                            familyHeading(site, baseUrl, prefix, path, family, title, group),
                            group.leaf() ? pages(group) : List.of()));
                }
            }
        }
        return List.copyOf(outputs);
    }

    /** A page of a family, and the groups it belongs to. */
    private record Member(RenderedPage page, List<String> keys) {}

    private static List<RenderedPage> pages(LlmsSplit.Group<Member> group) {
        return group.items().stream().map(Member::page).toList();
    }

    /** The heading of a family's document: the firm, the family and group, back links; a branch's groups. */
    private static String familyHeading(
            Site site,
            String baseUrl,
            String prefix,
            String root,
            LlmsSplit.Family family,
            String title,
            LlmsSplit.Group<Member> group) {
        String name = group.keys().isEmpty() ? title : title + ": " + LlmsSplit.label(group.keys());
        StringBuilder text = new StringBuilder("# ")
                .append(LlmsTxt.oneLine(site.firm().name()))
                .append(": ")
                .append(name)
                .append("\n\n> ")
                .append(LlmsTxt.oneLine(site.firm().description()))
                .append("\n\n");
        text.append(link("llms-full.txt", baseUrl + root));
        text.append(link("llms.txt", baseUrl + prefix + LlmsTxt.PATH));
        if (!group.keys().isEmpty()) {
            text.append(link(title, baseUrl + family.document(prefix, List.of(), PATH.substring(1))));
        }
        if (!group.leaf()) {
            text.append("\n## ").append(name).append("\n\n");
            for (LlmsSplit.Group<Member> child : group.children()) {
                text.append(link(
                        LlmsSplit.label(child.keys()) + " (" + child.items().size() + ")",
                        baseUrl + family.document(prefix, child.keys(), PATH.substring(1))));
            }
        }
        return text.toString();
    }

    private static String link(String name, String url) {
        return "- [" + name.replace("[", "\\[").replace("]", "\\]") + "](" + url + ")\n";
    }

    /**
     * The documents of one build, made of its pages: what each page adds to a document is worked out
     * once (splitting sizes the same pages many times, and each size reads where the page's note for
     * agents ends), and a document whose heading and pages are those of the last build is that
     * build's, kept by the memo: with {@code --watch}, an edit assembles again only the documents
     * holding what it changed (pages compare as records: an unchanged page's Markdown is the very
     * same bytes, compared unread).
     */
    private static final class Pages {
        private final String baseUrl;
        private final RenderMemo memo;
        private final IdentityHashMap<RenderedPage, Long> bytes = new IdentityHashMap<>();

        Pages(String baseUrl, RenderMemo memo) {
            this.baseUrl = baseUrl;
            this.memo = memo;
        }

        /** The bytes of a document of {@code heading} and {@code pages}, without assembling it. */
        long size(String heading, List<RenderedPage> pages) {
            long size = utf8(heading).length;
            for (RenderedPage page : pages) {
                size += bytes.computeIfAbsent(page, this::bytesOf);
            }
            return size;
        }

        private long bytesOf(RenderedPage page) {
            return (long) utf8(separator(baseUrl, page.path())).length
                    + markdownBytes(page).length()
                    - page.agentNote();
        }

        Output assemble(String path, String heading, List<RenderedPage> pages) {
            return memo.part(
                    "llms-full " + path,
                    List.of(heading, baseUrl, pages),
                    Output.class,
                    () -> LlmsFullTxt.assemble(path, heading, baseUrl, pages));
        }
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
        List<Part> parts = new ArrayList<>(2 * pages.size() + 1);
        parts.add(Part.of(utf8(heading)));
        for (RenderedPage page : pages) {
            parts.add(Part.of(utf8(separator(baseUrl, page.path()))));
            Bytes markdown = markdownBytes(page);
            parts.add(new Part(markdown, page.agentNote()));
        }
        return Output.document(
                path, new Representation(MediaType.MARKDOWN, concatenate(parts)), Output.Cache.DISCOVERY);
    }

    /** The bytes of {@code bytes} from {@code from} on, copied only into the file. */
    private record Part(Bytes bytes, int from) {
        static Part of(byte[] bytes) {
            return new Part(Bytes.of(bytes), 0);
        }

        int length() {
            return bytes.length() - from;
        }
    }

    private static byte[] concatenate(List<Part> parts) {
        long size = parts.stream().mapToLong(Part::length).sum();
        if (size > Integer.MAX_VALUE - 8) {
            throw new IllegalStateException("llms-full.txt would be " + size + " bytes, more than one array holds");
        }
        byte[] file = new byte[(int) size];
        int offset = 0;
        for (Part part : parts) {
            part.bytes().copyTo(part.from(), file, offset, part.length());
            offset += part.length();
        }
        return file;
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static Bytes markdownBytes(RenderedPage page) {
        return page.output().representation(OutputFormats.MARKDOWN).bytes();
    }
}
