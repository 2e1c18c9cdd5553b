package com.firmsite.http;

import static com.firmsite.http.HostileRequests.head;

import com.firmsite.testing.RawConnection;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;

/**
 * A few client threads sending GETs over raw keep-alive connections (25 requests each, then a new
 * connection), recording when each request was sent and what became of it. Bounded: they stop
 * when told, or after 50 s.
 */
final class LoadClients {
    private static final List<String> PATHS =
            List.of("/", "/about", "/team", "/practice-areas", "/api/status.json", "/robots.txt");
    private static final long MAX_NANOS = TimeUnit.SECONDS.toNanos(50);

    /** What became of one request. */
    enum Result {
        OK,
        REFUSED,
        CLOSED_BEFORE_ANSWER,
        TRUNCATED,
        TIMED_OUT,
        WRONG_STATUS
    }

    /**
     * One request: when it was sent and finished, whether its connection had already been accepted
     * and served (so the server knew of it), and the result.
     */
    record Outcome(long sentNanos, long endNanos, boolean connectionAccepted, Result result) {}

    private final int port;
    private final int clients;
    private final ConcurrentLinkedQueue<Outcome> outcomes = new ConcurrentLinkedQueue<>();
    private final List<Thread> threads = new ArrayList<>();
    private final long deadline = System.nanoTime() + MAX_NANOS;
    private volatile boolean done;

    LoadClients(int port, int clients) {
        this.port = port;
        this.clients = clients;
    }

    void start() {
        for (int i = 0; i < clients; i++) {
            int id = i;
            threads.add(Thread.ofPlatform().name("load-" + i).daemon().start(() -> run(id)));
        }
    }

    /** Stops the clients and returns every outcome; a client that does not stop is a hang. */
    List<Outcome> finish(long joinMillis) throws InterruptedException {
        done = true;
        for (Thread thread : threads) {
            thread.join(joinMillis);
            if (thread.isAlive()) {
                throw new AssertionError(thread.getName() + " hung");
            }
        }
        return List.copyOf(outcomes);
    }

    /** Requests answered in full so far. */
    long answered() {
        return outcomes.stream().filter(o -> o.result() == Result.OK).count();
    }

    private void run(int id) {
        int next = id;
        while (!done && System.nanoTime() < deadline) {
            long attempt = System.nanoTime();
            RawConnection connection;
            try {
                connection = RawConnection.open(port);
            } catch (UncheckedIOException e) {
                outcomes.add(new Outcome(
                        attempt,
                        System.nanoTime(),
                        false,
                        e.getCause() instanceof ConnectException ? Result.REFUSED : Result.CLOSED_BEFORE_ANSWER));
                pause(20);
                continue;
            }
            try (connection) {
                boolean accepted = false;
                for (int i = 0; i < 25 && !done; i++) {
                    long sent = System.nanoTime();
                    Result result = exchange(connection, PATHS.get(next++ % PATHS.size()));
                    outcomes.add(new Outcome(sent, System.nanoTime(), accepted, result));
                    if (result != Result.OK) {
                        break;
                    }
                    accepted = true;
                    // A steady load, not a benchmark: leave the reloads their share of two cores.
                    pause(5);
                }
            }
        }
    }

    private static Result exchange(RawConnection connection, String path) {
        try {
            connection.send(head("GET " + path + " HTTP/1.1", "Host: localhost", "Accept-Encoding: gzip"));
        } catch (UncheckedIOException resetBeforeSending) {
            return Result.CLOSED_BEFORE_ANSWER;
        }
        try {
            RawConnection.Response response = connection.readResponse();
            // /api/ is rate-limited (120 per 60 s): under load a 429 is the correct answer there.
            boolean answered = response.status() == 200 || (path.startsWith("/api/") && response.status() == 429);
            return answered ? Result.OK : Result.WRONG_STATUS;
        } catch (UncheckedIOException e) {
            if (e.getCause() instanceof SocketTimeoutException) {
                return Result.TIMED_OUT;
            }
            return connection.answerStarted() ? Result.TRUNCATED : Result.CLOSED_BEFORE_ANSWER;
        }
    }

    /** The clients' pace (a steady load, a retry after a refusal): part of the load, not a wait for the server. */
    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
