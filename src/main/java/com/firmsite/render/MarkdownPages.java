package com.firmsite.render;

import com.firmsite.content.Firm;
import com.firmsite.content.ImageRef;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.Page;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.render.Listings.AreaItem;
import com.firmsite.render.Listings.MemberItem;
import com.firmsite.render.Listings.PublicationItem;
import com.firmsite.render.Listings.RoleGroup;
import com.firmsite.render.Listings.YearGroup;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The Markdown counterpart of every page: the same heading outline and facts as the HTML (tables
 * where the HTML has them), with absolute links, ending with the firm's legal notice.
 */
final class MarkdownPages {
    private final Site site;
    private final String baseUrl;
    private final Listings listings;

    MarkdownPages(Site site, String baseUrl, Listings listings) {
        this.site = site;
        this.baseUrl = baseUrl;
        this.listings = listings;
    }

    String home(Page page, String body, List<PublicationItem> latest) {
        Firm firm = site.firm();
        StringBuilder md =
                heading(firm.name()).append("> ").append(firm.tagline()).append("\n\n");
        md.append(body).append("\n\n## At a glance\n\n");
        firm.founded().ifPresent(year -> md.append("- Founded: ").append(year).append('\n'));
        md.append("- Offices: ")
                .append(firm.offices().stream().map(Office::name).collect(Collectors.joining(", ")))
                .append('\n');
        md.append("- Team: ").append(site.team().size()).append(" lawyers and paralegals\n");
        md.append("- Practice areas: ").append(site.practiceAreas().size()).append('\n');
        md.append("- Telephone: ")
                .append(firm.phone())
                .append("\n- E-mail: ")
                .append(firm.email())
                .append("\n\n## Practice areas\n\n");
        for (AreaItem item : listings.areas()) {
            md.append("### ")
                    .append(link(item.area().title(), item.area().path()))
                    .append("\n\n")
                    .append(item.area().description())
                    .append("\n\n");
        }
        md.append("## Latest publications\n\n");
        latest.forEach(item -> md.append(publicationEntry(item, "###")));
        md.append(link("All publications", "/publications")).append("\n\n## Our offices\n\n");
        for (Office office : firm.offices()) {
            md.append("### ")
                    .append(office.name())
                    .append("\n\n")
                    .append(office.singleLineAddress())
                    .append("  \nTelephone: ")
                    .append(office.phone())
                    .append("  \nHours: ")
                    .append(office.hours())
                    .append("\n\n");
        }
        return finish(md.append(link("Contact details and directions", "/contact")));
    }

    String plain(String title, String description, String body) {
        return plain(title, description, body, List.of());
    }

    /** A page with, when it heads a folder, the list of the pages in it. */
    String plain(String title, String description, String body, List<Page> children) {
        StringBuilder md = heading(title).append(description).append("\n\n").append(body);
        if (!children.isEmpty()) {
            blankLine(md).append("## In this section\n\n");
            children.forEach(child -> md.append("- ")
                    .append(link(child.title(), child.path()))
                    .append(": ")
                    .append(child.description())
                    .append('\n'));
        }
        return finish(md);
    }

    String contact(Page page, String body) {
        Firm firm = site.firm();
        StringBuilder md = heading(page.title());
        md.append("Telephone: ")
                .append(firm.phone())
                .append("  \nE-mail: ")
                .append(firm.email())
                .append("\n\n## Our offices\n\n");
        md.append("| Office | Address | Telephone | E-mail | Hours |\n| --- | --- | --- | --- | --- |\n");
        for (Office office : firm.offices()) {
            md.append("| ")
                    .append(cell(office.name()))
                    .append(" | ")
                    .append(cell(office.singleLineAddress()))
                    .append(" | ")
                    .append(cell(office.phone()))
                    .append(" | ")
                    .append(cell(office.email()))
                    .append(" | ")
                    .append(cell(office.hours()))
                    .append(" |\n");
        }
        for (Office office : firm.offices()) {
            md.append("\n### ")
                    .append(office.name())
                    .append("\n\n")
                    .append(image(office.photo()))
                    .append(office.singleLineAddress())
                    .append("\n\n")
                    .append("- Telephone: ")
                    .append(office.phone())
                    .append("\n- E-mail: ")
                    .append(office.email())
                    .append("\n- Hours: ")
                    .append(office.hours())
                    .append("\n- Getting here: ")
                    .append(office.directions())
                    .append('\n');
        }
        return finish(md.append('\n').append(body));
    }

