package com.firmsite.wordpress;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.NuChecker;
import com.firmsite.testing.TestServer;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import nu.validator.client.EmbeddedValidator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/**
 * {@code firmsite import wordpress} on a law firm's blog as WordPress 6 exports it (classic and
 * block-editor posts, pages with a parent, drafts, a scheduled post, shortcodes, galleries, a table
 * with merged cells, French text, an author who is not a lawyer) and its uploads tree: the folder it
 * leaves passes {@code firmsite check}, is served, and every old address leads to a page.
 */
class WordPressImportTest {
    private static final Path EXPORT = Path.of("src/test/resources/wordpress/hale-blog.xml");
    private static final Path MAP = Path.of("src/test/resources/wordpress/map.yaml");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path content;
    private Path uploads;

    private record Run(int status, String out, String err) {}

    @BeforeEach
    void prepare() throws IOException {
        content = ContentFolder.copyOfSample(dir);
        uploads = dir.resolve("uploads");
        // The uploads tree as WordPress keeps it: each original beside its resized copies.
        image(uploads.resolve("2024/03/courtroom.jpg"), 1200, 800, "jpg", Color.DARK_GRAY);
        image(uploads.resolve("2024/03/courtroom-300x200.jpg"), 300, 200, "jpg", Color.GRAY);
        image(uploads.resolve("2024/03/courtroom-1024x683.jpg"), 1024, 683, "jpg", Color.GRAY);
        image(uploads.resolve("2024/05/signing.png"), 640, 480, "png", Color.BLUE);
        image(uploads.resolve("2024/05/signing-768x576.png"), 768, 576, "png", Color.CYAN);
    }

    private static void image(Path file, int width, int height, String format, Color color) throws IOException {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D graphics = image.createGraphics();
        graphics.setColor(color);
        graphics.fillRect(0, 0, width, height);
        graphics.setColor(Color.WHITE);
        graphics.fillOval(width / 4, height / 4, width / 2, height / 2);
        graphics.dispose();
        Files.createDirectories(file.getParent());
        ImageIO.write(image, format, file.toFile());
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            Method main = Class.forName("com.firmsite.Main")
                    .getDeclaredMethod("run", String[].class, Map.class, PrintStream.class, PrintStream.class);
            main.setAccessible(true);
            int status = (int) main.invoke(
                    null,
                    args,
                    Map.of(),
                    new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private Run importBlog(String... more) {
        List<String> args = new ArrayList<>(List.of(
                "import",
                "wordpress",
                EXPORT.toString(),
                "--content",
                content.toString(),
                "--uploads",
                uploads.toString(),
                "--map",
                MAP.toString()));
        args.addAll(List.of(more));
        return run(args.toArray(String[]::new));
    }

    private String read(String relative) throws IOException {
        return Files.readString(content.resolve(relative));
    }

    /** Every file of the content folder with its bytes, to compare before and after. */
    private Map<String, String> files() throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(content)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                files.put(
                        content.relativize(file).toString(),
                        java.util.HexFormat.of()
                                .formatHex(java.security.MessageDigest.getInstance("SHA-256")
                                        .digest(Files.readAllBytes(file))));
            }
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        return files;
    }

