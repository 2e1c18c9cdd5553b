package com.firmsite.render;

import com.firmsite.content.ImageRef;
import com.firmsite.images.ImageFormat;
import com.firmsite.images.ImageLibrary;
import com.firmsite.images.ImageVariant;
import com.firmsite.images.SiteImage;
import com.firmsite.images.Slot;
import gg.jte.html.escape.Escape;
import gg.jte.output.StringOutput;
import java.util.Optional;

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
      // An SVG scales to its box: one file, no widths to choose from.
      out.writeContent("<img class=\"");
      Escape.htmlAttribute(cssClass, out);
      out.writeContent("\" src=\"");
      Escape.htmlAttribute(image.sitePath(), out);
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
    out.writeContent("\" width=\"" + fallback.width() + "\" height=\"" + fallback.height());
    writeCommon(out, ref.alt(), main);
    out.writeContent("</picture>");
    return out.toString();
  }

  private static void writeCommon(StringOutput out, String alt, boolean main) {
    out.writeContent("\" alt=\"");
    Escape.htmlAttribute(alt, out);
    out.writeContent(main ? "\" fetchpriority=\"high\" decoding=\"async\">" : "\" loading=\"lazy\" decoding=\"async\">");
  }
}
