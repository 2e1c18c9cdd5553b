package com.firmsite.http;

import com.firmsite.content.Redirect;
import com.firmsite.metrics.Route;
import com.firmsite.output.Header;
import com.firmsite.output.Output;
import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import com.firmsite.output.ProblemCode;
import com.firmsite.snapshot.Resource;
import com.firmsite.snapshot.Snapshot;
import io.netty.handler.codec.http.HttpHeaderNames;
import java.util.List;

/**
 * Where a request goes. Dynamic routes first (the rate-limited API, the reserved MCP endpoint),
 * then the snapshot's resources, then the negotiated 404.
 */
final class Routes implements Routing {
    /** The headers of a problem+json error, which was chosen by {@code Accept}. */
    private static final List<Header> NOT_FOUND_PROBLEM = List.of(Header.VARY_ACCEPT);

    private static final List<Header> METHOD_NOT_ALLOWED_PROBLEM = List.of(Header.ALLOW_GET_HEAD, Header.VARY_ACCEPT);

    private final ApiEndpoint api;
    private final McpEndpoint mcp;

    Routes(ApiEndpoint api, McpEndpoint mcp) {
        this.api = api;
        this.mcp = mcp;
    }

    @Override
    public boolean readsBody(String path) {
        return path.equals(McpEndpoint.PATH);
    }

    @Override
    public void dispatch(Exchange exchange) {
        String path = exchange.path();
        if (path.equals("/api") || path.startsWith("/api/")) {
            exchange.route(Route.API);
            api.handle(exchange);
            return;
        }
        if (path.equals(McpEndpoint.PATH)) {
            exchange.route(Route.MCP);
            mcp.handle(exchange);
            return;
        }
        Snapshot snapshot = exchange.snapshot();
        String query = exchange.rawQuery();
        if (!query.isEmpty()
                && snapshot.resources().get(Redirect.queryKey(path, query)) instanceof Resource.Redirect redirect) {
            redirect(exchange, snapshot, redirect);
            return;
        }
        Resource resource = snapshot.resources().get(path);
        if (resource == null) {
            exchange.route(Route.NOT_FOUND);
            notFound(exchange, snapshot);
            return;
        }
        // instanceof, not a pattern switch: a pattern switch is linked at its first use by a bootstrap
        // that generates a class, which the JVM's AOT cache does not keep (5 ms of the first request).
        if (resource instanceof Resource.Reserved reserved) {
            exchange.route(Route.RESERVED);
            exchange.send(reserved.denied());
            return;
        }
        if (resource instanceof Resource.Redirect redirect) {
            redirect(exchange, snapshot, redirect);
            return;
        }
        exchange.route(resource instanceof Resource.Page ? Route.PAGE : Route.DOCUMENT);
        if (!exchange.isGetOrHead()) {
            methodNotAllowed(exchange, snapshot);
        } else if (resource instanceof Resource.Page page) {
            exchange.send(page.variant(Negotiation.forPage(exchange.header(HttpHeaderNames.ACCEPT))));
        } else {
            exchange.send(((Resource.Document) resource).variant());
        }
    }

    /** A redirect of redirects.yaml: its status and Location, with a body negotiated like an error's. */
    private static void redirect(Exchange exchange, Snapshot snapshot, Resource.Redirect redirect) {
        exchange.route(Route.REDIRECT);
        if (!exchange.isGetOrHead()) {
            methodNotAllowed(exchange, snapshot);
            return;
        }
        exchange.send(redirect.variant(Negotiation.forError(exchange.header(HttpHeaderNames.ACCEPT))));
    }

    /**
     * {@code /x/} redirects to {@code /x} when that page exists, or answers as {@code /x} when that is
     * a redirect (a trailing slash is the same path for redirects.yaml); anything else is a negotiated 404.
     */
    private static void notFound(Exchange exchange, Snapshot snapshot) {
        String path = exchange.path();
        if (path.length() > 1 && path.endsWith("/")) {
            String target = path.substring(0, path.length() - 1);
            if (snapshot.resources().get(target) instanceof Resource.Redirect redirect) {
                redirect(exchange, snapshot, redirect);
                return;
            }
            if (snapshot.resources().containsKey(target)) {
                exchange.route(Route.REDIRECT);
                exchange.sendEmpty(
                        308, List.of(Header.location(snapshot.baseUrl() + target), Output.Cache.PAGE.header()));
                return;
            }
        }
        sendError(exchange, notFoundPage(snapshot, path), ProblemCode.PAGE_NOT_FOUND, NOT_FOUND_PROBLEM);
    }

    /**
     * The 404 page in the language of the path's prefix ({@code /fr/…}), when the firm publishes in
     * that language; the default language's otherwise (docs/decisions.md §9.8).
     */
    private static Resource.Page notFoundPage(Snapshot snapshot, String path) {
        int end = path.indexOf('/', 1);
        String first = end < 0 ? path.substring(1) : path.substring(1, end);
        if (!first.isEmpty() && snapshot.resources().get(Snapshot.notFoundKey(first)) instanceof Resource.Page page) {
            return page;
        }
        return snapshot.notFound();
    }

    private static void methodNotAllowed(Exchange exchange, Snapshot snapshot) {
        sendError(exchange, snapshot.methodNotAllowed(), ProblemCode.METHOD_NOT_ALLOWED, METHOD_NOT_ALLOWED_PROBLEM);
    }

    /** {@code page} by {@code Accept}, or the problem {@code code} with {@code problemHeaders}. */
    private static void sendError(
            Exchange exchange, Resource.Page page, ProblemCode code, List<Header> problemHeaders) {
        OutputFormat format = Negotiation.forError(exchange.header(HttpHeaderNames.ACCEPT));
        if (format.equals(OutputFormats.PROBLEM_JSON)) {
            exchange.sendProblem(code, problemHeaders);
        } else {
            exchange.send(page.variant(format));
        }
    }
}
