package com.firmsite.startup;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.Events;
import com.firmsite.base.Progress;
import com.firmsite.content.ContentLoader;
import com.firmsite.content.ParsedFiles;
import com.firmsite.content.Site;
import com.firmsite.images.ImageLoader;
import com.firmsite.live.LiveSnapshot;
import com.firmsite.live.LoadedContent;
import com.firmsite.output.OutputFormats;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.snapshot.Encoding;
import com.firmsite.snapshot.Resource;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.snapshot.SnapshotRequest;
import com.firmsite.snapshot.StoredResources;
import com.firmsite.testing.ContentFolder;
import io.netty.buffer.ByteBuf;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The start-up cache (docs/operations.md, "Start-up cache"): what it gives back, and when it refuses to. */
class SnapshotCacheTest {
    private static final String BASE = "https://firm.example";

    @TempDir
    Path dir;

    private Path content;
    private Path cacheDir;
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private final Events events = new Events(new PrintStream(log, true, StandardCharsets.UTF_8), false);

    @BeforeEach
    void copyTheSampleFirm() {
        content = ContentFolder.copyOfSample(dir.resolve("content"));
        cacheDir = dir.resolve("cache");
    }

    @Test
    void aSavedSnapshotComesBackByteForByteInEveryCoding() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        SnapshotCache.Key key = cache.key();
        Snapshot built = build();
        cache.save(built, key);

        Optional<Snapshot> restored = cache.load(key);

