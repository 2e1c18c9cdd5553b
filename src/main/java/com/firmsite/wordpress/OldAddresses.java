package com.firmsite.wordpress;

import com.firmsite.content.Redirect;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.HashSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The old WordPress site's addresses, from the export's channel: its hosts (with or without {@code
 * www.}), its home path, where short links are answered, and the shapes of its links (permalinks,
 * {@code ?p=} queries, uploads and their resized copies).
 */
final class OldAddresses {
    private static final Pattern ITEM_QUERY = Pattern.compile("(?:^|&)(?:p|page_id)=(\\d+)");
    private static final Pattern RESIZED = Pattern.compile("^(.*)-\\d+x\\d+(\\.[A-Za-z0-9]+)$");

    private final Set<String> hosts = new HashSet<>();
    private final String homePath;
    private final String oldBase;

    OldAddresses(WxrChannel channel) {
        for (String base : channel.baseUrls()) {
            hostOf(base).ifPresent(hosts::add);
        }
        this.homePath = homePath(channel);
        this.oldBase = channel.baseUrls().isEmpty() ? "" : channel.baseUrls().getFirst();
    }

    /** Whether {@code host} is the old site's, with or without {@code www.}. */
    boolean isOldHost(String host) {
        return hosts.contains(host(host));
    }

    /** The old site's address, for links and images that stay there. */
    String oldBase() {
        return oldBase;
    }

    /** The path of an old permalink, without its trailing slash; empty for a short link (/?p=ID) or another site. */
    Optional<String> oldPath(String link) {
        try {
            URI uri = new URI(link.strip());
            if (uri.getHost() != null && !isOldHost(uri.getHost())) {
                return Optional.empty();
            }
            String path = uri.getRawPath() == null ? "" : uri.getRawPath().replaceFirst("/+$", "");
            if (path.isEmpty()
                    || (uri.getRawQuery() != null
                            && uri.getRawQuery().matches("(.*&)?(p|page_id|attachment_id)=\\d+.*"))) {
                return Optional.empty();
            }
            return Optional.of(path);
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }

    /**
     * A WordPress short link as redirects.yaml matches it: the old home's path (WordPress may live
     * in a folder, {@code /blog/?p=12}) without its trailing slash, then the query that names the item.
     */
    String shortLink(String parameter, long id) {
        return homePath + Redirect.QUERY + parameter + "=" + id;
    }

    /** The path of the old site's home ({@code <link>}), where WordPress answers short links. */
    private static String homePath(WxrChannel channel) {
        String path = channel.baseUrls().stream()
                .findFirst()
                .map(base -> {
                    try {
                        return Objects.requireNonNullElse(new URI(base).getRawPath(), "");
                    } catch (URISyntaxException e) {
                        return "";
                    }
                })
                .orElse("")
                .replaceFirst("/+$", "");
        return path.isEmpty() ? "/" : path;
    }

    /** A path as redirects.yaml accepts it: percent-encoded beyond ASCII and for {@code $}. */
    static String encoded(String path) {
        try {
            return new URI(null, null, Slugs.decode(path), null).toASCIIString().replace("$", "%24");
        } catch (URISyntaxException e) {
            return path;
        }
    }

    private static Optional<String> hostOf(String url) {
        try {
            String host = new URI(url).getHost();
            return host == null ? Optional.empty() : Optional.of(host(host));
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }

    private static String host(String host) {
        String lower = host.toLowerCase(Locale.ROOT);
        return lower.startsWith("www.") ? lower.substring(4) : lower;
    }

    /** The item a WordPress query names ({@code p=} or {@code page_id=}); {@code rawQuery} is null without a query. */
    static Optional<Long> queryId(String rawQuery) {
        if (rawQuery == null) {
            return Optional.empty();
        }
        Matcher query = ITEM_QUERY.matcher(rawQuery);
        return query.find() ? Optional.of(Long.parseLong(query.group(1))) : Optional.empty();
    }

    /** The part of an uploads URL after {@code wp-content/uploads/}, decoded; empty when it is not one. */
    static String uploadsFile(String url) {
        int at = url.indexOf("/wp-content/uploads/");
        if (at < 0) {
            return "";
        }
        return Slugs.decode(url.substring(at + "/wp-content/uploads/".length()).replaceFirst("[?#].*$", ""));
    }

    /** The original of a resized copy ({@code photo-300x200.jpg} → {@code photo.jpg}). */
    static String original(String url) {
        Matcher resized = RESIZED.matcher(url);
        return resized.matches() ? resized.group(1) + resized.group(2) : url;
    }
}
