package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.Site;
import com.firmsite.testing.TestServer;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Every page of the sample firm is reachable from the home page by following links. */
class SiteLinksTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    @Test
    void everyPageOfTheSampleFirmIsReachableFromTheHomePage() throws Exception {
        Set<String> reached = crawl("/");
        Site site = TestServer.sampleSite();
        Set<String> expected = new HashSet<>(site.plainPages().keySet());
        site.practiceAreas().forEach(a -> expected.add(a.path()));
        site.team().forEach(l -> expected.add(l.path()));
        site.publications().forEach(p -> expected.add(p.path()));
        assertThat(reached).containsAll(expected);
    }

    @Test
    void everyInternalLinkOnEveryPageResolves() {
        for (String page : crawl("/")) {
            Document html = Jsoup.parse(server.get(page).body(), server.origin() + page);
            for (Element link : html.select("a[href^=/], link[href^=/]")) {
                String href = link.attr("href").replaceFirst("#.*$", "");
                assertThat(server.get(href).statusCode())
                        .as(page + " links to " + href)
                        .isEqualTo(200);
            }
        }
    }

    /** Breadth-first over same-site HTML pages, bounded by the site's size. */
    private static Set<String> crawl(String start) {
        Set<String> seen = new HashSet<>(List.of(start));
        Deque<String> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty() && seen.size() < 1000) {
            String path = queue.poll();
            var response = server.get(path);
            if (response.statusCode() != 200
                    || !response.headers().firstValue("content-type").orElse("").startsWith("text/html")) {
                continue;
            }
            for (Element link : Jsoup.parse(response.body()).select("a[href^=/]")) {
                String href = link.attr("href").replaceFirst("[#?].*$", "");
                if (!href.isEmpty() && !href.contains(".") && seen.add(href)) {
                    queue.add(href);
                }
            }
        }
        return seen;
    }
}
