package com.firmsite.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionTimeoutException;

/**
 * A real {@code /usr/sbin/nginx} in the foreground, with its own prefix, pid file, logs and
 * temporary directories under a test directory, serving a given site configuration (the
 * contents of an http block) on loopback.
 */
public final class Nginx implements AutoCloseable {
    private static final String EXECUTABLE = "/usr/sbin/nginx";
    private final Process process;
    private final Path directory;

    private Nginx(Process process, Path directory) {
        this.process = process;
        this.directory = directory;
    }

    /** Starts nginx on {@code site} and waits until {@code port} accepts connections. */
    public static Nginx start(Path directory, String site, int port) {
        try {
            Files.createDirectories(directory);
            Files.writeString(directory.resolve("site.conf"), site, StandardCharsets.UTF_8);
            Files.writeString(directory.resolve("nginx.conf"), mainConfig(directory), StandardCharsets.UTF_8);
            Process process = new ProcessBuilder(
                            EXECUTABLE,
                            "-p",
                            directory.toString(),
                            "-c",
                            directory.resolve("nginx.conf").toString())
                    .redirectErrorStream(true)
                    .redirectOutput(directory.resolve("nginx.out").toFile())
                    .start();
            Nginx nginx = new Nginx(process, directory);
            nginx.awaitListening(port);
            return nginx;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + EXECUTABLE + " (./run-tests installs it)", e);
        }
    }

    /**
     * {@code text} with each key replaced by its value; a key that does not occur fails, so a
     * configuration file that changes shape cannot silently escape its test.
     */
    public static String substitute(String text, Map<String, String> replacements) {
        String result = text;
        for (Map.Entry<String, String> replacement : replacements.entrySet()) {
            if (!result.contains(replacement.getKey())) {
                throw new IllegalArgumentException(
                        "the configuration no longer contains \"" + replacement.getKey() + "\"; update the test");
            }
            result = result.replace(replacement.getKey(), replacement.getValue());
        }
        return result;
    }

    /** nginx's error log and standard output, for failure messages. */
    public String log() {
        StringBuilder log = new StringBuilder();
        for (String name : List.of("error.log", "nginx.out")) {
            try {
                Path file = directory.resolve(name);
                if (Files.exists(file)) {
                    log.append(Files.readString(file, StandardCharsets.UTF_8));
                }
            } catch (IOException e) {
                log.append("(").append(name).append(" unreadable)");
            }
        }
        return log.toString();
    }

    /** nginx's access log (written by the configuration's access_log lines into the test directory). */
    public String accessLog(String name) {
        try {
            Path file = directory.resolve(name);
            return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        LocalProcesses.stop(process, java.time.Duration.ofSeconds(10));
    }

    private static String mainConfig(Path dir) {
        // A master started by root hands its workers to "nobody", who cannot enter a test's private
        // temporary directory; so a root test run keeps the workers as root. Otherwise no user change.
        String user = System.getProperty("user.name").equals("root") ? "user root;\n" : "";
        return user + """
        daemon off;
        worker_processes 1;
        pid %1$s/nginx.pid;
        error_log %1$s/error.log warn;
        events { worker_connections 256; }
        http {
          access_log %1$s/access.log;
          client_body_temp_path %1$s/client_body;
          proxy_temp_path %1$s/proxy;
          fastcgi_temp_path %1$s/fastcgi;
          uwsgi_temp_path %1$s/uwsgi;
          scgi_temp_path %1$s/scgi;
          include %1$s/site.conf;
        }
        """.formatted(dir);
    }

    private void awaitListening(int port) {
        try {
            Awaitility.await("nginx listening on port " + port)
                    .atMost(Duration.ofSeconds(15))
                    .pollInterval(Duration.ofMillis(20))
                    // InstanceOf: "connection refused" is a ConnectException, which ignoreException(IOException)
                    // does not ignore (exact class): a first probe before nginx bound its port failed the test.
                    .ignoreExceptionsInstanceOf(IOException.class)
                    .until(() -> {
                        if (!process.isAlive()) {
                            throw new IllegalStateException("nginx exited");
                        }
                        try (Socket probe = new Socket()) {
                            probe.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 500);
                            return true;
                        }
                    });
        } catch (ConditionTimeoutException | IllegalStateException e) {
            close();
            throw new IllegalStateException("nginx did not start on port " + port + ":\n" + log(), e);
        }
    }
}
