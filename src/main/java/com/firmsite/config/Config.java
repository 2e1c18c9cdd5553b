package com.firmsite.config;

import com.firmsite.config.ServerOptions.LogFormat;
import java.util.List;

/**
 * What a command runs with: the command word, its arguments, and every global option's value (a
 * flag, else its environment variable {@code FIRMSITE_<NAME>}, else its default), grouped by what
 * they decide. Built from the command line by {@link ServerOptions#config}; each option is declared
 * there and in {@link LimitOptions}.
 *
 * @param site what the built site depends on (every command that builds it)
 * @param serve how {@code firmsite serve} listens and what it accepts
 * @param operations the admin port and https
 * @param logFormat the access log's and the events' format
 */
public record Config(
        String command,
        List<String> arguments,
        SiteOptions site,
        ServeOptions serve,
        Operations operations,
        LogFormat logFormat) {

    public Config {
        arguments = List.copyOf(arguments);
    }
}