    @Test
    void theImportedFolderPassesCheckAndTheReportCountsEveryKind() throws IOException {
        Run imported = importBlog();
        // Warnings need a person (a contact form, a table with merged cells...): exit 1, not 0.
        assertThat(imported.status()).as(imported.out() + imported.err()).isEqualTo(1);
        assertThat(imported.out())
                .contains(
                        "3  publications: published",
                        "2  publications: drafts",
                        "1  publications: scheduled",
                        "3  pages: published",
                        "1  pages: drafts")
                .contains(
                        "1  private items (skipped)",
                        "1  trashed items (skipped)",
                        "1  auto-drafts (skipped)",
                        "1  revisions (skipped)",
                        "1  menu items (skipped)",
                        "items of type \"wp_global_styles\" (skipped)")
                .contains("Marketing Team (marketing)")
                .contains(
                        "item 101 \"Massachusetts non-compete update: what employers must do before March\": shortcode [contact-form-7] has no Markdown form")
                .contains(
                        "item 101 \"Massachusetts non-compete update: what employers must do before March\": a table with merged cells")
                .contains(
                        "item 111 \"Firm news: our new Boston office\": an iframe (https://www.google.com/maps/embed?pb=state-street) became a link")
                .contains("item 111 \"Firm news: our new Boston office\": gallery image 299 is not in the export")
                .contains("check: " + content + " is valid");
        Run check = run("check", "--content", content.toString());
        assertThat(check.status()).as(check.err()).isZero();

        assertThat(read("publications/massachusetts-noncompete-update.md")).startsWith("""
        ---
        title: "Massachusetts non-compete update: what employers must do before March"
        date: 2024-03-12T09:30:00-04:00
        type: "Client alert"
        authors: [margaret-hale]
        practiceAreas: [employment-and-labor]
        topics: ["Remote work"]
        description: "Massachusetts courts are now applying the notice rules of the Noncompetition Agreement Act. Here is what employers should do before their next hire."
        ---
        """);
        // The display name "Elena Vásquez" is the team's Elena Vasquez; the date keeps Paris's offset.
        assertThat(read("publications/donnees-personnelles-cnil-guidance.md"))
                .contains(
                        "date: 2024-06-03T14:00:00+02:00",
                        "authors: [elena-vasquez]",
                        "topics: [\"GDPR\", \"Données personnelles\"]",
                        "description: \"France’s data-protection authority, the CNIL, published guidance on employee monitoring.\"");
        // A non-lawyer author: no author, the byline is the firm.
        assertThat(read("publications/new-boston-office.md"))
                .doesNotContain("authors:")
                .contains("type: \"Article\"");
        assertThat(read("publications/checklist-hiring-remote-employees-in-2025.md"))
                .contains("draft: true", "date: 2024-10-01T11:00:00-04:00");
        assertThat(read("publications/trade-secrets-review.md")).contains("draft: true");
        assertThat(read("publications/employment-outlook-2031.md"))
                .contains("date: 2031-01-13T09:00:00-05:00")
                .doesNotContain("draft");
        assertThat(read("about-us.md")).contains("title: \"About us\"");
        assertThat(read("about-us/our-history.md")).contains("title: \"Our history\"", "[the same values](/about-us)");
        assertThat(read("pages/team.md")).contains("title: \"Our team – lawyers\"");
        assertThat(read("careers-new.md")).contains("draft: true");
        assertThat(content.resolve("publications/retreat.md")).doesNotExist();
        assertThat(content.resolve("publications/holiday-hours-trashed.md")).doesNotExist();
    }

