package com.firmsite.publish;

import com.firmsite.content.ImageRef;
import com.firmsite.images.ImageFormat;
import com.firmsite.images.ImageLibrary;
import com.firmsite.images.ImageVariant;
import com.firmsite.images.SiteImage;
import com.firmsite.images.Slot;
import gg.jte.html.escape.Escape;
import gg.jte.output.StringOutput;
import java.io.ByteArrayInputStream;
import java.util.Optional;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * The HTML of the images pages show: a {@code <picture>} with a WebP {@code <source>} and an
 * {@code <img>} in the original's format, each with every width of its slot in {@code srcset}, and
 * the {@code sizes} of where the page draws it, so the browser picks one before layout. The {@code
 * <img>} carries the width and height of the image (the box's aspect ratio is known before any byte
 * arrives: no layout shift), its alt text, and {@code loading="lazy" decoding="async"}, except the
 * page's main image, fetched first ({@code fetchpriority="high"}).
 */
public final class Pictures {
    private final ImageLibrary images;

    public Pictures(ImageLibrary images) {
        this.images = images;
    }

    /** Whether the page can show {@code image} (it is set, and published). */
    public boolean has(Optional<ImageRef> image) {
        return image.flatMap(ref -> images.find(ref.path())).isPresent();
    }

    /** The image published at {@code ref}'s path, if it is. */
    public Optional<SiteImage> find(ImageRef ref) {
        return images.find(ref.path());
    }

    /**
     * {@code image} drawn in {@code slot}, {@code sizes} wide, with class {@code cssClass}; "" when
     * there is no image (the page shows what it showed before images: a monogram, or nothing).
     */
    public String html(Optional<ImageRef> image, Slot slot, String sizes, boolean main, String cssClass) {
        return image.map(ref -> html(ref, slot, sizes, main, cssClass)).orElse("");
    }

    /** As above, with the slot's own {@code sizes}. */
    public String html(Optional<ImageRef> image, Slot slot, boolean main, String cssClass) {
        return html(image, slot, slot.sizes(), main, cssClass);
    }

    String html(ImageRef ref, Slot slot, String sizes, boolean main, String cssClass) {
        Optional<SiteImage> found = images.find(ref.path());
        if (found.isEmpty()) {
            return "";
        }
        SiteImage image = found.get();
        StringOutput out = new StringOutput(1024);
        if (!image.isRaster()) {
            // An SVG scales to its box: one file, no widths to choose from; its viewBox gives the ratio.
            out.writeContent("<img class=\"");
            Escape.htmlAttribute(cssClass, out);
            out.writeContent("\" src=\"");
            Escape.htmlAttribute(image.sitePath(), out);
            out.writeContent("\"");
            svgSize(image.original())
                    .ifPresent(size -> out.writeContent(" width=\"" + size[0] + "\" height=\"" + size[1] + "\""));
            writeCommon(out, ref.alt(), main);
            return out.toString();
        }
        out.writeContent("<picture class=\"");
        Escape.htmlAttribute(cssClass, out);
        out.writeContent("\">");
        for (ImageFormat format : image.formats()) {
            if (format != image.format()) {
                out.writeContent("<source type=\"" + format.mediaType().value() + "\" srcset=\"");
                Escape.htmlAttribute(image.srcset(format, slot), out);
                out.writeContent("\" sizes=\"");
                Escape.htmlAttribute(sizes, out);
                out.writeContent("\">");
            }
        }
        ImageVariant fallback = image.fallback(slot);
        out.writeContent("<img src=\"");
        Escape.htmlAttribute(fallback.url(), out);
        out.writeContent("\" srcset=\"");
        Escape.htmlAttribute(image.srcset(image.format(), slot), out);
        out.writeContent("\" sizes=\"");
        Escape.htmlAttribute(sizes, out);
        out.writeContent("\" width=\"" + fallback.width() + "\" height=\"" + fallback.height() + "\"");
        writeCommon(out, ref.alt(), main);
        out.writeContent("</picture>");
        return out.toString();
    }

    /** The attributes every {@code <img>} ends with, and its closing bracket. */
    private static void writeCommon(StringOutput out, String alt, boolean main) {
        out.writeContent(" alt=\"");
        Escape.htmlAttribute(alt, out);
        out.writeContent(
                main ? "\" fetchpriority=\"high\" decoding=\"async\">" : "\" loading=\"lazy\" decoding=\"async\">");
    }

    /**
     * An SVG's width and height in CSS pixels, from its {@code viewBox} (else its {@code width} and
     * {@code height} attributes), for the {@code <img>}'s ratio; empty when it declares neither.
     */
    static Optional<int[]> svgSize(byte[] svg) {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        try {
            XMLStreamReader reader = factory.createXMLStreamReader(new ByteArrayInputStream(svg));
            while (reader.hasNext() && reader.next() != XMLStreamConstants.START_ELEMENT) {
                // the prolog: declaration, comments
            }
            if (!reader.isStartElement() || !reader.getLocalName().equals("svg")) {
                return Optional.empty();
            }
            String viewBox = attribute(reader, "viewBox");
            String[] box = viewBox.strip().split("[\\s,]+", -1);
            double width = box.length == 4
                    ? Double.parseDouble(box[2])
                    : Double.parseDouble(attribute(reader, "width").replace("px", ""));
            double height = box.length == 4
                    ? Double.parseDouble(box[3])
                    : Double.parseDouble(attribute(reader, "height").replace("px", ""));
            if (!(width > 0 && height > 0)) {
                return Optional.empty();
            }
            return Optional.of(new int[] {Math.max(1, (int) Math.round(width)), Math.max(1, (int) Math.round(height))});
        } catch (XMLStreamException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static String attribute(XMLStreamReader reader, String name) {
        String value = reader.getAttributeValue(null, name);
        return value == null ? "" : value;
    }
}
