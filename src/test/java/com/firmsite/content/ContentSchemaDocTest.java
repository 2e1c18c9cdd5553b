package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** docs/content-format.md shows the schema the loader validates with, table for table. */
class ContentSchemaDocTest {
    private static final Path DOC = Path.of("docs/content-format.md");

    @Test
    void everySchemaHasItsGeneratedTableInTheDocumentation() throws Exception {
        String doc = Files.readString(DOC);
        for (Schema schema : ContentSchema.ALL) {
            assertThat(doc)
                    .as("the table of " + schema.name() + " (regenerate it from ContentSchema)")
                    .contains(schema.markdownTable());
        }
    }

    @Test
    void theDocumentationHasNoHandWrittenKeyTable() throws Exception {
        long tables = Files.readString(DOC)
                .lines()
                .filter(line -> line.startsWith("| key |"))
                .count();
        assertThat(tables).isEqualTo(ContentSchema.ALL.size());
    }

    @Test
    void aKeyIsDeclaredOncePerContentType() {
        for (Schema schema : ContentSchema.ALL) {
            assertThat(schema.fields()).extracting(Field::key).as(schema.name()).doesNotHaveDuplicates();
        }
    }
}
