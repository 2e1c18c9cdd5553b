package com.firmsite.snapshot;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;

/** Immutable bytes for the wire, shared by every response that sends them. */
public final class WireBytes {
    private WireBytes() {}

    /**
     * A direct buffer that responses send duplicates of. Direct, because the native transport copies
     * heap buffers on every write. Backed by a JDK direct buffer, so its memory is freed by the
     * garbage collector once no snapshot or queued response refers to it: a replaced snapshot cannot
     * leak, and no request can release it (it is unreleasable). It is not wrapped read-only, because
     * that wrapper hides the memory address from the transport; nothing writes to it after this.
     */
    public static ByteBuf frozen(byte[] bytes) {
        return frozen(ByteBuffer.wrap(bytes));
    }

    /** As {@link #frozen(byte[])}, from the remaining bytes of a buffer (left as it was). */
    static ByteBuf frozen(ByteBuffer bytes) {
        ByteBuffer direct = ByteBuffer.allocateDirect(bytes.remaining())
                .put(bytes.duplicate())
                .flip();
        return Unpooled.unreleasableBuffer(Unpooled.wrappedBuffer(direct));
    }
}
