package com.firmsite.startup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.firmsite.content.FileStatus;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.FutureTask;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the content key is computed over: every regular file of the folder, as one stat saw it. */
class FolderScanTest {
    @TempDir
    Path root;

    private Path write(String name) throws Exception {
        Path file = root.resolve(name);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, name);
    }

    private static List<String> names(List<FolderScan.Found> found) {
        return found.stream().map(FolderScan.Found::name).toList();
    }

    @Test
    void everyRegularFileLinksFollowedInNameOrderWithTheStatusStatSays() throws Exception {
        write("a/b.md");
        write("a.md");
        write("c/d/e.md");
        Files.createSymbolicLink(root.resolve("l"), root.resolve("c"));
        Files.createSymbolicLink(root.resolve("f"), root.resolve("a.md"));
        // A link to nothing is not a file, as for the walk this replaced.
        Files.createSymbolicLink(root.resolve("x"), root.resolve("gone"));

        List<FolderScan.Found> found = FolderScan.regularFiles(root);

        assertThat(names(found)).containsExactly("a.md", "a/b.md", "c/d/e.md", "f", "l/d/e.md");
        for (FolderScan.Found file : found) {
            assertThat(file.status()).isEqualTo(FileStatus.of(file.path()));
        }
    }

    @Test
    void aLargeFolderIsAskedOnTwoThreadsAndMissesNothing() throws Exception {
        List<String> written = new ArrayList<>();
        for (int i = 0; i < FolderScan.SPLIT_FROM * 2 + 1; i++) {
            String name = "publications/p-%05d.md".formatted(i);
            write(name);
            written.add(name);
        }
        write("site.yaml");
        written.add("site.yaml");

        assertThat(names(FolderScan.regularFiles(root))).containsExactlyElementsOf(written);
    }

    @Test
    void aLinkBackToAFolderAboveIsALoopNotAnEndlessScan() throws Exception {
        write("team/a.md");
        Files.createSymbolicLink(root.resolve("team/up"), root);

        assertThatThrownBy(() -> FolderScan.regularFiles(root)).isInstanceOf(FileSystemLoopException.class);
    }

    @Test
    void aMissingFolderOrAFileIsSaidToBeOne() throws Exception {
        Path file = write("site.yaml");

        assertThatThrownBy(() -> FolderScan.regularFiles(root.resolve("none")))
                .isInstanceOf(NoSuchFileException.class)
                .hasMessageContaining("none");
        assertThatThrownBy(() -> FolderScan.regularFiles(file)).isInstanceOf(NotDirectoryException.class);
    }

    @Test
    void theScanStartedAheadIsTakenByTheFirstScanOfItsFolderOnly() throws Exception {
        Path early = write("early.md");
        FutureTask<List<FolderScan.Found>> ahead = FolderScan.ahead(root.resolve("team/.."));
        ahead.run();
        Files.delete(early);
        write("late.md");

        assertThat(names(FolderScan.regularFiles(root))).containsExactly("early.md");
        assertThat(names(FolderScan.regularFiles(root))).containsExactly("late.md");
    }

    @Test
    void aScanStartedAheadForAnotherFolderIsDropped() throws Exception {
        write("site.yaml");
        FolderScan.ahead(root.resolve("elsewhere")).run();

        assertThat(names(FolderScan.regularFiles(root))).containsExactly("site.yaml");
        Files.createDirectories(root.resolve("elsewhere"));
        assertThat(FolderScan.regularFiles(root.resolve("elsewhere"))).isEmpty();
    }
}
