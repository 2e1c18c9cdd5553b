package com.firmsite.http;

import com.firmsite.snapshot.Snapshot;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.netty.handler.timeout.IdleStateEvent;
import io.netty.util.ReferenceCountUtil;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Reads one request at a time from Netty's decoder, rejects what is malformed before routing
 * (decisions §3.7), and hands well-formed requests to {@link Routes} once the whole request has
 * arrived. Responses are written in order and flushed when the read batch ends.
 */
final class RequestHandler extends ChannelInboundHandlerAdapter {
  /** reg-name or IPv4, or an IPv6 literal in brackets, with an optional port. */
  private static final Pattern HOST = Pattern.compile("(\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9._~!$&'()*+,;=%-]*)(:[0-9]{0,5})?");

  private final Supplier<Snapshot> snapshots;
  private final Routes routes;
  private final ServerSettings settings;
  private final ServerState state;

  private static final byte[] NO_BODY = new byte[0];

  private Pending pending;
  private boolean closing;
  private String lastValidHost;

  /** The request being received: its head, and its body so far. */
  private static final class Pending {
    final HttpRequest request;
    final String path;
    final long startNanos;
    final ByteArrayOutputStream body;
    long bodyBytes;

    Pending(HttpRequest request, String path, long startNanos, boolean readsBody) {
      this.request = request;
      this.path = path;
      this.startNanos = startNanos;
      this.body = readsBody ? new ByteArrayOutputStream() : null;
    }
  }

  RequestHandler(Supplier<Snapshot> snapshots, Routes routes, ServerSettings settings, ServerState state) {
    this.snapshots = snapshots;
    this.routes = routes;
    this.settings = settings;
    this.state = state;
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    try {
      if (closing) {
        return;
      }
      if (msg instanceof HttpRequest request) {
        onHead(ctx, request);
      }
      if (msg instanceof HttpContent content && pending != null) {
        onContent(ctx, content);
      }
    } finally {
      ReferenceCountUtil.release(msg);
    }
  }

  private void onHead(ChannelHandlerContext ctx, HttpRequest request) {
    long start = System.nanoTime();
    state.requestStarted();
    Optional<ProblemCode> refusal = refusal(request);
    Optional<String> path = refusal.isPresent() ? Optional.empty() : RequestTarget.path(request.uri(), settings.authority());
    if (refusal.isEmpty() && path.isEmpty()) {
      refusal = Optional.of(ProblemCode.BAD_REQUEST);
    }
    if (refusal.isPresent()) {
      reject(ctx, refusal.get(), request, start);
      return;
    }
    pending = new Pending(request, path.get(), start, routes.readsBody(path.get()));
  }

  private void onContent(ChannelHandlerContext ctx, HttpContent content) {
    Pending current = pending;
    if (content.decoderResult().isFailure()) {
      pending = null;
      reject(ctx, ProblemCode.BAD_REQUEST, current.request, current.startNanos);
      return;
    }
    ByteBuf bytes = content.content();
    current.bodyBytes += bytes.readableBytes();
    if (current.bodyBytes > settings.maxBodyBytes()) {
      pending = null;
      reject(ctx, ProblemCode.PAYLOAD_TOO_LARGE, current.request, current.startNanos);
      return;
    }
    if (current.body != null && bytes.isReadable()) {
      byte[] chunk = new byte[bytes.readableBytes()];
      bytes.readBytes(chunk);
      current.body.writeBytes(chunk);
    }
    if (content instanceof LastHttpContent) {
      pending = null;
      respond(ctx, current);
    }
  }

