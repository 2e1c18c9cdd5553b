package com.firmsite.content;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** The firm itself: everything site.yaml declares. */
public record Firm(
    String name,
    String shortName,
    String tagline,
    String description,
    Optional<String> baseUrl,
    String language,
    String phone,
    String email,
    OptionalInt founded,
    String legalNotice,
    String contentSignal,
    String contentPolicy,
    List<Office> offices) {

  /** Content-Signal used when site.yaml sets none: search and answers yes, training no. */
  public static final String DEFAULT_CONTENT_SIGNAL = "search=yes, ai-input=yes, ai-train=no";

  public Optional<Office> office(String slug) {
    return offices.stream().filter(o -> o.slug().equals(slug)).findFirst();
  }
}
