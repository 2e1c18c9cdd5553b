package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.firmsite.content.Lawyer;
import com.firmsite.content.Office;
import com.firmsite.content.Site;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import ezvcard.Ezvcard;
import ezvcard.VCard;
import ezvcard.VCardVersion;
import ezvcard.io.text.VCardReader;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.sourceforge.cardme.engine.VCardEngine;
import net.sourceforge.cardme.io.CompatibilityMode;
import net.sourceforge.cardme.vcard.VCardImpl;
import net.sourceforge.cardme.vcard.types.EmailType;
import net.sourceforge.cardme.vcard.types.TelType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every team member's contact card, {@code /team/<slug>.vcf} (content-model §9), fetched over
 * HTTP and read back by two independent vCard 3.0 readers: ez-vcard (which writes it) and cardme.
 * A member without a phone (a paralegal added to the sample) has a card without TEL.
 */
class ContactCardsTest {
    @TempDir
    static Path dir;

    @RegisterExtension
    static final TestServer server = TestServer.builder()
            .content(() -> {
                Path content = ContentFolder.copyOfSample(dir);
                Files.writeString(content.resolve("team/rosa-delgado.md"), """
                        ---
                        name: Rosa Delgado
                        role: Paralegal
                        office: boston
                        practiceAreas: [real-estate]
                        email: rdelgado@example-firm.com
                        description: Rosa keeps the Boston office's closings on schedule.
                        order: 98
                        ---

                        Rosa Delgado coordinates closings for the real estate team.
                        """);
                return content;
            })
            .extension();

    @Test
    void everyTeamMembersCardIsVCard3ThatEzVcardReadsBackWithTheirFacts() throws IOException {
        Site site = server.site();
        assertThat(site.team()).hasSizeGreaterThan(10);
        for (Lawyer lawyer : site.team()) {
            HttpResponse<byte[]> response = server.getBytes(VCards.path(lawyer));
            assertThat(response.statusCode()).as(lawyer.slug()).isEqualTo(200);
            assertThat(response.headers().firstValue("Content-Type")).hasValue("text/vcard; charset=utf-8");
            assertThat(response.headers().firstValue("Cache-Control")).hasValue("public, max-age=300");
            String text = new String(response.body(), StandardCharsets.UTF_8);
            List<VCard> cards;
            try (VCardReader reader = new VCardReader(text)) {
                cards = reader.readAll();
                assertThat(reader.getWarnings())
                        .as(lawyer.slug() + " parse warnings")
                        .isEmpty();
            }
            assertThat(cards).hasSize(1);
            VCard card = cards.getFirst();
            assertThat(card.getVersion()).isEqualTo(VCardVersion.V3_0);
            assertThat(card.validate(VCardVersion.V3_0))
                    .as(lawyer.slug() + " validation")
                    .isEmpty();
            assertThat(card.getFormattedName().getValue()).isEqualTo(lawyer.name());
            assertThat(card.getTitles().getFirst().getValue()).isEqualTo(site.role(lawyer.role()));
            assertThat(card.getOrganization().getValues())
                    .containsExactly(site.firm().name());
            assertThat(card.getEmails().getFirst().getValue()).isEqualTo(lawyer.email());
            assertThat(card.getUrls().getFirst().getValue()).isEqualTo(server.baseUrl() + lawyer.path());
            Office office = site.firm().office(lawyer.office()).orElseThrow();
            assertThat(card.getAddresses().getFirst().getStreetAddress()).isEqualTo(office.street());
            assertThat(card.getAddresses().getFirst().getPostalCode()).isEqualTo(office.postalCode());
            if (lawyer.phone().isEmpty()) {
                assertThat(card.getTelephoneNumbers()).as(lawyer.slug()).isEmpty();
                assertThat(text).doesNotContain("TEL");
            } else {
                assertThat(card.getTelephoneNumbers().getFirst().getText()).isEqualTo(lawyer.phone());
            }
            if (lawyer.photo().isPresent()) {
                assertThat(card.getPhotos().getFirst().getData())
                        .as(lawyer.slug() + " embedded portrait")
                        .isNotEmpty();
            }
        }
    }

    @Test
    void everyTeamMembersCardParsesInCardmeAnIndependentRfc2426Reader() throws Exception {
        VCardEngine engine = new VCardEngine(CompatibilityMode.RFC2426);
        for (Lawyer lawyer : server.site().team()) {
            String text = server.get(VCards.path(lawyer)).body();
            VCardImpl card = (VCardImpl) engine.parse(text);
            assertThat(card.getErrors()).as(lawyer.slug() + " cardme errors").isEmpty();
            assertThat(card.getFN().getFormattedName()).isEqualTo(lawyer.name());
            assertThat(card.getN().getFamilyName()).isNotBlank();
            assertThat(card.getTitle().getTitle()).isEqualTo(server.site().role(lawyer.role()));
            assertThat(card.getOrg().getOrgName())
                    .isEqualTo(server.site().firm().name());
            assertThat(card.getEmails()).extracting(EmailType::getEmail).containsExactly(lawyer.email());
            // cardme answers null, not an empty list, for a card without TEL
            List<String> telephones = card.getTels() == null
                    ? List.of()
                    : card.getTels().stream().map(TelType::getTelephone).toList();
            assertThat(telephones)
                    .as(lawyer.slug())
                    .containsExactlyElementsOf(lawyer.phone().isEmpty() ? List.of() : List.of(lawyer.phone()));
            assertThat(card.getUrls().getFirst().getRawUrl()).isEqualTo(server.baseUrl() + lawyer.path());
            if (lawyer.photo().isPresent()) {
                assertThat(card.getPhotos().getFirst().getPhoto())
                        .as(lawyer.slug())
                        .isNotEmpty();
            }
        }
    }

