package com.firmsite.http;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Remembers what recent header values parse to. Browsers and agents send a handful of distinct
 * {@code Accept} and {@code Accept-Encoding} values, so most requests skip parsing. Bounded whatever
 * clients send: long values are never kept, and the cache is emptied when it is full.
 */
final class BoundedCache<V> {
    static final int MAX_ENTRIES = 512;
    static final int MAX_KEY_CHARS = 256;

    private final ConcurrentHashMap<String, V> entries = new ConcurrentHashMap<>();

    /** The cached value for {@code key}, or {@code parse(key)}, remembered when the key is short. */
    V get(String key, Function<String, V> parse) {
        if (key.length() > MAX_KEY_CHARS) {
            return parse.apply(key);
        }
        V value = entries.get(key);
        if (value == null) {
            value = parse.apply(key);
            if (entries.size() >= MAX_ENTRIES) {
                entries.clear();
            }
            entries.put(key, value);
        }
        return value;
    }

    int size() {
        return entries.size();
    }
}
