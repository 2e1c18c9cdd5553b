package com.firmsite.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.audit.AuditCommand;
import com.firmsite.testing.LocalProcesses;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The image that {@code ./mvnw verify -Pimage} writes to target/jib-image.tar (Jib, no daemon):
 * its configuration, the integrity of its layers, what its file system holds, and that it runs.
 * Running needs no container engine: the layers are unpacked in order and the image's own
 * entrypoint is started in a chroot (in a user namespace, so no root is needed), sharing the
 * host's loopback; then {@code firmsite audit} checks it from outside.
 */
class ImageIT {
    private static final Path IMAGE = Path.of("target/jib-image.tar");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static JsonNode config;
    private static List<String> layers;
    private static Path root;

    @BeforeAll
    static void unpack() throws Exception {
        Path archive = Files.createDirectories(dir.resolve("archive"));
        tar(IMAGE, archive, false);
        JsonNode manifest =
                JSON.readTree(archive.resolve("manifest.json").toFile()).get(0);
        config = JSON.readTree(archive.resolve(manifest.path("Config").asText()).toFile());
        layers = new ArrayList<>();
        manifest.path("Layers").forEach(layer -> layers.add(layer.asText()));
        root = Files.createDirectories(dir.resolve("rootfs"));
        for (String layer : layers) {
            tar(archive.resolve(layer), root, true);
        }
        verifyDigests(archive);
    }

    @Test
    void theConfigurationNamesTheEntrypointPortUserAndEnvironment() {
        JsonNode container = config.path("config");
        assertThat(config.path("os").asText()).isEqualTo("linux");
        assertThat(config.path("architecture").asText()).isEqualTo("amd64");
        assertThat(strings(container.path("Entrypoint")))
                .startsWith("/opt/jre/bin/java")
                .endsWith("-cp", "@/app/jib-classpath-file", "com.firmsite.Main");
        assertThat(strings(container.path("Cmd"))).containsExactly("serve");
        assertThat(container.path("ExposedPorts").has("8080/tcp")).isTrue();
        assertThat(container.path("ExposedPorts").size()).isEqualTo(1);
        assertThat(container.path("User").asText()).isEqualTo("65532:65532");
        assertThat(strings(container.path("Env"))).contains("FIRMSITE_BIND=0.0.0.0", "FIRMSITE_PORT=8080");
        assertThat(layers)
                .hasSize(config.path("rootfs").path("diff_ids").size())
                .hasSizeGreaterThanOrEqualTo(4);
    }

