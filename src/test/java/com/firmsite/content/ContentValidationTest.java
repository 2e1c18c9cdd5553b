package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.firmsite.testing.ContentFolder;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Content errors are reported all at once, each with its file and line. */
class ContentValidationTest {
    @TempDir
    Path dir;

    @Test
    void theSampleFirmIsValid() throws ContentException {
        Site site = ContentLoader.load(
                Path.of("content"), com.firmsite.publish.discovery.DiscoveryDocuments::isGeneratedPath);
        assertThat(site.practiceAreas()).hasSizeGreaterThanOrEqualTo(6);
        assertThat(site.team()).hasSizeGreaterThanOrEqualTo(10);
        assertThat(site.publications()).hasSizeGreaterThanOrEqualTo(20);
        assertThat(site.firm().offices()).hasSizeGreaterThanOrEqualTo(2);
    }

    @Test
    void everyErrorIsListedWithItsFileAndLine() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        ContentFolder.replaceLine(
                content.resolve("team/margaret-hale.md"),
                "practiceAreas:",
                "practiceAreas: [employment-and-labor, tax]");
        ContentFolder.replaceLine(content.resolve("publications/earnout-disputes.md"), "date:", "date: 2026-02-30");
        ContentFolder.replaceLine(content.resolve("practice-areas/real-estate.md"), "title:", "titel: Real Estate");
        ContentFolder.append(content.resolve("about.md"), "\nSee [our tax team](/practice-areas/tax).\n");

        List<ContentError> errors = catchThrowableOfType(
                        ContentException.class,
                        () -> ContentLoader.load(
                                content, com.firmsite.publish.discovery.DiscoveryDocuments::isGeneratedPath))
                .errors();

        assertThat(errors)
                .extracting(ContentError::toString)
                .anySatisfy(e -> assertThat(e)
                        .startsWith(content.resolve("team/margaret-hale.md") + ":"
                                + ContentFolder.lineOf(content.resolve("team/margaret-hale.md"), "practiceAreas:")
                                + ": ")
                        .contains("unknown practice area \"tax\""));
        assertThat(errors)
                .extracting(ContentError::toString)
                .anySatisfy(e -> assertThat(e)
                        .startsWith(content.resolve("publications/earnout-disputes.md") + ":"
                                + ContentFolder.lineOf(content.resolve("publications/earnout-disputes.md"), "date:")
                                + ": ")
                        .contains("YYYY-MM-DD"));
        assertThat(errors)
                .extracting(ContentError::toString)
                .anySatisfy(e -> assertThat(e)
                        .startsWith(
                                content.resolve("practice-areas/real-estate.md").toString())
                        .contains("unknown key \"titel\""));
        assertThat(errors)
                .extracting(ContentError::toString)
                .anySatisfy(e -> assertThat(e)
                        .startsWith(
                                content.resolve("practice-areas/real-estate.md").toString())
                        .contains("missing required key \"title\""));
        assertThat(errors)
                .extracting(ContentError::toString)
                .anySatisfy(e -> assertThat(e)
                        .startsWith(content.resolve("about.md") + ":"
                                + ContentFolder.lineOf(content.resolve("about.md"), "our tax team") + ": ")
                        .contains("broken internal link \"/practice-areas/tax\""));
    }

    @Test
    void brokenYamlNamesTheLineOfTheProblem() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        Path file = content.resolve("team/thomas-lowe.md");
        ContentFolder.replaceLine(file, "languages:", "languages: [English, French");
        List<ContentError> errors = catchThrowableOfType(
                        ContentException.class,
                        () -> ContentLoader.load(
                                content, com.firmsite.publish.discovery.DiscoveryDocuments::isGeneratedPath))
                .errors();
        assertThat(errors).hasSize(1);
        assertThat(errors.get(0).file()).isEqualTo(file);
        assertThat(errors.get(0).line())
                .isBetween(ContentFolder.lineOf(file, "languages:"), ContentFolder.lineOf(file, "languages:") + 2);
        assertThat(errors.get(0).message()).startsWith("invalid YAML");
    }

    @Test
    void unknownAuthorsAndOfficesAreErrors() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        ContentFolder.replaceLine(
                content.resolve("publications/earnout-disputes.md"), "authors:", "authors: [nobody-here]");
        ContentFolder.replaceLine(content.resolve("team/samuel-cho.md"), "office:", "office: chicago");
        List<String> errors = catchThrowableOfType(
                        ContentException.class,
                        () -> ContentLoader.load(
                                content, com.firmsite.publish.discovery.DiscoveryDocuments::isGeneratedPath))
                .errors()
                .stream()
                .map(ContentError::toString)
                .toList();
        assertThat(errors)
                .anyMatch(e -> e.contains("earnout-disputes.md") && e.contains("unknown team member \"nobody-here\""));
        assertThat(errors).anyMatch(e -> e.contains("samuel-cho.md") && e.contains("unknown office \"chicago\""));
    }

    @Test
    void aMissingFileIsNamed() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        java.nio.file.Files.delete(content.resolve("privacy.md"));
        List<ContentError> errors = catchThrowableOfType(
                        ContentException.class,
                        () -> ContentLoader.load(
                                content, com.firmsite.publish.discovery.DiscoveryDocuments::isGeneratedPath))
                .errors();
        assertThat(errors)
                .extracting(ContentError::toString)
                .anyMatch(e -> e.contains("privacy.md") && e.contains("file not found"));
    }
}
