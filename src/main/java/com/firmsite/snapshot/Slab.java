package com.firmsite.snapshot;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;

/**
 * Packs a build's small wire buffers (response heads, most bodies) into 1 MiB direct chunks. One
 * direct buffer per head would cost a JDK buffer, its cleaner and two wrappers each (about 200
 * bytes of heap for a 100-byte head) and a page of native bookkeeping: for a 10,000-page site,
 * tens of megabytes. A chunk is freed by the garbage collector once no snapshot refers to any
 * part of it. Safe to use from parallel streams: space is reserved under a lock, bytes are copied
 * outside it into disjoint ranges, and a snapshot is published only after its build completed.
 */
final class Slab {
    private static final int CHUNK_BYTES = 1 << 20;
    private static final int LARGE_BYTES = CHUNK_BYTES / 8;

    private ByteBuffer chunk;
    private ByteBuf chunkBuf;
    private int used;

    /** An unreleasable direct buffer holding {@code bytes}, shared by every response that sends it. */
    ByteBuf frozen(byte[] bytes) {
        return frozen(ByteBuffer.wrap(bytes));
    }

    /**
     * As {@link #frozen(byte[])}, from the remaining bytes of a buffer (left as it was): another
     * snapshot's coding is copied into this slab once, with no array in between.
     */
    ByteBuf frozen(ByteBuffer bytes) {
        int length = bytes.remaining();
        if (length > LARGE_BYTES) {
            return WireBytes.frozen(bytes);
        }
        ByteBuffer target;
        ByteBuf view;
        int offset;
        synchronized (this) {
            if (chunk == null || used + length > CHUNK_BYTES) {
                chunk = ByteBuffer.allocateDirect(CHUNK_BYTES);
                chunkBuf = Unpooled.wrappedBuffer(chunk);
                used = 0;
            }
            target = chunk;
            view = chunkBuf;
            offset = used;
            used += length;
        }
        // An absolute put on the JDK buffer: no position is shared between threads (Netty's setBytes
        // on a wrapped buffer goes through one internal view and is not safe here).
        target.put(offset, bytes, bytes.position(), length);
        return Unpooled.unreleasableBuffer(view.slice(offset, length));
    }
}
