package com.firmsite.publish;

import static com.firmsite.publish.JsonLd.address;
import static com.firmsite.publish.JsonLd.node;
import static com.firmsite.publish.JsonLd.ref;
import static com.firmsite.publish.JsonLd.root;
import static com.firmsite.publish.JsonLd.write;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Firm;
import com.firmsite.content.ImageRef;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.images.SiteImage;
import java.util.Optional;

/**
 * schema.org JSON-LD for the things the site describes: the firm as {@code LegalService} (never
 * the deprecated {@code Attorney}), each team member as {@code Person}, each practice area as a
 * {@code Service}, each publication as an {@code Article}. Nodes cite each other by {@code @id}.
 * Portraits ({@code Person.image}), publication images ({@code Article.image}) and office photos
 * (each office's {@code image}) are {@code ImageObject}s with their size; the firm's {@code logo}
 * and {@code image} are its icon and social card.
 */
final class StructuredData {
    private final Site site;
    private final String baseUrl;
    private final Pictures pictures;

    StructuredData(Site site, String baseUrl, Pictures pictures) {
        this.site = site;
        this.baseUrl = baseUrl;
        this.pictures = pictures;
    }

    /**
     * An image of the content as an {@code ImageObject}: the original's absolute URL, its size in
     * pixels and its alt text as caption. Empty when the image is not published.
     */
    Optional<ObjectNode> imageObject(Optional<ImageRef> image) {
        return image.flatMap(ref -> pictures.find(ref)
                .filter(SiteImage::isRaster)
                .map(found -> node("ImageObject")
                        .put("url", baseUrl + ref.path())
                        .put("contentUrl", baseUrl + ref.path())
                        .put("width", found.width())
                        .put("height", found.height())
                        .put("caption", ref.alt())));
    }

    /** The firm's social card as an {@code ImageObject} (1200 × 630), for things without an image of their own. */
    private ObjectNode socialCard() {
        return node("ImageObject")
                .put("url", baseUrl + PageView.SOCIAL_IMAGE)
                .put("width", 1200)
                .put("height", 630);
    }

    String firmId() {
        return baseUrl + "/#firm";
    }

    String websiteId() {
        return baseUrl + "/#website";
    }

    String personId(Lawyer lawyer) {
        return baseUrl + lawyer.path() + "#person";
    }

    String firm() {
        Firm firm = site.firm();
        ObjectNode node = root("LegalService")
                .put("@id", firmId())
                .put("name", firm.name())
                .put("alternateName", firm.shortName())
                .put("url", baseUrl + "/")
                .put("description", firm.description())
                .put("telephone", firm.phone())
                .put("email", firm.email())
                .put("logo", baseUrl + "/assets/icons/icon-512.png")
                .put("image", baseUrl + PageView.SOCIAL_IMAGE);
        firm.founded().ifPresent(year -> node.put("foundingDate", Integer.toString(year)));
        ArrayNode addresses = node.putArray("address");
        firm.offices().forEach(office -> addresses.add(address(office)));
        ArrayNode departments = node.putArray("department");
        firm.offices().forEach(office -> departments.add(office(office)));
        ArrayNode areaServed = node.putArray("areaServed");
        firm.offices().forEach(office -> areaServed.add(node("City").put("name", office.locality())));
        ArrayNode knowsAbout = node.putArray("knowsAbout");
        site.practiceAreas().forEach(area -> knowsAbout.add(area.title()));
        ArrayNode offers = node.putObject("hasOfferCatalog")
                .put("@type", "OfferCatalog")
                .put("name", "Practice areas")
                .putArray("itemListElement");
        site.practiceAreas().forEach(area -> offers.add(node("Offer").set("itemOffered", serviceRef(area))));
        ArrayNode employees = node.putArray("employee");
        site.team()
                .forEach(l -> employees.add(node("Person")
                        .put("@id", personId(l))
                        .put("name", l.name())
                        .put("jobTitle", site.role(l.role()))
                        .put("url", baseUrl + l.path())));
        return write(node);
    }