  private void respond(ChannelHandlerContext ctx, Pending current) {
    boolean keepAlive = HttpUtil.isKeepAlive(current.request) && !state.isDraining();
    byte[] body = current.body == null ? NO_BODY : current.body.toByteArray();
    Exchange exchange =
        new Exchange(ctx, current.request.method(), current.path, current.request.headers(), snapshots.get(),
            keepAlive, current.startNanos, settings.accessLog(), body);
    try {
      routes.dispatch(exchange);
    } catch (RuntimeException bug) {
      // A bug must not hang the client or leak its message: log it, answer 500, close.
      settings.events().error("request failed: " + current.request.method() + " " + current.path, bug);
      if (!exchange.isSent()) {
        closing = true;
        exchange.sendDynamic(500, null, new byte[0], List.of(Map.entry("Connection", "close"), Map.entry("Cache-Control", "no-store")));
        ctx.writeAndFlush(io.netty.buffer.Unpooled.EMPTY_BUFFER).addListener(io.netty.channel.ChannelFutureListener.CLOSE);
      }
    } finally {
      state.requestFinished();
    }
    if (!keepAlive) {
      closing = true;
    }
  }

  /** Rejects a request before routing: a short problem, then the connection is closed. */
  private void reject(ChannelHandlerContext ctx, ProblemCode code, HttpRequest request, long start) {
    closing = true;
    String method = request.method().name();
    Exchange exchange =
        new Exchange(ctx, io.netty.handler.codec.http.HttpMethod.valueOf(method.isEmpty() ? "GET" : method), "/", request.headers(),
            snapshots.get(), false, start, settings.accessLog(), new byte[0]);
    exchange.sendProblem(code, List.of());
    ctx.flush();
    state.requestFinished();
  }

  private Optional<ProblemCode> refusal(HttpRequest request) {
    DecoderResult result = request.decoderResult();
    if (result.isFailure()) {
      Throwable cause = result.cause();
      if (cause instanceof TooLongHttpLineException) {
        return Optional.of(ProblemCode.URI_TOO_LONG);
      }
      if (cause instanceof TooLongHttpHeaderException || cause instanceof TooLongFrameException) {
        return Optional.of(ProblemCode.HEADER_FIELDS_TOO_LARGE);
      }
      return Optional.of(ProblemCode.BAD_REQUEST);
    }
    if (request.headers().size() > settings.maxHeaderFields()) {
      return Optional.of(ProblemCode.HEADER_FIELDS_TOO_LARGE);
    }
    List<String> hosts = request.headers().getAll(HttpHeaderNames.HOST);
    boolean hostRequired = request.protocolVersion().equals(HttpVersion.HTTP_1_1);
    if (hosts.size() > 1 || (hostRequired && hosts.isEmpty()) || (hosts.size() == 1 && !validHost(hosts.get(0)))) {
      return Optional.of(ProblemCode.BAD_REQUEST);
    }
    if (request.headers().contains(HttpHeaderNames.TRANSFER_ENCODING) && request.headers().contains(HttpHeaderNames.CONTENT_LENGTH)) {
      return Optional.of(ProblemCode.BAD_REQUEST);
    }
    return Optional.empty();
  }

  /** A keep-alive client sends the same Host on every request: match the pattern once per connection. */
  private boolean validHost(String host) {
    if (host.equals(lastValidHost)) {
      return true;
    }
    boolean valid = HOST.matcher(host).matches();
    if (valid) {
      lastValidHost = host;
    }
    return valid;
  }

  @Override
  public void channelReadComplete(ChannelHandlerContext ctx) {
    ctx.flush();
    if (closing && ctx.channel().isActive()) {
      ctx.writeAndFlush(io.netty.buffer.Unpooled.EMPTY_BUFFER).addListener(io.netty.channel.ChannelFutureListener.CLOSE);
    }
  }

  @Override
  public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
    if (event instanceof IdleStateEvent && pending == null && nothingLeftToWrite(ctx)) {
      // An idle keep-alive connection: close it quietly, nothing is owed to it.
      ctx.close();
    }
  }

  /** False while a response is still queued for a slow reader: that connection is not idle. */
  private static boolean nothingLeftToWrite(ChannelHandlerContext ctx) {
    var outbound = ctx.channel().unsafe().outboundBuffer();
    return outbound == null || outbound.isEmpty();
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    if (pending != null) {
      pending = null;
      state.requestFinished();
    }
    ctx.fireChannelInactive();
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    // Connection resets and the like: nothing to answer, nobody else affected.
    ctx.close();
  }
}
