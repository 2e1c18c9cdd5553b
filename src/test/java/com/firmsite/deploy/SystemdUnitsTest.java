package com.firmsite.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The JVM's flags are one java argument file, deploy/jvm.options, which the launcher passes; the
 * systemd units run the launcher, installed without the sources, with the JVM's start-up cache in
 * their cache directory (a unit of its own with {@code java -Xmx256m -jar} could not build a site
 * of 10,000 pages, and restarted without that cache). {@code SystemdUnitsIT} runs an installation.
 */
class SystemdUnitsTest {
    private static final Path OPTIONS = Path.of("deploy/jvm.options");
    /** How the units say to install firmsite (and docs/deploying.md, without the comment marks). */
    static final String INSTALL = """
      #   sudo mkdir -p /opt/firmsite/deploy /opt/firmsite/target && sudo cp -r firmsite content /opt/firmsite/
      #   sudo cp deploy/jvm.options /opt/firmsite/deploy/ && sudo cp -r target/firmsite.jar target/native /opt/firmsite/target/
      """;

    @Test
    void theOptionsFileIsAJavaArgumentFileWithTheLauncherDefaults() throws Exception {
        Process java = new ProcessBuilder(javaExecutable(), "@" + OPTIONS, "-XX:+PrintFlagsFinal", "-version")
                .redirectErrorStream(true)
                .start();
        String flags = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(java.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(java.exitValue()).as(flags).isZero();
        assertThat(flag(flags, "UseG1GC")).isEqualTo("true");
        assertThat(flag(flags, "G1PeriodicGCInterval"))
                .as("memory given back after a spike")
                .isEqualTo("15000");
        assertThat(flag(flags, "MaxHeapSize"))
                .as("room for a large firm's cold build (docs/performance.md)")
                .isEqualTo(String.valueOf(2L << 30));
        assertThat(flag(flags, "MaxDirectMemorySize")).isEqualTo(String.valueOf(1L << 30));
        assertThat(Files.readString(Path.of("firmsite"))).contains("opts=(\"@$here/deploy/jvm.options\")");
        assertThat(Files.readString(OPTIONS)).contains("\n-Djdk.tls.rejectClientInitiatedRenegotiation=true\n");
    }

    @ParameterizedTest
    @ValueSource(strings = {"deploy/firmsite.service", "deploy/firmsite@.service"})
    void theUnitsRunTheInstalledLauncherWithTheJvmCacheInTheCacheDirectory(String unit) throws IOException {
        String text = Files.readString(Path.of(unit));
        assertThat(execStart(text)).startsWith("/opt/firmsite/firmsite serve").doesNotContain("java", "-Xmx");
        assertThat(text)
                .contains(INSTALL)
                .contains("Environment=FIRMSITE_AOT_CACHE=/var/cache/firmsite/firmsite.aot", "CacheDirectory=firmsite")
                .contains("RestartPreventExitStatus=2 3");
        assertThat(Files.readString(Path.of("docs/deploying.md"))).contains(INSTALL.replace("#   ", ""));
    }

    static String execStart(String unit) {
        Matcher line = Pattern.compile("(?m)^ExecStart=((?:.*\\\\\\n)*.*)$").matcher(unit);
        assertThat(line.find()).as("ExecStart in%n%s", unit).isTrue();
        return line.group(1).replaceAll("\\\\\\n\\s*", "").trim().replaceAll("\\s+", " ");
    }

    private static String flag(String flags, String name) {
        Matcher value =
                Pattern.compile("(?m)^\\s*\\S+\\s+" + name + "\\s+= (\\S+)").matcher(flags);
        assertThat(value.find()).as("flag %s", name).isTrue();
        return value.group(1);
    }

    static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
