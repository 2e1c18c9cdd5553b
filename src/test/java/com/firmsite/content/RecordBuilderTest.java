package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;

/** Records are built by component name: a schema key fills the component of its name. */
class RecordBuilderTest {
    private static final Body BODY = new Body(new org.commonmark.node.Document(), java.time.LocalDate.EPOCH);

    private static FrontMatter read(Schema schema, String yaml) {
        List<ContentError> errors = new ArrayList<>();
        YamlMap map = new YamlMap(
                Path.of("team/jane-doe.md"),
                1,
                new Compose(LoadSettings.builder().build()).composeString(yaml).orElseThrow(),
                errors);
        FrontMatter read = schema.read(map);
        assertThat(errors).isEmpty();
        return read;
    }

    @Test
    void aComponentNamedLikeAKeyTakesItsValueOrItsDefault() {
        FrontMatter yaml = read(ContentSchema.TEAM_MEMBER, """
                name: Jane Doe
                role: Partner
                office: boston
                email: jane@example.com
                description: Employment lawyer.
                order: 3
                admissions: [{jurisdiction: Massachusetts, year: 2004}]
                """);
        Lawyer lawyer = RecordBuilder.from(Lawyer.class, yaml)
                .set("slug", "jane-doe")
                .set("practiceAreas", List.of())
                .set("photo", Optional.empty())
                .set("body", BODY)
                .build();
        assertThat(lawyer.name()).isEqualTo("Jane Doe");
        assertThat(lawyer.order()).isEqualTo(3);
        assertThat(lawyer.phone()).isEmpty();
        assertThat(lawyer.draft()).isFalse();
        assertThat(lawyer.admissions()).containsExactly(new Lawyer.Admission("Massachusetts", 2004));
        assertThat(lawyer.education()).isEmpty();
    }

    @Test
    void aComponentThatNothingSetsIsNamed() {
        FrontMatter yaml = read(ContentSchema.PRACTICE_AREA, "title: Tax\ndescription: Taxes.\norder: 1\n");
        assertThatThrownBy(() -> RecordBuilder.from(PracticeArea.class, yaml)
                        .set("body", BODY)
                        .build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("PracticeArea.slug");
        assertThatThrownBy(() -> RecordBuilder.from(PracticeArea.class, yaml).set("sulg", "tax"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aTranslationTakesItsTextsAndKeepsTheOriginalsFacts() {
        PracticeArea original = new PracticeArea("tax", "Tax", "Taxes.", 4, false, BODY);
        FrontMatter french = read(ContentSchema.PRACTICE_AREA_TRANSLATION, "title: Fiscalité\ndescription: Impôts.\n");
        PracticeArea translated =
                RecordBuilder.copyOf(original).translatedFrom(french).build();
        assertThat(translated).isEqualTo(new PracticeArea("tax", "Fiscalité", "Impôts.", 4, false, BODY));
    }
}
