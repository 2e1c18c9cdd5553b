package com.firmsite.wordpress;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.NuChecker;
import com.firmsite.testing.TestServer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import nu.validator.client.EmbeddedValidator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code firmsite import wordpress} on what real exports carry besides a blog: noise between an
 * item's elements (WordPress's own Theme Unit Test data has a stray character after {@code
 * <wp:is_sticky>}), bodies nested hundreds of levels deep, a slug no file system accepts, headings
 * that skip levels, and a page whose old address is a language prefix of the new site. Each bad
 * item is a warning naming it; the others are imported, and the folder passes {@code check}.
 */
class WordPressImportRobustnessTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long LAUNCHER_STACK_BYTES = 512 * 1024;

    @TempDir
    Path dir;

    private Path content;

    private record Run(int status, String out, String err) {}

    @BeforeEach
    void prepare() throws IOException {
        // The sample firm: site.yaml has `languages: [fr]`, so /fr and everything under it is served.
        content = ContentFolder.copyOfSample(dir);
    }

    /** An export of the old site https://old.example holding {@code items}. */
    private static String export(String... items) {
        return """
                <?xml version="1.0" encoding="UTF-8" ?>
                <rss version="2.0"
                	xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
                	xmlns:content="http://purl.org/rss/1.0/modules/content/"
                	xmlns:dc="http://purl.org/dc/elements/1.1/"
                	xmlns:wp="http://wordpress.org/export/1.2/"
                >
                <channel>
                	<title>Old site</title>
                	<link>https://old.example</link>
                	<wp:wxr_version>1.2</wp:wxr_version>
                	<wp:base_site_url>https://old.example</wp:base_site_url>
                	<wp:base_blog_url>https://old.example</wp:base_blog_url>
                """ + String.join("", items) + """
                </channel>
                </rss>
                """;
    }

    /** A published post or page; {@code afterSticky} is written right after {@code </wp:is_sticky>}. */
    private static String item(
            long id,
            String type,
            String slug,
            long parent,
            String link,
            String title,
            String body,
            String afterSticky) {
        return """
                	<item>
                		<title>%s</title>
                		<link>%s</link>
                		<content:encoded><![CDATA[%s]]></content:encoded>
                		<excerpt:encoded><![CDATA[]]></excerpt:encoded>
                		<wp:post_id>%d</wp:post_id>
                		<wp:post_date>2024-03-01 10:00:00</wp:post_date>
                		<wp:post_date_gmt>2024-03-01 15:00:00</wp:post_date_gmt>
                		<wp:post_name>%s</wp:post_name>
                		<wp:status>publish</wp:status>
                		<wp:post_parent>%d</wp:post_parent>
                		<wp:post_type>%s</wp:post_type>
                		<wp:is_sticky>0</wp:is_sticky>%s
                	</item>
                """.formatted(title, link, body, id, slug, parent, type, afterSticky);
    }

    private static String post(long id, String slug, String title, String body) {
        return item(id, "post", slug, 0, "https://old.example/2024/03/01/" + slug + "/", title, body, "");
    }

    private static String page(long id, String slug, long parent, String oldPath, String title, String body) {
        return item(id, "page", slug, parent, "https://old.example" + oldPath, title, body, "");
    }

    private Run importExport(String xml) throws IOException {
        Path export = Files.writeString(dir.resolve("export.xml"), xml);
        return run("import", "wordpress", export.toString(), "--content", content.toString());
    }

    /**
     * The command in a thread with the stack the launcher gives every thread ({@code -Xss512k} in
     * deploy/jvm.options), so that recursion proportional to the input fails here as it would there.
     */
    private static Run run(String... args) {
        AtomicReference<Run> result = new AtomicReference<>();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread command = new Thread(
                null,
                () -> {
                    try {
                        result.set(runHere(args));
                    } catch (Throwable e) {
                        thrown.set(e);
                    }
                },
                "firmsite " + args[0],
                LAUNCHER_STACK_BYTES);
        command.start();
        try {
            command.join(Duration.ofMinutes(2));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        assertThat(command.isAlive())
                .as("the command finished within 2 minutes")
                .isFalse();
        assertThat(thrown.get()).as("what the command threw").isNull();
        return result.get();
    }

    private static Run runHere(String... args) {
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

    private String read(String relative) throws IOException {
        return Files.readString(content.resolve(relative));
    }

    private void assertCheckPasses() {
        Run check = run("check", "--content", content.toString());
        assertThat(check.status()).as(check.out() + check.err()).isZero();
    }

    @Test
    void strayTextBetweenAnItemsElementsIsSkippedWithAWarningNamingTheItem() throws IOException {
        String xml = export(
                post(1, "first-post", "First post", "<p>The first post.</p>"),
                // As in WordPress's Theme Unit Test export: a character after </wp:is_sticky>.
                item(
                        2,
                        "post",
                        "second-post",
                        0,
                        "https://old.example/2024/03/01/second-post/",
                        "Second post",
                        "<p>The second post.</p>",
                        "s"));
        int line = xml.lines().toList().indexOf("\t\t<wp:is_sticky>0</wp:is_sticky>s") + 1;
        Run imported = importExport(xml);
        assertThat(imported.status()).as(imported.out() + imported.err()).isEqualTo(1);
        assertThat(imported.out())
                .contains("2  publications: published")
                .contains(
                        "item 2 \"Second post\": stray text \"s\" between the elements of the item (line " + line + ")")
                .contains("check: " + content + " is valid");
        assertThat(read("publications/second-post.md")).contains("The second post.");
        assertThat(read("publications/first-post.md")).contains("The first post.");
        assertCheckPasses();
    }

    @Test
    void bodiesNestedHundredsOfLevelsDeepAreFlattenedWithAWarningAndKeepTheirText() throws IOException {
        Run imported = importExport(export(
                post(1, "divs", "Divs", "<div>".repeat(500) + "<p>Deep in the divs.</p>" + "</div>".repeat(500)),
                post(
                        2,
                        "spans",
                        "Spans",
                        "<p>" + "<span>".repeat(600) + "Deep in the spans." + "</span>".repeat(600) + "</p>"),
                post(
                        3,
                        "quotes",
                        "Quotes",
                        "<blockquote><p>Said:</p>".repeat(300) + "<p>Deep in the quotes.</p>"
                                + "</blockquote>".repeat(300)),
                post(4, "plain", "Plain", "<p>Nothing deep here.</p>"),
                post(5, "lists", "Lists", "<ul><li>Level".repeat(300) + " deepest" + "</li></ul>".repeat(300)),
                // The notes are read from the raw body and added to the converted one.
                post(
                        6,
                        "notes",
                        "Notes",
                        "<p>A claim<sup><a href=\"#fn1\">1</a></sup>.</p><ol class=\"footnotes\"><li>"
                                + "<span>".repeat(500) + "Deep in a note." + "</span>".repeat(500) + "</li></ol>"),
                // A linked image in a figure is copied (cloned) out of it.
                post(
                        7,
                        "figure",
                        "Figure",
                        "<figure><a href=\"https://other.example/x\"><img src=\"https://cdn.example/x.jpg\" alt=\"X\">"
                                + "<span>".repeat(500) + "Deep in a figure." + "</span>".repeat(500)
                                + "</a></figure>")));
        assertThat(imported.status()).as(imported.out() + imported.err()).isEqualTo(1);
        assertThat(imported.out())
                .contains("7  publications: published", "7  publications files: written")
                .contains("item 1 \"Divs\": the body nests elements 501 levels deep; what lay deeper than 32 levels was"
                        + " flattened to plain text")
                .contains("item 2 \"Spans\": the body nests elements 601 levels deep")
                .contains("item 3 \"Quotes\": the body nests elements 301 levels deep")
                .contains("item 5 \"Lists\": the body nests elements 600 levels deep")
                .contains("item 6 \"Notes\": the body nests elements 502 levels deep")
                .contains("item 7 \"Figure\": the body nests elements 50")
                .doesNotContain("item 4")
                .contains("check: " + content + " is valid");
        assertThat(read("publications/divs.md")).contains("Deep in the divs.");
        assertThat(read("publications/spans.md")).contains("Deep in the spans.");
        assertThat(read("publications/quotes.md")).contains("Deep in the quotes.");
        assertThat(read("publications/plain.md")).contains("Nothing deep here.");
        assertThat(read("publications/lists.md")).contains("Level deepest");
        assertThat(read("publications/notes.md")).contains("Deep in a note.");
        assertThat(read("publications/figure.md")).contains("Deep in a figure.");
        // The Markdown written nests no deeper than the bound either.
        assertThat(read("publications/quotes.md").lines())
                .noneMatch(line -> line.replace(" ", "").startsWith(">".repeat(33)));
        assertCheckPasses();
    }

    @Test
    void anItemWhoseSlugNoFileSystemAcceptsIsSkippedAndTheOthersAreImported() throws IOException {
        String slug = "a".repeat(5_000);
        Run imported = importExport(export(
                post(1, "first-post", "First post", "<p>The first post.</p>"),
                post(2, slug, "Long", "<p>A slug of 5,000 characters.</p>"),
                page(3, "about-the-firm", 0, "/about-the-firm/", "About the firm", "<p>Who we are.</p>"),
                page(4, slug, 0, "/" + slug + "/", "Long page", "<p>A page slug of 5,000 characters.</p>")));
        assertThat(imported.status()).as(imported.out() + imported.err()).isEqualTo(1);
        assertThat(imported.out())
                .contains("item 2 \"Long\": its slug is 5000 characters long")
                .contains("item 4 \"Long page\": its slug is 5000 characters long")
                .contains(
                        "1  publications: published",
                        "1  pages: published",
                        "2  items with an unusable address (skipped)")
                .contains("check: " + content + " is valid");
        assertThat(read("publications/first-post.md")).contains("The first post.");
        assertThat(read("about-the-firm.md")).contains("Who we are.");
        assertThat(read("redirects.yaml")).doesNotContain("aaaa");
        try (Stream<Path> files = Files.walk(content)) {
            assertThat(files.map(file -> file.getFileName().toString())).noneMatch(name -> name.length() > 255);
        }
        assertCheckPasses();
    }

    @Test
    void importedHeadingsStartAtH2AndSkipNoLevel() throws Exception {
        String blocks = """
                <!-- wp:heading {"level":1} --><h1 class="wp-block-heading">Who we are</h1><!-- /wp:heading -->
                <!-- wp:paragraph --><p>A firm of two offices.</p><!-- /wp:paragraph -->
                <!-- wp:heading {"level":3} --><h3 class="wp-block-heading">Boston</h3><!-- /wp:heading -->
                <!-- wp:paragraph --><p>On State Street.</p><!-- /wp:paragraph -->
                <!-- wp:heading {"level":6} --><h6 class="wp-block-heading">Parking</h6><!-- /wp:heading -->
                <!-- wp:paragraph --><p>In the garage.</p><!-- /wp:paragraph -->
                <!-- wp:heading {"level":3} --><h3 class="wp-block-heading">New York</h3><!-- /wp:heading -->
                <!-- wp:paragraph --><p>On Park Avenue.</p><!-- /wp:paragraph -->
                <!-- wp:heading {"level":1} --><h1 class="wp-block-heading">What we do</h1><!-- /wp:heading -->
                <!-- wp:paragraph --><p>Business law.</p><!-- /wp:paragraph -->
                """;
        Run imported = importExport(export(page(5, "offices", 0, "/offices/", "Our offices", blocks)));
        assertThat(imported.status()).as(imported.out() + imported.err()).isZero();
        List<String> headings =
                read("offices.md").lines().filter(line -> line.startsWith("#")).toList();
        assertThat(headings)
                .containsExactly("## Who we are", "### Boston", "#### Parking", "### New York", "## What we do");
        try (TestServer server = TestServer.start(content, null)) {
            var served = server.get("/offices");
            assertThat(served.statusCode()).isEqualTo(200);
            assertThat(nuErrors(served.body().getBytes(StandardCharsets.UTF_8))).isEmpty();
        }
    }

    @Test
    void noRedirectIsWrittenFromALanguagePrefixOrAPathTheSiteServes() throws Exception {
        Run imported = importExport(export(
                page(7, "fr", 0, "/fr/", "Français", "<p>Notre cabinet.</p>"),
                page(8, "equipe", 7, "/fr/equipe/", "Équipe", "<p>Nos avocats.</p>"),
                page(9, "docs", 0, "/docs/", "Documents", "<p>Our documents.</p>"),
                page(10, "services", 0, "/our-services/", "Services", "<p>What we do.</p>"),
                // The Markdown twin of the French home page.
                page(11, "summary", 0, "/fr.md", "Summary", "<p>In short.</p>")));
        assertThat(imported.status()).as(imported.out() + imported.err()).isEqualTo(1);
        assertThat(imported.out())
                .contains(
                        "item 7 \"Français\": old address /fr is under /fr, which the site serves in French",
                        "item 8 \"Équipe\": old address /fr/equipe is under /fr, which the site serves in French",
                        "item 9 \"Documents\": old address /docs is a path the new site serves",
                        "item 11 \"Summary\": old address /fr.md is a path the new site serves")
                .contains("check: " + content + " is valid");
        String redirects = read("redirects.yaml");
        assertThat(redirects)
                .contains("- from: /our-services\n  to: /services")
                .doesNotContain("from: /fr", "from: /docs");
        assertThat(read("pages/fr.md")).contains("Notre cabinet.");
        assertThat(read("pages/fr/equipe.md")).contains("Nos avocats.");
        assertCheckPasses();
        try (TestServer server = TestServer.start(content, null)) {
            assertThat(server.get("/fr").statusCode()).isEqualTo(200);
            assertThat(server.get("/fr.md").statusCode()).isEqualTo(200);
            assertThat(server.get("/pages/fr").statusCode()).isEqualTo(200);
            assertThat(server.get("/?page_id=7").statusCode()).isEqualTo(301);
        }
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

    /** The checker's error for a WebMCP declarative attribute where the draft puts it (NuChecker). */
    private static boolean isWebMcpAttribute(String message) {
        return NuChecker.isWebMcpAttribute(message);
    }
}
