package com.firmsite.http;

/** Where a server's requests go: the public site's {@link Routes}, or the admin port's. */
interface Routing {
    /** Whether a route reads the request body; every other body is discarded up to the limit. */
    boolean readsBody(String path);

    /** Answers a complete, well-formed request. */
    void dispatch(Exchange exchange);
}
