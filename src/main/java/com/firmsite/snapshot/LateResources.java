package com.firmsite.snapshot;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/**
 * The resources of a snapshot that answers before all of them are made: those ready when it was
 * built, and the late ones ({@code publish.LateProducer}: the pages, the printable biographies, the
 * contact cards, the feeds), each made when it is first asked for. A cold start of the large firm
 * spent 14.6 s of its 30 s before the first answer on 1,336 PDFs, which a visitor asks for one at a
 * time, if ever, and then 7 s on its 30,000 pages.
 *
 * <p>A late resource is made with the others of its {@link Late}: a page with its Markdown twin's
 * path. Their paths are known at once, but for a family whose paths are known only once it is made
 * ({@code publish.LateFamily}: the documents of {@code llms-full.txt}, split by the size of the
 * pages' Markdown): it names the paths it may hold, and asking for one of those, or for every path
 * ({@link #size}, {@link #entrySet}), makes it. Reading the entries' values
 * (the compression that follows the first answer, a save, a comparison) makes every late resource
 * left, on as many threads as read them; once made, a resource is kept, and the means of
 * making it let go. A late resource is made exactly as a build that makes everything makes it, so
 * the compressed snapshot, the saved file and a restart send the same bytes as a full build
 * (SnapshotCacheTest, LateResourcesTest).
 *
 * <p>Safe for concurrent use: two requests making the same resource at once keep the first.
 */
public final class LateResources extends AbstractMap<String, Resource> {
    /**
     * Late resources made together.
     *
     * @param paths their paths, known at once; none for a family, whose paths are known once made
     * @param mayHold for a family, the paths it may hold
     * @param make makes them, by path: every path of {@code paths} (a family's, none of another's)
     */
    public record Late(List<String> paths, Predicate<String> mayHold, Supplier<Map<String, Resource>> make) {
        public Late {
            paths = List.copyOf(paths);
        }

        /** Resources at {@code paths}, made together. */
        public static Late at(List<String> paths, Supplier<Map<String, Resource>> make) {
            if (paths.isEmpty()) {
                throw new IllegalArgumentException("late resources name their paths, or are a family");
            }
            return new Late(paths, paths::contains, make);
        }

        /** A family of resources at paths {@code mayHold} accepts, known once they are made. */
        public static Late family(Predicate<String> mayHold, Supplier<Map<String, Resource>> make) {
            return new Late(List.of(), mayHold, make);
        }

        boolean isFamily() {
            return paths.isEmpty();
        }
    }

    private final Map<String, Resource> ready;
    private final List<Late> entries;
    /** Each known late path's entry. */
    private final Map<String, Integer> late = new HashMap<>();
    /** The known late paths in order, and each one's entry. */
    private final List<String> latePaths = new ArrayList<>();

    private final int[] entryOf;
    private final int[] families;
    private final AtomicReferenceArray<Supplier<Map<String, Resource>>> makers;
    private final AtomicReferenceArray<Map<String, Resource>> made;

