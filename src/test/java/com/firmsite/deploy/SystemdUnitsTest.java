package com.firmsite.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.LocalProcesses;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The systemd units' {@code ExecStart}, run as written (the JDK, the installed jar and {@code %i}
 * substituted): the JVM it starts takes its flags from deploy/jvm.options, the file the launcher
 * reads, so an installed server runs with the heap, young generation and collector it is measured
 * with (a unit with {@code -Xmx256m} of its own could not build a site of 10,000 pages). The
 * template instance's admin port shows them in the JVM's own metrics.
 */
class SystemdUnitsTest {
  private static final Path OPTIONS = Path.of("deploy/jvm.options");
  private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  @Test
  void theOptionsFileIsAJavaArgumentFileWithTheLauncherDefaults() throws Exception {
    Process java = new ProcessBuilder(javaExecutable(), "@" + OPTIONS, "-XX:+PrintFlagsFinal", "-version").redirectErrorStream(true).start();
    String flags = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(java.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(java.exitValue()).as(flags).isZero();
    assertThat(flag(flags, "UseSerialGC")).isEqualTo("true");
    assertThat(flag(flags, "MaxHeapSize")).isEqualTo(String.valueOf(1L << 30));
    assertThat(flag(flags, "NewSize")).isEqualTo(String.valueOf(16L << 20));
    assertThat(flag(flags, "MaxDirectMemorySize")).isEqualTo(String.valueOf(1L << 30));
    assertThat(Files.readString(Path.of("firmsite"))).contains("defaults=\"@$here/deploy/jvm.options\"");
  }

  @ParameterizedTest
  @ValueSource(strings = {"deploy/firmsite.service", "deploy/firmsite@.service"})
  void theUnitsStartTheJvmWithTheOptionsFileAndTheInstallStepsCopyIt(String unit) throws IOException {
    String text = Files.readString(Path.of(unit));
    assertThat(execStart(text)).startsWith("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java @/opt/firmsite/jvm.options ")
        .doesNotContain("-Xmx", "-XX:+UseSerialGC");
    assertThat(text).contains("sudo cp target/firmsite.jar deploy/jvm.options /opt/firmsite/").contains("RestartPreventExitStatus=2 3");
  }

  @Test
  void theTemplateUnitAsWrittenServesWithTheOptionsFilesHeap(@TempDir Path temp) throws Exception {
    int port = portWhoseAdminPortIsFree();
    List<String> command = new ArrayList<>();
    for (String word : execStart(Files.readString(Path.of("deploy/firmsite@.service"))).split(" ")) {
      command.add(switch (word) {
        case "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java" -> javaExecutable();
        case "@/opt/firmsite/jvm.options" -> "@" + OPTIONS;
        default -> word.replace("%i", String.valueOf(port));
      });
    }
    // The installed jar is the build's shaded jar; the tests run before it is packaged, so the
    // same classes come from the test class path.
    int jar = command.indexOf("-jar");
    command.subList(jar, jar + 2).clear();
    command.addAll(jar, List.of("-cp", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")), "com.firmsite.Main"));
    Path err = temp.resolve("stderr.log");
    ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(temp.resolve("stdout.log").toFile()).redirectError(err.toFile());
    builder.environment().keySet().removeIf(name -> name.startsWith("FIRMSITE_"));
    builder.environment().put("FIRMSITE_CONTENT", "content");
    builder.environment().put("FIRMSITE_CACHE_DIR", temp.resolve("cache").toString());
    builder.environment().put("FIRMSITE_BASE_URL", "https://www.example-firm.com");
    Process firmsite = builder.start();
    try {
      awaitLog(firmsite, err, "serving ");
      assertThat(get("http://127.0.0.1:" + port + "/").statusCode()).isEqualTo(200);
      String metrics = get("http://127.0.0.1:1" + port + "/metrics").body();
      // The serial collector's pools, a 16 MB young generation (eden about 8/10 of it, where the
      // JVM's own sizing would allow a third of the heap) and a 1 GB ceiling.
      assertThat(metric(metrics, "jvm_memory_pool_max_bytes{pool=\"Eden Space\"}")).isBetween(12.0 * (1 << 20), 14.0 * (1 << 20));
      assertThat(metric(metrics, "jvm_memory_pool_max_bytes{pool=\"Tenured Gen\"}")).isBetween(0.9 * (1 << 30), 1.0 * (1 << 30));
      firmsite.destroy();
      assertThat(firmsite.waitFor(30, TimeUnit.SECONDS)).isTrue();
      assertThat(firmsite.exitValue()).as(Files.readString(err)).isZero();
    } finally {
      LocalProcesses.stop(firmsite, Duration.ofSeconds(10));
    }
  }

  private static String execStart(String unit) {
    Matcher line = Pattern.compile("(?m)^ExecStart=((?:.*\\\\\\n)*.*)$").matcher(unit);
    assertThat(line.find()).as("ExecStart in%n%s", unit).isTrue();
    return line.group(1).replaceAll("\\\\\\n\\s*", "").trim().replaceAll("\\s+", " ");
  }

  private static String flag(String flags, String name) {
    Matcher value = Pattern.compile("(?m)^\\s*\\S+\\s+" + name + "\\s+= (\\S+)").matcher(flags);
    assertThat(value.find()).as("flag %s", name).isTrue();
    return value.group(1);
  }

  private static double metric(String metrics, String series) {
    return Arrays.stream(metrics.split("\n"))
        .filter(line -> line.startsWith(series + " "))
        .mapToDouble(line -> Double.parseDouble(line.substring(series.length() + 1).trim()))
        .findFirst()
        .orElseThrow(() -> new AssertionError(series + " not in\n" + metrics));
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
    return HTTP.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
  }

  private static void awaitLog(Process process, Path log, String text) throws IOException, InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    while (!Files.readString(log).contains(text)) {
      assertThat(process.isAlive() && System.nanoTime() < deadline).as("started; stderr:%n%s", Files.readString(log)).isTrue();
      Thread.sleep(50);
    }
  }

  private static String javaExecutable() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}
