package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.OutOfMemory;
import com.firmsite.testing.LocalProcesses;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server that runs out of heap while serving ends at once, with one line that says so and exit
 * status 4 (which the systemd units restart), instead of living on half alive. Here a 48 MB heap
 * and 1,500 connections each holding a 60 KB partial {@code /mcp} body (90 MB of bodies).
 */
class OutOfMemoryWhileServingTest {
    @Test
    void runningOutOfHeapWhileServingEndsTheProcessWithOneLineAndStatus4(@TempDir Path temp) throws Exception {
        Path err = temp.resolve("stderr.log");
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process firmsite = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xmx48m",
                        "-XX:+UseSerialGC",
                        "-XX:TieredStopAtLevel=1",
                        "--enable-native-access=ALL-UNNAMED",
                        "--sun-misc-unsafe-memory-access=allow",
                        "-cp",
                        classPath,
                        "com.firmsite.Main",
                        "serve",
                        "--port",
                        "0",
                        "--max-connections-per-client",
                        "5000")
                .redirectOutput(temp.resolve("stdout.log").toFile())
                .redirectError(err.toFile())
                .start();
        List<Socket> held = new ArrayList<>();
        try {
            LocalProcesses.awaitLog(firmsite, err, "serving ", Duration.ofSeconds(90));
            int port = LocalProcesses.servingPort(err);
            byte[] head = "POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Length: 65000\r\n\r\n{"
                    .getBytes(StandardCharsets.US_ASCII);
            byte[] body = new byte[60_000];
            java.util.Arrays.fill(body, (byte) ' ');
            for (int i = 0; i < 1500 && firmsite.isAlive(); i++) {
                try {
                    Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
                    held.add(socket);
                    OutputStream out = socket.getOutputStream();
                    out.write(head);
                    out.write(body);
                } catch (IOException serverGone) {
                    break;
                }
            }
            assertThat(firmsite.waitFor(60, TimeUnit.SECONDS))
                    .as("the process ended")
                    .isTrue();
            String log = Files.readString(err, StandardCharsets.UTF_8);
            assertThat(firmsite.exitValue()).as("exit status; stderr:%n%s", log).isEqualTo(OutOfMemory.EXIT_STATUS);
            assertThat(log)
                    .contains("firmsite: out of memory while serving (")
                    .contains("exiting with status 4 for the supervisor to restart it");
        } finally {
            for (Socket socket : held) {
                socket.close();
            }
            firmsite.destroyForcibly();
        }
    }
}
