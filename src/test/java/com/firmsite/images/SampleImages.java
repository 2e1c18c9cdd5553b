package com.firmsite.images;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Arc2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

/**
 * Draws the sample firm's images (content/images/): an illustrated portrait of every lawyer, a
 * cover for several publications and a facade for each office. Made by the project with Java2D,
 * never downloaded; released under CC0 (content/images/README.md). Run it again after changing it:
 *
 * <pre>./mvnw -B -o -q test-compile org.codehaus.mojo:exec-maven-plugin:3.6.4:java \
 *   -Dexec.mainClass=com.firmsite.images.SampleImages -Dexec.classpathScope=test -Dexec.args=content</pre>
 */
public final class SampleImages {
    /** How a portrait is drawn: skin, hair colour and style, jacket, background. */
    record Sitter(String slug, Color skin, Color hair, Hair style, Color jacket, Color background, boolean tie) {}

    enum Hair {
        SHORT,
        SIDE_PART,
        LONG,
        BUN,
        BOB,
        CLOSE_CROP,
        CURLY
    }

    private static final List<Sitter> TEAM = List.of(
            new Sitter(
                    "margaret-hale",
                    new Color(0xF1C9A5),
                    new Color(0xB8B2A7),
                    Hair.BOB,
                    new Color(0x1F2F4F),
                    new Color(0xDCE6F2),
                    false),
            new Sitter(
                    "thomas-lowe",
                    new Color(0xE8B995),
                    new Color(0x5B4636),
                    Hair.SIDE_PART,
                    new Color(0x2B2D33),
                    new Color(0xE5E0D6),
                    true),
            new Sitter(
                    "aisha-bello",
                    new Color(0x8D5A3B),
                    new Color(0x1E1612),
                    Hair.BUN,
                    new Color(0x5A2136),
                    new Color(0xF0E2D4),
                    false),
            new Sitter(
                    "daniel-okafor",
                    new Color(0x6B4129),
                    new Color(0x15100D),
                    Hair.CLOSE_CROP,
                    new Color(0x24344F),
                    new Color(0xDDE8E3),
                    true),
            new Sitter(
                    "elena-vasquez",
                    new Color(0xD9A47E),
                    new Color(0x3A2418),
                    Hair.LONG,
                    new Color(0x3B3F46),
                    new Color(0xF3E7E0),
                    false),
            new Sitter(
                    "grace-whitfield",
                    new Color(0xF5D3B8),
                    new Color(0xC9893F),
                    Hair.LONG,
                    new Color(0x2E4A3F),
                    new Color(0xE3ECF4),
                    false),
            new Sitter(
                    "jonathan-reiss",
                    new Color(0xEDC3A0),
                    new Color(0x2B211B),
                    Hair.CURLY,
                    new Color(0x33363D),
                    new Color(0xE8E4EC),
                    true),
            new Sitter(
                    "kevin-mcardle",
                    new Color(0xF3CBAE),
                    new Color(0x9C4A22),
                    Hair.SHORT,
                    new Color(0x1D2A44),
                    new Color(0xE2EEE8),
                    true),
            new Sitter(
                    "priya-raman",
                    new Color(0xB07A55),
                    new Color(0x140F0D),
                    Hair.LONG,
                    new Color(0x402A4E),
                    new Color(0xF2EBDD),
                    false),
            new Sitter(
                    "samuel-cho",
                    new Color(0xE9C29C),
                    new Color(0x111111),
                    Hair.SIDE_PART,
                    new Color(0x283746),
                    new Color(0xE6E9EE),
                    true));

    private static final List<String> COVERED_PUBLICATIONS = List.of(
            "ai-tools-in-hiring",
            "earnout-disputes",
            "state-privacy-laws-2025",
            "trade-secrets-remote-workforce",
            "commercial-lease-renewal-options",
            "trademark-clearance-before-launch");

    private static final Color NAVY = new Color(0x12233F);

    private SampleImages() {}

