package com.firmsite.base;

import io.netty.util.internal.logging.AbstractInternalLogger;
import io.netty.util.internal.logging.InternalLogger;
import io.netty.util.internal.logging.InternalLoggerFactory;
import java.util.Optional;

/**
 * Netty's log, written as firmsite's events: its warnings and errors (a native transport that
 * failed to load, an exception no handler caught) in the same lines and format as the rest, its
 * debug and trace messages not at all (Netty does not even build them).
 *
 * <p>Netty would otherwise look for SLF4J and Log4J, then settle on java.util.logging, whose set-up
 * (the log manager, its configuration file, its handlers) took about 20 ms of a restart's CPU.
 */
public final class NettyLog extends InternalLoggerFactory {
    /** Where Netty's messages go: standard error in text until {@link #writeTo} names the events. */
    private static volatile Events events = new Events(System.err, false);

    private NettyLog() {}

    /** Makes Netty log through firmsite's events from now on, including loggers it already made. */
    public static void install() {
        InternalLoggerFactory.setDefaultFactory(new NettyLog());
    }

    /** Netty's messages go to {@code target} from now on. */
    public static void writeTo(Events target) {
        events = target;
    }

    @Override
    protected InternalLogger newInstance(String name) {
        return new Logger(name);
    }

    /** The part of a message up to the first "{}", the argument, and so on; then any leftover text. */
    static String format(String pattern, Object... arguments) {
        if (pattern == null) {
            return "null";
        }
        StringBuilder text = new StringBuilder(pattern.length() + 32);
        int from = 0;
        for (Object argument : arguments) {
            int at = pattern.indexOf("{}", from);
            if (at < 0) {
                break;
            }
            text.append(pattern, from, at).append(argument);
            from = at + 2;
        }
        return text.append(pattern, from, pattern.length()).toString();
    }

    /** A trailing Throwable that no "{}" took is the message's cause, as in SLF4J. */
    private static Optional<Throwable> cause(String pattern, Object... arguments) {
        if (arguments.length == 0 || !(arguments[arguments.length - 1] instanceof Throwable cause)) {
            return Optional.empty();
        }
        int placeholders = 0;
        for (int at = pattern == null ? -1 : pattern.indexOf("{}"); at >= 0; at = pattern.indexOf("{}", at + 2)) {
            placeholders++;
        }
        return placeholders < arguments.length ? Optional.of(cause) : Optional.empty();
    }

    private static final class Logger extends AbstractInternalLogger {
        private static final long serialVersionUID = 1L;

        Logger(String name) {
            super(name);
        }

        private void write(String level, String message, Optional<Throwable> cause) {
            // An event loop that met an OutOfMemoryError outside a handler only logs it: end the process instead.
            cause.ifPresent(thrown -> OutOfMemory.haltIfArmed(thrown, "netty: " + message));
            String line =
                    "netty: " + message + (cause.isPresent() && !level.equals("error") ? " (" + cause.get() + ")" : "");
            switch (level) {
                case "error" -> cause.ifPresentOrElse(thrown -> events.error(line, thrown), () -> events.error(line));
                case "warn" -> events.warn(line);
                default -> events.info(line);
            }
        }

        private void log(String level, String pattern, Object... arguments) {
            Object[] given = arguments == null ? new Object[0] : arguments;
            write(level, format(pattern, given), cause(pattern, given));
        }

        @Override
        public boolean isTraceEnabled() {
            return false;
        }

        @Override
        public void trace(String msg) {}

        @Override
        public void trace(String format, Object arg) {}

        @Override
        public void trace(String format, Object argA, Object argB) {}

        @Override
        public void trace(String format, Object... arguments) {}

        @Override
        public void trace(String msg, Throwable t) {}

        @Override
        public boolean isDebugEnabled() {
            return false;
        }

        @Override
        public void debug(String msg) {}

        @Override
        public void debug(String format, Object arg) {}

        @Override
        public void debug(String format, Object argA, Object argB) {}

        @Override
        public void debug(String format, Object... arguments) {}

        @Override
        public void debug(String msg, Throwable t) {}

        @Override
        public boolean isInfoEnabled() {
            return true;
        }

        @Override
        public void info(String msg) {
            write("info", msg, Optional.empty());
        }

        @Override
        public void info(String format, Object arg) {
            log("info", format, arg);
        }

        @Override
        public void info(String format, Object argA, Object argB) {
            log("info", format, argA, argB);
        }

        @Override
        public void info(String format, Object... arguments) {
            log("info", format, arguments);
        }

        @Override
        public void info(String msg, Throwable t) {
            write("info", msg, Optional.ofNullable(t));
        }

        @Override
        public boolean isWarnEnabled() {
            return true;
        }

        @Override
        public void warn(String msg) {
            write("warn", msg, Optional.empty());
        }

        @Override
        public void warn(String format, Object arg) {
            log("warn", format, arg);
        }

        @Override
        public void warn(String format, Object argA, Object argB) {
            log("warn", format, argA, argB);
        }

        @Override
        public void warn(String format, Object... arguments) {
            log("warn", format, arguments);
        }

        @Override
        public void warn(String msg, Throwable t) {
            write("warn", msg, Optional.ofNullable(t));
        }

        @Override
        public boolean isErrorEnabled() {
            return true;
        }

        @Override
        public void error(String msg) {
            write("error", msg, Optional.empty());
        }

        @Override
        public void error(String format, Object arg) {
            log("error", format, arg);
        }

        @Override
        public void error(String format, Object argA, Object argB) {
            log("error", format, argA, argB);
        }

        @Override
        public void error(String format, Object... arguments) {
            log("error", format, arguments);
        }

        @Override
        public void error(String msg, Throwable t) {
            write("error", msg, Optional.ofNullable(t));
        }
    }
}
