package com.firmsite.publish;

import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * The document a printable biography is laid out from: the lawyer's page without the site around
 * it, built as a DOM (so every text is escaped by construction) and handed to {@link PdfWriter}.
 * Links are absolute, since a PDF has no site to be relative to; body images are left out (the
 * portrait is the biography's image), their alternative text kept.
 */
final class BiographyPage {
    /** How many of the member's publications the biography lists, newest first. */
    static final int RECENT_PUBLICATIONS = 10;

    /**
     * A JPEG or PNG portrait to embed, with its alternative text.
     *
     * @param url the variant's URL, a digest of its bytes: what identifies it (a record compares arrays by identity)
     */
    record Portrait(String mediaType, byte[] bytes, String alt, String url) {}

    private final LanguageLinks links;
    private final Site site;
    private final String baseUrl;
    private final Document document = Document.createShell("");
    private final Element body = document.body();

    private BiographyPage(LanguageLinks links, String baseUrl) {
        this.links = links;
        this.site = links.site();
        this.baseUrl = baseUrl;
    }

    /** The document of {@code lawyer}'s biography; {@code bodyHtml} is their biography as HTML. */
    static Document of(
            LanguageLinks links, String baseUrl, Lawyer lawyer, String bodyHtml, Optional<Portrait> portrait) {
        Site site = links.site();
        BiographyPage page = new BiographyPage(links, baseUrl);
        page.head(lawyer);
        page.header(lawyer, portrait);
        page.contact(lawyer);
        page.facts(lawyer);
        page.section("biography").append(page.absolute(bodyHtml));
        page.publications(site.publicationsBy(lawyer));
        page.body.appendElement("footer").appendElement("p").text(site.firm().legalNotice());
        return page.document;
    }

    private void head(Lawyer lawyer) {
        document.outputSettings().syntax(Document.OutputSettings.Syntax.xml);
        document.selectFirst("html").attr("lang", site.firm().language());
        Element head = document.head();
        head.appendElement("title").text(lawyer.name() + " – " + site.firm().name());
        head.appendElement("meta")
                .attr("name", "author")
                .attr("content", site.firm().name());
        head.appendElement("meta").attr("name", "subject").attr("content", lawyer.description());
        head.appendElement("style").appendText(BiographyStyle.css(site.firm()));
    }

    private void header(Lawyer lawyer, Optional<Portrait> portrait) {
        Element header = body.appendElement("header");
        portrait.ifPresent(image -> header.appendElement("img")
                .attr("class", "portrait")
                .attr("alt", image.alt())
                .attr(
                        "src",
                        "data:" + image.mediaType() + ";base64,"
                                + Base64.getEncoder().encodeToString(image.bytes())));
        header.appendElement("h1").text(lawyer.name());
        Office office = office(lawyer);
        header.appendElement("p")
                .attr("class", "lead")
                .text(site.role(lawyer.role()) + ", " + site.firm().name() + " – " + office.name());
        header.appendElement("p").text(lawyer.description());
    }

    private void contact(Lawyer lawyer) {
        Element list = section("contact").appendElement("dl");
        fact(list, "email")
                .appendElement("a")
                .attr("href", "mailto:" + lawyer.email())
                .text(lawyer.email());
        if (!lawyer.phone().isEmpty()) {
            fact(list, "telephone")
                    .appendElement("a")
                    .attr("href", "tel:" + lawyer.phone().replace(" ", ""))
                    .text(lawyer.phone());
        }
        Office office = office(lawyer);
        fact(list, "office").text(office.name() + ", " + office.singleLineAddress());
        String page = baseUrl + links.own(lawyer.path());
        fact(list, "webPage").appendElement("a").attr("href", page).text(page);
    }

    private void facts(Lawyer lawyer) {
        List<PracticeArea> areas = lawyer.practiceAreas().stream()
                .flatMap(slug -> site.practiceArea(slug).stream())
                .toList();
        if (!areas.isEmpty()) {
            Element list = section("practiceAreas").appendElement("ul");
            areas.forEach(area -> list.appendElement("li").text(area.title()));
        }
        items(
                "barAdmissions",
                lawyer.admissions().stream()
                        .map(admission -> admission.jurisdiction() + ", " + admission.year())
                        .toList());
        items(
                "education",
                lawyer.education().stream()
                        .map(degree -> degree.degree() + ", " + degree.school() + ", " + degree.year())
                        .toList());
        items("languages", lawyer.languages());
    }

    private void publications(List<Publication> all) {
        if (all.isEmpty()) {
            return;
        }
        Element list = section("publications").appendElement("ul");
        all.stream().limit(RECENT_PUBLICATIONS).forEach(publication -> {
            Element item = list.appendElement("li");
            item.appendElement("a")
                    .attr("href", baseUrl + links.href(publication.path()))
                    .text(publication.title());
            item.appendText(" – " + site.publicationType(publication.type()) + ", "
                    + site.strings().date(publication.date()));
        });
    }

    /** A new section headed by the interface string {@code key} (callers leave out an empty one: docs/decisions.md §1.9). */
    private Element section(String key) {
        Element section = body.appendElement("section");
        section.appendElement("h2").text(site.strings().text(key));
        return section;
    }

    private void items(String key, List<String> items) {
        if (!items.isEmpty()) {
            Element list = section(key).appendElement("ul");
            items.forEach(item -> list.appendElement("li").text(item));
        }
    }

    private Element fact(Element list, String key) {
        list.appendElement("dt").text(site.strings().text(key));
        return list.appendElement("dd");
    }

    private Office office(Lawyer lawyer) {
        return site.firm()
                .office(lawyer.office())
                .orElseThrow(() -> new IllegalStateException(lawyer.path() + ": no office " + lawyer.office()));
    }

    /** The biography's HTML with site paths made absolute and images replaced by their alternative text. */
    private String absolute(String html) {
        Element fragment = org.jsoup.Jsoup.parseBodyFragment(html, baseUrl).body();
        fragment.select("a[href^=/]").forEach(link -> link.attr("href", baseUrl + link.attr("href")));
        fragment.select("img").forEach(image -> image.replaceWith(new org.jsoup.nodes.TextNode(image.attr("alt"))));
        return fragment.html();
    }
}
