package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.testing.ContentFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Translations under {@code content/<lang>/}: a site per language built from the originals, and
 * every mistake in them a content error at its file and line.
 */
class TranslationsTest {
    @TempDir
    Path dir;

    @Test
    void theSampleFirmHasAFrenchSiteOfItsTranslatedPagesWithTheOriginalsFacts() throws Exception {
        Site site = ContentLoader.load(Path.of("content"), DiscoveryDocuments::isGeneratedPath);
        Site french = site.translations().get("fr");

        assertThat(site.translations()).containsOnlyKeys("fr");
        assertThat(french.firm().language()).isEqualTo("fr");
        assertThat(french.firm().legalNotice()).startsWith("Publicité d'avocats.");
        assertThat(french.firm().phone()).isEqualTo(site.firm().phone());
        assertThat(french.about().title()).isEqualTo("Le cabinet");
        assertThat(french.lawyer("margaret-hale").orElseThrow())
                .satisfies(l -> assertThat(l.description()).startsWith("Associée directrice"))
                .satisfies(l -> assertThat(l.email())
                        .isEqualTo(site.lawyer("margaret-hale").orElseThrow().email()));
        assertThat(french.has("/careers")).isFalse();
        assertThat(french.firm().navigation().orElseThrow())
                .extracting(Link::path)
                .doesNotContain("/careers");
        assertThat(site.languagesOf("/about")).containsExactly("en", "fr");
        assertThat(site.languagesOf("/careers")).containsExactly("en");
        assertThat(site.published().translations().get("fr").itemCount()).isEqualTo(french.itemCount());
    }

    @Test
    void theFrenchSiteHoldsOnlyTheTranslatedItemsInTheOriginalsOrder() throws Exception {
        Site site = ContentLoader.load(Path.of("content"), DiscoveryDocuments::isGeneratedPath);
        Site french = site.translations().get("fr");

        assertThat(french.itemCount()).isEqualTo(24);
        assertThat(french.practiceAreas())
                .extracting(PracticeArea::slug)
                .containsExactlyElementsOf(
                        site.practiceAreas().stream().map(PracticeArea::slug).toList());
        assertThat(french.team())
                .extracting(Lawyer::slug)
                .containsExactly("margaret-hale", "thomas-lowe", "elena-vasquez");
        assertThat(french.publications())
                .extracting(Publication::slug)
                .containsExactlyInAnyOrder(
                        "new-york-office-expands", "ai-tools-in-hiring", "workplace-investigations-practical-guide");
        assertThat(site.languagesOf("/about/history")).containsExactly("en");
    }

    @Test
    void aTranslatedPublicationHasItsOwnTopicsAndAltTextAndTheOriginalsFacts() throws Exception {
        Site site = ContentLoader.load(Path.of("content"), DiscoveryDocuments::isGeneratedPath);
        Publication original = publication(site, "ai-tools-in-hiring");
        Publication french = publication(site.translations().get("fr"), "ai-tools-in-hiring");

        assertThat(french.topics()).containsExactly("Intelligence artificielle", "Embauche", "Audits de biais");
        assertThat(french.image().orElseThrow().alt()).startsWith("Illustration de couverture abstraite");
        assertThat(french.image().orElseThrow().path())
                .isEqualTo(original.image().orElseThrow().path());
        assertThat(french.date()).isEqualTo(original.date());
        assertThat(french.authors()).isEqualTo(original.authors());
        assertThat(french.type()).isEqualTo(original.type());
    }

