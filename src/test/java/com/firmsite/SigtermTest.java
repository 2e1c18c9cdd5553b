package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.firmsite.testing.LocalProcesses;
import com.firmsite.testing.PrometheusText;
import com.firmsite.testing.RawConnection;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/decisions.md §8 with a real signal: firmsite runs as a child process, gets SIGTERM
 * ({@link Process#destroy()} sends it on Linux) while a request is in flight — its body still
 * arriving — refuses new connections, answers that request, and exits with status 0.
 */
class SigtermTest {
    private static final String CALL = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/list\"}";

    @Test
    void onSigtermTheRequestInFlightIsAnsweredAndTheProcessExitsZero(@TempDir Path temp) throws Exception {
        Path out = temp.resolve("stdout.log");
        Path err = temp.resolve("stderr.log");
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process firmsite = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        classPath,
                        "com.firmsite.Main",
                        "serve",
                        "--port",
                        "0",
                        "--admin-port",
                        "0",
                        "--content",
                        "content")
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        try {
            LocalProcesses.awaitLog(firmsite, err, "serving ", Duration.ofSeconds(90));
            int port = LocalProcesses.servingPort(err);
            try (RawConnection inFlight = RawConnection.open(port)) {
                inFlight.send("POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Length: " + CALL.length() + "\r\n\r\n"
                        + CALL.substring(0, 10));
                int adminPort = LocalProcesses.adminPort(err);
                await("the request in flight").atMost(Duration.ofSeconds(10)).until(() -> inFlight(adminPort) == 1);
                firmsite.destroy();
                assertThat(LocalProcesses.refusedWithin(port, Duration.ofSeconds(10)))
                        .as("new connections refused after SIGTERM")
                        .isTrue();
                assertThat(firmsite.isAlive())
                        .as("still finishing the request in flight")
                        .isTrue();

                RawConnection.Response answer =
                        inFlight.send(CALL.substring(10)).readResponse();
                assertThat(answer.status()).isEqualTo(200);
                assertThat(answer.text()).contains("\"id\":7", "-32601");
                assertThat(answer.header("connection")).hasValue("close");
            }
            assertThat(firmsite.waitFor(30, TimeUnit.SECONDS)).as("exited").isTrue();
            assertThat(firmsite.exitValue())
                    .as("exit status; log:%n%s", LocalProcesses.read(err))
                    .isZero();
            assertThat(LocalProcesses.read(err)).contains("shutting down", "stopped");
            assertThat(LocalProcesses.read(out)).contains("POST /mcp 200");
        } finally {
            firmsite.destroyForcibly();
        }
    }
    /** The requests the server has received and not answered yet, as its admin port reports them. */
    private static double inFlight(int adminPort) {
        try (RawConnection admin = RawConnection.open(adminPort)) {
            String metrics = admin.send("GET /metrics HTTP/1.1\r\nHost: localhost\r\n\r\n")
                    .readResponse()
                    .text();
            return PrometheusText.parse(metrics).value("firmsite_http_requests_in_flight");
        }
    }
}
