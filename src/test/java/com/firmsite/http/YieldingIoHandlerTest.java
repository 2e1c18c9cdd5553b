package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.IoHandlerFactory;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.ServerChannel;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An event loop offers its core to waiting threads after each batch of connections it handled, and
 * not after a wake-up that had no I/O (a timer, a task): on the server's own transport (epoll
 * here, NIO elsewhere), with real sockets on loopback.
 */
class YieldingIoHandlerTest {
    private final AtomicInteger yields = new AtomicInteger();
    private EventLoopGroup loop;
    private Channel listener;

    @BeforeEach
    void start() throws InterruptedException {
        boolean epoll = Epoll.isAvailable();
        IoHandlerFactory io = epoll ? EpollIoHandler.newFactory() : NioIoHandler.newFactory();
        Class<? extends ServerChannel> channelType =
                epoll ? EpollServerSocketChannel.class : NioServerSocketChannel.class;
        loop = new MultiThreadIoEventLoopGroup(1, YieldingIoHandler.factory(io, yields::incrementAndGet));
        listener = new ServerBootstrap()
                .group(loop)
                .channel(channelType)
                .childHandler(new ChannelInboundHandlerAdapter() {
                    @Override
                    public void channelRead(ChannelHandlerContext ctx, Object msg) {
                        ctx.writeAndFlush(msg); // an echo
                    }

                    @Override
                    public boolean isSharable() {
                        return true;
                    }
                })
                .bind(new InetSocketAddress("127.0.0.1", 0))
                .sync()
                .channel();
    }

    @AfterEach
    void stop() throws InterruptedException {
        listener.close().sync();
        loop.shutdownGracefully(0, 1, TimeUnit.SECONDS).sync();
    }

    @Test
    void wakeUpsWithoutIoDoNotYield() throws Exception {
        int before = yields.get();
        for (int i = 0; i < 20; i++) {
            loop.submit(() -> {}).sync();
            loop.schedule(() -> {}, 1, TimeUnit.MILLISECONDS).sync();
        }
        assertThat(yields.get()).isEqualTo(before);
    }

    @Test
    void aBatchOfConnectionIoYieldsOnceTheBatchIsHandled() throws Exception {
        int port = ((InetSocketAddress) listener.localAddress()).getPort();
        int before = yields.get();
        try (Socket client = new Socket("127.0.0.1", port)) {
            client.setSoTimeout(5_000);
            OutputStream out = client.getOutputStream();
            InputStream in = client.getInputStream();
            for (int i = 0; i < 10; i++) {
                out.write('x');
                out.flush();
                assertThat(in.read()).isEqualTo('x');
            }
        }
        // Each echo was its own batch (the client waited for every answer): at least one yield each.
        assertThat(yields.get() - before).isGreaterThanOrEqualTo(10);
    }
}
