package com.firmsite.startup;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ChildFirmsite;
import com.firmsite.testing.ContentFolder;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --cache-dir}, as operators run it: the first start builds and saves the site, a
 * restart with the same content serves the saved snapshot with the very same responses, and a
 * restart after an edit builds the site again.
 */
class StartupCacheTest {
    private static final String BASE = "https://firm.example";
    /** Requests whose answers must not change, by path and headers; each kind of response. */
    private static final List<List<String>> REQUESTS = List.of(
            List.of("/"),
            List.of("/", "Accept", "text/markdown"),
            List.of("/", "Accept-Encoding", "br"),
            List.of("/publications", "Accept-Encoding", "gzip"),
            List.of("/about.md"),
            List.of("/.well-known/api-catalog"),
            List.of("/llms.txt"),
            List.of("/assets/site.css"),
            List.of("/no-such-page"),
            List.of("/no-such-page", "Accept", "application/json"),
            List.of("/oauth/authorize"));

    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    @TempDir
    Path dir;
    /** The port of the firmsite started last. */
    private int port;

    @Test
    void aRestartWithTheSameContentServesTheSavedSnapshotWithTheSameResponses() throws Exception {
        Path content = ContentFolder.copyOfSample(dir.resolve("content"));
        Path cache = dir.resolve("cache");
        List<String> first;
        try (ChildFirmsite firmsite = start(content, cache, "first")) {
            firmsite.awaitLog("start-up cache: saved", 60);
            assertThat(firmsite.stderr()).contains("start-up cache: no snapshot of this content yet; building it");
            first = answers();
        }
        try (ChildFirmsite firmsite = start(content, cache, "second")) {
            assertThat(firmsite.stderr()).contains("start-up cache: using the snapshot saved in");
            assertThat(answers()).isEqualTo(first);
        }

        ContentFolder.replaceLine(content.resolve("about.md"), "title:", "title: About us, since 1921");
        try (ChildFirmsite firmsite = start(content, cache, "third")) {
            assertThat(firmsite.stderr())
                    .contains("is not used: built from other content, options or firmsite build; building the site");
            assertThat(get(List.of("/about"))).contains("About us, since 1921");
        }
    }

    private ChildFirmsite start(Path content, Path cache, String name) throws Exception {
        Path logs = Files.createDirectories(dir.resolve(name));
        ChildFirmsite child = ChildFirmsite.serve(
                logs,
                Map.of(),
                "--port",
                "0",
                "--base-url",
                BASE,
                "--content",
                content.toString(),
                "--cache-dir",
                cache.toString());
        port = child.port();
        return child;
    }

    /** Status, headers (but Date and X-Request-Id) and body bytes of every request in {@link #REQUESTS}. */
    private List<String> answers() throws Exception {
        List<String> answers = new ArrayList<>();
        for (List<String> request : REQUESTS) {
            answers.add(get(request));
        }
        return answers;
    }

    private String get(List<String> request) throws Exception {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + request.get(0)));
        for (int i = 1; i < request.size(); i += 2) {
            builder.header(request.get(i), request.get(i + 1));
        }
        HttpResponse<byte[]> response = client.send(builder.build(), HttpResponse.BodyHandlers.ofByteArray());
        StringBuilder answer = new StringBuilder()
                .append(request)
                .append(' ')
                .append(response.statusCode())
                .append('\n');
        response.headers().map().forEach((name, values) -> {
            if (!name.equalsIgnoreCase("date") && !name.equalsIgnoreCase("x-request-id")) {
                answer.append(name).append(": ").append(values).append('\n');
            }
        });
        return answer.append(new String(response.body(), java.nio.charset.StandardCharsets.ISO_8859_1))
                .toString();
    }
}
