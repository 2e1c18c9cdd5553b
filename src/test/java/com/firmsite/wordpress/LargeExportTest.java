package com.firmsite.wordpress;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ContentFolder;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A 200 MB export, shaped as large real ones are (each post with its revisions and comments),
 * imports in a child JVM whose heap is capped at 256 MB: the reader streams, it never holds the
 * export. The child's time, peak heap and report are printed for the record.
 */
class LargeExportTest {
    private static final int POSTS = 2_900;
    private static final int REVISIONS = 10;
    private static final int COMMENTS = 6;
    private static final long MEGABYTE = 1024 * 1024;

    @TempDir
    Path dir;

    @Test
    void aTwoHundredMegabyteExportImportsWithinAHeapOf256Megabytes() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        Path export = dir.resolve("large.xml");
        write(export);
        assertThat(Files.size(export)).as("export bytes").isGreaterThan(200 * MEGABYTE);

        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Path out = dir.resolve("out.txt");
        long started = System.nanoTime();
        Process child = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xmx256m",
                        "-Xlog:gc*:file=" + dir.resolve("gc.log"),
                        "-cp",
                        classPath,
                        "com.firmsite.Main",
                        "import",
                        "wordpress",
                        export.toString(),
                        "--content",
                        content.toString())
                .redirectErrorStream(true)
                .redirectOutput(out.toFile())
                .start();
        assertThat(child.waitFor(600, TimeUnit.SECONDS))
                .as("finished within 10 minutes")
                .isTrue();
        long millis = (System.nanoTime() - started) / 1_000_000;
        String report = Files.readString(out);
        System.out.printf(
                "large export: %d MB, %d posts, imported in %.1f s with -Xmx256m: %s%n%s%n",
                Files.size(export) / MEGABYTE, POSTS, millis / 1000.0, peakHeap(dir.resolve("gc.log")), report);
        assertThat(child.exitValue()).as(report).isZero();
        assertThat(report)
                .contains(
                        POSTS + "  publications: published",
                        POSTS * REVISIONS + "  revisions (skipped)",
                        "no warnings",
                        "check: " + content + " is valid");
        assertThat(Files.readString(content.resolve("publications/alert-2899.md")))
                .contains("authors: [margaret-hale]", "[the previous alert](/publications/alert-2898)");
    }

    /**
     * From the GC log ("Pause Young ... 120M->30M(256M)"): the most heap in use when a collection
     * started (it fills what the cap allows) and the most still live after one.
     */
    private static String peakHeap(Path gcLog) throws IOException {
        long before = 0;
        long live = 0;
        var pattern = java.util.regex.Pattern.compile("(\\d+)M->(\\d+)M\\(\\d+M\\)");
        for (String line : Files.readAllLines(gcLog)) {
            var m = pattern.matcher(line);
            if (m.find()) {
                before = Math.max(before, Long.parseLong(m.group(1)));
                live = Math.max(live, Long.parseLong(m.group(2)));
            }
        }
        return before + " MB in use at most, " + live + " MB live at most after a collection";
    }

    private static void write(Path file) throws IOException {
        String paragraph =
                "The court held that the employer's notice was late, and that the covenant could not be enforced against an employee"
                        + " who had not been told of her right to consult counsel. Employers should review their templates before the next hire.\n\n";
        String body = paragraph.repeat(24);
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("""
          <?xml version="1.0" encoding="UTF-8" ?>
          <rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/"
            xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
          <channel>
            <title>Large firm</title>
            <link>https://www.large-old.example</link>
            <wp:wxr_version>1.2</wp:wxr_version>
            <wp:base_site_url>https://www.large-old.example</wp:base_site_url>
            <wp:author><wp:author_login><![CDATA[mhale]]></wp:author_login><wp:author_display_name><![CDATA[Margaret Hale]]></wp:author_display_name></wp:author>
          """);
            long id = 1;
            for (int post = 0; post < POSTS; post++) {
                String slug = "alert-" + post;
                String link = post == 0
                        ? ""
                        : "<p>See <a href=\"https://www.large-old.example/2020/01/01/alert-" + (post - 1)
                                + "/\">the previous alert</a>.</p>\n";
                long postId = id++;
                item(
                        out,
                        postId,
                        slug,
                        "publish",
                        "post",
                        0,
                        "https://www.large-old.example/2020/01/01/" + slug + "/",
                        link + body,
                        comments(postId));
                for (int revision = 0; revision < REVISIONS; revision++) {
                    item(
                            out,
                            id++,
                            postId + "-revision-v" + revision,
                            "inherit",
                            "revision",
                            postId,
                            "https://www.large-old.example/?p=" + id,
                            body,
                            "");
                }
            }
            out.write("</channel>\n</rss>\n");
        }
    }

    private static String comments(long postId) {
        StringBuilder comments = new StringBuilder();
        for (int i = 0; i < COMMENTS; i++) {
            comments.append("<wp:comment><wp:comment_id>")
                    .append(postId * 100 + i)
                    .append("</wp:comment_id><wp:comment_content><![CDATA[")
                    .append(
                            "Thank you for this alert; we have shared it with our HR team and will review our offer letters. "
                                    .repeat(4))
                    .append("]]></wp:comment_content></wp:comment>\n");
        }
        return comments.toString();
    }

    private static void item(
            BufferedWriter out,
            long id,
            String slug,
            String status,
            String type,
            long parent,
            String link,
            String body,
            String extra)
            throws IOException {
        out.write("<item><title><![CDATA[Alert " + slug + ": notice rules for non-competes]]></title><link>" + link
                + "</link>"
                + "<dc:creator><![CDATA[mhale]]></dc:creator><content:encoded><![CDATA[" + body
                + "]]></content:encoded>"
                + "<excerpt:encoded><![CDATA[]]></excerpt:encoded><wp:post_id>" + id + "</wp:post_id>"
                + "<wp:post_date><![CDATA[2020-01-01 09:00:00]]></wp:post_date><wp:post_date_gmt><![CDATA[2020-01-01 14:00:00]]></wp:post_date_gmt>"
                + "<wp:post_name><![CDATA[" + slug + "]]></wp:post_name><wp:status><![CDATA[" + status
                + "]]></wp:status>"
                + "<wp:post_parent>" + parent + "</wp:post_parent><wp:post_type><![CDATA[" + type + "]]></wp:post_type>"
                + "<category domain=\"post_tag\" nicename=\"non-competes\"><![CDATA[Non-competes]]></category>\n"
                + extra + "</item>\n");
    }
}
