package com.firmsite.publish.build;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.Events;
import com.firmsite.content.ParsedFiles;
import com.firmsite.images.ImageLoader;
import com.firmsite.live.LoadedContent;
import com.firmsite.output.Bytes;
import com.firmsite.output.Output;
import com.firmsite.publish.BuildRequest;
import com.firmsite.publish.RenderMemo;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.testing.ContentFolder;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With {@code --watch}, a document assembled from the pages (llms-full.txt) is the last build's
 * when its pages are, the very same bytes, which the snapshot then recognises unread; an edit to
 * one of its pages assembles it again.
 */
class KeptDocumentsTest {
    private static final String BASE = "https://firm.example";

    @TempDir
    Path dir;

    private Path content;
    private final Events quiet = new Events(new PrintStream(OutputStream.nullOutputStream()), false);
    private final ImageLoader images = ImageLoader.inMemory(quiet);
    private final ParsedFiles parsed = ParsedFiles.create();
    private final RenderMemo memo = RenderMemo.create();

    @BeforeEach
    void copyTheSampleFirm() {
        content = ContentFolder.copyOfSample(dir);
    }

    @Test
    void llmsFullTxtIsKeptUntilOneOfItsPagesChanges() throws Exception {
        Bytes first = llmsFull("/llms-full.txt");
        Bytes french = llmsFull("/fr/llms-full.txt");

        assertThat(llmsFull("/llms-full.txt")).isSameAs(first);
        assertThat(llmsFull("/fr/llms-full.txt")).isSameAs(french);

        ContentFolder.replaceLine(content.resolve("about.md"), "title:", "title: About the firm, revised");
        Bytes edited = llmsFull("/llms-full.txt");
        assertThat(edited).isNotSameAs(first);
        assertThat(new String(edited.array(), StandardCharsets.UTF_8)).contains("# About the firm, revised");
        assertThat(llmsFull("/fr/llms-full.txt")).isSameAs(french);
    }

    /** A build of the content as it is now, with the memo and the parses a reload has. */
    private Bytes llmsFull(String path) throws Exception {
        Instant now = Instant.now();
        LoadedContent loaded = LoadedContent.load(content, DiscoveryDocuments::isGeneratedPath, images, now, parsed);
        BuildOutputs built = BuildOutputs.of(new BuildRequest(loaded.site(), BASE, loaded.images(), now, memo, false));
        return built.outputs().stream()
                .filter(output -> output.path().equals(path))
                .map(Output::representation)
                .findFirst()
                .orElseThrow()
                .bytes();
    }
}
