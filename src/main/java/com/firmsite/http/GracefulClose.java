package com.firmsite.http;

import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.socket.DuplexChannel;
import java.util.concurrent.TimeUnit;

/**
 * Closes a connection after its last response without losing that response. Closing a socket
 * with unread input makes the kernel send a reset, which can destroy a response the client has
 * not read yet (RFC 9112 §9.6) — exactly what happens when a client is still sending an oversized
 * body. So: flush, half-close our side, keep reading (the handlers discard what arrives), and
 * close when the client does or after a short linger.
 */
final class GracefulClose {
    static final long LINGER_MILLIS = 2000;

    private GracefulClose() {}

    static void start(ChannelHandlerContext ctx) {
        Channel channel = ctx.channel();
        ctx.writeAndFlush(Unpooled.EMPTY_BUFFER).addListener(written -> {
            if (!(channel instanceof DuplexChannel duplex) || !written.isSuccess() || !channel.isActive()) {
                channel.close();
                return;
            }
            if (duplex.isOutputShutdown()) {
                return;
            }
            duplex.shutdownOutput().addListener(shut -> {
                if (shut.isSuccess()) {
                    channel.eventLoop().schedule(() -> channel.close(), LINGER_MILLIS, TimeUnit.MILLISECONDS);
                } else {
                    channel.close();
                }
            });
        });
    }
}
