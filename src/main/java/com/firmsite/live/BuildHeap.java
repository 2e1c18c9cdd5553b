package com.firmsite.live;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;
import java.util.Optional;

/**
 * How much free heap the JVM keeps: room to grow while a build runs, as little as configured between
 * builds.
 *
 * <p>Why: the launcher keeps little free heap ({@code -XX:MinHeapFreeRatio=10
 * -XX:MaxHeapFreeRatio=20}, deploy/jvm.options), so that a server holds what it serves and not the
 * peak of its last build. During a build the same setting shrank the heap back at every concurrent
 * cycle, so the build ran in a heap just larger than what it held: a large firm's reload took 9 to 24
 * young collections and 2 to 4 concurrent cycles, which ran on the second of two cores beside the
 * build (issue 34: an edit showed after 3.6 s; with room to grow, 2.2 s). Both flags can be changed
 * while the JVM runs ("manageable"): a build lets the heap keep 60 to 85 % free, and the full
 * collection after it ({@link FolderBuild#returnBuildMemory}) runs with the configured values again,
 * which gives the room back. A JVM without these flags (not HotSpot) keeps its own sizing.
 */
final class BuildHeap {
    /**
     * The free share a build may keep. On the large firm (docs/performance.md), 40 to 70 % showed an
     * edit after 2.5 s, this 2.2 s; more still was faster but held far more memory at the build's
     * peak (75 to 90 %: 1.7 s, a heap of 2 GB).
     */
    private static final Ratios ROOM_TO_GROW = new Ratios(60, 85);

    /** The ratios the JVM was started with, to return to; none when they cannot be read or set. */
    private static final Optional<Ratios> CONFIGURED = Ratios.read();

    private BuildHeap() {}

    /** The share of the heap kept free (percent): at least {@code min}, at most {@code max}. */
    private record Ratios(int min, int max) {
        static Optional<Ratios> read() {
            try {
                HotSpotDiagnosticMXBean hotSpot = hotSpot();
                return Optional.of(new Ratios(
                        Integer.parseInt(hotSpot.getVMOption("MinHeapFreeRatio").getValue()),
                        Integer.parseInt(hotSpot.getVMOption("MaxHeapFreeRatio").getValue())));
            } catch (RuntimeException e) {
                return Optional.empty();
            }
        }

        Ratios atLeast(Ratios other) {
            return new Ratios(Math.max(min, other.min), Math.max(max, other.max));
        }
    }

    /** A build starts: the heap may grow with it (never less room than configured). */
    static synchronized void roomToGrow() {
        CONFIGURED.ifPresent(configured -> set(configured.atLeast(ROOM_TO_GROW)));
    }

    /** Builds are over for now: the next collection sizes the heap as configured. */
    static synchronized void asConfigured() {
        CONFIGURED.ifPresent(BuildHeap::set);
    }

    /**
     * Sets both ratios, the minimum never above the maximum at any step (the JVM refuses that). A
     * value the JVM refuses leaves its sizing as it was: how much room a build has is no reason for it
     * to fail.
     */
    private static void set(Ratios ratios) {
        try {
            setInOrder(ratios);
        } catch (IllegalArgumentException e) {
            // Kept as it was (see above).
        }
    }

    private static void setInOrder(Ratios ratios) {
        HotSpotDiagnosticMXBean hotSpot = hotSpot();
        int max = Integer.parseInt(hotSpot.getVMOption("MaxHeapFreeRatio").getValue());
        if (ratios.max() >= max) {
            hotSpot.setVMOption("MaxHeapFreeRatio", Integer.toString(ratios.max()));
            hotSpot.setVMOption("MinHeapFreeRatio", Integer.toString(ratios.min()));
        } else {
            hotSpot.setVMOption("MinHeapFreeRatio", Integer.toString(ratios.min()));
            hotSpot.setVMOption("MaxHeapFreeRatio", Integer.toString(ratios.max()));
        }
    }

    private static HotSpotDiagnosticMXBean hotSpot() {
        return ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
    }
}
