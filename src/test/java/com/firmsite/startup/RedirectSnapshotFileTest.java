package com.firmsite.startup;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.ContentLoader;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.snapshot.Resource;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.snapshot.SnapshotRequest;
import com.firmsite.snapshot.Variant;
import com.firmsite.testing.Redirects;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The start-up cache's file keeps redirects and the feeds' Last-Modified, as built. */
class RedirectSnapshotFileTest {
    @TempDir
    Path dir;

    @Test
    void redirectsAndFeedsComeBackFromASnapshotFileAsBuilt() throws Exception {
        Path content = Redirects.sampleWithRedirects(dir);
        Snapshot built = new SnapshotBuilder("https://firm.example")
                .build(SnapshotRequest.of(ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath)));
        byte[] key = new byte[32];
        Arrays.fill(key, (byte) 7);
        Path file = dir.resolve("snapshot");
        SnapshotFile.write(built, key, new byte[32], file);

        Snapshot restored = SnapshotFile.read(file, () -> key);

        assertThat(built.firstDifference(restored)).isEmpty();
        Resource.Redirect redirect = (Resource.Redirect) restored.resources().get("/people/margaret-hale");
        assertThat(redirect.location()).isEqualTo("https://firm.example/team/margaret-hale");
        assertThat(redirect.status()).isEqualTo(308);
        Variant feed = ((Resource.Document) restored.resources().get("/publications/feed.atom")).variant();
        assertThat(feed.lastModified())
                .isPresent()
                .isEqualTo(((Resource.Document) built.resources().get("/publications/feed.atom"))
                        .variant()
                        .lastModified());
    }
}
