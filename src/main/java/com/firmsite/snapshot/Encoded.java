package com.firmsite.snapshot;

import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;

/**
 * One variant in one content coding, ready for the wire: the response head without {@code Date}
 * and the closing blank line (those are added per request), the 304 head, and the body. The
 * buffers are never written after construction and are shared by every request; writers send
 * duplicates.
 */
public final class Encoded {
  private final Encoding encoding;
  private final String etag;
  private final ByteBuf head;
  private final ByteBuf notModifiedHead;
  private final ByteBuf body;

  /** {@code body} is shared with other variants of the same bytes (see {@link Bodies}); it is never written. */
  Encoded(Encoding encoding, String etag, String head, String notModifiedHead, ByteBuf body) {
    this.encoding = encoding;
    this.etag = etag;
    this.head = WireBytes.frozen(head.getBytes(StandardCharsets.ISO_8859_1));
    this.notModifiedHead = WireBytes.frozen(notModifiedHead.getBytes(StandardCharsets.ISO_8859_1));
    this.body = body;
  }

  public Encoding encoding() {
    return encoding;
  }

  /** The strong entity tag, quoted, as sent in {@code ETag}. */
  public String etag() {
    return etag;
  }

  public ByteBuf head() {
    return head.duplicate();
  }

  public ByteBuf notModifiedHead() {
    return notModifiedHead.duplicate();
  }

  public ByteBuf body() {
    return body.duplicate();
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
