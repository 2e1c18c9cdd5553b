package com.firmsite;

import com.firmsite.audit.AuditCommand;
import com.firmsite.base.Events;
import com.firmsite.base.NettyLog;
import com.firmsite.base.OutOfMemory;
import com.firmsite.config.Config;
import com.firmsite.config.ConfigException;
import com.firmsite.config.Environment;
import com.firmsite.config.OptionErrors;
import com.firmsite.config.ServerOptions.LogFormat;
import com.firmsite.content.ContentError;
import com.firmsite.content.ContentException;
import com.firmsite.startup.FolderScan;
import com.firmsite.wiring.SiteCommands;
import com.firmsite.wordpress.WordPressImport;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * The command line: parses it (flags, else the environment, else defaults), runs the command it
 * names, and turns what went wrong into a message and an exit status. What the commands build is
 * wired in {@link com.firmsite.wiring}.
 */
public final class Main {
    /** Exit status for invalid content or configuration. */
    public static final int INVALID = 2;
    /**
     * Exit status when the site does not fit in the memory the JVM was given: a setting to change,
     * not a fault that a retry would get past (the systemd units do not restart on it).
     */
    public static final int OUT_OF_MEMORY = 3;

    private Main() {}

    public static void main(String[] args) {
        // Netty 4.2 registers its JFR event types on its first buffer allocation, which sets up JFR's
        // metadata: about 100 ms on the first request. Off unless the operator asks for them.
        if (System.getProperty("io.netty.jfr.enabled") == null) {
            System.setProperty("io.netty.jfr.enabled", "false");
        }
        // picocli's default factory first looks for Groovy's closures, through the whole class path: on a
        // long one (the tests' 200 jars) that opens every jar, megabytes of heap, before any command runs.
        if (System.getProperty("picocli.disable.closures") == null) {
            System.setProperty("picocli.disable.closures", "true");
        }
        // The launcher's guess of the content folder, scanned for its key while picocli parses.
        String scanAhead = System.getProperty("firmsite.scanAhead");
        if (scanAhead != null && !scanAhead.isEmpty()) {
            FolderScan.startAhead(Path.of(scanAhead));
        }
        // Before Netty's first class: its log is firmsite's events (see NettyLog).
        NettyLog.install();
        // A heap too small for the site runs out on whichever thread allocates next: one line says so
        // (run() says what to change); anything else is printed as the JVM would.
        Thread.setDefaultUncaughtExceptionHandler((thread, thrown) -> {
            // While serving, a thread lost to it leaves the server half alive: end it (OutOfMemory).
            OutOfMemory.haltIfArmed(thrown, "thread \"" + thread.getName() + "\"");
            if (thrown instanceof OutOfMemoryError) {
                System.err.println("firmsite: out of memory in thread \"" + thread.getName() + "\" ("
                        + innermostMessage(thrown) + ")");
            } else {
                System.err.print("Exception in thread \"" + thread.getName() + "\" ");
                thrown.printStackTrace(System.err);
            }
        });
        int status = run(args, System.getenv(), System.out, System.err);
        if (status == OUT_OF_MEMORY) {
            // The build's other workers may still hold the heap: System.exit would log the exit first
            // (System.Logger), fail for want of memory, and say so on stderr after the message above.
            Runtime.getRuntime().halt(status);
        }
        if (status >= 0) {
            System.exit(status);
        }
    }

    /**
     * Runs a command line (options from {@code environment} where no flag gives them); returns its
     * exit status, or -1 when a server was started and keeps running.
     */
    public static int run(String[] args, Map<String, String> environment, PrintStream out, PrintStream err) {
        Commands commands = new Commands();
        Environment variables = new Environment(environment);
        ParseResult parsed;
        Config config;
        try {
            parsed = Commands.parse(commands, variables, out, args);
            if (CommandLine.printHelpIfRequested(parsed)) {
                return 0;
            }
            config = commands.config(parsed, variables);
        } catch (ParameterException e) {
            err.println("firmsite: " + OptionErrors.message(e));
            return INVALID;
        } catch (ConfigException e) {
            err.println("firmsite: " + e.getMessage());
            return INVALID;
        }
        Events events = new Events(err, config.logFormat() == LogFormat.JSON);
        // The one clock of the process: what is published "now", and the rate limiter's windows.
        InstantSource clock = InstantSource.system();
        NettyLog.writeTo(events);
        try {
            return switch (config.command()) {
                case "serve" -> SiteCommands.serve(config, clock, events, out);
                case "check" -> SiteCommands.check(config, clock, events, out);
                case "export" -> SiteCommands.export(config, clock, events, out);
                case "selftest" -> SiteCommands.selftest(config, clock, events, out);
                case "audit" ->
                    AuditCommand.run(
                            config.arguments().getFirst(),
                            AuditCommand.Format.valueOf(config.arguments().get(1)),
                            out,
                            err);
                case "import" -> importWordPress(parsed, config, out, err);
                default -> throw new IllegalStateException("no action for the command " + config.command());
            };
        } catch (ContentException e) {
            err.println("firmsite: the content has " + e.errors().size() + " error(s):");
            for (ContentError error : e.errors()) {
                err.println(error);
            }
            return INVALID;
        } catch (ConfigException e) {
            err.println("firmsite: " + e.getMessage());
            return INVALID;
        } catch (IOException | InterruptedException e) {
            events.error("firmsite could not start", e);
            return 1;
        } catch (OutOfMemoryError | RuntimeException e) {
            // Thrown by the build (loading, rendering, encoding the site), often on a worker thread and
            // wrapped in another exception: the innermost message says which memory ran out.
            if (!ranOutOfMemory(e)) {
                throw e;
            }
            err.println(
                    "firmsite: out of memory building the site (" + innermostMessage(e)
                            + "); the JVM's heap ceiling is "
                            + Runtime.getRuntime().maxMemory() / (1024 * 1024)
                            + " MB. Give it more with -Xmx, and -XX:MaxDirectMemorySize for the"
                            + " encoded responses: deploy/jvm.options, which the launcher and the systemd units use, allows 2 GB of heap and 1 GB of direct memory");
            return OUT_OF_MEMORY;
        }
    }

    /**
     * The configuration a command line describes, as {@link #run} reads it: flags, else {@code
     * environment}, else defaults.
     */
    public static Config config(String[] args, Map<String, String> environment) throws ConfigException {
        Commands commands = new Commands();
        Environment variables = new Environment(environment);
        try {
            return commands.config(Commands.parse(commands, variables, System.out, args), variables);
        } catch (ParameterException e) {
            throw new ConfigException(OptionErrors.message(e));
        }
    }

    /** {@code import wordpress EXPORT.xml --content DIR ...} (see {@link WordPressImport}). */
    private static int importWordPress(ParseResult parsed, Config config, PrintStream out, PrintStream err) {
        ParseResult source = parsed.subcommand().subcommand();
        if (source == null) {
            err.println("firmsite import: which source? firmsite import wordpress EXPORT.xml --content DIR");
            return INVALID;
        }
        if (config.site().content().isEmpty()) {
            err.println("firmsite import: --content DIR is required: the content folder to import into");
            return INVALID;
        }
        Commands.WordPress wordPress = (Commands.WordPress) source.commandSpec().userObject();
        return WordPressImport.run(wordPress.options(config.site().content().get()), out, err);
    }

    private static boolean ranOutOfMemory(Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError) {
                return true;
            }
        }
        return false;
    }

    private static String innermostMessage(Throwable thrown) {
        String message = String.valueOf(thrown.getMessage());
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause.getMessage() != null) {
                message = cause.getMessage();
            }
        }
        return message;
    }
}