    @Test
    void bodiesBecomeMarkdownThatKeepsTheirStructure() throws IOException {
        importBlog();
        String classic = read("publications/massachusetts-noncompete-update.md");
        assertThat(classic)
                .contains(
                        "![An empty courtroom with wooden benches](/images/2024/03/courtroom.jpg)\n\n*The Suffolk Superior Court, where most of these cases are heard*")
                .contains("## What the Act requires")
                .contains("- with the **formal offer** of employment")
                .contains("\n  - for new hires, in writing;")
                .contains("*fair and reasonable consideration*")
                .contains("[note on French data rules](/publications/donnees-personnelles-cnil-guidance)")
                .contains("[history of the firm](/about-us/our-history)")
                // A link to a draft stays on the old site (a published page cannot lead to a draft).
                .contains("[upcoming checklist](https://www.hale-old.example/?p=103)")
                .contains("| Massachusetts | 10 business days | 50% of base pay |")
                .contains("> The court will not rewrite an overbroad covenant to save it.\n\nUse the form below")
                .contains("\\[contact-form-7 id=\"5\" title=\"Contact form 1\"\\]")
                .contains(
                        "garden-leave clause\\[1\\]",
                        "## Notes\n\n1. Paid garden leave of at least half the employee's base salary.")
                .doesNotContain("<!--", "[caption", "↩");
        String blocks = read("publications/donnees-personnelles-cnil-guidance.md");
        assertThat(blocks)
                .contains(
                        "## Three points to retain",
                        "1. Monitoring must be *proportionate*\\[1\\].",
                        "*comité social et économique*")
                .contains("*A French court hears the first monitoring cases*")
                .contains("> « La surveillance doit rester proportionnée au but recherché. »")
                .contains("    Article L1121-1, Code du travail\n    Article 88, RGPD")
                .contains("| Germany | Länder authorities |")
                .contains("![Signing the agreement](/images/2024/05/signing.png)")
                .contains("[CNIL: monitoring at work, explained](https://www.youtube.com/watch?v=dQw4w9WgXcQ)")
                .contains("[Massachusetts alert](/publications/massachusetts-noncompete-update#deadlines)")
                .contains("## Notes\n\n1. See the CNIL’s *référentiel* on staff management, 2024.")
                .doesNotContain("<!--", "wp:");
        String gallery = read("publications/new-boston-office.md");
        assertThat(gallery)
                .contains(
                        "![An empty courtroom with wooden benches](/images/2024/03/courtroom.jpg)\n\n![Signing the agreement](/images/2024/05/signing.png)")
                .contains("[Video on youtube.com](https://www.youtube.com/watch?v=dQw4w9WgXcQ)")
                .contains("[Map of our Boston office](https://www.google.com/maps/embed?pb=state-street)")
                .contains("[employment archive](/publications)")
                // An image on another host is not the site's own: it becomes a link to it.
                .contains("[Image: The 2024 award](https://cdn.example.net/press/award.jpg)")
                // A page the new site already has is linked by its path.
                .contains("[write to us](/contact)");
        // The originals are copied, never WordPress's resized copies.
        assertThat(Files.readAllBytes(content.resolve("images/2024/03/courtroom.jpg")))
                .isEqualTo(Files.readAllBytes(uploads.resolve("2024/03/courtroom.jpg")));
        assertThat(content.resolve("images/2024/03/courtroom-300x200.jpg")).doesNotExist();
    }

    @Test
    void servedPagesAreValidAndEveryOldPermalinkRedirectsToAPageThatAnswers200() throws Exception {
        importBlog();
        List<String> published = List.of(
                "/publications/massachusetts-noncompete-update",
                "/publications/donnees-personnelles-cnil-guidance",
                "/publications/new-boston-office",
                "/about-us",
                "/about-us/our-history",
                "/pages/team");
        try (TestServer server = TestServer.start(content, null)) {
            for (String path : published) {
                HttpResponse<String> page = server.get(path);
                assertThat(page.statusCode()).as(path).isEqualTo(200);
                assertThat(nuErrors(page.body().getBytes(StandardCharsets.UTF_8)))
                        .as(path)
                        .isEmpty();
            }
            for (String draft : List.of(
                    "/publications/checklist-hiring-remote-employees-in-2025",
                    "/publications/trade-secrets-review",
                    "/careers-new",
                    "/publications/employment-outlook-2031")) {
                assertThat(server.get(draft).statusCode()).as(draft).isEqualTo(404);
            }
            List<Map<String, Object>> redirects = redirects();
            assertThat(redirects)
                    .extracting(entry -> entry.get("from"))
                    .contains(
                            "/2024/03/12/massachusetts-noncompete-update",
                            "/2024/06/03/donnees-personnelles-cnil-guidance",
                            "/category/employment",
                            "/category/employment/non-competes",
                            "/tag/donn%C3%A9es-personnelles",
                            "/author/mhale",
                            "/?p=101",
                            "/?p=120",
                            "/?page_id=121",
                            "/2024/03/12/massachusetts-noncompete-update/courtroom",
                            "/?attachment_id=201");
            assertThat(redirects)
                    .as("an attachment attached to nothing has no page to lead to; drafts have no page yet")
                    .extracting(entry -> entry.get("from"))
                    .doesNotContain("/signing", "/?attachment_id=202", "/?p=103", "/?page_id=123");
            for (Map<String, Object> entry : redirects) {
                for (String old : withAndWithoutTrailingSlash((String) entry.get("from"))) {
                    HttpResponse<String> redirect = server.get(old);
                    assertThat(redirect.statusCode()).as(old).isEqualTo(301);
                    String location = redirect.headers().firstValue("location").orElseThrow();
                    assertThat(server.get(URI.create(location).getRawPath()).statusCode())
                            .as(old + " → " + location)
                            .isEqualTo(200);
                }
            }
        }
    }

