package com.firmsite.http;

import com.firmsite.config.Limits;
import com.firmsite.snapshot.Snapshot;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.Unpooled;
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
import io.netty.channel.WriteBufferWaterMark;
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
import io.netty.util.internal.PlatformDependent;
import java.lang.reflect.Method;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The Netty server: native epoll where available (NIO otherwise), one event loop per core, each
 * offering its core to waiting threads after every batch of I/O ({@link YieldingIoHandler}),
 * {@code TCP_NODELAY}. Netty's decoder parses and bounds every request; {@link RequestHandler}
 * takes it from there.
 */
public final class Server implements AutoCloseable {
    /**
     * A connection stops being read once this much of its responses waits unsent, and is read again
     * below the low mark (Netty's defaults, stated: bodies are shared slices of the snapshot, so
     * this bounds the per-connection bookkeeping, not copies of bodies).
     */
    static final int WRITE_BUFFER_LOW_BYTES = 32 * 1024;

    static final int WRITE_BUFFER_HIGH_BYTES = 64 * 1024;

    /** What a server at its connection limit does with one more connection. */
    enum WhenFull {
        /** Answers it 503 and closes it (the public site: nobody's connection is taken away). */
        REFUSE,
        /**
         * Closes the connection idle the longest (no request under way) to make room, and refuses only
         * when every connection is busy (the admin port: a monitor must get in, and an idle connection
         * there is worth nothing). Reads each connection's state from the accepting thread, so one
         * event loop only.
         */
        CLOSE_LONGEST_IDLE
    }

    private final EventLoopGroup loops;
    private final Channel listener;
    private final ChannelGroup connections;
    private final ServerState state;
    private final ServerSettings settings;
    private final ServerServices services;
    private final Faults faults;

    private Server(
            EventLoopGroup loops,
            Channel listener,
            ChannelGroup connections,
            ServerState state,
            ServerSettings settings,
            ServerServices services,
            Faults faults) {
        this.loops = loops;
        this.listener = listener;
        this.connections = connections;
        this.state = state;
        this.settings = settings;
        this.services = services;
        this.faults = faults;
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
        for (Class<?> adapter : List.of(
                ChannelHandlerAdapter.class,
                ChannelInboundHandlerAdapter.class,
                ChannelOutboundHandlerAdapter.class,
                ChannelDuplexHandler.class)) {
            for (Method method : adapter.getDeclaredMethods()) {
                method.getAnnotations();
            }
        }
    }

    /** The public site: one event loop per core. */
    public static Server start(ServerSettings settings, ServerServices services, Supplier<Snapshot> snapshots)
            throws InterruptedException {
        return bind(settings.bind(), settings.port()).serve(settings, services, snapshots);
    }

    /**
     * The public site's port, bound now and accepting no connection until {@link Bound#serve}: with
     * port 0 the system picks a free one, and what is served (whose URLs may name that port) is built
     * knowing it. A client that connects in between waits in the kernel's backlog.
     */
    public static Bound bind(InetAddress address, int port) throws InterruptedException {
        return bind(address, port, Runtime.getRuntime().availableProcessors());
    }

    /**
     * A server answering through {@code routing} with the protocol handling, limits and timeouts of
     * {@code settings}, on event loops of its own.
     */
    static Server start(
            ServerSettings settings,
            ServerServices services,
            Supplier<Snapshot> snapshots,
            Routing routing,
            int eventLoops,
            WhenFull whenFull)
            throws InterruptedException {
        return bind(settings.bind(), settings.port(), eventLoops)
                .serve(settings, services, snapshots, routing, whenFull);
    }

