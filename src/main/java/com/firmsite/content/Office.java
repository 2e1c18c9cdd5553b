package com.firmsite.content;

import java.util.Optional;

/**
 * One office of the firm, as declared in site.yaml.
 *
 * @param photo a photo of the office, shown on the contact page
 */
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
        String directions,
        Optional<ImageRef> photo) {

    /** One-line postal address, e.g. "100 Federal Street, Boston, MA 02110, US". */
    public String singleLineAddress() {
        String regionPart = region.isEmpty() ? "" : region + " ";
        return street + ", " + locality + ", " + regionPart + postalCode + ", " + country;
    }
}
