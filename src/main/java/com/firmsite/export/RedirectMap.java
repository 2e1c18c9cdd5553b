package com.firmsite.export;

import com.firmsite.content.Redirect;
import com.firmsite.snapshot.Resource;
import com.firmsite.snapshot.Snapshot;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The site's redirects as an nginx include, written by {@code firmsite export} beside the files:
 * one {@code map} per status to the absolute {@code Location} firmsite sends, so that nginx serving
 * the export answers every redirect as firmsite does. deploy/nginx/firmsite-static.conf includes it
 * (in the http block) and returns the status of whichever variable is set.
 *
 * <p>A path entry is a regular expression on the request's path ({@code $uri}: decoded, without the
 * query), {@code ~^/old/?$}: nginx compares a map's plain strings without regard to case (measured:
 * {@code /Old-About} matched {@code /old-about}), where firmsite's paths are case-sensitive; the
 * optional slash is redirects.yaml's trailing slash, the same path.
 *
 * <p>An entry written with a query ({@code /?p=123}) must win over a path entry of any status, as
 * in firmsite. A first map reads the request as sent ({@code $request_uri}: the query as written,
 * which is what the entry names) and gives the matching entry's number, {@code q1 }; the status maps
 * read that number before the path, so a path entry (anchored at {@code /}) cannot match once a
 * query entry has, and each query entry matches its own number only.
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
        Map<String, String> queries = new TreeMap<>();
        new TreeMap<>(snapshot.resources()).forEach((from, resource) -> {
            if (resource instanceof Resource.Redirect redirect) {
                int question = from.indexOf(Redirect.KEY_QUERY);
                String key;
                if (question < 0) {
                    key = "~^" + literal(from) + "/?$";
                } else {
                    String number = "q" + (queries.size() + 1) + " ";
                    queries.put(requestUri(from.substring(0, question), from.substring(question + 1)), number);
                    key = "~^" + number;
                }
                byStatus.get(redirect.status()).put(key, redirect.location());
            }
        });
        StringBuilder conf = new StringBuilder(
                "# Written by firmsite export from redirects.yaml. Include it in nginx's http block.\n");
        conf.append("map $request_uri $firmsite_redirect_query {\n    default \"\";\n");
        queries.forEach((uri, number) -> entry(conf, uri, number));
        conf.append("}\n");
        byStatus.forEach((status, entries) -> {
            conf.append("map \"$firmsite_redirect_query$uri\" $firmsite_redirect_")
                    .append(status)
                    .append(" {\n    default \"\";\n");
            entries.forEach((key, location) -> entry(conf, key, location));
            conf.append("}\n");
        });
        return conf.toString();
    }

    private static void entry(StringBuilder conf, String key, String value) {
        conf.append("    ")
                .append(quoted(key))
                .append(' ')
                .append(quoted(value))
                .append(";\n");
    }

    /**
     * A query entry as a regular expression on the request as sent: its path, percent-encoded as a
     * client sends it, with or without a trailing slash, then exactly its query.
     */
    private static String requestUri(String path, String query) {
        String encoded = encodedPath(path);
        String slash = encoded.equals("/") ? "" : "/?";
        return "~^" + literal(encoded) + slash + "\\?" + literal(query) + "$";
    }

    private static String encodedPath(String path) {
        try {
            return new URI(null, null, path, null).toASCIIString();
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("cannot write " + path + " into an nginx map", e);
        }
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
