package com.firmsite.config;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * The options of the site and its server, taken by every command ({@code scope = INHERIT}: before
 * or after the command word). Each is declared once here: its flag, its environment variable
 * (derived from the flag, see {@link Environment}), its default and its meaning, from which the
 * help and the README's options table are made ({@link OptionTable}). A default that is not a
 * value is said in words, in a description line starting with "Default: ".
 */
public final class ServerOptions {
    /** Access log and events: lines for people, or one JSON object per line. */
    public enum LogFormat {
        TEXT,
        JSON
    }

    @Option(
            names = "--port",
            paramLabel = "N",
            defaultValue = "8080",
            scope = ScopeType.INHERIT,
            description = "TCP port to listen on (0 picks a free one)")
    @Bounds(min = "0", max = "65535")
    int port;

    @Option(
            names = "--bind",
            paramLabel = "ADDR",
            defaultValue = "127.0.0.1",
            scope = ScopeType.INHERIT,
            description = "listen address; 0.0.0.0 to expose")
    String bind = "";

    @Option(
            names = "--content",
            paramLabel = "DIR",
            scope = ScopeType.INHERIT,
            description = {"content folder", "Default: the bundled sample firm"})
    Path content;

    @Option(
            names = "--base-url",
            paramLabel = "URL",
            converter = Converters.BaseUrl.class,
            scope = ScopeType.INHERIT,
            description = {
                "public address: scheme and host, no path, no trailing slash. Every absolute URL firmsite writes"
                        + " starts with it; the request's Host is never used",
                "Default: baseUrl of site.yaml, else http://localhost:PORT (https with --tls-cert)"
            })
    String baseUrl;

    @Option(
            names = "--watch",
            converter = Converters.Switch.class,
            scope = ScopeType.INHERIT,
            description = {
                "rebuild the snapshot when content changes; a broken edit keeps the last good version serving",
                "Default: off"
            })
    boolean watch;

    @Option(
            names = "--cache-dir",
            paramLabel = "DIR",
            scope = ScopeType.INHERIT,
            description = {
                "start-up cache: the built snapshot is saved here, and a restart whose content, options and"
                        + " firmsite build are unchanged serves it at once instead of building the site again",
                "Default: none (./firmsite passes target/cache)"
            })
    Path cacheDir;

    @Option(
            names = "--rate-limit-store",
            paramLabel = "STORE",
            defaultValue = "memory",
            scope = ScopeType.INHERIT,
            description = "memory, or redis://host:port to share /api/ quotas between instances")
    String rateLimitStore = "";

    @Option(
            names = "--trusted-proxy",
            paramLabel = "CIDR",
            split = "[,\\s]+",
            splitSynopsisLabel = ",",
            scope = ScopeType.INHERIT,
            description = {
                "proxy whose Forwarded/X-Forwarded-For is believed; repeatable, or comma-separated",
                "Default: none"
            })
    List<String> trustedProxies = new ArrayList<>();

    @Option(
            names = "--log-format",
            paramLabel = "FORMAT",
            defaultValue = "text",
            scope = ScopeType.INHERIT,
            description = "text or json, for the access log (stdout) and events (stderr); each access-log line"
                    + " ends with the response's X-Request-Id")
    LogFormat logFormat = LogFormat.TEXT;

    @Option(
            names = "--admin-port",
            paramLabel = "N",
            scope = ScopeType.INHERIT,
            description = {
                "serve GET /metrics (Prometheus) and GET /healthz on this port (0 picks a free one); never on the"
                        + " public port. Without it no request metrics are kept",
                "Default: off"
            })
    @Bounds(min = "0", max = "65535")
    Integer adminPort;

    @Option(
            names = "--admin-bind",
            paramLabel = "ADDR",
            scope = ScopeType.INHERIT,
            description = {
                "listen address of the admin port: loopback unless said otherwise, whatever --bind is",
                "Default: 127.0.0.1"
            })
    String adminBind;

    @Option(
            names = "--tls-cert",
            paramLabel = "FILE",
            scope = ScopeType.INHERIT,
            description = {
                "PEM certificate chain; with --tls-key, firmsite serves https itself (TLS 1.3/1.2, HTTP/1.1"
                        + " only; HTTP/2 comes from a proxy in front)",
                "Default: none (plain HTTP)"
            })
    Path tlsCert;

    @Option(
            names = "--tls-key",
            paramLabel = "FILE",
            scope = ScopeType.INHERIT,
            description = {
                "PEM private key for --tls-cert, unencrypted PKCS#8 (BEGIN PRIVATE KEY); checked against the"
                        + " certificate at start",
                "Default: none"
            })
    Path tlsKey;

    @Option(
            names = "--drafts",
            converter = Converters.Switch.class,
            scope = ScopeType.INHERIT,
            description = {
                "editors' preview: also serves drafts and scheduled publications, each with a banner;"
                        + " X-Robots-Tag: noindex on every response; never in sitemaps or feeds. Refuses an address"
                        + " that is not loopback",
                "Default: off"
            })
    boolean drafts;

    @Option(
            names = "--drafts-on-public-address",
            converter = Converters.Switch.class,
            scope = ScopeType.INHERIT,
            description = {"lets --drafts listen on a --bind that is not a loopback address, on purpose", "Default: off"
            })
    boolean draftsOnPublicAddress;

    /** The configuration these options and {@code limits} describe, for {@code command} and its arguments. */
    public Config config(String command, List<String> arguments, LimitOptions limits) throws ConfigException {
        return new Config(
                command,
                arguments,
                new SiteOptions(
                        Optional.ofNullable(content),
                        Optional.ofNullable(baseUrl),
                        Optional.ofNullable(cacheDir),
                        drafts,
                        limits.imageLimits(),
                        limits.maxMarkdownDepth()),
                new ServeOptions(
                        port, bind, watch, draftsOnPublicAddress, rateLimitStore, trustedProxies, limits.limits()),
                operations(),
                logFormat);
    }

    private Operations operations() throws ConfigException {
        if ((tlsCert == null) != (tlsKey == null)) {
            throw new ConfigException("--tls-cert and --tls-key go together: give both, or neither for plain HTTP");
        }
        if (adminBind != null && adminPort == null) {
            throw new ConfigException("--admin-bind needs --admin-port");
        }
        return new Operations(
                adminPort == null ? OptionalInt.empty() : OptionalInt.of(adminPort),
                Optional.ofNullable(adminBind),
                Optional.ofNullable(tlsCert),
                Optional.ofNullable(tlsKey));
    }
}