    String practiceAreas(Page page, String body) {
        StringBuilder md = heading(page.title()).append(body).append("\n\n");
        for (AreaItem item : listings.areas()) {
            md.append("## ")
                    .append(link(item.area().title(), item.area().path()))
                    .append("\n\n")
                    .append(item.area().description())
                    .append("\n\n")
                    .append(count(item.people(), "person", "people"))
                    .append(", ")
                    .append(count(item.publications(), "publication", "publications"))
                    .append("\n\n");
        }
        return finish(md);
    }

    String practiceArea(PracticeArea area, String body) {
        StringBuilder md =
                heading(area.title()).append(area.description()).append("\n\n").append(body);
        md.append("\n\n## Our ").append(area.title()).append(" team\n\n");
        listings.members(site.lawyersIn(area))
                .forEach(m -> md.append("- ").append(memberLine(m)).append('\n'));
        List<PublicationItem> publications = listings.publications(site.publicationsIn(area));
        if (!publications.isEmpty()) {
            md.append("\n## Publications\n\n");
            publications.forEach(
                    item -> md.append("- ").append(publicationLine(item)).append('\n'));
            md.append('\n')
                    .append(link("All " + area.title() + " publications", PublicationFilters.path(area)))
                    .append('\n');
            md.append('\n')
                    .append(subscribe(area.title() + " publications", AtomFeeds.path(area)))
                    .append('\n');
        }
        return finish(md);
    }

    String team(Page page, String body) {
        StringBuilder md = heading(page.title()).append(body).append("\n\n");
        for (RoleGroup group : listings.byRole()) {
            md.append("## ").append(group.heading()).append("\n\n");
            for (MemberItem member : group.members()) {
                Lawyer lawyer = member.lawyer();
                md.append("### ")
                        .append(link(lawyer.name(), lawyer.path()))
                        .append("\n\n")
                        .append(image(lawyer.photo()))
                        .append(lawyer.role())
                        .append(", ")
                        .append(member.office().name())
                        .append(" office. ")
                        .append(lawyer.description())
                        .append("\n\n- Practice areas: ")
                        .append(areaLinks(member.areas()))
                        .append("\n- E-mail: ")
                        .append(lawyer.email())
                        .append("\n- Telephone: ")
                        .append(lawyer.phone())
                        .append("\n\n");
            }
        }
        return finish(md);
    }

    String lawyer(Lawyer lawyer, String body) {
        MemberItem member = listings.member(lawyer);
        Office office = member.office();
        StringBuilder md = heading(lawyer.name())
                .append(image(lawyer.photo()))
                .append(lawyer.role())
                .append(", ")
                .append(office.name())
                .append(" office\n\n");
        md.append(lawyer.description())
                .append("\n\n## Biography\n\n")
                .append(body)
                .append("\n\n");
        List<PublicationItem> publications = listings.publications(site.publicationsBy(lawyer));
        if (!publications.isEmpty()) {
            md.append("## Publications\n\n");
            publications.forEach(
                    item -> md.append("- ").append(publicationLine(item)).append('\n'));
            md.append('\n');
        }
        md.append("## Contact\n\n- E-mail: ")
                .append(lawyer.email())
                .append("\n- Telephone: ")
                .append(lawyer.phone())
                .append("\n- Office: ")
                .append(link(office.name(), "/contact"))
                .append(", ")
                .append(office.singleLineAddress())
                .append("\n\n");
        md.append("## Practice areas\n\n");
        member.areas()
                .forEach(area ->
                        md.append("- ").append(link(area.title(), area.path())).append('\n'));
        if (!lawyer.admissions().isEmpty()) {
            md.append("\n## Bar admissions\n\n| Jurisdiction | Year |\n| --- | --- |\n");
            lawyer.admissions()
                    .forEach(a -> md.append("| ")
                            .append(cell(a.jurisdiction()))
                            .append(" | ")
                            .append(a.year())
                            .append(" |\n"));
        }
        md.append("\n## Education\n\n");
        lawyer.education()
                .forEach(e -> md.append("- ")
                        .append(e.degree())
                        .append(", ")
                        .append(e.school())
                        .append(", ")
                        .append(e.year())
                        .append('\n'));
        md.append("\n## Languages\n\n");
        lawyer.languages().forEach(language -> md.append("- ").append(language).append('\n'));
        return finish(md);
    }

    String publications(
            String title,
            String lead,
            String intro,
            String feedPath,
            PublicationFilters filters,
            List<YearGroup> years) {
        StringBuilder md = heading(title);
        if (!lead.isEmpty()) {
            md.append(lead).append("\n\n");
        }
        md.append(intro)
                .append("\n\n")
                .append(subscribe("these publications", feedPath))
                .append("\n\n## Browse by practice area\n\n");
        for (PublicationFilters.Filter filter : filters.filters()) {
            md.append("- ")
                    .append(link(filter.label(), filter.path()))
                    .append(" (")
                    .append(filter.count())
                    .append(')')
                    .append(filters.ariaCurrent(filter) == null ? "" : " (this page)")
                    .append('\n');
        }
        if (years.isEmpty()) {
            md.append("\nThere are no publications in this practice area yet.\n");
        }
        for (YearGroup year : years) {
            blankLine(md).append("## ").append(year.year()).append("\n\n");
            year.items().forEach(item -> md.append(publicationEntry(item, "###")));
        }
        return finish(md);
    }

