package com.firmsite.render;

import com.firmsite.content.Firm;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.Page;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The Markdown counterpart of every page: the same heading outline and facts as the HTML, with
 * absolute links, ending with the firm's legal notice.
 */
final class MarkdownPages {
  private final Site site;
  private final String baseUrl;

  MarkdownPages(Site site, String baseUrl) {
    this.site = site;
    this.baseUrl = baseUrl;
  }

  /** The path of a page's Markdown twin: {@code /index.md} for the home page, else path + .md. */
  static String twinPath(String path) {
    return path.equals("/") ? "/index.md" : path + ".md";
  }

  String home(Page page, String body) {
    StringBuilder md = heading(site.firm().name());
    md.append("> ").append(site.firm().description()).append("\n\n");
    md.append(body).append("\n\n## Practice areas\n\n");
    for (PracticeArea area : site.practiceAreas()) {
      md.append("- ").append(link(area.title(), area.path())).append(": ").append(area.description()).append('\n');
    }
    md.append("\n## Latest publications\n\n");
    site.publications().stream().limit(3).forEach(p -> md.append(publicationItem(p)));
    md.append('\n').append(link("All publications", "/publications")).append('\n');
    return finish(md);
  }

  String plain(Page page, String body) {
    return finish(heading(page.title()).append(body).append('\n'));
  }

  String contact(Page page, String body) {
    Firm firm = site.firm();
    StringBuilder md = heading(page.title());
    md.append("Phone: ").append(firm.phone()).append("  \nE-mail: ").append(firm.email()).append("\n\n");
    md.append(body).append("\n\n## Offices\n\n");
    md.append("| Office | Address | Phone | E-mail | Hours |\n| --- | --- | --- | --- | --- |\n");
    for (Office office : firm.offices()) {
      md.append("| ").append(cell(office.name())).append(" | ").append(cell(office.singleLineAddress())).append(" | ")
          .append(cell(office.phone())).append(" | ").append(cell(office.email())).append(" | ").append(cell(office.hours())).append(" |\n");
    }
    for (Office office : firm.offices()) {
      md.append("\n### ").append(office.name()).append("\n\n").append(office.singleLineAddress()).append("\n\n");
      md.append("Getting here: ").append(office.directions()).append('\n');
    }
    return finish(md);
  }

  String practiceAreas(Page page, String body) {
    StringBuilder md = heading(page.title()).append(body).append("\n\n");
    for (PracticeArea area : site.practiceAreas()) {
      md.append("## ").append(area.title()).append("\n\n").append(area.description()).append("\n\n")
          .append(link("Read more", area.path())).append("\n\n");
    }
    return finish(md);
  }

  String practiceArea(PracticeArea area, String body) {
    StringBuilder md = heading(area.title()).append(area.description()).append("\n\n").append(body);
    md.append("\n\n## Our ").append(area.title()).append(" team\n\n");
    for (Lawyer lawyer : site.lawyersIn(area)) {
      md.append("- ").append(link(lawyer.name(), lawyer.path())).append(", ").append(lawyer.role().label()).append('\n');
    }
    List<Publication> publications = site.publicationsIn(area);
    if (!publications.isEmpty()) {
      md.append("\n## Publications\n\n");
      publications.forEach(p -> md.append(publicationItem(p)));
    }
    return finish(md);
  }

  String team(Page page, String body) {
    StringBuilder md = heading(page.title()).append(body).append("\n\n");
    for (Lawyer lawyer : site.team()) {
      md.append("## ").append(lawyer.name()).append("\n\n").append(lawyer.role().label()).append(", ")
          .append(officeName(lawyer)).append(" office. ").append(lawyer.description()).append("\n\n")
          .append(link("Profile", lawyer.path())).append("\n\n");
    }
    return finish(md);
  }