        assertThat(restored).isPresent();
        assertThat(built.firstDifference(restored.get())).isEmpty();
        Resource.Page home = (Resource.Page) restored.get().resources().get("/");
        assertThat(home.variant(OutputFormats.HTML).has(Encoding.BR)).isTrue();
        assertThat(home.variant(OutputFormats.HTML).has(Encoding.GZIP)).isTrue();
        assertThat(log())
                .contains("start-up cache: saved")
                .contains("start-up cache: using the snapshot saved in " + cache.file());
    }

    @Test
    void aRestoredSnapshotSavedAgainSharesWhatTheFirstSaveShared() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        cache.save(build(), cache.key());
        long first = Files.size(cache.file());
        Snapshot restored = cache.load(cache.key()).orElseThrow();

        cache.save(restored, cache.key());

        // A page's Markdown and its twin's are one body in the file, however often it is saved.
        assertThat(Files.size(cache.file())).isEqualTo(first);
        Snapshot again = cache.load(cache.key()).orElseThrow();
        assertThat(restored.firstDifference(again)).isEmpty();
        Resource.Page page = (Resource.Page) again.resources().get("/about");
        Resource.Document twin = (Resource.Document) again.resources().get("/about.md");
        // Each resource is decoded with views of its own, of one range of the file.
        assertThat(addressOf(twin.variant().identity().bodyBuffer()))
                .isEqualTo(addressOf(
                        page.variant(OutputFormats.MARKDOWN).identity().bodyBuffer()));
    }

    @Test
    void aSnapshotSavedBeforeAScheduledPublicationWentLiveIsNotServedAfterIt() throws Exception {
        Instant due = Instant.now().minusSeconds(60);
        ContentFolder.writePublication(content, "went-live", "Went Live", due.toString(), "", "Text.");
        SnapshotCache cache = cache("base-url=" + BASE);
        // Built, and saved, when the publication was still to come: the same files as now.
        Instant before = due.minusSeconds(3600);
        Snapshot saved = new SnapshotBuilder(BASE)
                .build(SnapshotRequest.of(ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath, before))
                        .at(before));
        assertThat(saved.nextPublication()).hasValue(due);
        assertThat(saved.resource("/publications/went-live")).isEmpty();
        cache.save(saved, cache.key());

        assertThat(cache.lookUp().snapshot()).isEmpty();
        assertThat(log())
                .contains("start-up cache: the publication scheduled for " + due + " went live since " + cache.file()
                        + " was saved");

        // Saved after it went live, the snapshot is served, and shows it.
        Snapshot now = build();
        // Its next change is no publication (none is scheduled now) but the sample's next event end
        // or job opening close, both later than the publication that went live.
        Site site = ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath);
        Instant checked = Instant.now();
        Instant nextEventOrOpening = java.util.stream.Stream.concat(
                        site.events().stream().map(event -> event.end().toInstant()),
                        site.jobOpenings().stream().map(com.firmsite.content.JobOpening::validThrough))
                .filter(instant -> instant.isAfter(checked))
                .min(Instant::compareTo)
                .orElseThrow();
        assertThat(site.scheduled(checked)).isEmpty();
        assertThat(now.nextPublication()).hasValue(nextEventOrOpening);
        assertThat(site.changesAt(nextEventOrOpening))
                .isNotEmpty()
                .noneMatch(change -> change.startsWith("publication"));
        cache.save(now, cache.key());
        assertThat(cache.lookUp().snapshot())
                .hasValueSatisfying(restored ->
                        assertThat(restored.resource("/publications/went-live")).isPresent());
    }

    @Test
    void aReloadTakesUnchangedCodingsFromTheRestoredSnapshotAndSendsWhatAFreshBuildSends() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        cache.save(build(), cache.key());
        Snapshot restored = cache.load(cache.key()).orElseThrow();
        ContentFolder.replaceLine(content.resolve("about.md"), "title:", "title: About the firm, revised");
        SnapshotBuilder builder = new SnapshotBuilder(BASE);
        Site edited = ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath);

        SnapshotBuilder.Compressed reloaded = builder.compress(
                builder.buildUncompressed(SnapshotRequest.of(edited)).snapshot(),
                Optional.of(restored),
                Progress.silent());

        assertThat(reloaded.snapshot().firstDifference(builder.build(SnapshotRequest.of(edited))))
                .isEmpty();
        assertThat(reloaded.counts()).doesNotEndWith(" 0 reused");
    }

    @Test
    void afterAnEditTheLastSavedSnapshotIsStillTheEarlierOneAStartCompressesWith() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        Snapshot saved = build();
        cache.save(saved, cache.key());
        ContentFolder.replaceLine(content.resolve("about.md"), "title:", "title: About the firm, revised");

        assertThat(cache.load(cache.key())).isEmpty();
        assertThat(cache.earlier())
                .hasValueSatisfying(
                        earlier -> assertThat(earlier.firstDifference(saved)).isEmpty());
    }

    @Test
    void aSnapshotFileOfAnotherBuildOrOptionsLendsNoCodings() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        Files.createDirectories(cacheDir);
        byte[] otherBuild = new byte[32];
        otherBuild[0] = 1;
        SnapshotFile.write(build(), cache.key().bytes(), otherBuild, cache.file());

        assertThat(cache.earlier()).isEmpty();
        assertThat(cache("base-url=https://other.example").earlier()).isEmpty();
    }

    @Test
    void aColdStartAfterAnEditCompressesOnlyWhatChangedAndSendsWhatAFreshBuildSends() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        cache.save(build(), cache.key());
        ContentFolder.replaceLine(content.resolve("about.md"), "title:", "title: About the firm, revised");
        Site edited = ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath);

        try (LiveSnapshot live = LiveSnapshot.start(
                edited,
                content,
                DiscoveryDocuments::isGeneratedPath,
                new SnapshotBuilder(BASE),
                Optional.of(cache),
                Optional.of(cache.key()),
                events)) {
            live.compressInBackground();
            assertThat(live.awaitCompressed(Duration.ofSeconds(60))).isTrue();
            assertThat(live.get().firstDifference(new SnapshotBuilder(BASE).build(SnapshotRequest.of(edited))))
                    .isEmpty();
        }
        assertThat(log())
                .containsPattern(
                        "compressed codings ready \\(\\d+ resources, \\d+ ms; \\d+ codings compressed, [1-9]\\d* reused\\)");
    }

    /**
     * With {@code --watch}, an edit made after the content's key was computed and before the watcher
     * began (while the site was built) is seen by no event: the key computed again when the watching
     * begins finds it, and a reload serves it.
     */
    @Test
    void anEditMadeBeforeTheWatchingBeganIsReloadedWhenItBegins() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        SnapshotCache.Key key = cache.key();
        Site site = ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath);

        try (LiveSnapshot live = LiveSnapshot.start(
                site,
                content,
                DiscoveryDocuments::isGeneratedPath,
                new SnapshotBuilder(BASE),
                Optional.of(cache),
                Optional.of(key),
                events)) {
            live.compressInBackground();
            ContentFolder.replaceLine(content.resolve("about.md"), "title:", "title: About the firm, revised");
            live.watch();

            Snapshot edited = buildWith(ImageLoader.inMemory(events));
            org.awaitility.Awaitility.await()
                    .alias("the edit served (log: " + log + ")")
                    .atMost(Duration.ofSeconds(60))
                    .until(() -> live.get().firstDifference(edited).isEmpty());
            assertThat(log()).contains("content reloaded in");
        }
    }

    /**
     * With {@code --watch}, the bodies the render memo keeps for the next reload are read from the
     * saved file once it serves the build, not held on the heap beside it (output.Bytes); reloads
     * that reuse them, copy feed entries out of them and assemble llms-full.txt from them still send
     * what a fresh build sends.
     */
    @Test
    void keptBodiesAreReadFromTheSavedFileAndReloadsStillSendWhatAFreshBuildSends() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        ImageLoader images = ImageLoader.inMemory(events);
        Pattern moved =
                Pattern.compile("start-up cache: (\\d+) bodies kept for the next reload are read from the saved file");

        try (LiveSnapshot live = LiveSnapshot.start(
                LoadedContent.load(content, DiscoveryDocuments::isGeneratedPath, images, Instant.now()),
                content,
                DiscoveryDocuments::isGeneratedPath,
                new SnapshotBuilder(BASE),
                images,
                Optional.of(cache),
                Optional.of(cache.key()),
                ParsedFiles.create(),
                events)) {
            live.compressInBackground();
            assertThat(live.awaitCompressed(Duration.ofSeconds(60))).isTrue();
            int resources = live.get().resources().size();
            assertThat(moved.matcher(log()).results().map(found -> Integer.parseInt(found.group(1))))
                    .as("bodies read from the file after the start (log: %s)", log)
                    .singleElement()
                    .satisfies(count -> assertThat(count).isGreaterThan(resources / 2));

            ContentFolder.replaceLine(content.resolve("about.md"), "title:", "title: About the firm, revised");
            assertThat(live.reload()).isTrue();
            assertThat(live.get().firstDifference(buildWith(images))).isEmpty();

            ContentFolder.replaceLine(
                    content.resolve("publications/dispute-resolution-clauses.md"),
                    "title:",
                    "title: \"Dispute resolution clauses, revised\"");
            assertThat(live.reload()).isTrue();
            assertThat(live.get().firstDifference(buildWith(images))).isEmpty();
            assertThat(moved.matcher(log()).results()).hasSize(3);
        }
    }

    @Test
    void theComparisonItselfSeesAChangedPage() throws Exception {
        Snapshot before = build();
        ContentFolder.replaceLine(content.resolve("about.md"), "title:", "title: About the firm, revised");
        assertThat(before.firstDifference(build())).contains("/about");
    }

    @Test
    void anyEditToTheContentIsAMiss() throws Exception {
        // Every file's digest remembered at the save (none changed "just now" with no margin).
        SnapshotCache cache = cache("base-url=" + BASE, Duration.ZERO);
        SnapshotCache.Key key = saved(cache);

        // One byte in one file, its size, its modification time and every other file unchanged.
        Path about = content.resolve("about.md");
        FileTime modified = Files.getLastModifiedTime(about);
        String text = Files.readString(about);
        int at = text.indexOf("firm");
        Files.writeString(about, text.substring(0, at) + "Firm" + text.substring(at + 4));
        Files.setLastModifiedTime(about, modified);

        SnapshotCache.Key edited = cache.key();
        assertThat(edited).isNotEqualTo(key);
        assertThat(cache.load(edited)).isEmpty();
        assertThat(log()).contains("is not used: built from other content, options or firmsite build");
    }

    @Test
    void aRestartReadsOnlyTheFilesChangedSinceTheSave() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE, Duration.ZERO);
        SnapshotCache.Key key = saved(cache);
        long files = fileCount();

        assertThat(cache.lookUp().snapshot()).isPresent();
        assertThat(log())
                .contains("content key over " + files + " files, " + files + " unchanged since the last save, 0 read");

        // Touched, not changed: read again (its status changed), and still the same key.
        Files.setLastModifiedTime(content.resolve("about.md"), FileTime.fromMillis(System.currentTimeMillis()));
        assertThat(cache.lookUp().key()).isEqualTo(key);
        assertThat(log())
                .contains("content key over " + files + " files, " + (files - 1)
                        + " unchanged since the last save, 1 read");

        // Removed: every remaining file unchanged, and yet another key.
        Files.delete(content.resolve("contact.md"));
        assertThat(cache.lookUp().key()).isNotEqualTo(key);
        assertThat(log())
                .contains("content key over " + (files - 1) + " files, " + (files - 2)
                        + " unchanged since the last save, 1 read");
    }

    @Test
    void aFileChangedJustBeforeTheSaveIsReadAgainAtEveryStart() throws Exception {
        // The sample firm was copied a moment ago: a later write in the same clock tick could leave a
        // file's status as it is, so a file changed within the settling time is not remembered. (An
        // hour here, not the default two seconds, which a slow build could outlast.)
        SnapshotCache cache = cache("base-url=" + BASE, Duration.ofHours(1));
        saved(cache);
        long files = fileCount();
        assertThat(cache.lookUp().snapshot()).isPresent();
        assertThat(log())
                .contains("content key over " + files + " files, 0 unchanged since the last save, " + files + " read");
    }

    @Test
    void digestsThatCannotBeSavedOnlyMeanTheNextStartReadsEveryFile() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE, Duration.ZERO);
        Path digests = cache.file().resolveSibling(cache.file().getFileName() + ".digests");
        Files.createDirectories(digests.resolve("in-the-way"));

        assertThat(cache.save(build(), cache.key())).isTrue();

        assertThat(log()).contains("start-up cache: saved").contains("cannot save " + digests);
        assertThat(cache.lookUp().snapshot()).isPresent();
        assertThat(log()).contains("0 unchanged since the last save, " + fileCount() + " read");
    }

    @Test
    void contentInsideAJarIsKeyedByItsBytes() throws Exception {
        // The bundled sample firm is read from the jar when no --content is given: no status to trust.
        try (var jar =
                java.nio.file.FileSystems.newFileSystem(dir.resolve("site.jar"), java.util.Map.of("create", "true"))) {
            Path inJar = jar.getPath("/content");
            try (var files = Files.walk(content)) {
                for (Path file : files.toList()) {
                    Files.copy(file, inJar.resolve(content.relativize(file).toString()));
                }
            }
            SnapshotCache cache = new SnapshotCache(cacheDir, inJar, "base-url=" + BASE, events, Duration.ZERO);
            SnapshotCache.Key key = cache.key();
            cache.save(
                    new SnapshotBuilder(BASE)
                            .build(SnapshotRequest.of(ContentLoader.load(inJar, DiscoveryDocuments::isGeneratedPath))),
                    key);

            assertThat(cache.lookUp().snapshot()).isPresent();
            assertThat(log()).contains("0 unchanged since the last save, " + fileCount() + " read");
        }
    }

    @Test
    void aDamagedDigestsFileOnlyMeansEveryFileIsRead() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE, Duration.ZERO);
        SnapshotCache.Key key = saved(cache);
        Path digests = cache.file().resolveSibling(cache.file().getFileName() + ".digests");
        byte[] bytes = Files.readAllBytes(digests);
        Files.write(digests, java.util.Arrays.copyOf(bytes, bytes.length / 2));

        SnapshotCache.Lookup lookup = cache.lookUp();
        assertThat(lookup.key()).isEqualTo(key);
        assertThat(lookup.snapshot()).isPresent();
        assertThat(log()).contains("0 unchanged since the last save, " + fileCount() + " read");
    }

    @Test
    void aStartLooksUpTheKeyAndTheSnapshotTogether() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        SnapshotCache.Lookup empty = cache.lookUp();
        assertThat(empty.snapshot()).isEmpty();
        assertThat(empty.key()).isEqualTo(cache.key());
        assertThat(log()).contains("no snapshot of this content yet");

        Snapshot built = build();
        cache.save(built, empty.key());
        SnapshotCache.Lookup hit = cache.lookUp();
        assertThat(hit.key()).isEqualTo(empty.key());
        assertThat(built.firstDifference(hit.snapshot().orElseThrow())).isEmpty();

        ContentFolder.replaceLine(content.resolve("about.md"), "title:", "title: About the firm, revised");
        SnapshotCache.Lookup afterEdit = cache.lookUp();
        assertThat(afterEdit.snapshot()).isEmpty();
        assertThat(afterEdit.key()).isEqualTo(cache.key()).isNotEqualTo(empty.key());
        assertThat(log()).contains("is not used: built from other content, options or firmsite build");
    }

    @Test
    void aStartWhoseContentFolderCannotBeReadFailsWithTheReason() throws Exception {
        SnapshotCache cache = new SnapshotCache(cacheDir, dir.resolve("no-such-folder"), "base-url=" + BASE, events);
        org.assertj.core.api.Assertions.assertThatThrownBy(cache::lookUp)
                .isInstanceOf(IOException.class)
                .hasMessageContaining("no-such-folder");
    }

    @Test
    void aNewFileIsAMissToo() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        SnapshotCache.Key key = cache.key();
        Files.writeString(content.resolve("notes.txt"), "draft\n");
        assertThat(cache.key()).isNotEqualTo(key);
    }

    @Test
    void otherOptionsUseAnotherFileAndAnotherKey() throws Exception {
        SnapshotCache one = cache("base-url=https://one.example");
        SnapshotCache two = cache("base-url=https://two.example");
        assertThat(one.file()).isNotEqualTo(two.file());
        assertThat(one.key()).isNotEqualTo(two.key());
    }

    @Test
    void aTruncatedOrForeignFileIsIgnoredWithTheReason() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        SnapshotCache.Key key = saved(cache);
        long size = Files.size(cache.file());

        try (FileChannel file = FileChannel.open(cache.file(), StandardOpenOption.WRITE)) {
            file.truncate(size / 2);
        }
        assertThat(cache.load(key)).isEmpty();
        assertThat(log()).contains("is not used: incomplete");

        Files.writeString(cache.file(), "<html>not a snapshot</html>\n".repeat(20));
        assertThat(cache.load(key)).isEmpty();
        assertThat(log()).contains("is not used: not a snapshot file of this format");

        Files.write(cache.file(), new byte[0]);
        assertThat(cache.load(key)).isEmpty();
        assertThat(log()).contains("is not used: shorter than a header");
    }

    @Test
    void aDamagedIndexIsIgnoredNotServed() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        SnapshotCache.Key key = saved(cache);
        byte[] bytes = Files.readAllBytes(cache.file());
        // The last bytes belong to the index (the 405 page's last coding): make its length absurd.
        for (int i = bytes.length - 4; i < bytes.length; i++) {
            bytes[i] = (byte) 0x7f;
        }
        Files.write(cache.file(), bytes);
        assertThat(cache.load(key)).isEmpty();
        assertThat(log()).contains("is not used: damaged");
    }

    @Test
    void aByteChangedAnywhereInTheIndexIsFoundAtStartNotByARequest() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        SnapshotCache.Key key = saved(cache);
        byte[] bytes = Files.readAllBytes(cache.file());
        // The header: magic (20 bytes), two keys (64), the file's length (8), the bytes section's (8).
        long bytesSection = ByteBuffer.wrap(bytes, 20 + 64 + 8, 8).getLong();
        int indexStart = (int) (20 + 64 + 8 + 8 + 4 + bytesSection);
        // A byte in the middle of the entries: the table of paths and every length stay as they were.
        int middle = indexStart + (bytes.length - indexStart) * 3 / 4;
        bytes[middle] ^= 0x10;
        Files.write(cache.file(), bytes);

        assertThat(cache.load(key)).isEmpty();
        assertThat(log()).contains("is not used: damaged (the index's checksum)");
    }

    @Test
    void aRestoredSnapshotDecodesAResourceWhenItIsFirstAskedForAndKeepsOnlyThose() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        SnapshotCache.Key key = saved(cache);
        Snapshot restored = cache.load(key).orElseThrow();
        StoredResources stored = (StoredResources) restored.resources();
        assertThat(stored.decodedCount()).isZero();

        Resource home = restored.resources().get("/");
        assertThat(restored.resources().get("/")).isSameAs(home);
        assertThat(stored.decodedCount()).isEqualTo(1);

        // A save, a reload's comparison or an export goes through every resource without keeping them.
        int pages = 0;
        for (Resource resource : restored.resources().values()) {
            pages += resource instanceof Resource.Page ? 1 : 0;
        }
        assertThat(pages).isGreaterThan(50);
        assertThat(restored.peek("/about")).isInstanceOf(Resource.Page.class);
        assertThat(restored.peek("/no-such-page")).isNull();
        assertThat(stored.decodedCount()).isEqualTo(1);
        // What is decoded again sends the same bytes.
        assertThat(restored.firstDifference(cache.load(key).orElseThrow())).isEmpty();
    }

    @Test
    void contentEditedDuringTheBuildIsNotSaved() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        SnapshotCache.Key keyBeforeTheBuild = cache.key();
        Snapshot built = build();
        ContentFolder.append(content.resolve("about.md"), "\nA late edit.\n");

        cache.save(built, keyBeforeTheBuild);

        assertThat(cache.file()).doesNotExist();
        assertThat(log()).contains("the content changed during the build; not saved");
    }

    @Test
    void aTemporaryFileAbandonedByAStoppedProcessIsRemovedAtTheNextSave() throws Exception {
        SnapshotCache cache = cache("base-url=" + BASE);
        Files.createDirectories(cacheDir);
        Path abandoned = cacheDir.resolve(cache.file().getFileName() + ".12345.tmp");
        Path recent = cacheDir.resolve(cache.file().getFileName() + ".67890.tmp");
        Files.writeString(abandoned, "half a snapshot");
        Files.writeString(recent, "another instance saving now");
        Files.setLastModifiedTime(
                abandoned, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 2 * 3600_000L));

        cache.save(build(), cache.key());

        assertThat(abandoned).doesNotExist();
        assertThat(recent).exists();
        assertThat(cache.file()).exists();
    }

    @Test
    void anUnwritableCacheFolderOnlyWarns() throws Exception {
        Files.writeString(dir.resolve("a-file"), "not a folder");
        SnapshotCache cache =
                new SnapshotCache(dir.resolve("a-file").resolve("cache"), content, "base-url=" + BASE, events);
        cache.save(build(), cache.key());
        assertThat(log()).contains("start-up cache: cannot save").contains("the next start builds the site again");
    }

    /** Builds the content, saves it to {@code cache}, returns the key it was saved with. */
    private SnapshotCache.Key saved(SnapshotCache cache) throws Exception {
        SnapshotCache.Key key = cache.key();
        cache.save(build(), key);
        return key;
    }

    private SnapshotCache cache(String options) {
        return new SnapshotCache(cacheDir, content, options, events);
    }

    /** A cache that remembers a file's digest however recently the file changed. */
    private SnapshotCache cache(String options, Duration settled) {
        return new SnapshotCache(cacheDir, content, options, events, settled);
    }

    private long fileCount() throws IOException {
        try (var files = Files.walk(content)) {
            return files.filter(Files::isRegularFile).count();
        }
    }

    private Snapshot build() throws Exception {
        return new SnapshotBuilder(BASE)
                .build(SnapshotRequest.of(ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath)));
    }

    /** A fresh build of the content with its images, as a reload makes it. */
    private Snapshot buildWith(ImageLoader images) throws Exception {
        Instant now = Instant.now();
        LoadedContent loaded = LoadedContent.load(content, DiscoveryDocuments::isGeneratedPath, images, now);
        return new SnapshotBuilder(BASE)
                .build(SnapshotRequest.of(loaded.site())
                        .withImages(loaded.images())
                        .at(now));
    }

    private String log() throws IOException {
        return log.toString(StandardCharsets.UTF_8);
    }

    private static long addressOf(ByteBuf view) {
        return MemorySegment.ofBuffer(view.nioBuffer()).address();
    }
}
