package com.firmsite.config;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ScopeType;

/**
 * The environment as picocli's defaults: each global option (one every command takes, declared with
 * {@code scope = INHERIT}) {@code --some-name} is also the variable {@code FIRMSITE_SOME_NAME}. A
 * flag wins over the environment, the environment over the option's {@code defaultValue}. A
 * command's own options (those of {@code import wordpress}) have no variable.
 */
public final class Environment implements IDefaultValueProvider {
    private final Map<String, String> variables;

    public Environment(Map<String, String> variables) {
        this.variables = Map.copyOf(variables);
    }

    /** The option's variable, for the global options. */
    public static Optional<String> variable(OptionSpec option) {
        if (option.scopeType() != ScopeType.INHERIT) {
            return Optional.empty();
        }
        return Optional.of("FIRMSITE_"
                + option.longestName().substring(2).replace('-', '_').toUpperCase(Locale.ROOT));
    }

    @Override
    public String defaultValue(ArgSpec argument) {
        if (!(argument instanceof OptionSpec option)) {
            return null;
        }
        return variable(option)
                .map(variables::get)
                .filter(value -> !value.isBlank())
                .orElse(null);
    }
}
