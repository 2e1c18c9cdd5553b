package com.firmsite.publish;

import com.firmsite.content.Firm;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.Site;
import com.firmsite.images.ImageFormat;
import com.firmsite.images.ImageLibrary;
import com.firmsite.images.ImageVariant;
import com.firmsite.images.SiteImage;
import com.firmsite.images.Slot;
import com.firmsite.output.Header;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import ezvcard.VCard;
import ezvcard.VCardVersion;
import ezvcard.io.text.VCardWriter;
import ezvcard.parameter.AddressType;
import ezvcard.parameter.EmailType;
import ezvcard.parameter.ImageType;
import ezvcard.parameter.TelephoneType;
import ezvcard.property.Address;
import ezvcard.property.Photo;
import ezvcard.property.StructuredName;
import ezvcard.property.Uid;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * Each team member's contact card, {@code /team/<slug>.vcf} (content-model §9): vCard 3.0, the
 * version Outlook, Apple Contacts and Google Contacts all import (docs/decisions.md §1.11), in every
 * language the member's page is in ({@code /fr/team/<slug>.vcf}), with what that page shows: name,
 * role, firm, office address, e-mail, telephone when they have one, the page's URL and the portrait.
 * Listed in {@code publish.build.BuildOutputs.PRODUCERS}.
 */
public final class VCards {
    /**
     * The portrait's width in the card: address books show a thumbnail, and the smallest portrait
     * variant keeps the card near 10 KB.
     */
    private static final int PHOTO_WIDTH = Slot.PORTRAIT.smallestWidth();

    private VCards() {}

    /** The site path of {@code lawyer}'s card ({@link LanguageLinks#own} gives its URL path in a language). */
    public static String path(Lawyer lawyer) {
        return lawyer.path() + ".vcf";
    }

    /**
     * Every team member's card in each language their page is in: the default language's, in team
     * order, then each other language's, in site.yaml order. A card is the page's: its role, firm
     * and office in the page's language, its URL the page's. Each is made when it is needed
     * ({@link LateOutput}).
     */
    public static List<LateOutput> late(BuildContext build) {
        List<LateOutput> outputs = new ArrayList<>();
        String baseUrl = build.baseUrl();
        ImageLibrary images = build.images();
        RenderMemo memo = build.memo();
        for (String language : LanguageLinks.of(build.site()).languages()) {
            LanguageLinks links = LanguageLinks.of(build.site(), language);
            links.site()
                    .team()
                    .forEach(lawyer -> outputs.add(new LateOutput(
                            links.own(path(lawyer)),
                            () -> output(
                                    links,
                                    lawyer,
                                    memo.part(
                                            "vcard " + language + " " + lawyer.slug(),
                                            inputs(links, lawyer, baseUrl, images),
                                            Representation.class,
                                            () -> Representation.of(
                                                    MediaType.VCARD, card(links, lawyer, baseUrl, images)))))));
        }
        return List.copyOf(outputs);
    }

    /**
     * The card as served: cached as the page it comes from, and saved under its own name. The memo
     * keeps the representation, so every build serves the same Bytes (see output.Bytes).
     */
    private static Output output(LanguageLinks links, Lawyer lawyer, Representation card) {
        return Output.document(links.own(path(lawyer)), card, Output.Cache.PAGE)
                .withHeader(new Header("Content-Disposition", "attachment; filename=\"" + lawyer.slug() + ".vcf\""));
    }

    /**
     * What a card is made from, for the memo (an edit elsewhere keeps a large firm's thousand cards):
     * the member, the firm (name, offices), the role's words, the page's URL and the portrait's
     * variants by URL (each URL is a digest of its bytes).
     */
    private static List<Object> inputs(LanguageLinks links, Lawyer lawyer, String baseUrl, ImageLibrary images) {
        Site site = links.site();
        List<String> portrait = lawyer.photo()
                .flatMap(photo -> images.find(photo.path()))
                .map(image -> Stream.concat(
                                Stream.of(image.sitePath()),
                                image.variants(image.format(), Slot.PORTRAIT).stream()
                                        .map(ImageVariant::url))
                        .toList())
                .orElse(List.of());
        return List.of(baseUrl + links.own(lawyer.path()), site.firm(), site.role(lawyer.role()), lawyer, portrait);
    }

