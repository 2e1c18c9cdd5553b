package com.firmsite.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A build lets this very JVM keep more of its heap free, and the JVM's sizing returns to what it was
 * started with once builds are over.
 */
class BuildHeapTest {
    private final HotSpotDiagnosticMXBean hotSpot = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
    private final int startedMin = ratio("MinHeapFreeRatio");
    private final int startedMax = ratio("MaxHeapFreeRatio");

    @AfterEach
    void backAsStarted() {
        BuildHeap.asConfigured();
    }

    @Test
    void aBuildHasRoomToGrowAndTheConfiguredSizingComesBackAfterIt() {
        BuildHeap.roomToGrow();

        assertThat(ratio("MinHeapFreeRatio")).isGreaterThanOrEqualTo(Math.max(60, startedMin));
        assertThat(ratio("MaxHeapFreeRatio")).isGreaterThanOrEqualTo(Math.max(85, startedMax));

        BuildHeap.asConfigured();

        assertThat(ratio("MinHeapFreeRatio")).isEqualTo(startedMin);
        assertThat(ratio("MaxHeapFreeRatio")).isEqualTo(startedMax);
    }

    @Test
    void askingForRoomTwiceIsUndoneByOneReturn() {
        BuildHeap.roomToGrow();
        BuildHeap.roomToGrow();
        BuildHeap.asConfigured();

        assertThat(ratio("MinHeapFreeRatio")).isEqualTo(startedMin);
        assertThat(ratio("MaxHeapFreeRatio")).isEqualTo(startedMax);
    }

    private int ratio(String flag) {
        return Integer.parseInt(hotSpot.getVMOption(flag).getValue());
    }
}
