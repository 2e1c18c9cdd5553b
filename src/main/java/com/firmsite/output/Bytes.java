package com.firmsite.output;

import java.nio.ByteBuffer;

/**
 * A rendered body's bytes, which never change, and where they are held: on the heap as rendered,
 * until a saved snapshot file holds the very same bytes ({@link #readFrom}). Then they are read
 * from the file's mapping and the array is let go.
 *
 * <p>Why they move: with {@code serve --watch} the render memo keeps every page it rendered for
 * the next reload, and so kept every body twice, once in the heap and once in the start-up cache's
 * file that serves the site. On the large firm of {@code bench/generate-site} that was 600 MB of
 * the 1.1 GB heap after an edit (docs/performance.md). Only the holder moves: the object stays the
 * same, so a build that is handed this body again by the memo still recognises it by identity
 * ({@code snapshot.SnapshotBuilder.Compared}) without reading a byte.
 *
 * <p>Bytes compare by identity, as the arrays they replace did: equal bytes rendered twice are two
 * bodies, and comparing their contents is the snapshot's business, not the memo's.
 */
public final class Bytes {
    private final int length;
    /** The array as rendered, or a read-only view of a file's mapping holding the same bytes. */
    private volatile Object held;

    private Bytes(byte[] array) {
        this.length = array.length;
        this.held = array;
    }

    /** {@code array}'s bytes; the array is not copied and must not be written afterwards. */
    public static Bytes of(byte[] array) {
        return new Bytes(array);
    }

    public int length() {
        return length;
    }

    /**
     * The bytes as an array: the rendered array itself while it is held, else a copy read from the
     * file (each call a new one: callers that read many bodies use {@link #copyTo}).
     */
    public byte[] array() {
        return switch (held) {
            case byte[] array -> array;
            case ByteBuffer view -> {
                byte[] copy = new byte[length];
                view.get(0, copy);
                yield copy;
            }
            default -> throw new IllegalStateException("bytes held as " + held.getClass());
        };
    }

    /** Copies {@code count} bytes from {@code from} into {@code target} at {@code at}. */
    public void copyTo(int from, byte[] target, int at, int count) {
        switch (held) {
            case byte[] array -> System.arraycopy(array, from, target, at, count);
            case ByteBuffer view -> view.get(from, target, at, count);
            default -> throw new IllegalStateException("bytes held as " + held.getClass());
        }
    }

    /** The byte at {@code index}. */
    public byte at(int index) {
        return switch (held) {
            case byte[] array -> array[index];
            case ByteBuffer view -> view.get(index);
            default -> throw new IllegalStateException("bytes held as " + held.getClass());
        };
    }

    /** Whether the bytes are read from a file's mapping (or other memory outside the heap). */
    public boolean outsideHeap() {
        return held instanceof ByteBuffer;
    }

    /**
     * Reads the bytes from {@code sameBytes} from now on, which must hold exactly these bytes (the
     * identity coding of the saved snapshot's resource this body was rendered for) outside the heap;
     * does nothing otherwise (a file read into the heap, or a view of another length). The caller
     * vouches for the contents: comparing them would read, and so bring into memory, every page of
     * the file this exists to leave on disk. True if the bytes are now read from there.
     */
    public boolean readFrom(ByteBuffer sameBytes) {
        if (!sameBytes.isDirect() || sameBytes.remaining() != length) {
            return false;
        }
        held = sameBytes.slice().asReadOnlyBuffer();
        return true;
    }
}
