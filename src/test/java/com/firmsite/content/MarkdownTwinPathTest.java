package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The one rule for where a page's Markdown twin lives, both ways. */
class MarkdownTwinPathTest {
    @Test
    void aPagesTwinIsItsPathWithMdAndTheHomePagesIsIndexMd() {
        assertThat(MarkdownTwin.of("/about/history")).isEqualTo("/about/history.md");
        assertThat(MarkdownTwin.of("/")).isEqualTo("/index.md");
    }

    @Test
    void aTwinPathLeadsBackToItsPageAndNothingElseDoes() {
        for (String page : new String[] {"/", "/about", "/about/history", "/team/margaret-hale"}) {
            assertThat(MarkdownTwin.pageOf(MarkdownTwin.of(page))).hasValue(page);
        }
        assertThat(MarkdownTwin.pageOf("/about")).isEmpty();
        assertThat(MarkdownTwin.pageOf("/.md")).isEmpty();
        assertThat(MarkdownTwin.pageOf("/llms.txt")).isEmpty();
    }
}
