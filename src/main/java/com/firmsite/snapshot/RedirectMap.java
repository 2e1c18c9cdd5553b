package com.firmsite.snapshot;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The site's redirects as an nginx include, written by {@code firmsite export} beside the files:
 * one {@code map} per status from the request's path ({@code $uri}: decoded, without the query)
 * to the absolute {@code Location} firmsite sends, so that nginx serving the export answers every
 * redirect as firmsite does. deploy/nginx/firmsite-static.conf includes it (in the http block) and
 * returns the status of whichever variable is set.
 *
 * <p>Each path is a regular expression, {@code ~^/old/?$}: nginx compares a map's plain strings
 * without regard to case (measured: {@code /Old-About} matched {@code /old-about}), where firmsite's
 * paths are case-sensitive; the optional slash is redirects.yaml's trailing slash, the same path.
 */
public final class RedirectMap {
    /** The file's name in the export; the static nginx configuration refuses to serve it. */
    public static final String FILE = "nginx-redirects.conf";
    /** The statuses a redirect may have; each has its own variable, {@code $firmsite_redirect_<status>}. */
    public static final List<Integer> STATUSES = List.of(301, 302, 307, 308);

    private RedirectMap() {}

    /** Writes the map of {@code snapshot}'s redirects to {@code dir}/{@value #FILE}. */
    public static void write(Snapshot snapshot, Path dir) throws IOException {
        Files.writeString(dir.resolve(FILE), render(snapshot), StandardCharsets.UTF_8);
    }

    static String render(Snapshot snapshot) {
        Map<Integer, Map<String, String>> byStatus = new TreeMap<>();
        STATUSES.forEach(status -> byStatus.put(status, new TreeMap<>()));
        snapshot.resources().forEach((path, resource) -> {
            if (resource instanceof Resource.Redirect redirect) {
                byStatus.get(redirect.status()).put("~^" + literal(path) + "/?$", redirect.location());
            }
        });
        StringBuilder conf = new StringBuilder(
                "# Written by firmsite export from redirects.yaml. Include it in nginx's http block.\n");
        byStatus.forEach((status, paths) -> {
            conf.append("map $uri $firmsite_redirect_").append(status).append(" {\n    default \"\";\n");
            paths.forEach((from, location) -> conf.append("    ")
                    .append(quoted(from))
                    .append(' ')
                    .append(quoted(location))
                    .append(";\n"));
            conf.append("}\n");
        });
        return conf.toString();
    }

    /** {@code path} as a regular expression that matches exactly it (PCRE, as nginx uses). */
    private static String literal(String path) {
        StringBuilder pattern = new StringBuilder();
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (".()*+?[]{}|^$\\".indexOf(c) >= 0) {
                pattern.append('\\');
            }
            pattern.append(c);
        }
        return pattern.toString();
    }

    /**
     * A string in nginx's configuration syntax. Content validation keeps {@code "} and {@code $}
     * (which nginx reads as a variable in a value) out of paths and URLs; only a key's regular
     * expression ends with its own {@code $}.
     */
    private static String quoted(String text) {
        if (text.contains("\"") || (text.indexOf('$') >= 0 && text.indexOf('$') != text.length() - 1)) {
            throw new IllegalArgumentException("cannot write " + text + " into an nginx map");
        }
        return "\"" + text + "\"";
    }
}
