package com.firmsite.snapshot;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/**
 * The resources of a snapshot that answers before all of them are made: those ready when it was
 * built, and the late ones ({@code publish.LateProducer}: the printable biographies), each made when
 * it is first asked for. A cold start of the large firm spent 14.6 s of its 30 s before the first
 * answer on 1,336 PDFs, which a visitor asks for one at a time, if ever.
 *
 * <p>Every path is known at once ({@link #containsKey}, {@link #size}). Reading the entries' values
 * (the compression that follows the first answer, a save, a comparison) makes every late resource
 * left, on as many threads as read them; once made, a resource is kept, and the means of
 * making it let go. A late resource is made exactly as a build that makes everything makes it, so
 * the compressed snapshot, the saved file and a restart send the same bytes as a full build
 * (SnapshotCacheTest, LateResourcesTest).
 *
 * <p>Safe for concurrent use: two requests making the same resource at once keep the first.
 */
public final class LateResources extends AbstractMap<String, Resource> {
    private final Map<String, Resource> ready;
    private final Map<String, Integer> late;
    private final String[] latePaths;
    private final AtomicReferenceArray<Supplier<Resource>> makers;
    private final AtomicReferenceArray<Resource> made;

    /**
     * @param ready the resources made when the snapshot was built; handed over, not copied, and
     *     never changed after
     * @param late each late resource's path and how to make it; no path of {@code ready}
     */
    public LateResources(Map<String, Resource> ready, List<Map.Entry<String, Supplier<Resource>>> late) {
        this.ready = ready;
        this.late = new HashMap<>();
        this.latePaths = new String[late.size()];
        this.makers = new AtomicReferenceArray<>(late.size());
        this.made = new AtomicReferenceArray<>(late.size());
        for (int i = 0; i < late.size(); i++) {
            String path = late.get(i).getKey();
            if (ready.containsKey(path) || this.late.put(path, i) != null) {
                throw new IllegalStateException("two outputs claim the path " + path);
            }
            latePaths[i] = path;
            makers.set(i, late.get(i).getValue());
        }
    }

    @Override
    public Resource get(Object path) {
        Resource resource = ready.get(path);
        if (resource != null) {
            return resource;
        }
        Integer entry = late.get(path);
        return entry == null ? null : made(entry);
    }

    private Resource made(int entry) {
        Resource known = made.get(entry);
        if (known != null) {
            return known;
        }
        Supplier<Resource> maker = makers.get(entry);
        if (maker == null) {
            // Another thread made it: it sets the resource before it lets go of the maker.
            return made.get(entry);
        }
        Resource resource = maker.get();
        if (made.compareAndSet(entry, null, resource)) {
            makers.set(entry, null);
            return resource;
        }
        return made.get(entry);
    }

    @Override
    public boolean containsKey(Object path) {
        return ready.containsKey(path) || late.containsKey(path);
    }

    @Override
    public int size() {
        return ready.size() + latePaths.length;
    }

    /** Whether {@code path} is a late resource not made yet: asking for it makes it now. */
    public boolean isUnmade(String path) {
        Integer entry = late.get(path);
        return entry != null && made.get(entry) == null;
    }

    /** How many resources are made late, made or not. */
    public int lateCount() {
        return latePaths.length;
    }

    /**
     * Makes every late resource not made yet, side by side, calling {@code eachMade} after each: the
     * compression that follows the first answer does this first, so that a request soon no longer
     * waits for one to be made.
     */
    void makeAll(Runnable eachMade) {
        IntStream.range(0, latePaths.length).parallel().forEach(entry -> {
            made(entry);
            eachMade.run();
        });
    }

    /** How many late resources are still to be made (for tests and the log). */
    public int unmade() {
        int count = 0;
        for (int i = 0; i < latePaths.length; i++) {
            count += made.get(i) == null ? 1 : 0;
        }
        return count;
    }

    @Override
    public Set<Entry<String, Resource>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<String, Resource>> iterator() {
                Iterator<Entry<String, Resource>> readyOnes = ready.entrySet().iterator();
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return readyOnes.hasNext() || next < latePaths.length;
                    }

                    @Override
                    public Entry<String, Resource> next() {
                        if (readyOnes.hasNext()) {
                            return readyOnes.next();
                        }
                        if (next >= latePaths.length) {
                            throw new NoSuchElementException();
                        }
                        return new LateEntry(next++);
                    }
                };
            }

            @Override
            public int size() {
                return LateResources.this.size();
            }
        };
    }

    /**
     * A late resource's entry, made when its value is read rather than when the entry is handed out:
     * a parallel stream's split hands out entries on one thread and reads them on each.
     */
    private final class LateEntry implements Entry<String, Resource> {
        private final int entry;

        LateEntry(int entry) {
            this.entry = entry;
        }

        @Override
        public String getKey() {
            return latePaths[entry];
        }

        @Override
        public Resource getValue() {
            return made(entry);
        }

        @Override
        public Resource setValue(Resource value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Entry<?, ?> that
                    && getKey().equals(that.getKey())
                    && getValue().equals(that.getValue());
        }

        @Override
        public int hashCode() {
            return getKey().hashCode() ^ getValue().hashCode();
        }
    }
}
