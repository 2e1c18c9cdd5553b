package com.firmsite.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code firmsite serve} as a child JVM, started the way an operator starts it (through {@code
 * Main}, with flags and environment), its standard output and error kept in files.
 */
public final class ChildFirmsite implements AutoCloseable {
    private final Process process;
    private final Path out;
    private final Path err;

    private ChildFirmsite(Process process, Path out, Path err) {
        this.process = process;
        this.out = out;
        this.err = err;
    }

    /**
     * Starts {@code firmsite serve ARGS} and waits until it says it is serving (at most 90 s). Give
     * {@code --port 0} (and {@code --admin-port 0}): the child reports the ports it bound ({@link
     * #port()}, {@link #adminPort()}).
     */
    public static ChildFirmsite serve(Path logs, Map<String, String> environment, String... args) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx192m",
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "--enable-native-access=ALL-UNNAMED",
                "--sun-misc-unsafe-memory-access=allow",
                "-cp",
                System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                "com.firmsite.Main",
                "serve"));
        command.addAll(List.of(args));
        Path out = logs.resolve("stdout.log");
        Path err = logs.resolve("stderr.log");
        try {
            ProcessBuilder builder =
                    new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().keySet().removeIf(name -> name.startsWith("FIRMSITE_"));
            builder.environment().putAll(environment);
            ChildFirmsite child = new ChildFirmsite(builder.start(), out, err);
            child.awaitLog("serving ", 90);
            return child;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Waits until standard error contains {@code text}; fails with the log when it does not. */
    public void awaitLog(String text, int seconds) {
        LocalProcesses.awaitLog(process, err, text, java.time.Duration.ofSeconds(seconds));
    }

    /** The port the child listens on, from its start line. */
    public int port() {
        return LocalProcesses.servingPort(err);
    }

    /** The admin port the child listens on, from its start line. */
    public int adminPort() {
        return LocalProcesses.adminPort(err);
    }

    public String stdout() {
        return LocalProcesses.read(out);
    }

    public String stderr() {
        return LocalProcesses.read(err);
    }

    public Process process() {
        return process;
    }

    /** SIGTERM, then at most 30 s for the drain. */
    @Override
    public void close() {
        LocalProcesses.stop(process, java.time.Duration.ofSeconds(30));
    }
}
