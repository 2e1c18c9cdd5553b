package com.firmsite.http;

import com.firmsite.config.Limits;
import com.firmsite.snapshot.Snapshot;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.util.internal.PlatformDependent;
import io.netty.channel.Channel;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerAdapter;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.ChannelOutboundHandlerAdapter;
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
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.lang.reflect.Method;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The Netty server: native epoll where available (NIO otherwise), one event loop per core, each
 * offering its core to waiting threads after every batch of I/O ({@link YieldingIoHandler}),
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

  /**
   * Loads the native transport and initializes Netty's buffer classes (tens of milliseconds, most
   * of it reading the native library and probing the platform), so that a caller can do it on
   * another thread while it loads the site. {@link #start} does it anyway when nobody did.
   */
  public static void prepare() {
    // First what every buffer needs: Netty probes the platform (Unsafe, cleaners, buffer address
    // method handles), tens of milliseconds that the site's restore would otherwise wait for.
    PlatformDependent.hasUnsafe();
    Epoll.isAvailable();
    Unpooled.buffer(0).release();
    // The allocator connections read requests into (Netty's adaptive pool: sizing its arenas).
    ByteBufAllocator.DEFAULT.buffer(0).release();
    // Netty asks each handler class whether it is @Sharable, and whether it skips each event (the
    // adapters' methods are marked @Skip): the first answer per method parses its annotations, and
    // the first of each annotation type generates a proxy class, about 10 ms each. Asked here, the
    // bind and the first connection find them parsed (the answers are kept per method and class).
    new ChannelInitializer<SocketChannel>() {
      @Override
      protected void initChannel(SocketChannel channel) {}
    }.isSharable();
    for (Class<?> adapter : List.of(ChannelHandlerAdapter.class, ChannelInboundHandlerAdapter.class, ChannelOutboundHandlerAdapter.class, ChannelDuplexHandler.class)) {
      for (Method method : adapter.getDeclaredMethods()) {
        method.getAnnotations();
      }
    }
  }

  public static Server start(ServerSettings settings, Supplier<Snapshot> snapshots) throws InterruptedException {
    boolean epoll = Epoll.isAvailable();
    IoHandlerFactory io = YieldingIoHandler.factory(epoll ? EpollIoHandler.newFactory() : NioIoHandler.newFactory());
    Class<? extends ServerChannel> channelType = epoll ? EpollServerSocketChannel.class : NioServerSocketChannel.class;
    EventLoopGroup loops = new MultiThreadIoEventLoopGroup(Runtime.getRuntime().availableProcessors(), io);
    ChannelGroup connections = new DefaultChannelGroup("connections", GlobalEventExecutor.INSTANCE);
    ServerState state = new ServerState();
    Routes routes = new Routes(new ApiEndpoint(settings.rateLimiter()), new McpEndpoint());
    Limits limits = settings.limits();
    HttpDecoderConfig decoderConfig =
        new HttpDecoderConfig()
            .setMaxInitialLineLength(limits.requestLineBytes())
            .setMaxHeaderSize(limits.headerBytes())
            .setMaxChunkSize(16 * 1024)
            .setValidateHeaders(true);
    ConnectionRefusal refusal = new ConnectionRefusal(snapshots, settings, state);
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
                      // TLS first, so that even a refusal is answered in https.
                      settings.tls().ifPresent(tls -> channel.pipeline().addLast("tls", tls.newHandler(channel.alloc())));
                      if (!state.tryOpenConnection(limits.maxConnections())) {
                        refusal.refuse(channel, connections);
                        return;
                      }
                      channel.closeFuture().addListener(closed -> state.connectionClosed());
                      connections.add(channel);
                      RequestDecoder decoder = new RequestDecoder(decoderConfig, limits.headerTimeout());
                      channel.pipeline()
                          .addLast("idle", idleTimer(limits))
                          .addLast("decoder", decoder)
                          .addLast("handler", new RequestHandler(snapshots, routes, settings, state, decoder));
                    }
                  })
              .bind(new InetSocketAddress(settings.bind(), settings.port()))
              .sync()
              .channel();
      settings.events().info("listening on " + listener.localAddress() + " (" + (settings.tls().isPresent() ? "https, " : "") + (epoll ? "epoll" : "nio")
          + ", " + Runtime.getRuntime().availableProcessors() + " event loops)");
      return new Server(loops, listener, connections, state, settings);
    } catch (RuntimeException | InterruptedException e) {
      loops.shutdownGracefully(0, 0, TimeUnit.MILLISECONDS);
      throw e;
    }
  }

  /**
   * Watches reads only: a connection that sends nothing for the idle timeout is closed (or gets
   * 408 in the middle of a request). Watching writes too would put a promise and a listener on
   * every response (a few percent of a request's CPU), and a response is written as soon as its
   * request is read, so the reads alone tell an idle connection.
   */
  private static IdleStateHandler idleTimer(Limits limits) {
    return new IdleStateHandler(limits.idleTimeout().toMillis(), 0, 0, TimeUnit.MILLISECONDS);
  }

  public int port() {
    return ((InetSocketAddress) listener.localAddress()).getPort();
  }

  /** False once {@link #stop()} has begun: the admin port's health check then answers 503. */
  public boolean isAccepting() {
    return !state.isDraining();
  }

  /** Connections open now (refused ones not counted). */
  public int openConnections() {
    return state.openConnections();
  }

  /** Requests received and not yet answered. */
  public int requestsInFlight() {
    return state.inFlight();
  }

  /**
   * Stops accepting (new connections are refused by the kernel from here on), lets requests in
   * flight finish and their connections close — at most the configured grace period — then closes
   * whatever is left. Idle keep-alive connections are closed after a moment (for a request already
   * on its way); a connection with a request under way gets its answer with {@code Connection: close}.
   */
  public void stop() {
    state.startDraining();
    listener.close().awaitUninterruptibly();
    for (Channel connection : connections) {
      connection.pipeline().fireUserEventTriggered(ConnectionEvent.DRAIN);
    }
    long deadline = System.nanoTime() + settings.limits().shutdownGrace().toNanos();
    while (!connections.isEmpty() && System.nanoTime() < deadline) {
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    if (!connections.isEmpty()) {
      settings.events().warn(connections.size() + " connection(s), " + state.inFlight()
          + " request(s) in flight, still open after the shutdown grace period; closing them");
    }
    connections.close().awaitUninterruptibly(Duration.ofSeconds(2).toMillis());
    // Bounded: a wedged event loop must not keep the process from exiting after SIGTERM.
    if (!loops.shutdownGracefully(0, 2, TimeUnit.SECONDS).awaitUninterruptibly(5, TimeUnit.SECONDS)) {
      settings.events().warn("event loops did not stop within 5 s; exiting anyway");
    }
  }

  @Override
  public void close() {
    stop();
  }
}