    /** An old address as a client may ask for it: {@code /old} and {@code /old/}, {@code /blog?p=1} and {@code /blog/?p=1}. */
    private static List<String> withAndWithoutTrailingSlash(String from) {
        int query = from.indexOf('?');
        String path = query < 0 ? from : from.substring(0, query);
        String rest = query < 0 ? "" : from.substring(query);
        return path.equals("/") ? List.of(from) : List.of(from, path + "/" + rest);
    }

    @SuppressWarnings("unchecked")
    private List<Map<String, Object>> redirects() throws IOException {
        return (List<Map<String, Object>>)
                new Load(LoadSettings.builder().build()).loadFromString(read("redirects.yaml"));
    }

    private static List<String> nuErrors(byte[] html) throws Exception {
        EmbeddedValidator validator = new EmbeddedValidator();
        validator.setOutputFormat(EmbeddedValidator.OutputFormat.JSON);
        JsonNode report = JSON.readTree(validator.validate(new ByteArrayInputStream(html)));
        List<String> errors = new ArrayList<>();
        for (JsonNode message : report.path("messages")) {
            if (message.path("type").asText().equals("error")
                    && !isWebMcpAttribute(message.path("message").asText())) {
                errors.add(message.path("message").asText());
            }
        }
        return errors;
    }

    @Test
    void aSecondImportChangesNothing() throws IOException {
        importBlog();
        Map<String, String> first = files();
        Run second = importBlog();
        assertThat(files()).isEqualTo(first);
        assertThat(second.out())
                .contains("6  publications files: already there, unchanged", "4  pages files: already there, unchanged")
                .doesNotContain("files: written", "redirects added");
    }

    @Test
    void aDryRunWritesNothingAndPrintsTheSameReport() throws IOException {
        Map<String, String> before = files();
        Run dry = importBlog("--dry-run");
        assertThat(files()).isEqualTo(before);
        assertThat(dry.out()).contains("(dry run: nothing written)").doesNotContain("check:");
        Run real = importBlog();
        assertThat(report(dry.out())).isEqualTo(report(real.out()));
    }

    /** The report without its first line (which says dry run or not) and the check's lines. */
    private static List<String> report(String out) {
        List<String> lines = out.lines().skip(1).toList();
        return lines.stream().takeWhile(line -> !line.startsWith("check:")).toList();
    }

    @Test
    void anExistingFileIsKeptUnlessForced() throws IOException {
        importBlog();
        Path edited = content.resolve("about-us.md");
        String byHand = read("about-us.md").replace("Hale \\& Whitfield was founded", "We were founded");
        Files.writeString(edited, byHand);
        Run again = importBlog();
        assertThat(again.status()).isEqualTo(1);
        assertThat(again.out())
                .contains(
                        "item 120 \"About us\": about-us.md exists with other content: kept; merge by hand, or run again with --force");
        assertThat(Files.readString(edited)).isEqualTo(byHand);
        importBlog("--force");
        assertThat(Files.readString(edited)).contains("Hale \\& Whitfield was founded");
    }

    @Test
    void anUploadsLinkLeadingOutOfTheUploadsFolderIsNotFollowed() throws IOException {
        Path outside = dir.resolve("outside.png");
        image(outside, 640, 480, "png", Color.RED);
        Files.delete(uploads.resolve("2024/05/signing.png"));
        Files.delete(uploads.resolve("2024/05/signing-768x576.png"));
        Files.createSymbolicLink(uploads.resolve("2024/05/signing.png"), outside);
        Run imported = importBlog();
        assertThat(imported.out()).contains("image 2024/05/signing-768x576.png is not in " + uploads);
        assertThat(content.resolve("images/2024/05/signing.png")).doesNotExist();
    }

