package com.firmsite.http;

import java.util.concurrent.atomic.AtomicInteger;

/** Requests in flight, connections open, and whether the server is draining for shutdown. */
final class ServerState {
  private final AtomicInteger inFlight = new AtomicInteger();
  private final AtomicInteger connections = new AtomicInteger();
  private final AtomicInteger refusals = new AtomicInteger();
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
   * Counts a new connection if there is room for it under {@code max}; the caller must call
   * {@link #connectionClosed()} when a counted connection closes.
   */
  boolean tryOpenConnection(int max) {
    return tryIncrement(connections, max);
  }

  void connectionClosed() {
    connections.decrementAndGet();
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

  boolean isDraining() {
    return draining;
  }

  void startDraining() {
    draining = true;
  }
}
