package com.firmsite.snapshot;

import io.netty.buffer.ByteBuf;

/**
 * One variant in one content coding, ready for the wire. A response is {@link #head()} (status
 * line, {@code Content-Type}, {@code Content-Length}, {@code Content-Encoding}, {@code ETag}), then
 * {@link #sharedHead()} (every other fixed header: the same bytes for all codings of the variant
 * and for its 304, held once), then {@code Date} and per-request headers and the blank line (added
 * by the HTTP layer), then {@link #body()}. The buffers are never written after construction and
 * are shared by every request; readers get duplicates.
 */
public final class Encoded {
    private final Encoding encoding;
    private final String etag;
    private final ByteBuf head;
    private final ByteBuf sharedHead;
    private final ByteBuf notModifiedHead;
    private final ByteBuf body;

    public Encoded(
            Encoding encoding, String etag, ByteBuf head, ByteBuf sharedHead, ByteBuf notModifiedHead, ByteBuf body) {
        this.encoding = encoding;
        this.etag = etag;
        this.head = head;
        this.sharedHead = sharedHead;
        this.notModifiedHead = notModifiedHead;
        this.body = body;
    }

    public Encoding encoding() {
        return encoding;
    }

    /** The strong entity tag, quoted, as sent in {@code ETag}. */
    public String etag() {
        return etag;
    }

    /** The status line and the headers that depend on this coding's body. */
    public ByteBuf head() {
        return head.duplicate();
    }

    /** The fixed headers shared by every coding of the variant, and by its 304. */
    public ByteBuf sharedHead() {
        return sharedHead.duplicate();
    }

    /** The 304 status line and {@code ETag}; {@link #sharedHead()} follows it. */
    public ByteBuf notModifiedHead() {
        return notModifiedHead.duplicate();
    }

    public ByteBuf body() {
        return body.duplicate();
    }

    /** The head buffers themselves, for {@code startup.SnapshotFile}: identity tells it which bytes are shared. */
    public ByteBuf headBuffer() {
        return head;
    }

    public ByteBuf sharedHeadBuffer() {
        return sharedHead;
    }

    public ByteBuf notModifiedHeadBuffer() {
        return notModifiedHead;
    }

    /** The shared body buffer itself: its identity tells {@code startup.SnapshotFile} which codings share bytes. */
    public ByteBuf bodyBuffer() {
        return body;
    }

    public int bodyLength() {
        return body.readableBytes();
    }

    /** The body bytes, copied; for export and tests, never on the request path. */
    public byte[] bodyBytes() {
        byte[] bytes = new byte[body.readableBytes()];
        body.getBytes(body.readerIndex(), bytes);
        return bytes;
    }
}
