package com.firmsite.snapshot;

import com.firmsite.output.Header;
import com.firmsite.output.MediaType;
import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * One representation of a resource (say, the Markdown of a team page) with every content coding
 * it was pre-compressed into. Status and headers are fixed at snapshot time, and kept only as the
 * head bytes they were encoded into. A variant is built
 * in identity first; {@link #compressed(Bodies)} returns a copy with br and gzip added, whose
 * identity coding is the very same {@link Encoded} (same head, same ETag).
 */
public final class Variant {
    /** Bodies over this size have their br and gzip codings made in parallel. */
    private static final int PARALLEL_CODINGS_BYTES = 1 << 20;

    private static final String LAST_MODIFIED = "\r\nLast-Modified: ";

    private final int status;
    private final MediaType type;
    private final byte[] body;
    private final String tag;
    private final ByteBuf sharedHead;
    private final Map<Encoding, Encoded> encodings;
    private final Encoded identity;

    /** @param body the rendered body, or null for a variant restored from a snapshot file (final) */
    private Variant(
            int status, MediaType type, byte[] body, String tag, ByteBuf sharedHead, Map<Encoding, Encoded> encodings) {
        this.status = status;
        this.type = type;
        this.body = body;
        this.tag = tag;
        this.sharedHead = sharedHead;
        this.encodings = encodings;
        this.identity = encodings.get(Encoding.IDENTITY);
    }

    /**
     * Builds a variant with every coding. {@code headers} are every header but the ones derived from
     * the body ({@code Content-Type}, {@code Content-Length}, {@code ETag}, {@code Content-Encoding})
     * and {@code Vary: Accept-Encoding}, which is added here for bodies worth compressing.
     *
     * @param varyAccept whether the resource is negotiated by {@code Accept} (pages, page errors)
     */
    static Variant of(int status, MediaType type, byte[] body, List<Header> headers, boolean varyAccept) {
        Bodies bodies = new Bodies(false);
        return identity(status, type, body, headers, varyAccept, bodies).compressed(bodies);
    }

    /** The variant in identity only: what is served until the compressed codings are ready. */
    static Variant identity(
            int status, MediaType type, byte[] body, List<Header> headers, boolean varyAccept, Bodies bodies) {
        String tag = entityTag(body);
        String vary = vary(varyAccept, type, body);
        ByteBuf sharedHead = bodies.frozen(sharedHead(vary, headers));
        Map<Encoding, Encoded> encodings = new EnumMap<>(Encoding.class);
        encodings.put(
                Encoding.IDENTITY,
                encode(status, type, tag, sharedHead, Encoding.IDENTITY, bodies.identity(body), bodies));
        return new Variant(status, type, body, tag, sharedHead, encodings);
    }

    /**
     * A variant as {@code startup.SnapshotFile} wrote it: the same fields, and every coding with the head
     * bytes a build encoded (the file keeps them, so a restart encodes nothing; {@code Vary} and the
     * headers given to {@link #of} are in those bytes, and nothing else needs them).
     */
    public static Variant restored(int status, MediaType type, String tag, Map<Encoding, Encoded> encodings) {
        Encoded identity = encodings.get(Encoding.IDENTITY);
        if (identity == null) {
            throw new IllegalArgumentException("a variant without its identity body");
        }
        // Every coding and the 304 share one head buffer: the identity coding's is the variant's.
        return new Variant(status, type, null, tag, identity.sharedHeadBuffer(), encodings);
    }

    /** This variant with br and gzip added where they make the body smaller; this one if none do. */
    Variant compressed(Bodies bodies) {
        // A restored variant (no body) has every coding it was ever given.
        if (body == null || hasCompressed() || !Compression.worthCompressing(type, body)) {
            return this;
        }
        // A large body's two codings are made side by side: llms-full.txt (50 MB for 10,000 pages) was
        // otherwise the last body compressed, alone on one core, for seconds.
        Stream<Encoding> codings = Stream.of(Encoding.BR, Encoding.GZIP);
        Map<Encoding, Optional<Bodies.Coded>> coded = (body.length > PARALLEL_CODINGS_BYTES
                        ? codings.parallel()
                        : codings)
                .collect(Collectors.toMap(encoding -> encoding, encoding -> bodies.compressed(encoding, body, tag)));
        Map<Encoding, Encoded> more = new EnumMap<>(encodings);
        coded.forEach((encoding, result) -> result.ifPresent(
                it -> more.put(encoding, encode(status, type, tag, sharedHead, encoding, it, bodies))));
        return more.size() == 1 ? this : new Variant(status, type, body, tag, sharedHead, more);
    }

    private static Encoded encode(
            int status,
            MediaType type,
            String tag,
            ByteBuf sharedHead,
            Encoding encoding,
            Bodies.Coded coded,
            Bodies bodies) {
        String etag = "\"" + tag + encoding.etagSuffix() + "\"";
        String head = StatusLine.of(status)
                + "Content-Type: " + type.value() + "\r\n"
                + "Content-Length: " + coded.length() + "\r\n"
                + (encoding == Encoding.IDENTITY ? "" : "Content-Encoding: " + encoding.token() + "\r\n")
                + "ETag: " + etag + "\r\n";
        String notModified = StatusLine.of(304) + "ETag: " + etag + "\r\n";
        return new Encoded(
                encoding,
                etag,
                bodies.frozen(latin1(head)),
                sharedHead,
                bodies.frozen(latin1(notModified)),
                coded.buffer());
    }

    /** {@code Vary} and the given headers: the part of the head every coding and the 304 share. */
    private static byte[] sharedHead(String vary, List<Header> headers) {
        StringBuilder shared = new StringBuilder(512);
        if (!vary.isEmpty()) {
            shared.append("Vary: ").append(vary).append("\r\n");
        }
        for (Header header : headers) {
            header.appendTo(shared);
        }
        return latin1(shared.toString());
    }

    private static byte[] latin1(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    /**
     * {@code Accept-Encoding} is in {@code Vary} for every body worth compressing, whether or not its
     * compressed codings exist yet, so the identity head is the same before and after compression.
     */
    private static String vary(boolean varyAccept, MediaType type, byte[] body) {
        boolean compressed = Compression.worthCompressing(type, body);
        if (varyAccept && compressed) {
            return "Accept, Accept-Encoding";
        }
        return varyAccept ? "Accept" : compressed ? "Accept-Encoding" : "";
    }

    /** First 128 bits of the body's SHA-256, in hex: strong, and equal across instances. */
    private static String entityTag(byte[] body) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(body);
            return HexFormat.of().formatHex(digest, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is always available", e);
        }
    }

    public int status() {
        return status;
    }

    /**
     * The {@code Last-Modified} among this variant's fixed headers (feeds send one), or empty. Read
     * from the head bytes, which a variant restored from a snapshot file keeps too; only a request
     * with {@code If-Modified-Since} asks.
     */
    public Optional<Instant> lastModified() {
        String head = "\r\n" + sharedHead.toString(StandardCharsets.ISO_8859_1);
        int start = head.indexOf(LAST_MODIFIED);
        if (start < 0) {
            return Optional.empty();
        }
        int from = start + LAST_MODIFIED.length();
        return Optional.of(Instant.from(
                DateTimeFormatter.RFC_1123_DATE_TIME.parse(head.substring(from, head.indexOf('\r', from)))));
    }

    public MediaType type() {
        return type;
    }

    /** The first 128 bits of the identity body's SHA-256 in hex: the entity tag without quotes or suffix. */
    public String tag() {
        return tag;
    }

    public Encoded identity() {
        return identity;
    }

    public Optional<Encoded> encoded(Encoding encoding) {
        return Optional.ofNullable(encodings.get(encoding));
    }

    /** The coding asked for, or identity when this variant does not have it (no allocation: request path). */
    public Encoded encodedOrIdentity(Encoding encoding) {
        Encoded encoded = encodings.get(encoding);
        return encoded != null ? encoded : identity;
    }

    public boolean has(Encoding encoding) {
        return encodings.containsKey(encoding);
    }

    /** Codings available besides identity, for negotiation. */
    public boolean hasCompressed() {
        return encodings.size() > 1;
    }
}
