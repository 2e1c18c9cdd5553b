package com.firmsite.http;

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
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * A connection beyond the connection limit: answered 503 with {@code Retry-After} as soon as it
 * opens, without reading a request, then closed. Connections being refused are bounded too; past
 * that bound a new connection is closed at once. Nothing waits in a queue.
 */
@ChannelHandler.Sharable
final class ConnectionRefusal extends ChannelInboundHandlerAdapter {
  static final int RETRY_AFTER_SECONDS = 1;
  private static final long WARN_INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(10);

  private final Supplier<Snapshot> snapshots;
  private final ServerSettings settings;
  private final ServerState state;
  private final AtomicLong lastWarning = new AtomicLong(System.nanoTime() - WARN_INTERVAL_NANOS);

  ConnectionRefusal(Supplier<Snapshot> snapshots, ServerSettings settings, ServerState state) {
    this.snapshots = snapshots;
    this.settings = settings;
    this.state = state;
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
    Exchange exchange =
        new Exchange(ctx, HttpMethod.valueOf("-"), "-", EmptyHttpHeaders.INSTANCE, snapshots.get(), false, System.nanoTime(),
            settings, new byte[0]);
    exchange.sendProblem(ProblemCode.SERVICE_UNAVAILABLE, "The server is at its limit of " + settings.limits().maxConnections() + " open connections.",
        List.of(Map.entry("Retry-After", String.valueOf(RETRY_AFTER_SECONDS))));
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
    ctx.close();
  }

  private void warnNowAndThen() {
    long last = lastWarning.get();
    long now = System.nanoTime();
    if (now - last >= WARN_INTERVAL_NANOS && lastWarning.compareAndSet(last, now)) {
      settings.events().warn("connection limit of " + settings.limits().maxConnections() + " reached: refusing new connections with 503");
    }
  }
}
