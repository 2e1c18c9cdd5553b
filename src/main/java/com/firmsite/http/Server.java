package com.firmsite.http;

import com.firmsite.snapshot.Snapshot;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.IoHandlerFactory;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.ServerChannel;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpRequestDecoder;
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The Netty server: native epoll where available (NIO otherwise), one event loop per core,
 * {@code TCP_NODELAY}. Netty's decoder parses and bounds every request; {@link RequestHandler}
 * takes it from there.
 */
public final class Server implements AutoCloseable {
  private final EventLoopGroup loops;
  private final Channel listener;
  private final ChannelGroup connections;
  private final ServerState state;
  private final ServerSettings settings;

  private Server(EventLoopGroup loops, Channel listener, ChannelGroup connections, ServerState state, ServerSettings settings) {
    this.loops = loops;
    this.listener = listener;
    this.connections = connections;
    this.state = state;
    this.settings = settings;
  }

  public static Server start(ServerSettings settings, Supplier<Snapshot> snapshots) throws InterruptedException {
    boolean epoll = Epoll.isAvailable();
    IoHandlerFactory io = epoll ? EpollIoHandler.newFactory() : NioIoHandler.newFactory();
    Class<? extends ServerChannel> channelType = epoll ? EpollServerSocketChannel.class : NioServerSocketChannel.class;
    EventLoopGroup loops = new MultiThreadIoEventLoopGroup(Runtime.getRuntime().availableProcessors(), io);
    ChannelGroup connections = new DefaultChannelGroup("connections", GlobalEventExecutor.INSTANCE);
    ServerState state = new ServerState();
    Routes routes = new Routes(new ApiEndpoint(), new McpEndpoint());
    HttpDecoderConfig decoderConfig =
        new HttpDecoderConfig()
            .setMaxInitialLineLength(settings.maxRequestLineBytes())
            .setMaxHeaderSize(settings.maxHeaderBytes())
            .setMaxChunkSize(16 * 1024)
            .setValidateHeaders(true);
    try {
      Channel listener =
          new ServerBootstrap()
              .group(loops)
              .channel(channelType)
              .option(ChannelOption.SO_BACKLOG, 1024)
              .option(ChannelOption.SO_REUSEADDR, true)
              .childOption(ChannelOption.TCP_NODELAY, true)
              .childHandler(
                  new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel channel) {
                      connections.add(channel);
                      channel.pipeline()
                          // Reader-idle only: an all-idle handler turns every write's void promise into a real one
                          // and listens to it, four times per response. RequestHandler checks that no
                          // response is still being written before it closes an idle connection.
                          .addLast("idle", new IdleStateHandler(settings.idleTimeout().toMillis(), 0, 0, TimeUnit.MILLISECONDS))
                          .addLast("decoder", new HttpRequestDecoder(decoderConfig))
                          .addLast("handler", new RequestHandler(snapshots, routes, settings, state));
                    }
                  })
              .bind(new InetSocketAddress(settings.bind(), settings.port()))
              .sync()
              .channel();
      settings.events().info("listening on " + listener.localAddress() + " (" + (epoll ? "epoll" : "nio") + ", " + Runtime.getRuntime().availableProcessors() + " event loops)");
      return new Server(loops, listener, connections, state, settings);
    } catch (RuntimeException | InterruptedException e) {
      loops.shutdownGracefully(0, 0, TimeUnit.MILLISECONDS);
      throw e;
    }
  }

  public int port() {
    return ((InetSocketAddress) listener.localAddress()).getPort();
  }

  /**
   * Stops accepting, lets requests in flight finish (at most the configured grace period), then
   * closes every connection.
   */
  public void stop() {
    state.startDraining();
    listener.close().awaitUninterruptibly();
    long deadline = System.nanoTime() + settings.shutdownGrace().toNanos();
    while (state.inFlight() > 0 && System.nanoTime() < deadline) {
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    connections.close().awaitUninterruptibly(Duration.ofSeconds(2).toMillis());
    loops.shutdownGracefully(0, 2, TimeUnit.SECONDS).awaitUninterruptibly();
  }

  @Override
  public void close() {
    stop();
  }
}
