package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** One rule for a page's URL in each language: the default at the root, the others under their tag. */
class LanguagePathTest {
    private final LanguagePath paths = new LanguagePath("en", List.of("fr", "pt-BR"));

    @Test
    void theDefaultLanguageIsUnprefixed() {
        assertThat(paths.url("en", "/about")).isEqualTo("/about");
        assertThat(paths.url("en", "/")).isEqualTo("/");
    }

    @Test
    void anotherLanguageIsUnderItsTagWithItsHomeAtTheTag() {
        assertThat(paths.url("fr", "/team/margaret-hale")).isEqualTo("/fr/team/margaret-hale");
        assertThat(paths.url("fr", "/")).isEqualTo("/fr");
        assertThat(paths.url("pt-BR", "/about")).isEqualTo("/pt-BR/about");
    }

    @Test
    void aUrlPathIsLocatedBackToItsLanguageAndSitePath() {
        assertThat(paths.locate("/fr/about")).isEqualTo(new LanguagePath.Located("fr", "/about"));
        assertThat(paths.locate("/fr")).isEqualTo(new LanguagePath.Located("fr", "/"));
        assertThat(paths.locate("/fresh-start")).isEqualTo(new LanguagePath.Located("en", "/fresh-start"));
        assertThat(paths.prefix("/about")).isEmpty();
        assertThat(paths.prefix("/fr/contact")).contains("fr");
    }

    @Test
    void aLanguageTheSiteDoesNotHaveHasNoUrl() {
        assertThatThrownBy(() -> paths.url("de", "/about")).isInstanceOf(IllegalArgumentException.class);
    }
}
