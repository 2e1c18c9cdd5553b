package com.firmsite.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Firm;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.render.PageView.Crumb;
import java.util.List;

/**
 * schema.org JSON-LD for the pages: LegalService for the firm, Person for team members, Article
 * for publications, BreadcrumbList and WebSite. Serialized so it is safe inside a script element.
 */
final class StructuredData {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final Site site;
  private final String baseUrl;

  StructuredData(Site site, String baseUrl) {
    this.site = site;
    this.baseUrl = baseUrl;
  }

  private String firmId() {
    return baseUrl + "/#firm";
  }

  String firm() {
    Firm firm = site.firm();
    ObjectNode node = root("LegalService");
    node.put("@id", firmId()).put("name", firm.name()).put("url", baseUrl + "/").put("description", firm.description())
        .put("telephone", firm.phone()).put("email", firm.email());
    firm.founded().ifPresent(year -> node.put("foundingDate", Integer.toString(year)));
    ArrayNode addresses = node.putArray("address");
    for (Office office : firm.offices()) {
      addresses.add(address(office));
    }
    ArrayNode areaServed = node.putArray("areaServed");
    firm.offices().forEach(o -> areaServed.addObject().put("@type", "City").put("name", o.locality()));
    ArrayNode knowsAbout = node.putArray("knowsAbout");
    site.practiceAreas().forEach(a -> knowsAbout.add(a.title()));
    ArrayNode employees = node.putArray("employee");
    site.team().forEach(l -> employees.addObject().put("@type", "Person").put("@id", baseUrl + l.path() + "#person").put("name", l.name()));
    return write(node);
  }

  String website() {
    ObjectNode node = root("WebSite");
    node.put("url", baseUrl + "/").put("name", site.firm().name()).put("inLanguage", site.firm().language());
    node.putObject("publisher").put("@id", firmId());
    return write(node);
  }

  String contactPage() {
    ObjectNode node = root("ContactPage");
    node.put("url", baseUrl + "/contact").put("name", site.contact().title());
    ArrayNode points = node.putObject("mainEntity").put("@id", firmId()).putArray("contactPoint");
    for (Office office : site.firm().offices()) {
      points.addObject().put("@type", "ContactPoint").put("contactType", office.name() + " office")
          .put("telephone", office.phone()).put("email", office.email()).put("hoursAvailable", office.hours());
    }
    return write(node);
  }

  String practiceArea(PracticeArea area) {
    ObjectNode node = root("Service");
    node.put("name", area.title()).put("serviceType", area.title()).put("description", area.description()).put("url", baseUrl + area.path());
    node.putObject("provider").put("@id", firmId());
    return write(node);
  }

  String person(Lawyer lawyer) {
    ObjectNode node = root("Person");
    node.put("@id", baseUrl + lawyer.path() + "#person").put("name", lawyer.name()).put("jobTitle", lawyer.role().label())
        .put("url", baseUrl + lawyer.path()).put("email", lawyer.email()).put("telephone", lawyer.phone())
        .put("description", lawyer.description());
    node.putObject("worksFor").put("@id", firmId()).put("@type", "LegalService").put("name", site.firm().name());
    ArrayNode knowsAbout = node.putArray("knowsAbout");
    lawyer.practiceAreas().forEach(slug -> site.practiceArea(slug).ifPresent(a -> knowsAbout.add(a.title())));
    ArrayNode languages = node.putArray("knowsLanguage");
    lawyer.languages().forEach(languages::add);
    ArrayNode alumni = node.putArray("alumniOf");
    lawyer.education().forEach(e -> alumni.addObject().put("@type", "CollegeOrUniversity").put("name", e.school()));
    ArrayNode credentials = node.putArray("hasCredential");
    lawyer.admissions().forEach(
        a -> credentials.addObject().put("@type", "EducationalOccupationalCredential").put("credentialCategory", "Bar admission")
            .put("name", "Admitted to the bar, " + a.jurisdiction() + " (" + a.year() + ")"));
    site.firm().office(lawyer.office()).ifPresent(o -> node.putObject("workLocation").put("@type", "Place").put("name", o.name() + " office").set("address", address(o)));
    return write(node);
  }

  String article(Publication publication) {
    ObjectNode node = root("Article");
    node.put("headline", publication.title()).put("description", publication.description())
        .put("datePublished", publication.date().toString()).put("url", baseUrl + publication.path())
        .put("articleSection", publication.type()).put("inLanguage", site.firm().language());
    ArrayNode authors = node.putArray("author");
    publication.authors().forEach(slug -> site.lawyer(slug).ifPresent(l -> authors.addObject().put("@type", "Person").put("@id", baseUrl + l.path() + "#person").put("name", l.name()).put("url", baseUrl + l.path())));
    node.putObject("publisher").put("@type", "LegalService").put("@id", firmId()).put("name", site.firm().name());
    return write(node);
  }

  String breadcrumbs(List<Crumb> crumbs) {
    ObjectNode node = root("BreadcrumbList");
    ArrayNode items = node.putArray("itemListElement");
    for (int i = 0; i < crumbs.size(); i++) {
      Crumb crumb = crumbs.get(i);
      items.addObject().put("@type", "ListItem").put("position", i + 1).put("name", crumb.label()).put("item", baseUrl + crumb.path());
    }
    return write(node);
  }

  private static ObjectNode address(Office office) {
    ObjectNode address = JSON.createObjectNode().put("@type", "PostalAddress").put("streetAddress", office.street())
        .put("addressLocality", office.locality()).put("postalCode", office.postalCode()).put("addressCountry", office.country());
    if (!office.region().isEmpty()) {
      address.put("addressRegion", office.region());
    }
    return address;
  }

  private static ObjectNode root(String type) {
    return JSON.createObjectNode().put("@context", "https://schema.org").put("@type", type);
  }

  /** JSON that can sit inside {@code <script>}: "<" is escaped so no "</script>" can appear. */
  private static String write(ObjectNode node) {
    try {
      return JSON.writeValueAsString(node).replace("<", "\\u003c");
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("JSON-LD could not be written", e);
    }
  }
}
