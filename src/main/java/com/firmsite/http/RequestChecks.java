package com.firmsite.http;

import com.firmsite.config.Limits;
import com.firmsite.output.ProblemCode;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What is wrong with a request head before it is routed (docs/decisions.md §3.7), as a problem code and a
 * detail sentence. Details name limits, never request bytes or exception messages.
 */
final class RequestChecks {
    /** reg-name or IPv4, or an IPv6 literal in brackets, with an optional port (RFC 9110 §7.2). */
    private static final Pattern HOST =
            Pattern.compile("(\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9._~!$&'()*+,;=%-]+)(?::([0-9]{0,5}))?");
    /** Clients send a handful of Host values: each is matched once (a regex per request was 3 % of its CPU). */
    private static final BoundedCache<Boolean> VALID_HOSTS = new BoundedCache<>();

    private static final Pattern CODINGS = Pattern.compile(",");

    /** Why a request is refused. */
    record Rejection(ProblemCode code, String detail) {}

    private RequestChecks() {}

    /** The first thing wrong with the head, if anything: framing, size, Host, version. */
    static Optional<Rejection> head(HttpRequest request, Limits limits) {
        DecoderResult result = request.decoderResult();
        if (result.isFailure()) {
            return Optional.of(decoderFailure(result.cause(), limits));
        }
        HttpHeaders headers = request.headers();
        if (headers.size() > limits.headerFields()) {
            return reject(
                    ProblemCode.HEADER_FIELDS_TOO_LARGE,
                    "The request has more than " + limits.headerFields() + " header fields.");
        }
        HttpVersion version = request.protocolVersion();
        if (version.majorVersion() != 1) {
            return reject(ProblemCode.BAD_REQUEST, "Only HTTP/1.0 and HTTP/1.1 are spoken here.");
        }
        if (!validHost(headers.getAll(HttpHeaderNames.HOST), version.minorVersion() >= 1)) {
            return reject(ProblemCode.BAD_REQUEST, "The Host header is missing, repeated or malformed.");
        }
        if (headers.contains(HttpHeaderNames.TRANSFER_ENCODING) && headers.contains(HttpHeaderNames.CONTENT_LENGTH)) {
            // Netty refuses most of these itself (RequestDecoder); this covers whatever it lets through.
            return reject(ProblemCode.BAD_REQUEST, "The request has both Content-Length and Transfer-Encoding.");
        }
        return transferCodings(headers.getAll(HttpHeaderNames.TRANSFER_ENCODING));
    }

    /**
     * RFC 9112 §6.3 and §6.1: a final coding other than {@code chunked} leaves the body's length
     * unknown, 400; {@code chunked} after a coding this server does not implement (it implements none
     * but {@code chunked}: {@code gzip, chunked}) is 501. Either way the connection is closed.
     */
    private static Optional<Rejection> transferCodings(List<String> fields) {
        if (fields.isEmpty()) {
            return Optional.empty();
        }
        List<String> codings = fields.stream()
                .flatMap(CODINGS::splitAsStream)
                .map(coding -> coding.strip().toLowerCase(Locale.ROOT))
                .toList();
        if (!codings.getLast().equals("chunked")
                || codings.subList(0, codings.size() - 1).contains("chunked")) {
            return reject(
                    ProblemCode.BAD_REQUEST,
                    "The request's final transfer coding is not chunked, or chunked is applied twice.");
        }
        if (codings.size() > 1) {
            return reject(ProblemCode.NOT_IMPLEMENTED, "Transfer codings other than chunked are not implemented here.");
        }
        return Optional.empty();
    }

    /** A body declared longer than the limit is refused before a byte of it is read. */
    static Optional<Rejection> declaredBody(long contentLength, Limits limits) {
        return contentLength > limits.bodyBytes() ? Optional.of(bodyTooLarge(limits)) : Optional.empty();
    }

    static Rejection bodyTooLarge(Limits limits) {
        return new Rejection(
                ProblemCode.PAYLOAD_TOO_LARGE,
                "The request body exceeds the limit of " + limits.bodyBytes() + " bytes.");
    }

    static Rejection badTarget() {
        return new Rejection(
                ProblemCode.BAD_REQUEST,
                "The request target is not a valid path on this site (malformed percent-encoding, invalid UTF-8, control characters, an encoded slash or backslash, or another host).");
    }

    static Rejection badFraming() {
        return new Rejection(ProblemCode.BAD_REQUEST, "The request body is not correctly framed.");
    }

    static Rejection headTimeout(Limits limits) {
        return new Rejection(
                ProblemCode.REQUEST_TIMEOUT,
                "The request head was not complete within "
                        + limits.headerTimeout().toMillis() + " ms.");
    }

    static Rejection slowBody(Limits limits) {
        return new Rejection(
                ProblemCode.REQUEST_TIMEOUT,
                "The request body arrived slower than " + limits.minBodyRate() + " bytes per second.");
    }

    static Rejection silentTimeout(Limits limits) {
        return new Rejection(
                ProblemCode.REQUEST_TIMEOUT,
                "Nothing more of the request arrived within "
                        + limits.idleTimeout().toSeconds() + " s.");
    }

    private static Rejection decoderFailure(Throwable cause, Limits limits) {
        if (cause instanceof TooLongHttpLineException) {
            return new Rejection(
                    ProblemCode.URI_TOO_LONG,
                    "The request line exceeds the limit of " + limits.requestLineBytes() + " bytes.");
        }
        if (cause instanceof TooLongHttpHeaderException || cause instanceof TooLongFrameException) {
            return new Rejection(
                    ProblemCode.HEADER_FIELDS_TOO_LARGE,
                    "The request header section exceeds the limit of " + limits.headerBytes() + " bytes.");
        }
        return new Rejection(ProblemCode.BAD_REQUEST, "The request is not well-formed HTTP/1.1.");
    }

    /** Exactly one well-formed Host; HTTP/1.0 may omit it. An empty host is invalid for http URIs. */
    private static boolean validHost(List<String> hosts, boolean required) {
        if (hosts.isEmpty()) {
            return !required;
        }
        if (hosts.size() > 1) {
            return false;
        }
        return VALID_HOSTS.get(hosts.get(0), RequestChecks::validHost);
    }

    private static boolean validHost(String value) {
        Matcher host = HOST.matcher(value);
        return host.matches()
                && (host.group(2) == null || host.group(2).isEmpty() || Integer.parseInt(host.group(2)) <= 65535);
    }

    private static Optional<Rejection> reject(ProblemCode code, String detail) {
        return Optional.of(new Rejection(code, detail));
    }
}