    String practiceArea(PracticeArea area) {
        ObjectNode node = root("Service")
                .put("@id", baseUrl + area.path() + "#service")
                .put("name", area.title())
                .put("serviceType", area.title())
                .put("description", area.description())
                .put("url", baseUrl + area.path());
        node.set("provider", firmRef());
        ArrayNode areaServed = node.putArray("areaServed");
        site.firm().offices().forEach(office -> areaServed.add(node("City").put("name", office.locality())));
        return write(node);
    }

    String person(Lawyer lawyer) {
        ObjectNode node = root("Person")
                .put("@id", personId(lawyer))
                .put("name", lawyer.name())
                .put("jobTitle", site.role(lawyer.role()))
                .put("url", baseUrl + lawyer.path())
                .put("email", lawyer.email())
                .put("telephone", lawyer.phone())
                .put("description", lawyer.description());
        imageObject(lawyer.photo()).ifPresent(image -> node.set("image", image));
        node.set("worksFor", firmRef());
        site.firm()
                .office(lawyer.office())
                .ifPresent(o -> node.putObject("workLocation")
                        .put("@type", "Place")
                        .put("name", o.name() + " office")
                        .set("address", address(o)));
        ArrayNode knowsAbout = node.putArray("knowsAbout");
        lawyer.practiceAreas().forEach(slug -> site.practiceArea(slug).ifPresent(a -> knowsAbout.add(a.title())));
        ArrayNode languages = node.putArray("knowsLanguage");
        lawyer.languages().forEach(language -> languages.add(node("Language").put("name", language)));
        ArrayNode alumni = node.putArray("alumniOf");
        lawyer.education().forEach(e -> alumni.add(node("CollegeOrUniversity").put("name", e.school())));
        ArrayNode credentials = node.putArray("hasCredential");
        lawyer.admissions()
                .forEach(a -> credentials.add(node("EducationalOccupationalCredential")
                        .put("credentialCategory", "Bar admission")
                        .put("name", "Admitted to practice: " + a.jurisdiction())
                        .put("dateCreated", Integer.toString(a.year()))));
        return write(node);
    }

    String article(Publication publication) {
        String url = baseUrl + publication.path();
        ObjectNode node = root("Article")
                .put("@id", url + "#article")
                .put("headline", publication.title())
                .put("description", publication.description())
                .put("datePublished", publication.date().toString())
                .put("url", url)
                .put("mainEntityOfPage", url)
                .put("articleSection", site.publicationType(publication.type()))
                .put("inLanguage", site.firm().language());
        node.set("image", imageObject(publication.image()).orElseGet(this::socialCard));
        ArrayNode authors = node.putArray("author");
        publication
                .authors()
                .forEach(slug -> site.lawyer(slug)
                        .ifPresent(l -> authors.add(node("Person")
                                .put("@id", personId(l))
                                .put("name", l.name())
                                .put("url", baseUrl + l.path()))));
        if (authors.isEmpty()) {
            authors.add(firmRef()); // no named author: the firm wrote it
        }
        if (!publication.topics().isEmpty()) {
            node.put("keywords", String.join(", ", publication.topics()));
        }
        ArrayNode about = node.putArray("about");
        publication
                .practiceAreas()
                .forEach(slug -> site.practiceArea(slug).ifPresent(area -> about.add(serviceRef(area))));
        node.set("publisher", firmRef().put("logo", baseUrl + "/assets/icons/icon-512.png"));
        node.set("isPartOf", ref(websiteId()));
        return write(node);
    }

    /** An office as a department of the firm: its own address and telephone. */
    ObjectNode office(Office office) {
        ObjectNode node = node("LegalService")
                .put("@id", baseUrl + "/contact#office-" + office.slug())
                .put("name", site.firm().name() + ", " + office.name() + " office")
                .put("url", baseUrl + "/contact")
                .put("telephone", office.phone())
                .put("email", office.email());
        imageObject(office.photo()).ifPresent(image -> node.set("image", image));
        return node.set("address", address(office));
    }

    ObjectNode firmRef() {
        return node("LegalService").put("@id", firmId()).put("name", site.firm().name());
    }

    private ObjectNode serviceRef(PracticeArea area) {
        return node("Service")
                .put("@id", baseUrl + area.path() + "#service")
                .put("name", area.title())
                .put("url", baseUrl + area.path());
    }
}