    @Test
    void withoutUploadsImagesStayLinksToTheOldSiteAndTheReportSaysSo() throws IOException {
        Run imported = run("import", "wordpress", EXPORT.toString(), "--content", content.toString());
        assertThat(imported.out())
                .contains("images left as links to the old site (no --uploads)", "run the import again with --uploads");
        assertThat(read("publications/massachusetts-noncompete-update.md"))
                .contains("](https://www.hale-old.example/wp-content/uploads/2024/03/courtroom-300x200.jpg)");
        assertThat(content.resolve("images/2024")).doesNotExist();
        assertThat(run("check", "--content", content.toString()).status()).isZero();
    }

    private Path export(String name, String xml) {
        try {
            return Files.writeString(dir.resolve(name), xml);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Run importFile(Path export, String... more) {
        List<String> args =
                new ArrayList<>(List.of("import", "wordpress", export.toString(), "--content", content.toString()));
        args.addAll(List.of(more));
        return run(args.toArray(String[]::new));
    }

    @Test
    void anExternalEntityIsRefusedWithoutReadingIt() throws IOException {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "TOP-SECRET-CLIENT-LIST");
        Map<String, String> before = files();
        Run refused = importFile(export("xxe.xml", """
        <?xml version="1.0"?>
        <!DOCTYPE rss [ <!ENTITY secret SYSTEM "%s"> ]>
        <rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version>
        <item><title>&secret;</title><wp:post_id>1</wp:post_id><wp:post_type>post</wp:post_type><wp:status>publish</wp:status></item>
        </channel></rss>
        """.formatted(secret.toUri())));
        assertThat(refused.status()).isEqualTo(2);
        assertThat(refused.err())
                .contains("xxe.xml:2: refused: the export declares a DTD")
                .doesNotContain("TOP-SECRET");
        assertThat(refused.out()).doesNotContain("TOP-SECRET");
        assertThat(files()).isEqualTo(before);
    }

    @Test
    void billionLaughsAreRefusedWithoutExpansion() {
        StringBuilder entities = new StringBuilder("<!ENTITY lol0 \"lol\">\n");
        for (int i = 1; i <= 9; i++) {
            entities.append("<!ENTITY lol")
                    .append(i)
                    .append(" \"")
                    .append(("&lol" + (i - 1) + ";").repeat(10))
                    .append("\">\n");
        }
        Path bomb = export(
                "laughs.xml",
                "<?xml version=\"1.0\"?>\n<!DOCTYPE rss [\n" + entities + "]>\n"
                        + "<rss xmlns:wp=\"http://wordpress.org/export/1.2/\"><channel><wp:wxr_version>1.2</wp:wxr_version>"
                        + "<item><title>&lol9;</title></item></channel></rss>\n");
        long started = System.nanoTime();
        Run refused = importFile(bomb);
        assertThat(refused.status()).isEqualTo(2);
        assertThat(refused.err()).contains("laughs.xml:").contains("refused").doesNotContain("lollollol");
        assertThat((System.nanoTime() - started) / 1_000_000).as("milliseconds").isLessThan(10_000);
    }

    @Test
    void aTruncatedExportIsUnusableAndTheLineIsGiven() throws IOException {
        List<String> lines = Files.readAllLines(EXPORT);
        Path truncated = export("truncated.xml", String.join("\n", lines.subList(0, 120)));
        Map<String, String> before = files();
        Run refused = importFile(truncated);
        assertThat(refused.status()).isEqualTo(2);
        assertThat(refused.err())
                .containsPattern("truncated\\.xml:1[12][0-9]: ")
                .contains("truncated");
        assertThat(files()).isEqualTo(before);
    }

    @Test
    void aWxr11ExportReadsTheSame() throws IOException {
        Path older = export(
                "wxr-1.1.xml",
                Files.readString(EXPORT)
                        .replace("http://wordpress.org/export/1.2/", "http://wordpress.org/export/1.1/")
                        .replace("<wp:wxr_version>1.2</wp:wxr_version>", "<wp:wxr_version>1.1</wp:wxr_version>"));
        Run imported = run(
                "import",
                "wordpress",
                older.toString(),
                "--content",
                content.toString(),
                "--uploads",
                uploads.toString(),
                "--map",
                MAP.toString());
        assertThat(imported.out())
                .contains(
                        "3  publications: published",
                        "2  publications: drafts",
                        "3  pages: published",
                        "24  redirects added");
        assertThat(read("publications/donnees-personnelles-cnil-guidance.md"))
                .contains("authors: [elena-vasquez]", "## Three points to retain");
    }

    @Test
    void aWordPressComBlogWithPlainPermalinksKeepsItsParentsAndItsLinks() throws IOException {
        Run imported = importFile(Path.of("src/test/resources/wordpress/plain-permalinks.xml"));
        // Nothing needs a person: exit 0.
        assertThat(imported.status()).as(imported.out() + imported.err()).isZero();
        assertThat(imported.out())
                .contains("1  publications: published", "2  pages: published", "7  redirects added", "no warnings")
                .doesNotContain("authors who are not team members");
        // The parent gives the folder even though the old address (?page_id=3) had no path.
        assertThat(read("resources/wage-calculator-guide.md"))
                .contains(
                        "Back to [resources](/resources) or read the [overtime note](/publications/overtime-for-salaried-staff).");
        assertThat(read("resources.md")).contains("[wage calculator guide](/resources/wage-calculator-guide)");
        // The display name "grace whitfield" is Grace Whitfield of the team.
        assertThat(read("publications/overtime-for-salaried-staff.md"))
                .contains(
                        "authors: [grace-whitfield]",
                        "topics: [\"Wage and hour\"]",
                        "date: 2014-03-10T11:00:00-04:00",
                        "description: \"Salaried is not the same as exempt.\"");
        assertThat(read("redirects.yaml"))
                .contains(
                        "- from: /category/wage-and-hour\n  to: /publications",
                        "- from: /?p=10\n  to: /publications/overtime-for-salaried-staff",
                        "- from: /?page_id=3\n  to: /resources/wage-calculator-guide");
        assertThat(run("check", "--content", content.toString()).status()).isZero();
    }

    @Test
    void aContentFolderWithErrorsOrABrokenMapIsUnusableInput() throws IOException {
        Path map = Files.writeString(dir.resolve("map.yaml"), "practiceAreas: [not, a, mapping]\n");
        Run badMap = importFile(EXPORT, "--map", map.toString());
        assertThat(badMap.status()).isEqualTo(2);
        assertThat(badMap.err()).contains("practiceAreas: expected a mapping");
        Files.writeString(content.resolve("careers.md"), "---\ntitel: Careers\n---\n");
        Run badFolder = importFile(EXPORT);
        assertThat(badFolder.status()).isEqualTo(2);
        assertThat(badFolder.err()).contains("error(s) before the import; fix them first", "careers.md");
        assertThat(content.resolve("publications/massachusetts-noncompete-update.md"))
                .doesNotExist();
    }

    @Test
    void slugsAreMadeAsciiFromWordPressEncodedOnes() {
        assertThat(Slugs.of("donn%c3%a9es-cl%c3%a9s")).isEqualTo("donnees-cles");
        assertThat(Slugs.of("Straße & Œuvre — 2024")).isEqualTo("strasse-oeuvre-2024");
        assertThat(Slugs.fileName("Ünïcode photo (1).JPG")).isEqualTo("Unicode-photo-1-.JPG");
    }

    @Test
    void aFileThatIsNotAnExportIsUnusable() {
        Run refused = importFile(export("page.xml", "<?xml version=\"1.0\"?>\n<html><body>hello</body></html>\n"));
        assertThat(refused.status()).isEqualTo(2);
        assertThat(refused.err()).contains("page.xml:2: not a WordPress export");
    }

    /** The checker's error for a WebMCP declarative attribute where the draft puts it (NuChecker). */
    private static boolean isWebMcpAttribute(String message) {
        return NuChecker.isWebMcpAttribute(message);
    }
}
