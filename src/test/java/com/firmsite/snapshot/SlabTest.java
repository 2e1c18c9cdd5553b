package com.firmsite.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Wire buffers packed by many threads at once each hold exactly their own bytes. */
class SlabTest {
    private record Frozen(byte[] source, ByteBuf buffer) {}

    @Test
    void buffersFrozenConcurrentlyHoldExactlyTheirBytes() throws Exception {
        Slab slab = new Slab();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<List<Frozen>>> results = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int seed = t;
                results.add(pool.submit(() -> freezeMany(slab, new Random(seed))));
            }
            int checked = 0;
            for (Future<List<Frozen>> result : results) {
                for (Frozen frozen : result.get(60, TimeUnit.SECONDS)) {
                    assertThat(ByteBufUtil.getBytes(frozen.buffer())).isEqualTo(frozen.source());
                    checked++;
                }
            }
            assertThat(checked).isEqualTo(8 * 3000);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void largeBodiesAndEmptyOnesAreKeptToo() {
        Slab slab = new Slab();
        byte[] large = new byte[600_000];
        new Random(1).nextBytes(large);
        assertThat(ByteBufUtil.getBytes(slab.frozen(large))).isEqualTo(large);
        assertThat(slab.frozen(new byte[0]).readableBytes()).isZero();
    }

    @Test
    void aFrozenBufferCannotBeReleasedByARequest() {
        ByteBuf buffer = new Slab().frozen(new byte[] {1, 2, 3});
        buffer.duplicate().release();
        assertThat(buffer.refCnt()).isPositive();
        assertThat(ByteBufUtil.getBytes(buffer)).containsExactly(1, 2, 3);
    }

    @Test
    void aBufferIsCopiedFromItsPositionToItsLimitAndLeftAsItWas() {
        Slab slab = new Slab();
        for (int size : new int[] {3000, 600_000}) {
            byte[] bytes = new byte[size + 20];
            new Random(size).nextBytes(bytes);
            ByteBuffer source = ByteBuffer.allocateDirect(bytes.length)
                    .put(bytes)
                    .position(10)
                    .limit(size + 10);
            ByteBuf frozen = slab.frozen(source);
            assertThat(ByteBufUtil.getBytes(frozen)).isEqualTo(Arrays.copyOfRange(bytes, 10, size + 10));
            assertThat(source.position()).isEqualTo(10);
            assertThat(source.limit()).isEqualTo(size + 10);
        }
    }

    private static List<Frozen> freezeMany(Slab slab, Random random) {
        List<Frozen> frozen = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            byte[] bytes = new byte[1 + random.nextInt(3000)];
            random.nextBytes(bytes);
            frozen.add(new Frozen(bytes, slab.frozen(bytes)));
        }
        return frozen;
    }
}
