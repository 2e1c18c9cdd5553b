package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ContentFolder;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code firmsite check} on the content model's rules: each broken rule is one error at its file
 * and line, and every error of a folder is reported in one run.
 */
class ContentCheckTest {
    @TempDir
    Path dir;

    private Path content;

    @BeforeEach
    void copySample() {
        content = ContentFolder.copyOfSample(dir);
    }

    @Test
    void theSampleFirmPassesWithItsPagesMenusAndTopics() throws Exception {
        assertThat(check()).contains(": valid (");
    }

    @Test
    void theSampleFirmsFrenchIsReportedAsInformationNotAsAnError() throws Exception {
        assertThat(check())
                .contains(": valid (")
                .contains("languages: en (default), fr; translations' age by file modification time")
                .contains("fr: 24 of 52 pages and items translated")
                .contains("  missing: /about/history, /careers, /team/daniel-okafor,");
    }

    @Test
    void aMisspeltKeyIsReportedWithTheNearestKnownOne() throws Exception {
        Path file = content.resolve("careers.md");
        ContentFolder.replaceLine(file, "order:", "ordr: 1");
        assertThat(check())
                .contains(file + ":" + ContentFolder.lineOf(file, "ordr:")
                        + ": unknown key \"ordr\" (did you mean \"order\"?)");
    }

    @Test
    void aPageThatWouldShadowAGeneratedPathIsAnError() throws Exception {
        write("docs.md", page("Docs"));
        write("api/status.md", page("Status"));
        write("assets/logo.md", page("Logo"));
        assertThat(check())
                .contains(content.resolve("docs.md") + ":0: this page's address /docs is one firmsite generates")
                .contains(content.resolve("api/status.md")
                        + ":0: this page's address /api/status is one firmsite generates")
                .contains(content.resolve("assets/logo.md")
                        + ":0: this page's address /assets/logo is one firmsite generates");
    }

    @Test
    void aPageFileNameMustBeASlug() throws Exception {
        write("Our Team.md", page("Our team"));
        assertThat(check())
                .contains(content.resolve("Our Team.md") + ":0: file and folder names of pages must be slugs");
    }

    @Test
    void aMenuLinkMustLeadToAPublishedPageOrAnHttpsUrl() throws Exception {
        Path site = content.resolve("site.yaml");
        ContentFolder.replaceLine(site, "  - {title: Careers, path: /careers}", "  - {title: Careers, path: /jobs}");
        ContentFolder.replaceLine(
                site, "  - {title: Our history", "  - {title: Old site, path: http://old.example.com}");
        assertThat(check())
                .contains(site + ":" + ContentFolder.lineOf(site, "path: /jobs")
                        + ": broken internal link \"/jobs\": no such page")
                .contains(site + ":" + ContentFolder.lineOf(site, "http://old")
                        + ": path: expected a site path starting with \"/\" or an https:// URL");
    }

    @Test
    void aRoleAndATypeMustBeInTheFirmsVocabularies() throws Exception {
        Path lawyer = content.resolve("team/thomas-lowe.md");
        Path publication = content.resolve("publications/earnout-disputes.md");
        ContentFolder.replaceLine(lawyer, "role:", "role: Of Counsel");
        ContentFolder.replaceLine(publication, "type:", "type: Newsletter");
        assertThat(check())
                .contains(
                        lawyer + ":" + ContentFolder.lineOf(lawyer, "role:")
                                + ": role: expected one of [Partner, Counsel, Associate, Paralegal] (site.yaml roles), got \"Of Counsel\"")
                .contains(publication + ":" + ContentFolder.lineOf(publication, "type:")
                        + ": type: expected one of [Client alert, Article, Insight, Firm news]");
    }

    @Test
    void aFirmsOwnRoleIsAccepted() throws Exception {
        Path site = content.resolve("site.yaml");
        ContentFolder.replaceLine(
                site, "founded:", "founded: 1998\nroles: [Partner, Of Counsel, Counsel, Associate, Paralegal]");
        ContentFolder.replaceLine(content.resolve("team/thomas-lowe.md"), "role:", "role: Of Counsel");
        // Thomas Lowe has a French page: it shows the role's French label (docs/decisions.md §9.12).
        ContentFolder.append(
                content.resolve("fr/site.yaml"), "roles:\n  - {term: Of Counsel, label: Avocat-conseil}\n");
        assertThat(check()).contains(": valid (");
    }

