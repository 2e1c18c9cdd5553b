package com.firmsite.content;

import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The firm itself: everything site.yaml declares.
 *
 * @param timeZone where a publication date without a time starts
 * @param roles team roles, in the order the team page groups them
 * @param navigation the header menu, when site.yaml sets one
 * @param footer the footer's links, when site.yaml sets them
 * @param pageSize how many entries each page of a list shows (docs/decisions.md §1.10)
 * @param vocabulary the labels of its roles and publication types in this firm's language
 *     (docs/decisions.md §9.12): none in the default language, which shows its terms as written
 */
public record Firm(
        String name,
        String shortName,
        String tagline,
        String description,
        Optional<String> baseUrl,
        String language,
        List<String> languages,
        String phone,
        String email,
        OptionalInt founded,
        String legalNotice,
        String contentSignal,
        String contentPolicy,
        ZoneId timeZone,
        List<String> roles,
        List<String> publicationTypes,
        int pageSize,
        Optional<List<Link>> navigation,
        Optional<List<Link>> footer,
        List<Office> offices,
        Vocabulary vocabulary) {

    /** Content-Signal used when site.yaml sets none: search and answers yes, training no. */
    public static final String DEFAULT_CONTENT_SIGNAL = "search=yes, ai-input=yes, ai-train=no";

    /** Entries per list page when site.yaml sets none: a page a person scans and a crawler takes whole. */
    public static final int DEFAULT_PAGE_SIZE = 20;

    /** The largest {@code pageSize}: beyond it a list page outgrows its bounds on a large firm. */
    public static final int MAX_PAGE_SIZE = 100;

    public static final List<String> DEFAULT_ROLES = List.of("Partner", "Counsel", "Associate", "Paralegal");

    public static final List<String> DEFAULT_PUBLICATION_TYPES = List.of("Client alert", "Article", "Insight");

    /** What a page in this firm's language shows for {@code role}. */
    public String role(String role, InterfaceStrings strings) {
        return vocabulary.role(role, strings);
    }

    /** What a page in this firm's language shows for a publication {@code type}. */
    public String publicationType(String type, InterfaceStrings strings) {
        return vocabulary.publicationType(type, strings);
    }

    public Optional<Office> office(String slug) {
        return offices.stream().filter(o -> o.slug().equals(slug)).findFirst();
    }
}
