package com.firmsite.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.LocalProcesses;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher, {@code ./firmsite}, installed as deploy/firmsite@.service says, in a folder whose
 * name has spaces, serving a content folder whose name has spaces. It finds the command word past
 * options and their values, and with no command word it serves, with the JVM's start-up cache and
 * the site's start-up cache. Needs the packaged jar: an integration test.
 */
class LauncherIT {
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final Pattern PORT = Pattern.compile("listening on port (\\d+)");

    @TempDir
    Path temp;

    @Test
    void withoutACommandWordItServesWithBothStartUpCachesEvenAfterAnOptionsValue() throws Exception {
        Path install = SystemdUnitsIT.install(Files.createDirectories(temp.resolve("law firm/opt firmsite")));
        Path content = ContentFolder.copyOfSample(Files.createDirectories(temp.resolve("my site")));
        Path aot = temp.resolve("law firm/jvm cache/firmsite.aot");
        Files.createDirectories(aot.getParent());
        Path log = temp.resolve("launcher.log");

        Process launcher = serve(install, aot, content, log);
        try {
            LocalProcesses.awaitLog(launcher, log, "serving ", Duration.ofSeconds(400));
            String printed = Files.readString(log);
            assertThat(printed)
                    .contains("recording the JVM's start-up caches, once per build")
                    .contains("about a minute")
                    .contains("1/2: recording a build")
                    .contains("2/2: recording a restart")
                    .contains("done in ");
            assertThat(aot).isRegularFile();
            assertThat(Path.of(aot + ".build")).isRegularFile();
            // An empty start-up cache: this start builds the site, with the JVM cache recorded from a build.
            assertThat(arguments(launcher))
                    .contains(
                            "-XX:AOTCache=" + aot + ".build",
                            // Scanned for its key while the command line is parsed (FolderScan).
                            "-Dfirmsite.scanAhead=" + content,
                            "--content",
                            content.toString(),
                            "--cache-dir",
                            install.resolve("target/cache").toString());
            assertThat(get(port(printed), "/team").body()).contains("<h1");
            LocalProcesses.awaitLog(launcher, log, "start-up cache: saved", Duration.ofSeconds(60));
            assertThat(install.resolve("target/cache")).isNotEmptyDirectory();
        } finally {
            LocalProcesses.stop(launcher, Duration.ofSeconds(30));
        }

        // The content is as it was saved: a restart, with the JVM cache recorded from a restart.
        assertThat(jvmCacheOfAStart(install, aot, content)).isEqualTo("-XX:AOTCache=" + aot);
        // A file edited since the save: a build again.
        Path about = content.resolve("about.md");
        Files.writeString(about, Files.readString(about).replace("About", "About us"));
        assertThat(jvmCacheOfAStart(install, aot, content)).isEqualTo("-XX:AOTCache=" + aot + ".build");
    }

    /** The JVM cache the launcher gives a start of {@code content} (stopped once it serves). */
    private String jvmCacheOfAStart(Path install, Path aot, Path content) throws Exception {
        Path log = Files.createTempFile(temp, "start", ".log");
        Process launcher = serve(install, aot, content, log);
        try {
            LocalProcesses.awaitLog(launcher, log, "serving ", Duration.ofMinutes(2));
            assertThat(Files.readString(log)).doesNotContain("recording");
            return arguments(launcher).stream()
                    .filter(argument -> argument.startsWith("-XX:AOTCache="))
                    .findFirst()
                    .orElse("no JVM cache");
        } finally {
            LocalProcesses.stop(launcher, Duration.ofSeconds(30));
        }
    }

    @Test
    void aCommandWordAfterASwitchIsTheCommand() throws Exception {
        Path install = SystemdUnitsIT.install(Files.createDirectories(temp.resolve("opt firmsite")));
        Path content = ContentFolder.copyOfSample(Files.createDirectories(temp.resolve("my site")));
        Path log = temp.resolve("check.log");

        // --watch takes no value: `check` is the command, and a check records no JVM cache.
        Process check = start(
                install,
                Map.of("FIRMSITE_AOT_CACHE", temp.resolve("firmsite.aot").toString()),
                log,
                "--watch",
                "check",
                "--content",
                content.toString());

        assertThat(check.waitFor(120, TimeUnit.SECONDS))
                .as(LocalProcesses.read(log))
                .isTrue();
        assertThat(check.exitValue()).as(LocalProcesses.read(log)).isZero();
        assertThat(Files.readString(log)).contains(content + ": valid").doesNotContain("recording");
        assertThat(temp.resolve("firmsite.aot")).doesNotExist();
    }

    @Test
    void anOptionsValueIsNotTakenForTheCommandWord() throws Exception {
        Path install = SystemdUnitsIT.install(Files.createDirectories(temp.resolve("opt firmsite")));
        Path content = ContentFolder.copyOfSample(Files.createDirectories(temp.resolve("check")));
        Path log = temp.resolve("serve.log");

        // The content folder is named "check": still no command word, so this serves.
        Process launcher =
                start(install, Map.of("FIRMSITE_AOT", "off"), log, "--content", content.toString(), "--port", "0");
        try {
            LocalProcesses.awaitLog(launcher, log, "serving ", Duration.ofMinutes(2));
            assertThat(arguments(launcher))
                    .contains("--cache-dir", install.resolve("target/cache").toString())
                    .contains("-Dfirmsite.scanAhead=" + content);
            assertThat(get(port(Files.readString(log)), "/").statusCode()).isEqualTo(200);
        } finally {
            LocalProcesses.stop(launcher, Duration.ofSeconds(30));
        }
    }

    /** The launcher serving {@code content} on a free port, with its JVM caches at {@code aot}. */
    private static Process serve(Path install, Path aot, Path content, Path log) throws IOException {
        return start(
                install,
                Map.of("FIRMSITE_AOT_CACHE", aot.toString()),
                log,
                "--content",
                content.toString(),
                "--port",
                "0",
                "--base-url",
                "https://www.example-firm.com");
    }

    private static Process start(Path install, Map<String, String> environment, Path log, String... args)
            throws IOException {
        List<String> command =
                new ArrayList<>(List.of(install.resolve("firmsite").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().keySet().removeIf(name -> name.startsWith("FIRMSITE_"));
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().putAll(environment);
        return builder.start();
    }

    /** The arguments of the JVM the launcher became (it execs java). */
    private static List<String> arguments(Process launcher) {
        return launcher.info().arguments().map(Arrays::asList).orElseThrow();
    }

    private static int port(String log) {
        Matcher port = PORT.matcher(log);
        assertThat(port.find()).as(log).isTrue();
        return Integer.parseInt(port.group(1));
    }

    private static HttpResponse<String> get(int port, String path) throws Exception {
        return HTTP.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                        .timeout(Duration.ofSeconds(10))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
