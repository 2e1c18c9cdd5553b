package com.firmsite.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.Events;
import com.firmsite.images.ImageLoader;
import com.firmsite.live.LiveSnapshot;
import com.firmsite.live.LoadedContent;
import com.firmsite.output.OutputFormats;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.testing.ContentFolder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A reload with {@code --watch} builds incrementally: unchanged files are not parsed again,
 * unchanged pages not rendered again, and unchanged outputs keep the resources (and compressed
 * codings) of the snapshot they replace. That is only allowed because the result is, after every
 * kind of edit, exactly the snapshot a full build of the same folder gives: every path, every
 * coding, every head and body byte.
 */
class IncrementalBuildTest {
    private static final String BASE = "https://firm.example";

    @TempDir
    Path dir;

    private Path content;
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private final Events events = new Events(new PrintStream(log, true, StandardCharsets.UTF_8), false);
    /** One loader for both builds: the images are encoded once, not at every comparison. */
    private final ImageLoader images = ImageLoader.inMemory(events);

    private LiveSnapshot live;

    @BeforeEach
    void serveTheSampleFirm() throws Exception {
        content = ContentFolder.copyOfSample(dir);
        live = LiveSnapshot.load(
                content, DiscoveryDocuments::isGeneratedPath, new SnapshotBuilder(BASE), images, events);
    }

    @AfterEach
    void stop() {
        live.close();
    }

    @Test
    void everyKindOfEditGivesWhatAFullBuildGives() throws Exception {
        Path earnouts = content.resolve("publications/earnout-disputes.md");
        reloadsLikeAFullBuild(
                "title", () -> ContentFolder.replaceLine(earnouts, "title:", "title: \"Earnouts, revised\""));
        reloadsLikeAFullBuild("date", () -> ContentFolder.replaceLine(earnouts, "date:", "date: 2026-09-02"));
        reloadsLikeAFullBuild("author", () -> ContentFolder.replaceLine(earnouts, "authors:", "authors: [samuel-cho]"));
        reloadsLikeAFullBuild(
                "an author's name",
                () -> ContentFolder.replaceLine(content.resolve("team/samuel-cho.md"), "name:", "name: Samuel J. Cho"));
        reloadsLikeAFullBuild(
                "practice area",
                () -> ContentFolder.replaceLine(earnouts, "practiceAreas:", "practiceAreas: [real-estate]"));
        reloadsLikeAFullBuild("body", () -> ContentFolder.append(earnouts, "\nOne more paragraph.\n"));
        reloadsLikeAFullBuild(
                "draft flag", () -> ContentFolder.replaceLine(earnouts, "type:", "type: Article\ndraft: true"));
        reloadsLikeAFullBuild(
                "draft flag removed", () -> ContentFolder.replaceLine(earnouts, "draft:", "draft: false"));
        reloadsLikeAFullBuild(
                "add",
                () -> ContentFolder.writePublication(
                        content, "added-alert", "An Added Alert", "2026-03-02", "", "A new alert."));
        reloadsLikeAFullBuild(
                "rename",
                () -> move(
                        content.resolve("publications/added-alert.md"),
                        content.resolve("publications/renamed-alert.md")));
        reloadsLikeAFullBuild("delete", () -> Files.delete(content.resolve("publications/renamed-alert.md")));
        reloadsLikeAFullBuild(
                "a practice area's title",
                () -> ContentFolder.replaceLine(
                        content.resolve("practice-areas/real-estate.md"), "title:", "title: Real estate law"));
        reloadsLikeAFullBuild(
                "site.yaml",
                () -> ContentFolder.replaceLine(content.resolve("site.yaml"), "phone:", "phone: \"+1 617 555 0199\""));
        reloadsLikeAFullBuild(
                "an event's title (its calendars)",
                () -> ContentFolder.replaceLine(
                        content.resolve("events/earnout-disputes-roundtable.md"),
                        "title:",
                        "title: Earnout disputes, a roundtable"));
        reloadsLikeAFullBuild(
                "an event's place (its calendars' LOCATION)",
                () -> ContentFolder.replaceLine(
                        content.resolve("events/earnout-disputes-roundtable.md"),
                        "location:",
                        "location: {name: Boston Bar Association, address: \"20 West Street, Boston, MA 02111\"}"));
        reloadsLikeAFullBuild(
                "a team member's phone (their contact card)",
                () -> ContentFolder.replaceLine(
                        content.resolve("team/samuel-cho.md"), "phone:", "phone: \"+1 617 555 0142\""));
        reloadsLikeAFullBuild("nothing", () -> {});
    }

