package com.firmsite;

import com.firmsite.audit.AuditCommand;
import com.firmsite.config.Config;
import com.firmsite.config.ConfigException;
import com.firmsite.config.Converters;
import com.firmsite.config.Environment;
import com.firmsite.config.LimitOptions;
import com.firmsite.config.OptionErrors;
import com.firmsite.config.OptionTable;
import com.firmsite.config.ServerOptions;
import com.firmsite.wordpress.WordPressImport;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParseResult;

/**
 * firmsite's command line: the commands, their arguments and their options, read by picocli. The
 * global options ({@link ServerOptions}, {@link LimitOptions}) go before or after the command word;
 * no command word means {@code serve}. {@link Main} runs what was asked.
 */
@Command(
        name = "firmsite",
        description = "Publishes a law firm's site, for people and AI agents, from a content folder.",
        scope = CommandLine.ScopeType.INHERIT,
        synopsisSubcommandLabel = "[COMMAND]",
        abbreviateSynopsis = true,
        sortOptions = false,
        usageHelpWidth = 100,
        commandListHeading = "%nCommands (none: serve):%n",
        optionListHeading = "%nOptions (before or after the command word):%n")
final class Commands {
    /**
     * The commands, in the order the help lists them. Added by {@link #parse} rather than
     * named in the annotation, so that a command line can be read with only the command it names.
     */
    private static final List<Class<?>> COMMANDS = List.of(
            Serve.class, Check.class, Export.class, Audit.class, SelfTest.class, Import.class, HelpCommand.class);

    @Mixin
    ServerOptions server = new ServerOptions();

    @Mixin
    LimitOptions limits = new LimitOptions();

    @Mixin
    Help help = new Help();

    /** {@code --help}, on every command but {@code help} (which has its own). */
    static final class Help {
        @Option(
                names = {"-h", "--help"},
                usageHelp = true,
                description = "print this help (firmsite help COMMAND: a command's)")
        boolean requested;
    }

    /**
     * Reads {@code args} into {@code commands}, with {@code environment} as the options' second
     * source.
     *
     * <p>Every command inherits the global options, and picocli reads each option's annotations
     * again for each command it builds: with all seven, building the command line took about 300 ms
     * of a 0.6 s restart on two cores, more than restoring the site. So a command line that names
     * its command (or none, which is serve) is read with only that command. Anything else (the
     * list of commands in the help, a word that is no command, an error) is read with all of
     * them, so that what is printed is what the whole command line says: its messages suggest
     * every command.
     */
    static ParseResult parse(Commands commands, Environment environment, PrintStream out, String[] args) {
        CommandLine root = new CommandLine(commands);
        Optional<Class<?>> named = onlyCommandNeeded(root.getCommandSpec(), args);
        if (named.isPresent()) {
            try {
                return configured(root, List.of(named.get()), environment, out).parseArgs(args);
            } catch (ParameterException e) {
                // Read again below with every command, for the message they make together.
            }
        }
        return parseWithEveryCommand(commands, environment, out, args);
    }

    /** As {@link #parse}, with every command, always. */
    static ParseResult parseWithEveryCommand(
            Commands commands, Environment environment, PrintStream out, String[] args) {
        return configured(new CommandLine(commands), COMMANDS, environment, out).parseArgs(args);
    }

    /**
     * {@code commandLine} with {@code subcommands} and firmsite's settings; the settings come after
     * the commands, as picocli gives them only to the commands already added.
     */
    private static CommandLine configured(
            CommandLine commandLine, List<Class<?>> subcommands, Environment environment, PrintStream out) {
        subcommands.forEach(commandLine::addSubcommand);
        commandLine
                .setDefaultValueProvider(environment)
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
        OptionTable.useInHelp(commandLine);
        return commandLine;
    }

    /**
     * The one command {@code args} needs: the command its command word names, or serve when it
     * has none; empty when it asks for the list of commands ({@code --help}, {@code help}) or its
     * first word is no command. The command word is the first argument that is neither an option
     * nor the value of one.
     */
    private static Optional<Class<?>> onlyCommandNeeded(CommandSpec root, String[] args) {
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("-h") || arg.equals("--help")) {
                return Optional.empty();
            }
            if (!arg.startsWith("-")) {
                return COMMANDS.stream()
                        .filter(command -> command != HelpCommand.class)
                        .filter(command -> name(command).equals(arg))
                        .findFirst();
            }
            // picocli refuses a command's name as an option's value; only every command says so.
            if (arg.contains("=")) {
                if (isCommandName(arg.substring(arg.indexOf('=') + 1))) {
                    return Optional.empty();
                }
                continue;
            }
            Optional<OptionSpec> option = Optional.ofNullable(root.findOption(arg));
            if (option.isPresent() && option.get().arity().max() > 0) {
                i++;
                if (i < args.length && isCommandName(args[i])) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of(COMMANDS.getFirst());
    }

    private static boolean isCommandName(String word) {
        return COMMANDS.stream().anyMatch(command -> name(command).equals(word));
    }