    /** The visible "Subscribe" line of the HTML pages, with the feed's absolute URL. */
    private String subscribe(String what, String feedPath) {
        return link("Subscribe to " + what, feedPath) + " (Atom feed, for any feed reader)";
    }

    String publication(Publication publication, String body) {
        PublicationItem item = listings.publication(publication);
        StringBuilder md = heading(publication.title());
        String byline = item.authors().isEmpty()
                ? item.firmName()
                : Listings.naturalList(item.authors().stream()
                        .map(l -> link(l.name(), l.path()))
                        .toList());
        md.append(publication.type())
                .append(", ")
                .append(publication.date())
                .append("  \nBy ")
                .append(byline)
                .append("\n\n> ")
                .append(publication.description())
                .append("\n\n")
                .append(image(publication.image()))
                .append(body)
                .append("\n\n");
        if (!item.authors().isEmpty()) {
            md.append("## About the authors\n\n");
            listings.members(item.authors())
                    .forEach(m -> md.append("- ").append(memberLine(m)).append('\n'));
        }
        if (!item.areas().isEmpty()) {
            blankLine(md).append("## Practice areas\n\n");
            item.areas()
                    .forEach(area -> md.append("- ")
                            .append(link(area.title(), area.path()))
                            .append(" (")
                            .append(link("more " + area.title() + " publications", PublicationFilters.path(area)))
                            .append(")\n"));
        }
        if (!publication.topics().isEmpty()) {
            blankLine(md).append("## Topics\n\n");
            publication.topics().forEach(topic -> md.append("- ").append(topic).append('\n'));
        }
        return finish(md);
    }

    String message(String title, String message) {
        StringBuilder md = heading(title).append(message).append("\n\n");
        md.append("- Home page: ").append(baseUrl).append("/\n");
        md.append("- Sitemap, every page of this site: ").append(baseUrl).append("/sitemap-index.xml\n");
        md.append("- Index for AI agents: ").append(baseUrl).append("/llms.txt\n");
        md.append("- Documentation: ").append(baseUrl).append("/docs\n");
        return finish(md);
    }

    // ---- pieces ----

    private static StringBuilder heading(String title) {
        return new StringBuilder(4096).append("# ").append(title).append("\n\n");
    }

    /** Ends {@code md} with exactly one blank line, whatever it ended with. */
    private static StringBuilder blankLine(StringBuilder md) {
        int end = md.length();
        while (end > 0 && md.charAt(end - 1) == '\n') {
            end--;
        }
        md.setLength(end);
        return md.append("\n\n");
    }

    private String finish(StringBuilder md) {
        return blankLine(md)
                .append("---\n\n")
                .append("Legal notice: ")
                .append(site.firm().legalNotice())
                .append('\n')
                .toString();
    }

    private String link(String text, String path) {
        return "[" + text.replace("[", "\\[").replace("]", "\\]") + "](" + baseUrl + path + ")";
    }

    /** An image as its own paragraph, {@code ![alt](absolute URL of the original)}; "" without one. */
    private String image(Optional<ImageRef> image) {
        return image.map(ref -> "![" + ref.alt().replace("[", "\\[").replace("]", "\\]") + "](" + baseUrl + ref.path()
                        + ")\n\n")
                .orElse("");
    }

    private String publicationEntry(PublicationItem item, String level) {
        Publication p = item.publication();
        return level + " " + link(p.title(), p.path()) + "\n\n" + p.type() + ", " + p.date() + ", by "
                + item.authorNames() + "\n\n" + p.description() + "\n\n";
    }

    private String publicationLine(PublicationItem item) {
        Publication p = item.publication();
        return link(p.title(), p.path()) + " (" + p.type() + ", " + p.date() + ")";
    }

    private String memberLine(MemberItem member) {
        return link(member.lawyer().name(), member.lawyer().path()) + ", "
                + member.lawyer().role() + ", " + member.office().name() + " office";
    }

    private String areaLinks(List<PracticeArea> areas) {
        return areas.stream().map(a -> link(a.title(), a.path())).collect(Collectors.joining(", "));
    }

    private static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    private static String cell(String text) {
        return text.replace("|", "\\|");
    }
}
