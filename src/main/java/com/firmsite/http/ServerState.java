package com.firmsite.http;

import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Requests in flight, connections open (in all and per client address), connections refused, and
 * whether the server is draining for shutdown.
 */
final class ServerState {
    /** Whether a new connection may open, and if not, whose limit it would break. */
    enum Admission {
        ADMITTED,
        SERVER_FULL,
        CLIENT_FULL
    }

    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger connections = new AtomicInteger();
    private final AtomicInteger refusals = new AtomicInteger();
    /** Open connections per client key (an IPv4 address or an IPv6 /64); a key is removed at zero. */
    private final Map<Object, Integer> perClient = new ConcurrentHashMap<>();

    private final AtomicLong refusedServerFull = new AtomicLong();
    private final AtomicLong refusedClientFull = new AtomicLong();
    private volatile boolean draining;

    void requestStarted() {
        inFlight.incrementAndGet();
    }

    void requestFinished() {
        inFlight.decrementAndGet();
    }

    int inFlight() {
        return inFlight.get();
    }

    /**
     * Counts a new connection from {@code peer} if there is room for it under both limits ({@code
     * perClientMax} is not applied when {@code capped} is false: a trusted proxy speaks for many
     * clients). The caller must call {@link #connectionClosed} with the same arguments when an
     * admitted connection closes.
     */
    Admission tryOpenConnection(InetAddress peer, boolean capped, int max, int perClientMax) {
        if (capped && !tryOpenForClient(clientKey(peer), perClientMax)) {
            refusedClientFull.incrementAndGet();
            return Admission.CLIENT_FULL;
        }
        if (!tryIncrement(connections, max)) {
            if (capped) {
                closedForClient(clientKey(peer));
            }
            refusedServerFull.incrementAndGet();
            return Admission.SERVER_FULL;
        }
        return Admission.ADMITTED;
    }

    void connectionClosed(InetAddress peer, boolean capped) {
        connections.decrementAndGet();
        if (capped) {
            closedForClient(clientKey(peer));
        }
    }

    private boolean tryOpenForClient(Object client, int max) {
        boolean[] admitted = {false};
        perClient.compute(client, (key, open) -> {
            int now = open == null ? 0 : open;
            if (now >= max) {
                return open;
            }
            admitted[0] = true;
            return now + 1;
        });
        return admitted[0];
    }

    private void closedForClient(Object client) {
        perClient.computeIfPresent(client, (key, open) -> open <= 1 ? null : open - 1);
    }

    /**
     * An IPv4 address as an Integer, an IPv6 address's /64 (one subscriber's prefix: its addresses
     * are one client) as a Long: the two never equal each other.
     */
    static Object clientKey(InetAddress peer) {
        ByteBuffer bytes = ByteBuffer.wrap(peer.getAddress());
        return bytes.capacity() == 4 ? (Object) bytes.getInt() : (Object) bytes.getLong();
    }

    /**
     * Counts a connection being refused (answered 503, then closed) if fewer than {@code max} are;
     * beyond that a connection is closed at once, so a flood never holds more than {@code max}.
     */
    boolean tryStartRefusal(int max) {
        return tryIncrement(refusals, max);
    }

    void refusalEnded() {
        refusals.decrementAndGet();
    }

    private static boolean tryIncrement(AtomicInteger counter, int max) {
        while (true) {
            int now = counter.get();
            if (now >= max) {
                return false;
            }
            if (counter.compareAndSet(now, now + 1)) {
                return true;
            }
        }
    }

    int openConnections() {
        return connections.get();
    }

    /** Connections refused since start because the server was at its connection limit. */
    long refusedServerFull() {
        return refusedServerFull.get();
    }

    /** Connections refused since start because their client was at its per-client limit. */
    long refusedClientFull() {
        return refusedClientFull.get();
    }

    boolean isDraining() {
        return draining;
    }

    void startDraining() {
        draining = true;
    }
}
