package com.firmsite.publish;

import static com.firmsite.publish.JsonLd.address;
import static com.firmsite.publish.JsonLd.node;
import static com.firmsite.publish.JsonLd.ref;
import static com.firmsite.publish.JsonLd.root;
import static com.firmsite.publish.JsonLd.write;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Event;
import com.firmsite.content.Firm;
import com.firmsite.content.ImageRef;
import com.firmsite.content.JobOpening;
import com.firmsite.content.LanguagePath;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import com.firmsite.images.SiteImage;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * schema.org JSON-LD for the things the site describes: the firm as {@code LegalService} (never
 * the deprecated {@code Attorney}), each team member as {@code Person}, each practice area as a
 * {@code Service}, each publication as an {@code Article}. Nodes cite each other by {@code @id}.
 * Portraits ({@code Person.image}), publication images ({@code Article.image}) and office photos
 * (each office's {@code image}) are {@code ImageObject}s with their size; the firm's {@code logo}
 * and {@code image} are its icon and social card.
 *
 * <p>In another language (docs/decisions.md §9.9) the texts are that language's and every {@code
 * url} leads to the page in it ({@link LanguageLinks#href}); the firm, a person and a practice
 * area keep the one {@code @id} they have in every language (they are the same things), while a
 * translated publication is an {@code Article} of its own, a {@code translationOfWork} of the
 * original. An author not translated is still named, with the default language's page.
 */
final class StructuredData {
    /**
     * Most team members the firm's {@code LegalService} names as {@code employee}. At 1,000 people
     * the list alone was 188 KB of the home page; past this many, {@code numberOfEmployees} says how
     * many and each member's own page says {@code worksFor} (docs/decisions.md §1.10).
     */
    static final int MOST_EMPLOYEES_LISTED = 50;

    private final Site site;
    private final LanguageLinks links;
    private final String baseUrl;
    private final Pictures pictures;

    StructuredData(LanguageLinks links, String baseUrl, Pictures pictures) {
        this.site = links.site();
        this.links = links;
        this.baseUrl = baseUrl;
        this.pictures = pictures;
    }

    /** The absolute URL of a link to the site path {@code path} from this page's language. */
    String url(String path) {
        return baseUrl + links.href(path);
    }

    /** Every language the firm publishes in, as BCP 47 tags, the default first. */
    ArrayNode languages() {
        ArrayNode tags = JsonNodeFactory.instance.arrayNode();
        links.languages().forEach(tags::add);
        return tags;
    }

    /** A thing of the default language's site when this language lacks it (an author not translated). */
    private Optional<Lawyer> lawyer(String slug) {
        return site.lawyer(slug).or(() -> links.original().lawyer(slug));
    }

    private Optional<PracticeArea> practiceArea(String slug) {
        return site.practiceArea(slug).or(() -> links.original().practiceArea(slug));
    }

    /** "Boston office" in this language. */
    String officeName(Office office) {
        return site.strings().text("officeOf", Map.of("office", office.name()));
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

    /** Each language's version of the site is a {@code WebSite} of its own, at its home. */
    String websiteId() {
        return url("/") + "#website";
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
                .put("url", url("/"))
                .put("description", firm.description())
                .put("telephone", firm.phone())
                .put("email", firm.email())
                .put("logo", baseUrl + "/assets/icons/icon-512.png")
                .put("image", baseUrl + PageView.SOCIAL_IMAGE);
        firm.founded().ifPresent(year -> node.put("foundingDate", Integer.toString(year)));
        // The languages the firm publishes in: knowsLanguage is an Organization's, availableLanguage
        // a ContactPoint's (schema.org), so the firm's own contact point carries the latter.
        node.set("knowsLanguage", languages());
        node.putArray("contactPoint")
                .add(node("ContactPoint")
                        .put("contactType", site.strings().text("contactFirm"))
                        .put("telephone", firm.phone())
                        .put("email", firm.email())
                        .put("url", url("/contact"))
                        .set("availableLanguage", languages()));
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
                .put("name", site.strings().text("practiceAreas"))
                .putArray("itemListElement");
        site.practiceAreas().forEach(area -> offers.add(node("Offer").set("itemOffered", serviceRef(area))));
        node.set(
                "numberOfEmployees",
                node("QuantitativeValue").put("value", site.team().size()));
        if (site.team().size() > MOST_EMPLOYEES_LISTED) {
            return write(node);
        }
        ArrayNode employees = node.putArray("employee");
        site.team()
                .forEach(l -> employees.add(node("Person")
                        .put("@id", personId(l))
                        .put("name", l.name())
                        .put("jobTitle", site.role(l.role()))
                        .put("url", url(l.path()))));
        return write(node);
    }

    String practiceArea(PracticeArea area) {
        ObjectNode node = root("Service")
                .put("@id", baseUrl + area.path() + "#service")
                .put("name", area.title())
                .put("serviceType", area.title())
                .put("description", area.description())
                .put("url", url(area.path()));
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
                .put("url", url(lawyer.path()))
                .put("email", lawyer.email());
        if (!lawyer.phone().isEmpty()) {
            node.put("telephone", lawyer.phone());
        }
        node.put("description", lawyer.description());
        imageObject(lawyer.photo()).ifPresent(image -> node.set("image", image));
        node.set("worksFor", firmRef());
        site.firm()
                .office(lawyer.office())
                .ifPresent(o -> node.putObject("workLocation")
                        .put("@type", "Place")
                        .put("name", officeName(o))
                        .set("address", address(o)));
        // What a member does not have is left out, never an empty list (a paralegal has no admissions)
        ArrayNode knowsAbout = node.arrayNode();
        lawyer.practiceAreas().forEach(slug -> practiceArea(slug).ifPresent(a -> knowsAbout.add(a.title())));
        setUnlessEmpty(node, "knowsAbout", knowsAbout);
        ArrayNode languages = node.arrayNode();
        lawyer.languages().forEach(language -> languages.add(node("Language").put("name", language)));
        setUnlessEmpty(node, "knowsLanguage", languages);
        ArrayNode alumni = node.arrayNode();
        lawyer.education().forEach(e -> alumni.add(node("CollegeOrUniversity").put("name", e.school())));
        setUnlessEmpty(node, "alumniOf", alumni);
        ArrayNode credentials = node.arrayNode();
        lawyer.admissions()
                .forEach(a -> credentials.add(node("EducationalOccupationalCredential")
                        .put("credentialCategory", "Bar admission")
                        .put("name", "Admitted to practice: " + a.jurisdiction())
                        .put("dateCreated", Integer.toString(a.year()))));
        setUnlessEmpty(node, "hasCredential", credentials);
        return write(node);
    }

    private static void setUnlessEmpty(ObjectNode node, String key, ArrayNode values) {
        if (!values.isEmpty()) {
            node.set(key, values);
        }
    }

    String article(Publication publication) {
        String url = url(publication.path());
        ObjectNode node = root("Article")
                .put("@id", url + "#article")
                .put("headline", publication.title())
                .put("description", publication.description())
                .put("datePublished", publication.date().toString())
                .put("url", url)
                .put("mainEntityOfPage", url)
                .put("articleSection", site.publicationType(publication.type()))
                .put("inLanguage", site.firm().language());
        translations(node, publication);
        node.set("image", imageObject(publication.image()).orElseGet(this::socialCard));
        ArrayNode authors = node.putArray("author");
        publication
                .authors()
                .forEach(slug -> lawyer(slug)
                        .ifPresent(l -> authors.add(node("Person")
                                .put("@id", personId(l))
                                .put("name", l.name())
                                .put("url", url(l.path())))));
        if (authors.isEmpty()) {
            authors.add(firmRef()); // no named author: the firm wrote it
        }
        if (!publication.topics().isEmpty()) {
            node.put("keywords", String.join(", ", publication.topics()));
        }
        ArrayNode about = node.putArray("about");
        publication.practiceAreas().forEach(slug -> practiceArea(slug).ifPresent(area -> about.add(serviceRef(area))));
        node.set("publisher", firmRef().put("logo", baseUrl + "/assets/icons/icon-512.png"));
        node.set("isPartOf", ref(websiteId()));
        return write(node);
    }

    /**
     * A translation names the original it translates ({@code translationOfWork}); the original
     * names its translations ({@code workTranslation}), each by its {@code @id}.
     */
    private void translations(ObjectNode node, Publication publication) {
        String defaultLanguage = links.original().firm().language();
        LanguagePath paths = LanguagePath.of(links.original().firm());
        if (!site.firm().language().equals(defaultLanguage)) {
            node.set("translationOfWork", ref(baseUrl + publication.path() + "#article"));
            return;
        }
        List<String> others = links.original().languagesOf(publication.path()).stream()
                .filter(language -> !language.equals(defaultLanguage))
                .toList();
        if (!others.isEmpty()) {
            ArrayNode translated = node.putArray("workTranslation");
            others.forEach(
                    language -> translated.add(ref(baseUrl + paths.url(language, publication.path()) + "#article")));
        }
    }

    /**
     * An event: when (with its offset), how people attend (in person, online or both), where (an
     * office or venue as a {@code Place}, the online URL as a {@code VirtualLocation}), who
     * organises it (the firm) and who speaks ({@code performer}).
     */
    String event(Event event) {
        String url = url(event.path());
        ObjectNode node = root("Event")
                .put("@id", url + "#event")
                .put("name", event.title())
                .put("description", event.description())
                .put("startDate", event.start().toOffsetDateTime().toString())
                .put("endDate", event.end().toOffsetDateTime().toString())
                .put("url", url)
                .put("inLanguage", site.firm().language())
                .put("eventStatus", "https://schema.org/EventScheduled")
                .put("eventAttendanceMode", "https://schema.org/" + attendance(event) + "EventAttendanceMode");
        node.set("image", imageObject(event.image()).orElseGet(this::socialCard));
        ArrayNode locations = node.putArray("location");
        event.location().ifPresent(venue -> locations.add(place(venue)));
        if (event.isOnline()) {
            locations.add(node("VirtualLocation").put("url", event.online()));
        }
        node.set("organizer", firmRef().put("url", url("/")));
        ArrayNode performers = node.putArray("performer");
        event.speakers().forEach(speaker -> performers.add(performer(speaker)));
        if (!event.registration().isEmpty()) {
            node.set(
                    "offers",
                    node("Offer")
                            .put("url", event.registration())
                            .put("validFrom", event.start().toOffsetDateTime().toString()));
        }
        return write(node);
    }

    private static String attendance(Event event) {
        if (event.inPerson() && event.isOnline()) {
            return "Mixed";
        }
        return event.isOnline() ? "Online" : "Offline";
    }

    private ObjectNode place(Event.Venue venue) {
        if (venue.isOffice()) {
            Office office = site.firm().office(venue.office()).orElseThrow();
            return node("Place").put("name", officeName(office)).set("address", address(office));
        }
        return node("Place")
                .put("name", venue.name())
                .set("address", node("PostalAddress").put("streetAddress", venue.address()));
    }

    private ObjectNode performer(Event.Speaker speaker) {
        if (speaker.isGuest()) {
            ObjectNode guest = node("Person").put("name", speaker.name());
            if (!speaker.affiliation().isEmpty()) {
                guest.set("affiliation", node("Organization").put("name", speaker.affiliation()));
            }
            return guest;
        }
        Lawyer member = lawyer(speaker.slug()).orElseThrow();
        return node("Person")
                .put("@id", personId(member))
                .put("name", member.name())
                .put("url", url(member.path()));
    }

    /**
     * A job opening with every property Google's job search requires or recommends: the title, the
     * full description as HTML, when it was posted and until when it is open, the firm hiring, where
     * (an office, or remote work with the countries applicants may live in), the employment type and
     * the pay range.
     */
    String jobPosting(JobOpening job, String bodyHtml) {
        ObjectNode node = root("JobPosting")
                .put("@id", url(job.path()) + "#job")
                .put("title", job.title())
                .put("description", "<p>" + org.jsoup.nodes.Entities.escape(job.description()) + "</p>" + bodyHtml)
                .put("datePosted", job.datePosted().toString())
                .put("validThrough", job.validThrough().toString())
                .put("employmentType", job.employmentType())
                .put("url", url(job.path()))
                .put("directApply", false);
        node.set(
                "hiringOrganization",
                node("Organization")
                        .put("@id", firmId())
                        .put("name", site.firm().name())
                        .put("sameAs", url("/"))
                        .put("logo", baseUrl + "/assets/icons/icon-512.png"));
        node.set(
                "identifier",
                node("PropertyValue").put("name", site.firm().name()).put("value", job.slug()));
        location(node, job);
        JobOpening.Salary salary = job.salary();
        node.set(
                "baseSalary",
                node("MonetaryAmount")
                        .put("currency", salary.currency())
                        .set(
                                "value",
                                node("QuantitativeValue")
                                        .put("minValue", salary.min())
                                        .put("maxValue", salary.max())
                                        .put("unitText", salary.unit())));
        return write(node);
    }

    /** An office's address, or remote work open to the countries of the firm's offices. */
    private void location(ObjectNode node, JobOpening job) {
        if (job.remote()) {
            node.put("jobLocationType", "TELECOMMUTE");
            ArrayNode countries = node.putArray("applicantLocationRequirements");
            site.firm().offices().stream()
                    .map(Office::country)
                    .distinct()
                    .forEach(country -> countries.add(node("Country").put("name", country)));
        }
        site.firm()
                .office(job.office())
                .ifPresent(office -> node.set("jobLocation", node("Place").set("address", address(office))));
    }

    /** An office as a department of the firm: its own address and telephone. */
    ObjectNode office(Office office) {
        ObjectNode node = node("LegalService")
                .put("@id", baseUrl + "/contact#office-" + office.slug())
                .put("name", site.firm().name() + ", " + officeName(office))
                .put("url", url("/contact"))
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
                .put("url", url(area.path()));
    }
}
