package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.testing.ContentFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With {@code --watch}, an item folder's file that is unchanged, read in an unchanged context, is
 * not read into its record again: the load takes the record and what reading it found (errors,
 * warnings, image uses, links to check) from the last load. Whatever was kept, a load reports
 * exactly what a load from nothing reports: the same site, the same errors and warnings, the same
 * image uses.
 */
class KeptReadsTest {
    private static final Instant NOW = Instant.parse("2026-11-29T12:00:00Z");

    @TempDir
    Path dir;

    private Path content;
    private final ParsedFiles kept = ParsedFiles.create();

    /**
     * What one load gave: the site or its errors, and what it found besides. A body's parsed tree,
     * and the interface strings, are equal by identity: the site is compared by what it says, every
     * record's every component, those objects' names left out.
     */
    private record Outcome(Optional<Site> site, List<ContentError> errors, List<ImageRef> imageUses) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Outcome that
                    && said(site).equals(said(that.site))
                    && errors.equals(that.errors)
                    && imageUses.equals(that.imageUses);
        }

        @Override
        public int hashCode() {
            return Objects.hash(said(site), errors, imageUses);
        }

        private static String said(Optional<Site> site) {
            return site.map(Site::toString).orElse("").replaceAll("@[0-9a-f]+", "");
        }
    }

    @BeforeEach
    void copyTheSampleFirm() {
        content = ContentFolder.copyOfSample(dir);
    }

    @Test
    void anUnchangedFileWithAnErrorReportsItAtEveryLoad() throws Exception {
        ContentFolder.writePublication(
                content,
                "unknown-author",
                "An alert by nobody",
                "2025-03-04",
                "",
                "A body that links to [a page that is not there](/no-such-page).");
        ContentFolder.replaceLine(
                content.resolve("publications/unknown-author.md"), "authors:", "authors: [no-such-lawyer]");

        Outcome first = loadKept();
        Outcome second = loadKept();

        assertThat(first.errors())
                .extracting(ContentError::message)
                .contains(
                        "authors: unknown team member \"no-such-lawyer\"",
                        "broken internal link \"/no-such-page\": no such page");
        assertThat(second).isEqualTo(first).isEqualTo(loadFromNothing());
    }

    @Test
    void anEditElsewhereLeavesEveryOtherFilesFindingsAsTheyWere() throws Exception {
        ContentFolder.writePublication(
                content, "skips-a-level", "An alert", "2025-03-04", "", "## A section\n\n#### Too deep\n\nText.");
        Outcome first = loadKept();
        ContentFolder.replaceLine(
                content.resolve("publications/vendor-data-processing-terms.md"),
                "title:",
                "title: Vendor terms, revised");

        Outcome second = loadKept();

        assertThat(first.site()).isPresent();
        assertThat(first.imageUses()).isNotEmpty();
        assertThat(second.site().orElseThrow().warnings())
                .extracting(ContentError::message)
                .anySatisfy(warning -> assertThat(warning).startsWith("warning: heading level 4 right after level 2"));
        assertThat(kept.lastLoad()).as("the edited file alone read again").startsWith("1 of ");
        assertThat(second).isEqualTo(loadFromNothing());
        Publication unchanged = second.site().orElseThrow().publications().stream()
                .filter(publication -> !publication.slug().equals("vendor-data-processing-terms"))
                .findFirst()
                .orElseThrow();
        assertThat(unchanged)
                .as("the very record of the last load")
                .isSameAs(
                        first.site().orElseThrow().publication(unchanged.slug()).orElseThrow());
    }

    @Test
    void anUnchangedFileIsReadAgainWhenWhatItRefersToIsGone() throws Exception {
        ContentFolder.writePublication(content, "by-thomas", "An alert by Thomas", "2025-03-04", "", "A body.");
        assertThat(loadKept().site()).isPresent();

        Files.delete(content.resolve("team/thomas-lowe.md"));
        Outcome second = loadKept();

        assertThat(second.errors())
                .as("the unchanged publication's reference, checked against the team as it is now")
                .anySatisfy(error -> {
                    assertThat(error.file()).isEqualTo(content.resolve("publications/by-thomas.md"));
                    assertThat(error.message()).isEqualTo("authors: unknown team member \"thomas-lowe\"");
                });
        assertThat(second).isEqualTo(loadFromNothing());
    }

    @Test
    void anUnchangedFileIsReadAgainWhenTheFirmChanges() throws Exception {
        assertThat(loadKept().site()).isPresent();
        Path siteYaml = content.resolve("site.yaml");
        String types = ContentFolder.lineText(siteYaml, "publicationTypes:");
        ContentFolder.replaceLine(siteYaml, "publicationTypes:", types.replace("Client alert, ", ""));

        Outcome second = loadKept();

        assertThat(second.errors())
                .as("every client alert, its file unchanged, now of a type the firm does not declare")
                .anySatisfy(error -> assertThat(error.message()).startsWith("type: "));
        assertThat(second).isEqualTo(loadFromNothing());
    }

    @Test
    void anUnchangedTranslationIsReadAgainWhenItsOriginalChanges() throws Exception {
        String slug = "workplace-investigations-practical-guide";
        Outcome first = loadKept();
        assertThat(first.site().orElseThrow().translations().get("fr").publication(slug))
                .isPresent();
        ContentFolder.replaceLine(
                content.resolve("publications/" + slug + ".md"), "type:", "type: Insight\ntopics: [Investigations]");

        Outcome second = loadKept();

        assertThat(second.errors())
                .as("the French file, unchanged, now translates an original with topics")
                .anySatisfy(error -> {
                    assertThat(error.file()).isEqualTo(content.resolve("fr/publications/" + slug + ".md"));
                    assertThat(error.message())
                            .isEqualTo("topics: the original has topics [Investigations]: translate them");
                });
        assertThat(second).isEqualTo(loadFromNothing());
    }

    @Test
    void anUnchangedTranslationOfAnUnchangedOriginalIsTheSameRecord() throws Exception {
        String slug = "workplace-investigations-practical-guide";
        Site first = loadKept().site().orElseThrow();
        ContentFolder.replaceLine(
                content.resolve("fr/publications/ai-tools-in-hiring.md"), "title:", "title: Outils d'IA, revu");

        Outcome second = loadKept();

        assertThat(kept.lastLoad())
                .as("the edited translation alone read again, not the other translations")
                .startsWith("1 of ");
        Site french = second.site().orElseThrow().translations().get("fr");
        assertThat(french.publication(slug))
                .containsSame(first.translations().get("fr").publication(slug).orElseThrow());
        assertThat(french.publication("ai-tools-in-hiring").orElseThrow().title())
                .isEqualTo("Outils d'IA, revu");
        assertThat(second).isEqualTo(loadFromNothing());
    }

    @Test
    void aPagesTranslationIsReadAgainOnlyWhenItsOriginalChanges() throws Exception {
        loadKept();
        ContentFolder.replaceLine(
                content.resolve("publications/vendor-data-processing-terms.md"),
                "title:",
                "title: Vendor terms, revised");
        loadKept();
        assertThat(kept.lastLoad())
                .as("the French pages kept, their originals unchanged")
                .startsWith("1 of ");

        ContentFolder.replaceLine(content.resolve("about.md"), "title:", "title: About the firm, revised");
        Outcome third = loadKept();

        assertThat(kept.lastLoad())
                .as("fr/about.md read again, its original changed")
                .startsWith("1 of ");
        assertThat(third).isEqualTo(loadFromNothing());
    }

    private Outcome loadKept() {
        return load(kept);
    }

    private Outcome loadFromNothing() {
        return load(ParsedFiles.NONE);
    }

    private Outcome load(ParsedFiles files) {
        List<ImageRef> uses = new ArrayList<>();
        Optional<Site> site;
        List<ContentError> errors;
        try {
            site = Optional.of(ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath, uses, NOW, files));
            errors = List.of();
        } catch (ContentException e) {
            site = Optional.empty();
            errors = e.errors();
        }
        uses.sort(Comparator.comparing(ImageRef::toString));
        return new Outcome(site, errors, uses);
    }
}