    @Test
    void publishedContentMustNotLeadToADraft() throws Exception {
        Path history = content.resolve("about/history.md");
        ContentFolder.replaceLine(history, "order:", "order: 1\ndraft: true");
        Path area = content.resolve("practice-areas/real-estate.md");
        ContentFolder.replaceLine(area, "order:", ContentFolder.lineText(area, "order:") + "\ndraft: true");
        Path site = content.resolve("site.yaml");
        Path careers = content.resolve("careers.md");
        String errors = check();
        assertThat(errors)
                .contains(careers + ":" + ContentFolder.lineOf(careers, "how the firm began")
                        + ": link to a draft \"/about/history\"")
                .contains(site + ":" + ContentFolder.lineOf(site, "path: /about/history")
                        + ": link to a draft \"/about/history\"")
                .contains("draft: published content cannot refer to it");
        assertThat(errors).contains("practiceAreas: practice area \"real-estate\" is a draft");
    }

    @Test
    void aFixedPageCannotBeADraft() throws Exception {
        Path legal = content.resolve("legal.md");
        ContentFolder.replaceLine(legal, "title:", ContentFolder.lineText(legal, "title:") + "\ndraft: true");
        assertThat(check()).contains(legal + ":1: draft: the site needs this page, it cannot be a draft");
    }

    @Test
    void anInvalidTimeZoneOrDateNamesItsLine() throws Exception {
        Path site = content.resolve("site.yaml");
        ContentFolder.replaceLine(site, "timeZone:", "timeZone: Eastern");
        Path publication = content.resolve("publications/earnout-disputes.md");
        ContentFolder.replaceLine(publication, "date:", "date: 2026-12-01T09:00:00");
        assertThat(check())
                .contains(site + ":" + ContentFolder.lineOf(site, "timeZone:")
                        + ": timeZone: \"Eastern\" is not an IANA time zone")
                .contains(publication + ":" + ContentFolder.lineOf(publication, "date:")
                        + ": date: expected a date as YYYY-MM-DD, or a date and time with offset");
    }

    @Test
    void everyErrorIsReportedInOneRun() throws Exception {
        write("docs.md", page("Docs"));
        ContentFolder.replaceLine(content.resolve("careers.md"), "order:", "ordr: 1");
        ContentFolder.replaceLine(content.resolve("team/thomas-lowe.md"), "role:", "role: Partnr");
        String errors = check();
        assertThat(errors).contains("the content has 3 error(s)").contains("(did you mean \"Partner\"?)");
    }

    @Test
    void aTranslationOfAMissingPageADifferingFactAndAMissingStringAreErrorsAtTheirLines() throws Exception {
        write("fr/team/nobody.md", "---\ndescription: Personne.\n---\n");
        Path lawyer = content.resolve("fr/team/margaret-hale.md");
        ContentFolder.replaceLine(lawyer, "name:", "name: Marguerite Hale");
        // Italian has no built-in interface strings: the firm must give every one of them.
        Path site = content.resolve("site.yaml");
        ContentFolder.replaceLine(site, "languages:", "languages: [fr, it]");
        write("it/strings.yaml", "contact: Contatti\n");
        Files.copy(content.resolve("fr/home.md"), content.resolve("it/home.md"));
        Files.copy(content.resolve("fr/site.yaml"), content.resolve("it/site.yaml"));

        String report = check();

        assertThat(report)
                .contains(content.resolve("fr/team/nobody.md")
                        + ":1: a translation of team/nobody.md, which does not exist")
                .contains(lawyer + ":" + ContentFolder.lineOf(lawyer, "name:") + ": name: differs from the original")
                .contains(
                        "it/strings.yaml:1: language 'it' has no built-in interface strings; missing: about, aboutAuthors,")
                .contains("the content has 3 error(s)")
                .doesNotContain(": valid (");
    }

    private String check() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Main.run(
                new String[] {"check", "--content", content.toString()},
                Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(out, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    private void write(String name, String text) throws Exception {
        Path file = content.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private static String page(String title) {
        return "---\ntitle: " + title + "\ndescription: A page.\n---\n\nText.\n";
    }
}
