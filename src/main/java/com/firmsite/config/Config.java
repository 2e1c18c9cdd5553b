package com.firmsite.config;

import com.firmsite.images.ImageLimits;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What a command runs with: the command word, its arguments, and every global option's value (a
 * flag, else its environment variable {@code FIRMSITE_<NAME>}, else its default). Built from the
 * command line by {@link ServerOptions#config}; each option is declared there and in {@link
 * LimitOptions}.
 */
public record Config(
        String command,
        List<String> arguments,
        int port,
        String bind,
        Optional<Path> content,
        Optional<String> baseUrl,
        boolean watch,
        Optional<Path> cacheDir,
        String rateLimitStore,
        List<String> trustedProxies,
        String logFormat,
        Limits limits,
        Operations operations,
        boolean drafts,
        boolean draftsOnPublicAddress,
        ImageLimits imageLimits,
        int maxMarkdownDepth) {}