    /** The text of {@code lawyer}'s card. */
    static String card(LanguageLinks links, Lawyer lawyer, String baseUrl, ImageLibrary images) {
        Site site = links.site();
        Firm firm = site.firm();
        String pageUrl = baseUrl + links.own(lawyer.path());
        VCard card = new VCard();
        // A name-based UID, the same for every build: an address book that imports the card again
        // updates the contact instead of adding a second one.
        card.setUid(new Uid("urn:uuid:" + UUID.nameUUIDFromBytes(pageUrl.getBytes(StandardCharsets.UTF_8))));
        card.setFormattedName(lawyer.name());
        card.setStructuredName(structuredName(lawyer.name()));
        card.addTitle(site.role(lawyer.role()));
        card.setOrganization(firm.name());
        firm.office(lawyer.office()).ifPresent(office -> card.addAddress(address(office)));
        // vCard 3.0 types an address by its kind (INTERNET) only: WORK is not one of its e-mail types.
        card.addEmail(lawyer.email(), EmailType.INTERNET);
        if (!lawyer.phone().isEmpty()) {
            card.addTelephoneNumber(lawyer.phone(), TelephoneType.WORK, TelephoneType.VOICE);
        }
        card.addUrl(pageUrl);
        lawyer.photo()
                .flatMap(photo -> images.find(photo.path()))
                .flatMap(image -> photo(image, baseUrl))
                .ifPresent(card::addPhoto);
        return write(card);
    }

    /**
     * N, which vCard 3.0 requires: the last word is the family name, the words before it the given
     * names ("Margaret Hale": Hale; Margaret). FN keeps the name as the firm writes it.
     */
    private static StructuredName structuredName(String name) {
        StructuredName structured = new StructuredName();
        int space = name.lastIndexOf(' ');
        structured.setFamily(space < 0 ? name : name.substring(space + 1));
        if (space > 0) {
            structured.setGiven(name.substring(0, space));
        }
        return structured;
    }

    private static Address address(Office office) {
        Address address = new Address();
        address.getTypes().add(AddressType.WORK);
        address.setStreetAddress(office.street());
        address.setLocality(office.locality());
        if (!office.region().isEmpty()) {
            address.setRegion(office.region());
        }
        address.setPostalCode(office.postalCode());
        address.setCountry(office.country());
        return address;
    }

    /**
     * The portrait, embedded: Outlook, Apple Contacts and Google Contacts show an embedded photo but
     * fetch no photo URL. The smallest JPEG or PNG variant is used (address books read no WebP);
     * a WebP or SVG portrait, which has none, is referred to by the URL of its original instead.
     */
    private static Optional<Photo> photo(SiteImage image, String baseUrl) {
        if (image.isRaster() && image.format() != ImageFormat.WEBP) {
            Optional<ImageVariant> small = image.variants(image.format(), Slot.PORTRAIT).stream()
                    .filter(variant -> variant.width() >= PHOTO_WIDTH)
                    .findFirst();
            if (small.isPresent()) {
                ImageType type = image.format() == ImageFormat.PNG ? ImageType.PNG : ImageType.JPEG;
                return Optional.of(new Photo(small.get().bytes(), type));
            }
        }
        ImageType type = switch (image.format()) {
            case PNG -> ImageType.PNG;
            case JPEG -> ImageType.JPEG;
            case WEBP -> ImageType.get("WEBP", "image/webp", "webp");
            case SVG -> ImageType.get("SVG", "image/svg+xml", "svg");
        };
        return Optional.of(new Photo(baseUrl + image.sitePath(), type));
    }

    /** vCard 3.0 text, CRLF line ends and folded lines; no PRODID (it would name the library's version). */
    private static String write(VCard card) {
        StringWriter text = new StringWriter();
        try (VCardWriter writer = new VCardWriter(text, VCardVersion.V3_0)) {
            writer.setAddProdId(false);
            writer.write(card);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }
}
