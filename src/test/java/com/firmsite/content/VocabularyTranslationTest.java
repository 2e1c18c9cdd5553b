package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.testing.ContentFolder;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The firm's own vocabularies, its roles and publication types, in another language
 * (docs/decisions.md §9.8): built-in terms take their label from the interface catalogs, the firm's
 * own terms from {@code <lang>/site.yaml}, and a term a translated page shows without a label is a
 * content error at its file and line, never the default language's word.
 */
class VocabularyTranslationTest {
    @TempDir
    Path dir;

    @Test
    void theSampleFirmsTermsHaveTheirLabelInEachLanguage() throws Exception {
        Site site = ContentLoader.load(Path.of("content"), DiscoveryDocuments::isGeneratedPath);
        Site french = site.translations().get("fr");

        assertThat(site.role("Partner")).isEqualTo("Partner");
        assertThat(site.roleHeading("Partner")).isEqualTo("Partners");
        assertThat(site.publicationType("Firm news")).isEqualTo("Firm news");
        assertThat(french.role("Partner")).isEqualTo("Associé");
        assertThat(french.roleHeading("Partner")).isEqualTo("Associés");
        assertThat(french.role("Counsel")).isEqualTo("Avocat-conseil");
        assertThat(french.publicationType("Client alert")).isEqualTo("Bulletin");
        assertThat(french.publicationType("Firm news")).isEqualTo("Nouvelles du cabinet");
        // The term itself stays the fact, the same in every language: lists and filters compare it.
        assertThat(french.publications())
                .filteredOn(p -> p.slug().equals("new-york-office-expands"))
                .extracting(Publication::type)
                .containsExactly("Firm news");
    }

    @Test
    void aFirmsOwnTypeShownOnATranslatedPageWithoutALabelIsAnError() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        Path file = content.resolve("fr/site.yaml");
        ContentFolder.replaceLine(file, "publicationTypes:", "# publicationTypes: none yet");
        ContentFolder.replaceLine(file, "  - {term: Firm news", "# none");
        // An absent key is reported at the mapping, which starts at its first key.
        assertThat(errors(content))
                .contains(file + ":" + ContentFolder.lineOf(file, "tagline:")
                        + ": publicationTypes: no label in this language for the publication type \"Firm news\"");
    }

    @Test
    void aLabelForATermTheFirmDoesNotHaveIsAnErrorAtItsLine() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        Path file = content.resolve("fr/site.yaml");
        ContentFolder.append(file, "  - {term: Firm newz, label: Nouvelles}\n");
        assertThat(errors(content))
                .contains(file + ":" + ContentFolder.lineOf(file, "Firm newz")
                        + ": term: site.yaml has no publication type \"Firm newz\" (did you mean \"Firm news\"?)");
    }

    @Test
    void aFirmsOwnRoleNeedsALabelWhereATranslatedPageShowsIt() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        ContentFolder.append(
                content.resolve("site.yaml"), "roles: [Managing partner, Partner, Counsel, Associate, Paralegal]\n");
        ContentFolder.replaceLine(content.resolve("team/margaret-hale.md"), "role:", "role: Managing partner");
        Path file = content.resolve("fr/site.yaml");
        assertThat(errors(content))
                .contains(file + ":" + ContentFolder.lineOf(file, "tagline:")
                        + ": roles: no label in this language for the role \"Managing partner\"");

        ContentFolder.append(file, "roles:\n  - {term: Managing partner, label: Associée directrice}\n");
        Site french = ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath)
                .translations()
                .get("fr");
        assertThat(french.role("Managing partner")).isEqualTo("Associée directrice");
        assertThat(french.roleHeading("Managing partner")).isEqualTo("Associée directrice");
    }

    private static String errors(Path content) {
        return String.join(
                "\n",
                catchThrowableOfType(
                                ContentException.class,
                                () -> ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath))
                        .errors()
                        .stream()
                        .map(ContentError::toString)
                        .toList());
    }
}
