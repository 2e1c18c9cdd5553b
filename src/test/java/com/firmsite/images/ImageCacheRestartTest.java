package com.firmsite.images;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ChildFirmsite;
import com.firmsite.testing.ContentFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 20: the start-up cache keeps the encoded variants. A restart after an edit that has nothing
 * to do with images builds the site again (the snapshot's key changed) but encodes no image.
 */
class ImageCacheRestartTest {
    @TempDir
    Path dir;

    private ChildFirmsite serve(Path content, Path cache, String logs) throws IOException {
        Path logDir = Files.createDirectories(dir.resolve(logs));
        return ChildFirmsite.serve(
                logDir,
                Map.of(),
                "--port",
                "0",
                "--base-url",
                "http://localhost:8080",
                "--content",
                content.toString(),
                "--cache-dir",
                cache.toString());
    }

    @Test
    void aRestartAfterAnUnrelatedEditEncodesNoImage() throws IOException {
        Path content = ContentFolder.copyOfSample(dir);
        Path cache = dir.resolve("cache");
        String cold;
        try (ChildFirmsite first = serve(content, cache, "first")) {
            cold = first.stderr();
        }
        ContentFolder.append(content.resolve("about.md"), "\nAn edit that touches no image.\n");

        String restart;
        try (ChildFirmsite second = serve(content, cache, "second")) {
            restart = second.stderr();
        }

        assertThat(cold).containsPattern("images: 18 files, [1-9][0-9]* encoded, 0 reused from the cache");
        assertThat(restart)
                .doesNotContain("using the snapshot saved")
                .containsPattern("images: 18 files, 0 encoded, [1-9][0-9]* reused from the cache");
    }
}
