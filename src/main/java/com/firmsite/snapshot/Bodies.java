package com.firmsite.snapshot;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

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
    private final Map<String, Variant> earlier;
    private final AtomicInteger compressedCodings = new AtomicInteger();
    private final AtomicInteger reusedCodings = new AtomicInteger();

    /**
     * @param identityOnHeap send identity bodies from the rendered arrays themselves instead of a
     *     direct copy: half the memory for bodies, for one copy by the transport per response
     */
    Bodies(boolean identityOnHeap) {
        this(identityOnHeap, Map.of());
    }

    /**
     * @param earlier compressed variants of an earlier snapshot of this same firmsite build, by
     *     entity tag: a body with the same tag (its digest) takes its codings from there
     */
    private Bodies(boolean identityOnHeap, Map<String, Variant> earlier) {
        this.identityOnHeap = identityOnHeap;
        this.earlier = earlier;
    }

    /** Codings for a build whose bodies may be in {@code earlier}'s: those are copied, not compressed again. */
    static Bodies reusing(Snapshot earlier) {
        Map<String, Variant> byTag = new HashMap<>();
        earlier.variants().filter(Variant::hasCompressed).forEach(variant -> byTag.putIfAbsent(variant.tag(), variant));
        return new Bodies(false, byTag);
    }

    /** The body as it is (identity), computed once per array. */
    Coded identity(byte[] body) {
        return coded.computeIfAbsent(new Key(body, Encoding.IDENTITY), key -> Optional.of(identityCoding(body)))
                .orElseThrow();
    }

    /**
     * The body in {@code encoding}; empty when that coding is unavailable or would not be smaller.
     * {@code tag} is the body's entity tag.
     */
    Optional<Coded> compressed(Encoding encoding, byte[] body, String tag) {
        return coded.computeIfAbsent(new Key(body, encoding), key -> compress(encoding, body, tag));
    }

    /** Fixed bytes that are not a body (response heads), in this build's slab. */
    ByteBuf frozen(byte[] bytes) {
        return slab.frozen(bytes);
    }

    /** How many codings this build compressed, and how many it took from the earlier snapshot. */
    String counts() {
        return compressedCodings.get() + " codings compressed, " + reusedCodings.get() + " reused";
    }

    private Coded identityCoding(byte[] body) {
        if (identityOnHeap) {
            return new Coded(body.length, Unpooled.unreleasableBuffer(Unpooled.wrappedBuffer(body)));
        }
        return new Coded(body.length, slab.frozen(body));
    }

    private Optional<Coded> compress(Encoding encoding, byte[] body, String tag) {
        Variant before = earlier.get(tag);
        if (before != null) {
            // The same bytes (the tag is their SHA-256) compressed by this same build's settings: the
            // result would be what the earlier snapshot holds, including "not smaller, not sent".
            reusedCodings.incrementAndGet();
            return before.encoded(encoding)
                    .map(encoded -> new Coded(
                            encoded.bodyLength(), slab.frozen(encoded.body().nioBuffer())));
        }
        compressedCodings.incrementAndGet();
        return Compression.compress(encoding, body).map(bytes -> new Coded(bytes.length, slab.frozen(bytes)));
    }
}
