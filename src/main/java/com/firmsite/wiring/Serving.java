package com.firmsite.wiring;

import com.firmsite.http.AdminServer;
import com.firmsite.http.Server;
import com.firmsite.http.ServerServices;
import com.firmsite.live.LiveSnapshot;
import java.util.Optional;

/**
 * A started {@code firmsite serve} ({@link ServerAssembly#start}): the snapshot, the server on its
 * port, and what they own, stopped in reverse order. {@code firmsite serve} starts one and stops it
 * on SIGTERM; {@code firmsite selftest} (the launcher's training run) starts two the same way, a
 * cold start and a restart, so that the JVM's ahead-of-time cache holds exactly the code a real
 * start runs.
 */
public record Serving(Server server, LiveSnapshot snapshot, Optional<AdminServer> admin, ServerServices services) {

    /** The port listened on (the one the system picked, with {@code --port 0}). */
    public int port() {
        return server.port();
    }

    /** Finishes the requests in flight, then closes what the start opened. */
    public void stop() {
        server.stop();
        admin.ifPresent(AdminServer::close);
        services.rateLimiter().close();
        snapshot.close();
        services.accessLog().close();
    }
}
