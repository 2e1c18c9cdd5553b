package com.firmsite.quality;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 20 over HTTP, on every page of the sample firm: each {@code <img>} says its size and what
 * it shows and offers WebP among its widths; only a page's main image is fetched eagerly; every
 * width a page offers answers with its type and a year-long cache, at the size it claims.
 */
@ExtendWith(SampleSite.class)
class ImagesInPagesTest {

    private static boolean isSvg(Element img) {
        return img.attr("src").endsWith(".svg");
    }

    @Test
    void everyImageOnEveryPageHasAltWidthHeightAndWebpWidthsAndOnlyTheMainImageIsEager() {
        int pictures = 0;
        for (String path : SampleSite.htmlPagesAndNotFound()) {
            Document page = SampleSite.html(path);
            for (Element img : page.select("img")) {
                String where = path + " " + img.outerHtml();
                assertThat(img.hasAttr("alt")).as(where).isTrue();
                assertThat(img.attr("width")).as(where).matches("[1-9][0-9]*");
                assertThat(img.attr("height")).as(where).matches("[1-9][0-9]*");
                if (img.closest("main") == null) {
                    continue; // the site's frame (the brand mark): not content
                }
                assertThat(img.attr("alt")).as(where).isNotBlank();
                if (!isSvg(img)) {
                    pictures++;
                    assertThat(img.attr("srcset")).as(where).isNotBlank();
                    assertThat(img.attr("sizes")).as(where).isNotBlank();
                    Element picture = img.parent();
                    boolean webp = img.attr("srcset").contains(".webp ")
                            || (picture != null
                                    && picture.is("picture")
                                    && !picture.select("source[type=image/webp][srcset][sizes]")
                                            .isEmpty());
                    assertThat(webp).as(where + ": WebP offered").isTrue();
                }
                if (img.attr("fetchpriority").equals("high")) {
                    assertThat(img.hasAttr("loading"))
                            .as(where + ": the main image is not lazy")
                            .isFalse();
                } else {
                    assertThat(img.attr("loading")).as(where).isEqualTo("lazy");
                    assertThat(img.attr("decoding")).as(where).isEqualTo("async");
                }
            }
            assertThat(page.select("img[fetchpriority=high]"))
                    .as(path + ": one main image at most")
                    .hasSizeLessThanOrEqualTo(1);
        }
        assertThat(pictures).as("images in the pages of the sample firm").isGreaterThan(50);
    }

    @Test
    void portraitsArticleImagesAndOfficePhotosAreWhereVisitorsLookForThem() {
        var site = SampleSite.server().site();
        Document team = SampleSite.html("/team");
        for (var lawyer : site.team()) {
            assertThat(team.select("img[alt=" + lawyer.name() + "][srcset*=/images/team/]"))
                    .as("/team: " + lawyer.name())
                    .hasSize(1);
            Element main = SampleSite.html(lawyer.path()).selectFirst("img[fetchpriority=high]");
            assertThat(main)
                    .as(lawyer.path() + ": the portrait is the main image")
                    .isNotNull();
            assertThat(main.attr("alt")).isEqualTo(lawyer.name());
        }
        for (var area : site.practiceAreas()) {
            assertThat(SampleSite.html(area.path()).select("img[srcset*=/images/team/]"))
                    .as(area.path())
                    .hasSize(site.lawyersIn(area).size());
        }
        var illustrated =
                site.publications().stream().filter(p -> p.image().isPresent()).toList();
        assertThat(illustrated).hasSizeGreaterThanOrEqualTo(3);
        Document index = SampleSite.html("/publications");
        for (var publication : illustrated) {
            String alt = publication.image().orElseThrow().alt();
            Element main = SampleSite.html(publication.path()).selectFirst("img[fetchpriority=high]");
            assertThat(main).as(publication.path()).isNotNull();
            assertThat(main.attr("alt")).isEqualTo(alt);
            assertThat(index.select("li:has(a[href=" + publication.path() + "]) img[srcset*=/images/publications/]"))
                    .as("/publications card of " + publication.slug())
                    .hasSize(1);
        }
        Document contact = SampleSite.html("/contact");
        for (var office : site.firm().offices()) {
            assertThat(contact.select("#office-" + office.slug() + " img[srcset*=/images/offices/]"))
                    .as(office.slug())
                    .hasSize(1);
        }
    }

