package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The ids of the team page's role groups: readable in every language the catalogs cover. */
class RoleGroupAnchorTest {
    @Test
    void accentsAreFoldedAndEverythingElseBecomesOneHyphen() {
        assertThat(anchor("Partners")).isEqualTo("partners");
        assertThat(anchor("Associés")).isEqualTo("associes");
        assertThat(anchor("Avocats-conseils")).isEqualTo("avocats-conseils");
        assertThat(anchor("Rechtsanwältinnen und Rechtsanwälte")).isEqualTo("rechtsanwaltinnen-und-rechtsanwalte");
        assertThat(anchor("Asistentes jurídicos")).isEqualTo("asistentes-juridicos");
        assertThat(anchor("  Of Counsel (retired) ")).isEqualTo("of-counsel-retired");
    }

    private static String anchor(String heading) {
        return new Listings.RoleGroup(heading, List.of()).anchor();
    }
}
