package com.firmsite.content;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.RandomAccess;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * An immutable list of site items that also finds an item by slug, and the items that refer to a
 * slug, without scanning. Rendering looks these up once or more per page; on a 10,000-page site a
 * scan each time is tens of millions of comparisons, most of the start-up time. Equal to any list
 * with the same items, so {@link Site} keeps its value semantics.
 */
final class SlugIndex<T> extends AbstractList<T> implements RandomAccess {
    private final List<T> items;
    private final Map<String, T> bySlug;
    private final Map<String, Map<String, List<T>>> groupings = new ConcurrentHashMap<>();

    private SlugIndex(List<T> items, Function<T, String> slug) {
        this.items = List.copyOf(items);
        this.bySlug = new HashMap<>();
        for (T item : this.items) {
            bySlug.putIfAbsent(slug.apply(item), item);
        }
    }

    /** {@code items} indexed by {@code slug}; the first item wins where two share a slug. */
    static <T> SlugIndex<T> of(List<T> items, Function<T, String> slug) {
        return items instanceof SlugIndex<T> index ? index : new SlugIndex<>(items, slug);
    }

    Optional<T> find(String slug) {
        return Optional.ofNullable(bySlug.get(slug));
    }

    /**
     * The items whose {@code references} contain {@code slug}, in list order. Each grouping is
     * computed once, on first use, under the given name.
     */
    List<T> referring(String name, Function<T, List<String>> references, String slug) {
        return groupings.computeIfAbsent(name, key -> group(references)).getOrDefault(slug, List.of());
    }

    private Map<String, List<T>> group(Function<T, List<String>> references) {
        Map<String, List<T>> groups = new HashMap<>();
        for (T item : items) {
            for (String reference : references.apply(item)) {
                List<T> group = groups.computeIfAbsent(reference, key -> new ArrayList<>());
                if (group.isEmpty() || group.get(group.size() - 1) != item) {
                    group.add(item);
                }
            }
        }
        groups.replaceAll((key, group) -> List.copyOf(group));
        return groups;
    }

    @Override
    public T get(int index) {
        return items.get(index);
    }

    @Override
    public int size() {
        return items.size();
    }
}