    @Test
    void aTranslationOfAFileThatDoesNotExistIsAnError() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        Path file = content.resolve("fr/team/nobody.md");
        Files.writeString(file, "---\ndescription: Personne.\n---\n");
        assertThat(errors(content)).contains(file + ":1: a translation of team/nobody.md, which does not exist");
    }

    @Test
    void aRepeatedFactThatDiffersIsAnErrorAtItsLine() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        Path file = content.resolve("fr/team/margaret-hale.md");
        ContentFolder.replaceLine(file, "name:", "name: Marguerite Hale");
        assertThat(errors(content))
                .contains(file + ":" + ContentFolder.lineOf(file, "name:") + ": name: differs from the original");
    }

    @Test
    void anUnknownKeyIsAnErrorWithTheNearestKnownOne() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        Path file = content.resolve("fr/about.md");
        ContentFolder.replaceLine(file, "title:", "titre: Le cabinet");
        assertThat(errors(content))
                .contains(file + ":" + ContentFolder.lineOf(file, "titre:")
                        + ": unknown key \"titre\" (did you mean \"title\"?)");
    }

    @Test
    void badDuplicateAndDefaultLanguageTagsAreErrors() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        Path site = content.resolve("site.yaml");
        ContentFolder.replaceLine(site, "languages:", "languages: [fr, fr, en, not_a_tag]");
        String errors = errors(content);
        String at = site + ":" + ContentFolder.lineOf(site, "languages:") + ": ";
        assertThat(errors)
                .contains(at + "languages: \"fr\" is listed twice")
                .contains(at + "languages: \"en\" is the default language")
                .contains(at + "languages: \"not_a_tag\" is not a BCP 47 language tag");
    }

    @Test
    void aListedLanguageNeedsItsHomePageAndItsSiteYaml() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        Path site = content.resolve("site.yaml");
        ContentFolder.replaceLine(site, "languages:", "languages: [fr, de]");
        String at = site + ":" + ContentFolder.lineOf(site, "languages:") + ": ";
        assertThat(errors(content))
                .contains(at + "languages: \"de\" needs de/home.md")
                .contains(at + "languages: \"de\" needs de/site.yaml");
    }

    @Test
    void aMissingFirmTextIsAnError() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        Path file = content.resolve("fr/site.yaml");
        ContentFolder.replaceLine(file, "tagline:", "# no tagline yet");
        ContentFolder.replaceLine(file, "  - {title: Pour les développeurs", "  # not yet");
        String errors = errors(content);
        // A missing key is reported at the mapping, which starts at its first key.
        assertThat(errors)
                .contains(
                        file + ":" + ContentFolder.lineOf(file, "description:") + ": missing required key \"tagline\"");
        assertThat(errors)
                .contains(file + ":" + ContentFolder.lineOf(file, "footer:")
                        + ": footer: no title for the link to /docs");
    }

    @Test
    void checkReportsWhatIsTranslatedMissingAndOlderThanItsOriginal() throws Exception {
        Path content = ContentFolder.copyOfSample(dir);
        Instant now = Instant.now();
        Files.setLastModifiedTime(content.resolve("about.md"), FileTime.from(now));
        Files.setLastModifiedTime(content.resolve("fr/about.md"), FileTime.from(now.minusSeconds(86_400)));
        Files.setLastModifiedTime(content.resolve("home.md"), FileTime.from(now.minusSeconds(86_400)));
        Files.setLastModifiedTime(content.resolve("fr/home.md"), FileTime.from(now));
        Site site = ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath);

        List<String> report = TranslationReport.lines(content, site);

        assertThat(report.get(0)).isEqualTo("languages: en (default), fr; translations' age by file modification time");
        assertThat(report).contains("fr: 24 of " + site.itemCount() + " pages and items translated");
        assertThat(report)
                .anySatisfy(line -> assertThat(line)
                        .startsWith("  missing: ")
                        .contains("/careers", "/about/history")
                        .doesNotContain("/about,"));
        assertThat(report).anySatisfy(line -> assertThat(line).startsWith("  older than its original: fr/about.md"));
        assertThat(report).noneSatisfy(line -> assertThat(line).contains("fr/home.md"));
    }

    private static Publication publication(Site site, String slug) {
        return site.publications().stream()
                .filter(p -> p.slug().equals(slug))
                .findFirst()
                .orElseThrow();
    }

    // ---- the firm's vocabularies in another language (docs/decisions.md §9.12): built-in terms are
    // labelled by the catalogs, the firm's own in <lang>/site.yaml, a label missing where a page of
    // the language shows the term a content error at its file and line ----

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
