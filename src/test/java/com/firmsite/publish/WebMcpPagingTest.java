package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Publication;
import com.firmsite.testing.Chromium;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tools whose results grow with the firm answer one page at a time and say how to ask for the
 * next (the contract's "lists and search at any size", docs/decisions.md §6.5): an agent that follows what each page says
 * reads every match once, through Chromium's own WebMCP. The sample firm with 45 more publications
 * by Thomas Lowe makes his results three pages of 20, and the list of pages more than one of 60.
 */
class WebMcpPagingTest {
    private static final int ADDED = 45;

    @TempDir
    static Path dir;

    @RegisterExtension
    static final TestServer server = TestServer.builder()
            .content(() -> {
                Path content = ContentFolder.copyOfSample(dir);
                for (int i = 1; i <= ADDED; i++) {
                    ContentFolder.writePublication(
                            content,
                            "paging-note-" + i,
                            "Paging note number " + i,
                            "2024-%02d-%02d".formatted(1 + i % 12, 1 + i % 28),
                            "",
                            "A short note.");
                }
                return content;
            })
            .extension();

    private static Chromium browser;
    private static NativeWebMcp webMcp;

    @BeforeAll
    static void start() {
        browser = Chromium.launch(NativeWebMcp.FLAG);
        webMcp = new NativeWebMcp(browser);
    }

    @AfterAll
    static void stop() {
        browser.close();
    }

    @Test
    void followingTheNextPageReadsEveryPublicationOnce() {
        browser.open(server.baseUrl() + "/");
        List<String> expected = server.site().publications().stream()
                .filter(p -> p.authors().contains("thomas-lowe"))
                .map(Publication::title)
                .toList();
        assertThat(expected).hasSizeGreaterThan(40);
        int pages = (expected.size() + 19) / 20;

        List<String> read = new ArrayList<>();
        Integer page = null;
        for (int n = 1; n <= pages; n++) {
            Map<String, Object> input = new HashMap<>(Map.of("author", "thomas-lowe"));
            if (page != null) {
                input.put("page", page);
            }
            String text = webMcp.call("search_publications", input).text();
            List<String> headings = NativeWebMcp.headings(text);
            read.addAll(headings);
            int from = (n - 1) * 20 + 1;
            int to = Math.min(n * 20, expected.size());
            assertThat(text).contains("Showing " + from + " to " + to + ", page " + n + " of " + pages + ".");
            assertThat(headings).hasSize(to - from + 1);
            List<String> next = NativeWebMcp.groups(
                    text,
                    "For the next ones, call search_publications again with the same arguments and page (\\d+)\\.");
            if (n < pages) {
                assertThat(next).containsExactly(String.valueOf(n + 1));
                page = Integer.valueOf(next.get(0));
            } else {
                assertThat(next).isEmpty();
            }
        }
        assertThat(read).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(webMcp.call("search_publications", Map.of("author", "thomas-lowe", "page", pages + 1))
                        .text())
                .contains("There is no page " + (pages + 1) + " of these results: they have " + pages + ".");
        assertThat(browser.consoleErrors()).as("console errors").isEmpty();
    }

    @Test
    void theListOfPagesComesInPagesThatCoverEveryPage() {
        browser.open(server.baseUrl() + "/");
        String first = webMcp.call("list_pages", Map.of()).text();
        // Pages of 60: as many as the count it states (over 100 with the notes added) needs.
        Matcher count = Pattern.compile("\\n(\\d+) pages\\. ").matcher(first);
        assertThat(count.find()).as("the number of pages stated").isTrue();
        int pages = (Integer.parseInt(count.group(1)) + 59) / 60;
        assertThat(pages).isGreaterThanOrEqualTo(2);
        StringBuilder all = new StringBuilder(first);
        for (int n = 1; n <= pages; n++) {
            String text = n == 1
                    ? first
                    : webMcp.call("list_pages", Map.of("page", n)).text();
            assertThat(text).contains("page " + n + " of " + pages + ".");
            if (n < pages) {
                assertThat(text).contains("call list_pages again with the same arguments and page " + (n + 1) + ".");
            } else {
                assertThat(text).doesNotContain("For the next ones");
            }
            all.append(text);
        }
        IntStream.rangeClosed(1, ADDED)
                .forEach(
                        i -> assertThat(all).contains("(" + server.baseUrl() + "/publications/paging-note-" + i + ")"));
        assertThat(browser.consoleErrors()).as("console errors").isEmpty();
    }

    /** Shards are cut in order and each stays under SHARD_BYTES, however many and large the items. */
    @Test
    void shardsKeepTheOrderAndStayUnderTheirSize() throws Exception {
        ObjectMapper json = new ObjectMapper();
        List<ObjectNode> items = IntStream.range(0, 3000)
                .mapToObj(i -> json.createObjectNode().put("n", i).put("text", "é".repeat(100 + i % 900)))
                .toList();
        List<List<byte[]>> shards = WebMcpData.shards(items);
        assertThat(shards).hasSizeGreaterThan(3);
        List<ObjectNode> read = new ArrayList<>();
        for (List<byte[]> shard : shards) {
            byte[] served = WebMcpData.shardDocument(shard);
            ObjectNode document = (ObjectNode) json.readTree(served);
            document.withArray("items").forEach(item -> read.add((ObjectNode) item));
            // The document as Jackson writes the same object, byte for byte.
            assertThat(served).isEqualTo(json.writeValueAsBytes(document));
            assertThat(served.length).isLessThanOrEqualTo(WebMcpData.SHARD_BYTES + 16);
        }
        assertThat(read).containsExactlyElementsOf(items);
    }
}
