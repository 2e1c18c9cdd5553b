package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The built-in interface catalogs and the firm's strings.yaml (docs/decisions.md §9.5, §9.6). */
class InterfaceStringsTest {
    private static final LocalDate MARCH_3 = LocalDate.of(2026, 3, 3);

    @TempDir
    Path content;

    @Test
    void aBuiltInCatalogIsParsedOncePerLanguageAndNothingCanChangeIt() {
        Map<String, String> french = InterfaceStrings.builtInCatalog("fr").orElseThrow();

        assertThat(InterfaceStrings.builtInCatalog("fr-CA").orElseThrow()).isSameAs(french);
        assertThat(InterfaceStrings.english()).isSameAs(InterfaceStrings.english());
        assertThatThrownBy(() -> french.put("nav.home", "Maison")).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void everyBuiltInCatalogHasEveryEnglishKeyWithTheSamePlaceholders() {
        InterfaceStrings english = InterfaceStrings.english();
        for (String language : InterfaceStrings.BUILT_IN) {
            InterfaceStrings strings = InterfaceStrings.builtIn(language).orElseThrow();
            assertThat(strings.keys()).as(language).isEqualTo(english.keys());
            for (String key : english.keys()) {
                assertThat(InterfaceStrings.placeholders(strings.text(key)))
                        .as(language + " " + key)
                        .isEqualTo(InterfaceStrings.placeholders(english.text(key)));
            }
        }
    }

    @Test
    void datesAreWrittenAsEachLanguageWritesThem() {
        assertThat(date("en")).isEqualTo("3 March 2026");
        assertThat(date("fr")).isEqualTo("3 mars 2026");
        assertThat(date("de")).isEqualTo("3. März 2026");
        assertThat(date("es")).isEqualTo("3 de marzo de 2026");
        assertThat(date("fr-CA")).isEqualTo("3 mars 2026");
    }

    @Test
    void countsTakeTheLanguagesPluralFormAndNumberGrouping() {
        assertThat(builtIn("en").count("publicationCount", 1)).isEqualTo("1 publication");
        assertThat(builtIn("en").count("publicationCount", 1234)).isEqualTo("1,234 publications");
        assertThat(builtIn("fr").count("publicationCount", 0)).isEqualTo("0 publication");
        assertThat(builtIn("de").count("publicationCount", 1234)).isEqualTo("1.234 Publikationen");
    }

    @Test
    void namesInRunningTextAreJoinedWithTheLanguagesConjunction() {
        List<String> three = List.of("Margaret Hale", "Thomas Lowe", "Elena Vasquez");
        assertThat(builtIn("en").list(three)).isEqualTo("Margaret Hale, Thomas Lowe and Elena Vasquez");
        assertThat(builtIn("fr").list(three)).isEqualTo("Margaret Hale, Thomas Lowe et Elena Vasquez");
        assertThat(builtIn("de").list(three)).isEqualTo("Margaret Hale, Thomas Lowe und Elena Vasquez");
        assertThat(builtIn("es").list(three)).isEqualTo("Margaret Hale, Thomas Lowe y Elena Vasquez");
        assertThat(builtIn("fr").list(List.of("Margaret Hale"))).isEqualTo("Margaret Hale");
        assertThat(builtIn("fr").list(List.of())).isEmpty();
        assertThat(builtIn("fr").list(List.of("Ana", "Luis"))).isEqualTo("Ana et Luis");
    }

    @Test
    void spanishWritesEBeforeAnISoundButNotBeforeADiphthong() {
        assertThat(builtIn("es").list(List.of("Ana", "Inés"))).isEqualTo("Ana e Inés");
        assertThat(builtIn("es").list(List.of("Ana", "Hilda"))).isEqualTo("Ana e Hilda");
        assertThat(builtIn("es").list(List.of("Ana", "Hielo"))).isEqualTo("Ana y Hielo");
        assertThat(builtIn("es").list(List.of("Ana", "Iago"))).isEqualTo("Ana y Iago");
        assertThat(builtIn("en").list(List.of("Ana", "Inés"))).isEqualTo("Ana and Inés");
    }

    @Test
    void aTitleInRunningTextIsLowerCaseExceptGermanNouns() {
        assertThat(builtIn("en").inRunningText("Employment law")).isEqualTo("employment law");
        assertThat(builtIn("fr").inRunningText("Droit du travail")).isEqualTo("droit du travail");
        assertThat(builtIn("de").inRunningText("Arbeitsrecht")).isEqualTo("Arbeitsrecht");
    }

    @Test
    void placeholdersAreFilledAndAnUnknownKeyFailsAtOnce() {
        assertThat(builtIn("fr").text("scheduledFor", Map.of("date", "3 mars 2026")))
                .isEqualTo("Publication prévue le 3 mars 2026");
        assertThatThrownBy(() -> builtIn("fr").text("readMore")).hasMessageContaining("readMore");
    }

    @Test
    void aFirmsStringsFileOverridesABuiltInString() throws IOException {
        write("fr", "contact: Contactez-nous\n");
        StringsFile.Loaded loaded = StringsFile.load(content, List.of("en", "fr"));
        assertThat(loaded.errors()).isEmpty();
        assertThat(loaded.byLanguage().get("fr").text("contact")).isEqualTo("Contactez-nous");
        assertThat(loaded.byLanguage().get("fr").text("team")).isEqualTo("Équipe");
        assertThat(loaded.byLanguage().get("en").text("contact")).isEqualTo("Contact");
    }

    @Test
    void anUnknownKeyIsReportedAtItsLineWithTheNearestKey() throws IOException {
        write("fr", "contact: Contactez-nous\nbiograpy: Parcours\n");
        assertThat(messages(StringsFile.load(content, List.of("fr"))))
                .containsExactly("fr/strings.yaml:2: unknown interface string 'biograpy' (did you mean 'biography'?)");
    }

    @Test
    void aPlaceholderTheOriginalDoesNotHaveIsReported() throws IOException {
        write("de", "movedTo: \"Neue Adresse: {link}\"\n");
        assertThat(messages(StringsFile.load(content, List.of("de"))))
                .singleElement()
                .asString()
                .startsWith("de/strings.yaml:1: 'movedTo' has placeholders [link]");
    }

    @Test
    void aLanguageWithoutBuiltInCatalogMustGiveEveryString() throws IOException {
        write("it", "contact: Contatti\n");
        assertThat(messages(StringsFile.load(content, List.of("it"))))
                .singleElement()
                .asString()
                .startsWith(
                        "it/strings.yaml:1: language 'it' has no built-in interface strings; missing: about, aboutAuthors,")
                .doesNotContain(" contact,");
    }

    @Test
    void aLanguageGivenCompletelyLoads() throws IOException {
        StringBuilder yaml = new StringBuilder();
        InterfaceStrings english = InterfaceStrings.english();
        english.keys()
                .forEach(key -> yaml.append('"')
                        .append(key)
                        .append("\": \"")
                        .append(english.text(key).replace("\"", "\\\""))
                        .append("\"\n"));
        write("it", yaml.toString().replace("\"contact\": \"Contact\"", "\"contact\": \"Contatti\""));
        StringsFile.Loaded loaded = StringsFile.load(content, List.of("it"));
        assertThat(loaded.errors()).isEmpty();
        assertThat(loaded.byLanguage().get("it").text("contact")).isEqualTo("Contatti");
        assertThat(loaded.byLanguage().get("it").date(MARCH_3)).isEqualTo("3 marzo 2026");
    }

    private static InterfaceStrings builtIn(String language) {
        return InterfaceStrings.builtIn(language).orElseThrow();
    }

    private static String date(String language) {
        return builtIn(language).date(MARCH_3);
    }

    private void write(String language, String yaml) throws IOException {
        Files.createDirectories(content.resolve(language));
        Files.writeString(content.resolve(language).resolve("strings.yaml"), yaml);
    }

    private List<String> messages(StringsFile.Loaded loaded) {
        return loaded.errors().stream()
                .map(e -> content.relativize(e.file()) + ":" + e.line() + ": " + e.message())
                .toList();
    }
}
