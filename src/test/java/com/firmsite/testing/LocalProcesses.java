package com.firmsite.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionTimeoutException;

/**
 * What every test that starts a server (in process or as a child process) needs: a port, its
 * start awaited in its log, a clean stop.
 */
public final class LocalProcesses {
    private LocalProcesses() {}

    /**
     * A TCP port free on loopback a moment ago, for a server that cannot report the port it bound
     * (nginx, redis-server): another process may take it before that server binds it. A firmsite
     * listens on port 0 instead and reports its port ({@link #servingPort}).
     */
    public static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Waits until {@code log} contains {@code text}; fails with the log when the process exits first
     * or {@code within} passes.
     */
    public static void awaitLog(Process process, Path log, String text, Duration within) {
        try {
            Awaitility.await("\"" + text + "\" in " + log)
                    .atMost(within)
                    .pollInterval(Duration.ofMillis(50))
                    .until(() -> {
                        if (read(log).contains(text)) {
                            return true;
                        }
                        if (!process.isAlive()) {
                            throw new IllegalStateException("exited with " + process.exitValue() + " first");
                        }
                        return false;
                    });
        } catch (ConditionTimeoutException | IllegalStateException e) {
            throw new IllegalStateException(
                    "no \"" + text + "\" in the log (" + e.getMessage() + "); exit "
                            + (process.isAlive() ? "none" : process.exitValue()) + "; log:\n" + read(log),
                    e);
        }
    }

    /**
     * The port a {@code firmsite serve} listens on, as its start line tells it ("serving URL
     * (listening on port N, ...)"): with {@code --port 0} the system picked it.
     */
    public static int servingPort(Path log) {
        return logged(log, SERVING_PORT);
    }

    /** The admin port, as the start tells it ("admin port: ... on ADDRESS:N"), with {@code --admin-port 0}. */
    public static int adminPort(Path log) {
        return logged(log, ADMIN_PORT);
    }

    private static final Pattern SERVING_PORT = Pattern.compile("\\(listening on port (\\d+),");
    private static final Pattern ADMIN_PORT = Pattern.compile("admin port: .* on \\S+:(\\d+)");

    private static int logged(Path log, Pattern pattern) {
        Matcher matcher = pattern.matcher(read(log));
        if (!matcher.find()) {
            throw new IllegalStateException("no " + pattern + " in the log:\n" + read(log));
        }
        return Integer.parseInt(matcher.group(1));
    }

    /**
     * Whether connections to {@code port} on loopback are refused by the kernel (its listener is
     * closed) within {@code limit}; each probe the port still accepts is closed again.
     */
    public static boolean refusedWithin(int port, Duration limit) {
        try {
            Awaitility.await("connections to port " + port + " refused")
                    .atMost(limit)
                    .pollInterval(Duration.ofMillis(5))
                    .until(() -> {
                        try (Socket probe = new Socket()) {
                            probe.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1000);
                            return false;
                        } catch (ConnectException refused) {
                            return true;
                        }
                    });
            return true;
        } catch (ConditionTimeoutException e) {
            return false;
        }
    }

    /** A log file as it is now: empty before it exists. */
    public static String read(Path log) {
        try {
            return Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            return "(unreadable: " + e + ")";
        }
    }

    /** SIGTERM, at most {@code grace} to exit, then SIGKILL: a test never leaves a process behind. */
    public static void stop(Process process, Duration grace) {
        process.destroy();
        try {
            if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