  String lawyer(Lawyer lawyer, String body) {
    StringBuilder md = heading(lawyer.name());
    md.append(lawyer.role().label()).append(", ").append(officeName(lawyer)).append(" office\n\n");
    md.append("- Practice areas: ")
        .append(lawyer.practiceAreas().stream().map(slug -> site.practiceArea(slug).orElseThrow())
            .map(a -> link(a.title(), a.path())).collect(Collectors.joining(", ")))
        .append('\n');
    md.append("- E-mail: ").append(lawyer.email()).append('\n');
    md.append("- Phone: ").append(lawyer.phone()).append('\n');
    md.append("- Languages: ").append(String.join(", ", lawyer.languages())).append("\n\n");
    md.append("## Biography\n\n").append(body).append("\n\n");
    if (!lawyer.admissions().isEmpty()) {
      md.append("## Bar admissions\n\n| Jurisdiction | Year |\n| --- | --- |\n");
      lawyer.admissions().forEach(a -> md.append("| ").append(cell(a.jurisdiction())).append(" | ").append(a.year()).append(" |\n"));
      md.append('\n');
    }
    md.append("## Education\n\n");
    lawyer.education().forEach(e -> md.append("- ").append(e.degree()).append(", ").append(e.school()).append(", ").append(e.year()).append('\n'));
    List<Publication> publications = site.publicationsBy(lawyer);
    if (!publications.isEmpty()) {
      md.append("\n## Publications\n\n");
      publications.forEach(p -> md.append(publicationItem(p)));
    }
    return finish(md);
  }

  String publications(Page page, String body) {
    StringBuilder md = heading(page.title()).append(body).append('\n');
    int year = Integer.MIN_VALUE;
    for (Publication publication : site.publications()) {
      if (publication.date().getYear() != year) {
        year = publication.date().getYear();
        md.append("\n## ").append(year).append("\n\n");
      }
      md.append(publicationItem(publication));
    }
    return finish(md);
  }

  String publication(Publication publication, String body) {
    StringBuilder md = heading(publication.title());
    md.append(publication.type()).append(", ").append(publication.date()).append("  \nBy ")
        .append(publication.authors().stream().map(slug -> site.lawyer(slug).orElseThrow())
            .map(l -> link(l.name(), l.path())).collect(Collectors.joining(", ")))
        .append("\n\n> ").append(publication.description()).append("\n\n").append(body).append("\n\n");
    md.append("Practice areas: ")
        .append(publication.practiceAreas().stream().map(slug -> site.practiceArea(slug).orElseThrow())
            .map(a -> link(a.title(), a.path())).collect(Collectors.joining(", ")))
        .append('\n');
    return finish(md);
  }

  String message(String title, String message) {
    StringBuilder md = heading(title).append(message).append("\n\n");
    md.append("- Sitemap, every page of this site: ").append(baseUrl).append("/sitemap-index.xml\n");
    md.append("- Index for AI agents: ").append(baseUrl).append("/llms.txt\n");
    md.append("- Documentation: ").append(baseUrl).append("/docs\n");
    return finish(md);
  }

  // ---- pieces ----

  private static StringBuilder heading(String title) {
    return new StringBuilder(4096).append("# ").append(title).append("\n\n");
  }

  private String finish(StringBuilder md) {
    int end = md.length();
    while (end > 0 && md.charAt(end - 1) == '\n') {
      end--;
    }
    md.setLength(end);
    return md.append("\n\n---\n\n").append("Legal notice: ").append(site.firm().legalNotice()).append('\n').toString();
  }

  private String link(String text, String path) {
    return "[" + text.replace("[", "\\[").replace("]", "\\]") + "](" + baseUrl + path + ")";
  }

  private String publicationItem(Publication publication) {
    return "- " + link(publication.title(), publication.path()) + " (" + publication.type() + ", " + publication.date() + ")\n";
  }

  private String officeName(Lawyer lawyer) {
    return site.firm().office(lawyer.office()).map(Office::name).orElse(lawyer.office());
  }

  private static String cell(String text) {
    return text.replace("|", "\\|");
  }
}
