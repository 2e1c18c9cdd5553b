package com.firmsite.quality;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Never an English word on a French page (docs/decisions.md §9.12): every French page of the sample
 * firm, found in its sitemaps and fetched over HTTP as HTML and as its Markdown twin, shows none of
 * the English interface words, nor the English label of a role or publication type, outside an
 * element that says it is English ({@code lang="en"}: a link to a page not translated).
 */
@ExtendWith(SampleSite.class)
class FrenchPagesTest {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[a-zA-Z]+}");
    /** Attributes people meet too: alt texts, tooltips, accessible names, link previews. */
    private static final String READ_ATTRIBUTES =
            "[alt], [title], [aria-label], meta[name=description], meta[property^=og:]" + ", meta[name^=twitter:]";

    /** An absolute URL or a path, or a Markdown link's target: addresses, not words ({@code /fr/team}). */
    private static final Pattern URL = Pattern.compile("(https?://|(?<![\\p{L}\\p{N}])/)[^\\s)\"<>]*");

    /** An inline HTML element of a Markdown body that says it is English. */
    private static final Pattern SAID_ENGLISH =
            Pattern.compile("<([a-z]+)[^>]*\\slang=\"en[^\"]*\"[^>]*>.*?</\\1>", Pattern.DOTALL);

    private static List<Pattern> english;

    @BeforeAll
    static void readTheEnglishWords() {
        english = englishWords().stream().map(FrenchPagesTest::word).toList();
    }

    /** Every French page the sitemaps list, and the French 404 page. */
    static Stream<String> frenchPages() {
        List<String> paths = new ArrayList<>();
        for (String url : SampleSite.server().sitemapUrls()) {
            String path = URI.create(url).getPath();
            if (path.equals("/fr") || path.startsWith("/fr/")) {
                paths.add(path);
            }
        }
        paths.add("/fr" + SampleSite.MISSING_PAGE);
        return paths.stream();
    }

    @Test
    void theSitemapsListTheFrenchPages() {
        assertThat(frenchPages().toList())
                .contains("/fr", "/fr/team", "/fr/publications", "/fr/team/margaret-hale", "/fr/contact")
                .hasSizeGreaterThan(15);
    }

    @ParameterizedTest(name = "{0} (HTML) has no English word")
    @MethodSource("frenchPages")
    void theHtmlPageHasNoEnglishWord(String path) {
        HttpResponse<String> response = SampleSite.server().get(path, "Accept", "text/html");
        Document page = Jsoup.parse(response.body());
        assertThat(page.selectFirst("html").attr("lang")).isEqualTo("fr");
        // What says it is English may be English: a link to a page that is not translated.
        page.select("[lang^=en]").remove();
        List<String> read = new ArrayList<>();
        read.add(page.text());
        for (Element element : page.select(READ_ATTRIBUTES)) {
            Stream.of("alt", "title", "aria-label", "content")
                    .filter(element::hasAttr)
                    .map(element::attr)
                    .filter(value -> !value.startsWith("http"))
                    .forEach(read::add);
        }
        assertThat(englishIn(String.join("\n", read))).as(path).isEmpty();
    }

    @ParameterizedTest(name = "{0} (Markdown) has no English word")
    @MethodSource("frenchPages")
    void theMarkdownTwinHasNoEnglishWord(String path) {
        HttpResponse<String> response = SampleSite.server().get(path, "Accept", "text/markdown");
        assertThat(response.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/markdown"));
        // A body may mark an English phrase itself, with inline HTML (<span lang="en">).
        String text = SAID_ENGLISH.matcher(response.body()).replaceAll(" ");
        assertThat(englishIn(text)).as(path).isEmpty();
    }

    @Test
    void everyRoleAndPublicationTypeIsShownWithItsFrenchLabel() {
        Site site = SampleSite.server().site();
        Site french = site.translations().get("fr");
        for (Lawyer lawyer : french.team()) {
            String lead = SampleSite.html("/fr/team/" + lawyer.slug())
                    .selectFirst(".lead")
                    .text();
            assertThat(lead).as(lawyer.slug()).startsWith(french.role(lawyer.role()) + ",");
        }
        Document team = SampleSite.html("/fr/team");
        assertThat(team.select("h2").eachText())
                .containsAll(french.team().stream()
                        .map(l -> french.roleHeading(l.role()))
                        .toList());
        for (Publication publication : french.publications()) {
            String eyebrow = SampleSite.html("/fr/publications/" + publication.slug())
                    .selectFirst(".eyebrow")
                    .text();
            assertThat(eyebrow).as(publication.slug()).startsWith(french.publicationType(publication.type()));
            assertThat(SampleSite.server()
                            .get("/fr/publications/" + publication.slug(), "Accept", "text/markdown")
                            .body())
                    .contains(french.publicationType(publication.type()) + ", " + publication.date());
        }
        assertThat(french.publicationType("Firm news")).isEqualTo("Nouvelles du cabinet");
    }

    /** The English words found in {@code text}, each once with where it is; URLs are not words. */
    private static Set<String> englishIn(String withUrls) {
        String text = URL.matcher(withUrls).replaceAll(" ");
        Set<String> found = new LinkedHashSet<>();
        for (Pattern pattern : english) {
            Matcher matcher = pattern.matcher(text);
            if (matcher.find()) {
                int from = Math.max(0, matcher.start() - 40);
                int to = Math.min(text.length(), matcher.end() + 40);
                found.add(matcher.group() + " in \"" + text.substring(from, to).replace('\n', ' ') + "\"");
            }
        }
        return found;
    }

    /**
     * The English catalog's texts that French says differently, cut at their placeholders, each
     * piece of three characters or more ("and") and not also French (a word both languages share, such as
     * "publications", is no sign of English); and the English labels of the firm's roles and types.
     */
    private static Set<String> englishWords() {
        InterfaceStrings en = InterfaceStrings.english();
        InterfaceStrings fr = InterfaceStrings.builtIn("fr").orElseThrow();
        String frenchText = String.join("\n", fr.keys().stream().map(fr::text).toList());
        Set<String> words = new LinkedHashSet<>();
        for (String key : en.keys()) {
            if (en.text(key).equals(fr.text(key))) {
                continue;
            }
            for (String piece : PLACEHOLDER.splitAsStream(en.text(key)).toList()) {
                String trimmed = piece.strip();
                if (trimmed.length() >= 3 && !word(trimmed).matcher(frenchText).find()) {
                    words.add(trimmed);
                }
            }
        }
        Site site = SampleSite.server().site();
        Site french = site.translations().get("fr");
        site.firm().roles().stream()
                .filter(role -> !site.role(role).equals(french.role(role)))
                .forEach(role -> words.add(site.role(role)));
        site.firm().publicationTypes().stream()
                .filter(type -> !site.publicationType(type).equals(french.publicationType(type)))
                .forEach(type -> words.add(site.publicationType(type)));
        assertThat(words).contains("Skip to main content", "Partner", "Client alert", "Firm news", "and");
        return words;
    }

    /** {@code text} as a whole word or phrase: not part of a longer word. */
    private static Pattern word(String text) {
        return Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(text) + "(?![\\p{L}\\p{N}])");
    }
}
