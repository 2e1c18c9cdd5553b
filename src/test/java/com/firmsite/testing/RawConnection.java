package com.firmsite.testing;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A plain socket to a test server, for requests no well-behaved client would send. Every read has
 * a timeout, so a server that hangs fails the test instead of hanging it.
 */
public final class RawConnection implements AutoCloseable {
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private long answerBytes;

    /** One HTTP response as received: status, headers (names lower-cased), body. */
    public record Response(int status, Map<String, List<String>> headers, byte[] body) {
        public Optional<String> header(String name) {
            List<String> values = headers.getOrDefault(name.toLowerCase(Locale.ROOT), List.of());
            return values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
        }

        public String text() {
            return new String(body, StandardCharsets.UTF_8);
        }
    }

    private RawConnection(Socket socket) throws IOException {
        this.socket = socket;
        this.in = new BufferedInputStream(socket.getInputStream());
        this.out = socket.getOutputStream();
    }

    /** Connects to 127.0.0.1:port; reads time out after 10 s. */
    public static RawConnection open(int port) {
        return open(port, null);
    }

    /**
     * Connects to 127.0.0.1:port from the local address {@code from} (on Linux any 127.x.y.z: another
     * client, as the server sees it), or from the default address when null.
     */
    public static RawConnection open(int port, InetAddress from) {
        try {
            Socket socket = new Socket();
            if (from != null) {
                socket.bind(new java.net.InetSocketAddress(from, 0));
            }
            socket.connect(new java.net.InetSocketAddress(InetAddress.getLoopbackAddress(), port), 5000);
            socket.setSoTimeout(10_000);
            return new RawConnection(socket);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public RawConnection readTimeout(Duration timeout) {
        try {
            socket.setSoTimeout((int) timeout.toMillis());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    public RawConnection send(String ascii) {
        return send(ascii.getBytes(StandardCharsets.ISO_8859_1));
    }

    public RawConnection send(byte[] bytes) {
        try {
            out.write(bytes);
            out.flush();
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads the next response (a 1xx too), its body framed by Content-Length. */
    public Response readResponse() {
        answerBytes = 0;
        try {
            String statusLine = line();
            String[] parts = statusLine.split(" ", 3);
            if (parts.length < 2 || !parts[0].startsWith("HTTP/1.")) {
                throw new IOException("not a status line: " + statusLine);
            }
            Map<String, List<String>> headers = new LinkedHashMap<>();
            for (String header = line(); !header.isEmpty(); header = line()) {
                int colon = header.indexOf(':');
                headers.computeIfAbsent(
                                header.substring(0, colon).strip().toLowerCase(Locale.ROOT), k -> new ArrayList<>())
                        .add(header.substring(colon + 1).strip());
            }
            int length = Integer.parseInt(
                    headers.getOrDefault("content-length", List.of("0")).get(0));
            byte[] body = in.readNBytes(length);
            answerBytes += body.length;
            if (body.length < length) {
                throw new EOFException("connection closed after " + body.length + " of " + length + " body bytes");
            }
            return new Response(Integer.parseInt(parts[1]), headers, body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether any byte of the response being read (or last read) arrived: a failure after that is a truncation. */
    public boolean answerStarted() {
        return answerBytes > 0;
    }

    /**
     * Whether the server closed the connection: end of stream (or a reset) before the read timeout,
     * with nothing more sent. False if the connection stays open until the timeout.
     */
    public boolean closedByServer() {
        try {
            return in.read() == -1;
        } catch (SocketTimeoutException e) {
            return false;
        } catch (IOException reset) {
            return true;
        }
    }

    /**
     * Whether the server sends nothing for {@code wait} and keeps the connection open: no byte, no
     * end of stream. Waiting is the point: a stray answer or a close would come within it.
     */
    public boolean silentFor(Duration wait) {
        try {
            int timeout = socket.getSoTimeout();
            socket.setSoTimeout((int) wait.toMillis());
            try {
                in.read();
                return false;
            } catch (SocketTimeoutException silent) {
                return true;
            } finally {
                socket.setSoTimeout(timeout);
            }
        } catch (IOException reset) {
            return false;
        }
    }

    /**
     * Writes {@code total} bytes of filler from another thread, in 64 KiB pieces, until done, the
     * server stops taking them, or {@link BodyWriter#stop()}. For bodies a server should refuse
     * early: the test reads the answer while this thread is still sending.
     */
    public BodyWriter sendInBackground(long total) {
        BodyWriter writer = new BodyWriter();
        writer.thread = Thread.ofPlatform().daemon().start(() -> {
            byte[] piece = new byte[64 * 1024];
            java.util.Arrays.fill(piece, (byte) 'a');
            try {
                while (writer.sent.get() < total && !writer.stopped.get()) {
                    int n = (int) Math.min(piece.length, total - writer.sent.get());
                    out.write(piece, 0, n);
                    writer.sent.addAndGet(n);
                }
                out.flush();
            } catch (IOException closedByServer) {
                writer.failed.set(true);
            }
        });
        return writer;
    }

    /** The background writer of {@link #sendInBackground}. */
    public static final class BodyWriter {
        private final AtomicLong sent = new AtomicLong();
        private final AtomicBoolean stopped = new AtomicBoolean();
        private final AtomicBoolean failed = new AtomicBoolean();
        private Thread thread;

        public long sent() {
            return sent.get();
        }

        public void stop() throws InterruptedException {
            stopped.set(true);
            thread.join(5000);
        }
    }

    private String line() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream(128);
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b == -1) {
                throw new EOFException("connection closed after " + line.size() + " bytes of a line");
            }
            answerBytes++;
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // Closing a socket the server already reset: nothing to do.
        }
    }
}
