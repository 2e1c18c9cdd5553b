package com.firmsite.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.LocalProcesses;
import com.firmsite.testing.PrometheusText;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The template unit, deploy/firmsite@.service, run as written on an installation made as its
 * comment says (the launcher, deploy/jvm.options, the packaged jar and native library, the sample
 * firm), with /opt/firmsite, /var/cache/firmsite and {@code %i} substituted. The first start of the
 * jar records the JVM's start-up cache in the cache directory and serves with deploy/jvm.options's
 * heap (the admin port's JVM metrics show it); the next start uses that cache, without a word from
 * the JVM about it; a start on another build of the JDK records it again. Needs the packaged jar:
 * an integration test.
 */
class SystemdUnitsIT {
    private static final Path UNIT = Path.of("deploy/firmsite@.service");
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void theTemplateUnitRecordsTheJvmCacheAtItsFirstStartUsesItAtTheNextAndRecordsItAgainForAnotherJdk(
            @TempDir Path temp) throws Exception {
        Path opt = install(temp.resolve("opt-firmsite"));
        Path cache = Files.createDirectories(temp.resolve("var-cache-firmsite"));
        int port = portWhoseAdminPortIsFree();
        String unit = Files.readString(UNIT);
        List<String> command = new ArrayList<>();
        for (String word : SystemdUnitsTest.execStart(unit).split(" ", -1)) {
            command.add(word.replace("/opt/firmsite", opt.toString()).replace("%i", String.valueOf(port)));
        }
        String aotSetting = unit.lines()
                .filter(line -> line.startsWith("Environment=FIRMSITE_AOT_CACHE="))
                .findFirst()
                .orElseThrow();
        Path aot = Path.of(aotSetting
                .substring("Environment=FIRMSITE_AOT_CACHE=".length())
                .replace("/var/cache/firmsite", cache.toString()));

        Path firstLog = temp.resolve("first.log");
        Process first = start(command, aot, cache, opt, firstLog);
        try {
            LocalProcesses.awaitLog(first, firstLog, "serving ", Duration.ofMinutes(4));
            assertThat(Files.readString(firstLog)).contains("recording the JVM's start-up cache");
            assertThat(aot).isRegularFile();
            assertThat(Path.of(aot + ".jdk"))
                    .content()
                    .startsWith(System.getProperty("java.home") + " JAVA_RUNTIME_VERSION=");
            assertThat(get("http://127.0.0.1:" + port + "/").statusCode()).isEqualTo(200);
            PrometheusText metrics = PrometheusText.parse(
                    get("http://127.0.0.1:1" + port + "/metrics").body());
            // deploy/jvm.options reached the JVM: G1's pools (it gives memory back after a spike), and
            // the 2 GB ceiling, all of which the old generation may take.
            assertThat(metrics.value("jvm_memory_pool_used_bytes{pool=\"G1 Eden Space\"}"))
                    .isGreaterThanOrEqualTo(0.0);
            assertThat(metrics.value("jvm_memory_pool_max_bytes{pool=\"G1 Old Gen\"}"))
                    .isBetween(0.9 * (2L << 30), 1.0 * (2L << 30));
            LocalProcesses.awaitLog(first, firstLog, "start-up cache: saved", Duration.ofSeconds(60));
            stopCleanly(first, firstLog);
        } finally {
            LocalProcesses.stop(first, Duration.ofSeconds(10));
        }

        Path secondLog = temp.resolve("second.log");
        Process second = start(command, aot, cache, opt, secondLog);
        try {
            LocalProcesses.awaitLog(second, secondLog, "serving ", Duration.ofSeconds(90));
            String log = Files.readString(secondLog);
            assertThat(log)
                    .doesNotContain("recording")
                    .doesNotContain("[warning]")
                    .contains("start-up cache: using the snapshot");
            assertThat(second.info().arguments().map(Arrays::asList).orElseThrow())
                    .contains("-XX:AOTCache=" + aot);
            assertThat(get("http://127.0.0.1:" + port + "/").statusCode()).isEqualTo(200);
            stopCleanly(second, secondLog);
        } finally {
            LocalProcesses.stop(second, Duration.ofSeconds(10));
        }

        // The JDK's package updated since: the cache is for another build, and is recorded again.
        Files.writeString(
                Path.of(aot + ".jdk"), System.getProperty("java.home") + " JAVA_RUNTIME_VERSION=\"25.0.0+1-LTS\"\n");
        Path thirdLog = temp.resolve("third.log");
        Process third = start(command, aot, cache, opt, thirdLog);
        try {
            LocalProcesses.awaitLog(third, thirdLog, "serving ", Duration.ofMinutes(4));
            assertThat(Files.readString(thirdLog))
                    .contains("recording the JVM's start-up cache")
                    .doesNotContain("[warning]");
            assertThat(Path.of(aot + ".jdk")).content().doesNotContain("25.0.0+1");
            stopCleanly(third, thirdLog);
        } finally {
            LocalProcesses.stop(third, Duration.ofSeconds(10));
        }
    }

    /** What the unit's comment says to copy, copied the same way (cp -r). */
    static Path install(Path opt) throws IOException {
        assertThat(Files.readString(UNIT)).contains(SystemdUnitsTest.INSTALL);
        Files.createDirectories(opt.resolve("deploy"));
        Files.createDirectories(opt.resolve("target"));
        copy(Path.of("firmsite"), opt.resolve("firmsite"));
        copy(Path.of("content"), opt.resolve("content"));
        copy(Path.of("deploy/jvm.options"), opt.resolve("deploy/jvm.options"));
        copy(Path.of("target/firmsite.jar"), opt.resolve("target/firmsite.jar"));
        copy(Path.of("target/native"), opt.resolve("target/native"));
        return opt;
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, to.resolve(from.relativize(file).toString()), StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }

    private static Process start(List<String> command, Path aot, Path cache, Path opt, Path log) throws IOException {
        ProcessBuilder builder =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().keySet().removeIf(name -> name.startsWith("FIRMSITE_"));
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().put("FIRMSITE_AOT_CACHE", aot.toString());
        // What deploy/firmsite.env sets, with this installation's folders.
        builder.environment().put("FIRMSITE_CACHE_DIR", cache.toString());
        builder.environment().put("FIRMSITE_CONTENT", opt.resolve("content").toString());
        builder.environment().put("FIRMSITE_BASE_URL", "https://www.example-firm.com");
        return builder.start();
    }

    private static void stopCleanly(Process process, Path log) throws Exception {
        process.destroy();
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(Files.readString(log)).isZero();
    }

    /** A free port P whose admin port, 1P as the template unit writes it, is free too. */
    private static int portWhoseAdminPortIsFree() throws IOException {
        for (int port = 4100; port < 5500; port += 7) {
            if (free(port) && free(Integer.parseInt("1" + port))) {
                return port;
            }
        }
        throw new IOException("no free pair of ports P and 1P");
    }

    private static boolean free(int port) {
        try (ServerSocket probe = new ServerSocket(port)) {
            return probe.isBound();
        } catch (IOException taken) {
            return false;
        }
    }

    private static HttpResponse<String> get(String url) throws IOException, InterruptedException {
        return HTTP.send(
                HttpRequest.newBuilder(URI.create(url))
                        .timeout(Duration.ofSeconds(10))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