    /** The pages rendered at every build keep their bodies, and the feeds their entries (RenderMemo). */
    @Test
    void editsToWhatIsKeptInPartsGiveWhatAFullBuildGives() throws Exception {
        reloadsLikeAFullBuild(
                "a page's body", () -> ContentFolder.append(content.resolve("about.md"), "\nOne more paragraph.\n"));
        reloadsLikeAFullBuild(
                "a page's title (/openapi.json and /docs list it)",
                () -> ContentFolder.replaceLine(content.resolve("about.md"), "title:", "title: About us"));
        reloadsLikeAFullBuild(
                "a page added (a row of /docs)",
                () -> Files.writeString(
                        content.resolve("pro-bono.md"),
                        "---\ntitle: Pro bono\ndescription: Our pro bono work.\n---\n\nWe give time.\n"));
        Path samuel = content.resolve("team/samuel-cho.md");
        reloadsLikeAFullBuild(
                "a team member's role (the team page's groups)",
                () -> ContentFolder.replaceLine(samuel, "role:", "role: Partner"));
        reloadsLikeAFullBuild(
                "a team member's office (the practice areas' pages list it)",
                () -> ContentFolder.replaceLine(samuel, "office:", "office: boston"));
        reloadsLikeAFullBuild(
                "a team member's practice areas (the home page's counts)",
                () -> ContentFolder.replaceLine(samuel, "practiceAreas:", "practiceAreas: [real-estate]"));
        reloadsLikeAFullBuild(
                "a practice area's body",
                () -> ContentFolder.append(content.resolve("practice-areas/real-estate.md"), "\nOne more.\n"));
        reloadsLikeAFullBuild(
                "the legal notice every feed entry ends with",
                () -> ContentFolder.replaceLine(
                        content.resolve("site.yaml"),
                        "  Attorney advertising.",
                        "  Attorney advertising, revised. This website is published by Hartwell & Lowe LLP for general"));
        reloadsLikeAFullBuild(
                "a translated page's body",
                () -> ContentFolder.append(content.resolve("fr/about.md"), "\nUn paragraphe de plus.\n"));
        reloadsLikeAFullBuild(
                "a translated practice area's body",
                () -> ContentFolder.append(content.resolve("fr/practice-areas/real-estate.md"), "\nUn de plus.\n"));
        Path frenchPublication = content.resolve("fr/publications/ai-tools-in-hiring.md");
        reloadsLikeAFullBuild(
                "a translated publication's title (its feeds' entries)",
                () -> ContentFolder.replaceLine(frenchPublication, "title:", "title: \"Outils d'IA, révisé\""));
        reloadsLikeAFullBuild(
                "a translated publication's body",
                () -> ContentFolder.append(frenchPublication, "\nUn paragraphe de plus.\n"));
        reloadsLikeAFullBuild(
                "a translated publication removed (the French feeds lose its entry)",
                () -> Files.delete(frenchPublication));
    }

