package com.firmsite.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionTimeoutException;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.exceptions.JedisConnectionException;

/**
 * A real {@code redis-server} on a free loopback port, in a temporary directory, persisting
 * nothing. It can be stopped and started again on the same port to simulate an outage.
 */
public final class RedisServer implements AutoCloseable {
    private static final String EXECUTABLE = "/usr/bin/redis-server";
    private final int port;
    private final Path directory;
    private Process process;

    private RedisServer(int port, Path directory) {
        this.port = port;
        this.directory = directory;
    }

    public static RedisServer start() {
        try {
            RedisServer redis = new RedisServer(LocalProcesses.freePort(), Files.createTempDirectory("firmsite-redis"));
            redis.startProcess();
            return redis;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public int port() {
        return port;
    }

    /** {@code redis://127.0.0.1:PORT}, as {@code --rate-limit-store} takes it. */
    public String uri() {
        return "redis://127.0.0.1:" + port;
    }

    /** Stops the server (an outage); {@link #restart()} brings it back, empty, on the same port. */
    public void stop() {
        if (process == null) {
            return;
        }
        LocalProcesses.stop(process, java.time.Duration.ofSeconds(5));
        process = null;
    }

    public void restart() {
        stop();
        startProcess();
    }

    public void flushAll() {
        try (Jedis jedis = new Jedis("127.0.0.1", port)) {
            jedis.flushAll();
        }
    }

    /** Stops the server and deletes its directory. */
    @Override
    public void close() {
        stop();
        try (var files = Files.walk(directory)) {
            files.sorted(java.util.Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            // A leftover temporary directory is harmless.
        }
    }

    private void startProcess() {
        List<String> command = List.of(
                EXECUTABLE,
                "--port",
                Integer.toString(port),
                "--bind",
                "127.0.0.1",
                "--dir",
                directory.toString(),
                "--save",
                "",
                "--appendonly",
                "no",
                "--daemonize",
                "no");
        try {
            process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(directory.resolve("redis.log").toFile())
                    .start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + EXECUTABLE + " (./run-tests installs it)", e);
        }
        awaitReady(Duration.ofSeconds(10));
    }

    private void awaitReady(Duration limit) {
        try {
            Awaitility.await("redis-server answering on port " + port)
                    .atMost(limit)
                    .pollInterval(Duration.ofMillis(20))
                    .ignoreException(JedisConnectionException.class)
                    .until(() -> {
                        if (!process.isAlive()) {
                            throw new IllegalStateException("redis-server exited");
                        }
                        try (Jedis jedis = new Jedis("127.0.0.1", port)) {
                            jedis.ping();
                            return true;
                        }
                    });
        } catch (ConditionTimeoutException | IllegalStateException e) {
            stop();
            throw new IllegalStateException(
                    "redis-server did not start on port " + port + "; see " + directory.resolve("redis.log"), e);
        }
    }
}
