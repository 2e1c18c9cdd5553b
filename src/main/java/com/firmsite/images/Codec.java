package com.firmsite.images;

import com.drew.imaging.ImageMetadataReader;
import com.drew.imaging.ImageProcessingException;
import com.drew.metadata.Metadata;
import com.drew.metadata.MetadataException;
import com.drew.metadata.exif.ExifIFD0Directory;
import com.luciad.imageio.webp.WebPWriteParam;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBuffer;
import java.awt.image.MultiPixelPackedSampleModel;
import java.awt.image.SampleModel;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Iterator;
import java.util.Locale;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageInputStream;
import javax.imageio.stream.MemoryCacheImageInputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;
import net.coobird.thumbnailator.Thumbnails;
import net.coobird.thumbnailator.filters.ImageFilter;
import net.coobird.thumbnailator.util.exif.ExifFilterUtils;
import net.coobird.thumbnailator.util.exif.Orientation;

/**
 * Reading, orienting, resizing and writing images. Every output is encoded from decoded pixels
 * with no metadata passed to the writer, so nothing of the original's EXIF, XMP, ICC comments or
 * text chunks (camera, GPS, software) reaches a variant.
 */
final class Codec {
    static final float JPEG_QUALITY = 0.82f;
    static final float WEBP_QUALITY = 0.80f;

    /**
     * Everything that decides an encoded variant's bytes besides the source: part of each cache key,
     * so that a change here (or of a library) encodes every image again. Bump it with them.
     */
    static final String SETTINGS = "firmsite-images 1; jpeg q=" + JPEG_QUALITY + " progressive; png; webp lossy q="
            + WEBP_QUALITY + "; webp-imageio 0.10.2; thumbnailator 0.4.20 progressive bilinear";

    private Codec() {}

    /**
     * An image's size as its header states it (before any orientation), its EXIF orientation, and
     * the bytes its decoder allocates for the pixels. Kept in the variant cache, so a build that
     * finds every variant there reads no image header.
     */
    record Header(int width, int height, int orientation, long decodedBytes) {
        /** The width as displayed: a quarter turn trades width and height. */
        int uprightWidth() {
            return orientation >= 5 ? height : width;
        }

        int uprightHeight() {
            return orientation >= 5 ? width : height;
        }

        long pixels() {
            return (long) width * height;
        }

        /**
         * What decoding and encoding this image holds at once, at most: the decoded pixels, and two
         * 32-bit copies of them (turning it upright, JPEG's opaque copy, a resizer's working image,
         * two encodings running at once). Measured: a 7,000 × 7,000 RGB PNG, 147 MB decoded, did not
         * always fit in a 450 MB heap; this counts 539 MB.
         */
        long workingBytes() {
            return decodedBytes + 8 * pixels();
        }

        String encoded() {
            return width + " " + height + " " + orientation + " " + decodedBytes;
        }

        /** The header {@link #encoded()} wrote; an entry of an older form is refused, and the header read again. */
        static Header decode(String encoded) {
            String[] parts = encoded.split(" ", -1);
            if (parts.length != 4) {
                throw new IllegalArgumentException("not an encoded header: " + encoded);
            }
            return new Header(
                    Integer.parseInt(parts[0]),
                    Integer.parseInt(parts[1]),
                    Integer.parseInt(parts[2]),
                    Long.parseLong(parts[3]));
        }
    }

    /**
     * Reads the header only: what the {@link ImageLimits} are checked against before a pixel is
     * allocated. Fails when the bytes are not an image of {@code format}.
     */
    static Header header(byte[] bytes, ImageFormat format) throws ImageProblem {
        try (ImageInputStream in = new MemoryCacheImageInputStream(new ByteArrayInputStream(bytes))) {
            ImageReader reader = reader(in, format);
            try {
                int width = reader.getWidth(0);
                int height = reader.getHeight(0);
                return new Header(width, height, orientation(bytes), decodedBytes(reader, width, height));
            } finally {
                reader.dispose();
            }
        } catch (IOException | RuntimeException e) {
            throw new ImageProblem("unreadable " + format + " image: its header cannot be read");
        }
    }

    /**
     * The bytes {@code reader} allocates to decode its image: {@code read} makes an image of the first
     * type {@code getImageTypes} lists, whose sample model says how a pixel is stored (a 16-bit RGBA
     * PNG as four shorts, 8 bytes; an RGB JPEG as 3 bytes; a WebP as one int; a 1-bit PNG packed).
     */
    private static long decodedBytes(ImageReader reader, int width, int height) throws IOException {
        SampleModel pixel = reader.getImageTypes(0).next().getSampleModel(1, 1);
        long bitsPerPixel = pixel instanceof MultiPixelPackedSampleModel packed
                ? packed.getPixelBitStride()
                : (long) DataBuffer.getDataTypeSize(pixel.getDataType()) * pixel.getNumDataElements();
        return (width * bitsPerPixel + 7) / 8 * height;
    }

