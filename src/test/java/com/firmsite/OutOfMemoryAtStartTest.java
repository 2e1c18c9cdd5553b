package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.LocalProcesses;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A site that does not fit in the heap the JVM was given is a setting to change, said in one line
 * with the heap's ceiling and the flags to raise, and exit status 3 (which the systemd units do not
 * restart on): not an uncaught error's stack trace and a restart loop.
 */
class OutOfMemoryAtStartTest {
    @Test
    void aSiteThatDoesNotFitInTheHeapEndsTheStartWithAClearMessageAndStatus3(@TempDir Path temp) throws Exception {
        Path err = temp.resolve("stderr.log");
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        // 6 MB: enough for the JVM and firmsite's start, not for building the sample firm (about 10 MB).
        Process firmsite = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xmx6m",
                        "-XX:+UseSerialGC",
                        "-XX:TieredStopAtLevel=1",
                        "--enable-native-access=ALL-UNNAMED",
                        "--sun-misc-unsafe-memory-access=allow",
                        "-cp",
                        classPath,
                        "com.firmsite.Main",
                        "serve",
                        // Not 0: port 0 is bound before the build, and this heap is too small for the network layer.
                        // The start never reaches the bind, so no other process can be disturbed by this port.
                        "--port",
                        String.valueOf(LocalProcesses.freePort()),
                        "--content",
                        "content",
                        "--cache-dir",
                        temp.resolve("cache").toString())
                .redirectOutput(temp.resolve("stdout.log").toFile())
                .redirectError(err.toFile())
                .start();
        try {
            assertThat(firmsite.waitFor(60, TimeUnit.SECONDS)).as("exited").isTrue();
            String log = Files.readString(err, StandardCharsets.UTF_8);
            assertThat(firmsite.exitValue()).as("exit status; stderr:%n%s", log).isEqualTo(Main.OUT_OF_MEMORY);
            assertThat(log)
                    .contains("firmsite: out of memory building the site (Java heap space); the JVM's heap ceiling is ")
                    .contains("-Xmx", "deploy/jvm.options")
                    .doesNotContain("\tat ", "Exception in thread", "logging failed");
        } finally {
            firmsite.destroyForcibly();
        }
    }
}
