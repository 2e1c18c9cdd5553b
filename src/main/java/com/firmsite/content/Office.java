package com.firmsite.content;

/** One office of the firm, as declared in site.yaml. */
public record Office(
    String slug,
    String name,
    String street,
    String locality,
    String region,
    String postalCode,
    String country,
    String phone,
    String email,
    String hours,
    String directions) {

  /** One-line postal address, e.g. "100 Federal Street, Boston, MA 02110, US". */
  public String singleLineAddress() {
    String regionPart = region.isEmpty() ? "" : region + " ";
    return street + ", " + locality + ", " + regionPart + postalCode + ", " + country;
  }
}