    /**
     * @param ready the resources made when the snapshot was built; handed over, not copied, and
     *     never changed after
     * @param entries the late resources, in order, made together as each groups them; no path of
     *     {@code ready}
     */
    public LateResources(Map<String, Resource> ready, List<Late> entries) {
        this.ready = ready;
        this.entries = List.copyOf(entries);
        List<Integer> entryOfPath = new ArrayList<>();
        List<Integer> familyEntries = new ArrayList<>();
        this.makers = new AtomicReferenceArray<>(entries.size());
        this.made = new AtomicReferenceArray<>(entries.size());
        for (int i = 0; i < entries.size(); i++) {
            Late entry = entries.get(i);
            makers.set(i, entry.make());
            if (entry.isFamily()) {
                familyEntries.add(i);
            }
            for (String path : entry.paths()) {
                if (ready.containsKey(path) || late.put(path, i) != null) {
                    throw new IllegalStateException("two outputs claim the path " + path);
                }
                latePaths.add(path);
                entryOfPath.add(i);
            }
        }
        this.entryOf = entryOfPath.stream().mapToInt(Integer::intValue).toArray();
        this.families = familyEntries.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Late documents, each at its path and made alone, after {@code ready}'s. */
    public static LateResources of(Map<String, Resource> ready, List<Map.Entry<String, Supplier<Resource>>> late) {
        return new LateResources(
                ready,
                late.stream()
                        .map(entry -> Late.at(
                                List.of(entry.getKey()),
                                () -> Map.of(entry.getKey(), entry.getValue().get())))
                        .toList());
    }

    @Override
    public Resource get(Object path) {
        Resource resource = ready.get(path);
        if (resource != null) {
            return resource;
        }
        Integer entry = late.get(path);
        if (entry != null) {
            return made(entry).get(path);
        }
        if (path instanceof String name) {
            for (int family : families) {
                if (entries.get(family).mayHold().test(name)) {
                    Resource found = made(family).get(name);
                    if (found != null) {
                        return found;
                    }
                }
            }
        }
        return null;
    }

    private Map<String, Resource> made(int entry) {
        Map<String, Resource> known = made.get(entry);
        if (known != null) {
            return known;
        }
        Supplier<Map<String, Resource>> maker = makers.get(entry);
        if (maker == null) {
            // Another thread made it: it sets the resources before it lets go of the maker.
            return made.get(entry);
        }
        Map<String, Resource> resources = checked(entry, maker.get());
        if (made.compareAndSet(entry, null, resources)) {
            makers.set(entry, null);
            return resources;
        }
        return made.get(entry);
    }

    /** {@code resources} as entry {@code entry} announced them: its paths, or a family's own. */
    private Map<String, Resource> checked(int entry, Map<String, Resource> resources) {
        Late announced = entries.get(entry);
        for (String path : resources.keySet()) {
            boolean its = announced.isFamily()
                    ? announced.mayHold().test(path) && !ready.containsKey(path) && !late.containsKey(path)
                    : announced.paths().contains(path);
            if (!its) {
                throw new IllegalStateException(
                        "late resources announced as " + describe(announced) + " made the path " + path);
            }
        }
        if (!announced.isFamily() && resources.size() != announced.paths().size()) {
            throw new IllegalStateException(
                    "late resources announced as " + describe(announced) + " made " + resources.keySet());
        }
        return Collections.unmodifiableMap(resources);
    }

    private static String describe(Late announced) {
        return announced.isFamily() ? "a family" : announced.paths().toString();
    }

    @Override
    public boolean containsKey(Object path) {
        return ready.containsKey(path) || late.containsKey(path) || (path instanceof String name && inFamily(name));
    }

    /** Whether a family holds {@code path}, made now if it may. */
    private boolean inFamily(String path) {
        for (int family : families) {
            if (entries.get(family).mayHold().test(path) && made(family).containsKey(path)) {
                return true;
            }
        }
        return false;
    }

    /** Every family made now: their paths are part of every count and listing. */
    private void makeFamilies() {
        for (int family : families) {
            made(family);
        }
    }

    @Override
    public int size() {
        makeFamilies();
        int size = ready.size() + latePaths.size();
        for (int family : families) {
            size += made(family).size();
        }
        return size;
    }

    /** How many paths are known now, without making a family to count its own (for the log). */
    public int pathsKnown() {
        int size = ready.size() + latePaths.size();
        for (int family : families) {
            Map<String, Resource> its = made.get(family);
            size += its == null ? 0 : its.size();
        }
        return size;
    }

    /**
     * Whether asking for {@code path} makes late resources now: it is a late resource not made yet,
     * or a family not made yet may hold it.
     */
    public boolean isUnmade(String path) {
        Integer entry = late.get(path);
        if (entry != null) {
            return made.get(entry) == null;
        }
        if (ready.containsKey(path)) {
            return false;
        }
        for (int family : families) {
            if (made.get(family) == null && entries.get(family).mayHold().test(path)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The path whose late resources a request for {@code path} must have made before it is answered,
     * if any: the path itself, or for {@code /x/} the path {@code /x} (which the answer redirects to
     * when it exists). Made on the event loop, a family would keep every other connection of the
     * loop waiting (llms-full.txt renders every page).
     */
    public Optional<String> unmadeFor(String path) {
        if (isUnmade(path)) {
            return Optional.of(path);
        }
        if (path.length() > 1 && path.endsWith("/")) {
            String target = path.substring(0, path.length() - 1);
            return isUnmade(target) ? Optional.of(target) : Optional.empty();
        }
        return Optional.empty();
    }

    /** How many groups of resources are made late, made or not. */
    public int lateCount() {
        return entries.size();
    }

    /**
     * Makes every late resource not made yet, side by side, calling {@code eachMade} after each
     * group, the families last (they are made from what the others are: llms-full.txt from the
     * pages): the compression that follows the first answer does this first, so that a request soon
     * no longer waits for one to be made.
     */
    void makeAll(Runnable eachMade) {
        IntStream.range(0, entries.size())
                .filter(entry -> !entries.get(entry).isFamily())
                .parallel()
                .forEach(entry -> {
                    made(entry);
                    eachMade.run();
                });
        for (int family : families) {
            made(family);
            eachMade.run();
        }
    }

    /** How many groups of late resources are still to be made (for tests and the log). */
    public int unmade() {
        int count = 0;
        for (int i = 0; i < entries.size(); i++) {
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
                    private int nextFamily;
                    private Iterator<Entry<String, Resource>> familyOnes = Collections.emptyIterator();

                    @Override
                    public boolean hasNext() {
                        if (readyOnes.hasNext() || next < latePaths.size()) {
                            return true;
                        }
                        // A family's paths are known once it is made: made here, on the thread listing them.
                        while (!familyOnes.hasNext() && nextFamily < families.length) {
                            familyOnes = made(families[nextFamily++]).entrySet().iterator();
                        }
                        return familyOnes.hasNext();
                    }

                    @Override
                    public Entry<String, Resource> next() {
                        if (readyOnes.hasNext()) {
                            return readyOnes.next();
                        }
                        if (next < latePaths.size()) {
                            return new LateEntry(next++);
                        }
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        return familyOnes.next();
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
        private final int index;

        LateEntry(int index) {
            this.index = index;
        }

        @Override
        public String getKey() {
            return latePaths.get(index);
        }

        @Override
        public Resource getValue() {
            return made(entryOf[index]).get(getKey());
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
