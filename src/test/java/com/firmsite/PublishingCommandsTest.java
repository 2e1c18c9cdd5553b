package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ContentFolder;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The publishing workflow at the command line: {@code check} lists what is scheduled and when,
 * refuses links that would lead the public to a publication before it goes live, and {@code serve
 * --drafts} refuses to listen where others can reach the preview unless told to.
 */
class PublishingCommandsTest {
    @TempDir
    Path dir;

    private Path content;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @BeforeEach
    void copySample() {
        content = ContentFolder.copyOfSample(dir);
    }

    private int run(Map<String, String> environment, String... args) {
        return Main.run(
                args,
                environment,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void checkSaysWhenNothingIsScheduled() {
        assertThat(run(Map.of(), "check", "--content", content.toString())).isZero();
        assertThat(out()).contains("nothing scheduled");
    }

    @Test
    void checkListsWhatIsScheduledSoonestFirstInTheSiteZoneAndInUtc() {
        // A date alone is midnight in the site's zone (America/New_York); a date and time keeps its offset.
        ContentFolder.writePublication(content, "new-year-alert", "New Year Alert", "2031-01-06", "", "Text.");
        ContentFolder.writePublication(
                content, "summer-alert", "Summer Alert", "2030-06-02T09:30:00+02:00", "", "Text.");
        ContentFolder.writePublication(
                content, "unready-alert", "Unready Alert", "2030-01-01", "draft: true\n", "Text.");
        ContentFolder.writePublication(content, "past-alert", "Past Alert", "2026-01-05T09:00:00-05:00", "", "Text.");

        assertThat(run(Map.of(), "check", "--content", content.toString())).isZero();

        assertThat(out()).contains("""
        2 scheduled publication(s), published by a running server at their instant:
          2030-06-02 03:30 EDT (America/New_York) = 2030-06-02T07:30:00Z  /publications/summer-alert  "Summer Alert"
          2031-01-06 00:00 EST (America/New_York) = 2031-01-06T05:00:00Z  /publications/new-year-alert  "New Year Alert"
        """);
        // Only the schedule is asked about: the languages report lists them among the French missing.
        assertThat(out().lines().filter(line -> line.matches("  \\d{4}-\\d{2}-\\d{2} .*")))
                .hasSize(2)
                .noneMatch(line -> line.contains("unready-alert") || line.contains("past-alert"));
    }

    @Test
    void aLinkThatWouldLeadThePublicToAPublicationBeforeItGoesLiveIsAnError() {
        ContentFolder.writePublication(content, "later-alert", "Later Alert", "2031-01-06T09:00:00-05:00", "", "Text.");
        // Goes live earlier than what it links to: an error. Goes live at the same instant, or is a draft: fine.
        ContentFolder.writePublication(
                content,
                "sooner-alert",
                "Sooner Alert",
                "2030-01-06T09:00:00-05:00",
                "",
                "See [the later one](/publications/later-alert).");
        ContentFolder.writePublication(
                content,
                "same-time-alert",
                "Same Time Alert",
                "2031-01-06T14:00:00Z",
                "",
                "See [the other one](/publications/later-alert.md).");
        ContentFolder.writePublication(
                content,
                "draft-alert",
                "Draft Alert",
                "2026-01-06",
                "draft: true\n",
                "See [it](/publications/later-alert).");
        ContentFolder.append(content.resolve("careers.md"), "\nRead [our coming alert](/publications/later-alert).\n");

        assertThat(run(Map.of(), "check", "--content", content.toString())).isEqualTo(Main.INVALID);

        String when =
                "scheduled for 2031-01-06 09:00 EST (America/New_York) = 2031-01-06T14:00:00Z: published content cannot lead to it before then";
        Path careers = content.resolve("careers.md");
        Path sooner = content.resolve("publications/sooner-alert.md");
        assertThat(err())
                .contains("2 error(s)")
                .contains(careers + ":" + ContentFolder.lineOf(careers, "our coming alert")
                        + ": link to \"/publications/later-alert\", " + when)
                .contains(sooner + ":" + ContentFolder.lineOf(sooner, "the later one")
                        + ": link to \"/publications/later-alert\", " + when)
                .doesNotContain("same-time-alert.md", "draft-alert.md");
    }

    @Test
    void aRedirectCannotLeadToADraftOrToAPublicationBeforeItGoesLive() throws Exception {
        ContentFolder.writePublication(content, "later-alert", "Later Alert", "2031-01-06T09:00:00-05:00", "", "Text.");
        ContentFolder.writePublication(content, "draft-alert", "Draft Alert", "2026-01-06", "draft: true\n", "Text.");
        Path redirects = content.resolve("redirects.yaml");
        java.nio.file.Files.writeString(redirects, """
        - from: /alerts/later
          to: /publications/later-alert
        - from: /alerts/draft
          to: /publications/draft-alert.md
        """);

        assertThat(run(Map.of(), "check", "--content", content.toString())).isEqualTo(Main.INVALID);

        assertThat(err())
                .contains(redirects
                        + ":2: to: /publications/later-alert is scheduled for 2031-01-06 09:00 EST (America/New_York)"
                        + " = 2031-01-06T14:00:00Z and not published before then: a redirect cannot lead to it")
                .contains(redirects + ":4: to: /publications/draft-alert.md is a draft: a redirect cannot lead to it");
    }

    @Test
    void anExportHoldsWhatIsPublishedWhenItRunsAndSaysWhenToExportAgain() {
        ContentFolder.writePublication(content, "later-alert", "Later Alert", "2031-01-06T09:00:00-05:00", "", "Text.");
        Path export = dir.resolve("export");

        assertThat(run(
                        Map.of(),
                        "export",
                        export.toString(),
                        "--content",
                        content.toString(),
                        "--base-url",
                        "https://firm.example"))
                .isZero();

        // The later alert is not exported; the next change of the sample is before it: its
        // paralegal opening closes at the end of its validThrough day in the firm's time zone.
        assertThat(out())
                .contains("not exported, being scheduled: 1 publication(s)")
                .contains("export again at 2027-02-01 00:00 EST (America/New_York) = 2027-02-01T05:00:00Z,"
                        + " when job opening /careers/privacy-paralegal closes")
                .doesNotContain("to publish");
        assertThat(export.resolve("publications/earnout-disputes.html")).exists();
        assertThat(export.resolve("publications/later-alert.html")).doesNotExist();
        assertThat(export.resolve("careers/privacy-paralegal.html")).exists();
    }

    @Test
    void anExportNamesThePublicationThatGoesLiveAtItsNextChange() {
        String soon = java.time.Instant.now()
                .plus(java.time.Duration.ofHours(1))
                .truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
                .toString();
        ContentFolder.writePublication(content, "soon-alert", "Soon Alert", soon, "", "Text.");
        Path export = dir.resolve("export-soon");

        assertThat(run(
                        Map.of(),
                        "export",
                        export.toString(),
                        "--content",
                        content.toString(),
                        "--base-url",
                        "https://firm.example"))
                .isZero();

        assertThat(out())
                .contains("not exported, being scheduled: 1 publication(s)")
                .contains(" = " + soon + ", when publication /publications/soon-alert goes live")
                .doesNotContain("closes");
        assertThat(export.resolve("publications/soon-alert.html")).doesNotExist();
    }

    @Test
    void aPreviewRefusesANonLoopbackAddressInOneLine() {
        assertThat(run(
                        Map.of(),
                        "serve",
                        "--drafts",
                        "--bind",
                        "0.0.0.0",
                        "--port",
                        "0",
                        "--content",
                        content.toString()))
                .isEqualTo(Main.INVALID);
        assertThat(err().lines().toList())
                .containsExactly(
                        "firmsite: --drafts serves unpublished content: it listens on a loopback address only, and --bind 0.0.0.0 is not one;"
                                + " use --bind 127.0.0.1, or add --drafts-on-public-address to expose the preview on purpose");
        assertThat(out()).isEmpty();
    }

    @Test
    void theEnvironmentAsksForAPreviewAsFlagsDo() {
        assertThat(run(
                        Map.of("FIRMSITE_DRAFTS", "true", "FIRMSITE_BIND", "::"),
                        "serve",
                        "--port",
                        "0",
                        "--content",
                        content.toString()))
                .isEqualTo(Main.INVALID);
        assertThat(err())
                .startsWith("firmsite: --drafts serves unpublished content")
                .contains("--bind :: is not one");
    }
}
