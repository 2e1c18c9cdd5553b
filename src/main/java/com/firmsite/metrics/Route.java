package com.firmsite.metrics;

import java.util.Locale;

/** What kind of route answered a request: the {@code route} label of the request metrics. */
public enum Route {
    /** A negotiated page (HTML or Markdown by {@code Accept}). */
    PAGE,
    /** A discovery document, an asset, a page's {@code .md} twin: one representation. */
    DOCUMENT,
    /** A reserved registration, token or revocation URL (access denied). */
    RESERVED,
    /** {@code /api/*}, rate limited. */
    API,
    /** The reserved {@code /mcp} endpoint. */
    MCP,
    /** A path that names nothing (the negotiated 404). */
    NOT_FOUND,
    /** {@code /x/} redirected to {@code /x}, or a redirect of redirects.yaml. */
    REDIRECT,
    /** Refused before routing: malformed or oversized requests, timeouts, the connection limit. */
    REJECTED;

    private final String label = name().toLowerCase(Locale.ROOT);

    /** The label value, such as {@code not_found}. */
    public String label() {
        return label;
    }
}
