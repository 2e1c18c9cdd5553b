package com.firmsite.publish;

import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder.FontStyle;
import com.openhtmltopdf.pdfboxout.PdfBoxRenderer;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.util.XRLog;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Arrays;
import java.util.GregorianCalendar;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.common.PDMetadata;
import org.apache.xmpbox.XMPMetadata;
import org.apache.xmpbox.schema.XMPBasicSchema;
import org.apache.xmpbox.xml.DomXmpParser;
import org.apache.xmpbox.xml.XmpSerializer;
import org.w3c.dom.Document;

/**
 * Lays an XHTML document out as a tagged PDF (PDF/UA: a structure tree, the document's language
 * and title, alternative text for images) with the site's fonts embedded as subsets, and makes its
 * bytes depend on its content only: the creation date is given, the file identifier is a digest
 * of the document, so a build of unchanged content serves the same bytes and the same ETag, and
 * {@code export} stays reproducible.
 */
final class PdfWriter {
    /** The fonts, by family, weight and style; bundled (pdf/fonts/OFL.txt), never read from the system. */
    private record Font(String file, String family, int weight, FontStyle style, byte[] bytes) {}

    static final String SANS = "Firmsite Sans";
    static final String SERIF = "Firmsite Serif SemiBold";

    private static final List<Font> FONTS = List.of(
            font("firmsite-sans-regular.ttf", SANS, 400, FontStyle.NORMAL),
            font("firmsite-sans-bold.ttf", SANS, 700, FontStyle.NORMAL),
            font("firmsite-sans-italic.ttf", SANS, 400, FontStyle.ITALIC),
            font("firmsite-serif-semibold.ttf", SERIF, 600, FontStyle.NORMAL));

    static {
        // openhtmltopdf logs every layout step through java.util.logging; a build reports its own
        // failures (a PDF that cannot be made fails the build with its cause).
        XRLog.setLoggingEnabled(false);
        // openhtmltopdf reads the portrait (a data: URL) with ImageIO, which by default buffers a
        // stream in a temporary file: a file made, written and deleted for each of a large firm's
        // 1,336 biographies, for bytes that are in memory already.
        ImageIO.setUseCache(false);
    }

    private PdfWriter() {}

    private static Font font(String file, String family, int weight, FontStyle style) {
        try (InputStream in = PdfWriter.class.getResourceAsStream("/pdf/fonts/" + file)) {
            if (in == null) {
                throw new IllegalStateException("missing font resource pdf/fonts/" + file);
            }
            return new Font(file, family, weight, style, in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * {@code document} as PDF bytes, created (and last modified) at {@code created}. Nothing is
     * fetched: the document's images are {@code data:} URLs, and every other URL is refused.
     */
    static byte[] write(Document document, String baseUri, ZonedDateTime created) {
        // Fast mode, the layout openhtmltopdf recommends, is its default (useFastMode is deprecated).
        PdfRendererBuilder builder = new PdfRendererBuilder()
                .usePdfUaAccessibility(true)
                .withProducer("firmsite")
                .withW3cDocument(document, baseUri)
                .useProtocolsStreamImplementation(
                        url -> {
                            throw new IllegalStateException("a printable biography fetches nothing: " + url);
                        },
                        "http",
                        "https",
                        "file",
                        "jar");
        FONTS.forEach(font -> builder.useFont(
                () -> new ByteArrayInputStream(font.bytes()), font.family(), font.weight(), font.style(), true));
        try (PdfBoxRenderer renderer = builder.buildPdfRenderer();
                PDDocument pdf = render(renderer)) {
            fix(pdf, created);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            pdf.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static PDDocument render(PdfBoxRenderer renderer) throws IOException {
        renderer.layout();
        return renderer.createPDFKeepOpen();
    }

    /** Sets the dates to {@code created} and the identifier to a digest of the content, where the library put the clock and chance. */
    private static void fix(PDDocument pdf, ZonedDateTime created) throws IOException {
        GregorianCalendar date = GregorianCalendar.from(created.withZoneSameInstant(ZoneOffset.UTC));
        PDDocumentInformation info = pdf.getDocumentInformation();
        info.setCreationDate(date);
        info.setModificationDate(date);
        PDMetadata metadata = pdf.getDocumentCatalog().getMetadata();
        if (metadata != null) {
            metadata.importXMPMetadata(datedXmp(metadata, date));
        }
        byte[] id = digest(pdf);
        COSArray ids = new COSArray();
        ids.add(new COSString(id));
        ids.add(new COSString(id));
        pdf.getDocument().getTrailer().setItem(COSName.ID, ids);
    }

    /** The XMP packet with its dates set to {@code date} (PDF/UA asks that it agree with the info dictionary). */
    private static byte[] datedXmp(PDMetadata metadata, GregorianCalendar date) throws IOException {
        try (InputStream in = metadata.exportXMPMetadata()) {
            XMPMetadata xmp = new DomXmpParser().parse(in.readAllBytes());
            XMPBasicSchema basic = xmp.getXMPBasicSchema();
            if (basic == null) {
                basic = xmp.createAndAddXMPBasicSchema();
            }
            basic.setCreateDate(date);
            basic.setModifyDate(date);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            new XmpSerializer().serialize(xmp, out, true);
            return out.toByteArray();
        } catch (org.apache.xmpbox.xml.XmpParsingException | javax.xml.transform.TransformerException e) {
            throw new IOException("the XMP metadata openhtmltopdf wrote does not parse", e);
        }
    }

    /** A digest of the document's information and pages, for the file identifier (ISO 32000-1 §14.4). */
    private static byte[] digest(PDDocument pdf) {
        try {
            MessageDigest md5 = MessageDigest.getInstance("MD5");
            md5.update(
                    String.valueOf(pdf.getDocumentInformation().getCOSObject()).getBytes(StandardCharsets.UTF_8));
            md5.update(Integer.toString(pdf.getNumberOfPages()).getBytes(StandardCharsets.UTF_8));
            for (var page : pdf.getPages()) {
                try (InputStream contents = page.getContents()) {
                    md5.update(contents.readAllBytes());
                }
            }
            return Arrays.copyOf(md5.digest(), 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has MD5", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