    @Test
    void everyKindOfEditToATranslationGivesWhatAFullBuildGives() throws Exception {
        Path french = content.resolve("fr/team/margaret-hale.md");
        reloadsLikeAFullBuild(
                "a translation's description",
                () -> ContentFolder.replaceLine(french, "description:", "description: Associée, révisé."));
        reloadsLikeAFullBuild("a translation's body", () -> ContentFolder.append(french, "\nUn paragraphe de plus.\n"));
        reloadsLikeAFullBuild(
                "an original a translation shows",
                () -> ContentFolder.replaceLine(
                        content.resolve("team/margaret-hale.md"), "phone:", "phone: \"+1 617 555 0142\""));
        // The English page gains, then loses, its French alternate.
        Path samuel = content.resolve("fr/team/samuel-cho.md");
        reloadsLikeAFullBuild(
                "a translation added",
                () -> Files.writeString(samuel, "---\ndescription: Avocat au cabinet.\n---\n\nSa pratique.\n"));
        reloadsLikeAFullBuild("a translation removed", () -> Files.delete(samuel));
        reloadsLikeAFullBuild(
                "a translation's site.yaml",
                () -> ContentFolder.replaceLine(content.resolve("fr/site.yaml"), "tagline:", "tagline: Révisé."));
    }

    @Test
    void anEditToATranslationKeepsTheOtherFrenchPages() throws Exception {
        Variant kept = page("/fr/team/thomas-lowe").variant(OutputFormats.HTML);

        ContentFolder.append(content.resolve("fr/team/margaret-hale.md"), "\nUn paragraphe de plus.\n");
        assertThat(live.reload()).isTrue();

        assertThat(page("/fr/team/thomas-lowe").variant(OutputFormats.HTML)).isSameAs(kept);
        assertThat(live.get().firstDifference(fullBuild())).isEmpty();
    }

    @Test
    void anEditKeepsTheResourcesOfWhatItDidNotChange() throws Exception {
        Variant teamMember = page("/team/margaret-hale").variant(OutputFormats.HTML);
        Variant edited = page("/publications/earnout-disputes").variant(OutputFormats.HTML);

        ContentFolder.replaceLine(
                content.resolve("publications/earnout-disputes.md"), "title:", "title: \"Earnouts, revised\"");
        assertThat(live.reload()).isTrue();

        // The same object, compressed codings included: shared with the snapshot replaced, not copied.
        assertThat(page("/team/margaret-hale").variant(OutputFormats.HTML)).isSameAs(teamMember);
        assertThat(page("/team/margaret-hale").variant(OutputFormats.HTML).hasCompressed())
                .isTrue();
        assertThat(page("/publications/earnout-disputes").variant(OutputFormats.HTML))
                .isNotSameAs(edited);
        assertThat(live.get().firstDifference(fullBuild())).isEmpty();
        // Served first, before the documents made from the pages (PagesFirstTest).
        assertThat(log.toString(StandardCharsets.UTF_8)).contains("changed pages shown after");
    }

    /**
     * A list's pages are kept by what each shows: an edit to an old publication renders the list
     * page that shows it again, and keeps the others (a large firm has thousands of them).
     */
    @Test
    void anEditRendersAgainOnlyTheListPagesThatShowIt() throws Exception {
        writeAlertsOf2019(40);
        assertThat(live.reload()).isTrue();
        String last = "/publications/page/" + lastPageOf("/publications");
        Variant first = page("/publications").variant(OutputFormats.HTML);
        Variant showingIt = page(last).variant(OutputFormats.HTML);
        Variant team = page("/team").variant(OutputFormats.HTML);
        String lastOfTheYear = "/publications/year/2019/page/" + lastPageOf("/publications/year/2019");
        Variant yearShowingIt = page(lastOfTheYear).variant(OutputFormats.HTML);
        Variant yearFirst = page("/publications/year/2019").variant(OutputFormats.HTML);

        ContentFolder.replaceLine(content.resolve("publications/alert-1.md"), "title:", "title: Alert one");
        assertThat(live.reload()).isTrue();

        // Rendered again: its own page, and the last page of each list it is in (all, its year, its
        // type, its practice area's and its author's); every other page of those lists is kept.
        assertThat(pagesRenderedByTheLastReload()).isEqualTo(6);

        assertThat(page(last).variant(OutputFormats.HTML)).isNotSameAs(showingIt);
        assertThat(page(lastOfTheYear).variant(OutputFormats.HTML)).isNotSameAs(yearShowingIt);
        assertThat(page("/publications/year/2019").variant(OutputFormats.HTML)).isSameAs(yearFirst);
        assertThat(page("/publications").variant(OutputFormats.HTML)).isSameAs(first);
        assertThat(page("/team").variant(OutputFormats.HTML)).isSameAs(team);
        assertThat(live.get().firstDifference(fullBuild())).isEmpty();
    }