    public static void main(String[] args) throws IOException {
        Path images = Path.of(args.length > 0 ? args[0] : "content").resolve("images");
        for (Sitter sitter : TEAM) {
            write(portrait(sitter), images.resolve("team/" + sitter.slug() + ".jpg"), "jpeg");
        }
        for (String slug : COVERED_PUBLICATIONS) {
            write(cover(slug), images.resolve("publications/" + slug + ".png"), "png");
        }
        write(facade(new Random(11), 6, new Color(0xB9603F)), images.resolve("offices/boston.jpg"), "jpeg");
        write(facade(new Random(23), 9, new Color(0x9AA3AD)), images.resolve("offices/new-york.jpg"), "jpeg");
    }

    /** A 640 × 800 head-and-shoulders illustration. */
    static BufferedImage portrait(Sitter sitter) {
        BufferedImage image = new BufferedImage(640, 800, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = smooth(image);
        g.setPaint(new GradientPaint(
                0, 0, sitter.background(), 0, 800, sitter.background().darker()));
        g.fillRect(0, 0, 640, 800);
        if (sitter.style() == Hair.LONG) {
            g.setColor(sitter.hair());
            g.fill(new RoundRectangle2D.Double(190, 200, 260, 380, 120, 120));
        }
        // Shoulders and jacket, the shirt's V and, for some, a tie.
        g.setColor(sitter.jacket());
        g.fill(new RoundRectangle2D.Double(90, 560, 460, 320, 200, 200));
        g.setColor(sitter.skin().darker());
        g.fill(new RoundRectangle2D.Double(280, 430, 80, 150, 30, 30));
        g.setColor(Color.WHITE);
        g.fill(polygon(250, 560, 390, 560, 320, 690));
        g.setColor(sitter.skin().darker());
        g.fill(polygon(282, 560, 358, 560, 320, 610));
        if (sitter.tie()) {
            g.setColor(new Color(0x7A1F2B));
            g.fill(polygon(308, 612, 332, 612, 340, 690, 320, 715, 300, 690));
        }
        g.setColor(sitter.jacket().brighter());
        g.setStroke(new BasicStroke(6));
        g.draw(polygon(250, 560, 320, 700, 390, 560));
        // Head, ears, face.
        g.setColor(sitter.skin());
        g.fill(new Ellipse2D.Double(200, 260, 34, 70));
        g.fill(new Ellipse2D.Double(406, 260, 34, 70));
        g.fill(new Ellipse2D.Double(215, 160, 210, 280));
        hair(g, sitter);
        g.setColor(new Color(0x2A211C));
        g.fill(new Ellipse2D.Double(268, 290, 20, 14));
        g.fill(new Ellipse2D.Double(352, 290, 20, 14));
        g.setStroke(new BasicStroke(5, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(sitter.hair().darker());
        g.draw(new Arc2D.Double(258, 268, 40, 16, 20, 140, Arc2D.OPEN));
        g.draw(new Arc2D.Double(342, 268, 40, 16, 20, 140, Arc2D.OPEN));
        g.setColor(sitter.skin().darker());
        g.draw(new Arc2D.Double(305, 300, 30, 50, 200, 100, Arc2D.OPEN));
        g.setColor(new Color(0x9E4F48));
        g.draw(new Arc2D.Double(285, 340, 70, 40, 200, 140, Arc2D.OPEN));
        g.dispose();
        return image;
    }

    private static void hair(Graphics2D g, Sitter sitter) {
        g.setColor(sitter.hair());
        switch (sitter.style()) {
            case SHORT -> g.fill(new Arc2D.Double(210, 150, 220, 180, 0, 180, Arc2D.CHORD));
            case SIDE_PART -> {
                g.fill(new Arc2D.Double(208, 146, 224, 190, 0, 180, Arc2D.CHORD));
                g.fill(polygon(208, 241, 300, 241, 230, 300));
            }
            case CLOSE_CROP -> g.fill(new Arc2D.Double(218, 158, 204, 150, 10, 160, Arc2D.CHORD));
            case CURLY -> {
                for (int i = 0; i < 9; i++) {
                    g.fill(new Ellipse2D.Double(206 + i * 24, 140 + (i % 2) * 14, 56, 56));
                }
            }
            case BOB -> {
                g.fill(new Arc2D.Double(196, 140, 248, 220, 0, 180, Arc2D.CHORD));
                g.fill(new RoundRectangle2D.Double(196, 240, 44, 150, 30, 30));
                g.fill(new RoundRectangle2D.Double(400, 240, 44, 150, 30, 30));
            }
            case LONG -> {
                g.fill(new Arc2D.Double(200, 142, 240, 200, 0, 180, Arc2D.CHORD));
                g.fill(polygon(200, 242, 330, 242, 220, 330));
            }
            case BUN -> {
                g.fill(new Ellipse2D.Double(270, 90, 100, 90));
                g.fill(new Arc2D.Double(210, 150, 220, 170, 0, 180, Arc2D.CHORD));
            }
        }
    }

    /** A 1600 × 900 abstract cover: the firm's navy, a seeded arrangement of shapes and lines. */
    static BufferedImage cover(String slug) {
        Random random = new Random(slug.hashCode());
        BufferedImage image = new BufferedImage(1600, 900, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = smooth(image);
        g.setColor(NAVY);
        g.fillRect(0, 0, 1600, 900);
        Color[] palette = {
            new Color(0xC9A35B), new Color(0x3E6A8A), new Color(0xE9E4D8), new Color(0x6E8B74), new Color(0x8A4B3C)
        };
        for (int i = 0; i < 7; i++) {
            g.setColor(palette[random.nextInt(palette.length)]);
            int size = 160 + random.nextInt(360);
            int x = random.nextInt(1600 - size / 2);
            int y = random.nextInt(900 - size / 2);
            if (random.nextBoolean()) {
                g.fill(new Ellipse2D.Double(x, y, size, size));
            } else {
                g.fill(new RoundRectangle2D.Double(x, y, size * 1.4, size * 0.7, 24, 24));
            }
        }
        g.setColor(new Color(0xE9E4D8));
        g.setStroke(new BasicStroke(4));
        for (int i = 0; i < 5; i++) {
            int y = 120 + i * 150 + random.nextInt(40);
            g.drawLine(80, y, 80 + 400 + random.nextInt(900), y);
        }
        g.dispose();
        return image;
    }

    /** A 1200 × 800 office facade: sky, a building of {@code floors} with lit and unlit windows. */
    static BufferedImage facade(Random random, int floors, Color stone) {
        BufferedImage image = new BufferedImage(1200, 800, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = smooth(image);
        g.setPaint(new GradientPaint(0, 0, new Color(0x8DB6DA), 0, 800, new Color(0xE6EEF5)));
        g.fillRect(0, 0, 1200, 800);
        int floorHeight = 620 / floors;
        int top = 800 - 60 - floors * floorHeight;
        g.setColor(stone);
        g.fillRect(200, top, 800, 800 - top);
        g.setColor(stone.darker());
        g.fillRect(180, top - 24, 840, 28);
        for (int floor = 0; floor < floors; floor++) {
            for (int column = 0; column < 8; column++) {
                g.setColor(random.nextInt(5) == 0 ? new Color(0xF4D58D) : new Color(0x2E3D4F));
                g.fill(new RoundRectangle2D.Double(
                        236 + column * 96, top + 20 + floor * floorHeight, 56, floorHeight - 30, 8, 8));
            }
        }
        g.setColor(NAVY);
        g.fill(new RoundRectangle2D.Double(540, 680, 120, 120, 12, 12));
        g.setColor(new Color(0x5F6B5A));
        g.fillRect(0, 780, 1200, 20);
        g.dispose();
        return image;
    }

    private static Graphics2D smooth(BufferedImage image) {
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        return g;
    }

    private static Path2D polygon(double... points) {
        Path2D path = new Path2D.Double();
        path.moveTo(points[0], points[1]);
        for (int i = 2; i < points.length; i += 2) {
            path.lineTo(points[i], points[i + 1]);
        }
        path.closePath();
        return path;
    }

    private static void write(BufferedImage image, Path file, String format) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, Codec.encode(image, format.equals("png") ? ImageFormat.PNG : ImageFormat.JPEG));
    }
}
