package com.firmsite.images;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Encoded variants kept between builds, by a key naming the source's bytes (SHA-256), the encoder
 * settings ({@link Codec#SETTINGS}), the width and the format: an image is encoded once, and a
 * reload or a restart after an unrelated edit takes its variants from here.
 */
public interface VariantCache {
    Optional<byte[]> get(String key);

    void put(String key, byte[] bytes);

    /**
     * Files in {@code dir} (the {@code images} folder of the start-up cache), so a restart encodes
     * nothing. Each is written to a temporary name and renamed: another instance reads whole files.
     */
    static VariantCache directory(Path dir) {
        return new VariantCache() {
            @Override
            public Optional<byte[]> get(String key) {
                try {
                    return Optional.of(Files.readAllBytes(dir.resolve(key)));
                } catch (NoSuchFileException e) {
                    return Optional.empty();
                } catch (IOException e) {
                    // An unreadable cache file is encoded again and replaced.
                    return Optional.empty();
                }
            }

            @Override
            public void put(String key, byte[] bytes) {
                Path target = dir.resolve(key);
                Path temporary =
                        dir.resolve(key + "." + ThreadLocalRandom.current().nextLong(1L << 48) + ".tmp");
                try {
                    Files.createDirectories(dir);
                    Files.write(temporary, bytes);
                    Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                } catch (IOException e) {
                    // Not saved: the next build encodes this variant again, nothing worse.
                    try {
                        Files.deleteIfExists(temporary);
                    } catch (IOException ignored) {
                        // Left for the operator; it is never read (only exact keys are).
                    }
                }
            }
        };
    }

    /**
     * In this process only: reloads reuse variants; a restart encodes again. Holds up to {@code
     * maxBytes}; when full it is emptied (the images of a site in use are put back by its next build).
     */
    static VariantCache inMemory(long maxBytes) {
        Map<String, byte[]> entries = new ConcurrentHashMap<>();
        AtomicLong held = new AtomicLong();
        return new VariantCache() {
            @Override
            public Optional<byte[]> get(String key) {
                return Optional.ofNullable(entries.get(key));
            }

            @Override
            public void put(String key, byte[] bytes) {
                if (held.addAndGet(bytes.length) > maxBytes) {
                    entries.clear();
                    held.set(bytes.length);
                }
                entries.put(key, bytes);
            }
        };
    }
}