    /** What the log's last {@code content reloaded} line says: "(…; K of N pages kept; …)", as N − K. */
    private int pagesRenderedByTheLastReload() {
        Matcher kept = Pattern.compile("(\\d+) of (\\d+) pages kept").matcher(log.toString(StandardCharsets.UTF_8));
        int rendered = -1;
        while (kept.find()) {
            rendered = Integer.parseInt(kept.group(2)) - Integer.parseInt(kept.group(1));
        }
        return rendered;
    }

    private int lastPageOf(String list) {
        int number = 2;
        while (live.get().resource(list + "/page/" + (number + 1)).isPresent()) {
            number++;
        }
        assertThat(live.get().resource(list + "/page/" + number)).isPresent();
        return number;
    }

    /**
     * A feed's archives (docs/decisions.md §5.17) are kept documents too: an archive completed, an
     * archived publication edited, an old one removed (every newer entry moves one place back).
     */
    @Test
    void editsToAFeedsArchivesGiveWhatAFullBuildGives() throws Exception {
        reloadsLikeAFullBuild("80 publications added (archives)", () -> writeAlertsOf2019(80));
        reloadsLikeAFullBuild(
                "an archived publication's title",
                () -> ContentFolder.replaceLine(
                        content.resolve("publications/alert-3.md"), "title:", "title: Alert three"));
        reloadsLikeAFullBuild(
                "an archived publication removed (the newer archive's entries move back)",
                () -> Files.delete(content.resolve("publications/alert-2.md")));
        reloadsLikeAFullBuild("two publications added (another archive completed)", () -> {
            ContentFolder.writePublication(content, "alert-81", "Alert 81", "2020-01-01", "", "Text.");
            ContentFolder.writePublication(content, "alert-82", "Alert 82", "2020-01-02", "", "Text.");
        });
        assertThat(live.get().resource("/publications/feed/archive/1.atom")).isPresent();
        assertThat(live.get().resource("/fr/publications/feed/archive/1.atom")).isEmpty();
    }

    /** Client alerts {@code alert-1} … {@code alert-<count>}, one a day from 2 January 2019: older than the sample's. */
    private void writeAlertsOf2019(int count) {
        for (int i = 1; i <= count; i++) {
            ContentFolder.writePublication(
                    content,
                    "alert-" + i,
                    "Alert " + i,
                    LocalDate.of(2019, 1, 1).plusDays(i).toString(),
                    "",
                    "Text " + i + ".");
        }
    }

    private Resource.Page page(String path) {
        return (Resource.Page) live.get().resource(path).orElseThrow();
    }

    private interface Edit {
        void apply() throws IOException;
    }

    private void reloadsLikeAFullBuild(String what, Edit edit) throws Exception {
        edit.apply();
        assertThat(live.reload()).as(what + ": reloaded (log: %s)", log).isTrue();
        assertThat(live.get().firstDifference(fullBuild()))
                .as("after an edit of the " + what + ", the first path served differently from a full build")
                .isEmpty();
    }

    private Snapshot fullBuild() throws Exception {
        Instant now = Instant.now();
        LoadedContent full = LoadedContent.load(content, DiscoveryDocuments::isGeneratedPath, images, now);
        return new SnapshotBuilder(BASE)
                .build(SnapshotRequest.of(full.site()).withImages(full.images()).at(now));
    }

    private static void move(Path from, Path to) throws IOException {
        Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
    }
}
