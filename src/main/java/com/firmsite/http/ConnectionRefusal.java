package com.firmsite.http;

import com.firmsite.base.OutOfMemory;
import com.firmsite.output.Header;
import com.firmsite.output.ProblemCode;
import com.firmsite.snapshot.Snapshot;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.util.ReferenceCountUtil;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * A connection beyond the connection limit, or beyond its client's share of it: answered 503 with
 * {@code Retry-After} as soon as it opens, without reading a request, then closed. Connections
 * being refused are bounded too; past that bound a new connection is closed at once. Nothing
 * waits in a queue. One instance per reason, each with its detail and its warning.
 */
@ChannelHandler.Sharable
final class ConnectionRefusal extends ChannelInboundHandlerAdapter {
    static final int RETRY_AFTER_SECONDS = 1;
    private static final List<Header> RETRY_LATER = List.of(Header.retryAfter(RETRY_AFTER_SECONDS));
    private static final long WARN_INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(10);

    private final Supplier<Snapshot> snapshots;
    private final ServerSettings settings;
    private final ServerServices services;
    private final ServerState state;
    private final String detail;
    private final String warning;
    private final AtomicLong lastWarning = new AtomicLong(System.nanoTime() - WARN_INTERVAL_NANOS);

    private ConnectionRefusal(
            Supplier<Snapshot> snapshots,
            ServerSettings settings,
            ServerServices services,
            ServerState state,
            String detail,
            String warning) {
        this.snapshots = snapshots;
        this.settings = settings;
        this.services = services;
        this.state = state;
        this.detail = detail;
        this.warning = warning;
    }

    /** Refuses connections beyond {@code --max-connections}. */
    static ConnectionRefusal serverFull(
            Supplier<Snapshot> snapshots, ServerSettings settings, ServerServices services, ServerState state) {
        int max = settings.limits().maxConnections();
        return new ConnectionRefusal(
                snapshots,
                settings,
                services,
                state,
                "The server is at its limit of " + max + " open connections.",
                "connection limit of " + max + " reached: refusing new connections with 503");
    }

    /** Refuses a client's connections beyond {@code --max-connections-per-client}. */
    static ConnectionRefusal clientFull(
            Supplier<Snapshot> snapshots, ServerSettings settings, ServerServices services, ServerState state) {
        int max = settings.limits().maxConnectionsPerClient();
        return new ConnectionRefusal(
                snapshots,
                settings,
                services,
                state,
                "This client already has the limit of " + max + " open connections.",
                "per-client connection limit of " + max + " reached: refusing that client's new connections with 503");
    }

    void refuse(SocketChannel channel, ChannelGroup connections) {
        warnNowAndThen();
        if (!state.tryStartRefusal(settings.limits().maxConnections())) {
            channel.close();
            return;
        }
        channel.closeFuture().addListener(closed -> state.refusalEnded());
        connections.add(channel);
        channel.pipeline().addLast("refusal", this);
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        Exchange exchange = new Exchange(
                ctx,
                HttpMethod.valueOf("-"),
                "-",
                "-",
                EmptyHttpHeaders.INSTANCE,
                snapshots.get(),
                false,
                System.nanoTime(),
                settings,
                services,
                new byte[0]);
        exchange.sendProblem(ProblemCode.SERVICE_UNAVAILABLE, detail, RETRY_LATER);
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        // Whatever the client sends is read and dropped, so the close cannot reset the answer away.
        ReferenceCountUtil.release(msg);
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
        ReferenceCountUtil.release(event);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        OutOfMemory.haltIfArmed(cause, "refusing a connection");
        ctx.close();
    }

    private void warnNowAndThen() {
        long last = lastWarning.get();
        long now = System.nanoTime();
        if (now - last >= WARN_INTERVAL_NANOS && lastWarning.compareAndSet(last, now)) {
            services.events().warn(warning);
        }
    }
}