    @Test
    void aCardAnswersHeadAndIfNoneMatchAndIsTheSameOnEveryRequest() {
        String path = VCards.path(server.site().team().getFirst());
        HttpResponse<String> first = server.get(path);
        String etag = first.headers().firstValue("ETag").orElseThrow();
        assertThat(server.get(path).body()).isEqualTo(first.body());
        assertThat(server.get(path, "If-None-Match", etag).statusCode()).isEqualTo(304);
        HttpResponse<String> head = server.send("HEAD", path, java.net.http.HttpRequest.BodyPublishers.noBody());
        assertThat(head.statusCode()).isEqualTo(200);
        assertThat(head.body()).isEmpty();
        assertThat(head.headers().firstValue("ETag")).hasValue(etag);
        assertThat(Ezvcard.parse(first.body()).first().getUid().getValue()).startsWith("urn:uuid:");
    }

    @Test
    void theLawyersPageItsMarkdownTwinAndWebMcpDataLinkTheCardAndTheBiography() {
        Lawyer lawyer = server.site().team().getFirst();
        assertThat(server.get(lawyer.path()).body())
                .contains("href=\"" + VCards.path(lawyer) + "\"", "href=\"" + Biographies.path(lawyer) + "\"");
        assertThat(server.get(lawyer.path() + ".md").body())
                .contains("(" + server.baseUrl() + VCards.path(lawyer) + ")")
                .contains("(" + server.baseUrl() + Biographies.path(lawyer) + ")");
        // WebMCP's team results: the team's shards, which the core document names (docs/decisions.md §6.5).
        JsonNode core = readJson(server.get(WebMcpData.PATH).body());
        List<String> cards = new java.util.ArrayList<>();
        List<String> biographies = new java.util.ArrayList<>();
        for (JsonNode shard : core.at("/shards/team/paths")) {
            JsonNode team = readJson(server.get(shard.asText()).body());
            cards.addAll(team.findValuesAsText("vcard"));
            biographies.addAll(team.findValuesAsText("biography"));
        }
        assertThat(cards).contains(VCards.path(lawyer));
        assertThat(biographies).contains(Biographies.path(lawyer));
    }

    @Test
    void aTranslatedPageHasItsCardAndBiographyInItsLanguageAndAnUntranslatedOneHasNone() throws Exception {
        Site french = server.site().translations().get("fr");
        Lawyer translated = french.team().getFirst();
        String page = "/fr" + translated.path();
        HttpResponse<String> response = server.get(page + ".vcf");
        assertThat(response.statusCode()).isEqualTo(200);
        VCard card = Ezvcard.parse(response.body()).first();
        // the French page's role and URL: the card is the page's, in its language
        assertThat(card.getTitles().getFirst().getValue()).isEqualTo(french.role(translated.role()));
        assertThat(card.getTitles().getFirst().getValue())
                .isNotEqualTo(server.site().role(translated.role()));
        assertThat(card.getUrls().getFirst().getValue()).isEqualTo(server.baseUrl() + page);
        assertThat(card.getUid().getValue())
                .isNotEqualTo(Ezvcard.parse(server.get(VCards.path(translated)).body())
                        .first()
                        .getUid()
                        .getValue());
        HttpResponse<byte[]> pdf = server.getBytes(page + ".pdf");
        assertThat(pdf.statusCode()).isEqualTo(200);
        assertThat(pdf.headers().firstValue("Content-Type")).hasValue("application/pdf");
        assertThat(server.get(page).body()).contains("href=\"" + page + ".vcf\"", "href=\"" + page + ".pdf\"");
        assertThat(server.get(page + ".md").body()).contains("(" + server.baseUrl() + page + ".vcf)");
        Lawyer untranslated = server.site().team().stream()
                .filter(lawyer ->
                        french.team().stream().noneMatch(other -> other.slug().equals(lawyer.slug())))
                .findFirst()
                .orElseThrow();
        assertThat(server.get("/fr" + untranslated.path() + ".vcf").statusCode())
                .isEqualTo(404);
        assertThat(server.get("/fr" + untranslated.path() + ".pdf").statusCode())
                .isEqualTo(404);
    }

    private static JsonNode readJson(String body) {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().readTree(body);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
