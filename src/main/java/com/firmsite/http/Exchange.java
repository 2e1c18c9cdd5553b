package com.firmsite.http;

import com.firmsite.metrics.Route;
import com.firmsite.output.Header;
import com.firmsite.output.MediaType;
import com.firmsite.output.ProblemCode;
import com.firmsite.snapshot.Encoded;
import com.firmsite.snapshot.Encoding;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.StatusLine;
import com.firmsite.snapshot.Variant;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.util.CharsetUtil;
import java.net.InetSocketAddress;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One request and its response. Every response leaves through {@link #send(Variant)} or {@link
 * #sendDynamic}, which handle HEAD, {@code If-None-Match}, {@code Date}, per-request headers and
 * connection closing once, for every route.
 */
public final class Exchange {
    // Arrays, not buffers: a buffer-to-buffer copy goes through two NIO views per copy.
    private static final byte[] END_OF_HEAD = "\r\n".getBytes(CharsetUtil.ISO_8859_1);
    private static final byte[] CLOSE_AND_END_OF_HEAD = "Connection: close\r\n\r\n".getBytes(CharsetUtil.ISO_8859_1);
    private static final byte[] REQUEST_ID_PREFIX = (RequestId.HEADER + ": ").getBytes(CharsetUtil.ISO_8859_1);
    private static final byte[] NOINDEX = Header.NOINDEX.line().getBytes(CharsetUtil.ISO_8859_1);
    private static final byte[] NO_CONTENT = new byte[0];
    /** What a problem answer adds to the caller's headers: never stored. */
    private static final List<Header> PROBLEM_HEADERS = List.of(Header.NO_STORE);
    /** {@code Date: Sat, 21 Nov 2026 10:00:00 GMT} and CRLF: IMF-fixdate has a fixed length. */
    private static final int DATE_LINE_BYTES = 37;

    private final ChannelHandlerContext ctx;
    private final HttpMethod method;
    private final String path;
    private final String target;
    private final HttpHeaders headers;
    private final Snapshot snapshot;
    private final boolean keepAlive;
    private final long startNanos;
    private final ServerSettings settings;
    private final ServerServices services;
    private List<String> extraHeaders;
    private final byte[] body;
    private boolean sent;
    private Route route = Route.REJECTED;

    Exchange(
            ChannelHandlerContext ctx,
            HttpMethod method,
            String path,
            String target,
            HttpHeaders headers,
            Snapshot snapshot,
            boolean keepAlive,
            long startNanos,
            ServerSettings settings,
            ServerServices services,
            byte[] body) {
        this.ctx = ctx;
        this.method = method;
        this.path = path;
        this.target = target;
        this.headers = headers;
        this.snapshot = snapshot;
        this.keepAlive = keepAlive;
        this.startNanos = startNanos;
        this.settings = settings;
        this.services = services;
        this.body = body;
    }

    public HttpMethod method() {
        return method;
    }

    public boolean isGetOrHead() {
        return method.equals(HttpMethod.GET) || method.equals(HttpMethod.HEAD);
    }

    /** The decoded request path, without query. */
    public String path() {
        return path;
    }

    /**
     * The request's query as sent (not decoded), without {@code ?}; empty when it has none. Only
     * redirects.yaml entries written with a query read it.
     */
    public String rawQuery() {
        int question = target.indexOf('?');
        if (question < 0) {
            return "";
        }
        int fragment = target.indexOf('#', question);
        return target.substring(question + 1, fragment < 0 ? target.length() : fragment);
    }

    public String header(CharSequence name) {
        return headers.get(name);
    }

    public List<String> headers(CharSequence name) {
        return headers.getAll(name);
    }

    public Snapshot snapshot() {
        return snapshot;
    }

    /** The request body (empty unless the route reads bodies). */
    public byte[] body() {
        return body;
    }

    public InetSocketAddress remoteAddress() {
        return (InetSocketAddress) ctx.channel().remoteAddress();
    }

    /** Names the kind of route answering, for the request metrics (refusals before routing keep REJECTED). */
    void route(Route kind) {
        route = kind;
    }

    /** Adds a header to whatever response this exchange sends (rate-limit fields, for example). */
    public void addHeader(String name, String value) {
        extraLine(name + ": " + value + "\r\n");
    }

    /** Adds a header to whatever response this exchange sends. */
    public void addHeader(Header header) {
        extraLine(header.line());
    }

    private void extraLine(String line) {
        if (extraHeaders == null) {
            extraHeaders = new ArrayList<>(6);
        }
        extraHeaders.add(line);
    }

    /** Sends a pre-encoded variant, choosing the coding by {@code Accept-Encoding}. */
    public void send(Variant variant) {
        Encoding encoding = variant.hasCompressed()
                ? Negotiation.encoding(
                        header(HttpHeaderNames.ACCEPT_ENCODING), variant.has(Encoding.BR), variant.has(Encoding.GZIP))
                : Encoding.IDENTITY;
        Encoded encoded = variant.encodedOrIdentity(encoding);
        if (variant.status() == 200 && notModified(variant, encoded)) {
            finish(304, encoded.notModifiedHead(), encoded.sharedHead(), null, 0);
            return;
        }
        boolean withBody = !method.equals(HttpMethod.HEAD);
        finish(
                variant.status(),
                encoded.head(),
                encoded.sharedHead(),
                withBody ? encoded.body() : null,
                withBody ? encoded.bodyLength() : 0);
    }

    /** Sends a response built for this request (problems, API answers). */
    public void sendDynamic(int status, MediaType type, byte[] content, List<Header> headers) {
        sendDynamic(status, typedHead(status, type), content, headers, List.of());
    }

    /** Sends a response built for this request without a body, so without {@code Content-Type} (redirects, 500). */
    public void sendEmpty(int status, List<Header> headers) {
        sendDynamic(status, new StringBuilder(256).append(StatusLine.of(status)), NO_CONTENT, headers, List.of());
    }

    private static StringBuilder typedHead(int status, MediaType type) {
        return new StringBuilder(512)
                .append(StatusLine.of(status))
                .append("Content-Type: ")
                .append(type.value())
                .append("\r\n");
    }

    /**
     * Ends {@code head} (the status line, and {@code Content-Type} if any) with the length, the
     * headers every answer carries, {@code headers} then {@code more}, and sends it with {@code content}.
     */
    private void sendDynamic(int status, StringBuilder head, byte[] content, List<Header> headers, List<Header> more) {
        head.append("Content-Length: ").append(content.length).append("\r\n");
        Header.NOSNIFF.appendTo(head);
        if (snapshot.baseUrl().startsWith("https://")) {
            // docs/decisions.md §7: HSTS on every response when the public address is https, dynamic ones too.
            Header.HSTS.appendTo(head);
        }
        for (Header header : headers) {
            appendUnlessPreviewCache(head, header);
        }
        for (Header header : more) {
            appendUnlessPreviewCache(head, header);
        }
        if (preview()) {
            Header.PREVIEW_NO_STORE.appendTo(head);
        }
        ByteBuf headBuf = ctx.alloc().buffer(head.length());
        headBuf.writeCharSequence(head, CharsetUtil.ISO_8859_1);
        boolean withBody = !method.equals(HttpMethod.HEAD);
        ByteBuf bodyBuf = withBody ? ctx.alloc().buffer(content.length).writeBytes(content) : null;
        finish(status, headBuf, null, bodyBuf, withBody ? content.length : 0);
    }

    /**
     * Whether this server is an editors' preview ({@code serve --drafts}, which is what {@code
     * noindex} on every response means): every answer is then {@code Cache-Control: private,
     * no-store}, so that no cache in front of it keeps a draft (docs/decisions.md §2.7).
     */
    boolean preview() {
        return settings.noindex();
    }

    /** Appends {@code header}, but a preview's own {@code Cache-Control} in place of any other. */
    private void appendUnlessPreviewCache(StringBuilder head, Header header) {
        if (!(preview() && header.name().equals(Header.PREVIEW_NO_STORE.name()))) {
            header.appendTo(head);
        }
    }

    /**
     * Sends a response whose head (status line and fixed headers, without {@code Date} and the
     * per-request lines) and body were encoded once, at start: for constant answers such as the
     * health status, whose only per-request parts are the rate-limit fields.
     */
    void sendEncoded(int status, ByteBuf head, ByteBuf content) {
        boolean withBody = !method.equals(HttpMethod.HEAD);
        finish(
                status,
                head.duplicate(),
                null,
                withBody ? content.duplicate() : null,
                withBody ? content.readableBytes() : 0);
    }

    /** A problem+json response (never cached). */
    public void sendProblem(ProblemCode code, List<Header> headers) {
        sendProblem(code, Problems.detail(code), headers);
    }

    /** A problem+json response with a detail sentence of the caller's (never request bytes). */
    void sendProblem(ProblemCode code, String detail, List<Header> headers) {
        sendDynamic(
                code.status(),
                typedHead(code.status(), MediaType.PROBLEM_JSON),
                Problems.body(code, snapshot.baseUrl(), path, detail),
                headers,
                PROBLEM_HEADERS);
    }

    boolean isSent() {
        return sent;
    }

    /**
     * RFC 9110 §13.2.2: {@code If-None-Match} decides when present; otherwise {@code
     * If-Modified-Since}, for the variants that carry a {@code Last-Modified} (feeds: feed readers
     * poll with it). Preconditions apply to 200 answers only (§13.2.1), which the caller checks.
     */
    private boolean notModified(Variant variant, Encoded encoded) {
        if (headers.contains(HttpHeaderNames.IF_NONE_MATCH)) {
            return notModified(encoded.etag());
        }
        String since = headers.get(HttpHeaderNames.IF_MODIFIED_SINCE);
        if (since == null) {
            return false;
        }
        Optional<Instant> modified = variant.lastModified();
        if (modified.isEmpty()) {
            return false;
        }
        try {
            return !modified.get().isAfter(Instant.from(DateTimeFormatter.RFC_1123_DATE_TIME.parse(since.strip())));
        } catch (DateTimeException unparseable) {
            // An invalid date is ignored (RFC 9110 §13.1.3): the full answer.
            return false;
        }
    }

    private boolean notModified(String etag) {
        List<String> values = headers.getAll(HttpHeaderNames.IF_NONE_MATCH);
        for (String value : values) {
            for (String candidate : value.split(",", -1)) {
                String tag = candidate.strip();
                if (tag.equals("*")) {
                    return true;
                }
                // If-None-Match uses the weak comparison (RFC 9110 §13.1.2).
                if (tag.startsWith("W/")) {
                    tag = tag.substring(2);
                }
                if (tag.equals(etag)) {
                    return true;
                }
            }
        }
        return false;
    }

    private void finish(int status, ByteBuf head, ByteBuf sharedHead, ByteBuf content, int bodyBytes) {
        sent = true;
        String requestId = RequestId.of(
                headers, ctx.channel().remoteAddress(), services.rateLimiter().clients());
        ctx.write(head, ctx.voidPromise());
        if (sharedHead != null) {
            ctx.write(sharedHead, ctx.voidPromise());
        }
        ctx.write(tail(requestId), ctx.voidPromise());
        if (content != null) {
            ctx.write(content, ctx.voidPromise());
        }
        if (!keepAlive) {
            GracefulClose.start(ctx);
        }
        long nanos = System.nanoTime() - startNanos;
        services.metrics().request(route, status, nanos);
        services.accessLog().log(method.name(), path, status, bodyBytes, nanos, requestId);
    }

    /**
     * The end of the head: {@code Date}, {@code X-Request-Id}, per-request headers, {@code
     * Connection: close} when closing, the blank line. Written into one small pooled buffer (one
     * write and one iovec for all of them); the common case (no extra headers) builds no strings
     * beyond the id itself.
     */
    private ByteBuf tail(String requestId) {
        ByteBuf buffer = ctx.alloc().buffer(DATE_LINE_BYTES + REQUEST_ID_PREFIX.length + requestId.length() + 64);
        HttpDate.writeLine(buffer);
        buffer.writeBytes(REQUEST_ID_PREFIX).writeCharSequence(requestId, CharsetUtil.ISO_8859_1);
        buffer.writeByte('\r').writeByte('\n');
        if (settings.noindex()) {
            buffer.writeBytes(NOINDEX);
        }
        if (extraHeaders != null) {
            for (String line : extraHeaders) {
                buffer.writeCharSequence(line, CharsetUtil.ISO_8859_1);
            }
        }
        buffer.writeBytes(keepAlive ? END_OF_HEAD : CLOSE_AND_END_OF_HEAD);
        return buffer;
    }
}
