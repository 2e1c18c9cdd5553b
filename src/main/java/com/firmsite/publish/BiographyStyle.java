package com.firmsite.publish;

import com.firmsite.content.Firm;
import com.firmsite.content.Office;
import java.util.Set;

/**
 * The printed biography's look: the site's typefaces and colours on one or two pages, the paper
 * size of the firm's country. Every element has a bundled font, since a PDF/UA document may use no
 * font it does not embed.
 */
final class BiographyStyle {
    /** Where Letter is the usual paper (elsewhere A4). */
    private static final Set<String> LETTER_COUNTRIES = Set.of("US", "USA", "United States", "CA", "Canada", "MX");

    private BiographyStyle() {}

    static String css(Firm firm) {
        String paper = firm.offices().stream()
                        .map(Office::country)
                        .findFirst()
                        .filter(LETTER_COUNTRIES::contains)
                        .isPresent()
                ? "letter"
                : "A4";
        return """
                @page { size: %s; margin: 18mm 20mm 20mm 20mm;
                  @bottom-right { content: counter(page) " / " counter(pages); font-family: "%s"; font-size: 8pt; color: #555; } }
                * { font-family: "%s"; }
                body { font-size: 10pt; line-height: 1.4; color: #1a1a1a; }
                h1, h2 { font-family: "%s"; font-weight: 600; color: #14284b; }
                h1 { font-size: 20pt; margin: 0 0 2mm 0; }
                h2 { font-size: 12pt; margin: 6mm 0 2mm 0; border-bottom: 0.5pt solid #b5bfd0; padding-bottom: 1mm; }
                header { min-height: 42mm; }
                .portrait { float: right; width: 32mm; margin: 0 0 4mm 6mm; }
                .lead { font-weight: 700; margin: 0 0 2mm 0; }
                em, i { font-style: italic; }
                strong, b, dt { font-weight: 700; }
                dl { margin: 0; }
                dt { float: left; clear: left; width: 30mm; }
                dd { margin: 0 0 1mm 32mm; }
                ul { margin: 0; padding-left: 5mm; }
                a { color: #14284b; text-decoration: none; }
                footer { margin-top: 8mm; padding-top: 2mm; border-top: 0.5pt solid #b5bfd0; font-size: 8pt; color: #444; }
                """.formatted(paper, PdfWriter.SANS, PdfWriter.SANS, PdfWriter.SERIF);
    }
}
