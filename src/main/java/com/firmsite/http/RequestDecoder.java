package com.firmsite.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpRequestDecoder;
import io.netty.handler.codec.http.LastHttpContent;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Netty's request decoder with two additions. It refuses {@code Content-Length} together with
 * {@code Transfer-Encoding: chunked} (Netty would drop the length and carry on, but a message with
 * both is a smuggling attempt, RFC 9112 §6.3), and it enforces the header read deadline: a
 * request head must be complete within the deadline from its first byte, or — for a connection's
 * first request — from the connection's opening. It can also be paused ({@link RequestHandler}'s
 * backpressure): bytes already read then wait in its buffer, undecoded, until it is resumed, never
 * from inside its own read ({@link #isReading}).
 */
final class RequestDecoder extends HttpRequestDecoder {
    private final long deadlineNanos;
    private ScheduledFuture<?> deadline;
    private boolean awaitingHead = true;
    private boolean headStarted;
    private boolean paused;
    private boolean reading;

    RequestDecoder(HttpDecoderConfig config, Duration headerTimeout) {
        super(config);
        this.deadlineNanos = headerTimeout.toNanos();
    }

    /** Whether part of a request head has arrived and the rest has not: a request on its way. */
    boolean headInProgress() {
        return awaitingHead && headStarted;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) throws Exception {
        arm(ctx);
        super.channelActive(ctx);
    }

    /**
     * Netty's decoder is not reentrant while it hands requests on: a read nested in that (a resume
     * from the handler it calls) would decode the rest of its buffer, release it, and leave the outer
     * read decoding a released buffer. {@link #resume} is refused in there; the caller resumes later.
     */
    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) throws Exception {
        boolean outermost = !reading;
        reading = true;
        try {
            super.channelRead(ctx, msg);
        } finally {
            if (outermost) {
                reading = false;
            }
        }
    }

    /** Whether a read is under way up the stack: its buffer is in use, and {@link #resume} must wait. */
    boolean isReading() {
        return reading;
    }

    /** Stops decoding: what was read stays buffered (at most one read's worth) until {@link #resume}. */
    void pause() {
        paused = true;
    }

    boolean isPaused() {
        return paused;
    }

    /** Decodes again, starting with the requests that waited in the buffer. */
    void resume(ChannelHandlerContext decoderContext) throws Exception {
        if (reading) {
            throw new IllegalStateException("resumed inside the decoder's own read (see isReading)");
        }
        paused = false;
        // An empty read: the decoder goes through what it holds, passing each request on.
        channelRead(decoderContext, Unpooled.EMPTY_BUFFER);
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf buffer, List<Object> out) throws Exception {
        if (paused) {
            // Nothing consumed, nothing produced: the decoder stops and keeps the bytes.
            return;
        }
        boolean headBytes = awaitingHead && buffer.isReadable();
        int before = out.size();
        super.decode(ctx, buffer, out);
        for (int i = before; i < out.size(); i++) {
            Object message = out.get(i);
            if (message instanceof HttpRequest) {
                awaitingHead = false;
                headStarted = false;
                disarm();
            }
            if (message instanceof LastHttpContent) {
                awaitingHead = true;
            }
        }
        if (headBytes && awaitingHead && out.size() == before) {
            headStarted = true;
            arm(ctx);
        }
    }

    @Override
    protected void handleTransferEncodingChunkedWithContentLength(HttpMessage message) {
        // Thrown inside Netty's header parsing: the message becomes invalid, which is a 400 and close.
        throw new IllegalArgumentException("Content-Length with Transfer-Encoding");
    }

    @Override
    protected void handlerRemoved0(ChannelHandlerContext ctx) throws Exception {
        disarm();
        super.handlerRemoved0(ctx);
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        disarm();
        super.channelInactive(ctx);
    }

    private void arm(ChannelHandlerContext ctx) {
        if (deadline == null) {
            deadline = ctx.executor().schedule(() -> expire(ctx), deadlineNanos, TimeUnit.NANOSECONDS);
        }
    }

    private void disarm() {
        if (deadline != null) {
            deadline.cancel(false);
            deadline = null;
        }
    }

    private void expire(ChannelHandlerContext ctx) {
        deadline = null;
        if (!awaitingHead) {
            return;
        }
        if (headStarted) {
            ctx.fireUserEventTriggered(ConnectionEvent.HEAD_TIMEOUT);
        } else {
            // Opened and never spoke: nothing was asked, so nothing is answered.
            ctx.close();
        }
    }
}
