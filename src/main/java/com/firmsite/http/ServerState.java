package com.firmsite.http;

import java.util.concurrent.atomic.AtomicInteger;

/** Requests in flight and whether the server is draining for shutdown. */
final class ServerState {
  private final AtomicInteger inFlight = new AtomicInteger();
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

  boolean isDraining() {
    return draining;
  }

  void startDraining() {
    draining = true;
  }
}