    @Test
    void everyWidthAPageOffersAnswersWithItsTypeAYearLongCacheAndItsDeclaredSize() throws IOException {
        Map<String, Element> candidates = new LinkedHashMap<>();
        for (String path : SampleSite.htmlPages()) {
            for (Element element : SampleSite.html(path).select("main img[srcset], main source[srcset]")) {
                for (String candidate : element.attr("srcset").split(",", -1)) {
                    candidates.putIfAbsent(
                            candidate.strip(),
                            element.is("img") ? element : element.parent().selectFirst("img"));
                }
            }
        }
        assertThat(candidates).hasSizeGreaterThan(40);
        List<String> checked = new ArrayList<>();
        for (Map.Entry<String, Element> entry : candidates.entrySet()) {
            String[] parts = entry.getKey().split(" ", -1);
            String url = parts[0];
            int width = Integer.parseInt(parts[1].replace("w", ""));
            HttpResponse<byte[]> response = SampleSite.server().getBytes(url);
            assertThat(response.statusCode()).as(url).isEqualTo(200);
            String type = url.endsWith(".webp") ? "image/webp" : url.endsWith(".png") ? "image/png" : "image/jpeg";
            assertThat(response.headers().firstValue("Content-Type")).as(url).contains(type);
            assertThat(response.headers().firstValue("Cache-Control"))
                    .as(url)
                    .contains("public, max-age=31536000, immutable");
            assertThat(response.headers().firstValue("ETag").orElseThrow())
                    .as(url)
                    .matches("\"[^\"]+\"");
            BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(response.body()));
            assertThat(decoded).as(url).isNotNull();
            assertThat(decoded.getWidth())
                    .as(url + ": the width its descriptor says")
                    .isEqualTo(width);
            // The img's width and height attributes give the ratio every candidate has (no layout shift).
            Element img = entry.getValue();
            double declared = Double.parseDouble(img.attr("height")) / Double.parseDouble(img.attr("width"));
            assertThat((double) decoded.getHeight())
                    .as(url + ": height at the declared ratio")
                    .isCloseTo(decoded.getWidth() * declared, org.assertj.core.data.Offset.offset(1.0));
            checked.add(url);
        }
        assertThat(checked.stream().filter(url -> url.endsWith(".webp")))
                .as("WebP widths")
                .isNotEmpty();
    }

    @Test
    void agentsAndLinkPreviewsGetTheOriginalsAbsoluteUrlsWithTheirSizes() throws Exception {
        var server = SampleSite.server();
        String base = server.baseUrl();
        var json = new com.fasterxml.jackson.databind.ObjectMapper();
        var lawyer = server.site().lawyer("margaret-hale").orElseThrow();
        String portrait = base + lawyer.photo().orElseThrow().path();
        BufferedImage original = ImageIO.read(new ByteArrayInputStream(
                server.getBytes(lawyer.photo().orElseThrow().path()).body()));

        // The Markdown twin, which get_team_member returns, shows the portrait at its absolute URL.
        assertThat(server.get(lawyer.path() + ".md").body()).contains("![Margaret Hale](" + portrait + ")");
        // JSON-LD Person.image: an ImageObject with the original's size.
        Document page = SampleSite.html(lawyer.path());
        var person = json.readTree(page.select("script[type=application/ld+json]").stream()
                .filter(script -> script.data().contains("\"Person\""))
                .findFirst()
                .orElseThrow()
                .data());
        assertThat(person.at("/image/@type").asText()).isEqualTo("ImageObject");
        assertThat(person.at("/image/url").asText()).isEqualTo(portrait);
        assertThat(person.at("/image/width").asInt()).isEqualTo(original.getWidth());
        assertThat(person.at("/image/height").asInt()).isEqualTo(original.getHeight());
        // Link previews: the portrait, with its size.
        assertThat(page.select("meta[property=og:image]").attr("content")).isEqualTo(portrait);
        assertThat(page.select("meta[property=og:image:width]").attr("content"))
                .isEqualTo(Integer.toString(original.getWidth()));
        assertThat(page.select("meta[name=twitter:image]").attr("content")).isEqualTo(portrait);
        // The WebMCP data lists the portrait, for search_team: in the team's shards, which the core
        // document names (docs/decisions.md §6.5).
        var data = json.readTree(server.get("/assets/webmcp-data.json").body());
        List<String> photos = new java.util.ArrayList<>(data.findValuesAsText("photo"));
        for (var shard : data.at("/shards/team/paths")) {
            photos.addAll(json.readTree(server.get(shard.asText()).body()).findValuesAsText("photo"));
        }
        assertThat(photos).contains(lawyer.photo().orElseThrow().path());

        var publication = server.site().publications().stream()
                .filter(p -> p.image().isPresent())
                .findFirst()
                .orElseThrow();
        String image = base + publication.image().orElseThrow().path();
        assertThat(server.get(publication.path() + ".md").body())
                .contains("![" + publication.image().orElseThrow().alt() + "](" + image + ")");
        Document article = SampleSite.html(publication.path());
        var articleData = json.readTree(article.select("script[type=application/ld+json]").stream()
                .filter(script -> script.data().contains("\"Article\""))
                .findFirst()
                .orElseThrow()
                .data());
        assertThat(articleData.at("/image/url").asText()).isEqualTo(image);
        assertThat(articleData.at("/image/width").asInt()).isPositive();
        assertThat(articleData.at("/image/height").asInt()).isPositive();
        assertThat(article.select("meta[property=og:image]").attr("content")).isEqualTo(image);

        // A body image in a twin: its alt and the original's absolute URL.
        assertThat(server.get("/about/history.md").body()).contains("](" + base + "/images/offices/boston.jpg)");
        // The firm as LegalService: a logo and an image; each office with its photo.
        var firm = json.readTree(SampleSite.html("/").select("script[type=application/ld+json]").stream()
                .filter(script -> script.data().contains("\"LegalService\""))
                .findFirst()
                .orElseThrow()
                .data());
        assertThat(firm.at("/logo").asText()).startsWith(base + "/");
        assertThat(firm.at("/image").asText()).startsWith(base + "/");
        assertThat(firm.at("/department/0/image/url").asText()).startsWith(base + "/images/offices/");
    }
}