    private static String name(Class<?> command) {
        return command.getAnnotation(Command.class).name();
    }

    /** The configuration of a parsed command line; values outside their bounds are refused. */
    Config config(ParseResult parsed, Environment environment) throws ConfigException {
        OptionErrors.checkBounds(parsed, environment);
        return server.config(command(parsed), arguments(parsed), limits);
    }

    /** The command word; none is serve. */
    private static String command(ParseResult parsed) {
        return parsed.hasSubcommand() ? parsed.subcommand().commandSpec().name() : "serve";
    }

    /** The command's arguments: export's folder, audit's URL and format. */
    private static List<String> arguments(ParseResult parsed) {
        if (!parsed.hasSubcommand()) {
            return List.of();
        }
        return switch (parsed.subcommand().commandSpec().userObject()) {
            case Export export -> List.of(export.dir.toString());
            case Audit audit -> List.of(audit.url, audit.format.name());
            default -> List.of();
        };
    }

    /** The tables of the README and docs/, by name: the global options, the limits, the import's. */
    static Map<String, String> tables() {
        CommandLine commandLine = new CommandLine(new Commands());
        COMMANDS.forEach(commandLine::addSubcommand);
        return Map.of(
                "options",
                        OptionTable.markdown(commandLine
                                .getCommandSpec()
                                .mixins()
                                .get("server")
                                .options()),
                "limits",
                        OptionTable.markdown(commandLine
                                .getCommandSpec()
                                .mixins()
                                .get("limits")
                                .options()),
                "import wordpress",
                        OptionTable.markdown(commandLine
                                .getSubcommands()
                                .get("import")
                                .getSubcommands()
                                .get("wordpress")
                                .getCommandSpec()
                                .options()
                                .stream()
                                .filter(option -> !option.inherited() && !option.usageHelp())
                                .toList()));
    }

    @Command(name = "serve", description = "serve the site (the default command)", abbreviateSynopsis = true)
    static final class Serve {
        @Mixin
        Help help = new Help();
    }

    @Command(
            name = "check",
            description = "validate the content folder and exit (2 on errors); list the scheduled publications",
            abbreviateSynopsis = true)
    static final class Check {
        @Mixin
        Help help = new Help();
    }

    @Command(
            name = "export",
            description = "write every representation as files under DIR, for another server to serve the same bytes",
            abbreviateSynopsis = true)
    static final class Export {
        @Mixin
        Help help = new Help();

        @Parameters(
                paramLabel = "DIR",
                description = "an empty folder, or an earlier export (files it wrote and the site no longer has go)")
        Path dir = Path.of("");
    }

    @Command(
            name = "audit",
            description = "check a deployed site as agents and scanners see it; exits 1 on a failure",
            abbreviateSynopsis = true)
    static final class Audit {
        @Mixin
        Help help = new Help();

        @Parameters(
                paramLabel = "URL",
                converter = Converters.BaseUrl.class,
                description = "the site's public base URL, like https://www.example.com")
        String url = "";

        @Option(
                names = "--format",
                paramLabel = "FORMAT",
                description = "text (a line per check, as they are made) or json (one document at the end, for CI)")
        AuditCommand.Format format = AuditCommand.Format.text;
    }

    @Command(
            name = "selftest",
            description = {
                "start serve on a free loopback port (a cold start, then a restart from the start-up cache; only"
                        + " the restart when --cache-dir already holds the site), check each kind of response, stop"
            },
            abbreviateSynopsis = true)
    static final class SelfTest {
        @Mixin
        Help help = new Help();
    }

    @Command(
            name = "import",
            description = "move a site into a content folder: firmsite import wordpress EXPORT.xml --content DIR",
            synopsisSubcommandLabel = "SOURCE",
            commandListHeading = "%nSources:%n",
            abbreviateSynopsis = true,
            subcommands = WordPress.class)
    static final class Import {
        @Mixin
        Help help = new Help();
    }

    @Command(
            name = "wordpress",
            description = {
                "move a WordPress export into the content folder given by --content (docs/wordpress-import.md);"
                        + " exits 0 when the folder passes check afterwards, 1 with warnings, 2 on unusable input"
            },
            abbreviateSynopsis = true,
            sortOptions = false)
    static final class WordPress {
        @Mixin
        Help help = new Help();

        @Parameters(paramLabel = "EXPORT.xml", description = "the file of Tools > Export > All content")
        Path export = Path.of("");

        @Option(
                names = "--uploads",
                paramLabel = "DIR",
                description = "the old site's wp-content/uploads, to copy images from")
        Path uploads;

        @Option(
                names = "--map",
                paramLabel = "FILE",
                description = "categories and tags to practice areas or publication types, authors to team members")
        Path map;

        @Option(names = "--dry-run", description = "write nothing; print the same report")
        boolean dryRun;

        @Option(names = "--force", description = "replace files that exist with other content (never without it)")
        boolean force;

        WordPressImport.Options options(Path content) {
            return new WordPressImport.Options(
                    export, content, Optional.ofNullable(uploads), Optional.ofNullable(map), dryRun, force);
        }
    }
}
