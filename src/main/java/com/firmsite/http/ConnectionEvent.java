package com.firmsite.http;

/** Events fired down a connection's pipeline for {@link RequestHandler} to act on. */
enum ConnectionEvent {
    /** The header read deadline passed with part of a request head received: answer 408, close. */
    HEAD_TIMEOUT,
    /** The server is stopping: finish the request in flight, then close; close an idle connection. */
    DRAIN
}
