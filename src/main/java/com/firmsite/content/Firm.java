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
        Optional<List<Link>> navigation,
        Optional<List<Link>> footer,
        List<Office> offices) {

    /** Content-Signal used when site.yaml sets none: search and answers yes, training no. */
    public static final String DEFAULT_CONTENT_SIGNAL = "search=yes, ai-input=yes, ai-train=no";

    public static final List<String> DEFAULT_ROLES = List.of("Partner", "Counsel", "Associate", "Paralegal");

    public static final List<String> DEFAULT_PUBLICATION_TYPES = List.of("Client alert", "Article", "Insight");

    public Optional<Office> office(String slug) {
        return offices.stream().filter(o -> o.slug().equals(slug)).findFirst();
    }
}
