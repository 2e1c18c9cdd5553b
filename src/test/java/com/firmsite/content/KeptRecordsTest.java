package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.testing.ContentFolder;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With {@code --watch}, a load hands on the very record the last load made for every item whose
 * file is unchanged (the render memo then compares it in one step), and a new record for an edited
 * one; a one-off load ({@code check}) makes every record anew.
 */
class KeptRecordsTest {
    private static final String EDITED = "vendor-data-processing-terms";

    @TempDir
    Path dir;

    private Path content;
    private final ParsedFiles parsed = ParsedFiles.create();

    @BeforeEach
    void copyTheSampleFirm() {
        content = ContentFolder.copyOfSample(dir);
    }

    @Test
    void aSecondLoadOfUnchangedFilesHandsOnEveryRecordOfTheFirst() throws Exception {
        Site first = load(parsed);
        Site second = load(parsed);

        assertThat(second.firm()).isSameAs(first.firm());
        assertEachSame(second.pages(), first.pages());
        assertEachSame(second.practiceAreas(), first.practiceAreas());
        assertEachSame(second.team(), first.team());
        assertEachSame(second.publications(), first.publications());
        assertEachSame(second.events(), first.events());
        assertEachSame(second.jobOpenings(), first.jobOpenings());
        assertThat(first.translations()).containsKey("fr");
        Site french = second.translations().get("fr");
        assertThat(french.firm()).isSameAs(first.translations().get("fr").firm());
        assertEachSame(french.publications(), first.translations().get("fr").publications());
        assertEachSame(french.team(), first.translations().get("fr").team());
    }

    @Test
    void anEditedItemIsANewRecordAndEveryOtherStaysTheSame() throws Exception {
        Site first = load(parsed);
        ContentFolder.replaceLine(
                content.resolve("publications/" + EDITED + ".md"), "title:", "title: Vendor terms, revised");

        Site second = load(parsed);

        Publication edited = second.publication(EDITED).orElseThrow();
        assertThat(edited.title()).isEqualTo("Vendor terms, revised");
        assertThat(edited).isNotSameAs(first.publication(EDITED).orElseThrow());
        assertThat(second.publications()).hasSameSizeAs(first.publications());
        for (int i = 0; i < first.publications().size(); i++) {
            Publication before = first.publications().get(i);
            if (!before.slug().equals(EDITED)) {
                assertThat(second.publication(before.slug()).orElseThrow()).isSameAs(before);
            }
        }
        assertEachSame(second.team(), first.team());
    }

    @Test
    void aLoadThatKeepsNothingMakesEveryRecordAnew() throws Exception {
        Site first = load(ParsedFiles.NONE);
        Site second = load(ParsedFiles.NONE);

        assertThat(second.publications())
                .extracting(Publication::title)
                .isEqualTo(first.publications().stream().map(Publication::title).toList());
        for (int i = 0; i < first.publications().size(); i++) {
            assertThat(second.publications().get(i))
                    .isNotSameAs(first.publications().get(i));
        }
    }

    private Site load(ParsedFiles files) throws ContentException {
        return ContentLoader.load(
                content, DiscoveryDocuments::isGeneratedPath, new ArrayList<>(), Instant.now(), files);
    }

    private static <T> void assertEachSame(List<T> now, List<T> before) {
        assertThat(now).hasSameSizeAs(before).isNotEmpty();
        for (int i = 0; i < before.size(); i++) {
            assertThat(now.get(i)).as("item %d", i).isSameAs(before.get(i));
        }
    }
}
