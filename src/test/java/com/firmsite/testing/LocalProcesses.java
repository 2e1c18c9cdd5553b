package com.firmsite.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * What every test that starts a server (in process or as a child process) needs: a port, its
 * start awaited in its log, a clean stop.
 */
public final class LocalProcesses {
    private LocalProcesses() {}

    /** A TCP port free on loopback a moment ago. */
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
        long deadline = System.nanoTime() + within.toNanos();
        while (!read(log).contains(text)) {
            if (System.nanoTime() > deadline || !process.isAlive()) {
                throw new IllegalStateException("no \"" + text + "\" in the log; exit "
                        + (process.isAlive() ? "none" : process.exitValue()) + "; log:\n" + read(log));
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
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
