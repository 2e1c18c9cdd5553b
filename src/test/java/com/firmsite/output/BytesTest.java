package com.firmsite.output;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A body's bytes read the same wherever they are held, and move only to the same bytes outside the heap. */
class BytesTest {
    private static final byte[] TEXT = "> note\n\n# Title\n".getBytes(StandardCharsets.UTF_8);

    @Test
    void onTheHeapTheArrayIsTheRenderedOne() {
        Bytes bytes = Bytes.of(TEXT);

        assertThat(bytes.array()).isSameAs(TEXT);
        assertThat(bytes.outsideHeap()).isFalse();
    }

    @Test
    void movedTheyReadTheSameByEveryMeans() {
        Bytes bytes = Bytes.of(TEXT.clone());
        ByteBuffer file = ByteBuffer.allocateDirect(TEXT.length + 4);
        file.position(2).put(TEXT);

        assertThat(bytes.readFrom(file.slice(2, TEXT.length))).isTrue();

        assertThat(bytes.outsideHeap()).isTrue();
        assertThat(bytes.length()).isEqualTo(TEXT.length);
        assertThat(bytes.array()).isEqualTo(TEXT);
        assertThat(bytes.at(0)).isEqualTo((byte) '>');
        assertThat(bytes.at(TEXT.length - 1)).isEqualTo((byte) '\n');
        byte[] copied = new byte[7];
        bytes.copyTo(8, copied, 1, 5);
        assertThat(new String(copied, 1, 5, StandardCharsets.UTF_8)).isEqualTo("# Tit");
    }

    @Test
    void theyDoNotMoveIntoTheHeapOrIntoBytesOfAnotherLength() {
        Bytes bytes = Bytes.of(TEXT);

        assertThat(bytes.readFrom(ByteBuffer.wrap(TEXT.clone()))).isFalse();
        assertThat(bytes.readFrom(ByteBuffer.allocateDirect(TEXT.length + 1))).isFalse();
        assertThat(bytes.array()).isSameAs(TEXT);
    }

    @Test
    void aMovedViewIsNotWritableThroughTheBytes() {
        Bytes bytes = Bytes.of(TEXT.clone());
        ByteBuffer file = ByteBuffer.allocateDirect(TEXT.length).put(0, TEXT);
        bytes.readFrom(file);

        bytes.array()[0] = 'x';

        assertThat(bytes.at(0)).isEqualTo((byte) '>');
    }
}
