package com.firmsite.http;

import com.firmsite.base.OutOfMemory;
import com.firmsite.config.Limits;
import com.firmsite.output.Header;
import com.firmsite.output.ProblemCode;
import com.firmsite.snapshot.LateResources;
import com.firmsite.snapshot.Snapshot;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.handler.timeout.IdleStateEvent;
import io.netty.util.ReferenceCountUtil;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Reads one request at a time from {@link RequestDecoder}, rejects what is malformed before
 * routing ({@link RequestChecks}; a short problem, then the connection is closed), and hands
 * well-formed requests to {@link Routing} once the whole request has arrived. Responses are written
 * in order and flushed when the read batch ends. After a connection's last answer, whatever the
 * client still sends is discarded.
 *
 * <p>Backpressure: once the connection's unsent responses pass the write buffer's high water mark
 * (the client reads slower than it asks), or {@value #MAX_UNFLUSHED_RESPONSES} pipelined responses
 * wait for a flush, decoding stops and reading from the socket stops; both resume when the
 * responses have drained below the low water mark, after the event loop's other connections had
 * their turn. A client that pipelines without reading thus holds at most a write buffer's worth of
 * responses and one read of requests, and the kernel's buffers push back on it.
 */
final class RequestHandler extends ChannelInboundHandlerAdapter {
    static final int MAX_UNFLUSHED_RESPONSES = 64;
    private static final byte[] CONTINUE = "HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
    /** On shutdown, an idle connection gets this long for a request already on its way to arrive. */
    private static final long DRAIN_SETTLE_MILLIS = 100;

    private static final HttpMethod NO_METHOD = HttpMethod.valueOf("-");
    private static final byte[] NO_BODY = new byte[0];

    private final Supplier<Snapshot> snapshots;
    private final Routing routes;
    private final ServerSettings settings;
    private final ServerServices services;
    private final Limits limits;
    private final ServerState state;
    private final RequestDecoder decoder;
    private final Faults faults;

    private Pending pending;
    private boolean closing;
    private int unflushedResponses;
    private long idleSinceNanos = System.nanoTime();

    /** The request being received: its head, and its body so far. */
    private static final class Pending {
        final HttpRequest request;
        final String path;
        final long startNanos;
        final ByteArrayOutputStream body;
        final long declaredLength;
        long bodyBytes;
        ScheduledFuture<?> rateCheck;

        Pending(HttpRequest request, String path, long startNanos, boolean readsBody) {
            this.request = request;
            this.path = path;
            this.startNanos = startNanos;
            this.body = readsBody ? new ByteArrayOutputStream() : null;
            this.declaredLength = HttpUtil.getContentLength(request, -1L);
        }

        boolean hasBody() {
            return declaredLength > 0 || HttpUtil.isTransferEncodingChunked(request);
        }

        /** The request is answered or abandoned: its body is no longer watched. */
        void done() {
            if (rateCheck != null) {
                rateCheck.cancel(false);
            }
        }
    }

    RequestHandler(
            Supplier<Snapshot> snapshots,
            Routing routes,
            ServerSettings settings,
            ServerServices services,
            ServerState state,
            RequestDecoder decoder,
            Faults faults) {
        this.snapshots = snapshots;
        this.routes = routes;
        this.settings = settings;
        this.services = services;
        this.limits = settings.limits();
        this.state = state;
        this.decoder = decoder;
        this.faults = faults;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        try {
            if (closing) {
                return;
            }
            if (msg instanceof HttpRequest request) {
                onHead(ctx, request);
            }
            if (msg instanceof HttpContent content && pending != null) {
                onContent(ctx, content);
            }
        } finally {
            ReferenceCountUtil.release(msg);
        }
    }

    private void onHead(ChannelHandlerContext ctx, HttpRequest request) {
        long start = System.nanoTime();
        Optional<RequestChecks.Rejection> rejection = RequestChecks.head(request, limits);
        Optional<String> path = Optional.empty();
        if (rejection.isEmpty()) {
            path = RequestTarget.path(request.uri(), snapshots.get().baseUrl());
            rejection = path.isEmpty()
                    ? Optional.of(RequestChecks.badTarget())
                    : RequestChecks.declaredBody(HttpUtil.getContentLength(request, -1L), limits);
        }
        if (rejection.isPresent()) {
            reject(ctx, rejection.get(), request.method(), start);
            return;
        }
        state.requestStarted();
        pending = new Pending(request, path.get(), start, routes.readsBody(path.get()));
        if (pending.hasBody() && limits.minBodyRate() > 0) {
            Pending watched = pending;
            watched.rateCheck =
                    ctx.executor().scheduleAtFixedRate(() -> checkBodyRate(ctx, watched), 1, 1, TimeUnit.SECONDS);
        }
        if (HttpUtil.is100ContinueExpected(request)) {
            ctx.writeAndFlush(Unpooled.wrappedBuffer(CONTINUE));
        }
    }

    private void onContent(ChannelHandlerContext ctx, HttpContent content) {
        Pending current = pending;
        if (content.decoderResult().isFailure()) {
            rejectPending(ctx, RequestChecks.badFraming());
            return;
        }
        ByteBuf bytes = content.content();
        current.bodyBytes += bytes.readableBytes();
        if (current.bodyBytes > limits.bodyBytes()) {
            // Bodies are counted on every route, read or not: past the limit, answer and stop reading.
            rejectPending(ctx, RequestChecks.bodyTooLarge(limits));
            return;
        }
        if (current.body != null && bytes.isReadable()) {
            byte[] chunk = new byte[bytes.readableBytes()];
            bytes.readBytes(chunk);
            current.body.writeBytes(chunk);
        }
        if (content instanceof LastHttpContent) {
            pending = null;
            current.done();
            if (snapshots.get().resources() instanceof LateResources late) {
                Optional<String> unmade = late.unmadeFor(current.path);
                if (unmade.isPresent()) {
                    answerOnceMade(ctx, current, late, unmade.get());
                    return;
                }
            }
            respond(ctx, current);
            afterResponse(ctx);
        }
    }

    /**
     * Answers a request for a late document not made yet (a printable biography in the first
     * seconds after a cold start; see {@code snapshot.LateResources}) once a thread of its own has
     * made it: made on the event loop, it kept the loop's other connections waiting (0.3 s for a
     * PDF). This connection reads no other request until then, so its answers keep their order.
     */
    private void answerOnceMade(ChannelHandlerContext ctx, Pending current, LateResources late, String unmade) {
        decoder.pause();
        ctx.channel().config().setAutoRead(false);
        Thread.ofVirtual().name("late-document").start(() -> {
            try {
                late.get(unmade);
            } catch (RuntimeException failed) {
                // Answered below all the same: the route asks for the document again, and a failure
                // there is a 500, recorded as any other.
            } finally {
                ctx.executor().execute(() -> {
                    respond(ctx, current);
                    afterResponse(ctx);
                    flush(ctx);
                    resume(ctx);
                });
            }
        });
    }

    /**
     * A body must average the minimum rate once the header timeout has passed since its head (the
     * time a client has for the head alone): a body trickled to keep a connection and its buffer
     * forever gets 408. A short declared body needs only its own length by then.
     */
    private void checkBodyRate(ChannelHandlerContext ctx, Pending watched) {
        if (pending != watched) {
            watched.done();
            return;
        }
        long late =
                System.nanoTime() - watched.startNanos - limits.headerTimeout().toNanos();
        if (late <= 0) {
            return;
        }
        long due = (long) (limits.minBodyRate() * (late / 1e9));
        if (watched.declaredLength >= 0) {
            due = Math.min(due, watched.declaredLength);
        }
        if (watched.bodyBytes < due) {
            rejectPending(ctx, RequestChecks.slowBody(limits));
        }
    }

    private void respond(ChannelHandlerContext ctx, Pending current) {
        boolean keepAlive = HttpUtil.isKeepAlive(current.request) && !state.isDraining();
        byte[] body = current.body == null ? NO_BODY : current.body.toByteArray();
        Exchange exchange = new Exchange(
                ctx,
                current.request.method(),
                current.path,
                current.request.uri(),
                current.request.headers(),
                snapshots.get(),
                keepAlive,
                current.startNanos,
                settings,
                services,
                body);
        closing = !keepAlive;
        try {
            routes.dispatch(exchange);
        } catch (RuntimeException bug) {
            // A bug must not hang the client or leak its message: record it, answer 500, close.
            faults.record("answering " + current.request.method() + " " + current.path, bug);
            closing = true;
            if (!exchange.isSent()) {
                exchange.sendEmpty(500, List.of(Header.CONNECTION_CLOSE, Header.NO_STORE));
            }
            GracefulClose.start(ctx);
        } finally {
            state.requestFinished();
        }
    }

    private void rejectPending(ChannelHandlerContext ctx, RequestChecks.Rejection rejection) {
        Pending current = pending;
        pending = null;
        current.done();
        state.requestFinished();
        reject(ctx, rejection, current.request.method(), current.startNanos);
    }

    /** Answers a request that will not be routed with a short problem, then closes the connection. */
    private void reject(ChannelHandlerContext ctx, RequestChecks.Rejection rejection, HttpMethod method, long start) {
        closing = true;
        // No path and no request headers: nothing the client sent is reflected in the answer.
        Exchange exchange = new Exchange(
                ctx,
                method,
                "-",
                "-",
                EmptyHttpHeaders.INSTANCE,
                snapshots.get(),
                false,
                start,
                settings,
                services,
                new byte[0]);
        exchange.sendProblem(rejection.code(), rejection.detail(), List.of());
    }

    @Override
    public void channelReadComplete(ChannelHandlerContext ctx) {
        flush(ctx);
    }

    private void flush(ChannelHandlerContext ctx) {
        unflushedResponses = 0;
        ctx.flush();
    }

    /** After each answered request: pause when the client is not keeping up, or when many answers wait for a flush. */
    private void afterResponse(ChannelHandlerContext ctx) {
        idleSinceNanos = System.nanoTime();
        if (!closing
                && (++unflushedResponses >= MAX_UNFLUSHED_RESPONSES
                        || !ctx.channel().isWritable())) {
            pause(ctx);
        }
    }

    private void pause(ChannelHandlerContext ctx) {
        decoder.pause();
        ctx.channel().config().setAutoRead(false);
        flush(ctx);
        if (ctx.channel().isWritable()) {
            // Sent already (a fast client, many small answers): go on once the loop's other connections had their turn.
            ctx.executor().execute(() -> resume(ctx));
        }
    }

    @Override
    public void channelWritabilityChanged(ChannelHandlerContext ctx) {
        if (ctx.channel().isWritable()) {
            resume(ctx);
        }
        ctx.fireChannelWritabilityChanged();
    }

    /** Reads and decodes again, starting with the requests that were read before the pause. */
    private void resume(ChannelHandlerContext ctx) {
        if (!decoder.isPaused() || !ctx.channel().isActive() || !ctx.channel().isWritable()) {
            return;
        }
        if (decoder.isReading()) {
            // Called back from inside the decoder's own read: the flush of pause() can drain the socket at
            // once and make the channel writable there. Decoding now would decode and release the buffer
            // that read is still decoding from (issue 32's stray 400); resume once it has returned.
            ctx.executor().execute(() -> resume(ctx));
            return;
        }
        ctx.channel().config().setAutoRead(true);
        try {
            decoder.resume(ctx.pipeline().context(decoder));
        } catch (Exception e) {
            exceptionCaught(ctx, e);
        }
        flush(ctx);
    }

    /** Whether no request is under way: none being received, answered, or waiting in the decoder. */
    boolean isIdle() {
        return !closing && pending == null && !decoder.headInProgress() && !decoder.isPaused();
    }

    /** Since when the connection has had no request: its opening, or its last answer ({@link System#nanoTime}). */
    long idleSinceNanos() {
        return idleSinceNanos;
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
        if (event == ConnectionEvent.HEAD_TIMEOUT) {
            if (!closing && pending == null) {
                reject(ctx, RequestChecks.headTimeout(limits), NO_METHOD, System.nanoTime());
            }
        } else if (event == ConnectionEvent.DRAIN) {
            ctx.executor().schedule(() -> closeIfIdle(ctx), DRAIN_SETTLE_MILLIS, TimeUnit.MILLISECONDS);
        } else if (event instanceof IdleStateEvent) {
            onIdle(ctx);
        } else {
            ctx.fireUserEventTriggered(event);
        }
    }

    /** Silence for the idle timeout: an idle keep-alive connection is closed; a half-sent request gets 408. */
    private void onIdle(ChannelHandlerContext ctx) {
        if (pending != null) {
            rejectPending(ctx, RequestChecks.silentTimeout(limits));
        } else if (!closing && decoder.headInProgress()) {
            reject(ctx, RequestChecks.silentTimeout(limits), NO_METHOD, System.nanoTime());
        } else {
            ctx.close();
        }
    }

    private void closeIfIdle(ChannelHandlerContext ctx) {
        if (!closing && pending == null && !decoder.headInProgress()) {
            ctx.close();
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        if (pending != null) {
            pending.done();
            pending = null;
            state.requestFinished();
        }
        ctx.fireChannelInactive();
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        OutOfMemory.haltIfArmed(cause, "a connection's handler");
        if (cause instanceof DecoderException
                && !closing
                && pending == null
                && ctx.channel().isActive()) {
            // The decoder failed outside its own error handling: still a malformed request.
            reject(
                    ctx,
                    new RequestChecks.Rejection(ProblemCode.BAD_REQUEST, "The request is not well-formed HTTP/1.1."),
                    NO_METHOD,
                    System.nanoTime());
            return;
        }
        // Connection resets and the like: nothing to answer, nobody else affected.
        ctx.close();
    }
}
