package com.firmsite.snapshot;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The wire buffers of one snapshot build, shared by body identity: a page's Markdown and its
 * {@code .md} twin are one array, so they are compressed once and held in memory once. Buffers are
 * packed into a {@link Slab}. Safe to use from parallel streams.
 */
final class Bodies {
  /** Records compare arrays by reference: exactly the sharing wanted here. */
  private record Key(byte[] body, Encoding encoding) {}

  /** A body in one coding: its length and the buffer to send. */
  record Coded(int length, ByteBuf buffer) {}

  private final ConcurrentHashMap<Key, Optional<Coded>> coded = new ConcurrentHashMap<>();
  private final Slab slab = new Slab();
  private final boolean identityOnHeap;

  /**
   * @param identityOnHeap send identity bodies from the rendered arrays themselves instead of a
   *     direct copy: half the memory for bodies, for one copy by the transport per response
   */
  Bodies(boolean identityOnHeap) {
    this.identityOnHeap = identityOnHeap;
  }

  /** The body as it is (identity), computed once per array. */
  Coded identity(byte[] body) {
    return get(Encoding.IDENTITY, body).orElseThrow();
  }

  /** The body in {@code encoding}; empty when that coding is unavailable or would not be smaller. */
  Optional<Coded> get(Encoding encoding, byte[] body) {
    return coded.computeIfAbsent(new Key(body, encoding), key -> code(key.encoding(), key.body()));
  }

  /** Fixed bytes that are not a body (response heads), in this build's slab. */
  ByteBuf frozen(byte[] bytes) {
    return slab.frozen(bytes);
  }

  private Optional<Coded> code(Encoding encoding, byte[] body) {
    if (encoding == Encoding.IDENTITY && identityOnHeap) {
      return Optional.of(new Coded(body.length, Unpooled.unreleasableBuffer(Unpooled.wrappedBuffer(body))));
    }
    Optional<byte[]> bytes = encoding == Encoding.IDENTITY ? Optional.of(body) : Compression.compress(encoding, body);
    return bytes.map(b -> new Coded(b.length, slab.frozen(b)));
  }
}
