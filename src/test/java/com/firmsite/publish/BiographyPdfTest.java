package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.Lawyer;
import com.firmsite.content.Site;
import com.firmsite.testing.TestServer;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every lawyer's printable biography, {@code /team/<slug>.pdf} (content-model §9), fetched over
 * HTTP and opened with PDFBox: tagged (a structure tree and the document's language), every font
 * embedded, the text selectable and holding the name, the biography and the legal notice, the
 * portrait embedded; the same bytes on every build of the same content.
 */
class BiographyPdfTest {
    /** One base URL for both builds: the biography prints its page's URL. */
    private static final String BASE_URL = "https://www.example-firm.com";

    @RegisterExtension
    static final TestServer server = TestServer.builder().baseUrl(BASE_URL).extension();

    @Test
    void everyBiographyIsATaggedPdfWithEmbeddedFontsAndTheNameAndLegalNoticeAsText() throws IOException {
        Site site = server.site();
        String notice = words(site.firm().legalNotice());
        for (Lawyer lawyer : site.team()) {
            HttpResponse<byte[]> response = server.getBytes(Biographies.path(lawyer));
            assertThat(response.statusCode()).as(lawyer.slug()).isEqualTo(200);
            assertThat(response.headers().firstValue("Content-Type")).hasValue("application/pdf");
            assertThat(response.body().length).as(lawyer.slug() + " size").isLessThan(200_000);
            try (PDDocument pdf = Loader.loadPDF(response.body())) {
                assertThat(pdf.getDocumentCatalog().getStructureTreeRoot())
                        .as(lawyer.slug() + " structure tree")
                        .isNotNull();
                assertThat(pdf.getDocumentCatalog().getMarkInfo().isMarked()).isTrue();
                assertThat(pdf.getDocumentCatalog().getLanguage())
                        .isEqualTo(site.firm().language());
                assertThat(pdf.getDocumentInformation().getTitle()).contains(lawyer.name());
                assertThat(fonts(pdf))
                        .as(lawyer.slug() + " fonts")
                        .isNotEmpty()
                        .allSatisfy(font ->
                                assertThat(font.isEmbedded()).as(font.getName()).isTrue());
                String text = words(new PDFTextStripper().getText(pdf));
                assertThat(text).contains(lawyer.name(), lawyer.email(), notice);
                if (lawyer.photo().isPresent()) {
                    assertThat(images(pdf)).as(lawyer.slug() + " portrait").isNotEmpty();
                }
            }
        }
    }

    @Test
    void aBiographyIsTheSameBytesOnEveryBuildOfTheSameContent() {
        Lawyer lawyer = server.site().team().getFirst();
        byte[] served = server.getBytes(Biographies.path(lawyer)).body();
        try (TestServer again = TestServer.builder().baseUrl(BASE_URL).start()) {
            assertThat(again.getBytes(Biographies.path(lawyer)).body()).isEqualTo(served);
        }
    }

    @Test
    void aBiographyAnswersIfNoneMatchWithNotModified() {
        String path = Biographies.path(server.site().team().getFirst());
        String etag = server.getBytes(path).headers().firstValue("ETag").orElseThrow();
        assertThat(server.getBytes(path, "If-None-Match", etag).statusCode()).isEqualTo(304);
    }

    /** Text with its runs of white space made single spaces: PDF text breaks lines where the layout did. */
    private static String words(String text) {
        return text.replaceAll("\\s+", " ").trim();
    }

    private static List<PDFont> fonts(PDDocument pdf) throws IOException {
        List<PDFont> fonts = new ArrayList<>();
        for (PDPage page : pdf.getPages()) {
            PDResources resources = page.getResources();
            for (var name : resources.getFontNames()) {
                fonts.add(resources.getFont(name));
            }
        }
        return fonts;
    }

    private static List<PDImageXObject> images(PDDocument pdf) throws IOException {
        List<PDImageXObject> images = new ArrayList<>();
        for (PDPage page : pdf.getPages()) {
            PDResources resources = page.getResources();
            for (var name : resources.getXObjectNames()) {
                if (resources.getXObject(name) instanceof PDImageXObject image) {
                    images.add(image);
                }
            }
        }
        return images;
    }
}
