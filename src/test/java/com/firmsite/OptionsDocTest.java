package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The options tables of the README and docs/ are the ones the option declarations make (like the
 * help): a changed option, default or meaning fails here until the table is pasted again.
 */
class OptionsDocTest {
    private static final Map<String, String> TABLES = Commands.tables();

    @ParameterizedTest(name = "{1} holds the table of {0}")
    @CsvSource({"options, README.md", "limits, README.md", "import wordpress, docs/wordpress-import.md"})
    void theDocumentHoldsTheGeneratedTable(String table, Path document) throws IOException {
        String expected = TABLES.get(table);
        assertThat(Files.readString(document))
                .as(
                        "the table of %s in %s differs from the declarations; paste this one:%n%n%s",
                        table, document, expected)
                .contains(expected);
    }

    @ParameterizedTest(name = "{0} has {1} option tables, all generated")
    @CsvSource({"README.md, 2", "docs/wordpress-import.md, 1"})
    void everyOptionsTableIsAGeneratedOne(Path document, long tables) throws IOException {
        assertThat(Files.readString(document).lines().filter(line -> line.startsWith("| option |")))
                .hasSize((int) tables);
    }
}