    @Test
    void theFileSystemHoldsARuntimeItsLibrariesTheAppAndAWritableTmp() throws IOException {
        assertThat(Files.isExecutable(root.resolve("opt/jre/bin/java"))).isTrue();
        assertThat(Files.isExecutable(root.resolve("lib64/ld-linux-x86-64.so.2")))
                .isTrue();
        assertThat(root.resolve("lib/x86_64-linux-gnu/libc.so.6")).exists();
        assertThat(root.resolve("app/resources/firmsite-content/site.yaml")).exists();
        assertThat(Files.readAllLines(root.resolve("app/jib-classpath-file")).getFirst())
                .contains("/app/libs/netty-transport-native-epoll");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(root.resolve("tmp"))))
                .isEqualTo("rwxrwxrwx");
        assertThat(Files.readString(root.resolve("etc/passwd"))).contains("firmsite:x:65532:65532:");
        assertThat(root.resolve("bin/sh")).doesNotExist();
    }

    @Test
    void theImageServesTheSiteAndPassesTheAudit() throws Exception {
        // A container runtime provides /proc and /dev (null, urandom, ...); so does this chroot.
        Files.createDirectories(root.resolve("proc"));
        Files.createDirectories(root.resolve("dev"));
        List<String> command = new ArrayList<>(List.of(
                "unshare",
                "--user",
                "--map-root-user",
                "--mount",
                "sh",
                "-c",
                "mount --rbind /proc \"$0/proc\" && mount --rbind /dev \"$0/dev\" && exec chroot \"$@\"",
                root.toString(),
                root.toString()));
        command.addAll(strings(config.path("config").path("Entrypoint")));
        command.addAll(strings(config.path("config").path("Cmd")));
        command.addAll(List.of("--port", "0", "--admin-port", "0"));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("image.log").toFile());
        builder.environment().clear();
        strings(config.path("config").path("Env"))
                .forEach(variable -> builder.environment()
                        .put(
                                variable.substring(0, variable.indexOf('=')),
                                variable.substring(variable.indexOf('=') + 1)));
        // Tests listen on loopback only; a container would keep the image's 0.0.0.0.
        builder.environment().put("FIRMSITE_BIND", "127.0.0.1");
        Process image = builder.start();
        try {
            awaitServing(image);
            // Port 0: the system picked both ports, which the start line and the admin line report.
            int port = LocalProcesses.servingPort(dir.resolve("image.log"));
            int adminPort = LocalProcesses.adminPort(dir.resolve("image.log"));
            ByteArrayOutputStream report = new ByteArrayOutputStream();
            int status = AuditCommand.run(
                    "http://localhost:" + port,
                    new PrintStream(report, true, StandardCharsets.UTF_8),
                    SSLContext.getDefault());
            assertThat(status).as(report.toString(StandardCharsets.UTF_8)).isZero();
            HttpResponse<String> metrics = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + adminPort + "/metrics"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            assertThat(metrics.body()).contains("firmsite_http_requests_total{route=\"page\",status=\"200\"}");
            image.destroy();
            assertThat(image.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(image.exitValue())
                    .as("exit status after SIGTERM; log:%n%s", log())
                    .isZero();
            assertThat(log()).contains("listening on /127.0.0.1:" + port + " (epoll", "stopped");
        } finally {
            image.destroyForcibly();
        }
    }

    private static void awaitServing(Process image) {
        LocalProcesses.awaitLog(image, dir.resolve("image.log"), "serving ", Duration.ofMinutes(2));
    }

    private static String log() {
        try {
            return Files.readString(dir.resolve("image.log"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    /** Each layer file is named by the SHA-256 of its bytes; the config's diff_ids are those of the unpacked tars. */
    private static void verifyDigests(Path archive) throws Exception {
        for (int i = 0; i < layers.size(); i++) {
            Path layer = archive.resolve(layers.get(i));
            assertThat(layers.get(i)).isEqualTo(sha256(Files.newInputStream(layer)) + ".tar.gz");
            assertThat("sha256:" + sha256(new GZIPInputStream(Files.newInputStream(layer))))
                    .as("diff_id of layer %d", i)
                    .isEqualTo(config.path("rootfs").path("diff_ids").get(i).asText());
        }
    }

    private static String sha256(InputStream in) throws Exception {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        try (DigestInputStream stream = new DigestInputStream(in, digest)) {
            stream.transferTo(OutputStreamNull.INSTANCE);
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    /** Discards what is written (the digest stream reads; nothing needs keeping). */
    private static final class OutputStreamNull extends java.io.OutputStream {
        static final OutputStreamNull INSTANCE = new OutputStreamNull();

        @Override
        public void write(int b) {}

        @Override
        public void write(byte[] b, int off, int len) {}
    }

    private static void tar(Path archive, Path into, boolean gzip) throws Exception {
        Process tar = new ProcessBuilder(
                        "tar",
                        "--warning=no-unknown-keyword",
                        "--no-same-owner",
                        "-xp" + (gzip ? "z" : "") + "f",
                        archive.toString(),
                        "-C",
                        into.toString())
                .redirectErrorStream(true)
                .start();
        String output = new String(tar.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(tar.waitFor(60, TimeUnit.SECONDS) && tar.exitValue() == 0)
                .as("tar %s: %s", archive, output)
                .isTrue();
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(value -> values.add(value.asText()));
        return values;
    }
}
