package com.firmsite.snapshot;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * A snapshot's resources with some paths answered anew: what a reload serves while it makes the
 * documents its pages feed ({@link SnapshotRequest#showingPagesFirst}). The resources of the
 * snapshot it patches are looked up, not copied: the large firm has 43,264 of them, and the edit
 * changed a few. Read only, as every snapshot's resources are; going through it goes through the
 * patched map's own entries (a stored snapshot's decode without being kept, see {@link
 * StoredResources}), each patched path's resource in place of its own.
 */
final class PatchedResources extends AbstractMap<String, Resource> {
    private final Map<String, Resource> base;
    private final Map<String, Resource> patch;
    /** The patch's paths the base does not have: new pages. */
    private final Map<String, Resource> added;

    PatchedResources(Map<String, Resource> base, Map<String, Resource> patch) {
        this.base = base;
        this.patch = Map.copyOf(patch);
        Map<String, Resource> fresh = new HashMap<>();
        patch.forEach((path, resource) -> {
            if (!base.containsKey(path)) {
                fresh.put(path, resource);
            }
        });
        this.added = Map.copyOf(fresh);
    }

    @Override
    public Resource get(Object path) {
        Resource patched = patch.get(path);
        return patched != null ? patched : base.get(path);
    }

    /** As {@link Snapshot#peek}: a path not patched is looked up in the base without being kept. */
    Resource peek(String path) {
        Resource patched = patch.get(path);
        return patched != null ? patched : Snapshot.peek(base, path);
    }

    @Override
    public boolean containsKey(Object path) {
        return patch.containsKey(path) || base.containsKey(path);
    }

    @Override
    public int size() {
        return base.size() + added.size();
    }

    @Override
    public Set<Entry<String, Resource>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<String, Resource>> iterator() {
                Iterator<Entry<String, Resource>> kept = base.entrySet().iterator();
                Iterator<Entry<String, Resource>> fresh = added.entrySet().iterator();
                return new Iterator<>() {
                    @Override
                    public boolean hasNext() {
                        return kept.hasNext() || fresh.hasNext();
                    }

                    @Override
                    public Entry<String, Resource> next() {
                        if (kept.hasNext()) {
                            Entry<String, Resource> entry = kept.next();
                            Resource patched = patch.get(entry.getKey());
                            return patched == null ? entry : new SimpleImmutableEntry<>(entry.getKey(), patched);
                        }
                        if (fresh.hasNext()) {
                            return fresh.next();
                        }
                        throw new NoSuchElementException();
                    }
                };
            }

            @Override
            public int size() {
                return PatchedResources.this.size();
            }
        };
    }
}
