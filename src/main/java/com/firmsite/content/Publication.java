package com.firmsite.content;

import java.time.LocalDate;
import java.util.List;

/** One publication: {@code /publications/<slug>}. */
public record Publication(
    String slug,
    String title,
    LocalDate date,
    String type,
    List<String> authors,
    List<String> practiceAreas,
    String description,
    Body body) {

  /** The publication types the content format allows. */
  public static final List<String> TYPES = List.of("Client alert", "Article", "Insight");

  public String path() {
    return "/publications/" + slug;
  }
}
