package com.firmsite.images;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/** Image files made for tests: plain ones, a photo with EXIF GPS data, a decompression bomb. */
public final class TestImages {
    /** Latitude written into {@link #jpegWithGps}: 42° 21′ N (Boston). */
    static final int GPS_LATITUDE_DEGREES = 42;

    private TestImages() {}

    /** A {@code width} × {@code height} picture: a left half darker than the right, so turns show. */
    static BufferedImage picture(int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(new Color(0x12233F));
        g.fillRect(0, 0, width / 2, height);
        g.setColor(new Color(0xC9A35B));
        g.fillRect(width / 2, 0, width - width / 2, height);
        g.dispose();
        return image;
    }

    public static byte[] png(int width, int height) {
        return Codec.encode(picture(width, height), ImageFormat.PNG);
    }

    static byte[] jpeg(int width, int height) {
        return Codec.encode(picture(width, height), ImageFormat.JPEG);
    }

    /**
     * A JPEG as a camera writes one: an EXIF APP1 segment (after JFIF's APP0) with an orientation
     * and a GPS IFD holding a position (42° 21′ N, 71° 3′ W).
     */
    static byte[] jpegWithGps(int storedWidth, int storedHeight, int orientation) {
        byte[] jpeg = jpeg(storedWidth, storedHeight);
        ByteBuffer tiff = ByteBuffer.allocate(140);
        tiff.put("MM".getBytes(StandardCharsets.US_ASCII)).putShort((short) 42).putInt(8);
        // IFD0 at 8: Orientation (SHORT), GPSInfo (LONG offset of the GPS IFD at 38).
        tiff.putShort((short) 2);
        tiff.putShort((short) 0x0112)
                .putShort((short) 3)
                .putInt(1)
                .putShort((short) orientation)
                .putShort((short) 0);
        tiff.putShort((short) 0x8825).putShort((short) 4).putInt(1).putInt(38);
        tiff.putInt(0);
        // GPS IFD at 38: GPSLatitudeRef "N", GPSLatitude (3 RATIONALs at 92), GPSLongitudeRef "W",
        // GPSLongitude (at 116): 42° 21′ N, 71° 3′ W.
        tiff.putShort((short) 4);
        tiff.putShort((short) 0x0001)
                .putShort((short) 2)
                .putInt(2)
                .put((byte) 'N')
                .put((byte) 0)
                .putShort((short) 0);
        tiff.putShort((short) 0x0002).putShort((short) 5).putInt(3).putInt(92);
        tiff.putShort((short) 0x0003)
                .putShort((short) 2)
                .putInt(2)
                .put((byte) 'W')
                .put((byte) 0)
                .putShort((short) 0);
        tiff.putShort((short) 0x0004).putShort((short) 5).putInt(3).putInt(116);
        tiff.putInt(0);
        tiff.putInt(GPS_LATITUDE_DEGREES)
                .putInt(1)
                .putInt(21)
                .putInt(1)
                .putInt(0)
                .putInt(1);
        tiff.putInt(71).putInt(1).putInt(3).putInt(1).putInt(0).putInt(1);
        byte[] exif = concat("Exif\0\0".getBytes(StandardCharsets.US_ASCII), tiff.array());
        ByteBuffer app1 = ByteBuffer.allocate(4 + exif.length);
        app1.putShort((short) 0xFFE1).putShort((short) (2 + exif.length)).put(exif);
        int afterApp0 = 4 + (((jpeg[4] & 0xFF) << 8) | (jpeg[5] & 0xFF));
        return concat(slice(jpeg, 0, afterApp0), app1.array(), slice(jpeg, afterApp0, jpeg.length));
    }

    /** A valid PNG of about a hundred bytes whose header declares {@code width} × {@code height}. */
    public static byte[] pngDeclaring(int width, int height) {
        ByteBuffer header = ByteBuffer.allocate(13)
                .putInt(width)
                .putInt(height)
                .put((byte) 8)
                .put((byte) 2)
                .put((byte) 0)
                .put((byte) 0)
                .put((byte) 0);
        Deflater deflater = new Deflater();
        deflater.setInput(new byte[1024]);
        deflater.finish();
        byte[] compressed = new byte[256];
        int length = deflater.deflate(compressed);
        deflater.end();
        return concat(
                new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'},
                chunk("IHDR", header.array()),
                chunk("IDAT", slice(compressed, 0, length)),
                chunk("IEND", new byte[0]));
    }

    /**
     * A PNG of {@code width} × {@code height} pixels, every byte of its image data zero (transparent
     * black where there is alpha), written row stream by row stream through a {@link Deflater}: what
     * is held is the compressed file, never the pixels. Zeros compress about a thousand to one, so a
     * 1 × 49,000,000 grey image is a file of about 95 KB and a 7,000 × 7,000 16-bit RGBA one about
     * 381 KB, while decoding them takes 49 MB and 392 MB.
     *
     * @param bitDepth 8 or 16
     * @param colorType 0 grey, 2 RGB, 4 grey and alpha, 6 RGBA (PNG's numbers)
     */
    public static byte[] uniformPng(int width, int height, int bitDepth, int colorType) {
        int channels = switch (colorType) {
            case 0 -> 1;
            case 2 -> 3;
            case 4 -> 2;
            case 6 -> 4;
            default -> throw new IllegalArgumentException("colour type " + colorType);
        };
        long rowBytes = 1 + (long) width * channels * bitDepth / 8;
        ByteBuffer header = ByteBuffer.allocate(13)
                .putInt(width)
                .putInt(height)
                .put((byte) bitDepth)
                .put((byte) colorType)
                .put((byte) 0)
                .put((byte) 0)
                .put((byte) 0);
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        ByteArrayOutputStream compressed = new ByteArrayOutputStream();
        byte[] zeros = new byte[1 << 20];
        byte[] out = new byte[1 << 16];
        long remaining = rowBytes * height;
        try {
            // Filter byte 0 (none) and samples 0: the whole image data stream is zeros.
            while (remaining > 0) {
                int length = (int) Math.min(zeros.length, remaining);
                deflater.setInput(zeros, 0, length);
                remaining -= length;
                while (!deflater.needsInput()) {
                    compressed.write(out, 0, deflater.deflate(out));
                }
            }
            deflater.finish();
            while (!deflater.finished()) {
                compressed.write(out, 0, deflater.deflate(out));
            }
        } finally {
            deflater.end();
        }
        return concat(
                new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'},
                chunk("IHDR", header.array()),
                chunk("IDAT", compressed.toByteArray()),
                chunk("IEND", new byte[0]));
    }

    private static byte[] chunk(String type, byte[] data) {
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(typeBytes);
        crc.update(data);
        return ByteBuffer.allocate(12 + data.length)
                .putInt(data.length)
                .put(typeBytes)
                .put(data)
                .putInt((int) crc.getValue())
                .array();
    }

    private static byte[] slice(byte[] bytes, int from, int to) {
        return java.util.Arrays.copyOfRange(bytes, from, to);
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
