package com.firmsite.content;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The one rule for which paths firmsite owns and which of its lists the agents' indexes name
 * (docs/decisions.md §1.10, §5.18), as a table: the tests of llms.txt and the WebMCP data use the
 * rule to say what they expect, so the rule itself is stated here, case by case.
 */
class ReservedPathsTest {

    @ParameterizedTest(name = "{0}: a list page {1}, named in the indexes {2}, reserved {3}")
    @CsvSource(delimiter = '|', textBlock = """
            # path                                         | list page | named in indexes | reserved
            /publications                                  | false     | true             | false
            /publications/page/2                           | true      | false            | true
            /publications/type/client-alert                | true      | true             | true
            /publications/type/client-alert/page/3         | true      | false            | true
            /publications/year/2019                        | true      | true             | true
            /team                                          | false     | true             | false
            /team/page/2                                   | true      | false            | true
            /team/office/boston                            | true      | true             | true
            /team/area/tax/page/2                          | true      | false            | true
            /team/role/partner                             | true      | true             | true
            /team/margaret-hale                            | false     | true             | false
            /team/margaret-hale/publications               | true      | false            | true
            /team/margaret-hale/publications/page/2        | true      | false            | true
            /practice-areas/tax                            | false     | true             | false
            /practice-areas/tax/publications               | true      | true             | true
            /practice-areas/tax/publications/page/4        | true      | false            | true
            /events/page/2                                 | true      | false            | true
            /careers/page/2                                | true      | false            | true
            /events/annual-briefing                        | false     | true             | false
            /about/page/2                                  | false     | true             | false
            /publications/2019/llms.txt                    | false     | true             | true
            /publications/feed/archive/1.atom              | false     | true             | true
            /practice-areas/tax/feed.atom                  | false     | true             | true
            /docs                                          | false     | true             | true
            /docs/webmcp                                   | false     | true             | true
            /sitemap.md                                    | false     | true             | true
            /.well-known/ai-catalog.json                   | false     | true             | true
            """)
    void statesWhatEachPathIs(String path, boolean listPage, boolean namedInIndexes, boolean reserved) {
        assertEquals(listPage, ReservedPaths.isListPage(path), "a list page");
        assertEquals(namedInIndexes, ReservedPaths.isNamedInIndexes(path), "named in the agents' indexes");
        assertEquals(reserved, ReservedPaths.isReserved(path), "reserved");
    }
}