    private static Bound bind(InetAddress address, int port, int eventLoops) throws InterruptedException {
        boolean epoll = Epoll.isAvailable();
        IoHandlerFactory io =
                YieldingIoHandler.factory(epoll ? EpollIoHandler.newFactory() : NioIoHandler.newFactory());
        Class<? extends ServerChannel> channelType =
                epoll ? EpollServerSocketChannel.class : NioServerSocketChannel.class;
        EventLoopGroup loops = new MultiThreadIoEventLoopGroup(eventLoops, io);
        // Set by Bound.serve(), before the first connection is accepted.
        AtomicReference<Consumer<SocketChannel>> initializer = new AtomicReference<>(channel -> {
            throw new IllegalStateException("a connection accepted before Bound.serve()");
        });
        try {
            Channel listener = new ServerBootstrap()
                    .group(loops)
                    .channel(channelType)
                    .option(ChannelOption.SO_BACKLOG, 1024)
                    .option(ChannelOption.SO_REUSEADDR, true)
                    // Nothing is accepted before serve() says what to answer.
                    .option(ChannelOption.AUTO_READ, false)
                    .childOption(ChannelOption.TCP_NODELAY, true)
                    // Backpressure (see RequestHandler): unwritable past the high mark, writable again below the low
                    // one.
                    .childOption(
                            ChannelOption.WRITE_BUFFER_WATER_MARK,
                            new WriteBufferWaterMark(WRITE_BUFFER_LOW_BYTES, WRITE_BUFFER_HIGH_BYTES))
                    .childHandler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel channel) {
                            initializer.get().accept(channel);
                        }
                    })
                    .bind(new InetSocketAddress(address, port))
                    .sync()
                    .channel();
            return new Bound(loops, eventLoops, listener, initializer);
        } catch (RuntimeException | InterruptedException e) {
            loops.shutdownGracefully(0, 0, TimeUnit.MILLISECONDS);
            throw e;
        }
    }

    /** A bound port that accepts nothing yet (see {@link Server#bind}); {@link #serve} or {@link #close} it. */
    public static final class Bound implements AutoCloseable {
        private final EventLoopGroup loops;
        private final int eventLoops;
        private final Channel listener;
        private final AtomicReference<Consumer<SocketChannel>> initializer;

        private Bound(
                EventLoopGroup loops,
                int eventLoops,
                Channel listener,
                AtomicReference<Consumer<SocketChannel>> initializer) {
            this.loops = loops;
            this.eventLoops = eventLoops;
            this.listener = listener;
            this.initializer = initializer;
        }

        /** The port listened on: the one asked for, or the one the system picked for port 0. */
        public int port() {
            return ((InetSocketAddress) listener.localAddress()).getPort();
        }

        /** Starts accepting connections and answering them as the public site. */
        public Server serve(ServerSettings settings, ServerServices services, Supplier<Snapshot> snapshots) {
            Server server = serve(
                    settings,
                    services,
                    snapshots,
                    new Routes(new ApiEndpoint(services.rateLimiter()), new McpEndpoint()),
                    WhenFull.REFUSE);
            services.events()
                    .info("listening on " + listener.localAddress() + " ("
                            + (settings.tls().isPresent() ? "https, " : "") + (Epoll.isAvailable() ? "epoll" : "nio")
                            + ", " + eventLoops + " event loops)");
            return server;
        }

        Server serve(
                ServerSettings settings,
                ServerServices services,
                Supplier<Snapshot> snapshots,
                Routing routing,
                WhenFull whenFull) {
            if (whenFull == WhenFull.CLOSE_LONGEST_IDLE && eventLoops != 1) {
                throw new IllegalArgumentException("closing the longest idle connection needs one event loop");
            }
            ChannelGroup connections = new DefaultChannelGroup("connections", GlobalEventExecutor.INSTANCE);
            ServerState state = new ServerState();
            Faults faults = new Faults(services.events());
            Limits limits = settings.limits();
            HttpDecoderConfig decoderConfig = new HttpDecoderConfig()
                    .setMaxInitialLineLength(limits.requestLineBytes())
                    .setMaxHeaderSize(limits.headerBytes())
                    .setMaxChunkSize(16 * 1024)
                    .setValidateHeaders(true);
            ConnectionRefusal serverFull = ConnectionRefusal.serverFull(snapshots, settings, services, state);
            ConnectionRefusal clientFull = ConnectionRefusal.clientFull(snapshots, settings, services, state);
            initializer.set(channel -> {
                // TLS first, so that even a refusal is answered in https.
                settings.tls().ifPresent(tls -> channel.pipeline().addLast("tls", tls.newHandler(channel.alloc())));
                InetAddress peer = channel.remoteAddress().getAddress();
                // A trusted proxy speaks for many clients: only the global limit applies to it.
                boolean capped = !services.rateLimiter().clients().isTrustedProxy(peer);
                ServerState.Admission admission = state.tryOpenConnection(
                        peer, capped, limits.maxConnections(), limits.maxConnectionsPerClient());
                if (admission != ServerState.Admission.ADMITTED
                        && whenFull == WhenFull.CLOSE_LONGEST_IDLE
                        && closeLongestIdle(connections)) {
                    // On this one loop the close has already counted the connection closed.
                    admission = state.tryOpenConnection(
                            peer, capped, limits.maxConnections(), limits.maxConnectionsPerClient());
                }
                if (admission != ServerState.Admission.ADMITTED) {
                    (admission == ServerState.Admission.CLIENT_FULL ? clientFull : serverFull)
                            .refuse(channel, connections);
                    return;
                }
                channel.closeFuture().addListener(closed -> state.connectionClosed(peer, capped));
                connections.add(channel);
                RequestDecoder decoder = new RequestDecoder(decoderConfig, limits.headerTimeout());
                channel.pipeline()
                        .addLast("idle", idleTimer(limits))
                        .addLast("decoder", decoder)
                        .addLast(
                                "handler",
                                new RequestHandler(snapshots, routing, settings, services, state, decoder, faults));
            });
            listener.config().setAutoRead(true);
            return new Server(loops, listener, connections, state, settings, services, faults);
        }

        /** Releases the port and the event loops of a start that failed before {@link #serve}. */
        @Override
        public void close() {
            listener.close().awaitUninterruptibly();
            loops.shutdownGracefully(0, 0, TimeUnit.MILLISECONDS);
        }
    }

    /** Closes the connection with no request under way that has been idle the longest; false if none is idle. */
    private static boolean closeLongestIdle(ChannelGroup connections) {
        Channel longest = null;
        long longestSince = 0;
        for (Channel connection : connections) {
            RequestHandler handler = connection.pipeline().get(RequestHandler.class);
            if (handler != null
                    && handler.isIdle()
                    && (longest == null || handler.idleSinceNanos() - longestSince < 0)) {
                longest = connection;
                longestSince = handler.idleSinceNanos();
            }
        }
        if (longest == null) {
            return false;
        }
        longest.close();
        return true;
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

    /** Connections refused since start, because the server was full ({@code server}) or their client at its cap ({@code client}). */
    public long refusedConnections(boolean clientCap) {
        return clientCap ? state.refusedClientFull() : state.refusedServerFull();
    }

    /** Unexpected exceptions met while answering since start (each kind logged once, see {@link Faults}). */
    public long faults() {
        return faults.total();
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
            services.events()
                    .warn(connections.size() + " connection(s), " + state.inFlight()
                            + " request(s) in flight, still open after the shutdown grace period; closing them");
        }
        connections.close().awaitUninterruptibly(Duration.ofSeconds(2).toMillis());
        // Bounded: a wedged event loop must not keep the process from exiting after SIGTERM.
        if (!loops.shutdownGracefully(0, 2, TimeUnit.SECONDS).awaitUninterruptibly(5, TimeUnit.SECONDS)) {
            services.events().warn("event loops did not stop within 5 s; exiting anyway");
        }
    }

    @Override
    public void close() {
        stop();
    }
}
