package com.firmsite.config;

import com.firmsite.images.ImageLimits;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Command-line flags, each with an environment-variable equivalent {@code FIRMSITE_<NAME>}; a flag
 * wins over the environment. Every option and its default is listed in {@link Option}.
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
        ImageLimits imageLimits) {

    /** Every option: its flag, environment variable, default, and meaning. */
    public enum Option {
        PORT("port", "8080", "TCP port to listen on (0 picks a free one)"),
        BIND("bind", "127.0.0.1", "address to listen on; 0.0.0.0 to expose"),
        CONTENT("content", "(the bundled sample firm)", "content folder to serve"),
        BASE_URL(
                "base-url",
                "site.yaml baseUrl, else http://localhost:<port>",
                "public address, scheme and host, no trailing slash"),
        WATCH("watch", "false", "reload content when files change"),
        CACHE_DIR(
                "cache-dir",
                "(none; the launcher uses target/cache)",
                "start-up cache: keeps the built site, so a restart with unchanged content serves at once"),
        RATE_LIMIT_STORE(
                "rate-limit-store", "memory", "memory, or redis://host:port to share quotas between instances"),
        TRUSTED_PROXY(
                "trusted-proxy", "(none)", "CIDR of a proxy whose Forwarded/X-Forwarded-For is believed; repeatable"),
        LOG_FORMAT("log-format", "text", "text or json"),
        // Protocol limits (docs/decisions.md §3.7); each default is Limits.DEFAULTS, written for people.
        MAX_REQUEST_LINE("max-request-line", "8KiB", "longest request line; longer gets 414"),
        MAX_HEADER_SIZE("max-header-size", "16KiB", "largest request header section; larger gets 431"),
        MAX_HEADER_FIELDS("max-header-fields", "100", "most request header fields; more gets 431"),
        MAX_BODY("max-body", "64KiB", "largest request body; larger gets 413 and the connection is closed"),
        HEADER_TIMEOUT(
                "header-timeout",
                "10s",
                "time allowed to send a request head; slower gets 408 and the connection is closed"),
        IDLE_TIMEOUT("idle-timeout", "60s", "an idle keep-alive connection is closed after this"),
        MAX_CONNECTIONS(
                "max-connections", "10000", "open connections at once; a new one beyond it gets 503 with Retry-After"),
        SHUTDOWN_GRACE("shutdown-grace", "10s", "on SIGTERM, how long requests in flight may take to finish"),
        MAX_CONNECTIONS_PER_CLIENT(
                "max-connections-per-client",
                "1% of --max-connections, at least 16",
                "open connections at once from one address (a --trusted-proxy is not capped); beyond it, 503 with Retry-After"),
        MIN_BODY_RATE(
                "min-body-rate",
                "1KiB",
                "bytes per second a request body must average once --header-timeout has passed; slower gets 408 (0: off)"),
        // Operations: the admin port and https (see Operations).
        ADMIN_PORT("admin-port", "(off)", "port for GET /metrics (Prometheus) and GET /healthz; 0 picks a free one"),
        ADMIN_BIND(
                "admin-bind",
                "127.0.0.1",
                "address of the admin port; another address exposes /metrics and /healthz beyond this machine"),
        TLS_CERT("tls-cert", "(none: plain HTTP)", "PEM certificate chain; with --tls-key, serve https (HTTP/1.1)"),
        TLS_KEY("tls-key", "(none)", "PEM private key (PKCS#8, unencrypted) for --tls-cert"),
        // The editors' preview.
        DRAFTS(
                "drafts",
                "false",
                "editors' preview: also serve drafts and scheduled publications, each with a banner; X-Robots-Tag: noindex on every response"),
        DRAFTS_ON_PUBLIC_ADDRESS(
                "drafts-on-public-address",
                "false",
                "allow --drafts on a --bind that is not a loopback address (the preview is then reachable by others)"),
        // Images (ImageLimits.DEFAULTS): both checked before an image is decoded, by every command.
        MAX_IMAGE_BYTES(
                "max-image-bytes",
                "20000000",
                "largest image file accepted, in bytes; a larger one is a content error at its file"),
        MAX_IMAGE_PIXELS(
                "max-image-pixels",
                "50000000",
                "most pixels (width x height) an image may declare; more is refused before it is decoded");

        final String flag;
        final String defaultValue;
        final String meaning;

        Option(String flag, String defaultValue, String meaning) {
            this.flag = flag;
            this.defaultValue = defaultValue;
            this.meaning = meaning;
        }

        public String flag() {
            return "--" + flag;
        }

        public String environmentVariable() {
            return "FIRMSITE_" + name();
        }

        public String defaultValue() {
            return defaultValue;
        }

        public String meaning() {
            return meaning;
        }

        boolean isSwitch() {
            return this == WATCH || this == DRAFTS || this == DRAFTS_ON_PUBLIC_ADDRESS;
        }

        boolean isRepeatable() {
            return this == TRUSTED_PROXY;
        }
    }

    public static Config parse(String[] args, Map<String, String> environment) throws ConfigException {
        Map<Option, List<String>> values = new LinkedHashMap<>();
        for (Option option : Option.values()) {
            String fromEnvironment = environment.get(option.environmentVariable());
            if (fromEnvironment != null && !fromEnvironment.isBlank()) {
                values.put(
                        option,
                        new ArrayList<>(
                                option.isRepeatable()
                                        ? List.of(fromEnvironment.split("[,\\s]+"))
                                        : List.of(fromEnvironment)));
            }
        }
        List<String> positional = new ArrayList<>();
        Map<Option, Boolean> seenOnCommandLine = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--")) {
                positional.add(arg);
                continue;
            }
            String name = arg.substring(2);
            String value = null;
            int equals = name.indexOf('=');
            if (equals >= 0) {
                value = name.substring(equals + 1);
                name = name.substring(0, equals);
            }
            Option option = find(name);
            if (option.isSwitch()) {
                value = value == null ? "true" : value;
            } else if (value == null) {
                if (i + 1 >= args.length) {
                    throw new ConfigException("--" + name + " needs a value");
                }
                value = args[++i];
            }
            if (seenOnCommandLine.put(option, true) == null) {
                values.put(option, new ArrayList<>());
            }
            values.get(option).add(value);
        }
        String command = positional.isEmpty() ? "serve" : positional.get(0);
        List<String> arguments =
                positional.isEmpty() ? List.of() : List.copyOf(positional.subList(1, positional.size()));
        return new Config(
                command,
                arguments,
                port(one(values, Option.PORT).orElse("8080")),
                one(values, Option.BIND).orElse("127.0.0.1"),
                one(values, Option.CONTENT).map(Path::of),
                baseUrlOption(one(values, Option.BASE_URL)),
                bool(Option.WATCH, one(values, Option.WATCH).orElse("false")),
                one(values, Option.CACHE_DIR).map(Path::of),
                one(values, Option.RATE_LIMIT_STORE).orElse("memory"),
                List.copyOf(values.getOrDefault(Option.TRUSTED_PROXY, List.of())),
                logFormat(one(values, Option.LOG_FORMAT).orElse("text")),
                Limits.from(option -> one(values, option)),
                Operations.from(option -> one(values, option)),
                bool(Option.DRAFTS, one(values, Option.DRAFTS).orElse("false")),
                bool(
                        Option.DRAFTS_ON_PUBLIC_ADDRESS,
                        one(values, Option.DRAFTS_ON_PUBLIC_ADDRESS).orElse("false")),
                imageLimits(one(values, Option.MAX_IMAGE_BYTES), one(values, Option.MAX_IMAGE_PIXELS)));
    }

    /** Each limit as given, else its default; a file of under 1 KB or an image of under 1,000 pixels is too strict to be meant. */
    private static ImageLimits imageLimits(Optional<String> bytes, Optional<String> pixels) throws ConfigException {
        ImageLimits d = ImageLimits.DEFAULTS;
        return new ImageLimits(
                bytes.isEmpty()
                        ? d.maxFileBytes()
                        : Limits.count(Option.MAX_IMAGE_BYTES.flag(), bytes.get(), 1_000, Integer.MAX_VALUE),
                pixels.isEmpty()
                        ? d.maxPixels()
                        : Limits.count(Option.MAX_IMAGE_PIXELS.flag(), pixels.get(), 1_000, Integer.MAX_VALUE));
    }

    private static Optional<String> baseUrlOption(Optional<String> given) throws ConfigException {
        return given.isPresent() ? Optional.of(baseUrl(given.get())) : Optional.empty();
    }

    private static Option find(String name) throws ConfigException {
        for (Option option : Option.values()) {
            if (option.flag.equals(name)) {
                return option;
            }
        }
        throw new ConfigException("unknown option --" + name + " (see firmsite help)");
    }

    private static Optional<String> one(Map<Option, List<String>> values, Option option) throws ConfigException {
        List<String> given = values.get(option);
        if (given == null || given.isEmpty()) {
            return Optional.empty();
        }
        if (given.size() > 1) {
            throw new ConfigException(option.flag() + " given more than once");
        }
        return Optional.of(given.get(0));
    }

    private static int port(String text) throws ConfigException {
        try {
            int port = Integer.parseInt(text);
            if (port < 0 || port > 65535) {
                throw new NumberFormatException();
            }
            return port;
        } catch (NumberFormatException e) {
            throw new ConfigException("--port: expected 0 to 65535, got \"" + text + "\"");
        }
    }

    private static boolean bool(Option option, String text) throws ConfigException {
        return switch (text) {
            case "true", "1", "yes" -> true;
            case "false", "0", "no" -> false;
            default -> throw new ConfigException(option.flag() + ": expected true or false, got \"" + text + "\"");
        };
    }

    private static String logFormat(String text) throws ConfigException {
        if (!text.equals("text") && !text.equals("json")) {
            throw new ConfigException("--log-format: expected text or json, got \"" + text + "\"");
        }
        return text;
    }

    /** Scheme and host (and port), nothing else; one trailing slash is forgiven and removed. */
    public static String baseUrl(String text) throws ConfigException {
        String url = text.endsWith("/") ? text.substring(0, text.length() - 1) : text;
        if (!url.matches("https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?|https?://\\[[0-9A-Fa-f:.]+\\](:[0-9]{1,5})?")) {
            throw new ConfigException(
                    "--base-url: expected scheme and host with no path, like https://www.example.com, got \"" + text
                            + "\"");
        }
        return url;
    }

    /** The usage text, generated from {@link Option} so it cannot drift. */
    public static String usage() {
        StringBuilder usage = new StringBuilder("""
            usage: firmsite [serve|check|export DIR|audit URL|selftest|import wordpress EXPORT.xml|help] [options]

              serve        serve the site (default)
              check        validate the content folder and exit (2 on errors)
              export DIR   write every representation as files under DIR
              audit URL    check a deployed site as agents and scanners see it; exits 1 on a failure
              selftest     start serve on a free loopback port (a cold start, then a restart from the
                           start-up cache; only the restart when --cache-dir already holds the site),
                           check each kind of response, stop
              import wordpress EXPORT.xml --content DIR [--uploads DIR] [--map FILE] [--dry-run] [--force]
                           move a WordPress export into a content folder (docs/wordpress-import.md)

            options (flag, environment variable, default):
            """);
        for (Option option : Option.values()) {
            usage.append(String.format(
                    "  %-24s %-28s %s%n      %s%n",
                    option.flag() + (option.isSwitch() ? "" : " VALUE"),
                    option.environmentVariable(),
                    option.defaultValue,
                    option.meaning));
        }
        return usage.toString();
    }
}
