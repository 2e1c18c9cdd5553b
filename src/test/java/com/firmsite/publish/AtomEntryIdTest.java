package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.AtomJudge;
import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.TestServer;
import com.rometools.rome.feed.atom.Entry;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A feed reader keeps an entry by its id: editing a publication's title must not make it a new entry. */
class AtomEntryIdTest {
    private static final String BASE = "https://www.example-firm.test";

    @TempDir
    Path dir;

    @Test
    void entryIdsStayTheSameWhenATitleChanges() {
        Path content = ContentFolder.copyOfSample(dir);
        Path file = content.resolve("publications/earnout-disputes.md");
        List<Entry> before = entries(content);
        ContentFolder.replaceLine(file, "title:", "title: \"Earnout Disputes, Revisited After the Appeal\"");
        List<Entry> after = entries(content);

        Entry edited = after.stream()
                .filter(e -> e.getTitle().equals("Earnout Disputes, Revisited After the Appeal"))
                .findFirst()
                .orElseThrow();
        Entry original = before.stream()
                .filter(e -> e.getId().equals(edited.getId()))
                .findFirst()
                .orElseThrow();
        assertThat(original.getTitle()).isNotEqualTo(edited.getTitle());
        assertThat(edited.getId()).isEqualTo(BASE + "/publications/earnout-disputes");
        assertThat(after)
                .extracting(Entry::getId)
                .containsExactlyElementsOf(before.stream().map(Entry::getId).toList());
    }

    private static List<Entry> entries(Path content) {
        try (TestServer server = TestServer.start(content, BASE)) {
            return AtomJudge.parse(server.get("/publications/feed.atom").body()).getEntries();
        }
    }
}
