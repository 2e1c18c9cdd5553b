package com.firmsite.publish;

import com.firmsite.content.Lawyer;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
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
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.commonmark.renderer.html.HtmlRenderer;
import org.jsoup.helper.W3CDom;

/**
 * Each team member's printable biography, {@code /team/<slug>.pdf} (content-model §9), made at
 * build in every language the member's page is in ({@code /fr/team/<slug>.pdf}): a tagged PDF with embedded fonts ({@link PdfWriter}) of what their
 * page shows, and the legal notice. A PDF takes tens of milliseconds, so they are made in parallel
 * ({@link LateProducer}), after the first answer at a cold start, and a reload makes again only those
 * whose inputs changed ({@link RenderMemo#part}): docs/performance.md.
 */
public final class Biographies {
    /** The portrait's width in the PDF: 32 mm printed at about 250 dpi. */
    private static final int PORTRAIT_WIDTH = 320;

    private Biographies() {}

    /** The path of {@code lawyer}'s biography. */
    public static String path(Lawyer lawyer) {
        return lawyer.path() + ".pdf";
    }

    /**
     * Every team member's biography in each language their page is in: the default language's, in
     * team order, then each other language's, in site.yaml order (listed in {@code
     * publish.build.BuildOutputs.PRODUCERS}). Each is made when it is needed ({@link LateOutput}).
     */
    public static List<LateOutput> late(BuildContext build) {
        List<LateOutput> outputs = new ArrayList<>();
        for (String language : LanguageLinks.of(build.site()).languages()) {
            outputs.addAll(
                    late(LanguageLinks.of(build.site(), language), build.baseUrl(), build.images(), build.memo()));
        }
        return List.copyOf(outputs);
    }

    /**
     * The biographies of one language's team members, in team order. Each holds what it is made from
     * (the language's site, the images, the memo), not the build: the rendered pages are let go
     * whether or not the biographies have been made.
     */
    static List<LateOutput> late(LanguageLinks links, String baseUrl, ImageLibrary images, RenderMemo memo) {
        Site site = links.site();
        HtmlRenderer bodies = SiteRenderer.feedHtml(links);
        return site.team().stream()
                .map(lawyer -> new LateOutput(links.own(path(lawyer)), () -> {
                    Optional<BiographyPage.Portrait> portrait = portrait(lawyer, images);
                    // The memo keeps the representation, not the array: the same Bytes in every
                    // build, so the next build recognises it unread once it is read from the saved file.
                    Representation pdf = memo.part(
                            "biography " + links.language() + " " + lawyer.slug(),
                            inputs(site, baseUrl, lawyer, portrait),
                            Representation.class,
                            () -> new Representation(
                                    MediaType.PDF,
                                    pdf(
                                            links,
                                            baseUrl,
                                            lawyer,
                                            bodies.render(lawyer.body().document()),
                                            portrait)));
                    return output(links, lawyer, pdf);
                }))
                .toList();
    }

    private static Output output(LanguageLinks links, Lawyer lawyer, Representation pdf) {
        return Output.document(links.own(path(lawyer)), pdf, Output.Cache.PAGE)
                .withHeader(new Header("Content-Disposition", "inline; filename=\"" + lawyer.slug() + ".pdf\""));
    }

    /** One biography's bytes. */
    static byte[] pdf(
            LanguageLinks links,
            String baseUrl,
            Lawyer lawyer,
            String bodyHtml,
            Optional<BiographyPage.Portrait> portrait) {
        org.jsoup.nodes.Document page = BiographyPage.of(links, baseUrl, lawyer, bodyHtml, portrait);
        return PdfWriter.write(new W3CDom().fromJsoup(page), baseUrl, created(links.site(), lawyer));
    }

    /**
     * What a biography is made from, for the memo: the firm (name, notice, offices), the member
     * (their body by identity of its parse), their practice areas and publications, the portrait's
     * variant (its URL is a digest of its bytes) and the base URL.
     */
    private static List<Object> inputs(
            Site site, String baseUrl, Lawyer lawyer, Optional<BiographyPage.Portrait> portrait) {
        List<String> areas = lawyer.practiceAreas().stream()
                .flatMap(slug -> site.practiceArea(slug).stream())
                .map(PracticeArea::title)
                .toList();
        List<Publication> publications = site.publicationsBy(lawyer).stream()
                .limit(BiographyPage.RECENT_PUBLICATIONS)
                .toList();
        return List.of(
                baseUrl,
                site.firm(),
                site.strings(),
                lawyer,
                areas,
                publications,
                portrait.map(image -> List.of(image.url(), image.alt())).orElse(List.of()));
    }

    /**
     * The date the biography says it was made: its newest content, the member's file or their
     * latest publication, at midnight in the firm's time zone (never the clock: the same content
     * gives the same bytes).
     */
    private static ZonedDateTime created(Site site, Lawyer lawyer) {
        LocalDate newest = Stream.concat(
                        Stream.of(lawyer.body().lastModified()),
                        site.publicationsBy(lawyer).stream().map(Publication::date))
                .max(Comparator.naturalOrder())
                .orElseThrow();
        return newest.atStartOfDay(site.firm().timeZone());
    }

    /** The portrait as a JPEG or PNG about {@link #PORTRAIT_WIDTH} wide (a PDF has no WebP); none for an SVG or WebP one. */
    private static Optional<BiographyPage.Portrait> portrait(Lawyer lawyer, ImageLibrary images) {
        return lawyer.photo()
                .flatMap(photo -> images.find(photo.path())
                        .filter(image -> image.isRaster() && image.format() != ImageFormat.WEBP)
                        .flatMap(Biographies::printable)
                        .map(variant -> new BiographyPage.Portrait(
                                variant.format().mediaType().value(), variant.bytes(), photo.alt(), variant.url())));
    }

    private static Optional<ImageVariant> printable(SiteImage image) {
        List<ImageVariant> variants = image.variants(image.format(), Slot.PORTRAIT);
        return variants.stream()
                .filter(variant -> variant.width() >= PORTRAIT_WIDTH)
                .findFirst()
                .or(() -> variants.stream().reduce((first, second) -> second));
    }
}
