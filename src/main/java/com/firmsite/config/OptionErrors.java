package com.firmsite.config;

import java.lang.reflect.Field;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A command line that cannot be used, said in one line that names the option: {@code --port:
 * expected a number from 0 to 65535, got "eighty"}. Values outside an option's {@link Bounds} are
 * refused here, after picocli has read them, wherever they came from (a flag, the environment).
 */
public final class OptionErrors {
    private OptionErrors() {}

    /** Refuses the first value, among the options of {@code parsed}'s command, outside its {@link Bounds}. */
    public static void checkBounds(ParseResult parsed, Environment environment) throws ConfigException {
        for (OptionSpec option : parsed.commandSpec().options()) {
            Optional<Bounds> bounds = bounds(option);
            Object value = option.getValue();
            if (bounds.isEmpty() || value == null) {
                continue;
            }
            if (compare(value, read(option, bounds.get().min())) < 0
                    || compare(value, read(option, bounds.get().max())) > 0) {
                throw new ConfigException(outOfBounds(option, bounds.get(), given(parsed, option, environment)));
            }
        }
    }

    /**
     * The one line that says what is wrong with the command line, without the "firmsite: " prefix:
     * the option's flag (the same for every command), else the command's words, then the reason.
     */
    public static String message(ParameterException e) {
        ArgSpec argument = e.getArgSpec();
        if (argument instanceof OptionSpec option && e.getCause() instanceof TypeConversionException conversion) {
            Optional<Bounds> bounds = bounds(option);
            return bounds.isPresent()
                    ? outOfBounds(option, bounds.get(), e.getValue())
                    : option.longestName() + ": " + conversion.getMessage();
        }
        String command = e.getCommandLine().getCommandSpec().qualifiedName(" ");
        String words = command.contains(" ") ? command.substring(command.indexOf(' ') + 1) + ": " : "";
        if (e.getCause() instanceof TypeConversionException conversion) {
            return words + conversion.getMessage();
        }
        if (e instanceof UnmatchedArgumentException unmatched
                && !unmatched.getSuggestions().isEmpty()) {
            return words + e.getMessage() + " (did you mean " + String.join(" or ", unmatched.getSuggestions()) + "?)";
        }
        return words + e.getMessage();
    }

    private static Optional<Bounds> bounds(OptionSpec option) {
        return option.userObject() instanceof Field field
                ? Optional.ofNullable(field.getAnnotation(Bounds.class))
                : Optional.empty();
    }

    private static String outOfBounds(OptionSpec option, Bounds bounds, String given) {
        return option.longestName() + ": expected " + kind(option) + " from " + bounds.min() + " to " + bounds.max()
                + ", got \"" + given + "\"";
    }

    private static String kind(OptionSpec option) {
        if (option.type() == Duration.class) {
            return "a duration";
        }
        return List.of(option.converters()).stream().anyMatch(Converters.Size.class::isInstance)
                ? "a size"
                : "a number";
    }

    /** The text the value was read from: the last flag given, else the environment's. */
    private static String given(ParseResult parsed, OptionSpec option, Environment environment) {
        for (ParseResult command = parsed; command != null; command = command.subcommand()) {
            OptionSpec matched = command.matchedOption(option.longestName());
            if (matched != null) {
                return matched.stringValues().getLast();
            }
        }
        return String.valueOf(environment.defaultValue(option));
    }

    /** A bound, read as the option reads its values. */
    private static Object read(OptionSpec option, String text) {
        ITypeConverter<?>[] converters = option.converters();
        try {
            return converters.length > 0 ? converters[0].convert(text) : Long.valueOf(text);
        } catch (Exception e) {
            throw new IllegalStateException("the bound " + text + " of " + option.longestName() + " is unreadable", e);
        }
    }

    private static int compare(Object value, Object bound) {
        if (value instanceof Number number && bound instanceof Number limit) {
            return Long.compare(number.longValue(), limit.longValue());
        }
        if (value instanceof Duration duration && bound instanceof Duration limit) {
            return duration.compareTo(limit);
        }
        throw new IllegalStateException("no order between " + value + " and " + bound);
    }
}
