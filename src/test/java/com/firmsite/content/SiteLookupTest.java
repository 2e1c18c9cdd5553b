package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.TestServer;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The site's indexed lookups answer exactly what a scan of its lists answers, in list order. */
class SiteLookupTest {
    @Test
    void everyLookupEqualsAScanOfTheLists() throws Exception {
        Site site = TestServer.sampleSite();
        for (Lawyer lawyer : site.team()) {
            assertThat(site.lawyer(lawyer.slug()))
                    .containsSame(site.team().stream()
                            .filter(l -> l.slug().equals(lawyer.slug()))
                            .findFirst()
                            .orElseThrow());
            assertThat(site.publicationsBy(lawyer))
                    .isEqualTo(site.publications().stream()
                            .filter(p -> p.authors().contains(lawyer.slug()))
                            .toList());
        }
        for (PracticeArea area : site.practiceAreas()) {
            assertThat(site.practiceArea(area.slug())).containsSame(area);
            assertThat(site.lawyersIn(area))
                    .isEqualTo(site.team().stream()
                            .filter(l -> l.practiceAreas().contains(area.slug()))
                            .toList());
            assertThat(site.publicationsIn(area))
                    .isEqualTo(site.publications().stream()
                            .filter(p -> p.practiceAreas().contains(area.slug()))
                            .toList());
        }
        assertThat(site.lawyer("nobody")).isEmpty();
        assertThat(site.practiceArea("nothing")).isEmpty();
    }

    @Test
    void aSiteStillEqualsTheSameSiteAndItsListsStayImmutable() throws Exception {
        Site site = TestServer.sampleSite();
        Site copy = Site.builder(site.firm())
                .pages(List.copyOf(site.pages()))
                .practiceAreas(List.copyOf(site.practiceAreas()))
                .team(List.copyOf(site.team()))
                .publications(List.copyOf(site.publications()))
                .events(List.copyOf(site.events()))
                .jobOpenings(List.copyOf(site.jobOpenings()))
                .redirects(site.redirects())
                .translations(Map.copyOf(site.translations()))
                .build();
        assertThat(copy).isEqualTo(site);
        assertThat(copy.hashCode()).isEqualTo(site.hashCode());
        assertThat(site.team()).isEqualTo(List.copyOf(site.team()));
        org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> site.team().add(site.team().get(0)))
                .isInstanceOf(UnsupportedOperationException.class);
    }
}