    /** Decodes the whole image and turns it upright as its EXIF orientation says. */
    static BufferedImage decodeUpright(byte[] bytes, ImageFormat format, int orientation) throws ImageProblem {
        BufferedImage image;
        try (ImageInputStream in = new MemoryCacheImageInputStream(new ByteArrayInputStream(bytes))) {
            ImageReader reader = reader(in, format);
            try {
                image = reader.read(0);
            } finally {
                reader.dispose();
            }
        } catch (IOException | RuntimeException e) {
            throw new ImageProblem("unreadable " + format + " image: it cannot be decoded ("
                    + e.getClass().getSimpleName() + ")");
        }
        ImageFilter upright =
                orientation == 1 ? null : ExifFilterUtils.getFilterForOrientation(Orientation.typeOf(orientation));
        return upright == null ? image : upright.apply(image);
    }

    private static ImageReader reader(ImageInputStream in, ImageFormat format) throws IOException, ImageProblem {
        Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
        while (readers.hasNext()) {
            ImageReader reader = readers.next();
            for (String name : reader.getOriginatingProvider().getFormatNames()) {
                if (name.equalsIgnoreCase(format.imageIoName())) {
                    reader.setInput(in, true, true);
                    return reader;
                }
            }
            reader.dispose();
        }
        throw new ImageProblem(
                "not a " + format + " image (the file's bytes do not match its extension, or it is damaged)");
    }

    /** The EXIF orientation (1 to 8) a file declares, 1 when it declares none. */
    private static int orientation(byte[] bytes) {
        try {
            Metadata metadata = ImageMetadataReader.readMetadata(new ByteArrayInputStream(bytes), bytes.length);
            ExifIFD0Directory exif = metadata.getFirstDirectoryOfType(ExifIFD0Directory.class);
            if (exif != null && exif.containsTag(ExifIFD0Directory.TAG_ORIENTATION)) {
                int orientation = exif.getInt(ExifIFD0Directory.TAG_ORIENTATION);
                return orientation >= 1 && orientation <= 8 ? orientation : 1;
            }
        } catch (ImageProcessingException | IOException | MetadataException | RuntimeException e) {
            // Unreadable metadata is no reason to refuse an image: it is shown as stored.
        }
        return 1;
    }

    /** {@code image} scaled to {@code width} × {@code height} (progressive bilinear when shrinking a lot). */
    static BufferedImage resize(BufferedImage image, int width, int height) {
        if (image.getWidth() == width && image.getHeight() == height) {
            return image;
        }
        try {
            return Thumbnails.of(image).forceSize(width, height).asBufferedImage();
        } catch (IOException e) {
            throw new IllegalStateException("resizing in memory cannot fail on I/O", e);
        }
    }

    /** {@code image} encoded in {@code format}, with no metadata. */
    static byte[] encode(BufferedImage image, ImageFormat format) {
        return switch (format) {
            case JPEG -> write(opaque(image), "jpeg", Codec::jpegParam);
            case PNG -> write(image, "png", writer -> null);
            case WEBP -> write(image, "webp", writer -> webpParam());
            case SVG -> throw new IllegalArgumentException("SVG is served as it is, never encoded");
        };
    }

    private interface Param {
        ImageWriteParam of(ImageWriter writer);
    }

    private static byte[] write(BufferedImage image, String formatName, Param param) {
        ImageWriter writer = ImageIO.getImageWritersByFormatName(formatName).next();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (MemoryCacheImageOutputStream out = new MemoryCacheImageOutputStream(bytes)) {
            writer.setOutput(out);
            // No stream or image metadata: the writer adds only what the format requires.
            writer.write(null, new IIOImage(image, null, null), param.of(writer));
        } catch (IOException e) {
            throw new IllegalStateException(formatName + " encoding in memory failed", e);
        } finally {
            writer.dispose();
        }
        return bytes.toByteArray();
    }

    private static ImageWriteParam jpegParam(ImageWriter writer) {
        ImageWriteParam param = writer.getDefaultWriteParam();
        param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
        param.setCompressionQuality(JPEG_QUALITY);
        // Progressive: a browser shows the whole portrait early, then sharpens it.
        param.setProgressiveMode(ImageWriteParam.MODE_DEFAULT);
        return param;
    }

    private static ImageWriteParam webpParam() {
        WebPWriteParam param = new WebPWriteParam(Locale.ROOT);
        param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
        param.setCompressionType(param.getCompressionTypes()[WebPWriteParam.LOSSY_COMPRESSION]);
        param.setCompressionQuality(WEBP_QUALITY);
        return param;
    }

    /** JPEG has no alpha: transparent parts become white, as on the site's background. */
    private static BufferedImage opaque(BufferedImage image) {
        if (image.getType() == BufferedImage.TYPE_INT_RGB || image.getType() == BufferedImage.TYPE_3BYTE_BGR) {
            return image;
        }
        BufferedImage rgb = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D graphics = rgb.createGraphics();
        try {
            graphics.drawImage(image, 0, 0, Color.WHITE, null);
        } finally {
            graphics.dispose();
        }
        return rgb;
    }
}
