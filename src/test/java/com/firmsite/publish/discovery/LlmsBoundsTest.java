package com.firmsite.publish.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.Publication;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/decisions.md §5.18, on a firm with 1,500 more publications over 25 years (issue 34):
 * {@code /llms.txt} stays under 50,000 characters, the publications move to indexes of their own,
 * by year, every link of every index answers 200 and every page link is a Markdown twin, every
 * publication is reached exactly once, and no {@code llms-full.txt} document passes 4 MB.
 */
class LlmsBoundsTest {
    private static final int PUBLICATIONS = 1_500;
    private static final Pattern LINK =
            Pattern.compile("^- \\[(?:[^\\]\\\\]|\\\\.)*\\]\\(([^)]+)\\)", Pattern.MULTILINE);

    @TempDir
    static Path dir;

    @RegisterExtension
    static final TestServer server =
            TestServer.builder().content(LlmsBoundsTest::largeFirm).extension();

    private static Path largeFirm() {
        Path content = ContentFolder.copyOfSample(dir);
        String paragraph = "The court held that the clause was enforceable against the buyer, and the parties'"
                + " course of dealing confirmed it. ";
        String body = "## Background\n\n" + paragraph.repeat(30) + "\n\n## What it means\n\n" + paragraph.repeat(10);
        for (int i = 0; i < PUBLICATIONS; i++) {
            String date = String.format("%04d-%02d-%02d", 2001 + i % 25, 1 + i % 12, 1 + i % 28);
            ContentFolder.writePublication(content, "bulk-note-" + i, "Bulk note " + i, date, "", body);
        }
        return content;
    }

    @Test
    void everyIndexStaysUnderTheLimitAndReachesEveryPublicationOnceThroughMarkdownTwins() {
        String base = server.baseUrl();
        Map<String, Integer> reached = new HashMap<>();
        Set<String> indexes = new LinkedHashSet<>();
        Deque<String> toRead = new ArrayDeque<>(List.of("/llms.txt", "/fr/llms.txt"));
        while (!toRead.isEmpty() && indexes.size() < 1_000) {
            String path = toRead.pop();
            if (!indexes.add(path)) {
                continue;
            }
            HttpResponse<String> index = server.get(path);
            assertThat(index.statusCode()).as(path).isEqualTo(200);
            assertThat(index.headers().firstValue("content-type")).hasValue("text/markdown; charset=utf-8");
            assertThat(index.headers().firstValue("access-control-allow-origin"))
                    .hasValue("*");
            assertThat(index.body().length()).as(path).isLessThanOrEqualTo(LlmsSplit.INDEX_LIMIT);
            assertThat(index.body()).as(path).startsWith("# ");
            Matcher link = LINK.matcher(index.body());
            while (link.find()) {
                String url = link.group(1);
                assertThat(url).as(path).startsWith(base + "/");
                String target = URI.create(url).getRawPath();
                if (target.endsWith("/llms.txt")) {
                    toRead.add(target);
                } else if (target.endsWith(".md")) {
                    reached.merge(target, 1, Integer::sum);
                } else if (target.equals("/")
                        || target.equals("/fr")
                        || server.site().has(target.replaceFirst("^/fr/", "/"))) {
                    fail(path, url);
                }
            }
        }
        assertThat(indexes).contains("/publications/llms.txt", "/publications/2010/llms.txt");
        assertThat(server.get("/llms.txt").body())
                .contains("- [Publications (" + server.site().publications().size() + ")](" + base
                        + "/publications/llms.txt): ");
        for (Publication publication : server.site().publications()) {
            assertThat(reached.get(publication.path() + ".md"))
                    .as(publication.path())
                    .isEqualTo(1);
        }
        for (String twin : reached.keySet()) {
            assertThat(server.get(twin).statusCode()).as(twin).isEqualTo(200);
        }
    }

    /**
     * docs/decisions.md §5.20: {@code /sitemap.md} links the publications' own index, as {@code
     * /llms.txt} does, instead of listing 1,500 more publications, and stays within the limit; each
     * of its links answers 200.
     */
    @Test
    void theMarkdownSitemapLinksTheFamilyIndexAndStaysUnderTheLimit() {
        String base = server.baseUrl();
        HttpResponse<String> sitemap = server.get("/sitemap.md");
        assertThat(sitemap.statusCode()).isEqualTo(200);
        assertThat(sitemap.body().length()).isLessThanOrEqualTo(LlmsSplit.INDEX_LIMIT);
        assertThat(sitemap.body().length())
                .isLessThanOrEqualTo(server.get("/llms.txt").body().length());
        assertThat(sitemap.body())
                .contains("- [Publications (" + server.site().publications().size() + ")](" + base
                        + "/publications/llms.txt)")
                .doesNotContain("/publications/bulk-note-1.md");
        Matcher link = LINK.matcher(sitemap.body());
        int links = 0;
        while (link.find()) {
            links++;
            String target = URI.create(link.group(1)).getRawPath();
            assertThat(server.get(target).statusCode()).as(target).isEqualTo(200);
        }
        assertThat(links).isGreaterThan(10);
    }

    /** A page linked by its HTML address rather than its twin. */
    private static void fail(String index, String url) {
        throw new AssertionError(index + " links " + url + ", a page's HTML address, not its Markdown twin");
    }

    @Test
    void everyFullTextDocumentStaysUnder4MbAndTogetherTheyHoldEveryPageOnce() {
        String base = server.baseUrl();
        Set<String> documents = new LinkedHashSet<>();
        Deque<String> toRead = new ArrayDeque<>(List.of("/llms-full.txt"));
        List<String> sources = new ArrayList<>();
        while (!toRead.isEmpty() && documents.size() < 1_000) {
            String path = toRead.pop();
            if (!documents.add(path)) {
                continue;
            }
            HttpResponse<byte[]> response = server.getBytes(path);
            assertThat(response.statusCode()).as(path).isEqualTo(200);
            assertThat(response.headers().firstValue("content-type")).hasValue("text/markdown; charset=utf-8");
            assertThat((long) response.body().length).as(path).isLessThanOrEqualTo(LlmsSplit.FULL_LIMIT);
            String text = new String(response.body(), StandardCharsets.UTF_8);
            Matcher link = LINK.matcher(text);
            while (link.find()) {
                // A destination may be written in angle brackets (an event's registration link).
                String target =
                        URI.create(link.group(1).replaceAll("^<(.*)>$", "$1")).getRawPath();
                if (target != null && target.endsWith("/llms-full.txt") && !target.startsWith("/fr/")) {
                    toRead.add(target);
                }
            }
            Matcher source = Pattern.compile("^Source: " + Pattern.quote(base) + "(\\S+) ", Pattern.MULTILINE)
                    .matcher(text);
            while (source.find()) {
                sources.add(source.group(1));
            }
        }
        assertThat(documents).contains("/publications/llms-full.txt");
        assertThat(documents.size()).isGreaterThan(2);
        assertThat(sources).doesNotHaveDuplicates();
        for (Publication publication : server.site().publications()) {
            assertThat(sources).as(publication.path()).contains(publication.path());
        }
    }
}
