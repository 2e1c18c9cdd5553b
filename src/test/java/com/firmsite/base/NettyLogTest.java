package com.firmsite.base;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.util.internal.logging.InternalLogger;
import io.netty.util.internal.logging.InternalLoggerFactory;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Netty's log as firmsite's events: warnings and errors written, debug not even built. */
class NettyLogTest {
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();

    @AfterEach
    void backToStandardError() {
        NettyLog.writeTo(new Events(System.err, false));
    }

    @Test
    void nettysWarningsAndErrorsAreEventLinesAndItsDebugIsDropped() {
        NettyLog.install();
        NettyLog.writeTo(new Events(new PrintStream(log, true, StandardCharsets.UTF_8), false));
        InternalLogger netty = InternalLoggerFactory.getInstance("io.netty.test");

        netty.debug("not written {}", 1);
        netty.warn("transport {} unavailable: {}", "epoll", "no library");
        netty.error("handler failed", new IllegalStateException("boom"));

        String text = log.toString(StandardCharsets.UTF_8);
        assertThat(netty.isDebugEnabled()).isFalse();
        assertThat(text).doesNotContain("not written");
        assertThat(text).containsPattern("Z warn netty: transport epoll unavailable: no library\n");
        assertThat(text)
                .contains(" error netty: handler failed\n")
                .contains("java.lang.IllegalStateException: boom\n\tat ");
    }

    @Test
    void placeholdersAreFilledInOrderAndATrailingThrowableIsTheCause() {
        assertThat(NettyLog.format("a {} b {} c", 1, 2)).isEqualTo("a 1 b 2 c");
        assertThat(NettyLog.format("only {}", 1, 2)).isEqualTo("only 1");
        assertThat(NettyLog.format("{} and {}", "x")).isEqualTo("x and {}");
        assertThat(NettyLog.format("{} is {}", null, "null")).isEqualTo("null is null");

        NettyLog.install();
        NettyLog.writeTo(new Events(new PrintStream(log, true, StandardCharsets.UTF_8), false));
        InternalLogger netty = InternalLoggerFactory.getInstance("io.netty.test.cause");
        netty.warn("closing {}", "channel-1", new java.io.IOException("reset by peer"));
        netty.info("no arguments {}", (Object[]) null);
        assertThat(log.toString(StandardCharsets.UTF_8))
                .contains("warn netty: closing channel-1 (java.io.IOException: reset by peer)")
                .contains("info netty: no arguments {}");
    }
}
