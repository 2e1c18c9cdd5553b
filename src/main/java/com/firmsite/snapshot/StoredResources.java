package com.firmsite.snapshot;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;

/**
 * A snapshot's resources as a start-up cache file holds them ({@code startup.SnapshotFile}): every
 * path is known at once, and a resource is decoded from the file's index when it is first asked
 * for. A restart of the large firm decoded 43,264 resources (half a million views of the file's
 * bytes, about 90 MB of heap) before it opened its port, 0.8 s of a 1.1 s restart, for a site of
 * which a visitor asks a few pages at a time.
 *
 * <p>{@link #get} keeps what it decodes: a request's resource is decoded once. Going through every
 * resource (a save, a reload comparing its build with this one, an export) and {@link #peek} decode
 * without keeping, so that a reload does not leave the whole site decoded on the heap of the
 * snapshot it replaces. Two decodings of one resource are equal and send the same bytes.
 *
 * <p>Safe for concurrent use: two requests decoding the same resource at once keep the first.
 */
public final class StoredResources extends AbstractMap<String, Resource> {
    private final Map<String, Integer> entries;
    private final IntFunction<Resource> decoder;
    private final AtomicReferenceArray<Resource> decoded;

    /**
     * @param entries each path and the number of its entry in the index, numbered from 0; handed
     *     over, not copied (copying 43,264 entries is start-up time) nor wrapped (every request looks
     *     a path up here), and never changed after: no method of this map changes it
     * @param decoder decodes an entry, by number; every number of {@code entries} decodes
     */
    public StoredResources(Map<String, Integer> entries, IntFunction<Resource> decoder) {
        this.entries = entries;
        this.decoder = decoder;
        this.decoded = new AtomicReferenceArray<>(entries.size());
    }

    @Override
    public Resource get(Object path) {
        Integer entry = entries.get(path);
        if (entry == null) {
            return null;
        }
        Resource known = decoded.get(entry);
        if (known != null) {
            return known;
        }
        Resource resource = decoder.apply(entry);
        return decoded.compareAndSet(entry, null, resource) ? resource : decoded.get(entry);
    }

    /** The resource at {@code path} (null if none), decoded without being kept unless it already was. */
    public Resource peek(String path) {
        Integer entry = entries.get(path);
        return entry == null ? null : peek(entry);
    }

    private Resource peek(int entry) {
        Resource known = decoded.get(entry);
        return known != null ? known : decoder.apply(entry);
    }

    @Override
    public boolean containsKey(Object path) {
        return entries.containsKey(path);
    }

    @Override
    public int size() {
        return entries.size();
    }

    /** How many resources have been decoded and kept (for tests and the log). */
    public int decodedCount() {
        int count = 0;
        for (int i = 0; i < decoded.length(); i++) {
            count += decoded.get(i) == null ? 0 : 1;
        }
        return count;
    }

    @Override
    public Set<Entry<String, Resource>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<String, Resource>> iterator() {
                Iterator<Entry<String, Integer>> paths = entries.entrySet().iterator();
                return new Iterator<>() {
                    @Override
                    public boolean hasNext() {
                        return paths.hasNext();
                    }

                    @Override
                    public Entry<String, Resource> next() {
                        Entry<String, Integer> path = paths.next();
                        return new SimpleImmutableEntry<>(path.getKey(), peek(path.getValue()));
                    }
                };
            }

            @Override
            public int size() {
                return entries.size();
            }
        };
    }
}
