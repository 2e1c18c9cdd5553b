package com.firmsite;

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
import picocli.CommandLine.Option;
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
        optionListHeading = "%nOptions (before or after the command word):%n",
        subcommands = {
            Commands.Serve.class,
            Commands.Check.class,
            Commands.Export.class,
            Commands.Audit.class,
            Commands.SelfTest.class,
            Commands.Import.class,
            HelpCommand.class
        })
final class Commands {
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

    /** The command line of {@code commands}, with {@code environment} as the options' second source. */
    static CommandLine commandLine(Commands commands, Environment environment, PrintStream out) {
        CommandLine commandLine = new CommandLine(commands)
                .setDefaultValueProvider(environment)
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
        OptionTable.useInHelp(commandLine);
        return commandLine;
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

    /** The command's arguments: export's folder, audit's URL. */
    private static List<String> arguments(ParseResult parsed) {
        if (!parsed.hasSubcommand()) {
            return List.of();
        }
        return switch (parsed.subcommand().commandSpec().userObject()) {
            case Export export -> List.of(export.dir.toString());
            case Audit audit -> List.of(audit.url);
            default -> List.of();
        };
    }

    /** The tables of the README and docs/, by name: the global options, the limits, the import's. */
    static Map<String, String> tables() {
        CommandLine commandLine = new CommandLine(new Commands());
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
