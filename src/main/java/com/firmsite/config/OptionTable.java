package com.firmsite.config;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Ansi.Text;
import picocli.CommandLine.IHelpSectionRenderer;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * The options as people read them, from their declarations: each option's environment variable and
 * default added to picocli's help, and the Markdown tables of the README and docs/ (tests check
 * that those documents hold exactly these tables).
 */
public final class OptionTable {
    private static final String DEFAULT = "Default: ";

    private OptionTable() {}

    /**
     * Every command's help lists its commands before its options, and under each option its
     * environment variable and its default.
     */
    public static void useInHelp(CommandLine commandLine) {
        Map<String, IHelpSectionRenderer> sections = commandLine.getHelpSectionMap();
        sections.put(UsageMessageSpec.SECTION_KEY_OPTION_LIST, OptionTable::optionList);
        commandLine.setHelpSectionMap(sections);
        List<String> keys = new ArrayList<>(commandLine.getHelpSectionKeys());
        List<String> commands =
                List.of(UsageMessageSpec.SECTION_KEY_COMMAND_LIST_HEADING, UsageMessageSpec.SECTION_KEY_COMMAND_LIST);
        keys.removeAll(commands);
        keys.addAll(keys.indexOf(UsageMessageSpec.SECTION_KEY_PARAMETER_LIST_HEADING), commands);
        commandLine.setHelpSectionKeys(keys);
    }

    /**
     * A Markdown table of {@code options}: flag, environment variable, default and meaning for the
     * global options; flag and meaning for a command's own.
     */
    public static String markdown(List<OptionSpec> options) {
        boolean global =
                options.stream().allMatch(option -> Environment.variable(option).isPresent());
        StringBuilder table = new StringBuilder(
                global
                        ? "| option | environment | default | meaning |\n| --- | --- | --- | --- |\n"
                        : "| option | meaning |\n| --- | --- |\n");
        for (OptionSpec option : options) {
            table.append("| `").append(flag(option)).append("` | ");
            if (global) {
                table.append('`')
                        .append(Environment.variable(option).orElseThrow())
                        .append("` | ")
                        .append(defaultValue(option))
                        .append(" | ");
            }
            table.append(meaning(option)).append(" |\n");
        }
        return table.toString();
    }

    private static String flag(OptionSpec option) {
        return option.arity().max() == 0 ? option.longestName() : option.longestName() + " " + option.paramLabel();
    }

    private static String defaultValue(OptionSpec option) {
        if (option.defaultValue() != null) {
            return "`" + option.defaultValue() + "`";
        }
        return described(option).orElse("");
    }

    /** The default said in words: the description line that starts with "Default: ". */
    private static Optional<String> described(OptionSpec option) {
        return Arrays.stream(option.description())
                .filter(line -> line.startsWith(DEFAULT))
                .map(line -> line.substring(DEFAULT.length()))
                .findFirst();
    }

    private static String meaning(OptionSpec option) {
        return Arrays.stream(option.description())
                .filter(line -> !line.startsWith(DEFAULT))
                .collect(Collectors.joining(" "));
    }

    private static String optionList(Help help) {
        Help.Layout plain = help.createDefaultLayout();
        Help.IOptionRenderer described = help.createDefaultOptionRenderer();
        Help.IOptionRenderer renderer = (option, labels, scheme) -> {
            Text[][] rows = described.render(option, labels, scheme);
            List<String> notes = new ArrayList<>();
            if (option.defaultValue() != null) {
                notes.add(DEFAULT + option.defaultValue());
            }
            Environment.variable(option).ifPresent(variable -> notes.add("Environment: " + variable));
            Text[][] more = Arrays.copyOf(rows, rows.length + notes.size());
            for (int i = 0; i < notes.size(); i++) {
                Text[] row = new Text[rows[0].length];
                Arrays.fill(row, scheme.text(""));
                row[row.length - 1] = scheme.text(notes.get(i));
                more[rows.length + i] = row;
            }
            return more;
        };
        Help.Layout layout =
                new Help.Layout(help.colorScheme(), plain.textTable(), renderer, help.createDefaultParameterRenderer());
        return help.optionList(layout, null, help.parameterLabelRenderer());
    }
}
